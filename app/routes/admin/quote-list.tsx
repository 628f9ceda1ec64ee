import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import { QUOTE_LIST, listQuotesPage } from "../../../core/quotes/admin-quotes.ts";
import { QUOTE_STATUSES } from "../../../core/quotes/quote-status.ts";
import { parseListQuery } from "../../../core/shared/list-query.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import { DataTable, FilterSelect } from "../../components/admin/data-table.tsx";
import { linkClass, opsText } from "../../components/admin-ops/ops-ui.tsx";
import { Eur } from "../../components/orders/eur.tsx";
import { formatDateTime } from "../../components/orders/order-format.ts";
import { QuoteStatusBadge, useGarmentName } from "../../components/quotes/quote-ui.tsx";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { listState } from "../../lib/list-state.ts";
import { pagePath } from "../../lib/request-path.ts";
import { useRootData } from "../../lib/root-data.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/quote-list";

/**
 * Quote requests for staff (issue 6 quotes admin, `/admin/quote` and `/admin/quote/list`): filter
 * by status, search customer or design, sort; each opens the pricing page. Needs `read:quote:any`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:quote:any");
  const params = new URL(request.url).searchParams;
  const view = await adminCall(request, async () => {
    const query = parseListQuery(QUOTE_LIST, params);
    const page = await listQuotesPage(ctx, query);
    return { list: listState(pagePath(request), page, query, QUOTE_LIST), items: page.items };
  });
  return data(view, { headers: ADMIN_HEADERS });
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: opsText(root, "quotes.title"),
      description: opsText(root, "quotes.lead"),
      path: "/admin/quote/list",
      noindex: true,
    },
    root,
  );
}

type Item = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminQuoteList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-ops");
  const { t: tQuotes } = useTranslation("quotes");
  const garment = useGarmentName();
  const { locale } = useRootData();
  return (
    <AdminPage title={t("quotes.title")} lead={t("quotes.lead")}>
      <DataTable<Item>
        caption={t("quotes.title")}
        testId="admin-quote-list"
        state={loaderData.list}
        rows={loaderData.items}
        rowKey={(r) => r.id}
        searchLabel={t("quotes.search")}
        searchPlaceholder={t("quotes.searchPlaceholder")}
        filters={
          <FilterSelect
            name="status"
            label={t("quotes.filters.status")}
            value={loaderData.list.filters.status}
            anyLabel={t("quotes.filters.any")}
            options={QUOTE_STATUSES.map((s) => ({
              value: s,
              label: t(`quote.status.${s}`, { defaultValue: tQuotes(`status.${s}`, { defaultValue: s }) }),
            }))}
          />
        }
        empty={{ title: t("quotes.emptyTitle"), body: t("quotes.emptyBody") }}
        columns={[
          {
            key: "design",
            header: t("quotes.columns.design"),
            card: "title",
            cell: (r) => (
              <span>
                <Link to={`/admin/quote/${r.id}`} className={linkClass}>
                  {r.designName}
                </Link>
                <span className="block text-xs text-stone-500">{garment(r.garmentType)}</span>
              </span>
            ),
          },
          {
            key: "customer",
            header: t("quotes.columns.customer"),
            cell: (r) => (
              <span>
                {r.customerName}
                <span className="block break-all text-xs text-stone-500">{r.customerEmail}</span>
              </span>
            ),
          },
          { key: "units", header: t("quotes.columns.units"), numeric: true, cell: (r) => r.units },
          {
            key: "estimate",
            header: t("quotes.columns.estimate"),
            numeric: true,
            wide: true,
            cell: (r) => (r.estimateCents === null ? "—" : <Eur cents={r.estimateCents} />),
          },
          {
            key: "price",
            header: t("quotes.columns.price"),
            numeric: true,
            cell: (r) => (r.quotedTotalCents === null ? "—" : <Eur cents={r.quotedTotalCents} />),
          },
          {
            key: "status",
            header: t("quotes.columns.status"),
            sort: "status",
            cell: (r) => <QuoteStatusBadge status={r.status} audience="staff" />,
          },
          {
            key: "createdAt",
            header: t("quotes.columns.requested"),
            sort: "createdAt",
            firstDir: "desc",
            wide: true,
            className: "whitespace-nowrap",
            cell: (r) => <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, locale)}</time>,
          },
        ]}
      />
    </AdminPage>
  );
}
