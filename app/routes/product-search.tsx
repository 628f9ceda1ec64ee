import { CircleAlert, Search, SearchX, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useSearchParams } from "react-router";
import { GARMENT_TYPES, GARMENT_TYPE_LABELS } from "../../core/catalog/garment-types.ts";
import { listAttributes } from "../../core/catalog/list-attributes.ts";
import { type CategoryNode, listCategories } from "../../core/catalog/list-categories.ts";
import { type ProductSearchQuery, productSearchSchema } from "../../core/catalog/schemas.ts";
import { searchProducts } from "../../core/catalog/search-products.ts";
import type { Route } from "./+types/product-search";
import { catalogText } from "../components/catalog/meta-text.ts";
import { Pagination } from "../components/catalog/pagination.tsx";
import { ProductGrid } from "../components/catalog/product-card.tsx";
import {
  FilterChip,
  FilterForm,
  type FilterOptions,
  MobileFilters,
  SortForm,
} from "../components/catalog/search-filters.tsx";
import {
  hasSearchState,
  searchHref,
  tidySearchParams,
  withParams,
  withoutListValue,
} from "../components/catalog/search-params.ts";
import { Price } from "../components/price.tsx";
import { pageContext } from "../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../lib/seo.ts";
import { pageCard } from "../lib/page-cards.ts";

/** Query fields the page can name in its "ignored" message (the rest are not user-facing). */
const FIELD_KEYS = [
  "q",
  "category",
  "garmentType",
  "color",
  "size",
  "priceMin",
  "priceMax",
  "sort",
  "offset",
  "limit",
] as const;
type FieldKey = (typeof FIELD_KEYS)[number];

/**
 * Parses the query with the catalogue's schema. Fields that fail are left out (and listed), so a
 * bad link (`limit=-1`) still shows products with a message instead of an error page.
 */
function parseQuery(params: URLSearchParams): { query: ProductSearchQuery; invalid: FieldKey[] } {
  const raw: Record<string, string> = {};
  for (const [k, v] of params) if (k !== "lng") raw[k] = v;
  const first = productSearchSchema.safeParse(raw);
  if (first.success) return { query: first.data, invalid: [] };
  const invalid = [
    ...new Set(
      first.error.issues
        .map((i) => String(i.path[0] ?? ""))
        .filter((k): k is FieldKey => (FIELD_KEYS as readonly string[]).includes(k)),
    ),
  ];
  for (const k of invalid) delete raw[k];
  const second = productSearchSchema.safeParse(raw);
  return { query: second.success ? second.data : productSearchSchema.parse({}), invalid };
}

function findCategory(nodes: CategoryNode[], code: string | undefined): CategoryNode | undefined {
  if (!code) return undefined;
  for (const n of nodes) {
    if (n.code === code) return n;
    const child = findCategory(n.children, code);
    if (child) return child;
  }
  return undefined;
}

/**
 * Product search (spec §2 `/product/search`): full-text query in the current language, filters,
 * sort and `offset`/`limit` pages. A submitted filter form is first tidied (one redirect) so the
 * URL stays canonical: comma lists, cents, no empty fields.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const url = new URL(request.url);
  const tidy = tidySearchParams(url.searchParams);
  if (tidy.toString() !== url.searchParams.toString()) throw redirect(searchHref(tidy));

  const { query, invalid } = parseQuery(tidy);
  const [result, categories, colors, sizes] = await Promise.all([
    searchProducts(ctx, query),
    listCategories(ctx),
    listAttributes(ctx, "color"),
    listAttributes(ctx, "size"),
  ]);
  // Nothing found: offer best sellers instead of an empty page.
  const suggestions =
    result.total === 0
      ? (await searchProducts(ctx, productSearchSchema.parse({ sort: "best-selling", limit: 6 }))).items
      : [];
  const garmentTypes = GARMENT_TYPES.map((code) => ({ code, name: GARMENT_TYPE_LABELS[code][ctx.locale] }));
  const category = findCategory(categories, query.category);
  const body = {
    query,
    invalid,
    result: { ...result, items: result.items.map(pageCard) },
    suggestions: suggestions.map(pageCard),
    options: { categories, garmentTypes, colors, sizes } satisfies FilterOptions,
    categoryName: category?.name ?? null,
    indexable: !hasSearchState(tidy) && invalid.length === 0,
  };
  return data(body, { status: invalid.length ? 400 : 200 });
}

type LoaderData = Awaited<ReturnType<typeof loader>>["data"];

/** The page's heading: the query, the category, the garment types, or the whole shop. */
function headingFor(
  d: Pick<LoaderData, "query" | "categoryName">,
  text: (key: string, vars?: Record<string, string>) => string,
) {
  if (d.query.q) return text("search.titleQuery", { q: d.query.q });
  if (d.categoryName) return d.categoryName;
  if (d.query.garmentType?.length) return d.query.garmentType.map((g) => text(`garmentTypes.${g}`)).join(" · ");
  if (d.query.sort === "best-selling") return text("search.titleBest");
  if (d.query.sort === "newest") return text("search.titleNewest");
  return text("search.titleAll");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  if (!loaderData) return [];
  const text = (key: string, vars?: Record<string, string>) => catalogText(root, key, vars);
  return seoMeta(
    {
      title: headingFor(loaderData, text),
      description: text("search.metaDescription"),
      path: "/product/search",
      noindex: !loaderData.indexable,
    },
    root,
  );
}

