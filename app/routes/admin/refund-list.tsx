import { buttonClass } from "../../components/ui/button.tsx";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import { type ReturnListPage, listReturns } from "../../../core/returns/staff.ts";
import { RETURN_STATUSES } from "../../../core/returns/rules.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import { DataTable, FilterSelect } from "../../components/admin/data-table.tsx";
import { formatDateTime } from "../../components/orders/order-format.ts";
import { Eur } from "../../components/orders/eur.tsx";
import { ReturnStatusBadge, returnsPageMeta } from "../../components/returns/returns-ui.tsx";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { listState } from "../../lib/list-state.ts";
import type { Route } from "./+types/refund-list";

const PAGE_SIZES = [25, 50, 100] as const;

/**
 * Return and refund requests for staff (spec §2 `/admin/refund`, `/admin/refund/list`; issue 8):
 * overdue requests (past the 48-hour answer, spec §9) first and flagged, filters by status and
 * "overdue only", search by RMA number or e-mail, pages. `read:return:any`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:return:any");
  const params = new URL(request.url).searchParams;
  const status = params.get("status") ?? "";
  const overdue = params.get("overdue") === "1";
  const q = (params.get("q") ?? "").slice(0, 60);
  const pageSize = PAGE_SIZES.find((s) => String(s) === params.get("pageSize")) ?? PAGE_SIZES[0];
  const page = Math.max(1, Math.min(10_000, Number(params.get("page")) || 1));
  const result: ReturnListPage = await adminCall(request, () =>
    listReturns(ctx, {
      status:
        (RETURN_STATUSES as readonly string[]).includes(status) || status === "open" ? (status as never) : undefined,
      overdue,
      q: q || undefined,
      page,
      perPage: pageSize,
    }),
  );
  const list = listState(
    "/admin/refund/list",
    {
      ...result,
      pageSize,
      pageCount: Math.max(1, Math.ceil(result.total / pageSize)),
      sort: "created",
      dir: "desc",
    },
    { q, filters: { status: status || undefined, overdue: overdue ? "1" : undefined } },
    { defaultSort: "created", defaultDir: "desc", pageSizes: PAGE_SIZES },
  );
  return data(
    { list, items: result.items, overdueCount: result.overdueCount, locale: ctx.locale },
    { headers: ADMIN_HEADERS },
  );
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches }: Route.MetaArgs) {
  return returnsPageMeta(matches, "admin.listTitle", "/admin/refund/list");
}

type Row = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminRefundList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("returns");
  const { list, items, overdueCount, locale } = loaderData;
  return (
    <AdminPage
      title={t("admin.listTitle")}
      lead={t("admin.listLead")}
      actions={
        <Link to="/admin/refund/setting" className={buttonClass({ variant: "secondary" })}>
          {t("admin.settingsLink")}
        </Link>
      }
    >
      {overdueCount > 0 ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800"
          data-testid="overdue-count"
        >
          <Link to="/admin/refund/list?overdue=1" className="font-medium underline underline-offset-2">
            {t("admin.overdueCount", { count: overdueCount })}
          </Link>
        </p>
      ) : null}
      <DataTable<Row>
        caption={t("admin.listTitle")}
        state={list}
        rows={items}
        rowKey={(r) => r.id}
        searchLabel={t("admin.filters.search")}
        filters={
          <>
            <FilterSelect
              name="status"
              label={t("admin.filters.status")}
              value={list.filters.status}
              anyLabel={t("admin.filters.all")}
              options={[
                { value: "open", label: t("admin.filters.open") },
                ...RETURN_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
              ]}
            />
            <FilterSelect
              name="overdue"
              label={t("admin.overdue")}
              value={list.filters.overdue}
              anyLabel={t("admin.filters.all")}
              options={[{ value: "1", label: t("admin.filters.overdue") }]}
            />
          </>
        }
        empty={{ title: t("admin.empty") }}
        testId="refund-list"
        columns={[
          {
            key: "number",
            header: t("admin.columns.number"),
            card: "title",
            cell: (r) => (
              <span className="flex flex-wrap items-center gap-2">
                <Link to={`/admin/refund/${r.id}`} className="font-medium text-brand-700 underline underline-offset-2">
                  {r.number}
                </Link>
                {r.overdue ? (
                  <span
                    className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800"
                    data-testid="overdue-flag"
                  >
                    {t("admin.overdue")}
                  </span>
                ) : null}
              </span>
            ),
          },
          { key: "kind", header: t("admin.columns.kind"), cell: (r) => t(`kind.${r.kind}`) },
          { key: "reason", header: t("admin.columns.reason"), cell: (r) => t(`form.reasons.${r.reason}`), wide: true },
          {
            key: "outcome",
            header: t("admin.columns.outcome"),
            cell: (r) => t(`form.outcomes.${r.outcome}`),
            wide: true,
          },
          {
            key: "amount",
            header: t("admin.columns.amount"),
            numeric: true,
            cell: (r) => <Eur cents={r.refundCents} />,
          },
          { key: "status", header: t("admin.columns.status"), cell: (r) => <ReturnStatusBadge status={r.status} /> },
          {
            key: "created",
            header: t("admin.columns.created"),
            cell: (r) => (
              <span>
                {formatDateTime(r.createdAt, locale)}
                {r.status === "requested" ? (
                  <span className={`block text-xs ${r.overdue ? "text-red-700" : "text-stone-500"}`}>
                    {t("admin.dueBy", { date: formatDateTime(r.answerBy, locale) })}
                  </span>
                ) : null}
              </span>
            ),
          },
        ]}
      />
    </AdminPage>
  );
}
