import { buttonClass } from "../ui/button.tsx";
import { DateField } from "../ui/date-field.tsx";
import { inputClass as uiInputClass, labelClass as uiLabelClass } from "../ui/input.tsx";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Download, Inbox, Search } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { type ListState, listHref, listParams } from "../../lib/list-state.ts";

/**
 * The admin list kit, page half (issue 6, ADR 0012): a server-side list drawn from a
 * {@link ListState} (built by the loader with `listState`, see `core/shared/list-query.ts`).
 * - column headers with a sort key are links (`?sort=…&dir=…`), with `aria-sort`;
 * - a GET form for search and filters (works without JavaScript), keeping sort and page size;
 * - pagination links (first, neighbours, last), page sizes, "a–b of n";
 * - an optional CSV link (the list's API call with `format=csv` and the same params);
 * - from 768 px a table (scrolls sideways if the columns need more room), below it one card per row;
 * - empty states for "nothing yet" and "nothing matches".
 */
export interface DataTableColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The list's sort key for this column (one of its ListSpec sorts); makes the header a link. */
  sort?: string;
  /** First direction when sorting by this column (default asc; dates usually desc). */
  firstDir?: "asc" | "desc";
  /** Right-aligned (numbers, money). */
  numeric?: boolean;
  /** Extra classes for the cells (e.g. a width). */
  className?: string;
  /** Hidden below 1024 px in the table (still shown on the cards). */
  wide?: boolean;
  /** On the phone card: the card's title line (one column), or left out. */
  card?: "title" | "hidden";
}

export interface DataTableProps<T> {
  /** What the table lists, for its caption and the filter form's label. */
  caption: string;
  state: ListState;
  rows: T[];
  rowKey: (row: T) => string;
  columns: DataTableColumn<T>[];
  /** Search box label; without it the list has no search. */
  searchLabel?: string;
  searchPlaceholder?: string;
  /** Filter fields (inside the GET form): use {@link FilterSelect} / {@link FilterInput}. */
  filters?: ReactNode;
  /** The list's API call (may carry fixed params); the CSV link adds the current params and `format=csv`. */
  csvPath?: string;
  empty: { title: string; body?: string };
  /** Shown above the table, e.g. a "Create" button. */
  actions?: ReactNode;
  testId?: string;
}

const inputClass = uiInputClass;
const labelClass = uiLabelClass;
const buttonPrimary = buttonClass();
const buttonQuiet =
  "inline-flex h-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-medium text-stone-700 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";
const pageLink =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full border border-stone-300 bg-white px-3 text-sm font-medium text-stone-900 hover:bg-stone-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";
/** The current page: its own classes (appending dark ones to `pageLink` let its white background win). */
const pageCurrent =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full border border-stone-900 bg-stone-900 px-3 text-sm font-semibold text-white";
const pageDisabled =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full border border-stone-200 px-3 text-sm font-medium text-stone-400";

/** A select filter of the data table's form. `options` values are the URL values. */
export function FilterSelect({
  name,
  label,
  value,
  options,
  anyLabel,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  anyLabel: string;
}) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ""}
        key={`${name}-${value ?? ""}`}
        className={`${inputClass} appearance-auto`}
      >
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A text or date filter of the data table's form (a date is the translated {@link DateField}, posting ISO). */
export function FilterInput({
  name,
  label,
  value,
  type = "text",
  placeholder,
}: {
  name: string;
  label: string;
  value: string | undefined;
  type?: "text" | "date" | "email";
  placeholder?: string;
}) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {type === "date" ? (
        <DateField id={id} name={name} defaultValue={value} key={`${name}-${value ?? ""}`} />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          defaultValue={value ?? ""}
          key={`${name}-${value ?? ""}`}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          className={inputClass}
        />
      )}
    </div>
  );
}

