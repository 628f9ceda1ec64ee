import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.ts";
import { orderTable, type PaymentMethod } from "../orders/orders.sql.ts";

/**
 * Payment statuses: `created` (checkout made at SIBS), `pending` (MB WAY sent to the phone, a
 * Multibanco reference issued, a card form in progress), `succeeded`, `declined`, `expired`,
 * `cancelled`, `error` (the gateway failed), `refunded`. Final: all but created and pending.
 */
export const PAYMENT_STATUSES = [
  "created",
  "pending",
  "succeeded",
  "declined",
  "expired",
  "cancelled",
  "error",
  "refunded",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Multibanco reference details shown and e-mailed to the customer (integrations.md §1). */
export interface MultibancoReference {
  entity: string;
  reference: string;
  amountCents: number;
  expiresAt: string;
}

/**
 * One payment attempt of an order at SIBS. `id` (`pay_…`) is also SIBS's `merchantTransactionId`
 * (unique per transaction); `transactionId` and `transactionSignature` come back from the checkout
 * call. `amountCents` in EUR cents. An order may have several attempts (a declined card, then MB WAY);
 * at most one succeeds (the order row is locked while a status is applied).
 */
export const paymentTable = pgTable(
  "payment",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orderTable.id, { onDelete: "cascade" }),
    method: text("method").$type<PaymentMethod>().notNull(),
    status: text("status").$type<PaymentStatus>().notNull(),
    amountCents: integer("amount_cents").notNull(),
    transactionId: text("transaction_id").unique(),
    transactionSignature: text("transaction_signature"),
    formContext: text("form_context"),
    mbwayPhone: text("mbway_phone"),
    multibanco: jsonb("multibanco").$type<MultibancoReference>(),
    gatewayStatus: text("gateway_status"),
    failureCode: text("failure_code"),
    succeededAt: timestamp("succeeded_at", { withTimezone: true }),
    /** A payment that must be given back (a second payment of a paid order, or one after the stock was sold); the sweep refunds it. */
    refundDue: boolean("refund_due").notNull().default(false),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("payment_order_idx").on(t.orderId, t.createdAt), index("payment_status_idx").on(t.status)],
);

/**
 * What the gateway told us, stored before it is acted on (DESIGN "webhook events stored"):
 * webhooks (deduplicated by SIBS's `notificationID`), status checks and return redirects.
 * `outcome` says what it changed (`applied`, `duplicate`, `ignored`, `rejected`).
 */
export const paymentEventTable = pgTable(
  "payment_event",
  {
    id: text("id").primaryKey(),
    source: text("source").$type<"webhook" | "status_check" | "redirect">().notNull(),
    notificationId: text("notification_id").unique(),
    transactionId: text("transaction_id"),
    paymentId: text("payment_id"),
    gatewayStatus: text("gateway_status"),
    payload: jsonb("payload").$type<unknown>(),
    outcome: text("outcome").notNull(),
    ...timestamps,
  },
  (t) => [index("payment_event_transaction_idx").on(t.transactionId)],
);
