import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  exportInvoicesCsv,
  getInvoicePdf,
  invoicingSettings,
  listInvoices,
  retryInvoice,
} from "../../../core/invoicing/invoices.ts";
import { type InvoiceList, type InvoicingSettings, listInvoicesSchema } from "../../../core/invoicing/schemas.ts";
import type { AppEnv } from "../../env.ts";
import { ErrorSchema, view } from "../schemas.ts";
import { InvoiceSchema, pdfResponse } from "../store/invoices.ts";

/**
 * Staff invoice calls (issue 19, ADR 0024; the admin pages /admin/invoices): the documents with search
 * and filters, the same list as CSV, a document's PDF, the retry of a failed one, and the read-only
 * invoicing settings. Permissions in server/api/admin-access.ts (`read:invoice:any`, `update:invoice:any`);
 * the verbs check again.
 */
const errorContent = { "application/json": { schema: ErrorSchema } };
const errors = {
  400: { description: "Invalid input", content: errorContent },
  401: { description: "Sign-in needed", content: errorContent },
  403: { description: "Staff permission missing", content: errorContent },
  404: { description: "INVOICE_NOT_FOUND, INVOICE_PDF_NOT_READY", content: errorContent },
  409: { description: "INVOICE_NOT_FAILED: only a failed document can be retried", content: errorContent },
} as const;
const security = [{ cookieAuth: [] }];
const Id = z.object({ id: z.string().min(1).max(64) });

const InvoiceListSchema = view<InvoiceList>()(
  z
    .object({
      items: z.array(InvoiceSchema),
      total: z.number().int().openapi({ description: "Documents matching, across all pages (50 a page)" }),
    })
    .openapi("InvoiceList"),
);

const InvoicingSettingsSchema = view<InvoicingSettings>()(
  z
    .object({
      mode: z.enum(["simulator", "live", "off"]),
      account: z.string().nullable(),
      series: z.object({ FR: z.string().nullable(), NC: z.string().nullable() }),
      taxMap: z
        .record(z.string(), z.string())
        .openapi({ description: "`PT:23`, `PT-MA:22`, `ES:21` → the service's tax name" }),
      exemptTaxName: z.string().nullable(),
      fromEnvironment: z.literal(true),
    })
    .openapi("InvoicingSettings"),
);

export function adminInvoiceRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/invoice",
      tags: ["Admin invoices"],
      summary: "Invoices and credit notes (staff), newest first",
      description:
        "`q` matches the document number, the order number, the customer's name, company or tax number; `type` FR/NC; `status` pending/issued/failed; 50 a page.",
      security,
      request: { query: listInvoicesSchema },
      responses: {
        200: { description: "One page", content: { "application/json": { schema: InvoiceListSchema } } },
        ...errors,
      },
    }),
    async (c) => c.json(await listInvoices(c.get("ctx"), c.req.valid("query")), 200),
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/invoice/export.csv",
      tags: ["Admin invoices"],
      summary: "The filtered documents as CSV (at most 10 000 rows)",
      security,
      request: { query: listInvoicesSchema.omit({ page: true }) },
      responses: {
        200: { description: "text/csv, UTF-8", content: { "text/csv": { schema: z.string() } } },
        ...errors,
      },
    }),
    async (c) => {
      const csv = await exportInvoicesCsv(c.get("ctx"), c.req.valid("query"));
      const day = c.get("ctx").now().toISOString().slice(0, 10);
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="invoices-${day}.csv"`,
      });
    },
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/invoice/setting",
      tags: ["Admin invoices"],
      summary: "The invoicing settings (read-only: they come from the environment)",
      security,
      responses: {
        200: { description: "The settings", content: { "application/json": { schema: InvoicingSettingsSchema } } },
        ...errors,
      },
    }),
    (c) => c.json(invoicingSettings(c.get("ctx")), 200),
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/invoice/{id}/pdf",
      tags: ["Admin invoices"],
      summary: "A document's PDF (staff)",
      security,
      request: { params: Id },
      responses: {
        200: {
          description: "The PDF",
          content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
        },
        ...errors,
      },
    }),
    (async (c: Context<AppEnv>) => {
      const { bytes, fileName } = await getInvoicePdf(c.get("ctx"), { invoiceId: c.req.param("id") });
      return pdfResponse(bytes, fileName);
    }) as never,
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/invoice/{id}/retry",
      tags: ["Admin invoices"],
      summary: "Issue a failed document again (staff)",
      description:
        "Back to pending and queued; the service's idempotent reference means a document it already has is found, never issued twice.",
      security,
      request: { params: Id },
      responses: {
        200: { description: "The document, pending again", content: { "application/json": { schema: InvoiceSchema } } },
        ...errors,
      },
    }),
    async (c) => c.json(await retryInvoice(c.get("ctx"), { invoiceId: c.req.valid("param").id }), 200),
  );
  return app;
}
