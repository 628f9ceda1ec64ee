import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.ts";
import type { Localized } from "../shared/locale.ts";
import { orderTable } from "../orders/orders.sql.ts";
import type { ReturnLineKind, ReturnOutcome, ReturnReason, ReturnStatus } from "./rules.ts";

/** Who moved a return request: the customer, a staff member (user id) or the shop's automation. */
export interface ReturnEvent {
  at: string;
  from: ReturnStatus | null;
  to: ReturnStatus;
  /** `customer`, `system`, or the staff member's user id. */
  by: string;
  note: string | null;
}

/**
 * One line of a return request, frozen when it is made: the order line, how many units, the refund
 * they are worth (EUR cents, pro rata of what the line cost, rules.ts `lineRefundCents`), and for a
 * replacement the variant to send instead (stock reserved when the request is made).
 */
export interface ReturnLine {
  orderLineId: string;
  kind: ReturnLineKind;
  sku: string;
  name: Localized;
  colorName: Localized;
  sizeCode: string;
  quantity: number;
  refundCents: number;
  /** Blank lines asking for a replacement: the variant to send (same product, other size or colour). */
  replacementVariantId: string | null;
  replacementSku: string | null;
  replacementLabel: string | null;
}

/**
 * The EU withdrawal function's statement (Directive 2011/83/EU art. 11a, from 19 June 2026): the
 * name the customer gave, when they confirmed (the timestamp of the acknowledgement e-mail).
 */
export interface WithdrawalStatement {
  name: string;
  confirmedAt: string;
}

/**
 * A return request (RMA; issue 8, spec §1 "return/refund/replacement portal", §3 "return request"):
 * lines and quantities of one order, the reason, photos for damage or misprints (upload ids), the
 * outcome asked for, the refund it is worth (EUR cents: lines + the original delivery when the whole
 * order comes back under withdrawal), the 48-hour answer deadline (spec §9), the status and its
 * visible history. `kind` is the legal ground: `withdrawal` (blank items, changed mind) or `claim`
 * (defect, misprint, wrong item). `number` is what the customer sees, e.g. `#FAB1A2B3-R1`.
 */
export const returnRequestTable = pgTable(
  "return_request",
  {
    id: text("id").primaryKey(),
    number: text("number").notNull().unique(),
    orderId: text("order_id")
      .notNull()
      .references(() => orderTable.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    locale: text("locale").notNull(),
    kind: text("kind").$type<"withdrawal" | "claim">().notNull(),
    reason: text("reason").$type<ReturnReason>().notNull(),
    outcome: text("outcome").$type<ReturnOutcome>().notNull(),
    status: text("status").$type<ReturnStatus>().notNull(),
    comment: text("comment").notNull().default(""),
    photos: jsonb("photos").$type<string[]>().notNull().default([]),
    lines: jsonb("lines").$type<ReturnLine[]>().notNull(),
    refundCents: integer("refund_cents").notNull(),
    shippingRefundCents: integer("shipping_refund_cents").notNull().default(0),
    withdrawal: jsonb("withdrawal").$type<WithdrawalStatement>(),
    answerBy: timestamp("answer_by", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    shopNote: text("shop_note"),
    refundId: text("refund_id"),
    giftCardCode: text("gift_card_code"),
    /** Set once a rejected or cancelled replacement gave its reserved stock back. */
    replacementReleasedAt: timestamp("replacement_released_at", { withTimezone: true }),
    /** Set once the returned blank units went back into stock (on receipt, when the setting says so). */
    restockedAt: timestamp("restocked_at", { withTimezone: true }),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    history: jsonb("history").$type<ReturnEvent[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index("return_request_order_idx").on(t.orderId, t.createdAt),
    index("return_request_status_idx").on(t.status, t.answerBy),
    check("return_request_refund_check", sql`${t.refundCents} >= 0 and ${t.shippingRefundCents} >= 0`),
  ],
);

/** Who pays for sending a withdrawn item back (claims are always at the shop's cost). */
export type ReturnShippingPayer = "customer" | "shop";

/**
 * The shop's return settings (one row, id `default`; staff edit them at `/admin/refund/setting`):
 * the return window in days (at least the legal 14), who pays return shipping for withdrawals, and
 * whether received blank units go back into stock.
 */
export const returnSettingsTable = pgTable(
  "return_settings",
  {
    id: text("id").primaryKey(),
    windowDays: integer("window_days").notNull().default(14),
    returnShippingPaidBy: text("return_shipping_paid_by").$type<ReturnShippingPayer>().notNull().default("customer"),
    restockOnReceipt: boolean("restock_on_receipt").notNull().default(true),
    updatedBy: text("updated_by"),
    ...timestamps,
  },
  (t) => [check("return_settings_window_check", sql`${t.windowDays} >= 14 and ${t.windowDays} <= 365`)],
);

/**
 * Fixed-window counters for the guest order lookup (`key`: a hashed client address or order number),
 * shared by every instance through the database, so guessing e-mails or postcodes is throttled.
 */
export const returnLookupLimitTable = pgTable("return_lookup_limit", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});
