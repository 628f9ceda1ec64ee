import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import { SHIPPING_METHOD_LIST, listShippingMethodsForStaff } from "../../../core/cms/admin-content.ts";
import { parseListQuery } from "../../../core/shared/list-query.ts";
import { CARRIERS } from "../../../core/shipping/shipping.sql.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import { DataTable, FilterSelect } from "../../components/admin/data-table.tsx";
import { buttonPrimary, linkClass, opsText } from "../../components/admin-ops/ops-ui.tsx";
import { Eur } from "../../components/orders/eur.tsx";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { listState } from "../../lib/list-state.ts";
import { pagePath } from "../../lib/request-path.ts";
import { useRootData } from "../../lib/root-data.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/shipping-list";

/**
 * Shipping methods for staff (`/admin/shipping`; API `/api/admin/shippingmethod`): the list kit's
 * table (search code or name, filter carrier and on/off, sort by display order, code, carrier,
 * price or fastest delivery, pages, CSV) of every method, inactive ones too, with carrier,
 * destination countries, price (EUR cents, VAT-inclusive), free-from threshold, delivery days and
 * on/off. Needs `read:content:any`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:content:any");
  const url = new URL(request.url);
  const view = await adminCall(request, async () => {
    const query = parseListQuery(SHIPPING_METHOD_LIST, url.searchParams);
    const page = await listShippingMethodsForStaff(ctx, query);
    return {
      list: listState(pagePath(request), page, query, SHIPPING_METHOD_LIST),
      methods: page.items.map((m) => ({
        id: m.id,
        code: m.code,
        carrier: m.carrier,
        name: m.name,
        priceCents: m.priceCents,
        freeOverCents: m.freeOverCents,
        minDays: m.minDays,
        maxDays: m.maxDays,
        countries: m.countries,
        active: m.active,
      })),
    };
  });
  return data({ ...view, deleted: url.searchParams.get("deleted") === "1" }, { headers: ADMIN_HEADERS });
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: opsText(root, "shipping.title"),
      description: opsText(root, "shipping.lead"),
      path: "/admin/shipping",
      noindex: true,
    },
    root,
  );
}

type Method = Route.ComponentProps["loaderData"]["methods"][number];

export default function AdminShippingList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-ops");
  const { locale } = useRootData();
  const { methods, deleted, list } = loaderData;
  return (
    <AdminPage
      title={t("shipping.title")}
      lead={t("shipping.lead")}
      actions={
        <Link to="/admin/shipping/create" className={buttonPrimary}>
          <Plus aria-hidden className="size-4" /> {t("shipping.create")}
        </Link>
      }
    >
      {deleted ? (
        <p role="status" className="mb-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {t("shipping.deleted")}
        </p>
      ) : null}
      <DataTable<Method>
        caption={t("shipping.title")}
        testId="admin-shipping-list"
        state={list}
        rows={methods}
        rowKey={(m) => m.id}
        csvPath="/api/admin/shippingmethod"
        searchLabel={t("shipping.search")}
        filters={
          <>
            <FilterSelect
              name="carrier"
              label={t("shipping.carrier")}
              value={list.filters.carrier}
              anyLabel={t("coupons.any")}
              options={CARRIERS.map((c) => ({ value: c, label: t(`shipping.carriers.${c}`) }))}
            />
            <FilterSelect
              name="active"
              label={t("shipping.activeLabel")}
              value={list.filters.active}
              anyLabel={t("coupons.any")}
              options={[
                { value: "yes", label: t("shipping.on") },
                { value: "no", label: t("shipping.off") },
              ]}
            />
          </>
        }
        empty={{ title: t("shipping.emptyTitle"), body: t("shipping.emptyBody") }}
        columns={[
          {
            key: "name",
            header: t("shipping.name"),
            sort: "code",
            card: "title",
            cell: (m) => (
              <>
                <Link to={`/admin/shipping/${m.id}`} className={linkClass}>
                  {m.name[locale] ?? m.name.en}
                </Link>
                <div className="font-mono text-xs text-stone-500">{m.code}</div>
              </>
            ),
          },
          {
            key: "carrier",
            header: t("shipping.carrier"),
            sort: "carrier",
            cell: (m) => t(`shipping.carriers.${m.carrier}`),
          },
          {
            key: "countries",
            header: t("shipping.countries"),
            wide: true,
            className: "max-w-56",
            cell: (m) => m.countries.join(", "),
          },
          {
            key: "price",
            header: t("shipping.price"),
            sort: "priceCents",
            numeric: true,
            cell: (m) => <Eur cents={m.priceCents} />,
          },
          {
            key: "freeOver",
            header: t("shipping.freeOver"),
            numeric: true,
            cell: (m) => (m.freeOverCents === null ? "—" : <Eur cents={m.freeOverCents} />),
          },
          {
            key: "days",
            header: t("shipping.days"),
            sort: "minDays",
            cell: (m) => t("shipping.daysValue", { min: m.minDays, max: m.maxDays }),
          },
          {
            key: "active",
            header: t("shipping.activeLabel"),
            cell: (m) => (m.active ? t("shipping.on") : t("shipping.off")),
          },
        ]}
      />
    </AdminPage>
  );
}
