/**
 * Concurrency of every money path (issue 14 "Suites that keep it true"). Each test fires its calls
 * at once (Promise.allSettled) and asserts exact counts. On PGlite the calls queue on one
 * connection; the same file runs on PostgreSQL in CI (`npm run test:pg`), where they really race:
 *   FABRICO_TEST_DB=postgres TEST_DATABASE_URL=postgres://… npx vitest run core/checkout/concurrency.test.ts
 * - one cart × 10 submits with different idempotency keys, then a payment attempt on each returned
 *   order: one live order, one payment;
 * - the same over HTTP (POST /api/order × 10, then POST /api/sibs on each: one 200, nine 409);
 * - 10 submits of one cart, each paid while the next is submitted: one order paid, the others refunded;
 * - a payment that still succeeds for a replaced order is refunded, never kept beside the new one;
 * - 50 buyers at stock 5: 5 orders;
 * - a coupon limited to 3 uses × 20 buyers: 3 redemptions;
 * - one SIBS webhook × 10 deliveries, concurrent and shuffled: the order is paid once, one e-mail.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISBON_ADDRESS } from "../../tests/fixtures/addresses.ts";
import { Jar } from "../../tests/setup/auth-app.ts";
import { type BuyingTestApp, openBuyingTestApp } from "../../tests/setup/buying-app.ts";
import { TEST_LINK_SECRET } from "../../tests/setup/services.ts";
import { encryptNotification } from "../../integrations/sibs/webhook.ts";
import { addToCart } from "../cart/add-to-cart.ts";
import type { CartRef } from "../cart/cart-ref.ts";
import { cartLineTable } from "../cart/cart.sql.ts";
import { findCart } from "../cart/find-cart.ts";
import { saveCheckoutDraft } from "../cart/save-checkout-draft.ts";
import { variantTable } from "../catalog/catalog.sql.ts";
import { emailMessageTable } from "../mail/mail.sql.ts";
import { couponRedemptionTable, couponTable } from "../marketing/marketing.sql.ts";
import { orderAccessToken } from "../orders/order-access.ts";
import { orderEventTable, orderTable } from "../orders/orders.sql.ts";
import { paymentEventTable, paymentTable } from "../payments/payments.sql.ts";
import { startPayment } from "../payments/start-payment.ts";
import { sweepPayments } from "../payments/sweep-payments.ts";
import { shippingMethodTable } from "../shipping/shipping.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { createId } from "../shared/ids.ts";
import { ORDER_REPLACED_NOTE, placeOrder } from "./place-order.ts";

let t: BuyingTestApp;
let ctx: Ctx;
let mrwPt: string;

beforeAll(async () => {
  t = await openBuyingTestApp();
  ctx = t.ctx();
  const [m] = await ctx.db.select().from(shippingMethodTable).where(eq(shippingMethodTable.code, "mrw-pt-standard"));
  mrwPt = m?.id ?? "";
});
afterAll(() => t.close());

const key = () => createId("order").replace("ord_", "key_");
const sim = () => {
  const s = t.shop.simulators.sibs;
  if (!s) throw new Error("the SIBS simulator is not running");
  return s;
};

/** A variant of its own (by sku position) with exactly `stock` units. */
async function variantWithStock(stock: number, offset: number): Promise<string> {
  const [v] = await ctx.db
    .select({ id: variantTable.id })
    .from(variantTable)
    .orderBy(variantTable.sku)
    .limit(1)
    .offset(offset);
  if (!v) throw new Error("no variant");
  await ctx.db.update(variantTable).set({ stock }).where(eq(variantTable.id, v.id));
  return v.id;
}

const stockOf = async (variantId: string) =>
  (await ctx.db.select().from(variantTable).where(eq(variantTable.id, variantId)))[0]?.stock;

/** A guest cart with `quantity` units, a Lisbon address and MRW: ready to order. */
async function guestReadyToOrder(variantId: string, quantity = 1, extra: Record<string, unknown> = {}) {
  const added = await addToCart(ctx, { cart: { userId: null, guestToken: null }, variantId, quantity });
  const ref: CartRef = { userId: null, guestToken: added.newGuestToken ?? null };
  await saveCheckoutDraft(ctx, {
    cart: ref,
    email: `race-${randomUUID()}@example.com`,
    delivery: "address",
    address: LISBON_ADDRESS,
    shippingMethodId: mrwPt,
    ...extra,
  });
  return ref;
}

