import { type CartPricing, priceCheckout } from "../checkout/price-checkout.ts";
import { z } from "zod";
import type { Ctx } from "../shared/ctx.ts";
import { parseInput } from "../shared/errors.ts";
import { ownerRefSchema } from "../shared/input-refs.ts";
import type { CartRef } from "./cart-ref.ts";
import type { CheckoutDraft } from "./checkout-draft.ts";
import { findCart } from "./find-cart.ts";
import { loadCartLines } from "./load-cart-lines.ts";

/** A cart with its server-computed prices (`pricing`), its checkout draft and the number of units. */
export interface CartView {
  /** Null while the visitor has no cart yet (an empty cart is shown). */
  id: string | null;
  itemCount: number;
  draft: CheckoutDraft;
  pricing: CartPricing;
}

/** Input of {@link getCart}: the session's cart, and optionally the buyer's e-mail and whether to ask live rates. */
export const getCartSchema = z.object({
  cart: ownerRefSchema,
  email: z.string().nullish(),
  liveRates: z.boolean().optional(),
});

/**
 * The cart `input.cart` points to, priced (price-checkout.ts). `liveRates` adds live UPS rates
 * (`ctx.services.carriers`) to the shipping options (checkout); the cart page leaves it off and shows
 * listed prices. `email` is the buyer's e-mail when known (per-customer coupon limits).
 */
export async function getCart(
  ctx: Ctx,
  input: { cart: CartRef; email?: string | null; liveRates?: boolean },
): Promise<CartView> {
  const { cart: ref, ...options } = parseInput(getCartSchema, input);
  const email = options.email ?? null;
  const cart = await findCart(ctx, ref);
  const lines = cart ? await loadCartLines(ctx, cart.id) : [];
  const draft = cart?.checkout ?? {};
  const pricing = await priceCheckout(ctx, {
    lines,
    draft,
    email: email ?? draft.email ?? null,
    liveRates: options.liveRates,
  });
  return { id: cart?.id ?? null, itemCount: lines.reduce((n, l) => n + l.quantity, 0), draft, pricing };
}
