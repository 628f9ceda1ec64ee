import type { CouponKind } from "../../core/marketing/coupon-rules.ts";

/**
 * Demo discount codes and a gift card (admin-editable later), so a newcomer can try every kind of
 * code at checkout. Money in EUR cents; percentages in basis points.
 */
export const seedCoupons: {
  code: string;
  kind: CouponKind;
  percentBp?: number;
  amountCents?: number;
  minSpendCents?: number;
  perCustomerLimit?: number;
  description: string;
}[] = [
  {
    code: "WELCOME10",
    kind: "percentage",
    percentBp: 1000,
    perCustomerLimit: 1,
    description: "10 % off a first order",
  },
  { code: "SAVE5", kind: "fixed", amountCents: 500, minSpendCents: 4000, description: "€5 off orders from €40" },
  { code: "FREESHIP", kind: "free_shipping", description: "Free shipping" },
];

/** A demo gift card with a €25 balance. */
export const seedGiftCards = [{ code: "GIFT-DEMO-25", initialCents: 2500 }];
