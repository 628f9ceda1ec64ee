import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISBON_ADDRESS } from "../../../tests/fixtures/addresses.ts";
import { Jar } from "../../../tests/setup/auth-app.ts";
import { type BuyingTestApp, openBuyingTestApp } from "../../../tests/setup/buying-app.ts";
import { variantTable } from "../../../core/catalog/catalog.sql.ts";
import { emailMessageTable } from "../../../core/mail/mail.sql.ts";
import { orderTable } from "../../../core/orders/orders.sql.ts";
import { paymentEventTable, paymentTable } from "../../../core/payments/payments.sql.ts";
import { shippingMethodTable } from "../../../core/shipping/shipping.sql.ts";
import { sweepPayments } from "../../../core/payments/sweep-payments.ts";

let t: BuyingTestApp;
let variantId: string;
let mrwPt: string;
let mrwEs = "";
let upsAccessPoint: string;

beforeAll(async () => {
  t = await openBuyingTestApp();
  const db = t.tdb.handle.db;
  const [v] = await db.select().from(variantTable).orderBy(variantTable.sku).limit(1).offset(11);
  variantId = v?.id ?? "";
  await db.update(variantTable).set({ stock: 100 }).where(eq(variantTable.id, variantId));
  const methods = await db.select().from(shippingMethodTable);
  mrwPt = methods.find((m) => m.code === "mrw-pt-standard")?.id ?? "";
  upsAccessPoint = methods.find((m) => m.code === "ups-access-point")?.id ?? "";
  mrwEs = methods.find((m) => m.code === "mrw-es-standard")?.id ?? "";
});
afterAll(() => t.close());

const call: BuyingTestApp["call"] = (...args) => t.call(...args);

/** A guest with a cart ready to order to Lisbon by MRW; returns the jar and the placed order. */
async function guestOrder(quantity = 1, draft: Record<string, unknown> = {}) {
  const jar = new Jar();
  expect((await call(jar, "POST", "/cart/line", { variantId, quantity })).status).toBe(200);
  const saved = await call(jar, "PUT", "/cart/checkout", {
    email: `guest-${randomUUID()}@example.com`,
    delivery: "address",
    address: LISBON_ADDRESS,
    shippingMethodId: mrwPt,
    ...draft,
  });
  expect(saved.status).toBe(200);
  const placed = await call(jar, "POST", "/order", { idempotencyKey: randomUUID(), acceptTerms: true });
  expect(placed.status).toBe(200);
  return { jar, pricing: saved.body.pricing, order: placed.body };
}

async function waitFor<T>(fn: () => Promise<T | undefined | null | false>, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}

const orderRow = async (id: string) =>
  (await t.tdb.handle.db.select().from(orderTable).where(eq(orderTable.id, id)))[0];

describe("prices come only from the server", () => {
  it("ignores prices, totals and discounts sent by the client", async () => {
    const jar = new Jar();
    await call(jar, "POST", "/cart/line", { variantId, quantity: 2, unitPriceCents: 1, priceCents: 1 });
    const honest = await call(jar, "PUT", "/cart/checkout", {
      email: "tamper@example.com",
      delivery: "address",
      address: LISBON_ADDRESS,
      shippingMethodId: mrwPt,
    });
    const tampered = await call(jar, "PUT", "/cart/checkout", {
      totalCents: 1,
      discountCents: 99999,
      shippingCents: 0,
      totals: { totalCents: 1 },
    });
    expect(tampered.body.pricing.totals).toEqual(honest.body.pricing.totals);
    const placed = await call(jar, "POST", "/order", {
      idempotencyKey: randomUUID(),
      acceptTerms: true,
      totalCents: 1,
      amountDueCents: 0,
    });
    expect(placed.status).toBe(200);
    expect(placed.body.amountDueCents).toBe(honest.body.pricing.totals.amountDueCents);
    expect((await orderRow(placed.body.orderId))?.totalCents).toBe(honest.body.pricing.totals.totalCents);
  });
});

