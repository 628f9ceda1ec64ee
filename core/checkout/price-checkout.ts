import type { CheckoutDraft } from "../cart/checkout-draft.ts";
import type { LoadedCartLine } from "../cart/load-cart-lines.ts";
import { type CouponEffect, checkCoupon } from "../marketing/coupon-rules.ts";
import { findCoupon, findGiftCard } from "../marketing/find-codes.ts";
import type { Ctx } from "../shared/ctx.ts";
import { DomainError } from "../shared/errors.ts";
import { type TaxTreatment, taxTreatment } from "../tax/tax-rule.ts";
import { businessTaxStatus } from "../wholesale/applications.ts";
import { type Totals, computeTotals } from "./compute-totals.ts";
import { type ShippingOption, listShippingOptions } from "./shipping-options.ts";

/** Something that stops the order from being placed, by stable code (translated in the UI). */
export interface CheckoutProblem {
  code:
    | "CART_EMPTY"
    | "OUT_OF_STOCK"
    | "PRODUCT_UNAVAILABLE"
    | "DESIGN_NEEDS_CHANGES"
    | "DESTINATION_REQUIRED"
    | "NO_SHIPPING_TO_COUNTRY"
    | "SHIPPING_METHOD_REQUIRED"
    | "ACCESS_POINT_REQUIRED"
    | "BELOW_MOQ";
  lineId?: string;
  /** For OUT_OF_STOCK: units left. */
  available?: number;
  /** For BELOW_MOQ (wholesale, issue 7): the minimum and the units still missing for the line's garment type or product. */
  moq?: number;
  missing?: number;
}

/** A code the customer typed that was refused, with the reason's code (e.g. COUPON_EXPIRED). */
export interface RefusedCode {
  code: string;
  error: string;
  message: string;
  details?: Record<string, unknown>;
}

/**
 * The server's price of a cart and checkout draft (issue 4: "Totals are computed only on the server
 * and shown before payment"): lines with their VAT, shipping options for the destination, the chosen
 * option, the coupon and gift card effects, and what still blocks the order. The same function
 * prices the checkout page and place-order (inside its transaction), so the customer pays what they saw.
 */
export interface CartPricing {
  lines: LoadedCartLine[];
  treatment: TaxTreatment;
  /** False while no destination is known: the totals then use Portuguese VAT. */
  destinationKnown: boolean;
  shippingOptions: ShippingOption[];
  shipping: ShippingOption | null;
  coupon: (CouponEffect & { id: string }) | null;
  couponRefused: RefusedCode | null;
  giftCard: { id: string; code: string; balanceCents: number } | null;
  giftCardRefused: RefusedCode | null;
  totals: Totals;
  /** Total weight of the goods in grams. */
  weightGrams: number;
  problems: CheckoutProblem[];
}

/** The country and postcode an order goes to: the access point's, else the address's. */
export function destinationOf(
  draft: CheckoutDraft,
): { country: string; postcode: string | null; city: string | null } | null {
  if (draft.delivery === "access_point" && draft.accessPoint) {
    const a = draft.accessPoint.address;
    return { country: a.country, postcode: a.postcode, city: a.city };
  }
  if (draft.address?.country) {
    return { country: draft.address.country, postcode: draft.address.postcode ?? null, city: draft.address.city };
  }
  return null;
}

function refused(code: string, error: unknown): RefusedCode {
  if (error instanceof DomainError) {
    return {
      code,
      error: error.code,
      message: error.message,
      details: (error as DomainError & { details?: Record<string, unknown> }).details,
    };
  }
  throw error;
}

/**
 * Prices `lines` with `draft` (see {@link CartPricing}). Codes that fail their checks are reported
 * in `couponRefused` / `giftCardRefused`, not thrown, so the page can say why.
 * `input.email` is the buyer's e-mail when known (per-customer coupon limits); `input.liveRates` asks
 * UPS for live shipping prices through `ctx.services.carriers` (checkout; absent: listed prices only).
 */