/** See the module documentation above. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { state, rows, empty, actions, testId = "data-table" } = props;
  const { t } = useTranslation("admin");
  const filtered = state.q !== "" || Object.keys(state.filters).length > 0;
  const csvHref = props.csvPath
    ? (() => {
        // the path may carry fixed params of its own (e.g. `?level=sub`)
        const [base, fixed] = props.csvPath.split("?");
        const params = new URLSearchParams(fixed);
        for (const [k, v] of listParams(state, { page: undefined })) params.set(k, v);
        params.set("format", "csv");
        return `${base}?${params}`;
      })()
    : null;
  return (
    <div data-testid={testId}>
      {props.searchLabel || props.filters ? <FilterForm {...props} filtered={filtered} /> : null}
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-600" data-testid="list-count" aria-live="polite">
          {state.total === 0
            ? t("list.countNone")
            : t("list.count", { first: state.first, last: state.last, total: state.total })}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          {csvHref && state.total > 0 ? (
            <a href={csvHref} className={buttonQuiet} download data-testid="list-csv">
              <Download aria-hidden className="size-4" />
              {t("list.csv")}
            </a>
          ) : null}
        </div>
      </div>
      {rows.length === 0 ? (
        <div
          className="rounded-2xl border border-dashed border-stone-300 px-6 py-14 text-center"
          data-testid="list-empty"
        >
          <Inbox aria-hidden className="mx-auto size-8 text-stone-400" />
          <h2 className="mt-3 text-base font-semibold text-stone-900">
            {filtered ? t("list.emptyFilteredTitle") : empty.title}
          </h2>
          <p className="mx-auto mt-1 max-w-md text-sm leading-6 text-stone-600">
            {filtered ? t("list.emptyFilteredBody") : empty.body}
          </p>
          {filtered ? (
            <Link to={clearHref(state)} className={`${buttonQuiet} mt-4`}>
              {t("list.clear")}
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <Table {...props} />
          <Cards {...props} />
          <Pager state={state} />
        </>
      )}
    </div>
  );
}

function clearHref(state: ListState): string {
  const cleared: Record<string, undefined> = { q: undefined };
  for (const k of Object.keys(state.filters)) cleared[k] = undefined;
  return listHref(state, cleared);
}

function FilterForm<T>({
  state,
  caption,
  searchLabel,
  searchPlaceholder,
  filters,
  filtered,
}: DataTableProps<T> & { filtered: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <Form
      method="get"
      action={state.path}
      role="search"
      aria-label={t("list.filtersLabel", { list: caption })}
      className="mb-5 grid gap-3 rounded-2xl border border-stone-200 bg-stone-50 p-4 md:grid-cols-[repeat(auto-fit,minmax(11rem,1fr))] md:items-end"
    >
      {searchLabel ? (
        <div className="md:col-span-2">
          <label htmlFor="list-q" className={labelClass}>
            {searchLabel}
          </label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute left-3 top-3.5 size-4 text-stone-400" />
            <input
              id="list-q"
              name="q"
              type="search"
              defaultValue={state.q}
              key={`q-${state.q}`}
              placeholder={searchPlaceholder}
              autoComplete="off"
              spellCheck={false}
              maxLength={200}
              className={`${inputClass} pl-9`}
            />
          </div>
        </div>
      ) : null}
      {filters}
      {state.sort !== state.defaultSort || state.dir !== state.defaultDir ? (
        <>
          <input type="hidden" name="sort" value={state.sort} />
          <input type="hidden" name="dir" value={state.dir} />
        </>
      ) : null}
      {state.pageSize !== state.pageSizes[0] ? <input type="hidden" name="pageSize" value={state.pageSize} /> : null}
      <div className="flex gap-2">
        <button type="submit" className={buttonPrimary}>
          {t("list.apply")}
        </button>
        {filtered ? (
          <Link to={clearHref(state)} className={buttonQuiet}>
            {t("list.clear")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function SortHeader<T>({
  column,
  state,
  place = "table",
}: {
  column: DataTableColumn<T>;
  state: ListState;
  place?: "table" | "cards";
}) {
  const { t } = useTranslation("admin");
  if (!column.sort) return <>{column.header}</>;
  const active = state.sort === column.sort;
  const nextDir = active ? (state.dir === "asc" ? "desc" : "asc") : (column.firstDir ?? "asc");
  const Icon = active ? (state.dir === "asc" ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <Link
      to={listHref(state, { sort: column.sort, dir: nextDir })}
      className={`inline-flex items-center gap-1 rounded hover:text-stone-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${active ? "text-stone-900" : ""}`}
      aria-label={t("list.sortBy", {
        column: column.header,
        dir: t(nextDir === "asc" ? "list.ascending" : "list.descending"),
      })}
      data-testid={place === "table" ? `sort-${column.sort}` : `card-sort-${column.sort}`}
    >
      {column.header}
      <Icon aria-hidden className={`size-3.5 ${active ? "" : "opacity-40"}`} />
    </Link>
  );
}

function Table<T>({ state, rows, rowKey, columns, caption }: DataTableProps<T>) {
  const th = "whitespace-nowrap px-4 py-3 text-xs font-semibold uppercase tracking-wide text-stone-500";
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-stone-200 md:block" tabIndex={-1}>
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50">
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={`${th} ${c.numeric ? "text-right" : "text-left"} ${c.wide ? "hidden lg:table-cell" : ""}`}
                aria-sort={
                  c.sort && state.sort === c.sort ? (state.dir === "asc" ? "ascending" : "descending") : undefined
                }
              >
                <SortHeader column={c} state={state} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 bg-white">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-top hover:bg-stone-50" data-testid="list-row">
              {columns.map((c) => (
                <td
                  key={c.key}
                  className={`px-4 py-3 text-stone-800 ${c.numeric ? "text-right tabular-nums" : ""} ${c.wide ? "hidden lg:table-cell" : ""} ${c.className ?? ""}`}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per row, the title column first, the others as label: value. */
