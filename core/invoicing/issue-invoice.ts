import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { queueEmail } from "../mail/queue-email.ts";
import { orderAccessToken } from "../orders/order-access.ts";
import { orderLink } from "../orders/order-links.ts";
import { orderLineTable, orderTable } from "../orders/orders.sql.ts";
import { refundTable } from "../payments/refunds.sql.ts";
import {
  type InvoicePdf,
  type InvoicingPort,
  InvoicingRefused,
  InvoicingUnavailable,
  type IssuedDocument,
} from "../ports/invoicing.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { dayOf } from "../shared/list-query.ts";
import { isLocale } from "../shared/locale.ts";
import { type InvoiceOrder, creditNoteFromRefund, invoiceReceiptFromOrder } from "./document-from-order.ts";
import { invoiceTable } from "./invoices.sql.ts";

/**
 * Issuing one legal document (issue 19, ADR 0024 "Issuing"): the body of the issuing job
 * (jobs/workers/issue-invoices.ts). A row of `invoices` is moved forward, never back, one step at a time,
 * each step safe to repeat:
 *
 * 1. `pending` → `issued`: the document is built from the order (core/invoicing/document-from-order.ts; a
 *    credit note references its order's FR, so it waits until that FR is issued) and issued through
 *    `ctx.services.invoicing`, whose adapter is idempotent by the reference `<order id>-FR` / `<refund id>-NC`
 *    (a document created by an attempt whose answer was lost is found, not created again). The service's
 *    id, number and ATCUD are stored at once.
 * 2. the PDF: asked for a few times with growing pauses inside the attempt (the service renders it
 *    asynchronously, answering 202 until it is ready, invoicing.md §2.7); the bytes are stored in
 *    `ctx.services.storage` under a key derived from the row's id (`upl_<same 26 characters>`, so two racing
 *    attempts write the same file), never the service's expiring URL.
 * 3. in the transaction that records `pdf_key`, the `invoice-issued` e-mail is queued to the order's
 *    address in the order's language, with a signed link to the PDF; only the call that records the key
 *    queues it, so it goes once.
 *
 * Failures: InvoicingUnavailable (network, timeout, 429, 5xx), a PDF still rendering and a credit note whose
 * FR is not issued yet are temporary: the row keeps `pending` (or `issued` without a PDF) with the message in
 * `last_error`, and the job is retried with backoff; on the final attempt a row not issued yet becomes `failed`.
 * InvoicingRefused (4xx, or the adapter's own refusal) is retried once (invoicing.md §5: "a 422 is retried
 * once, then parked for admin review with the message"), then `failed` with the service's message. Staff
 * see `failed` rows on /admin/invoices and the admin order page and can retry them (`retryInvoice`).
 */

/** Pauses between PDF requests inside one attempt, ms (then the job's own retry takes over). */
export const DEFAULT_PDF_POLL_DELAYS_MS: readonly number[] = [500, 1_000, 2_000, 4_000];

/**
 * From this attempt on, a refusal (4xx) parks the document as `failed` (invoicing.md §5: a 422 is retried once):
 * a refusal on the first attempt is retried, on any later attempt it is final.
 */
export const REFUSALS_BEFORE_FAILED = 2;

