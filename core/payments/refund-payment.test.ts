import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuyingTestApp, openBuyingTestApp } from "../../tests/setup/buying-app.ts";
import { TEST_LINK_SECRET } from "../../tests/setup/services.ts";
import { addToCart } from "../cart/add-to-cart.ts";
import { saveCheckoutDraft } from "../cart/save-checkout-draft.ts";
import { variantTable } from "../catalog/catalog.sql.ts";
import { placeOrder } from "../checkout/place-order.ts";
import { emailMessageTable } from "../mail/mail.sql.ts";
import { refundOrder } from "../orders/fulfil-order.ts";
import { orderAccessToken } from "../orders/order-access.ts";
import { orderTable } from "../orders/orders.sql.ts";
import { shippingMethodTable } from "../shipping/shipping.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { Unavailable } from "../shared/errors.ts";
import { paymentTable } from "./payments.sql.ts";
import { refundPayment, refundSummary } from "./refund-payment.ts";
import { refundTable } from "./refunds.sql.ts";
import { startPayment } from "./start-payment.ts";

let t: BuyingTestApp;
let ctx: Ctx;
let staff: Ctx;
let variantId: string;

beforeAll(async () => {
  t = await openBuyingTestApp();
  ctx = t.ctx();
  staff = { ...ctx, actor: { userId: "usr_01STAFF000000000000000000", roles: ["admin"] } };
  const [v] = await ctx.db.select().from(variantTable).orderBy(variantTable.sku).limit(1).offset(31);
  variantId = v?.id ?? "";
  await ctx.db.update(variantTable).set({ stock: 80 }).where(eq(variantTable.id, variantId));
});
afterAll(() => t.close());

const orderRow = async (id: string) => (await ctx.db.select().from(orderTable).where(eq(orderTable.id, id)))[0];
const stockOf = async () => (await ctx.db.select().from(variantTable).where(eq(variantTable.id, variantId)))[0]?.stock;

