import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.ts";
import { orderTable } from "../orders/orders.sql.ts";
import { refundTable } from "../payments/refunds.sql.ts";
import type { InvoiceStatus, InvoiceType } from "./schemas.ts";

/**
 * A legal document issued for an order by the certified invoicing service (issue 19, ADR 0024): the
 * invoice-receipt (`FR`) when the order is paid, a credit note (`NC`) for each refund. The row is written
 * `pending` in the same transaction that records the payment or the refund, so the document is never lost;
 * the job (jobs/workers/issue-invoices.ts) issues it and sets `issued` (number, ATCUD, the service's id) or,
 * after its last attempt, `failed` with the service's message in `lastError`. One FR per order and one NC
 * per refund (unique indexes), and the service's idempotent reference (`<order id>-FR`, `<refund id>-NC`)
 * means nothing is issued twice. `pdfKey` is the storage key of the PDF's bytes once fetched.
 * `totalCents`: the document's total including VAT, EUR cents (positive for a credit note too).
 */
export const invoiceTable = pgTable(
  "invoices",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orderTable.id, { onDelete: "cascade" }),
    refundId: text("refund_id").references(() => refundTable.id, { onDelete: "cascade" }),
    type: text("type").$type<InvoiceType>().notNull(),
    status: text("status").$type<InvoiceStatus>().notNull().default("pending"),
    number: text("number"),
    atcud: text("atcud"),
    totalCents: integer("total_cents").notNull(),
    externalId: text("external_id"),
    pdfKey: text("pdf_key"),
    lastError: text("last_error"),
    attempts: integer("attempts").notNull().default(0),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("invoices_order_type_idx").on(t.orderId, t.type).where(sql`${t.refundId} is null`),
    uniqueIndex("invoices_refund_idx").on(t.refundId),
    index("invoices_status_idx").on(t.status, t.createdAt),
    index("invoices_created_idx").on(t.createdAt),
    check("invoices_type_check", sql`${t.type} in ('FR', 'NC')`),
    check("invoices_status_check", sql`${t.status} in ('pending', 'issued', 'failed')`),
    check("invoices_nc_refund_check", sql`(${t.type} = 'NC') = (${t.refundId} is not null)`),
  ],
);
