/**
 * The state of a server-side list as a page's loader hands it to `<DataTable>` (ADR 0012): what
 * page is shown, how it is sorted, and the query params in force, so every link and form of the
 * table keeps the others. Isomorphic (no server imports): the loader builds it with
 * {@link listState}, the component reads it with {@link listHref}.
 */
export interface ListState {
  /** The list page's path, e.g. `/admin/audit`. */
  path: string;
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** Allowed page sizes (the first is the default). */
  pageSizes: number[];
  sort: string;
  dir: "asc" | "desc";
  defaultSort: string;
  defaultDir: "asc" | "desc";
  /** The search text in force ("" for none). */
  q: string;
  /** Filters in force, as the URL carries them (strings; absent = not filtered). */
  filters: Record<string, string>;
  /** 1-based positions of the first and last row shown (0 and 0 when empty). */
  first: number;
  last: number;
}

/** What a loader has after running a list query. */
interface PageLike {
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  sort: string;
  dir: "asc" | "desc";
  items: unknown[];
}

/**
 * The list state for a page: the page's result plus the query's search and filters (taken from
 * the URL params the query accepted, so they show in the filter form as typed).
 */
export function listState(
  path: string,
  page: PageLike,
  query: { q?: string; filters: Record<string, unknown> },
  spec: { defaultSort: string; defaultDir: "asc" | "desc"; pageSizes?: readonly number[] },
): ListState {
  const filters: Record<string, string> = {};
  for (const [k, v] of Object.entries(query.filters)) if (v !== undefined && v !== null) filters[k] = String(v);
  const first = page.items.length > 0 ? (page.page - 1) * page.pageSize + 1 : 0;
  return {
    path,
    total: page.total,
    page: page.page,
    pageCount: page.pageCount,
    pageSize: page.pageSize,
    pageSizes: [...(spec.pageSizes ?? [20, 50, 100])],
    sort: page.sort,
    dir: page.dir,
    defaultSort: spec.defaultSort,
    defaultDir: spec.defaultDir,
    q: query.q ?? "",
    filters,
    first,
    last: first === 0 ? 0 : first + page.items.length - 1,
  };
}

/**
 * The query params of a list state with some changed (`undefined` removes one); defaults are left
 * out so URLs stay short. `page` is reset to 1 unless given, since a new sort or size starts over.
 */
export function listParams(
  state: ListState,
  change: Partial<Record<"page" | "pageSize" | "sort" | "dir" | "q", string | number | undefined>> &
    Record<string, string | number | undefined> = {},
): URLSearchParams {
  const values: Record<string, string | number | undefined> = {
    q: state.q || undefined,
    ...state.filters,
    sort: state.sort,
    dir: state.dir,
    pageSize: state.pageSize,
    page: undefined,
    ...change,
  };
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === "") continue;
    if (k === "sort" && v === state.defaultSort && (values.dir ?? state.defaultDir) === state.defaultDir) continue;
    if (k === "dir" && v === state.defaultDir && (values.sort ?? state.defaultSort) === state.defaultSort) continue;
    if (k === "pageSize" && Number(v) === state.pageSizes[0]) continue;
    if (k === "page" && Number(v) === 1) continue;
    params.set(k, String(v));
  }
  return params;
}

/** The list page's URL with some params changed (see {@link listParams}). */
export function listHref(state: ListState, change: Parameters<typeof listParams>[1] = {}): string {
  const query = listParams(state, change).toString();
  return query ? `${state.path}?${query}` : state.path;
}
