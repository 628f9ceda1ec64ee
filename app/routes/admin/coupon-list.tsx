import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import { COUPON_LIST, listCoupons } from "../../../core/marketing/admin-coupons.ts";
import { parseListQuery } from "../../../core/shared/list-query.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import { DataTable, FilterSelect } from "../../components/admin/data-table.tsx";
import { buttonPrimary, linkClass, opsText } from "../../components/admin-ops/ops-ui.tsx";
import { Eur } from "../../components/orders/eur.tsx";
import { formatDate } from "../../components/orders/order-format.ts";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { listState } from "../../lib/list-state.ts";
import { pagePath } from "../../lib/request-path.ts";
import { useRootData } from "../../lib/root-data.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/coupon-list";

/**
 * Coupons for staff (spec §2 `/admin/coupon`, `/admin/coupon/list`): kind, value, validity, limits
 * and use; search, filters, sort, CSV (`GET /api/admin/coupon?format=csv`). Needs `read:coupon:any`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:coupon:any");
  const params = new URL(request.url).searchParams;
  const view = await adminCall(request, async () => {
    const query = parseListQuery(COUPON_LIST, params);
    const page = await listCoupons(ctx, query);
    return { list: listState(pagePath(request), page, query, COUPON_LIST), items: page.items };
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
      title: opsText(root, "coupons.title"),
      description: opsText(root, "coupons.lead"),
      path: "/admin/coupon/list",
      noindex: true,
    },
    root,
  );
}

type Item = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminCouponList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-ops");
  const { locale } = useRootData();
  const value = (r: Item) =>
    r.kind === "percentage" ? (
      `${(r.percentBp ?? 0) / 100} %`
    ) : r.kind === "fixed" ? (
      <Eur cents={r.amountCents ?? 0} />
    ) : (
      t("coupons.freeShipping")
    );
  return (
    <AdminPage
      title={t("coupons.title")}
      lead={t("coupons.lead")}
      actions={
        <Link to="/admin/coupon/create" className={buttonPrimary}>
          <Plus aria-hidden className="size-4" /> {t("coupons.create")}
        </Link>
      }
    >
      <DataTable<Item>
        caption={t("coupons.title")}
        testId="admin-coupon-list"
        state={loaderData.list}
        rows={loaderData.items}
        rowKey={(r) => r.id}
        csvPath="/api/admin/coupon"
        searchLabel={t("coupons.search")}
        filters={
          <>
            <FilterSelect
              name="kind"
              label={t("coupons.kind")}
              value={loaderData.list.filters.kind}
              anyLabel={t("coupons.any")}
              options={(["percentage", "fixed", "free_shipping"] as const).map((k) => ({
                value: k,
                label: t(`coupons.kinds.${k}`),
              }))}
            />
            <FilterSelect
              name="active"
              label={t("coupons.activeLabel")}
              value={loaderData.list.filters.active}
              anyLabel={t("coupons.any")}
              options={[
                { value: "yes", label: t("coupons.on") },
                { value: "no", label: t("coupons.off") },
              ]}
            />
          </>
        }
        empty={{ title: t("coupons.emptyTitle"), body: t("coupons.emptyBody") }}
        columns={[
          {
            key: "code",
            header: t("coupons.code"),
            sort: "code",
            card: "title",
            cell: (r) => (
              <Link to={`/admin/coupon/${r.id}`} className={`font-mono ${linkClass}`}>
                {r.code}
              </Link>
            ),
          },
          { key: "kind", header: t("coupons.kind"), sort: "kind", cell: (r) => t(`coupons.kinds.${r.kind}`) },
          { key: "value", header: t("coupons.value"), numeric: true, cell: value },
          {
            key: "validity",
            header: t("coupons.validity"),
            sort: "endsAt",
            wide: true,
            cell: (r) =>
              `${r.startsAt ? formatDate(r.startsAt, locale) : "…"} – ${r.endsAt ? formatDate(r.endsAt, locale) : "…"}`,
          },
          {
            key: "used",
            header: t("coupons.used"),
            sort: "usedCount",
            numeric: true,
            cell: (r) => `${r.usedCount}${r.usageLimit === null ? "" : ` / ${r.usageLimit}`}`,
          },
          { key: "state", header: t("coupons.state"), cell: (r) => t(`coupons.states.${r.state}`) },
        ]}
      />
    </AdminPage>
  );
}
