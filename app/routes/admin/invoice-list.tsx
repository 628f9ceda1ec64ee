import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect } from "react-router";
import {
  INVOICES_PAGE_SIZE,
  exportInvoicesCsv,
  invoicingSettings,
  listInvoices,
  retryInvoice,
} from "../../../core/invoicing/invoices.ts";
import { INVOICE_STATUSES, INVOICE_TYPES } from "../../../core/invoicing/schemas.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import { DataTable, FilterSelect } from "../../components/admin/data-table.tsx";
import { InvoiceStatusBadge, invoicePdfHref } from "../../components/invoicing/invoice-ui.tsx";
import { Eur } from "../../components/orders/eur.tsx";
import { formatDateTime } from "../../components/orders/order-format.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { listState } from "../../lib/list-state.ts";
import type { Route } from "./+types/invoice-list";

const PAGE_SIZES = [INVOICES_PAGE_SIZE] as const;

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return (allowed as readonly string[]).includes(value ?? "") ? (value as T) : undefined;
}

/**
 * The shop's legal documents for staff (issue 19, `/admin/invoices`): invoice-receipts (FR) and credit notes
 * (NC) with number, ATCUD, order, customer, total, status and issue date; search (number, order, customer,
 * tax id), filters by type and status, pages of {@link INVOICES_PAGE_SIZE}, CSV with the same filters
 * (`?format=csv`, core/invoicing `exportInvoicesCsv`), the PDF of an issued one, "retry" for a failed one,
 * and the read-only invoicing settings (they come from the environment). `read:invoice:any`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:invoice:any");
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 60);
  const type = pick(params.get("type"), INVOICE_TYPES);
  const status = pick(params.get("status"), INVOICE_STATUSES);
  const page = Math.max(1, Math.min(10_000, Number(params.get("page")) || 1));
  const query = { q: q || undefined, type, status };
  if (params.get("format") === "csv") {
    const csv = await adminCall(request, () => exportInvoicesCsv(ctx, query));
    return new Response(csv, {
      headers: {
        ...ADMIN_HEADERS,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="invoices.csv"',
      },
    });
  }
  const result = await adminCall(request, () => listInvoices(ctx, { ...query, page }));
  const list = listState(
    "/admin/invoices",
    {
      ...result,
      page,
      pageSize: INVOICES_PAGE_SIZE,
      pageCount: Math.max(1, Math.ceil(result.total / INVOICES_PAGE_SIZE)),
      sort: "created",
      dir: "desc",
    },
    { q, filters: { type, status } },
    { defaultSort: "created", defaultDir: "desc", pageSizes: PAGE_SIZES },
  );
  return data(
    { list, items: result.items, settings: invoicingSettings(ctx), locale: ctx.locale },
    { headers: ADMIN_HEADERS },
  );
}

/** "Retry" on a failed document: requeues it (`retryInvoice`, `update:invoice:any`), back to the list. */
export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "update:invoice:any");
  const form = await request.formData();
  const invoiceId = String(form.get("invoiceId") ?? "");
  await adminCall(request, () => retryInvoice(ctx, { invoiceId }));
  const back = new URL(request.url);
  back.searchParams.set("retried", invoiceId);
  throw redirect(`${back.pathname}${back.search}`, { headers: ADMIN_HEADERS });
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta() {
  return [{ title: "Invoices — Fabrico" }, { name: "robots", content: "noindex" }];
}

