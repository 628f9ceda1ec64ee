import { eq } from "drizzle-orm";
import { z } from "zod";
import { ADDRESS_LIMITS } from "../customers/address-schema.ts";
import { normalizeCouponCode } from "../marketing/coupon-rules.ts";
import type { Ctx } from "../shared/ctx.ts";
import { Invalid, parseInput } from "../shared/errors.ts";
import { cartInputSchema } from "../shared/input-refs.ts";
import type { CartRef } from "./cart-ref.ts";
import { cartTable } from "./cart.sql.ts";
import type { CheckoutDraft } from "./checkout-draft.ts";
import { findOrCreateCart } from "./find-cart.ts";

const text = (max: number) => z.string().trim().max(max);

const openingHours = z.object({ day: z.number().int().min(1).max(7), open: text(5), close: text(5) });

/**
 * A checkout draft update (PUT /api/cart/checkout; the checkout form's steps). Every field is
 * optional and replaces the stored one; `null` clears it. Only shapes and lengths (the address book's,
 * `ADDRESS_LIMITS`) are checked here:
 * the address's per-country rules run when the order is placed (and in the form), so a half-typed
 * address is kept. Prices never come in: they are computed.
 */
export const checkoutDraftSchema = z.object({
  email: z.email().max(254).nullish(),
  delivery: z.enum(["address", "access_point"]).nullish(),
  addressId: text(64).nullish(),
  address: z
    .object({
      firstName: text(ADDRESS_LIMITS.firstName),
      lastName: text(ADDRESS_LIMITS.lastName),
      company: text(ADDRESS_LIMITS.company).nullish(),
      country: text(2).toUpperCase(),
      streetAddress: text(ADDRESS_LIMITS.streetAddress),
      houseNumber: text(ADDRESS_LIMITS.houseNumber).nullish(),
      additionalInfo: text(ADDRESS_LIMITS.additionalInfo).nullish(),
      city: text(ADDRESS_LIMITS.city),
      postcode: text(ADDRESS_LIMITS.postcode).nullish(),
      phone: text(ADDRESS_LIMITS.phone),
    })
    .nullish(),
  accessPoint: z
    .object({
      carrier: z.enum(["ups", "mrw"]),
      id: text(64),
      publicId: text(64).nullish(),
      name: text(120),
      address: z.object({ street: text(200), city: text(80), postcode: text(20), country: text(2).toUpperCase() }),
      distanceKm: z.number().nonnegative().max(1000).nullish(),
      openingHours: z.array(openingHours).max(21),
    })
    .nullish(),
  shippingMethodId: text(64).nullish(),
  couponCode: text(40).nullish(),
  giftCardCode: text(40).nullish(),
  acceptsMarketing: z.boolean().nullish(),
  /** The tax number for the invoice as typed (its format is checked for the address's country when the order is placed). */
  invoiceTaxId: text(20).nullish(),
  /** The company the invoice is made out to (kept only with a tax number). */
  invoiceCompanyName: text(120).nullish(),
});
export type CheckoutDraftInput = z.input<typeof checkoutDraftSchema>;

/**
 * Saves part of the checkout draft on the cart (made if needed), so a reload or another tab shows
 * the same checkout. Codes are stored normalised; an unknown code is kept and reported by the pricing (core/checkout/price-checkout.ts).
 * @returns the saved draft, and a new guest token when a cart was made for a guest
 * @throws Invalid for a malformed field (field named)
 */
export async function saveCheckoutDraft(
  ctx: Ctx,
  input: CheckoutDraftInput & { cart: CartRef },
): Promise<{ draft: CheckoutDraft; newGuestToken?: string }> {
  const ref: CartRef = parseInput(cartInputSchema, input).cart;
  const parsed = checkoutDraftSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Invalid(issue?.message ?? "Invalid checkout details", issue?.path.join(".") || "checkout");
  }
  const { cart, newGuestToken } = await findOrCreateCart(ctx, ref);
  const next: Record<string, unknown> = { ...cart.checkout };
  for (const [key, value] of Object.entries(parsed.data)) {
    if (value === undefined) continue;
    if (value === null || value === "") delete next[key];
    else if (key === "couponCode" || key === "giftCardCode")
      next[key] = normalizeCouponCode(value) ?? String(value).trim().toUpperCase();
    else next[key] = value;
  }
  const draft = next as CheckoutDraft;
  await ctx.db.update(cartTable).set({ checkout: draft, updatedAt: ctx.now() }).where(eq(cartTable.id, cart.id));
  return { draft, newGuestToken };
}
