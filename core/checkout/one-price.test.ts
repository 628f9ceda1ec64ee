import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISBON_ADDRESS } from "../../tests/fixtures/addresses.ts";
import { openTestDatabase, type TestDatabase } from "../../tests/setup/db.ts";
import { addToCart } from "../cart/add-to-cart.ts";
import type { CartRef } from "../cart/cart-ref.ts";
import { getCart } from "../cart/get-cart.ts";
import { saveCheckoutDraft } from "../cart/save-checkout-draft.ts";
import { variantTable } from "../catalog/catalog.sql.ts";
import { emailMessageTable } from "../mail/mail.sql.ts";
import { formatMoney } from "../mail/templates/layout.ts";
import { notifyOrder } from "../orders/notify-order.ts";
import { orderLineTable, orderTable } from "../orders/orders.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { createId } from "../shared/ids.ts";
import { shippingMethodTable } from "../shipping/shipping.sql.ts";
import { placeOrder } from "./place-order.ts";

/**
 * Issue 15 "Prices shown one way", end to end on the server: a Spanish consumer's order costs the shelf
 * prices (VAT 21 % extracted), and the cart, the checkout pricing, the stored order and the order e-mail
 * all carry the same amounts. The browser journey is tests/e2e/one-price.spec.ts.
 */

let db: TestDatabase;
let ctx: Ctx;
const MADRID = { ...LISBON_ADDRESS, country: "ES", city: "Madrid", postcode: "28013", phone: "+34612345678" };
let mrwEs: { id: string; priceCents: number };

beforeAll(async () => {
  db = await openTestDatabase();
  ctx = db.ctx();
  const [m] = await ctx.db.select().from(shippingMethodTable).where(eq(shippingMethodTable.code, "mrw-es-standard"));
  if (!m) throw new Error("no mrw-es-standard in the demo seed");
  mrwEs = { id: m.id, priceCents: m.priceCents };
}, 120_000);
afterAll(() => db?.close());

/** A guest cart with `quantity` units of a variant in stock, to be delivered to Madrid. */
async function spanishCart(quantity: number, couponCode?: string): Promise<{ ref: CartRef; email: string }> {
  const [v] = await ctx.db.select({ id: variantTable.id }).from(variantTable).orderBy(variantTable.sku).limit(1);
  if (!v) throw new Error("no variant");
  await ctx.db.update(variantTable).set({ stock: 100 }).where(eq(variantTable.id, v.id));
  const added = await addToCart(ctx, { cart: { userId: null, guestToken: null }, variantId: v.id, quantity });
  const ref: CartRef = { userId: null, guestToken: added.newGuestToken ?? null };
  const email = `lucia-${Math.random().toString(36).slice(2)}@example.com`;
  await saveCheckoutDraft(ctx, {
    cart: ref,
    email,
    delivery: "address",
    address: MADRID,
    shippingMethodId: mrwEs.id,
    ...(couponCode ? { couponCode } : {}),
  });
  return { ref, email };
}

describe("a Spanish consumer pays the shelf price (issue 15)", () => {
  it("cart, checkout, order and the 'paid' e-mail agree; VAT 21 % is inside the price", async () => {
    const { ref, email } = await spanishCart(2, "WELCOME10");
    const { pricing } = await getCart(ctx, { cart: ref });
    expect(pricing.problems).toEqual([]);
    expect(pricing.treatment).toMatchObject({ kind: "oss", rateBp: 2100, country: "ES" });
    const line = pricing.lines[0]!;
    const items = line.unitPriceCents * 2;
    const discount = Math.round(items / 10);
    const total = items - discount + mrwEs.priceCents;
    expect(pricing.totals).toMatchObject({ totalCents: total, amountDueCents: total, pricesIncludeVat: true });
    // VAT 21 % extracted from what is paid for the goods and for the shipping
    const vatIn = (gross: number) => Math.round((gross * 2100) / 12_100);
    expect(pricing.totals.vatCents).toBe(vatIn(items - discount) + vatIn(mrwEs.priceCents));

    // ordered in Spanish, so its e-mails are in Spanish
    const placed = await placeOrder(
      { ...ctx, locale: "es" },
      { cart: ref, idempotencyKey: createId("order"), acceptTerms: true },
    );
    const [order] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, placed.orderId));
    expect(order).toMatchObject({ totalCents: total, amountDueCents: total });
    expect(order?.tax).toMatchObject({ kind: "oss", rateBp: 2100, pricesIncludeVat: true, buyer: "consumer" });
    const [orderLine] = await ctx.db.select().from(orderLineTable).where(eq(orderLineTable.orderId, placed.orderId));
    expect(orderLine).toMatchObject({ unitPriceCents: line.unitPriceCents, totalCents: items - discount });

    await notifyOrder(ctx, placed.orderId, "paid");
    const [mail] = await ctx.db
      .select()
      .from(emailMessageTable)
      .where(and(eq(emailMessageTable.toAddress, email), eq(emailMessageTable.template, "order-update")));
    expect(mail?.locale).toBe("es");
    expect(mail?.text).toContain(formatMoney("es", total, "always"));
    expect(mail?.text).toContain(formatMoney("es", items - discount, "always"));
  });

  it("ten units cost exactly ten times the shelf price", async () => {
    const { ref } = await spanishCart(10);
    const { pricing } = await getCart(ctx, { cart: ref });
    const unit = pricing.lines[0]!.unitPriceCents;
    const shipping = unit * 10 >= 12_000 ? 0 : mrwEs.priceCents; // MRW Spain is free from €120
    expect(pricing.totals.totalCents).toBe(unit * 10 + shipping);
  });
});
