import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISBON_ADDRESS } from "../../tests/fixtures/addresses.ts";
import { openTestDatabase, type TestDatabase } from "../../tests/setup/db.ts";
import { variantTable } from "../catalog/catalog.sql.ts";
import { addToCart } from "../cart/add-to-cart.ts";
import type { CartRef } from "../cart/cart-ref.ts";
import { getCart } from "../cart/get-cart.ts";
import { mergeGuestCart } from "../cart/merge-carts.ts";
import { saveCheckoutDraft } from "../cart/save-checkout-draft.ts";
import { updateCartLine } from "../cart/update-cart-line.ts";
import { orderLineTable, orderTable } from "../orders/orders.sql.ts";
import { shippingMethodTable } from "../shipping/shipping.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { createId } from "../shared/ids.ts";
import { placeOrder } from "./place-order.ts";
import { deleteAccount } from "../customers/delete-account.ts";
import { exportCustomerData } from "../customers/export-customer-data.ts";

let db: TestDatabase;
let ctx: Ctx;

let mrwPt: string;

beforeAll(async () => {
  db = await openTestDatabase();
  ctx = db.ctx();
  const [m] = await ctx.db.select().from(shippingMethodTable).where(eq(shippingMethodTable.code, "mrw-pt-standard"));
  mrwPt = m?.id ?? "";
});
afterAll(() => db.close());

/** A variant with exactly `stock` units and its product price (EUR cents). */
async function variantWithStock(stock: number, offset = 0) {
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

async function guestReadyToOrder(
  variantId: string,
  quantity = 1,
  extra: Record<string, unknown> = {},
): Promise<CartRef> {
  const added = await addToCart(ctx, { cart: { userId: null, guestToken: null }, variantId, quantity });
  const ref: CartRef = { userId: null, guestToken: added.newGuestToken ?? null };
  await saveCheckoutDraft(ctx, {
    cart: ref,
    email: `buyer-${Math.random().toString(36).slice(2)}@example.com`,
    delivery: "address",
    address: LISBON_ADDRESS,
    shippingMethodId: mrwPt,
    ...extra,
  });
  return ref;
}

const key = () => createId("order").replace("ord_", "key_");

describe("cart", () => {
  it("keeps a guest cart behind its token, caps quantities at the stock and prices it on the server", async () => {
    const variantId = await variantWithStock(3, 1);
    const added = await addToCart(ctx, { cart: { userId: null, guestToken: null }, variantId, quantity: 2 });
    expect(added.newGuestToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ref = { userId: null, guestToken: added.newGuestToken ?? null };
    await expect(addToCart(ctx, { cart: ref, variantId, quantity: 2 })).rejects.toMatchObject({ code: "OUT_OF_STOCK" });
    const cart = await getCart(ctx, { cart: ref });
    expect(cart.itemCount).toBe(2);
    const line = cart.pricing.lines[0];
    expect(line?.quantity).toBe(2);
    // Portuguese VAT until a destination is known: the total is the list price × 2
    expect(cart.pricing.totals.totalCents).toBe((line?.unitPriceCents ?? 0) * 2);
    await updateCartLine(ctx, { cart: ref, lineId: line?.id ?? "", quantity: 0 });
    expect((await getCart(ctx, { cart: ref })).itemCount).toBe(0);
    // another visitor's token sees nothing
    expect((await getCart(ctx, { cart: { userId: null, guestToken: "x".repeat(43) } })).itemCount).toBe(0);
  });

  it("merges a guest cart into the account's cart at sign-in, within stock", async () => {
    const variantId = await variantWithStock(4, 2);
    const userId = "usr_01TESTMERGE0000000000000000";
    await ctx.db.execute(
      sql`insert into auth_user (id, name, email, email_verified) values (${userId}, 'M', 'merge@example.com', true)`,
    );
    await addToCart(ctx, { cart: { userId, guestToken: null }, variantId, quantity: 3 });
    const guest = await addToCart(ctx, { cart: { userId: null, guestToken: null }, variantId, quantity: 3 });
    expect(await mergeGuestCart(ctx, { userId, guestToken: guest.newGuestToken ?? "" })).toBe(true);
    const cart = await getCart(ctx, { cart: { userId, guestToken: null } });
    expect(cart.pricing.lines).toHaveLength(1);
    expect(cart.pricing.lines[0]?.quantity).toBe(4);
    expect(await mergeGuestCart(ctx, { userId, guestToken: guest.newGuestToken ?? "" })).toBe(false);
  });
});

describe("placeOrder", () => {
  it("reserves stock, freezes the lines and the server's totals, and keeps the cart", async () => {
    const variantId = await variantWithStock(5, 3);
    const ref = await guestReadyToOrder(variantId, 2);
    const before = await getCart(ctx, { cart: ref });
    expect(before.pricing.problems).toEqual([]);
    const placed = await placeOrder(ctx, { cart: ref, idempotencyKey: key(), acceptTerms: true });
    expect(placed.number).toMatch(/^#FAB[0-9A-HJKMNP-TV-Z]{5}$/);
    const [order] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, placed.orderId));
    expect(order?.status).toBe("awaiting_payment");
    expect(order?.totalCents).toBe(before.pricing.totals.totalCents);
    expect(order?.tax.kind).toBe("domestic");
    // how it was priced, so the order page regroups it as the checkout did (issue 15)
    expect(order?.tax).toMatchObject({ pricesIncludeVat: true, buyer: "consumer" });
    const [v] = await ctx.db.select().from(variantTable).where(eq(variantTable.id, variantId));
    expect(v?.stock).toBe(3);
    const lines = await ctx.db.select().from(orderLineTable).where(eq(orderLineTable.orderId, placed.orderId));
    expect(lines.map((l) => l.quantity)).toEqual([2]);
    expect((await getCart(ctx, { cart: ref })).itemCount).toBe(2);
  });

  it("returns the first order for a double submit of the same form", async () => {
    const variantId = await variantWithStock(5, 4);
    const ref = await guestReadyToOrder(variantId);
    const k = key();
    const [a, b] = await Promise.all([
      placeOrder(ctx, { cart: ref, idempotencyKey: k, acceptTerms: true }),
      placeOrder(ctx, { cart: ref, idempotencyKey: k, acceptTerms: true }),
    ]);
    expect(a.orderId).toBe(b.orderId);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    const [v] = await ctx.db.select().from(variantTable).where(eq(variantTable.id, variantId));
    expect(v?.stock).toBe(4);
  });

  it("gives the stock of an abandoned unpaid order back when the cart is ordered again", async () => {
    const variantId = await variantWithStock(2, 5);
    const ref = await guestReadyToOrder(variantId, 2);
    await placeOrder(ctx, { cart: ref, idempotencyKey: key(), acceptTerms: true });
    const second = await placeOrder(ctx, { cart: ref, idempotencyKey: key(), acceptTerms: true });
    const [v] = await ctx.db.select().from(variantTable).where(eq(variantTable.id, variantId));
    expect(v?.stock).toBe(0);
    const orders = await ctx.db
      .select()
      .from(orderTable)
      .where(eq(orderTable.cartId, (await getCart(ctx, { cart: ref })).id ?? ""));
    expect(orders.map((o) => (o.id === second.orderId ? "new" : o.status)).sort()).toEqual(["cancelled", "new"]);
  });

  it("refuses an incomplete checkout with the problem's code", async () => {
    const variantId = await variantWithStock(5, 6);
    const ref = await guestReadyToOrder(variantId, 1, { shippingMethodId: null });
    await expect(placeOrder(ctx, { cart: ref, idempotencyKey: key(), acceptTerms: true })).rejects.toMatchObject({
      code: "SHIPPING_METHOD_REQUIRED",
    });
    await expect(
      placeOrder(ctx, { cart: ref, idempotencyKey: key(), acceptTerms: false as never }),
    ).rejects.toMatchObject({
      field: "acceptTerms",
    });
  });
  // concurrent buyers, coupons and submits of one cart: concurrency.test.ts
});

describe("placeOrder: the invoice's tax number (issue 19)", () => {
  it("keeps the tax number (a PT NIF as its 9 digits) and the company on the order", async () => {
    const variantId = await variantWithStock(5, 11);
    const ref = await guestReadyToOrder(variantId, 1, {
      invoiceTaxId: "PT501964843",
      invoiceCompanyName: " Fabrico Lda ",
    });
    const placed = await placeOrder(ctx, { cart: ref, idempotencyKey: key(), acceptTerms: true });
    const [order] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, placed.orderId));
    expect(order).toMatchObject({ invoiceTaxId: "501964843", invoiceCompanyName: "Fabrico Lda" });
  });

  it("makes a final-consumer order without one, and drops a company given without a number", async () => {
    const variantId = await variantWithStock(5, 12);
    const ref = await guestReadyToOrder(variantId, 1, { invoiceCompanyName: "No Number Lda" });
    const placed = await placeOrder(ctx, { cart: ref, idempotencyKey: key(), acceptTerms: true });
    const [order] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, placed.orderId));
    expect(order).toMatchObject({ invoiceTaxId: null, invoiceCompanyName: null });
  });

  it("refuses a number that is wrong for the address's country (typed Invalid on the field, no order)", async () => {
    const variantId = await variantWithStock(5, 13);
    const ref = await guestReadyToOrder(variantId, 1, { invoiceTaxId: "501964844" });
    await expect(placeOrder(ctx, { cart: ref, idempotencyKey: key(), acceptTerms: true })).rejects.toMatchObject({
      name: "Invalid",
      field: "invoiceTaxId",
      code: "INVOICE_TAX_ID_FORMAT",
    });
  });
});

