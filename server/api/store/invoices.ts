import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { getInvoicePdf, orderInvoices } from "../../../core/invoicing/invoices.ts";
import { INVOICE_STATUSES, INVOICE_TYPES, type InvoiceView } from "../../../core/invoicing/schemas.ts";
import type { AppEnv } from "../../env.ts";
import { ErrorSchema, view } from "../schemas.ts";

/**
 * The customer's legal documents (issue 19, ADR 0024): an order's invoice-receipt and credit notes, and a
 * document's PDF (the certified service's own bytes). The order pages' access rule (core/orders/order-access.ts
 * `canReadOrder`): the signed-in owner, staff, or a guest with the order's signed link token (`?token=`);
 * anyone else gets 404, the same answer as for an order or document that does not exist.
 */
const errorContent = { "application/json": { schema: ErrorSchema } };
export const invoiceErrors = {
  400: { description: "Invalid input", content: errorContent },
  404: {
    description:
      "ORDER_NOT_FOUND / INVOICE_NOT_FOUND: no such order or document, or not yours (the same answer); INVOICE_PDF_NOT_READY: issued, PDF not fetched yet",
    content: errorContent,
  },
} as const;

/** A legal document as the shop shows it ({@link InvoiceView}); money in EUR cents including VAT. */
export const InvoiceSchema = view<InvoiceView>()(
  z
    .object({
      id: z.string(),
      orderId: z.string(),
      orderNumber: z.string(),
      refundId: z.string().nullable().openapi({ description: "The refund a credit note is for; null on an invoice" }),
      type: z
        .enum(INVOICE_TYPES)
        .openapi({ description: "FR invoice-receipt (at payment), NC credit note (at refund)" }),
      status: z
        .enum(INVOICE_STATUSES)
        .openapi({ description: "pending (being issued; 'invoice pending'), issued, failed (staff retry)" }),
      number: z
        .string()
        .nullable()
        .openapi({ description: "The document number, e.g. FR FABRICO/12; null until issued" }),
      atcud: z.string().nullable().openapi({ description: "The AT unique document code CODE-N; null until issued" }),
      totalCents: z
        .number()
        .int()
        .openapi({ description: "Total including VAT, EUR cents (positive on a credit note)" }),
      customerName: z.string(),
      customerTaxId: z
        .string()
        .nullable()
        .openapi({ description: "The NIF / VAT id given at checkout; null: final consumer" }),
      lastError: z.string().nullable().openapi({ description: "The service's message after the last failed attempt" }),
      pdfReady: z
        .boolean()
        .openapi({ description: "The PDF is stored and can be downloaded (it comes shortly after issuing)" }),
      issuedAt: z.string().nullable().openapi({ format: "date-time" }),
      createdAt: z.string().openapi({ format: "date-time" }),
    })
    .openapi("Invoice"),
);

/** The PDF answer of a document: its bytes, a download name, never cached. */
export function pdfResponse(bytes: Uint8Array, fileName: string): Response {
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

const Token = z.object({
  token: z.string().max(200).optional().openapi({ description: "A guest's signed order link token" }),
});
const Id = z.object({ id: z.string().min(1).max(64) });

/** `GET /api/order/{id}/invoice` and `GET /api/invoice/{id}/pdf` (customer side). */
export function invoiceRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(
    createRoute({
      method: "get",
      path: "/order/{id}/invoice",
      tags: ["Invoices"],
      summary: "An order's invoice and credit notes (owner, staff, or the order's signed link)",
      request: { params: Id, query: Token },
      responses: {
        200: {
          description: "The documents, oldest first (empty until the order is paid)",
          content: { "application/json": { schema: z.array(InvoiceSchema) } },
        },
        ...invoiceErrors,
      },
    }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      const docs = await orderInvoices(c.get("ctx"), {
        orderId: c.req.valid("param").id,
        token: c.req.valid("query").token,
      });
      return c.json(docs, 200);
    },
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/invoice/{id}/pdf",
      tags: ["Invoices"],
      summary: "A document's PDF as the certified service issued it (with its ATCUD and QR code)",
      request: { params: Id, query: Token },
      responses: {
        200: {
          description: "The PDF",
          content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
        },
        ...invoiceErrors,
      },
    }),
    (async (c: import("hono").Context<AppEnv>) => {
      const { bytes, fileName } = await getInvoicePdf(c.get("ctx"), {
        invoiceId: c.req.param("id"),
        token: c.req.query("token"),
      });
      return pdfResponse(bytes, fileName);
    }) as never,
  );
  return app;
}