/** Chips for the active filters, each linking to the search without it. */
function ActiveFilters({ d, params }: { d: LoaderData; params: URLSearchParams }) {
  const { t } = useTranslation("catalog");
  const { query, options } = d;
  const chips: { label: string; href: string }[] = [];
  if (query.category && d.categoryName) {
    chips.push({ label: d.categoryName, href: searchHref(withParams(params, { category: null })) });
  }
  for (const g of query.garmentType ?? []) {
    const name = options.garmentTypes.find((o) => o.code === g)?.name ?? g;
    chips.push({ label: name, href: searchHref(withoutListValue(params, "garmentType", g)) });
  }
  for (const c of query.color ?? []) {
    const name = options.colors.find((o) => o.code === c)?.name ?? c;
    chips.push({ label: name, href: searchHref(withoutListValue(params, "color", c)) });
  }
  for (const s of query.size ?? []) {
    chips.push({ label: t("filters.sizeChip", { size: s }), href: searchHref(withoutListValue(params, "size", s)) });
  }
  const priceChip =
    query.priceMin !== undefined || query.priceMax !== undefined ? (
      <li>
        <Link
          to={searchHref(withParams(params, { priceMin: null, priceMax: null }))}
          preventScrollReset
          className="inline-flex h-8 items-center gap-1 rounded-full bg-stone-100 px-3 text-sm text-stone-800 hover:bg-stone-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          <span className="sr-only">{t("filters.remove")}: </span>
          {query.priceMin !== undefined ? <Price cents={query.priceMin} /> : <span>{t("filters.priceAny")}</span>}
          <span aria-hidden="true">–</span>
          <span className="sr-only">{t("filters.to")}</span>
          {query.priceMax !== undefined ? <Price cents={query.priceMax} /> : <span>{t("filters.priceAny")}</span>}
          <X aria-hidden className="ml-0.5 size-3.5" />
        </Link>
      </li>
    ) : null;
  if (chips.length === 0 && !priceChip) return null;
  const clear = new URLSearchParams();
  for (const k of ["q", "sort", "limit", "lng"]) {
    const v = params.get(k);
    if (v) clear.set(k, v);
  }
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{t("filters.active")}</h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((c) => (
          <FilterChip key={c.href} label={c.label} href={c.href} />
        ))}
        {priceChip}
      </ul>
      <Link
        to={searchHref(clear)}
        preventScrollReset
        className="ml-1 text-sm font-medium text-stone-700 underline underline-offset-2 hover:text-stone-950"
      >
        {t("filters.clear")}
      </Link>
    </div>
  );
}