describe("account deletion", () => {
  it("exports a customer's orders, then keeps them anonymised and cancels the unpaid one", async () => {
    const variantId = await variantWithStock(4, 9);
    const userId = "usr_01TESTDELETE000000000000000";
    await ctx.db.execute(
      sql`insert into auth_user (id, name, email, email_verified) values (${userId}, 'D', 'delete-me@example.com', true)`,
    );
    const me = { ...ctx, actor: { userId, roles: ["customer" as const] } };
    const ref = { userId, guestToken: null };
    await addToCart(me, { cart: ref, variantId, quantity: 3 });
    await saveCheckoutDraft(me, { cart: ref, delivery: "address", address: LISBON_ADDRESS, shippingMethodId: mrwPt });
    const placed = await placeOrder(me, { cart: ref, idempotencyKey: key(), acceptTerms: true });
    const exported = await exportCustomerData(me);
    expect(exported.orders.map((o) => o.number)).toEqual([placed.number]);
    expect(exported.orders[0]?.email).toBe("delete-me@example.com");
    await deleteAccount(me);
    const [order] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, placed.orderId));
    expect(order?.userId).toBeNull();
    expect(order?.email).not.toContain("delete-me");
    expect(order?.shippingAddress.phone).toBe("");
    expect(order?.shippingAddress.lastName).toBe("Silva");
    expect(order?.status).toBe("cancelled");
    const [v] = await ctx.db.select().from(variantTable).where(eq(variantTable.id, variantId));
    expect(v?.stock).toBe(4);
  });
});