/** Starts an MB WAY payment of `orderId` as its buyer (signed link). */
const payByMbway = (orderId: string) =>
  startPayment(ctx, {
    orderId,
    method: "mbway",
    phone: "912345678",
    token: orderAccessToken(TEST_LINK_SECRET, orderId),
  });

async function until(check: () => Promise<boolean>, ms = 8000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

const reasons = (results: PromiseSettledResult<unknown>[]) =>
  results.flatMap((r) => (r.status === "rejected" ? [(r.reason as { code?: string }).code ?? String(r.reason)] : []));

describe("one cart, many submits", () => {
  it("10 concurrent submits of one cart leave one live order, and only that one can be paid", async () => {
    const variantId = await variantWithStock(30, 40);
    const ref = await guestReadyToOrder(variantId, 3);
    const cartId = (await findCart(ctx, ref))?.id ?? "";

    const submits = await Promise.allSettled(
      Array.from({ length: 10 }, () => placeOrder(ctx, { cart: ref, idempotencyKey: key(), acceptTerms: true })),
    );
    expect(reasons(submits)).toEqual([]);
    const placed = submits.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    expect(new Set(placed.map((p) => p.orderId)).size).toBe(10);

    const orders = await ctx.db.select().from(orderTable).where(eq(orderTable.cartId, cartId));
    expect(orders.filter((o) => o.status === "awaiting_payment")).toHaveLength(1);
    expect(orders.filter((o) => o.status === "cancelled")).toHaveLength(9);
    const replaced = await ctx.db
      .select()
      .from(orderEventTable)
      .where(
        and(
          inArray(
            orderEventTable.orderId,
            orders.map((o) => o.id),
          ),
          eq(orderEventTable.note, ORDER_REPLACED_NOTE),
        ),
      );
    expect(replaced).toHaveLength(9);
    // the live order holds the 3 units once; the replaced ones gave theirs back
    expect(await stockOf(variantId)).toBe(27);

    // a payment attempt on every returned order, at once: one starts, nine are refused (409)
    const payments = await Promise.allSettled(placed.map((p) => payByMbway(p.orderId)));
    expect(payments.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(reasons(payments)).toEqual(Array.from({ length: 9 }, () => "ORDER_REPLACED"));
    for (const r of payments) if (r.status === "rejected") expect(r.reason).toMatchObject({ status: 409 });
    const rows = await ctx.db
      .select()
      .from(paymentTable)
      .where(
        inArray(
          paymentTable.orderId,
          orders.map((o) => o.id),
        ),
      );
    expect(rows).toHaveLength(1);
    const live = orders.find((o) => o.status === "awaiting_payment");
    expect(rows[0]?.orderId).toBe(live?.id);

    // the customer approves it: one paid order, one payment, the cart emptied
    sim().control.approveMbway(rows[0]?.transactionId ?? "");
    await until(
      async () =>
        (
          await ctx.db
            .select()
            .from(orderTable)
            .where(eq(orderTable.id, live?.id ?? ""))
        )[0]?.status === "paid",
    );
    await sim().control.webhooksIdle();
    const after = await ctx.db.select().from(orderTable).where(eq(orderTable.cartId, cartId));
    expect(after.filter((o) => o.status === "paid")).toHaveLength(1);
    expect(after.filter((o) => o.status === "cancelled")).toHaveLength(9);
    const succeeded = await ctx.db
      .select()
      .from(paymentTable)
      .where(
        and(
          inArray(
            paymentTable.orderId,
            orders.map((o) => o.id),
          ),
          eq(paymentTable.status, "succeeded"),
        ),
      );
    expect(succeeded).toHaveLength(1);
    expect(await stockOf(variantId)).toBe(27);
    expect(await ctx.db.select().from(cartLineTable).where(eq(cartLineTable.cartId, cartId))).toHaveLength(0);
  });

  it("over the API: 10 concurrent POST /api/order of one cart, then POST /api/sibs on each: one 200, nine 409", async () => {
    const variantId = await variantWithStock(30, 48);
    const jar = new Jar();
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${t.url}/api${path}`, {
        method,
        headers: { cookie: jar.header(), ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      jar.take(res);
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    };
    expect((await call("POST", "/cart/line", { variantId, quantity: 3 })).status).toBe(200);
    const draft = { email: `api-${randomUUID()}@example.com`, delivery: "address", address: LISBON_ADDRESS };
    expect((await call("PUT", "/cart/checkout", { ...draft, shippingMethodId: mrwPt })).status).toBe(200);
    const submits = await Promise.all(
      Array.from({ length: 10 }, () => call("POST", "/order", { idempotencyKey: randomUUID(), acceptTerms: true })),
    );
    expect(submits.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));
    const pays = await Promise.all(
      submits.map((r) =>
        call("POST", "/sibs", { orderId: r.body.orderId, method: "mbway", phone: "912 345 678", token: r.body.token }),
      ),
    );
    expect(pays.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = pays.filter((r) => r.status !== 200);
    expect(refused.map((r) => [r.status, r.body.error.code])).toEqual(
      Array.from({ length: 9 }, () => [409, "ORDER_REPLACED"]),
    );
    const orders = await ctx.db
      .select()
      .from(orderTable)
      .where(
        inArray(
          orderTable.id,
          submits.map((r) => r.body.orderId),
        ),
      );
    expect(orders.filter((o) => o.status === "awaiting_payment")).toHaveLength(1);
    expect(await stockOf(variantId)).toBe(27);
  });

  it("refunds a payment that still succeeds for a replaced order, and keeps the new order's", async () => {
    const variantId = await variantWithStock(6, 41);
    const ref = await guestReadyToOrder(variantId, 3);
    const first = await placeOrder(ctx, { cart: ref, idempotencyKey: key(), acceptTerms: true });
    const started = await payByMbway(first.orderId);
    expect(started.status).toBe("pending");
    // the buyer goes back and submits the checkout again while the MB WAY request is still open
    const second = await placeOrder(ctx, { cart: ref, idempotencyKey: key(), acceptTerms: true });
    const statusOf = async (id: string) =>
      (await ctx.db.select().from(orderTable).where(eq(orderTable.id, id)))[0]?.status;
    expect(await statusOf(first.orderId)).toBe("cancelled");
    expect(await statusOf(second.orderId)).toBe("awaiting_payment");
    expect(await stockOf(variantId)).toBe(3);
    await expect(payByMbway(first.orderId)).rejects.toMatchObject({ code: "ORDER_REPLACED", status: 409 });

    // …and then approves the first request after all: that money is due back, the order stays cancelled
    const [stale] = await ctx.db.select().from(paymentTable).where(eq(paymentTable.id, started.paymentId));
    sim().control.approveMbway(stale?.transactionId ?? "");
    await until(
      async () =>
        (await ctx.db.select().from(paymentTable).where(eq(paymentTable.id, started.paymentId)))[0]?.refundDue === true,
    );
    expect(await statusOf(first.orderId)).toBe("cancelled");
    expect(await stockOf(variantId)).toBe(3);

    // the new order is paid normally; the sweep gives the stale payment back
    const fresh = await payByMbway(second.orderId);
    const [freshRow] = await ctx.db.select().from(paymentTable).where(eq(paymentTable.id, fresh.paymentId));
    sim().control.approveMbway(freshRow?.transactionId ?? "");
    await until(async () => (await statusOf(second.orderId)) === "paid");
    await sim().control.webhooksIdle();
    expect((await sweepPayments(ctx)).refunded).toBe(1);
    const kept = await ctx.db
      .select()
      .from(paymentTable)
      .where(and(inArray(paymentTable.orderId, [first.orderId, second.orderId]), eq(paymentTable.status, "succeeded")));
    expect(kept.map((p) => p.id)).toEqual([fresh.paymentId]);
    expect(sim().control.transaction(stale?.transactionId ?? "")?.refundedCents).toBe(stale?.amountCents);
    expect(await stockOf(variantId)).toBe(3);
  });

  it("10 submits of one cart, each paid while the next is submitted: one order paid, the other payments refunded", async () => {
    const variantId = await variantWithStock(30, 47);
    const ref = await guestReadyToOrder(variantId, 3);
    const cartId = (await findCart(ctx, ref))?.id ?? "";
    // ten tabs of one buyer: each submits, then starts MB WAY and approves it in the app while the
    // next tab submits (the "two paid orders for one cart")
    const submits: PromiseSettledResult<unknown>[] = [];
    const payments: Promise<string>[] = [];
    for (let i = 0; i < 10; i++) {
      const [submit] = await Promise.allSettled([
        placeOrder(ctx, { cart: ref, idempotencyKey: key(), acceptTerms: true }),
      ]);
      submits.push(submit);
      if (submit.status !== "fulfilled") continue;
      payments.push(
        payByMbway(submit.value.orderId).then(async (started) => {
          const [row] = await ctx.db.select().from(paymentTable).where(eq(paymentTable.id, started.paymentId));
          sim().control.approveMbway(row?.transactionId ?? "");
          return started.paymentId;
        }),
      );
    }
    const pays = await Promise.allSettled(payments);
    // a refused submit found the cart already paid (its lines gone); a refused payment, its order replaced
    for (const code of reasons(submits)) expect(["CART_EMPTY", "CART_NOT_FOUND"]).toContain(code);
    for (const code of reasons(pays)) expect(code).toBe("ORDER_REPLACED");
    await sim().control.webhooksIdle();
    const orders = await ctx.db.select().from(orderTable).where(eq(orderTable.cartId, cartId));
    expect(orders.filter((o) => o.status === "paid")).toHaveLength(1);
    expect(orders.filter((o) => o.status === "awaiting_payment")).toHaveLength(0);
    const succeeded = await ctx.db
      .select()
      .from(paymentTable)
      .where(
        and(
          inArray(
            paymentTable.orderId,
            orders.map((o) => o.id),
          ),
          eq(paymentTable.status, "succeeded"),
        ),
      );
    const kept = succeeded.filter((p) => !p.refundDue);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.orderId).toBe(orders.find((o) => o.status === "paid")?.id);
    expect((await sweepPayments(ctx)).refunded).toBe(succeeded.length - 1);
    expect(await stockOf(variantId)).toBe(27);
  });

  it("the database itself refuses a second live unpaid order of one cart (orders_one_live_per_cart)", async () => {
    const variantId = await variantWithStock(5, 46);
    const ref = await guestReadyToOrder(variantId);
    const placed = await placeOrder(ctx, { cart: ref, idempotencyKey: key(), acceptTerms: true });
    const [live] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, placed.orderId));
    if (!live) throw new Error("no order");
    const copy = { ...live, id: createId("order"), number: `${live.number}X`, idempotencyKey: key() };
    const refused = await ctx.db
      .insert(orderTable)
      .values(copy)
      .then(
        () => null,
        (error: { cause?: { code?: string; constraint?: string } }) => error.cause ?? error,
      );
    expect(refused).toMatchObject({ code: "23505", constraint: "orders_one_live_per_cart" });
    // a cancelled copy is not live: allowed
    await ctx.db.insert(orderTable).values({ ...copy, status: "cancelled" });
  });

  it("keeps an order with a Multibanco reference beside the cart's next order (its items left the cart)", async () => {
    const variantId = await variantWithStock(6, 45);
    const ref = await guestReadyToOrder(variantId, 2);
    const first = await placeOrder(ctx, { cart: ref, idempotencyKey: key(), acceptTerms: true });
    const reference = await startPayment(ctx, {
      orderId: first.orderId,
      method: "multibanco",
      token: orderAccessToken(TEST_LINK_SECRET, first.orderId),
    });
    expect(reference.multibanco?.reference).toMatch(/^\d{9}$/);
    await addToCart(ctx, { cart: ref, variantId, quantity: 1 });
    const second = await placeOrder(ctx, { cart: ref, idempotencyKey: key(), acceptTerms: true });
    const rows = await ctx.db
      .select()
      .from(orderTable)
      .where(inArray(orderTable.id, [first.orderId, second.orderId]));
    expect(rows.map((o) => o.status)).toEqual(["awaiting_payment", "awaiting_payment"]);
    expect(await stockOf(variantId)).toBe(3);
  });
});

describe("stock and coupons under concurrent buyers", () => {
  it("sells exactly the stock: 50 buyers at stock 5 make 5 orders", async () => {
    const variantId = await variantWithStock(50, 42);
    const refs: CartRef[] = [];
    for (let i = 0; i < 50; i++) refs.push(await guestReadyToOrder(variantId));
    await ctx.db.update(variantTable).set({ stock: 5 }).where(eq(variantTable.id, variantId));
    const results = await Promise.allSettled(
      refs.map((ref) => placeOrder(ctx, { cart: ref, idempotencyKey: key(), acceptTerms: true })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    expect(reasons(results)).toEqual(Array.from({ length: 45 }, () => "OUT_OF_STOCK"));
    expect(await stockOf(variantId)).toBe(0);
  });

  it("never redeems a coupon beyond its limit: limit 3 × 20 buyers make 3 orders", async () => {
    const [coupon] = await ctx.db
      .insert(couponTable)
      .values({ id: createId("coupon"), code: "RACE3", kind: "percentage", percentBp: 1000, usageLimit: 3 })
      .returning();
    const variantId = await variantWithStock(100, 43);
    const refs: CartRef[] = [];
    for (let i = 0; i < 20; i++) refs.push(await guestReadyToOrder(variantId, 1, { couponCode: "race3" }));
    const results = await Promise.allSettled(
      refs.map((ref) => placeOrder(ctx, { cart: ref, idempotencyKey: key(), acceptTerms: true })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect(reasons(results)).toEqual(Array.from({ length: 17 }, () => "COUPON_USAGE_LIMIT"));
    const [after] = await ctx.db
      .select()
      .from(couponTable)
      .where(eq(couponTable.id, coupon?.id ?? ""));
    expect(after?.usedCount).toBe(3);
    const redemptions = await ctx.db
      .select()
      .from(couponRedemptionTable)
      .where(eq(couponRedemptionTable.couponId, coupon?.id ?? ""));
    expect(redemptions).toHaveLength(3);
    expect(await stockOf(variantId)).toBe(97);
  });
});

describe("SIBS webhooks", () => {
  it("one payment's webhook × 10, concurrent and shuffled, pays the order once", async () => {
    const variantId = await variantWithStock(5, 44);
    const ref = await guestReadyToOrder(variantId, 2);
    const placed = await placeOrder(ctx, { cart: ref, idempotencyKey: key(), acceptTerms: true });
    const started = await payByMbway(placed.orderId);
    const [payment] = await ctx.db.select().from(paymentTable).where(eq(paymentTable.id, started.paymentId));
    const transactionId = payment?.transactionId ?? "";
    // the simulator keeps its notifications to itself; this test delivers them
    sim().setWebhookUrl(undefined);
    try {
      sim().control.approveMbway(transactionId);
      const notifications = sim().control.transaction(transactionId)?.notifications ?? [];
      const success = notifications.filter((n) => n.paymentStatus === "Success");
      expect(success).toHaveLength(1);
      // 10 deliveries: the success notification 7 times, the others (pending) for the rest, shuffled
      const others = notifications.filter((n) => n.paymentStatus !== "Success");
      const batch = Array.from({ length: 10 }, (_, i) =>
        i < 7 || others.length === 0 ? success[0] : others[i % others.length],
      );
      for (let i = batch.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [batch[i], batch[j]] = [batch[j], batch[i]];
      }
      const responses = await Promise.all(
        batch.map(async (n) => {
          const sealed = encryptNotification(n, sim().webhookSecret);
          const res = await fetch(`${t.url}/api/sibs/webhook`, {
            method: "POST",
            headers: {
              "content-type": "text/plain",
              "x-initialization-vector": sealed.iv,
              "x-authentication-tag": sealed.tag,
            },
            body: sealed.body,
          });
          return { status: res.status, body: (await res.json()) as { notificationID?: string } };
        }),
      );
      expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));
      expect(responses.map((r) => r.body.notificationID)).toEqual(batch.map((n) => n?.notificationID));
    } finally {
      sim().setWebhookUrl(`${t.url}/api/sibs/webhook`);
    }
    const [order] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, placed.orderId));
    expect(order?.status).toBe("paid");
    const events = await ctx.db
      .select()
      .from(paymentEventTable)
      .where(eq(paymentEventTable.paymentId, payment?.id ?? ""));
    const webhookEvents = events.filter((e) => e.source === "webhook");
    expect(webhookEvents.filter((e) => e.outcome === "applied")).toHaveLength(1);
    // one event per distinct notification; the repeats were duplicates and stored nothing
    expect(webhookEvents).toHaveLength(new Set(webhookEvents.map((e) => e.notificationId)).size);
    const [row] = await ctx.db
      .select()
      .from(paymentTable)
      .where(eq(paymentTable.id, payment?.id ?? ""));
    expect(row?.status).toBe("succeeded");
    expect(row?.refundDue).toBe(false);
    const paidEvents = await ctx.db
      .select()
      .from(orderEventTable)
      .where(and(eq(orderEventTable.orderId, placed.orderId), eq(orderEventTable.toStatus, "paid")));
    expect(paidEvents).toHaveLength(1);
    const mails = await ctx.db.select().from(emailMessageTable).where(eq(emailMessageTable.relatedId, placed.orderId));
    expect(mails).toHaveLength(1);
    expect(await stockOf(variantId)).toBe(3);
  });
});
