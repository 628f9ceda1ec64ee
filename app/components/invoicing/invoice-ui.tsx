import { useTranslation } from "react-i18next";
import type { InvoiceStatus, InvoiceView } from "../../../core/invoicing/schemas.ts";

/**
 * Where an issued document's PDF downloads (app/routes/invoice-pdf.ts; core/invoicing `getInvoicePdf`):
 * `/invoice/{id}/pdf`, with `?token=` for a guest holding the order's signed link.
 */
export function invoicePdfHref(invoiceId: string, token?: string | null): string {
  const base = `/invoice/${encodeURIComponent(invoiceId)}/pdf`;
  return token ? `${base}?${new URLSearchParams({ token })}` : base;
}

const BADGE: Record<InvoiceStatus, string> = {
  issued: "bg-emerald-100 text-emerald-800",
  pending: "bg-amber-100 text-amber-800",
  failed: "bg-red-100 text-red-800",
};

/** A document's status ("issued", "pending", "failed") as a coloured label, in the reader's language. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation("orders");
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[status]}`}
      data-testid="invoice-status"
      data-status={status}
    >
      {t(`invoices.status.${status}`)}
    </span>
  );
}

/**
 * An order's legal documents (issue 19) for its page: each invoice-receipt (FR) or credit note (NC) with its
 * number and ATCUD and a PDF download when issued; "pending" while the certified service has not issued
 * it yet; for staff (`staff`) a failed one shows its error. `token`: the guest's signed order link, passed
 * on to the PDF link. Renders nothing for an order without documents.
 */
export function OrderInvoicesPanel({
  invoices,
  token,
  staff = false,
}: {
  invoices: readonly InvoiceView[];
  token?: string | null;
  staff?: boolean;
}) {
  const { t } = useTranslation("orders");
  if (invoices.length === 0) return null;
  return (
    <section
      aria-labelledby="order-invoices"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6"
      data-testid="order-invoices"
    >
      <h2 id="order-invoices" className="text-base font-semibold">
        {t("invoices.panel.title")}
      </h2>
      <ul className="mt-3 space-y-3">
        {invoices.map((inv) => (
          <li key={inv.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="order-invoice">
            <span className="font-medium">{t(`invoices.type.${inv.type}`)}</span>
            {inv.status === "issued" && inv.number ? (
              <>
                <span>{inv.number}</span>
                {inv.atcud ? <span className="text-slate-600">ATCUD {inv.atcud}</span> : null}
                <a
                  href={invoicePdfHref(inv.id, token)}
                  className="text-brand-700 underline underline-offset-2"
                  data-testid="invoice-pdf"
                  download
                >
                  {t(inv.type === "NC" ? "invoices.panel.downloadCreditNote" : "invoices.panel.downloadInvoice")}
                </a>
              </>
            ) : staff ? (
              <>
                <InvoiceStatusBadge status={inv.status} />
                {inv.status === "failed" && inv.lastError ? (
                  <span className="w-full text-xs text-red-700">{inv.lastError}</span>
                ) : null}
              </>
            ) : (
              <span className="text-slate-600" data-testid="invoice-pending">
                {t("invoices.panel.pending")}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
