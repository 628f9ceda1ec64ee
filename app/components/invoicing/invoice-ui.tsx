import { useTranslation } from "react-i18next";
import type { InvoiceStatus, InvoiceView } from "../../../core/invoicing/schemas.ts";
import { type Locale, isLocale } from "../../../core/shared/locale.ts";
import { Eur } from "../orders/eur.tsx";
import { formatDate } from "../orders/order-format.ts";

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
 * number, ATCUD, issue date, total (EUR, VAT included) and a PDF download once its PDF is stored ("PDF being
 * prepared" until then); "pending" while the
 * certified service has not issued it yet; for staff (`staff`) a failed one shows its error. `token`: the
 * guest's signed order link, passed on to the PDF link. `invoiceTo`: the tax number and company the
 * documents are made out to (checkout, issue 19), shown as "Invoice to: …"; `paid` with no document yet
 * says "invoice pending". Renders nothing for an unpaid order without documents and without a tax number.
 */
export function OrderInvoicesPanel({
  invoices,
  token,
  staff = false,
  invoiceTo = null,
  paid = false,
}: {
  invoices: readonly InvoiceView[];
  token?: string | null;
  staff?: boolean;
  invoiceTo?: { taxId: string; companyName: string | null } | null;
  /** The order is paid: with no document yet, the panel says the invoice is pending. */
  paid?: boolean;
}) {
  const { t, i18n } = useTranslation("orders");
  const locale: Locale = isLocale(i18n.language) ? i18n.language : "en";
  if (invoices.length === 0 && !invoiceTo && !paid) return null;
  return (
    <section
      aria-labelledby="order-invoices"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6"
      data-testid="order-invoices"
    >
      <h2 id="order-invoices" className="text-base font-semibold">
        {t("invoices.panel.title")}
      </h2>
      {invoiceTo ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="invoice-to">
          {t("invoices.invoiceTo", { who: [invoiceTo.companyName, invoiceTo.taxId].filter(Boolean).join(", ") })}
        </p>
      ) : null}
      {invoices.length === 0 && paid ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="invoice-pending">
          {t("invoices.panel.pending")}
        </p>
      ) : null}
      <ul className="mt-3 space-y-3">
        {invoices.map((inv) => (
          <li key={inv.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="order-invoice">
            <span className="font-medium">{t(`invoices.type.${inv.type}`)}</span>
            {inv.status === "issued" && inv.number ? (
              <>
                <span>{inv.number}</span>
                {inv.atcud ? <span className="text-slate-600">ATCUD {inv.atcud}</span> : null}
                {inv.issuedAt ? (
                  <span className="text-slate-600">
                    {t("invoices.panel.dated", { date: formatDate(inv.issuedAt, locale) })}
                  </span>
                ) : null}
                <Eur cents={inv.totalCents} className="font-medium" />
                {inv.pdfReady ? (
                  <a
                    href={invoicePdfHref(inv.id, token)}
                    className="text-brand-700 underline underline-offset-2"
                    data-testid="invoice-pdf"
                    download
                  >
                    {t(inv.type === "NC" ? "invoices.panel.downloadCreditNote" : "invoices.panel.downloadInvoice")}
                  </a>
                ) : (
                  <span className="text-slate-600" data-testid="invoice-pdf-pending">
                    {t("invoices.panel.pdfPending")}
                  </span>
                )}
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
