import { and, eq, isNull } from "drizzle-orm";
import { orderTable } from "../orders/orders.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { createId } from "../shared/ids.ts";
import { invoiceTable } from "./invoices.sql.ts";

/**
 * Queueing the legal documents (issue 19, ADR 0024 "Issuing"). Both functions run **inside the caller's
 * transaction** — the one that marks the order paid (core/payments/apply-payment-status.ts, the gift-card
 * branch of core/checkout/place-order.ts) or records a refund as succeeded (core/payments/refund-payment.ts) —
 * so the `invoices` row exists exactly when the payment or refund does, and a crash between "paid" and
 * "issued" leaves a `pending` row for the job (or the sweep) to move forward. Nothing here calls the invoicing
 * service: the order's paid state never waits on it.
 *
 * Keys: one FR per order (unique index `invoices_order_type_idx`), one NC per refund (`invoices_refund_idx`);
 * the insert is `on conflict do nothing`, so a webhook delivered five times, or two instances, write one row.
 * The issuing job is put on the queue through `ctx.services.invoicingJobs.dispatcher` in the same transaction
 * (jobs/workers/issue-invoices.ts; keyed by the row's id, so a row never has two live jobs); without a job
 * queue in this process the row waits for the invoicing sweep of an instance that runs one.
 */

/** What queueing did: the row's id, and whether this call wrote it (false: it was there already). */
export interface QueuedInvoice {
  invoiceId: string;
  created: boolean;
}

async function insertPending(
  ctx: Ctx,
  values: { orderId: string; refundId: string | null; type: "FR" | "NC"; totalCents: number },
): Promise<QueuedInvoice | null> {
  const now = ctx.now();
  const id = createId("invoice", now.getTime());
  const inserted = await ctx.db
    .insert(invoiceTable)
    .values({ id, ...values, status: "pending", createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: invoiceTable.id });
  if (inserted.length > 0) {
    await ctx.services.invoicingJobs.dispatcher?.(ctx.db, { invoiceId: id });
    return { invoiceId: id, created: true };
  }
  return null;
}

/**
 * Queues the invoice-receipt (FR) of `orderId`, an order just paid, in the caller's transaction (see the
 * module comment). Idempotent: an order that has its FR row already keeps it. An order whose total is 0
 * (nothing was sold for money) gets no document. Answers the row, or null for a zero total or an unknown order.
 */
export async function queueInvoiceReceipt(ctx: Ctx, orderId: string): Promise<QueuedInvoice | null> {
  const [order] = await ctx.db
    .select({ id: orderTable.id, totalCents: orderTable.totalCents })
    .from(orderTable)
    .where(eq(orderTable.id, orderId));
  if (!order || order.totalCents <= 0) return null;
  const created = await insertPending(ctx, { orderId, refundId: null, type: "FR", totalCents: order.totalCents });
  if (created) return created;
  const [existing] = await ctx.db
    .select({ id: invoiceTable.id })
    .from(invoiceTable)
    .where(and(eq(invoiceTable.orderId, orderId), eq(invoiceTable.type, "FR"), isNull(invoiceTable.refundId)));
  return existing ? { invoiceId: existing.id, created: false } : null;
}

/**
 * Queues the credit note (NC) of a refund that has just succeeded (`amountCents`, EUR cents including VAT, as
 * given back), in the caller's transaction. The note references the order's FR, so the FR is queued too when
 * the order has none yet (an order paid before invoicing existed): every refunded order then has both.
 * Idempotent per refund. Answers the NC row.
 */
export async function queueCreditNote(
  ctx: Ctx,
  refund: { id: string; orderId: string; amountCents: number },
): Promise<QueuedInvoice | null> {
  if (refund.amountCents <= 0) return null;
  await queueInvoiceReceipt(ctx, refund.orderId);
  const created = await insertPending(ctx, {
    orderId: refund.orderId,
    refundId: refund.id,
    type: "NC",
    totalCents: refund.amountCents,
  });
  if (created) return created;
  const [existing] = await ctx.db
    .select({ id: invoiceTable.id })
    .from(invoiceTable)
    .where(eq(invoiceTable.refundId, refund.id));
  return existing ? { invoiceId: existing.id, created: false } : null;
}
