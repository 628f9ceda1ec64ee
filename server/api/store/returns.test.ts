import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "../../../core/cart/add-to-cart.ts";
import { saveCheckoutDraft } from "../../../core/cart/save-checkout-draft.ts";
import { variantTable } from "../../../core/catalog/catalog.sql.ts";
import { placeOrder } from "../../../core/checkout/place-order.ts";
import { emailMessageTable } from "../../../core/mail/mail.sql.ts";
import { updateOrder } from "../../../core/orders/fulfil-order.ts";
import { orderAccessToken } from "../../../core/orders/order-access.ts";
import { orderLineTable, orderTable } from "../../../core/orders/orders.sql.ts";
import { paymentTable } from "../../../core/payments/payments.sql.ts";
import { refundTable } from "../../../core/payments/refunds.sql.ts";
import { startPayment } from "../../../core/payments/start-payment.ts";
import { createReturn } from "../../../core/returns/portal.ts";
import { returnRequestTable } from "../../../core/returns/returns.sql.ts";
import { actOnReturn, listReturns } from "../../../core/returns/staff.ts";
import { shippingMethodTable } from "../../../core/shipping/shipping.sql.ts";
import type { Ctx } from "../../../core/shared/ctx.ts";
import { type BuyingTestApp, openBuyingTestApp } from "../../../tests/setup/buying-app.ts";
import { TEST_LINK_SECRET } from "../../../tests/setup/services.ts";

let t: BuyingTestApp;
let ctx: Ctx;
let staff: Ctx;
let variantId: string;
const POSTCODE = "1250-147";

beforeAll(async () => {
  t = await openBuyingTestApp();
  ctx = t.ctx();
  staff = { ...ctx, actor: { userId: "usr_01STAFF000000000000000000", roles: ["admin"] } };
  const [v] = await ctx.db.select().from(variantTable).orderBy(variantTable.sku).limit(1).offset(17);
  variantId = v?.id ?? "";
  await ctx.db.update(variantTable).set({ stock: 80 }).where(eq(variantTable.id, variantId));
});
afterAll(() => t.close());

async function until(check: () => Promise<boolean>, ms = 8000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A guest order of 2 units, paid by MB WAY at the SIBS simulator, shipped and delivered. */
async function deliveredOrder() {
  const [method] = await ctx.db
    .select()
    .from(shippingMethodTable)
    .where(eq(shippingMethodTable.code, "mrw-pt-standard"));
  const added = await addToCart(ctx, { cart: { userId: null, guestToken: null }, variantId, quantity: 2 });
  const ref = { userId: null, guestToken: added.newGuestToken ?? null };
  const email = `returns-${randomUUID()}@example.com`;
  await saveCheckoutDraft(ctx, {
    cart: ref,
    email,
    delivery: "address",
    address: {
      firstName: "Rui",
      lastName: "Costa",
      country: "PT",
      streetAddress: "Avenida da Liberdade",
      houseNumber: "200",
      city: "Lisboa",
      postcode: POSTCODE,
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
  await until(
    async () => (await ctx.db.select().from(orderTable).where(eq(orderTable.id, placed.orderId)))[0]?.status === "paid",
  );
  await updateOrder(staff, { orderId: placed.orderId, status: "shipped" });
  await updateOrder(staff, { orderId: placed.orderId, status: "delivered" });
  const [order] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, placed.orderId));
  const [line] = await ctx.db.select().from(orderLineTable).where(eq(orderLineTable.orderId, placed.orderId));
  return { orderId: placed.orderId, number: order?.number ?? "", email, token, lineId: line?.id ?? "", order };
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(`/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe("returns lookup (spec §3, §5)", () => {
  it("finds an order by number, e-mail and postcode; a wrong e-mail or postcode answers exactly like an unknown number", async () => {
    const o = await deliveredOrder();
    const ip = {};
    const ok = await post(
      "/return/lookup",
      { orderNumber: o.number.toLowerCase(), email: o.email.toUpperCase(), postcode: "1250 147" },
      ip,
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ orderId: o.orderId, token: o.token });

    const answers = await Promise.all([
      post("/return/lookup", { orderNumber: o.number, email: "someone@example.com", postcode: POSTCODE }, ip),
      post("/return/lookup", { orderNumber: o.number, email: o.email, postcode: "4000-001" }, ip),
      post("/return/lookup", { orderNumber: "#FAB00000", email: o.email, postcode: POSTCODE }, ip),
    ]);
    const bodies = await Promise.all(answers.map(async (r) => ({ status: r.status, body: await r.text() })));
    expect(bodies[0]?.status).toBe(404);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(bodies[0]?.body).not.toContain(o.orderId);
  });

  it("says what is wrong with the order number's format", async () => {
    const ip = {};
    const noHash = await post(
      "/return/lookup",
      { orderNumber: "FAB1A2B3", email: "a@example.com", postcode: "1000" },
      ip,
    );
    expect(noHash.status).toBe(400);
    expect(await noHash.json()).toMatchObject({ error: { code: "ORDER_NUMBER_NEEDS_HASH", field: "orderNumber" } });
    const digits = await post(
      "/return/lookup",
      { orderNumber: "#12345", email: "a@example.com", postcode: "1000" },
      ip,
    );
    expect(await digits.json()).toMatchObject({ error: { code: "ORDER_NUMBER_NEEDS_LETTERS" } });
  });

  it("throttles guessing: at most 10 attempts per client address in 15 minutes, then 429 even for the right details", async () => {
    // app.request() has no socket: every call of this file counts as one client, as behind one address
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await post("/return/lookup", {
        orderNumber: `#FAB0000${i % 10}`,
        email: "x@example.com",
        postcode: "1000",
      });
      statuses.push(r.status);
    }
    const first = statuses.indexOf(429);
    expect(first).toBeGreaterThan(0);
    expect(statuses.slice(0, first).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(first).every((s) => s === 429)).toBe(true);
    const o = await ctx.db.select().from(orderTable).limit(1);
    const right = await post("/return/lookup", { orderNumber: o[0]?.number, email: o[0]?.email, postcode: POSTCODE });
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({ error: { code: "RETURN_LOOKUP_LIMITED" } });
  });
});

