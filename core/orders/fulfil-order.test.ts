import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type BuyingTestApp, openBuyingTestApp } from "../../tests/setup/buying-app.ts";
import { TEST_LINK_SECRET } from "../../tests/setup/services.ts";
import { addToCart } from "../cart/add-to-cart.ts";
import { saveCheckoutDraft } from "../cart/save-checkout-draft.ts";
import { variantTable } from "../catalog/catalog.sql.ts";
import { placeOrder } from "../checkout/place-order.ts";
import { emailMessageTable } from "../mail/mail.sql.ts";
import { paymentTable } from "../payments/payments.sql.ts";
import { startPayment } from "../payments/start-payment.ts";
import { shippingMethodTable } from "../shipping/shipping.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { Unavailable } from "../shared/errors.ts";
import { refreshTracking, refundOrder, updateOrder } from "./fulfil-order.ts";
import { getOrder } from "./get-order.ts";
import { orderAccessToken } from "./order-access.ts";
import { orderTable, shipmentTable } from "./orders.sql.ts";

let t: BuyingTestApp;
let ctx: Ctx;
let staff: Ctx;
let variantId: string;

beforeAll(async () => {
  t = await openBuyingTestApp();
  ctx = t.ctx();
  staff = { ...ctx, actor: { userId: "usr_01STAFF000000000000000000", roles: ["admin"] } };
  const [v] = await ctx.db.select().from(variantTable).orderBy(variantTable.sku).limit(1).offset(21);
  variantId = v?.id ?? "";
  await ctx.db.update(variantTable).set({ stock: 50 }).where(eq(variantTable.id, variantId));
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

/** A guest order shipped by `methodCode`, paid by MB WAY through the SIBS simulator (approved like the app would). */
async function paidOrder(methodCode: string) {
  const [method] = await ctx.db.select().from(shippingMethodTable).where(eq(shippingMethodTable.code, methodCode));
  const added = await addToCart(ctx, { cart: { userId: null, guestToken: null }, variantId, quantity: 2 });
  const ref = { userId: null, guestToken: added.newGuestToken ?? null };
  await saveCheckoutDraft(ctx, {
    cart: ref,
    email: `ship-${randomUUID()}@example.com`,
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
  return { ...placed, token };
}

describe("fulfilment", () => {
  it("ships by MRW with a PDF label, follows the tracking to delivered, and e-mails each step", async () => {
    const order = await paidOrder("mrw-pt-standard");
    await updateOrder(staff, { orderId: order.orderId, status: "in_production" });
    await updateOrder(staff, { orderId: order.orderId, status: "shipped" });
    const shipped = await getOrder(ctx, { orderId: order.orderId, access: { token: order.token } });
    expect(shipped.status).toBe("shipped");
    const shipment = shipped.shipments[0];
    expect(shipment?.carrier).toBe("mrw");
    t.shop.simulators.mrw?.control.advance(shipment?.trackingNumber ?? "", "delivered");
    await refreshTracking(ctx, { orderId: order.orderId, access: { token: order.token }, maxAgeMs: 0 });
    const delivered = await getOrder(ctx, { orderId: order.orderId, access: { token: order.token } });
    expect(delivered.status).toBe("delivered");
    expect(delivered.shipments[0]?.events.length).toBeGreaterThan(1);
    const mails = await ctx.db.select().from(emailMessageTable).where(eq(emailMessageTable.relatedId, order.orderId));
    expect(mails).toHaveLength(4); // paid, in production, shipped, delivered
  });

  it("ships by UPS with a 1Z tracking number; only staff may move an order on", async () => {
    const order = await paidOrder("ups-standard-eu");
    await expect(updateOrder(ctx, { orderId: order.orderId, status: "shipped" })).rejects.toMatchObject({
      status: 401,
    });
    const customer = { ...ctx, actor: { userId: "usr_01CUSTOMER0000000000000000", roles: ["customer" as const] } };
    await expect(updateOrder(customer, { orderId: order.orderId, status: "shipped" })).rejects.toMatchObject({
      status: 403,
    });
    await updateOrder(staff, { orderId: order.orderId, status: "shipped" });
    const view = await getOrder(staff, { orderId: order.orderId, access: {} });
    expect(view.shipments[0]?.trackingNumber).toMatch(/^1Z/);
    await expect(updateOrder(staff, { orderId: order.orderId, status: "in_production" })).rejects.toMatchObject({
      code: "ORDER_STATUS_CONFLICT",
    });
    // staff mark it delivered before UPS says so: the parcel reads delivered, not "label created"
    await updateOrder(staff, { orderId: order.orderId, status: "delivered" });
    const delivered = await getOrder(staff, { orderId: order.orderId, access: {} });
    expect(delivered.status).toBe("delivered");
    expect(delivered.shipments[0]).toMatchObject({ status: "delivered", deliveredAt: expect.any(String) });
  });

  it("buys one label for a double click on 'Mark shipped' (the claim wins once)", async () => {
    const order = await paidOrder("ups-standard-eu");
    const ship = vi.fn(t.shop.services.carriers.ship);
    const services = { ...t.shop.services, carriers: { ...t.shop.services.carriers, ship } };
    const results = await Promise.allSettled([
      updateOrder({ ...staff, services }, { orderId: order.orderId, status: "shipped" }),
      updateOrder({ ...staff, services }, { orderId: order.orderId, status: "shipped" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(["SHIPMENT_IN_PROGRESS", "ORDER_STATUS_CONFLICT"]).toContain(refused.reason.code);
    expect(ship).toHaveBeenCalledTimes(1);
    const rows = await ctx.db.select().from(shipmentTable).where(eq(shipmentTable.orderId, order.orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "label_created",
      sequence: 1,
      trackingNumber: expect.stringMatching(/^1Z/),
    });
    expect(ship.mock.calls[0]?.[0].reference).toBe(`${(await orderRow(order.orderId))?.number}-1`);
  });

  it("keeps nothing when the carrier fails, so 'Mark shipped' can be tried again", async () => {
    const order = await paidOrder("ups-standard-eu");
    const services = {
      ...t.shop.services,
      carriers: {
        ...t.shop.services.carriers,
        ship: () => Promise.reject(new Unavailable("UPS did not answer", "CARRIER_UNAVAILABLE")),
      },
    };
    await expect(
      updateOrder({ ...staff, services }, { orderId: order.orderId, status: "shipped" }),
    ).rejects.toMatchObject({
      status: 503,
    });
    expect(await ctx.db.select().from(shipmentTable).where(eq(shipmentTable.orderId, order.orderId))).toHaveLength(0);
    expect((await orderRow(order.orderId))?.status).toBe("paid");
    await updateOrder(staff, { orderId: order.orderId, status: "shipped" });
    expect((await orderRow(order.orderId))?.status).toBe("shipped");
  });

  it("voids the label it bought when the order can no longer ship (refunded meanwhile)", async () => {
    const order = await paidOrder("ups-standard-eu");
    const voidShipment = vi.fn(t.shop.services.carriers.voidShipment);
    const services = {
      ...t.shop.services,
      carriers: {
        ...t.shop.services.carriers,
        voidShipment,
        ship: async (input: Parameters<typeof t.shop.services.carriers.ship>[0]) => {
          const created = await t.shop.services.carriers.ship(input);
          await refundOrder(staff, { orderId: order.orderId, note: "refunded while the label was bought" });
          return created;
        },
      },
    };
    await expect(
      updateOrder({ ...staff, services }, { orderId: order.orderId, status: "shipped" }),
    ).rejects.toMatchObject({
      code: "ORDER_STATUS_CONFLICT",
    });
    expect(voidShipment).toHaveBeenCalledTimes(1);
    const voidedId = voidShipment.mock.calls[0]?.[0].carrierShipmentId ?? "";
    expect(t.shop.simulators.ups?.control.shipments.get(voidedId)?.voided).toBe(true);
    expect(await ctx.db.select().from(shipmentTable).where(eq(shipmentTable.orderId, order.orderId))).toHaveLength(0);
    expect((await orderRow(order.orderId))?.status).toBe("refunded");
  });

  it("refunds a paid order at SIBS, gives the stock back, and refuses a second refund", async () => {
    const before = await stockOf();
    const order = await paidOrder("mrw-pt-standard");
    expect(await stockOf()).toBe((before ?? 0) - 2);
    await refundOrder(staff, { orderId: order.orderId, note: "customer changed their mind" });
    expect((await orderRow(order.orderId))?.status).toBe("refunded");
    expect(await stockOf()).toBe(before);
    const [payment] = await ctx.db.select().from(paymentTable).where(eq(paymentTable.orderId, order.orderId));
    expect(payment?.status).toBe("refunded");
    const sim = t.shop.simulators.sibs?.control.transaction(payment?.transactionId ?? "");
    expect(sim?.refundedCents).toBe(order.amountDueCents);
    await expect(refundOrder(staff, { orderId: order.orderId })).rejects.toMatchObject({
      code: "ORDER_STATUS_CONFLICT",
    });
  });
});
