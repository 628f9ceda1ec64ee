import { MessageSquareDot } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import { ORDER_LIST, listOrdersPage } from "../../../core/orders/admin-orders.ts";
import { ORDER_STATUSES } from "../../../core/orders/orders.sql.ts";
import { parseListQuery } from "../../../core/shared/list-query.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import { opsText } from "../../components/admin-ops/ops-ui.tsx";
import { DataTable, FilterInput, FilterSelect } from "../../components/admin/data-table.tsx";
import { Eur } from "../../components/orders/eur.tsx";
import { formatDateTime } from "../../components/orders/order-format.ts";
import { StatusBadge } from "../../components/orders/status-badge.tsx";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { listState } from "../../lib/list-state.ts";
import { pagePath } from "../../lib/request-path.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { Route } from "./+types/order-list";

/**
 * Orders for staff (issue 6, spec §2 `/admin/order` and `/admin/order/list`): filter by status and
 * day placed, search by number or e-mail, sort, page, CSV (`GET /api/admin/order/export.csv`);
 * orders whose customer wrote last are marked. Needs `read:order:any`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:order:any");
  const params = new URL(request.url).searchParams;
  const view = await adminCall(request, async () => {
    const query = parseListQuery(ORDER_LIST, params);
    const page = await listOrdersPage(ctx, query);
    return { list: listState(pagePath(request), page, query, ORDER_LIST), items: page.items };
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
      title: opsText(root, "orders.title"),
      description: opsText(root, "orders.lead"),
      path: "/admin/order/list",
      noindex: true,
    },
    root,
  );
}

type Item = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminOrderList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-ops");
  const { t: tOrders } = useTranslation("orders");
  const { locale } = useRootData();
  const f = loaderData.list.filters;
  return (
    <AdminPage title={t("orders.title")} lead={t("orders.lead")}>
      <DataTable<Item>
        caption={t("orders.title")}
        testId="admin-order-list"
        state={loaderData.list}
        rows={loaderData.items}
        rowKey={(r) => r.id}
        csvPath="/api/admin/order/export.csv"
        searchLabel={t("orders.search")}
        searchPlaceholder={t("orders.searchPlaceholder")}
        filters={
          <>
            <FilterSelect
              name="status"
              label={t("orders.filters.status")}
              value={f.status}
              anyLabel={t("orders.filters.any")}
              options={ORDER_STATUSES.map((s) => ({ value: s, label: tOrders(`status.${s}`, { defaultValue: s }) }))}
            />
            <FilterInput name="from" type="date" label={t("orders.filters.from")} value={f.from} />
            <FilterInput name="to" type="date" label={t("orders.filters.to")} value={f.to} />
          </>
        }
        empty={{ title: t("orders.emptyTitle"), body: t("orders.emptyBody") }}
        columns={[
          {
            key: "number",
            header: t("orders.columns.number"),
            sort: "number",
            card: "title",
            cell: (r) => (
              <span className="inline-flex items-center gap-1.5">
                <Link
                  to={`/admin/order/${r.id}`}
                  className="font-medium text-stone-900 underline decoration-stone-300 underline-offset-2 hover:decoration-stone-900"
                >
                  {r.number}
                </Link>
                {r.awaitingReply ? (
                  <MessageSquareDot aria-label={t("orders.awaitingReply")} className="size-4 text-amber-700" />
                ) : null}
              </span>
            ),
          },
          {
            key: "placedAt",
            header: t("orders.columns.placedAt"),
            sort: "placedAt",
            firstDir: "desc",
            className: "whitespace-nowrap",
            cell: (r) => <time dateTime={r.placedAt}>{formatDateTime(r.placedAt, locale)}</time>,
          },
          {
            key: "customer",
            header: t("orders.columns.customer"),
            sort: "email",
            cell: (r) => (
              <span className="block min-w-0">
                <span className="block">{r.customerName}</span>
                <span className="block break-all text-xs text-stone-500">{r.email}</span>
              </span>
            ),
          },
          {
            key: "status",
            header: t("orders.columns.status"),
            sort: "status",
            cell: (r) => <StatusBadge status={r.status} />,
          },
          { key: "items", header: t("orders.columns.items"), numeric: true, wide: true, cell: (r) => r.itemCount },
          {
            key: "total",
            header: t("orders.columns.total"),
            sort: "total",
            numeric: true,
            cell: (r) => (
              <span>
                <Eur cents={r.totalCents} />
                {r.refundedCents > 0 ? (
                  <span className="block text-xs text-stone-500">
                    {t("orders.refunded")} <Eur cents={r.refundedCents} />
                  </span>
                ) : null}
              </span>
            ),
          },
          {
            key: "carrier",
            header: t("orders.columns.carrier"),
            wide: true,
            cell: (r) => r.carrier.toUpperCase(),
          },
        ]}
      />
    </AdminPage>
  );
}