describe("return requests", () => {
  it("another customer's order can never be returned (no token, a wrong token, another signed-in customer)", async () => {
    const o = await deliveredOrder();
    const other = await deliveredOrder();
    const body = {
      reason: "changed_mind",
      outcome: "refund",
      lines: [{ orderLineId: o.lineId, quantity: 1 }],
      idempotencyKey: randomUUID(),
    };
    expect((await post(`/order/${o.orderId}/return`, body)).status).toBe(404);
    expect((await post(`/order/${o.orderId}/return?token=${other.token}`, body)).status).toBe(404);
    const stranger = { ...ctx, actor: { userId: "usr_01STRANGER00000000000000", roles: ["customer" as const] } };
    await expect(createReturn(stranger, { ...body, orderId: o.orderId, access: {} } as never)).rejects.toMatchObject({
      status: 404,
    });
    // a line of another order cannot be slipped into a request for one's own order
    const mixed = await post(`/order/${other.orderId}/return?token=${other.token}`, {
      ...body,
      idempotencyKey: randomUUID(),
    });
    expect(mixed.status).toBe(400);
    expect(await mixed.json()).toMatchObject({ error: { code: "RETURN_LINE_INVALID" } });
    expect(
      await ctx.db.select().from(returnRequestTable).where(eq(returnRequestTable.orderId, o.orderId)),
    ).toHaveLength(0);
  });

  it("a double submit makes one request and one e-mail; units cannot be returned twice", async () => {
    const o = await deliveredOrder();
    const body = {
      reason: "does_not_fit",
      outcome: "refund",
      lines: [{ orderLineId: o.lineId, quantity: 2 }],
      idempotencyKey: randomUUID(),
    };
    const [a, b] = await Promise.all([
      post(`/order/${o.orderId}/return?token=${o.token}`, body),
      post(`/order/${o.orderId}/return?token=${o.token}`, body),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const [ja, jb] = [
      (await a.json()) as { id: string; status: string; answerBy: string },
      (await b.json()) as { id: string },
    ];
    expect(ja.id).toBe(jb.id);
    expect(ja.status).toBe("requested");
    expect(new Date(ja.answerBy).getTime()).toBeGreaterThan(Date.now() + 47 * 3600_000);
    expect(
      await ctx.db.select().from(returnRequestTable).where(eq(returnRequestTable.orderId, o.orderId)),
    ).toHaveLength(1);
    const mails = await ctx.db.select().from(emailMessageTable).where(eq(emailMessageTable.template, "return-update"));
    expect(mails.filter((m) => m.relatedId === o.orderId)).toHaveLength(1);
    const again = await post(`/order/${o.orderId}/return?token=${o.token}`, { ...body, idempotencyKey: randomUUID() });
    expect(await again.json()).toMatchObject({ error: { code: "RETURN_QUANTITY" } });
  });

  it("the withdrawal function: acknowledged at once with a timestamp, refunded at the SIBS simulator once, stock back on receipt", async () => {
    const o = await deliveredOrder();
    const stock = async () =>
      (await ctx.db.select().from(variantTable).where(eq(variantTable.id, variantId)))[0]?.stock ?? 0;
    const res = await post(`/order/${o.orderId}/return?token=${o.token}`, {
      reason: "changed_mind",
      outcome: "refund",
      lines: [{ orderLineId: o.lineId, quantity: 2 }],
      idempotencyKey: randomUUID(),
      withdrawalName: "Rui Costa",
    });
    expect(res.status).toBe(200);
    const view = (await res.json()) as {
      id: string;
      status: string;
      refundCents: number;
      shippingRefundCents: number;
      withdrawal: { confirmedAt: string };
    };
    expect(view.status).toBe("approved");
    expect(view.withdrawal.confirmedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // the whole order comes back: the lines and the original delivery (Directive 2011/83/EU art. 13)
    const lines = await ctx.db.select().from(orderLineTable).where(eq(orderLineTable.orderId, o.orderId));
    expect(view.shippingRefundCents).toBe(o.order?.shippingCents);
    expect(view.refundCents).toBe(lines.reduce((s, l) => s + l.totalCents, 0) + (o.order?.shippingCents ?? 0));
    const [ack] = (
      await ctx.db.select().from(emailMessageTable).where(eq(emailMessageTable.relatedId, o.orderId))
    ).filter((m) => m.template === "return-update");
    expect(ack?.subject).toContain("acknowledgement of your withdrawal");
    expect(ack?.text).toContain("Rui Costa");
    expect(ack?.text).toContain(view.withdrawal.confirmedAt.slice(0, 16));

    // the spec's refund call is for staff only: a guest with the order's link cannot refund
    expect((await post(`/order/${o.orderId}/refund?token=${o.token}`, { returnId: view.id })).status).toBe(401);
    const before = await stock();
    await actOnReturn(staff, { returnId: view.id, action: "receive" });
    expect(await stock()).toBe(before + 2);
    // a double click: either call may be the one that refunds; the other waits its turn or is told
    // the refund is in progress (409), never a second refund and never a 500
    const answers = await Promise.all(
      [0, 1].map(() => actOnReturn(staff, { returnId: view.id, action: "complete" }).catch((e) => e)),
    );
    const done = answers.find((a) => a?.status === "refunded");
    expect(done?.status).toBe("refunded");
    for (const a of answers) expect(a.status ?? a.code).not.toBe(500);
    const refunds = await ctx.db.select().from(refundTable).where(eq(refundTable.orderId, o.orderId));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: "succeeded", amountCents: view.refundCents, returnId: view.id });
    // never more than paid: nothing is left to refund
    const order = (await ctx.db.select().from(orderTable).where(eq(orderTable.id, o.orderId)))[0];
    expect(order?.status).toBe("refunded");
    expect(await stock()).toBe(before + 2);
  });

  it("customers cannot act as staff; staff see overdue requests flagged", async () => {
    const o = await deliveredOrder();
    const r = await createReturn(ctx, {
      orderId: o.orderId,
      access: { token: o.token },
      reason: "changed_mind",
      outcome: "refund",
      lines: [{ orderLineId: o.lineId, quantity: 1 }],
      idempotencyKey: randomUUID(),
    });
    const customer = { ...ctx, actor: { userId: "usr_01CUSTOMER0000000000000000", roles: ["customer" as const] } };
    await expect(actOnReturn(customer, { returnId: r.id, action: "approve" })).rejects.toMatchObject({
      status: 403,
    });
    const later = { ...staff, now: () => new Date(Date.now() + 5 * 24 * 3600_000) };
    const page = await listReturns(later, { overdue: true });
    expect(page.items.map((i) => i.id)).toContain(r.id);
    expect(page.items.find((i) => i.id === r.id)?.overdue).toBe(true);
    await expect(actOnReturn(staff, { returnId: r.id, action: "reject" })).rejects.toMatchObject({
      code: "NOTE_REQUIRED",
    });
    const rejected = await actOnReturn(staff, {
      returnId: r.id,
      action: "reject",
      note: "Worn and washed",
    });
    expect(rejected.status).toBe("rejected");
    expect(rejected.shopNote).toBe("Worn and washed");
  });

  it("a customer claims a misprinted custom hoodie with a photo; a change of mind is refused for it", async () => {
    const o = await deliveredOrder();
    // make the order's line a custom (personalised) line with its approved design snapshot, as ADR 0010 freezes it
    await ctx.db
      .update(orderLineTable)
      .set({
        kind: "custom",
        variantId: null,
        garmentType: "hoodie",
        designSnapshot: {
          designId: "dsg_TEST",
          version: 3,
          name: "Band hoodie",
          garmentType: "hoodie",
          threeProductId: "tdp_TEST",
          document: { placements: [] } as never,
          mode: "bulk",
          price: {} as never,
          frontImageId: null,
          backImageId: null,
        },
      })
      .where(eq(orderLineTable.id, o.lineId));
    const q = `?token=${o.token}`;
    const options = (await (await t.app.request(`/api/order/${o.orderId}/return${q}`)).json()) as {
      lines: { id: string; withdrawal: { allowed: boolean; code: string }; claim: { allowed: boolean } }[];
    };
    expect(options.lines[0]).toMatchObject({
      withdrawal: { allowed: false, code: "CUSTOM_NOT_WITHDRAWABLE" },
      claim: { allowed: true },
    });
    const base = { outcome: "replacement", lines: [{ orderLineId: o.lineId, quantity: 1 }] };
    const mind = await post(`/order/${o.orderId}/return${q}`, {
      ...base,
      reason: "changed_mind",
      idempotencyKey: randomUUID(),
    });
    expect(await mind.json()).toMatchObject({ error: { code: "CUSTOM_NOT_WITHDRAWABLE" } });
    const noPhoto = await post(`/order/${o.orderId}/return${q}`, {
      ...base,
      reason: "misprint",
      idempotencyKey: randomUUID(),
    });
    expect(await noPhoto.json()).toMatchObject({ error: { code: "RETURN_PHOTO_REQUIRED", field: "photoIds" } });

    // the photo: a JPEG with metadata, uploaded as a guest (cart cookie), stored re-encoded
    const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#333" } })
      .withMetadata({ exif: { IFD0: { Make: "PhoneCam" } } })
      .jpeg()
      .toBuffer();
    const body = new FormData();
    body.set("file", new File([jpeg], "misprint.jpg", { type: "image/jpeg" }));
    const up = await t.app.request("/api/return/photo", {
      method: "POST",
      body,
      headers: { origin: "http://localhost" },
    });
    expect(up.status).toBe(200);
    const cookie = (up.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const photo = (await up.json()) as { id: string };
    const stored = await (await t.app.request(`/media/upload/${photo.id}`)).arrayBuffer();
    expect(Buffer.from(stored).includes(Buffer.from("PhoneCam"))).toBe(false);
    const svg = new FormData();
    svg.set(
      "file",
      new File(["<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'/>"], "x.svg", { type: "image/svg+xml" }),
    );
    expect(
      await (
        await t.app.request("/api/return/photo", { method: "POST", body: svg, headers: { origin: "http://localhost" } })
      ).json(),
    ).toMatchObject({
      error: { code: "RETURN_PHOTO_TYPE" },
    });
    // someone else's upload cannot be attached (no cookie = another browser)
    const stolen = await post(`/order/${o.orderId}/return${q}`, {
      ...base,
      reason: "misprint",
      photoIds: [photo.id],
      idempotencyKey: randomUUID(),
    });
    expect(await stolen.json()).toMatchObject({ error: { code: "RETURN_PHOTO_INVALID" } });

    const claim = await post(
      `/order/${o.orderId}/return${q}`,
      {
        ...base,
        reason: "misprint",
        photoIds: [photo.id],
        comment: "The logo is blue, I approved red",
        idempotencyKey: randomUUID(),
      },
      { cookie },
    );
    expect(claim.status).toBe(200);
    const view = (await claim.json()) as { id: string; kind: string; status: string; photos: { url: string }[] };
    expect(view).toMatchObject({ kind: "claim", status: "requested" });
    expect(view.photos[0]?.url).toBe(`/media/upload/${photo.id}`);
    // staff see the photo beside the approved design (version 3)
    const { getReturnForStaff } = await import("../../../core/returns/staff.ts");
    const detail = await getReturnForStaff(staff, view.id);
    expect(detail.designs[0]?.design).toMatchObject({ name: "Band hoodie", version: 3 });
    expect(detail.photos).toHaveLength(1);
  });
});
