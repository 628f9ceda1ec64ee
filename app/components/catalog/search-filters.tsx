import { SlidersHorizontal, X } from "lucide-react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { AttributeValue } from "../../../core/catalog/list-attributes.ts";
import type { CategoryNode } from "../../../core/catalog/list-categories.ts";
import type { ProductSearchQuery } from "../../../core/catalog/schemas.ts";
import { useRootData } from "../../lib/root-data.ts";
import { LazyDialog } from "../ui/lazy-dialog.tsx";
import type { FiltersDrawerProps } from "./search-filters-drawer.tsx";
import { centsToEuros, searchHref, tidySearchParams, withParams } from "./search-params.ts";

/** What the filters offer: the catalogue's categories, garment types, colours and sizes. */
export interface FilterOptions {
  categories: CategoryNode[];
  garmentTypes: { code: string; name: string }[];
  colors: AttributeValue[];
  sizes: AttributeValue[];
}

/** Parameters kept when the filter form is submitted (it holds the filters themselves). */
const KEPT_PARAMS = ["q", "sort", "limit", "lng"] as const;

/** Submits a filter form as a client navigation with the tidy query (the no-JS path is the form's GET). */
function useApplyFilters(onApplied?: () => void) {
  const navigate = useNavigate();
  return (form: HTMLFormElement) => {
    const params = tidySearchParams(new URLSearchParams(new FormData(form) as unknown as Record<string, string>));
    navigate(searchHref(params), { preventScrollReset: true });
    onApplied?.();
  };
}

const legendClass = "text-sm font-semibold text-stone-900";
const checkClass = "size-4 rounded border-stone-400 accent-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600";

/**
 * The filter form: category, garment type, colour, size and price (in euros, sent as EUR cents).
 * A GET form, so it works without JS; with JS, ticking a box applies at once when `autoApply`.
 * @param idPrefix keeps ids unique when the form is rendered twice (sidebar and mobile dialog)
 */