export async function priceCheckout(
  ctx: Ctx,
  input: { lines: LoadedCartLine[]; draft: CheckoutDraft; email: string | null; liveRates?: boolean },
): Promise<CartPricing> {
  const { lines, draft } = input;
  const problems: CheckoutProblem[] = [];
  if (lines.length === 0) problems.push({ code: "CART_EMPTY" });
  for (const line of lines) {
    if (!line.available) {
      problems.push({ code: line.kind === "blank" ? "PRODUCT_UNAVAILABLE" : "DESIGN_NEEDS_CHANGES", lineId: line.id });
    } else if (line.quantity > line.stock)
      problems.push({ code: "OUT_OF_STOCK", lineId: line.id, available: line.stock });
    if (line.wholesale && line.wholesale.moqShortfall > 0) {
      problems.push({
        code: "BELOW_MOQ",
        lineId: line.id,
        moq: line.wholesale.moq,
        missing: line.wholesale.moqShortfall,
      });
    }
  }
  const destination = destinationOf(draft);
  // an approved wholesale customer with a VIES-valid EU VAT number buys with the intra-Community exemption (issue 7);
  // an invalid or unverified number means normal VAT
  const business = await businessTaxStatus(ctx, ctx.actor?.userId);
  const treatment = taxTreatment({
    country: destination?.country ?? "PT",
    postcode: destination?.postcode ?? undefined,
    business: business ? { vatNumberValidated: business.vatNumberValidated } : null,
  });
  const listMerchandiseCents = lines.reduce((sum, l) => sum + (l.lineTotalCents ?? l.unitPriceCents * l.quantity), 0);
  const weightGrams = lines.reduce((sum, l) => sum + l.weightGrams * l.quantity, 0);

  let coupon: CartPricing["coupon"] = null;
  let couponRefused: RefusedCode | null = null;
  if (draft.couponCode) {
    try {
      const found = await findCoupon(ctx, { code: draft.couponCode, email: input.email });
      const effect = checkCoupon(found.rule, {
        now: ctx.now(),
        merchandiseCents: listMerchandiseCents,
        customerUses: found.customerUses,
      });
      coupon = { ...effect, id: found.id };
    } catch (error) {
      couponRefused = refused(draft.couponCode, error);
    }
  }
  let giftCard: CartPricing["giftCard"] = null;
  let giftCardRefused: RefusedCode | null = null;
  if (draft.giftCardCode) {
    try {
      giftCard = await findGiftCard(ctx, draft.giftCardCode);
    } catch (error) {
      giftCardRefused = refused(draft.giftCardCode, error);
    }
  }

  // Free-shipping thresholds compare the VAT-inclusive list merchandise after the discount (shipping policy page).
  const listDiscountCents = !coupon
    ? 0
    : coupon.kind === "percentage"
      ? Math.round((listMerchandiseCents * (coupon.percentBp ?? 0)) / 10_000)
      : coupon.kind === "fixed"
        ? Math.min(coupon.amountCents ?? 0, listMerchandiseCents)
        : 0;
  let shippingOptions: ShippingOption[] = [];
  if (!destination) {
    problems.push({ code: "DESTINATION_REQUIRED" });
  } else {
    shippingOptions = await listShippingOptions(ctx, {
      country: destination.country,
      postcode: destination.postcode,
      city: destination.city,
      delivery: draft.delivery ?? "address",
      merchandiseCents: listMerchandiseCents - listDiscountCents,
      weightGrams,
      liveRates: input.liveRates,
    });
    if (shippingOptions.length === 0) problems.push({ code: "NO_SHIPPING_TO_COUNTRY" });
    if (draft.delivery === "access_point" && !draft.accessPoint) problems.push({ code: "ACCESS_POINT_REQUIRED" });
  }
  const shipping = shippingOptions.find((o) => o.id === draft.shippingMethodId) ?? null;
  if (destination && shippingOptions.length > 0 && !shipping) problems.push({ code: "SHIPPING_METHOD_REQUIRED" });

  const totals = computeTotals({
    // a design line is priced as a whole (development costs are one-off): one "unit" at its exact total
    lines: lines.map((l) =>
      l.lineTotalCents !== undefined
        ? { key: l.id, unitPriceCents: l.lineTotalCents, quantity: 1 }
        : { key: l.id, unitPriceCents: l.unitPriceCents, quantity: l.quantity },
    ),
    shipping: shipping ? { priceCents: shipping.priceCents } : null,
    treatment,
    // an approved wholesale account keeps net-based pricing; everyone else pays the shelf price (issue 15)
    buyer: business ? "business" : "consumer",
    coupon,
    giftCard: giftCard ? { balanceCents: giftCard.balanceCents } : null,
  });
  return {
    lines,
    treatment,
    destinationKnown: destination !== null,
    shippingOptions,
    shipping,
    coupon,
    couponRefused,
    giftCard,
    giftCardRefused,
    totals,
    weightGrams,
    problems,
  };
}
