import { getInvoicePdf } from "../../core/invoicing/invoices.ts";
import { DomainError } from "../../core/shared/errors.ts";
import { pageContext } from "../lib/context.server.ts";
import type { Route } from "./+types/invoice-pdf";

/**
 * `GET /invoice/{id}/pdf[?token=]` (issue 19): an issued invoice or credit note as the certified service's
 * PDF, for whoever may read its order — the signed-in owner, staff, or a guest with the order's signed link
 * token (core/invoicing `getInvoicePdf`, the order pages' access rule). An unknown document, one the caller
 * may not see, or one whose PDF is not fetched yet answers 404 with the error code as text.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const token = new URL(request.url).searchParams.get("token") ?? undefined;
  try {
    const { bytes, fileName } = await getInvoicePdf(ctx, { invoiceId: params.id, token });
    return new Response(Buffer.from(bytes), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex",
      },
    });
  } catch (error) {
    if (error instanceof DomainError) {
      return new Response(error.code, {
        status: error.status,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
      });
    }
    throw error;
  }
}