async function until(check: () => Promise<boolean>, ms = 8000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A guest order of two units by MRW, paid by MB WAY through the SIBS simulator. */
async function paidOrder() {
  const [method] = await ctx.db
    .select()
    .from(shippingMethodTable)
    .where(eq(shippingMethodTable.code, "mrw-pt-standard"));
  const added = await addToCart(ctx, { cart: { userId: null, guestToken: null }, variantId, quantity: 2 });
  const ref = { userId: null, guestToken: added.newGuestToken ?? null };
  await saveCheckoutDraft(ctx, {
    cart: ref,
    email: `refund-${randomUUID()}@example.com`,
    delivery: "address",
    address: {
      firstName: "Rui",
      lastName: "Costa",
      country: "PT",
      streetAddress: "Avenida da Liberdade",
      houseNumber: "200",
      city: "Lisboa",
      postcode: "1250-147",
      phone: "+351912345678",
    },
    shippingMethodId: method?.id,
  });
  const placed = await placeOrder(ctx, { cart: ref, idempotencyKey: randomUUID(), acceptTerms: true });
  const token = orderAccessToken(TEST_LINK_SECRET, placed.orderId);
  const started = await startPayment(ctx, {
    orderId: placed.orderId,
    method: "mbway",
    phone: "912345678",
    token,
  });
  const [payment] = await ctx.db.select().from(paymentTable).where(eq(paymentTable.id, started.paymentId));
  t.shop.simulators.sibs?.control.approveMbway(payment?.transactionId ?? "");
  await until(async () => (await orderRow(placed.orderId))?.status === "paid");
  return { ...placed, transactionId: payment?.transactionId ?? "" };
}

const simRefunded = (transactionId: string) =>
  t.shop.simulators.sibs?.control.transaction(transactionId)?.refundedCents ?? -1;

describe("partial refunds through SIBS", () => {
  it("refunds part, then the rest; refuses more than was paid; the order is refunded only at the end", async () => {
    const order = await paidOrder();
    const total = order.amountDueCents;
    const first = await refundPayment(staff, {
      orderId: order.orderId,
      amountCents: 500,
      reason: "damaged",
      note: "one print smudged",
      idempotencyKey: randomUUID(),
    });
    expect(first).toMatchObject({ status: "succeeded", amountCents: 500, reason: "damaged" });
    expect(simRefunded(order.transactionId)).toBe(500);
    expect((await orderRow(order.orderId))?.status).toBe("paid");
    expect(await refundSummary(ctx, order.orderId)).toMatchObject({
      paidCents: total,
      refundedCents: 500,
      refundableCents: total - 500,
    });

    await expect(
      refundPayment(staff, {
        orderId: order.orderId,
        amountCents: total - 499,
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toMatchObject({ status: 409, code: "REFUND_EXCEEDS_PAID" });
    expect(simRefunded(order.transactionId)).toBe(500);

    const rest = await refundPayment(staff, { orderId: order.orderId, idempotencyKey: randomUUID() });
    expect(rest.amountCents).toBe(total - 500);
    expect(simRefunded(order.transactionId)).toBe(total);
    expect((await orderRow(order.orderId))?.status).toBe("refunded");
    const [payment] = await ctx.db.select().from(paymentTable).where(eq(paymentTable.orderId, order.orderId));
    expect(payment?.status).toBe("refunded");
    await expect(
      refundPayment(staff, { orderId: order.orderId, amountCents: 1, idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ status: 409 });
    const mails = await ctx.db.select().from(emailMessageTable).where(eq(emailMessageTable.relatedId, order.orderId));
    expect(mails.filter((m) => m.template === "order-update")).toHaveLength(3); // paid, two refunds
  });

  it("a double click (same key, at the same time) refunds once", async () => {
    const order = await paidOrder();
    const key = randomUUID();
    const [a, b] = await Promise.all([
      refundPayment(staff, { orderId: order.orderId, amountCents: 700, idempotencyKey: key }),
      refundPayment(staff, { orderId: order.orderId, amountCents: 700, idempotencyKey: key }),
    ]);
    expect(a.id).toBe(b.id);
    const again = await refundPayment(staff, {
      orderId: order.orderId,
      amountCents: 700,
      idempotencyKey: key,
    });
    expect(again).toMatchObject({ id: a.id, status: "succeeded" });
    expect(simRefunded(order.transactionId)).toBe(700);
    const rows = await ctx.db.select().from(refundTable).where(eq(refundTable.orderId, order.orderId));
    expect(rows).toHaveLength(1);
  });

  it("two different refunds racing for the last cents: only one gets them", async () => {
    const order = await paidOrder();
    const total = order.amountDueCents;
    const results = await Promise.allSettled([
      refundPayment(staff, {
        orderId: order.orderId,
        amountCents: total - 100,
        idempotencyKey: randomUUID(),
      }),
      refundPayment(staff, {
        orderId: order.orderId,
        amountCents: total - 100,
        idempotencyKey: randomUUID(),
      }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: "REFUND_EXCEEDS_PAID" });
    expect(simRefunded(order.transactionId)).toBe(total - 100);
  });

  it("a gateway failure marks the refund failed and frees the amount and the key", async () => {
    const order = await paidOrder();
    const key = randomUUID();
    const services = {
      ...t.shop.services,
      payments: {
        ...t.shop.services.payments,
        refund: async () => {
          throw new Unavailable("SIBS is down");
        },
      },
    };
    await expect(
      refundPayment({ ...staff, services }, { orderId: order.orderId, amountCents: 300, idempotencyKey: key }),
    ).rejects.toMatchObject({ status: 503 });
    const [failed] = await ctx.db.select().from(refundTable).where(eq(refundTable.orderId, order.orderId));
    expect(failed).toMatchObject({ status: "failed", failureCode: "UNAVAILABLE" });
    expect((await refundSummary(ctx, order.orderId)).refundableCents).toBe(order.amountDueCents);
    const retried = await refundPayment(staff, {
      orderId: order.orderId,
      amountCents: 300,
      idempotencyKey: key,
    });
    expect(retried.status).toBe("succeeded");
    expect(simRefunded(order.transactionId)).toBe(300);
  });

  it("checks permission and input: customers 403, anonymous 401, zero and fractional cents refused", async () => {
    const order = await paidOrder();
    const customer = { ...ctx, actor: { userId: "usr_01CUSTOMER0000000000000000", roles: ["customer" as const] } };
    await expect(
      refundPayment(ctx, { orderId: order.orderId, amountCents: 100, idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      refundPayment(customer, {
        orderId: order.orderId,
        amountCents: 100,
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      refundPayment(staff, { orderId: order.orderId, amountCents: 0, idempotencyKey: randomUUID() }),
    ).rejects.toThrow();
    await expect(
      refundPayment(staff, { orderId: order.orderId, amountCents: 10.5, idempotencyKey: randomUUID() }),
    ).rejects.toThrow();
    expect(simRefunded(order.transactionId)).toBe(0);
  });

  it("the full refund of spec §7 gives the stock back and refuses a second one", async () => {
    const before = await stockOf();
    const order = await paidOrder();
    await refundOrder(staff, { orderId: order.orderId, note: "changed their mind" });
    expect((await orderRow(order.orderId))?.status).toBe("refunded");
    expect(await stockOf()).toBe(before);
    await expect(refundOrder(staff, { orderId: order.orderId })).rejects.toMatchObject({
      code: "ORDER_STATUS_CONFLICT",
    });
  });
});