/** Options of {@link issueInvoice}. */
export interface IssueInvoiceOptions {
  /** The job's last attempt: a document still not issued after it becomes `failed`. */
  finalAttempt: boolean;
  /** Pauses between PDF requests, ms; default {@link DEFAULT_PDF_POLL_DELAYS_MS}. */
  pdfPollDelaysMs?: readonly number[];
  /** Waits `ms` (tests pass a fast one); default a timer. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * What an attempt did: `done` (issued, PDF stored, e-mail queued — now or before), `retry` (a temporary failure
 * or a refusal with a retry left; `error` says which), `failed` (the row is now `failed`), `skipped` (no such
 * row, or a `failed` row waiting for staff).
 */
export type IssueOutcome =
  | { outcome: "done"; invoiceId: string }
  | { outcome: "retry"; invoiceId: string; error: string }
  | { outcome: "failed"; invoiceId: string; error: string }
  | { outcome: "skipped"; invoiceId: string };

/** The FR of a credit note is not issued yet: wait for it (temporary). */
class OriginalNotIssued extends Error {}
/** The service is still rendering the PDF (temporary). */
class PdfNotReady extends Error {}

type InvoiceRow = typeof invoiceTable.$inferSelect;

/** A row the job still has work on: not issued yet, or issued without its stored PDF. */
const unfinished = or(
  eq(invoiceTable.status, "pending"),
  and(eq(invoiceTable.status, "issued"), isNull(invoiceTable.pdfKey)),
);

/** The storage key of a document's PDF: the row id's 26 characters as a file key (core/ports/file-storage.ts). */
export function invoicePdfKey(invoiceId: string): string {
  return `upl_${invoiceId.slice(invoiceId.indexOf("_") + 1)}`;
}

/** The signed link to a document's PDF (`/invoice/{id}/pdf?token=…`): the order's guest-link token opens it. */
export function invoicePdfLink(ctx: Ctx, invoice: { id: string; orderId: string }): string {
  const { publicUrl, linkSecret } = ctx.services.links;
  const url = new URL(`/invoice/${invoice.id}/pdf`, publicUrl);
  url.searchParams.set("token", orderAccessToken(linkSecret, invoice.orderId));
  return url.toString();
}

async function loadOrder(ctx: Ctx, orderId: string) {
  const [order] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, orderId));
  if (!order) throw new InvoicingRefused(`order ${orderId} does not exist`);
  const lines = await ctx.db
    .select()
    .from(orderLineTable)
    .where(eq(orderLineTable.orderId, orderId))
    .orderBy(asc(orderLineTable.position));
  const mapped: InvoiceOrder = {
    id: order.id,
    number: order.number,
    userId: order.userId,
    email: order.email,
    locale: order.locale,
    shippingAddress: order.shippingAddress,
    shippingMethod: order.shippingMethod,
    couponCode: order.couponCode,
    shippingCents: order.shippingCents,
    shippingVatCents: order.shippingVatCents,
    totalCents: order.totalCents,
    tax: order.tax,
    invoiceTaxId: order.invoiceTaxId,
    invoiceCompanyName: order.invoiceCompanyName,
  };
  return { order, mapped, lines };
}

/** Issues the row's document at the service (step 1). */
async function issueAtService(ctx: Ctx, row: InvoiceRow): Promise<IssuedDocument> {
  const { mapped, lines } = await loadOrder(ctx, row.orderId);
  // the document is dated the day it is issued (Lisbon): a series refuses a date before its last document
  const date = dayOf(ctx.now());
  const invoicing: InvoicingPort = ctx.services.invoicing;
  if (row.type === "FR") return invoicing.issueInvoiceReceipt(invoiceReceiptFromOrder(mapped, lines, date));
  if (!row.refundId) throw new InvoicingRefused("a credit note without its refund");
  const [refund] = await ctx.db.select().from(refundTable).where(eq(refundTable.id, row.refundId));
  if (!refund) throw new InvoicingRefused(`refund ${row.refundId} does not exist`);
  const [original] = await ctx.db
    .select()
    .from(invoiceTable)
    .where(and(eq(invoiceTable.orderId, row.orderId), eq(invoiceTable.type, "FR"), isNull(invoiceTable.refundId)));
  if (original?.status !== "issued" || !original.externalId) {
    throw new OriginalNotIssued(
      original
        ? `waiting for the invoice-receipt of this order (${original.status}${original.lastError ? `: ${original.lastError}` : ""})`
        : "the order has no invoice-receipt to credit",
    );
  }
  return invoicing.issueCreditNote(
    creditNoteFromRefund(
      mapped,
      lines,
      { id: refund.id, amountCents: refund.amountCents, reason: refund.reason },
      original.externalId,
      date,
    ),
  );
}

/** Asks for the PDF with pauses in between (step 2). @throws PdfNotReady when it is still rendering */
async function fetchPdf(ctx: Ctx, row: InvoiceRow, externalId: string, options: IssueInvoiceOptions) {
  const delays = options.pdfPollDelaysMs ?? DEFAULT_PDF_POLL_DELAYS_MS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let i = 0; ; i++) {
    const pdf: InvoicePdf = await ctx.services.invoicing.fetchPdf(row.type, externalId);
    if (pdf.status === "ready") return pdf.bytes;
    const delay = delays[i];
    if (delay === undefined) throw new PdfNotReady("the invoicing service is still rendering the PDF");
    await sleep(delay);
  }
}

