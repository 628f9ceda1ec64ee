import { intlLocaleTag } from "../../../core/shared/locale.ts";
import { ImageOff, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import { listAdminCategories } from "../../../core/catalog/admin-categories.ts";
import { PRODUCT_LIST, listAdminProducts } from "../../../core/catalog/admin-products.ts";
import { PRODUCT_STATUSES } from "../../../core/catalog/product-options.ts";
import { GARMENT_TYPES, GARMENT_TYPE_LABELS } from "../../../core/catalog/garment-types.ts";
import { parseListQuery } from "../../../core/shared/list-query.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import { buttonPrimary, catalogText, pick } from "../../components/admin/catalog-form.tsx";
import { DataTable, FilterSelect } from "../../components/admin/data-table.tsx";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { listState } from "../../lib/list-state.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/product-list";
import { formatEur } from "../../components/orders/eur.tsx";

/**
 * The product list (issue 6; spec §2 `/admin/product/list`): every status, photo, name in the
 * reader's language with missing translations flagged, garment type, category, price, variants and
 * stock; search by name, URL name or SKU; filters status, category, garment type; sort; pages; CSV.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:product:any");
  const params = new URL(request.url).searchParams;
  const view = await adminCall(request, async () => {
    const query = parseListQuery(PRODUCT_LIST, params);
    const [page, categories] = await Promise.all([listAdminProducts(ctx, query), listAdminCategories(ctx)]);
    return {
      list: listState("/admin/product/list", page, query, PRODUCT_LIST),
      items: page.items,
      categories: categories.map((c) => ({ id: c.id, name: c.name, sub: !!c.parentId })),
    };
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
      title: catalogText(root, "products.title"),
      description: catalogText(root, "products.lead"),
      path: "/admin/product/list",
      noindex: true,
    },
    root,
  );
}

type Item = Route.ComponentProps["loaderData"]["items"][number];

const STATUS_CLASS: Record<string, string> = {
  active: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  draft: "bg-amber-50 text-amber-800 ring-amber-200",
  archived: "bg-stone-100 text-stone-600 ring-stone-200",
};

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("admin-catalog");
  const { list, items, categories } = loaderData;
  const lang = (i18n.language === "pt" || i18n.language === "es" ? i18n.language : "en") as "en" | "pt" | "es";
  const f = list.filters;
  return (
    <AdminPage
      title={t("products.title")}
      lead={t("products.lead")}
      actions={
        <Link to="/admin/product/create" className={buttonPrimary} data-testid="product-new">
          <Plus aria-hidden className="size-4" />
          {t("products.new")}
        </Link>
      }
    >
      <DataTable<Item>
        caption={t("products.title")}
        state={list}
        rows={items}
        rowKey={(r) => r.id}
        csvPath="/api/admin/product"
        searchLabel={t("products.search")}
        searchPlaceholder={t("products.searchPlaceholder")}
        testId="products-table"
        filters={
          <>
            <FilterSelect
              name="status"
              label={t("fields.status")}
              value={f.status}
              anyLabel={t("form.any")}
              options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
            <FilterSelect
              name="category"
              label={t("fields.category")}
              value={f.category}
              anyLabel={t("form.any")}
              options={categories.map((c) => ({ value: c.id, label: `${c.sub ? "— " : ""}${pick(c.name, lang)}` }))}
            />
            <FilterSelect
              name="garmentType"
              label={t("fields.garmentType")}
              value={f.garmentType}
              anyLabel={t("form.any")}
              options={GARMENT_TYPES.map((g) => ({ value: g, label: GARMENT_TYPE_LABELS[g][lang] }))}
            />
          </>
        }
        empty={{ title: t("products.emptyTitle"), body: t("products.emptyBody") }}
        columns={[
          {
            key: "name",
            header: t("fields.name"),
            sort: "name",
            card: "title",
            cell: (r) => (
              <span className="flex items-center gap-3">
                {r.imageUrl ? (
                  <img
                    src={r.imageUrl}
                    alt=""
                    width={40}
                    height={48}
                    className="h-12 w-10 shrink-0 rounded-md object-cover"
                  />
                ) : (
                  <span className="flex h-12 w-10 shrink-0 items-center justify-center rounded-md bg-stone-100 text-stone-400">
                    <ImageOff aria-hidden className="size-4" />
                  </span>
                )}
                <span className="min-w-0">
                  <Link
                    to={`/admin/product/${r.id}/edit`}
                    className="block truncate font-medium text-stone-900 underline-offset-2 hover:underline"
                  >
                    {pick(r.name, lang)}
                  </Link>
                  <span className="block truncate text-xs text-stone-500">{r.slug}</span>
                  {r.missingTranslations.length ? (
                    <span className="block text-xs text-amber-700">
                      {t("form.missing", { langs: r.missingTranslations.join(", ").toUpperCase() })}
                    </span>
                  ) : null}
                </span>
              </span>
            ),
          },
          {
            key: "status",
            header: t("fields.status"),
            cell: (r) => (
              <span
                className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${STATUS_CLASS[r.status] ?? ""}`}
              >
                {t(`status.${r.status}`)}
              </span>
            ),
          },
          {
            key: "type",
            header: t("fields.garmentType"),
            wide: true,
            cell: (r) => GARMENT_TYPE_LABELS[r.garmentType][lang],
          },
          { key: "category", header: t("fields.category"), wide: true, cell: (r) => pick(r.category.name, lang) },
          {
            key: "price",
            header: t("fields.price"),
            sort: "price",
            numeric: true,
            cell: (r) => formatEur(r.priceCents, lang),
          },
          { key: "variants", header: t("fields.variants"), numeric: true, cell: (r) => r.variantCount },
          {
            key: "stock",
            header: t("fields.stock"),
            sort: "stock",
            numeric: true,
            cell: (r) => <span className={r.stock === 0 && r.blank ? "text-red-700" : undefined}>{r.stock}</span>,
          },
          {
            key: "updated",
            header: t("fields.updated"),
            sort: "updatedAt",
            firstDir: "desc",
            wide: true,
            cell: (r) => new Date(r.updatedAt).toLocaleDateString(intlLocaleTag(lang)),
          },
        ]}
      />
    </AdminPage>
  );
}
