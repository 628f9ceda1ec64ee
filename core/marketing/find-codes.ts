import { and, count, eq } from "drizzle-orm";
import type { Ctx } from "../shared/ctx.ts";
import { Invalid } from "../shared/errors.ts";
import { type CouponRule, normalizeCouponCode } from "./coupon-rules.ts";
import { couponRedemptionTable, couponTable, giftCardTable } from "./marketing.sql.ts";

/** A coupon as the checkout needs it: its id, the rule to check, and this customer's uses so far. */
export interface CouponLookup {
  id: string;
  rule: CouponRule;
  customerUses: number;
}

/**
 * Finds an active-or-not coupon by `code` (normalised) and counts its uses by `email` (lower case; null
 * for no one yet). A lookup for the checkout's pricing (`priceCheckout`), which has already read both
 * from the checkout draft; not called from a route.
 * @throws Invalid (COUPON_NOT_FOUND, field `couponCode`) when no coupon has this code
 */
export async function findCoupon(ctx: Ctx, input: { code: string; email: string | null }): Promise<CouponLookup> {
  const { code, email } = input;
  const normalized = normalizeCouponCode(code);
  const [row] = normalized ? await ctx.db.select().from(couponTable).where(eq(couponTable.code, normalized)) : [];
  if (!row) throw new Invalid("This code does not exist", "couponCode", "COUPON_NOT_FOUND");
  let customerUses = 0;
  if (email && row.perCustomerLimit !== null) {
    const [c] = await ctx.db
      .select({ n: count() })
      .from(couponRedemptionTable)
      .where(and(eq(couponRedemptionTable.couponId, row.id), eq(couponRedemptionTable.email, email.toLowerCase())));
    customerUses = c?.n ?? 0;
  }
  return {
    id: row.id,
    customerUses,
    rule: {
      code: row.code,
      kind: row.kind,
      percentBp: row.percentBp,
      amountCents: row.amountCents,
      minSpendCents: row.minSpendCents,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      usageLimit: row.usageLimit,
      usedCount: row.usedCount,
      perCustomerLimit: row.perCustomerLimit,
      active: row.active,
    },
  };
}

/**
 * Finds a usable gift card by code (normalised like coupons).
 * @returns its id, code and balance in EUR cents
 * @throws Invalid (field `giftCardCode`): GIFT_CARD_NOT_FOUND (unknown or deactivated),
 *   GIFT_CARD_EXPIRED (past `expiresAt`), GIFT_CARD_EMPTY (no balance left)
 */
export async function findGiftCard(
  ctx: Ctx,
  code: string,
): Promise<{ id: string; code: string; balanceCents: number }> {
  const normalized = normalizeCouponCode(code);
  const [row] = normalized ? await ctx.db.select().from(giftCardTable).where(eq(giftCardTable.code, normalized)) : [];
  if (!row?.active) throw new Invalid("This gift card does not exist", "giftCardCode", "GIFT_CARD_NOT_FOUND");
  if (row.expiresAt && row.expiresAt <= ctx.now()) {
    throw new Invalid("This gift card has expired", "giftCardCode", "GIFT_CARD_EXPIRED");
  }
  if (row.balanceCents <= 0) throw new Invalid("This gift card has no balance left", "giftCardCode", "GIFT_CARD_EMPTY");
  return { id: row.id, code: row.code, balanceCents: row.balanceCents };
}