/** Stores the PDF and, once, queues the customer's e-mail (step 3). */
async function storePdfAndEmail(ctx: Ctx, row: InvoiceRow, bytes: Uint8Array): Promise<void> {
  const key = invoicePdfKey(row.id);
  await ctx.services.storage.put(key, bytes);
  await withTransaction(ctx, async (tx) => {
    const [stored] = await tx.db
      .update(invoiceTable)
      .set({ pdfKey: key, lastError: null, updatedAt: tx.now() })
      .where(and(eq(invoiceTable.id, row.id), isNull(invoiceTable.pdfKey)))
      .returning();
    if (!stored?.number) return;
    const [order] = await tx.db.select().from(orderTable).where(eq(orderTable.id, row.orderId));
    if (!order) return;
    await queueEmail(tx, {
      to: order.email,
      locale: isLocale(order.locale) ? order.locale : "pt",
      template: "invoice-issued",
      related: { type: "invoice", id: row.id },
      data: {
        documentType: stored.type,
        documentNumber: stored.number,
        atcud: stored.atcud,
        name: order.shippingAddress.firstName,
        orderNumber: order.number,
        totalCents: stored.totalCents,
        pdfUrl: invoicePdfLink(tx, stored),
        orderUrl: orderLink(tx.services.links, order.id),
      },
    });
  });
}

function messageOf(error: unknown): string {
  if (error instanceof InvoicingRefused) return error.serviceMessage;
  return error instanceof Error ? error.message : String(error);
}

/**
 * One attempt of the issuing job on the `invoices` row `invoiceId` (see the module comment for the steps and
 * the failure rules). Never throws for the service's failures: they are the outcome and the row's
 * `last_error`; a database failure throws (the job is then retried). Not a verb (ADR 0021): the issuing
 * job's step, called only by jobs/workers/issue-invoices.ts with the row the job is keyed by.
 */
export async function issueInvoice(ctx: Ctx, invoiceId: string, options: IssueInvoiceOptions): Promise<IssueOutcome> {
  const [claimed] = await ctx.db
    .update(invoiceTable)
    .set({ attempts: sql`${invoiceTable.attempts} + 1`, updatedAt: ctx.now() })
    .where(and(eq(invoiceTable.id, invoiceId), unfinished))
    .returning();
  if (!claimed) return { outcome: "skipped", invoiceId };
  let row = claimed;
  try {
    if (row.status === "pending") {
      const doc = await issueAtService(ctx, row);
      const now = ctx.now();
      const [issued] = await ctx.db
        .update(invoiceTable)
        .set({
          status: "issued",
          externalId: doc.documentId,
          number: doc.number,
          atcud: doc.atcud,
          totalCents: doc.totalCents,
          issuedAt: now,
          lastError: null,
          updatedAt: now,
        })
        .where(eq(invoiceTable.id, row.id))
        .returning();
      if (issued) row = issued;
      ctx.log.info({ invoiceId, number: doc.number, atcud: doc.atcud }, "legal document issued");
    }
    if (!row.pdfKey && row.externalId) {
      const bytes = await fetchPdf(ctx, row, row.externalId, options);
      await storePdfAndEmail(ctx, row, bytes);
    }
    return { outcome: "done", invoiceId };
  } catch (error) {
    const temporary =
      error instanceof InvoicingUnavailable || error instanceof PdfNotReady || error instanceof OriginalNotIssued;
    const refused = error instanceof InvoicingRefused;
    if (!temporary && !refused) ctx.log.error({ err: error, invoiceId }, "issuing a legal document failed");
    const message = messageOf(error);
    const giveUp = options.finalAttempt || (refused && row.attempts >= REFUSALS_BEFORE_FAILED);
    const fail = giveUp && row.status === "pending";
    await ctx.db
      .update(invoiceTable)
      .set({ lastError: message.slice(0, 2000), ...(fail ? { status: "failed" as const } : {}), updatedAt: ctx.now() })
      .where(eq(invoiceTable.id, row.id));
    if (fail) {
      ctx.log.warn({ invoiceId, error: message }, "legal document failed after its last attempt");
      return { outcome: "failed", invoiceId, error: message };
    }
    return { outcome: "retry", invoiceId, error: message };
  }
}

/**
 * Rows the invoicing sweep hands to the job queue (jobs/workers/issue-invoices.ts): `pending` ones, and
 * issued ones whose PDF is not stored yet, untouched for `idleMs` (default 2 minutes; a row whose job is
 * running or waiting to retry is touched by it, and the queue keeps one live job per row anyway). Oldest first, at most `limit`.
 */
export async function invoicesToSweep(ctx: Ctx, options: { idleMs?: number; limit?: number } = {}): Promise<string[]> {
  const before = new Date(ctx.now().getTime() - (options.idleMs ?? 120_000));
  const rows = await ctx.db
    .select({ id: invoiceTable.id })
    .from(invoiceTable)
    .where(and(unfinished, lt(invoiceTable.updatedAt, before)))
    .orderBy(asc(invoiceTable.createdAt))
    .limit(options.limit ?? 100);
  return rows.map((r) => r.id);
}
