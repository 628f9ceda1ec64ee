import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.ts";
import { orderTable } from "../orders/orders.sql.ts";
import { paymentTable } from "./payments.sql.ts";
import type { RefundReason } from "./schemas.ts";

/**
 * Refund statuses: `pending` (recorded, the gateway is being asked), `succeeded` (the gateway
 * refunded it), `failed` (the gateway refused or could not be reached; the amount is free again).
 */
export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export { REFUND_REASONS, type RefundReason } from "./schemas.ts";

/**
 * How the money went back: `gateway` (to the payment that captured it, through SIBS) or `store_credit`
 * (a gift card made for a return completed as store credit, core/payments/store-credit.ts; issue 19:
 * it reverses the sale as a refund does, so it has its credit note too).
 */
export const REFUND_METHODS = ["gateway", "store_credit"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/**
 * One refund of (part of) a SIBS payment (ADR 0014), full or partial, in EUR cents. The row is
 * written under the order's lock before the gateway is asked, so pending and succeeded refunds
 * together never exceed what the payment captured; `idempotencyKey` (from the form or the returns
 * flow) makes a double submit find the first refund. The row's id is SIBS's `merchantTransactionId`
 * of the refund. `source` says who started it (`staff`, `return`, `system`); `returnId` links an RMA.
 * `method` says where the money went: a `store_credit` row (written `succeeded` at once, never sent to the
 * gateway) has the order's captured payment as `paymentId` when there is one, null for an order paid by
 * gift card only (migration 0022).
 */
export const refundTable = pgTable(
  "refund",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orderTable.id, { onDelete: "cascade" }),
    paymentId: text("payment_id").references(() => paymentTable.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    status: text("status").$type<RefundStatus>().notNull(),
    method: text("method").$type<RefundMethod>().notNull().default("gateway"),
    reason: text("reason").$type<RefundReason>().notNull(),
    note: text("note"),
    source: text("source").$type<"staff" | "return" | "system">().notNull(),
    returnId: text("return_id"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdBy: text("created_by"),
    failureCode: text("failure_code"),
    succeededAt: timestamp("succeeded_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("refund_order_idx").on(t.orderId, t.createdAt),
    index("refund_status_idx").on(t.status, t.createdAt),
    check("refund_amount_check", sql`${t.amountCents} > 0`),
  ],
);