function EmptyState({ d, params }: { d: LoaderData; params: URLSearchParams }) {
  const { t } = useTranslation("catalog");
  const filtered = [...params.keys()].some((k) => !["q", "sort", "limit", "offset", "lng"].includes(k));
  const clearFilters = new URLSearchParams();
  if (d.query.q) clearFilters.set("q", d.query.q);
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 px-6 py-10 text-center sm:px-10">
      <SearchX aria-hidden className="mx-auto size-10 text-stone-400" />
      <h2 className="mt-4 text-xl font-semibold text-stone-900">
        {d.query.q ? t("search.empty.titleQuery", { q: d.query.q }) : t("search.empty.title")}
      </h2>
      <ul className="mx-auto mt-4 max-w-md list-disc space-y-1 pl-5 text-left text-sm text-stone-700">
        {d.query.q ? <li>{t("search.empty.spelling")}</li> : null}
        {d.query.q ? <li>{t("search.empty.fewerWords")}</li> : null}
        {filtered ? (
          <li>
            {t("search.empty.fewerFilters")}{" "}
            <Link
              to={searchHref(clearFilters)}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t("search.empty.clearFilters")}
            </Link>
          </li>
        ) : null}
        <li>{t("search.empty.browse")}</li>
      </ul>
      <ul className="mt-5 flex flex-wrap justify-center gap-2">
        {d.options.garmentTypes.map((g) => (
          <li key={g.code}>
            <Link
              to={`/product/search?garmentType=${g.code}`}
              className="inline-flex h-9 items-center rounded-full border border-stone-300 px-3 text-sm font-medium hover:border-stone-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              {t(`garmentTypes.${g.code}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function ProductSearch({ loaderData }: Route.ComponentProps) {
  const d = loaderData as LoaderData;
  const { t } = useTranslation("catalog");
  const [params] = useSearchParams();
  const { query, result } = d;
  const heading = headingFor(d, (key, vars) => t(key, vars));
  const activeCount =
    (query.category ? 1 : 0) +
    (query.garmentType?.length ?? 0) +
    (query.color?.length ?? 0) +
    (query.size?.length ?? 0) +
    (query.priceMin !== undefined || query.priceMax !== undefined ? 1 : 0);
  const sortValue = query.sort ?? (query.q ? "relevance" : "best-selling");
  const beyondEnd = result.items.length === 0 && result.total > 0;
  const formKey = params.toString();
  const fieldName = (k: string) => t(`search.fields.${k}`);

  return (
    <div className="mx-auto max-w-7xl px-4 pb-8 pt-8 lg:px-8 lg:pt-10">
      <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight text-stone-900 lg:text-4xl">{heading}</h1>
          {query.q && d.categoryName ? <p className="mt-1 text-stone-600">{d.categoryName}</p> : null}
        </div>
        <Form
          method="get"
          action="/product/search"
          role="search"
          aria-label={t("search.formLabel")}
          className="relative w-full lg:max-w-sm"
        >
          <label htmlFor="search-page-q" className="sr-only">
            {t("search.inputLabel")}
          </label>
          <input
            key={query.q}
            id="search-page-q"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={100}
            placeholder={t("search.inputPlaceholder")}
            className="h-11 w-full rounded-full border border-stone-300 bg-white pl-11 pr-24 text-sm placeholder:text-stone-500 focus:border-stone-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          />
          <Search
            aria-hidden
            className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-stone-500"
          />
          {params.get("lng") ? <input type="hidden" name="lng" value={params.get("lng") ?? ""} /> : null}
          <button
            type="submit"
            className="absolute right-1 top-1 h-9 rounded-full bg-stone-900 px-4 text-sm font-medium text-white hover:bg-stone-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-1"
          >
            {t("search.submit")}
          </button>
        </Form>
      </div>

      {d.invalid.length > 0 ? (
        <div
          role="alert"
          data-testid="search-param-error"
          className="mt-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <div>
            <p className="font-semibold">{t("search.invalid.title")}</p>
            <p className="mt-1">
              {t("search.invalid.text", { fields: d.invalid.map(fieldName).join(", ") })}{" "}
              <Link to="/product/search" className="font-medium underline underline-offset-2">
                {t("search.invalid.reset")}
              </Link>
            </p>
          </div>
        </div>
      ) : null}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 pb-4">
        <p data-testid="result-count" data-count={result.total} aria-live="polite" className="text-sm text-stone-700">
          {t("search.count", { count: result.total })}
        </p>
        <div className="flex min-w-0 items-center gap-3">
          <MobileFilters options={d.options} query={query} params={params} activeCount={activeCount} key={formKey} />
          <SortForm params={params} value={sortValue} />
        </div>
      </div>
      <ActiveFilters d={d} params={params} />

      <div className="mt-8 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-10">
        <aside
          id="filters"
          aria-labelledby="filters-title"
          className="hidden max-lg:target:fixed max-lg:target:inset-0 max-lg:target:z-50 max-lg:target:block max-lg:target:overflow-y-auto max-lg:target:bg-white max-lg:target:p-5 lg:block"
        >
          <div className="mb-5 flex items-center justify-between">
            <h2 id="filters-title" className="text-lg font-semibold text-stone-900">
              {t("filters.title")}
            </h2>
            <a href="#results" className="text-sm font-medium underline underline-offset-2 lg:hidden">
              {t("filters.close")}
            </a>
          </div>
          <FilterForm key={formKey} options={d.options} query={query} params={params} idPrefix="side" autoApply />
        </aside>

        <section id="results" aria-labelledby="results-title" className="min-w-0">
          <h2 id="results-title" className="sr-only">
            {t("search.results")}
          </h2>
          {result.items.length > 0 ? (
            <>
              <ProductGrid products={result.items} eagerCount={3} columns={3} />
              <Pagination
                total={result.total}
                offset={result.offset}
                limit={result.limit}
                hrefFor={(offset) => searchHref(withParams(params, { offset: offset ? String(offset) : null }))}
              />
            </>
          ) : beyondEnd ? (
            <div className="rounded-2xl border border-dashed border-stone-300 px-6 py-10 text-center">
              <h2 className="text-xl font-semibold text-stone-900">{t("search.beyondEnd.title")}</h2>
              <p className="mt-2 text-sm text-stone-700">{t("search.beyondEnd.text", { count: result.total })}</p>
              <Link
                to={searchHref(withParams(params, { offset: null }))}
                className="mt-5 inline-flex h-10 items-center rounded-full bg-stone-900 px-5 text-sm font-medium text-white hover:bg-stone-700"
              >
                {t("search.beyondEnd.first")}
              </Link>
            </div>
          ) : (
            <>
              <EmptyState d={d} params={params} />
              {d.suggestions.length > 0 ? (
                <div className="mt-12">
                  <h2 className="text-xl font-semibold text-stone-900">{t("search.empty.suggestions")}</h2>
                  <div className="mt-6">
                    <ProductGrid products={d.suggestions} columns={3} />
                  </div>
                </div>
              ) : null}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