function Cards<T>({ rows, rowKey, columns, state }: DataTableProps<T>) {
  const { t } = useTranslation("admin");
  const title = columns.find((c) => c.card === "title");
  const rest = columns.filter((c) => c !== title && c.card !== "hidden");
  const sortable = columns.filter((c) => c.sort);
  return (
    <div className="md:hidden">
      {sortable.length > 0 ? (
        <nav aria-label={t("list.sortLabel")} className="mb-3 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-stone-600">{t("list.sortLabel")}</span>
          {sortable.map((c) => (
            <SortHeader key={c.key} column={c} state={state} place="cards" />
          ))}
        </nav>
      ) : null}
      <ul className="space-y-3" data-testid="list-cards">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-2xl border border-stone-200 bg-white p-4">
            {title ? <div className="break-words font-medium text-stone-900">{title.cell(row)}</div> : null}
            <dl className="mt-2 grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1.5 text-sm">
              {rest.map((c) => (
                <div key={c.key} className="contents">
                  <dt className="text-stone-500">{c.header}</dt>
                  <dd className="min-w-0 break-words text-stone-800">{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Page numbers to show: first, last, and two either side of the current page; null marks a gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of pages) {
    const prev = out[out.length - 1];
    if (typeof prev === "number" && p - prev > 1) out.push(null);
    out.push(p);
  }
  return out;
}

function Pager({ state }: { state: ListState }) {
  const { t } = useTranslation("admin");
  const prev = state.page > 1 ? listHref(state, { page: state.page - 1 }) : null;
  const next = state.page < state.pageCount ? listHref(state, { page: state.page + 1 }) : null;
  return (
    <nav
      aria-label={t("list.pagination")}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-stone-600"
    >
      <p className="flex items-center gap-1">
        <span className="mr-1">{t("list.perPage")}</span>
        {state.pageSizes.map((size) =>
          size === state.pageSize ? (
            <span key={size} aria-current="true" className="rounded-md bg-stone-900 px-2 py-1 text-white">
              {size}
            </span>
          ) : (
            <Link
              key={size}
              to={listHref(state, { pageSize: size })}
              className="rounded-md px-2 py-1 text-stone-700 hover:bg-stone-100"
            >
              {size}
            </Link>
          ),
        )}
      </p>
      {state.pageCount > 1 ? (
        <ul className="flex flex-wrap items-center gap-1.5">
          <li>
            {prev ? (
              <Link to={prev} className={pageLink} rel="prev" aria-label={t("list.previous")}>
                <ChevronLeft aria-hidden className="size-4" />
              </Link>
            ) : (
              <span className={pageDisabled} aria-disabled="true">
                <ChevronLeft aria-hidden className="size-4" />
                <span className="sr-only">{t("list.previous")}</span>
              </span>
            )}
          </li>
          {pageWindow(state.page, state.pageCount).map((p, i) =>
            p === null ? (
              <li key={`gap-${i}`} aria-hidden className="px-1 text-stone-400">
                …
              </li>
            ) : (
              <li key={p}>
                {p === state.page ? (
                  <span aria-current="page" className={pageCurrent}>
                    {p}
                  </span>
                ) : (
                  <Link to={listHref(state, { page: p })} className={pageLink} aria-label={t("list.page", { page: p })}>
                    {p}
                  </Link>
                )}
              </li>
            ),
          )}
          <li>
            {next ? (
              <Link to={next} className={pageLink} rel="next" aria-label={t("list.next")}>
                <ChevronRight aria-hidden className="size-4" />
              </Link>
            ) : (
              <span className={pageDisabled} aria-disabled="true">
                <ChevronRight aria-hidden className="size-4" />
                <span className="sr-only">{t("list.next")}</span>
              </span>
            )}
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
