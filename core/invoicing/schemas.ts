import { z } from "zod";

/**
 * Input schemas and views of the invoicing verbs (issue 19, ADR 0024), shared by the verbs
 * (core/invoicing/*.ts), the API routes (server/api/store/invoices.ts, server/api/admin/invoices.ts) and
 * the admin pages' forms (ADR 0021 "Forms: Conform + one schema"). Plain Zod with no database imports, so
 * the browser may load it.
 */

/** SAF-T (PT) document types the shop issues: FR invoice-receipt at payment, NC credit note at refund. */
export const INVOICE_TYPES = ["FR", "NC"] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/**
 * A document's state in the shop: `pending` (queued or being issued; the job retries with backoff),
 * `issued` (final at the service: number and ATCUD known), `failed` (the last attempt failed; `lastError`
 * holds the service's message; staff may retry).
 */
export const INVOICE_STATUSES = ["pending", "issued", "failed"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Input of `listInvoices`: free text `q` (document or order number, customer name or tax id), filters, page (1-based). */
export const listInvoicesSchema = z.object({
  q: z.string().trim().max(100).optional(),
  type: z.enum(INVOICE_TYPES).optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ListInvoicesInput = z.input<typeof listInvoicesSchema>;

/**
 * Input of `orderInvoices`: the order whose documents to list; `token` is the order's signed guest link
 * token (core/orders/order-access.ts), for a guest.
 */
export const orderInvoicesSchema = z.object({
  orderId: z.string().min(1).max(64),
  token: z.string().max(200).optional(),
});
export type OrderInvoicesInput = z.input<typeof orderInvoicesSchema>;

/** Input of `getInvoicePdf` and `retryInvoice`: one document by the shop's id. */
export const invoiceIdSchema = z.object({ invoiceId: z.string().min(1).max(64) });
export type InvoiceIdInput = z.input<typeof invoiceIdSchema>;

/** Input of `getInvoicePdf`: the document and, for a guest, its order's signed link token. */
export const getInvoicePdfSchema = invoiceIdSchema.extend({ token: z.string().max(200).optional() });
/** Input of `retryInvoice` (staff): requeue a failed document. */
export const retryInvoiceSchema = invoiceIdSchema;

/**
 * A document as the shop shows it (admin list, order pages, API). Money in EUR cents including VAT;
 * dates ISO 8601 strings. `number`/`atcud`/`issuedAt` are null until issued; `customerTaxId` is null for a
 * final consumer who gave none; `refundId` only on credit notes. `pdfReady`: the service's PDF is stored (it is
 * fetched after the document is issued, so an issued document may briefly have none): only then is it offered
 * for download.
 */
export const invoiceViewSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  refundId: z.string().nullable(),
  type: z.enum(INVOICE_TYPES),
  status: z.enum(INVOICE_STATUSES),
  number: z.string().nullable(),
  atcud: z.string().nullable(),
  totalCents: z.number().int(),
  customerName: z.string(),
  customerTaxId: z.string().nullable(),
  lastError: z.string().nullable(),
  pdfReady: z.boolean(),
  issuedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

/** What `listInvoices` answers: one page of documents, newest first, and how many match in all. */
export const invoiceListSchema = z.object({ items: z.array(invoiceViewSchema), total: z.number().int() });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/**
 * The read-only invoicing settings (`invoicingSettings`): they come from the environment
 * (INVOICING_MODE, INVOICEXPRESS_*; README "Configuration"), never from a form, so `fromEnvironment` is
 * always true. `taxMap` maps a fiscal region and rate (`PT:23`, `PT-MA:22`, `ES:21`) to the service's tax name.
 */
export const invoicingSettingsSchema = z.object({
  mode: z.enum(["simulator", "live", "off"]),
  account: z.string().nullable(),
  series: z.object({ FR: z.string().nullable(), NC: z.string().nullable() }),
  taxMap: z.record(z.string(), z.string()),
  exemptTaxName: z.string().nullable(),
  fromEnvironment: z.literal(true),
});
export type InvoicingSettings = z.infer<typeof invoicingSettingsSchema>;

/**
 * The tax details a customer may give at checkout for an invoice with their number (issue 19): a PT NIF or
 * a foreign VAT id, and a company name. Both optional; none → a final-consumer document.
 */
export const invoiceTaxDetailsSchema = z.object({
  invoiceTaxId: z
    .string()
    .trim()
    .max(20)
    .regex(/^[A-Za-z0-9 .-]*$/)
    .optional(),
  invoiceCompanyName: z.string().trim().max(120).optional(),
});
export type InvoiceTaxDetails = z.input<typeof invoiceTaxDetailsSchema>;