describe("MB WAY through the SIBS simulator", () => {
  it("pays the order once although the webhook arrives five times, shuffled, beside status checks", async () => {
    const { order } = await guestOrder();
    const started = await call(new Jar(), "POST", "/sibs", {
      orderId: order.orderId,
      method: "mbway",
      phone: "912 345 678",
      token: order.token,
    });
    expect(started.status).toBe(200);
    expect(started.body.status).toBe("pending");
    const [payment] = await t.tdb.handle.db
      .select()
      .from(paymentTable)
      .where(eq(paymentTable.id, started.body.paymentId));
    await t.sim(`transactions/${payment?.transactionId}/mbway/approve`);
    await t.sim(`transactions/${payment?.transactionId}/webhooks/redeliver`, { times: 5, shuffle: true });
    const checks = await Promise.all(
      [1, 2, 3].map(() => call(new Jar(), "GET", `/sibs/${started.body.paymentId}/check?token=${order.token}`)),
    );
    for (const c of checks) expect(c.status).toBe(200);
    await waitFor(async () => (await orderRow(order.orderId))?.status === "paid");
    await new Promise((r) => setTimeout(r, 500));
    const events = await t.tdb.handle.db
      .select()
      .from(paymentEventTable)
      .where(eq(paymentEventTable.paymentId, started.body.paymentId));
    expect(events.filter((e) => e.outcome === "applied")).toHaveLength(1);
    const paidMails = await t.tdb.handle.db
      .select()
      .from(emailMessageTable)
      .where(eq(emailMessageTable.relatedId, order.orderId));
    expect(
      paidMails.filter((m) => m.subject.includes("payment received") || m.template === "order-update"),
    ).toHaveLength(1);
  });

  it("refuses a number that is not a Portuguese mobile, and keeps the order payable", async () => {
    const { order } = await guestOrder();
    const res = await call(new Jar(), "POST", "/sibs", {
      orderId: order.orderId,
      method: "mbway",
      phone: "212345678",
      token: order.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("PHONE_INVALID");
    expect((await orderRow(order.orderId))?.status).toBe("awaiting_payment");
  });

  it("does not let someone else start a payment without the order's signed link", async () => {
    const { order } = await guestOrder();
    const res = await call(new Jar(), "POST", "/sibs", { orderId: order.orderId, method: "multibanco" });
    expect(res.status).toBe(404);
  });
});

describe("Payment methods by destination (issue 15)", () => {
  it("refuses MB WAY and Multibanco for an order delivered in Spain, in Spanish, and takes the card", async () => {
    const { jar, order } = await guestOrder(1, {
      address: { ...LISBON_ADDRESS, country: "ES", city: "Madrid", postcode: "28013", phone: "+34612345678" },
      shippingMethodId: mrwEs,
    });
    for (const method of ["mbway", "multibanco"]) {
      const res = await call(jar, "POST", "/sibs?lng=es", {
        orderId: order.orderId,
        method,
        phone: "912345678",
        token: order.token,
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "PAYMENT_METHOD_UNAVAILABLE", field: "method" });
      expect(res.body.error.message).toContain("Portugal");
      expect(res.body.error.message).toContain("tarjeta");
    }
    const card = await call(jar, "POST", "/sibs", { orderId: order.orderId, method: "card", token: order.token });
    expect(card.status).toBe(200);
  });
});

describe("Multibanco", () => {
  it("issues a reference, empties the cart, and gives the stock back when the reference expires", async () => {
    const before =
      (await t.tdb.handle.db.select().from(variantTable).where(eq(variantTable.id, variantId)))[0]?.stock ?? 0;
    const { jar, order } = await guestOrder(3);
    const started = await call(jar, "POST", "/sibs", {
      orderId: order.orderId,
      method: "multibanco",
      token: order.token,
    });
    expect(started.status).toBe(200);
    expect(started.body.multibanco.entity).toMatch(/^\d{5}$/);
    expect(started.body.multibanco.reference).toMatch(/^\d{9}$/);
    expect(started.body.multibanco.amountCents).toBe(order.amountDueCents);
    expect((await call(jar, "GET", "/cart")).body.itemCount).toBe(0);
    const again = await call(jar, "POST", "/sibs", {
      orderId: order.orderId,
      method: "multibanco",
      token: order.token,
    });
    expect(again.body.paymentId).toBe(started.body.paymentId);
    const [payment] = await t.tdb.handle.db
      .select()
      .from(paymentTable)
      .where(eq(paymentTable.id, started.body.paymentId));
    await t.sim(`transactions/${payment?.transactionId}/reference/expire`);
    await waitFor(async () => (await orderRow(order.orderId))?.status === "cancelled");
    const after = (await t.tdb.handle.db.select().from(variantTable).where(eq(variantTable.id, variantId)))[0]?.stock;
    expect(after).toBe(before);
  });
});

describe("webhook security and gateway failures", () => {
  it("rejects a webhook that does not decrypt and changes nothing", async () => {
    const res = await fetch(`${t.url}/api/sibs/webhook`, {
      method: "POST",
      headers: {
        "content-type": "text/plain",
        "x-initialization-vector": Buffer.alloc(12).toString("base64"),
        "x-authentication-tag": Buffer.alloc(16).toString("base64"),
      },
      body: Buffer.from('{"paymentStatus":"Success"}').toString("base64"),
    });
    expect(res.status).toBe(400);
    const rejected = await t.tdb.handle.db
      .select()
      .from(paymentEventTable)
      .where(eq(paymentEventTable.outcome, "rejected"));
    expect(rejected.length).toBeGreaterThan(0);
  });

  it("answers 503 when SIBS is down, loses nothing, and works on the next try", async () => {
    const { order } = await guestOrder();
    await t.sim("fail-next", { n: 1, fault: "503" });
    const failed = await call(new Jar(), "POST", "/sibs", {
      orderId: order.orderId,
      method: "card",
      token: order.token,
    });
    expect(failed.status).toBe(503);
    expect((await orderRow(order.orderId))?.status).toBe("awaiting_payment");
    const ok = await call(new Jar(), "POST", "/sibs", { orderId: order.orderId, method: "card", token: order.token });
    expect(ok.status).toBe(200);
    expect(ok.body.card.scriptUrl).toContain(`?id=${ok.body.card.transactionId}`);
    expect(ok.body.card.formContext).toBeTruthy();
  });

  it("cancels an order nobody paid once its window has passed, and releases its stock", async () => {
    const { order } = await guestOrder(2);
    const stock =
      (await t.tdb.handle.db.select().from(variantTable).where(eq(variantTable.id, variantId)))[0]?.stock ?? 0;
    await t.tdb.handle.db
      .update(orderTable)
      .set({ payBy: new Date(Date.now() - 1000) })
      .where(eq(orderTable.id, order.orderId));
    const result = await sweepPayments(t.ctx());
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect((await orderRow(order.orderId))?.status).toBe("cancelled");
    const after = (await t.tdb.handle.db.select().from(variantTable).where(eq(variantTable.id, variantId)))[0]?.stock;
    expect(after).toBe(stock + 2);
  });
});

describe("access points and shipping", () => {
  it("lists UPS Access Points near a postcode with opening hours, and prices the access point method", async () => {
    const points = await call(new Jar(), "GET", "/ups/accesspoints?country=PT&postcode=4750-000");
    expect(points.status).toBe(200);
    expect(points.body.length).toBeGreaterThan(2);
    expect(points.body[0].openingHours.length).toBeGreaterThan(0);
    const { order, pricing } = await guestOrder(1, {
      delivery: "access_point",
      accessPoint: points.body[0],
      shippingMethodId: upsAccessPoint,
    });
    expect(pricing.shipping.toAccessPoint).toBe(true);
    const row = await orderRow(order.orderId);
    expect(row?.accessPoint?.id).toBe(points.body[0].id);
  });
});

describe("order pages' data", () => {
  it("shows an order to its signed link only", async () => {
    const { order } = await guestOrder();
    expect((await call(new Jar(), "GET", `/order/${order.orderId}`)).status).toBe(404);
    expect((await call(new Jar(), "GET", `/order/${order.orderId}?token=nope`)).status).toBe(404);
    const seen = await call(new Jar(), "GET", `/order/${order.orderId}?token=${order.token}`);
    expect(seen.status).toBe(200);
    expect(seen.body.number).toBe(order.number);
    expect(seen.body.history[0].toStatus).toBe("awaiting_payment");
  });

  it("takes a message with an image and refuses a program renamed to .png", async () => {
    const { order } = await guestOrder();
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    const form = new FormData();
    form.set("body", "Can you gift-wrap it?");
    form.append("attachments", new Blob([png], { type: "image/png" }), "note.png");
    const ok = await fetch(`${t.url}/api/order/${order.orderId}/message?token=${order.token}`, {
      method: "POST",
      body: form,
      headers: { origin: t.url },
    });
    expect(ok.status).toBe(200);
    const bad = new FormData();
    bad.set("body", "see attached");
    bad.append("attachments", new Blob([Buffer.from("MZ\x90\x00not really a png")], { type: "image/png" }), "x.png");
    const refused = await fetch(`${t.url}/api/order/${order.orderId}/message?token=${order.token}`, {
      method: "POST",
      body: bad,
      headers: { origin: t.url },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.code).toBe("ATTACHMENT_TYPE");
    const seen = await call(new Jar(), "GET", `/order/${order.orderId}?token=${order.token}`);
    expect(seen.body.messages).toHaveLength(1);
    const file = seen.body.messages[0].attachments[0];
    const download = await fetch(`${t.url}/api/order/${order.orderId}/attachment/${file.id}?token=${order.token}`);
    expect(download.headers.get("content-disposition")).toContain("attachment");
    expect(Buffer.from(await download.arrayBuffer()).equals(png)).toBe(true);
  });
});
