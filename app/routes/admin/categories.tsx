import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import { CATEGORY_LIST, listCategoriesPage } from "../../../core/catalog/admin-categories.ts";
import { parseListQuery } from "../../../core/shared/list-query.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import { buttonPrimary, buttonQuiet, catalogText, pick } from "../../components/admin/catalog-form.tsx";
import { DataTable } from "../../components/admin/data-table.tsx";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { listState } from "../../lib/list-state.ts";
import { pagePath } from "../../lib/request-path.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/categories";

/**
 * Categories in the back office (issue 6; spec §2 `/admin/categories`, `/categories/list` (top-level
 * categories), `/categories/sub` (sub-categories)): names in the reader's language with the
 * languages still missing, code (URL slug), parent, product count, order; search by name or code.
 * Staff with `read:product:any`; editing needs `update:product:any` (checked in core).
 */
const LEVELS = { "/admin/categories/list": "top", "/admin/categories/sub": "sub" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:product:any");
  const url = new URL(request.url);
  const path = pagePath(request) as keyof typeof LEVELS | "/admin/categories";
  const level = path in LEVELS ? LEVELS[path as keyof typeof LEVELS] : undefined;
  const params = new URLSearchParams(url.searchParams);
  // the level comes from the path (spec's /list and /sub pages), not from a filter field
  params.delete("level");
  if (level) params.set("level", level);
  const view = await adminCall(request, async () => {
    const query = parseListQuery(CATEGORY_LIST, params);
    const page = await listCategoriesPage(ctx, query);
    const list = listState(path, page, query, CATEGORY_LIST);
    // the path carries the level, so the table's links and CSV keep it without a `level` param
    const { level: _, ...filters } = list.filters;
    return { items: page.items, list: { ...list, filters } };
  });
  return data({ level: level ?? "all", ...view }, { headers: ADMIN_HEADERS });
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: catalogText(root, "categories.title"),
      description: catalogText(root, "categories.lead"),
      path: "/admin/categories",
      noindex: true,
    },
    root,
  );
}

type Item = Route.ComponentProps["loaderData"]["items"][number];

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("admin-catalog");
  const { level, items, list } = loaderData;
  const tabs = [
    { to: "/admin/categories", key: "all" },
    { to: "/admin/categories/list", key: "top" },
    { to: "/admin/categories/sub", key: "sub" },
  ];
  return (
    <AdminPage
      title={t("categories.title")}
      lead={t("categories.lead")}
      actions={
        <Link to="/admin/categories/new" className={buttonPrimary} data-testid="category-new">
          <Plus aria-hidden className="size-4" />
          {t("categories.new")}
        </Link>
      }
    >
      <nav aria-label={t("categories.levels")} className="mb-4 flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <Link
            key={tab.key}
            to={tab.to}
            aria-current={level === tab.key ? "page" : undefined}
            className={
              level === tab.key
                ? "inline-flex h-10 items-center rounded-full bg-stone-900 px-4 text-sm font-medium text-white"
                : `${buttonQuiet} h-10`
            }
          >
            {t(`categories.level.${tab.key}`)}
          </Link>
        ))}
      </nav>
      <DataTable<Item>
        caption={t("categories.title")}
        state={list}
        rows={items}
        rowKey={(r) => r.id}
        searchLabel={t("categories.search")}
        searchPlaceholder={t("categories.searchPlaceholder")}
        csvPath={level === "all" ? "/api/admin/category" : `/api/admin/category?level=${level}`}
        empty={{ title: t("categories.emptyTitle"), body: t("categories.emptyBody") }}
        testId="categories-table"
        columns={[
          {
            key: "name",
            header: t("fields.name"),
            sort: "name",
            card: "title",
            cell: (r) => (
              <Link
                to={`/admin/categories/${r.id}`}
                className={`font-medium text-stone-900 underline-offset-2 hover:underline ${r.parentId ? "pl-4" : ""}`}
              >
                {r.parentId ? <span aria-hidden>↳ </span> : null}
                {pick(r.name, i18n.language)}
              </Link>
            ),
          },
          {
            key: "code",
            header: t("fields.code"),
            sort: "code",
            cell: (r) => <code className="text-xs">{r.code}</code>,
          },
          {
            key: "parent",
            header: t("fields.parent"),
            cell: (r) =>
              r.parentCode ? r.parentCode : <span className="text-stone-400">{t("categories.topLevel")}</span>,
          },
          {
            key: "products",
            header: t("fields.products"),
            sort: "productCount",
            firstDir: "desc",
            numeric: true,
            cell: (r) => r.productCount,
          },
          { key: "sub", header: t("fields.subcategories"), numeric: true, wide: true, cell: (r) => r.childCount },
          {
            key: "order",
            header: t("fields.sortOrder"),
            sort: "tree",
            numeric: true,
            wide: true,
            cell: (r) => r.sortOrder,
          },
          {
            key: "languages",
            header: t("fields.translations"),
            wide: true,
            cell: (r) => {
              const missing = (["en", "pt", "es"] as const).filter((l) => !r.name[l]);
              return missing.length ? (
                <span className="text-amber-700">{t("form.missing", { langs: missing.join(", ").toUpperCase() })}</span>
              ) : (
                <span className="text-stone-500">EN · PT · ES</span>
              );
            },
          },
        ]}
      />
    </AdminPage>
  );
}
