import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.ts";

import type { CouponKind } from "./coupon-rules.ts";

/**
 * A discount code (spec §1 "discount or gift codes"; admin `/admin/coupon`); its row is a
 * `CouponRule` (coupon-rules.ts). `code` is stored
 * normalised (upper case, see coupon-rules.ts). `percentBp` in basis points (1000 = 10 %),
 * `amountCents`/`minSpendCents` in EUR cents (PT-VAT-inclusive merchandise). `usedCount` counts
 * redemptions by orders not cancelled; it is raised with a guarded UPDATE in the order's
 * transaction, so `usageLimit` holds under concurrent checkouts. Validity: `startsAt` ≤ t < `endsAt`.
 */
export const couponTable = pgTable(
  "coupon",
  {
    id: text("id").primaryKey(),
    code: text("code").notNull().unique(),
    kind: text("kind").$type<CouponKind>().notNull(),
    percentBp: integer("percent_bp"),
    amountCents: integer("amount_cents"),
    minSpendCents: integer("min_spend_cents"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    usageLimit: integer("usage_limit"),
    usedCount: integer("used_count").notNull().default(0),
    perCustomerLimit: integer("per_customer_limit"),
    active: boolean("active").notNull().default(true),
    description: text("description"),
    ...timestamps,
  },
  (t) => [
    check("coupon_used_count_check", sql`${t.usedCount} >= 0`),
    check("coupon_usage_limit_check", sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
  ],
);

/**
 * One use of a coupon by an order; deleted when the order is cancelled (the use is given back).
 * `email` is lower-cased, so the per-customer limit counts a guest and an account alike.
 */
export const couponRedemptionTable = pgTable(
  "coupon_redemption",
  {
    id: text("id").primaryKey(),
    couponId: text("coupon_id")
      .notNull()
      .references(() => couponTable.id),
    orderId: text("order_id").notNull(),
    email: text("email").notNull(),
    userId: text("user_id"),
    discountCents: integer("discount_cents").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("coupon_redemption_order_idx").on(t.orderId),
    index("coupon_redemption_email_idx").on(t.couponId, t.email),
  ],
);

/**
 * A gift card (spec §1 "gift codes"): a multi-purpose voucher with a balance in EUR cents
 * (Directive (EU) 2016/1065: VAT is due when goods are bought with it, not when it is sold, so it
 * pays part of an order's total without lowering its taxable amount). The balance only falls through
 * a guarded UPDATE in the order's transaction; a cancelled order gives it back.
 */
export const giftCardTable = pgTable(
  "gift_card",
  {
    id: text("id").primaryKey(),
    code: text("code").notNull().unique(),
    initialCents: integer("initial_cents").notNull(),
    balanceCents: integer("balance_cents").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [check("gift_card_balance_check", sql`${t.balanceCents} >= 0 and ${t.balanceCents} <= ${t.initialCents}`)],
);