type Row = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminInvoiceList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("orders");
  const { list, items, settings, locale } = loaderData;
  return (
    <AdminPage title={t("invoices.admin.title")} lead={t("invoices.admin.lead")}>
      <DataTable<Row>
        caption={t("invoices.admin.title")}
        state={list}
        rows={items}
        rowKey={(r) => r.id}
        csvPath="/admin/invoices"
        searchLabel={t("invoices.admin.search")}
        filters={
          <>
            <FilterSelect
              name="type"
              label={t("invoices.admin.columns.type")}
              value={list.filters.type}
              anyLabel={t("invoices.admin.all")}
              options={INVOICE_TYPES.map((v) => ({ value: v, label: t(`invoices.type.${v}`) }))}
            />
            <FilterSelect
              name="status"
              label={t("invoices.admin.columns.status")}
              value={list.filters.status}
              anyLabel={t("invoices.admin.all")}
              options={INVOICE_STATUSES.map((v) => ({ value: v, label: t(`invoices.status.${v}`) }))}
            />
          </>
        }
        empty={{ title: t("invoices.admin.empty") }}
        testId="invoice-list"
        columns={[
          {
            key: "number",
            header: t("invoices.admin.columns.number"),
            card: "title",
            cell: (r) =>
              r.number && r.status === "issued" && r.pdfReady ? (
                <a href={invoicePdfHref(r.id)} className="font-medium text-brand-700 underline underline-offset-2">
                  {r.number}
                </a>
              ) : (
                <span className="text-slate-500">{r.number ?? "—"}</span>
              ),
          },
          { key: "atcud", header: t("invoices.admin.columns.atcud"), cell: (r) => r.atcud ?? "—" },
          {
            key: "order",
            header: t("invoices.admin.columns.order"),
            cell: (r) => (
              <Link to={`/admin/order/${r.orderId}`} className="text-brand-700 underline underline-offset-2">
                {r.orderNumber}
              </Link>
            ),
          },
          {
            key: "customer",
            header: t("invoices.admin.columns.customer"),
            wide: true,
            cell: (r) => (
              <>
                {r.customerName}
                {r.customerTaxId ? <span className="block text-xs text-slate-500">{r.customerTaxId}</span> : null}
              </>
            ),
          },
          { key: "type", header: t("invoices.admin.columns.type"), cell: (r) => t(`invoices.type.${r.type}`) },
          { key: "total", header: t("invoices.admin.columns.total"), cell: (r) => <Eur cents={r.totalCents} /> },
          {
            key: "status",
            header: t("invoices.admin.columns.status"),
            cell: (r) => (
              <span className="flex flex-wrap items-center gap-2">
                <InvoiceStatusBadge status={r.status} />
                {r.status === "failed" ? (
                  <Form method="post">
                    <input type="hidden" name="invoiceId" value={r.id} />
                    <button type="submit" className={buttonClass({ variant: "secondary", size: "sm" })}>
                      {t("invoices.admin.retry")}
                    </button>
                  </Form>
                ) : null}
                {r.lastError && r.status !== "issued" ? (
                  <span className="block w-full text-xs text-red-700">{r.lastError}</span>
                ) : null}
              </span>
            ),
          },
          {
            key: "issuedAt",
            header: t("invoices.admin.columns.issuedAt"),
            cell: (r) => (r.issuedAt ? formatDateTime(r.issuedAt, locale) : "—"),
          },
        ]}
      />
      <section aria-labelledby="invoicing-settings" className="mt-8 rounded-lg border border-slate-200 p-4">
        <h2 id="invoicing-settings" className="text-base font-semibold">
          {t("invoices.settings.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("invoices.settings.fromEnvironment")}</p>
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">{t("invoices.settings.mode")}</dt>
          <dd data-testid="invoicing-mode">{settings.mode}</dd>
          <dt className="font-medium">{t("invoices.settings.account")}</dt>
          <dd>{settings.account ?? "—"}</dd>
          <dt className="font-medium">{t("invoices.settings.series")}</dt>
          <dd>
            FR: {settings.series.FR ?? "—"} · NC: {settings.series.NC ?? "—"}
          </dd>
          <dt className="font-medium">{t("invoices.settings.taxMap")}</dt>
          <dd>
            {Object.keys(settings.taxMap).length === 0 ? (
              "—"
            ) : (
              <ul>
                {Object.entries(settings.taxMap).map(([key, name]) => (
                  <li key={key}>
                    <code>{key}</code> → {name}
                  </li>
                ))}
              </ul>
            )}
          </dd>
          <dt className="font-medium">{t("invoices.settings.exemptTax")}</dt>
          <dd>{settings.exemptTaxName ?? "—"}</dd>
        </dl>
      </section>
    </AdminPage>
  );
}
