import { type SQL, and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { canReadOrder, type OrderAccess } from "../orders/order-access.ts";
import { orderTable } from "../orders/orders.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { Conflict, NotFound } from "../shared/errors.ts";
import { parseInput } from "../shared/errors.ts";
import { requirePermission } from "../shared/permissions.ts";
import { toCsv } from "../shared/csv.ts";
import { invoiceTable } from "./invoices.sql.ts";
import {
  type InvoiceView,
  type InvoiceList,
  type InvoicingSettings,
  getInvoicePdfSchema,
  listInvoicesSchema,
  orderInvoicesSchema,
  retryInvoiceSchema,
} from "./schemas.ts";

/** Documents on one page of {@link listInvoices}. */
export const INVOICES_PAGE_SIZE = 50;

/** Most rows one CSV export of {@link exportInvoicesCsv} holds. */
export const INVOICES_CSV_MAX_ROWS = 10_000;

const viewColumns = {
  invoice: invoiceTable,
  orderNumber: orderTable.number,
  shippingAddress: orderTable.shippingAddress,
  invoiceTaxId: orderTable.invoiceTaxId,
  invoiceCompanyName: orderTable.invoiceCompanyName,
};

type ViewRow = {
  invoice: typeof invoiceTable.$inferSelect;
  orderNumber: string;
  shippingAddress: { firstName: string; lastName: string; company?: string | null };
  invoiceTaxId: string | null;
  invoiceCompanyName: string | null;
};

/**
 * The name a document is made out to: the company given with the tax id at checkout, else the shipping
 * address's person (the same rule as core/invoicing/document-from-order.ts).
 */
export function invoiceCustomerName(order: {
  invoiceCompanyName: string | null;
  shippingAddress: { firstName: string; lastName: string };
}): string {
  return (
    order.invoiceCompanyName?.trim() || `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`.trim()
  );
}

function toView(row: ViewRow): InvoiceView {
  const i = row.invoice;
  return {
    id: i.id,
    orderId: i.orderId,
    orderNumber: row.orderNumber,
    refundId: i.refundId,
    type: i.type,
    status: i.status,
    number: i.number,
    atcud: i.atcud,
    totalCents: i.totalCents,
    customerName: invoiceCustomerName(row),
    customerTaxId: row.invoiceTaxId,
    lastError: i.lastError,
    pdfReady: i.pdfKey !== null,
    issuedAt: i.issuedAt?.toISOString() ?? null,
    createdAt: i.createdAt.toISOString(),
  };
}

function listWhere(input: {
  q?: string;
  type?: "FR" | "NC";
  status?: "pending" | "issued" | "failed";
}): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (input.type) parts.push(eq(invoiceTable.type, input.type));
  if (input.status) parts.push(eq(invoiceTable.status, input.status));
  if (input.q) {
    const like = `%${input.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        ilike(invoiceTable.number, like),
        ilike(orderTable.number, like),
        ilike(orderTable.invoiceTaxId, like),
        ilike(orderTable.invoiceCompanyName, like),
        ilike(
          sql`((${orderTable.shippingAddress}->>'firstName') || ' ' || (${orderTable.shippingAddress}->>'lastName'))`,
          like,
        ),
      ),
    );
  }
  return and(...parts);
}

/**
 * The shop's legal documents for staff (admin "Invoices", issue 19), newest first, one page of
 * {@link INVOICES_PAGE_SIZE}; `q` matches the document number, the order number, the customer's name, company
 * or tax id. Needs `read:invoice:any`.
 * @throws Unauthorized | Forbidden | Invalid
 */
export async function listInvoices(ctx: Ctx, input: unknown): Promise<InvoiceList> {
  requirePermission(ctx, "read:invoice:any");
  const query = parseInput(listInvoicesSchema, input);
  const where = listWhere(query);
  const [counted] = await ctx.db
    .select({ n: count() })
    .from(invoiceTable)
    .innerJoin(orderTable, eq(orderTable.id, invoiceTable.orderId))
    .where(where);
  const rows = await ctx.db
    .select(viewColumns)
    .from(invoiceTable)
    .innerJoin(orderTable, eq(orderTable.id, invoiceTable.orderId))
    .where(where)
    .orderBy(desc(invoiceTable.createdAt), desc(invoiceTable.id))
    .limit(INVOICES_PAGE_SIZE)
    .offset((query.page - 1) * INVOICES_PAGE_SIZE);
  return { items: rows.map(toView), total: Number(counted?.n ?? 0) };
}

/**
 * Every document matching `listInvoices`'s filters (all pages, at most {@link INVOICES_CSV_MAX_ROWS}) as CSV
 * (core/shared/csv.ts): number, ATCUD, type, status, order, customer, tax id, total in euros, dates.
 * @throws Unauthorized | Forbidden | Invalid
 */
export async function exportInvoicesCsv(ctx: Ctx, input: unknown): Promise<string> {
  requirePermission(ctx, "read:invoice:any");
  const query = parseInput(listInvoicesSchema, input);
  const rows = await ctx.db
    .select(viewColumns)
    .from(invoiceTable)
    .innerJoin(orderTable, eq(orderTable.id, invoiceTable.orderId))
    .where(listWhere(query))
    .orderBy(desc(invoiceTable.createdAt), desc(invoiceTable.id))
    .limit(INVOICES_CSV_MAX_ROWS);
  return toCsv<InvoiceView>(
    [
      { header: "number", value: (v) => v.number ?? "" },
      { header: "atcud", value: (v) => v.atcud ?? "" },
      { header: "type", value: (v) => v.type },
      { header: "status", value: (v) => v.status },
      { header: "order", value: (v) => v.orderNumber },
      { header: "customer", value: (v) => v.customerName },
      { header: "tax_id", value: (v) => v.customerTaxId ?? "" },
      { header: "total_eur", value: (v) => (v.totalCents / 100).toFixed(2) },
      { header: "issued_at", value: (v) => v.issuedAt ?? "" },
      { header: "created_at", value: (v) => v.createdAt },
      { header: "last_error", value: (v) => v.lastError ?? "" },
    ],
    rows.map(toView),
  );
}

/** The order as access checks need it, or NotFound (ORDER_NOT_FOUND) when the caller may not see it. */
async function readableOrder(ctx: Ctx, orderId: string, access: OrderAccess) {
  const [order] = await ctx.db
    .select({ id: orderTable.id, userId: orderTable.userId })
    .from(orderTable)
    .where(eq(orderTable.id, orderId));
  if (!order || !canReadOrder(ctx, order, access)) throw new NotFound("Order not found", "ORDER_NOT_FOUND");
  return order;
}

/**
 * An order's documents (its FR and any credit notes), oldest first, for its owner, staff, or the holder of
 * its signed link (`token`; core/orders/order-access.ts `canReadOrder`, the order pages' rule).
 * @throws NotFound (ORDER_NOT_FOUND) for an order the caller may not see | Invalid
 */
export async function orderInvoices(ctx: Ctx, input: unknown): Promise<InvoiceView[]> {
  const { orderId, token } = parseInput(orderInvoicesSchema, input);
  await readableOrder(ctx, orderId, { token });
  const rows = await ctx.db
    .select(viewColumns)
    .from(invoiceTable)
    .innerJoin(orderTable, eq(orderTable.id, invoiceTable.orderId))
    .where(eq(invoiceTable.orderId, orderId))
    .orderBy(invoiceTable.createdAt, invoiceTable.id);
  return rows.map(toView);
}

/**
 * The stored PDF of an issued document (the service's own bytes, kept in `ctx.services.storage` under
 * `pdfKey`) and its download name (`FR-FABRICO-12.pdf`), for whoever may read its order (`token`: the
 * order's signed link; see {@link orderInvoices}).
 * @throws NotFound (INVOICE_NOT_FOUND) for an unknown document or one whose order the caller may not see;
 *   NotFound (INVOICE_PDF_NOT_READY) while the PDF has not been fetched yet | Invalid
 */
export async function getInvoicePdf(ctx: Ctx, input: unknown): Promise<{ bytes: Uint8Array; fileName: string }> {
  const { invoiceId, token } = parseInput(getInvoicePdfSchema, input);
  const [invoice] = await ctx.db.select().from(invoiceTable).where(eq(invoiceTable.id, invoiceId));
  if (!invoice) throw new NotFound("Invoice not found", "INVOICE_NOT_FOUND");
  try {
    await readableOrder(ctx, invoice.orderId, { token });
  } catch {
    throw new NotFound("Invoice not found", "INVOICE_NOT_FOUND");
  }
  const bytes = invoice.pdfKey ? await ctx.services.storage.get(invoice.pdfKey) : null;
  if (!bytes) throw new NotFound("The invoice's PDF is not ready yet", "INVOICE_PDF_NOT_READY");
  return { bytes, fileName: invoicePdfFileName(invoice.number ?? invoice.id) };
}

/** A download name for a document number: `FR FABRICO/12` → `FR-FABRICO-12.pdf`. */
export function invoicePdfFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "")}.pdf`;
}

/**
 * Requeues a failed document (staff, `update:invoice:any`): back to `pending` with its attempts reset, so the
 * invoicing job issues it again under the same idempotent reference (a document the service already has is
 * found, not issued twice). Answers the document as it is now.
 * @throws Unauthorized | Forbidden | NotFound (INVOICE_NOT_FOUND) | Conflict (INVOICE_NOT_FAILED) when it is not failed
 */
export async function retryInvoice(ctx: Ctx, input: unknown): Promise<InvoiceView> {
  requirePermission(ctx, "update:invoice:any");
  const { invoiceId } = parseInput(retryInvoiceSchema, input);
  const [updated] = await ctx.db
    .update(invoiceTable)
    .set({ status: "pending", attempts: 0, lastError: null, updatedAt: ctx.now() })
    .where(and(eq(invoiceTable.id, invoiceId), eq(invoiceTable.status, "failed")))
    .returning({ id: invoiceTable.id });
  if (!updated) {
    const [exists] = await ctx.db
      .select({ id: invoiceTable.id })
      .from(invoiceTable)
      .where(eq(invoiceTable.id, invoiceId));
    if (!exists) throw new NotFound("Invoice not found", "INVOICE_NOT_FOUND");
    throw new Conflict("Only a failed document can be retried", "INVOICE_NOT_FAILED");
  }
  await ctx.services.invoicingJobs.dispatcher?.(ctx.db, { invoiceId });
  const [row] = await ctx.db
    .select(viewColumns)
    .from(invoiceTable)
    .innerJoin(orderTable, eq(orderTable.id, invoiceTable.orderId))
    .where(eq(invoiceTable.id, invoiceId));
  if (!row) throw new NotFound("Invoice not found", "INVOICE_NOT_FOUND");
  return toView(row);
}

/**
 * The invoicing settings as the admin shows them, read-only (they come from the environment: INVOICING_MODE,
 * INVOICEXPRESS_*; `ctx.services.invoicingSettings`, built by server/composition.ts). Needs `read:invoice:any`.
 * @throws Unauthorized | Forbidden
 */
export function invoicingSettings(ctx: Ctx): InvoicingSettings {
  requirePermission(ctx, "read:invoice:any");
  return ctx.services.invoicingSettings;
}
