import { intlLocaleTag, SHOP_TIME_ZONE } from "../../../core/shared/locale.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import { CUSTOMER_LIST, CUSTOMER_ROLE_FILTERS, listCustomers } from "../../../core/customers/admin-customers.ts";
import { parseListQuery } from "../../../core/shared/list-query.ts";
import { hasPermission } from "../../../core/shared/permissions.ts";
import { AdminErrorBoundary, AdminPage, adminText } from "../../components/admin/admin-ui.tsx";
import { DataTable, FilterInput, FilterSelect } from "../../components/admin/data-table.tsx";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { listState } from "../../lib/list-state.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/customer-list";
import { formatEur } from "../../components/orders/eur.tsx";
import { dateTimeFormat } from "../../../core/shared/intl-format.ts";

/**
 * The customer list (spec §2 `/admin/customer/list`, issue 6): every account with roles, sign-up
 * date, paid orders and spend; search (e-mail, name, id), filters (role, e-mail confirmed, sign-up
 * days), sortable columns, pages, CSV through `GET /api/admin/customer?format=csv`.
 * Needs `read:customer:any`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const actor = requireStaff(ctx, request, "read:customer:any");
  const params = new URL(request.url).searchParams;
  return data(
    await adminCall(request, async () => {
      const query = parseListQuery(CUSTOMER_LIST, params);
      const page = await listCustomers(ctx, query);
      return {
        list: listState("/admin/customer/list", page, query, CUSTOMER_LIST),
        items: page.items.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        canCreate: hasPermission(actor, "create:customer:any"),
      };
    }),
    { headers: ADMIN_HEADERS },
  );
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: adminText(root, "customers.title"),
      description: adminText(root, "customers.lead"),
      path: "/admin/customer/list",
      noindex: true,
    },
    root,
  );
}

type Row = Route.ComponentProps["loaderData"]["items"][number];

export default function CustomerList({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("admin");
  const tag = intlLocaleTag(i18n.language);
  const date = dateTimeFormat(tag, { dateStyle: "medium", timeZone: SHOP_TIME_ZONE });
  const f = loaderData.list.filters;
  return (
    <AdminPage
      title={t("customers.title")}
      lead={t("customers.lead")}
      actions={
        loaderData.canCreate ? (
          <Link to="/admin/customer/create" className={buttonClass()}>
            <UserPlus aria-hidden className="size-4" />
            {t("customers.create")}
          </Link>
        ) : null
      }
    >
      <DataTable<Row>
        testId="customer-table"
        caption={t("customers.title")}
        state={loaderData.list}
        rows={loaderData.items}
        rowKey={(r) => r.id}
        csvPath="/api/admin/customer"
        searchLabel={t("customers.search")}
        searchPlaceholder={t("customers.searchPlaceholder")}
        filters={
          <>
            <FilterSelect
              name="role"
              label={t("customers.filters.role")}
              value={f.role}
              anyLabel={t("list.any")}
              options={CUSTOMER_ROLE_FILTERS.map((r) => ({
                value: r,
                label: r === "staff" ? t("customers.filters.anyStaff") : t(`roles.${r}`),
              }))}
            />
            <FilterSelect
              name="verified"
              label={t("customers.filters.verified")}
              value={f.verified}
              anyLabel={t("list.any")}
              options={[
                { value: "yes", label: t("customers.verified.yes") },
                { value: "no", label: t("customers.verified.no") },
              ]}
            />
            <FilterInput name="from" type="date" label={t("customers.filters.from")} value={f.from} />
            <FilterInput name="to" type="date" label={t("customers.filters.to")} value={f.to} />
          </>
        }
        empty={{ title: t("customers.emptyTitle"), body: t("customers.emptyBody") }}
        columns={[
          {
            key: "name",
            header: t("customers.columns.name"),
            sort: "name",
            card: "title",
            cell: (r) => (
              <Link
                to={`/admin/customer/${r.id}/edit`}
                className="font-medium text-stone-900 underline decoration-stone-300 underline-offset-2 hover:decoration-stone-900"
              >
                {r.name || r.email}
              </Link>
            ),
          },
          {
            key: "email",
            header: t("customers.columns.email"),
            sort: "email",
            cell: (r) => (
              <span className="break-all">
                {r.email}
                {r.emailVerified ? null : (
                  <span className="ml-1.5 rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-900">
                    {t("customers.unverified")}
                  </span>
                )}
              </span>
            ),
          },
          {
            key: "roles",
            header: t("customers.columns.roles"),
            cell: (r) => (
              <span className="flex flex-wrap gap-1">
                {r.roles.map((role) => (
                  <span
                    key={role}
                    className={`rounded-full px-2 py-0.5 text-xs font-medium ${
                      role === "customer" ? "bg-stone-100 text-stone-700" : "bg-brand-50 text-brand-800"
                    }`}
                  >
                    {t(`roles.${role}`)}
                  </span>
                ))}
              </span>
            ),
          },
          {
            key: "createdAt",
            header: t("customers.columns.since"),
            sort: "createdAt",
            firstDir: "desc",
            className: "whitespace-nowrap",
            cell: (r) => <time dateTime={r.createdAt}>{date.format(new Date(r.createdAt))}</time>,
          },
          {
            key: "orders",
            header: t("customers.columns.orders"),
            sort: "orders",
            firstDir: "desc",
            numeric: true,
            cell: (r) => r.orders,
          },
          {
            key: "spent",
            header: t("customers.columns.spent"),
            sort: "spent",
            firstDir: "desc",
            numeric: true,
            cell: (r) => formatEur(r.spentCents, tag),
          },
        ]}
      />
    </AdminPage>
  );
}