export function FilterForm({
  options,
  query,
  params,
  idPrefix,
  autoApply,
  onApplied,
}: {
  options: FilterOptions;
  query: ProductSearchQuery;
  params: URLSearchParams;
  idPrefix: string;
  autoApply: boolean;
  onApplied?: () => void;
}) {
  const { t } = useTranslation("catalog");
  const { currency } = useRootData();
  const apply = useApplyFilters(onApplied);
  const selectedTypes = new Set<string>(query.garmentType ?? []);
  const selectedColors = new Set(query.color ?? []);
  const selectedSizes = new Set(query.size ?? []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (autoApply && (target.type === "checkbox" || target.type === "radio")) apply(event.currentTarget);
  };
  const clearHref = searchHref(
    new URLSearchParams(KEPT_PARAMS.flatMap((k) => (params.get(k) ? [[k, params.get(k) ?? ""]] : []))),
  );
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <form
      method="get"
      action="/product/search"
      onSubmit={onSubmit}
      onChange={onChange}
      aria-label={t("filters.title")}
      className="flex flex-col gap-7"
    >
      {KEPT_PARAMS.map((k) => {
        const value = params.get(k);
        return value ? <input key={k} type="hidden" name={k} value={value} /> : null;
      })}

      <fieldset>
        <legend className={legendClass}>{t("filters.category")}</legend>
        <ul className="mt-3 space-y-2 text-sm">
          <li className="flex items-center gap-2">
            <input
              type="radio"
              id={id("cat-all")}
              name="category"
              value=""
              defaultChecked={!query.category}
              className={checkClass}
            />
            <label htmlFor={id("cat-all")}>{t("filters.allCategories")}</label>
          </li>
          {options.categories.map((parent) => (
            <li key={parent.code}>
              <div className="flex items-center gap-2">
                <input
                  type="radio"
                  id={id(`cat-${parent.code}`)}
                  name="category"
                  value={parent.code}
                  defaultChecked={query.category === parent.code}
                  className={checkClass}
                />
                <label htmlFor={id(`cat-${parent.code}`)} className="font-medium">
                  {parent.name}
                </label>
              </div>
              {parent.children.length > 0 ? (
                <ul className="mt-2 space-y-2 pl-6">
                  {parent.children.map((child) => (
                    <li key={child.code} className="flex items-center gap-2">
                      <input
                        type="radio"
                        id={id(`cat-${child.code}`)}
                        name="category"
                        value={child.code}
                        defaultChecked={query.category === child.code}
                        className={checkClass}
                      />
                      <label htmlFor={id(`cat-${child.code}`)}>{child.name}</label>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset>
        <legend className={legendClass}>{t("filters.garmentType")}</legend>
        <ul className="mt-3 space-y-2 text-sm">
          {options.garmentTypes.map((g) => (
            <li key={g.code} className="flex items-center gap-2">
              <input
                type="checkbox"
                id={id(`type-${g.code}`)}
                name="garmentType"
                value={g.code}
                defaultChecked={selectedTypes.has(g.code)}
                className={checkClass}
              />
              <label htmlFor={id(`type-${g.code}`)}>{g.name}</label>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset>
        <legend className={legendClass}>{t("filters.color")}</legend>
        <ul className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          {options.colors.map((c) => (
            <li key={c.code} className="flex items-center gap-2">
              <input
                type="checkbox"
                id={id(`color-${c.code}`)}
                name="color"
                value={c.code}
                defaultChecked={selectedColors.has(c.code)}
                className={checkClass}
              />
              <label htmlFor={id(`color-${c.code}`)} className="flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className="size-4 shrink-0 rounded-full ring-1 ring-stone-300 ring-inset"
                  style={{ backgroundColor: c.hex }}
                />
                {c.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset>
        <legend className={legendClass}>{t("filters.size")}</legend>
        <ul className="mt-3 flex flex-wrap gap-2 text-sm">
          {options.sizes.map((s) => (
            <li key={s.code}>
              <input
                type="checkbox"
                id={id(`size-${s.code}`)}
                name="size"
                value={s.code}
                defaultChecked={selectedSizes.has(s.code)}
                className="peer sr-only"
              />
              <label
                htmlFor={id(`size-${s.code}`)}
                className="inline-flex h-9 min-w-11 cursor-pointer items-center justify-center rounded-md border border-stone-300 px-2 font-medium hover:border-stone-500 peer-checked:border-stone-900 peer-checked:bg-stone-900 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2"
              >
                {s.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset>
        <legend className={legendClass}>{t("filters.price")}</legend>
        <div className="mt-3 flex items-end gap-2">
          <EuroInput id={id("price-min")} name="priceMinEur" label={t("filters.priceMin")} cents={query.priceMin} />
          <span aria-hidden="true" className="pb-2 text-stone-500">
            –
          </span>
          <EuroInput id={id("price-max")} name="priceMaxEur" label={t("filters.priceMax")} cents={query.priceMax} />
        </div>
        <p className="mt-2 text-xs text-stone-600">
          {currency === "eur" ? t("filters.priceNoteEur") : t("filters.priceNoteOther")}
        </p>
      </fieldset>

      <div
        className={`flex flex-wrap items-center gap-3 bg-white py-3 ${autoApply ? "" : "sticky bottom-0 border-t border-stone-200"}`}
      >
        <button
          type="submit"
          className="h-10 flex-1 rounded-full bg-stone-900 px-5 text-sm font-medium text-white hover:bg-stone-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
        >
          {t("filters.apply")}
        </button>
        <Link
          to={clearHref}
          onClick={() => onApplied?.()}
          className="text-sm font-medium text-stone-700 underline underline-offset-2 hover:text-stone-950"
        >
          {t("filters.clear")}
        </Link>
      </div>
    </form>
  );
}

/**
 * Filters on small screens: a "Filters" button opening a drawer (Radix Dialog, loaded when the button is hovered,
 * focused or touched: search-filters-drawer.tsx, issue 17's JS budget) with the form. Before the page's JS runs the
 * button is a link to `#filters`, which shows the sidebar form as a full-screen panel through CSS `:target`, so
 * filtering works without JS on phones too.
 */
export function MobileFilters({
  options,
  query,
  params,
  activeCount,
}: {
  options: FilterOptions;
  query: ProductSearchQuery;
  params: URLSearchParams;
  activeCount: number;
}) {
  const { t } = useTranslation("catalog");
  return (
    <LazyDialog<HTMLAnchorElement, FiltersDrawerProps>
      load={() => import("./search-filters-drawer.tsx").then((m) => m.FiltersDrawer)}
      props={{
        renderForm: (close: () => void) => (
          <FilterForm
            options={options}
            query={query}
            params={params}
            idPrefix="dlg"
            autoApply={false}
            onApplied={close}
          />
        ),
      }}
    >
      {(trigger) => (
        <a
          {...trigger}
          href="#filters"
          data-testid="filters-button"
          className="inline-flex h-10 items-center gap-2 rounded-full border border-stone-300 px-4 text-sm font-medium hover:border-stone-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 lg:hidden"
        >
          <SlidersHorizontal aria-hidden className="size-4" />
          {t("filters.title")}
          {activeCount > 0 ? (
            <span className="inline-flex size-5 items-center justify-center rounded-full bg-stone-900 text-xs text-white">
              <span className="sr-only">{t("filters.activeCount", { count: activeCount })}</span>
              <span aria-hidden="true">{activeCount}</span>
            </span>
          ) : null}
        </a>
      )}
    </LazyDialog>
  );
}

/** A chip naming an active filter, linking to the same search without it. */
export function FilterChip({ label, href }: { label: string; href: string }) {
  const { t } = useTranslation("catalog");
  return (
    <li>
      <Link
        to={href}
        preventScrollReset
        className="inline-flex h-8 items-center gap-1.5 rounded-full bg-stone-100 pl-3 pr-2 text-sm text-stone-800 hover:bg-stone-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <span className="sr-only">{t("filters.remove")}: </span>
        {label}
        <X aria-hidden className="size-3.5" />
      </Link>
    </li>
  );
}

/** The sort menu: a small GET form (keeps the other parameters), applied on change with JS. */
export function SortForm({ params, value }: { params: URLSearchParams; value: string }) {
  const { t } = useTranslation("catalog");
  const navigate = useNavigate();
  const sorts = ["relevance", "best-selling", "newest", "price-asc", "price-desc"] as const;
  const kept = [...params.entries()].filter(([k]) => k !== "sort" && k !== "offset");
  return (
    <form
      method="get"
      action="/product/search"
      className="flex min-w-0 items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const sort = new FormData(e.currentTarget).get("sort");
        navigate(searchHref(withParams(params, { sort: typeof sort === "string" ? sort : null })), {
          preventScrollReset: true,
        });
      }}
    >
      {kept.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor="sort" className="text-sm whitespace-nowrap text-stone-700 max-sm:sr-only">
        {t("sort.label")}
      </label>
      <select
        id="sort"
        name="sort"
        defaultValue={value}
        key={value}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
        className="h-10 max-w-full min-w-0 rounded-md border border-stone-300 bg-white pl-2 pr-8 text-sm font-medium hover:border-stone-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {t(`sort.${s}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="h-10 rounded-md border border-stone-300 px-3 text-sm font-medium">
          {t("sort.submit")}
        </button>
      </noscript>
    </form>
  );
}

/** A price bound typed in euros (the URL carries EUR cents). */
function EuroInput({ id, name, label, cents }: { id: string; name: string; label: string; cents: number | undefined }) {
  return (
    <div className="flex-1">
      <label htmlFor={id} className="block text-xs text-stone-600">
        {label}
      </label>
      <div className="relative mt-1">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-2.5 top-1/2 -translate-y-1/2 text-sm text-stone-500"
        >
          €
        </span>
        <input
          type="number"
          id={id}
          name={name}
          min={0}
          step="0.01"
          inputMode="decimal"
          defaultValue={centsToEuros(cents)}
          className="h-10 w-full rounded-md border border-stone-300 pl-6 pr-2 text-sm focus:border-stone-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        />
      </div>
    </div>
  );
}
