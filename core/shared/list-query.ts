import { SHOP_TIME_ZONE } from "./locale.ts";
import { type SQL, type SQLWrapper, asc, desc, or, sql } from "drizzle-orm";
import { z } from "zod";
import { Invalid } from "./errors.ts";
import { dateTimeFormat } from "./intl-format.ts";

/**
 * The admin list kit, server half (issue 6 "every list is server-side paginated, sortable,
 * filterable and searchable, exports CSV"; ADR 0012). A list declares a {@link ListSpec}: the sort
 * keys it allows (a whitelist: a key maps to a column only in the list's own code), its filters as
 * a Zod shape, and its defaults. {@link parseListQuery} reads the URL's search params into a
 * validated {@link ListQuery}; {@link runListQuery} counts and fetches one page;
 * {@link runListExport} fetches every matching row for CSV (see csv.ts). The page half is
 * `app/components/admin/data-table.tsx`, which writes the same params into its links and forms.
 *
 * URL params: `page` (1-based), `pageSize`, `sort` (a key of the spec), `dir` (`asc`|`desc`),
 * `q` (free-text search), and each filter under its own name (empty values count as absent).
 */
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDir = (typeof SORT_DIRECTIONS)[number];

/** Page sizes offered by default (the first is the default). */
export const DEFAULT_PAGE_SIZES = [20, 50, 100] as const;

/** At most this many rows go into one CSV export (ADR 0012: larger exports are filtered first). */
export const MAX_EXPORT_ROWS = 10_000;

/** Query params every list reads besides its filters; a filter may not reuse one of these names. */
export const LIST_PARAMS = ["page", "pageSize", "sort", "dir", "q", "format"] as const;

/** What one admin list accepts. */
export interface ListSpec<S extends string, F extends z.ZodRawShape> {
  /** Sort keys the list allows, e.g. `["createdAt", "email"]`. */
  sorts: readonly [S, ...S[]];
  defaultSort: S;
  defaultDir: SortDir;
  /** Filters as Zod schemas of strings from the URL; each is made optional by the kit. */
  filters: F;
  /** Allowed page sizes (default 20, 50, 100; the first is the default). */
  pageSizes?: readonly number[];
}

/** A validated list query. `filters` holds only the filters that were given. */
export interface ListQuery<S extends string = string, Filters = Record<string, unknown>> {
  page: number;
  pageSize: number;
  sort: S;
  dir: SortDir;
  /** Trimmed search text, or undefined. At most 200 characters. */
  q?: string;
  filters: Partial<Filters>;
}

/** One page of a list, with what the data table needs to draw its links. */
export interface ListPage<T> {
  items: T[];
  /** Rows matching the filters and search, over all pages. */
  total: number;
  /** 1-based; clamped to the last page when the URL asked for a page past the end. */
  page: number;
  pageSize: number;
  /** At least 1. */
  pageCount: number;
  sort: string;
  dir: SortDir;
}

type FilterValues<F extends z.ZodRawShape> = z.infer<z.ZodObject<F>>;

/**
 * The Zod schema of a list's query params (also used to document API list calls in OpenAPI).
 * Empty strings are treated as absent, so a filters form submitted with blank fields works.
 */
export function listQuerySchema<S extends string, F extends z.ZodRawShape>(spec: ListSpec<S, F>) {
  const sizes = spec.pageSizes ?? DEFAULT_PAGE_SIZES;
  const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
  const filterShape: Record<string, z.ZodType> = {};
  for (const [name, schema] of Object.entries(spec.filters)) {
    if ((LIST_PARAMS as readonly string[]).includes(name))
      throw new Error(`List filter "${name}" clashes with a list param`);
    filterShape[name] = z.preprocess(blankToUndefined, (schema as z.ZodType).optional());
  }
  return z.object({
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(1)),
    pageSize: z.preprocess(
      blankToUndefined,
      z.coerce
        .number()
        .int()
        .refine((n) => sizes.includes(n), { message: `Page size must be one of ${sizes.join(", ")}` })
        .default(sizes[0] ?? 20),
    ),
    sort: z.preprocess(
      blankToUndefined,
      z.enum(spec.sorts as unknown as [S, ...S[]]).default(spec.defaultSort as never),
    ),
    dir: z.preprocess(blankToUndefined, z.enum(SORT_DIRECTIONS).default(spec.defaultDir)),
    q: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
    ...filterShape,
  });
}

/**
 * Reads and validates a list query from URL search params (or a plain record, e.g. Hono's
 * `c.req.query()`).
 * @throws Invalid naming the offending param (`field`) when a value is malformed: an unknown sort
 *   key, a page size not offered, a bad filter value
 */
export function parseListQuery<S extends string, F extends z.ZodRawShape>(
  spec: ListSpec<S, F>,
  params: URLSearchParams | Record<string, string | undefined>,
): ListQuery<S, FilterValues<F>> {
  const raw: Record<string, string | undefined> =
    params instanceof URLSearchParams ? Object.fromEntries(params.entries()) : params;
  const parsed = listQuerySchema(spec).safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Invalid(issue?.message ?? "Invalid list query", issue?.path.join(".") || undefined);
  }
  const { page, pageSize, sort, dir, q, ...rest } = parsed.data as Record<string, unknown> & {
    page: number;
    pageSize: number;
    sort: S;
    dir: SortDir;
    q?: string;
  };
  const filters: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rest)) if (v !== undefined) filters[k] = v;
  return { page, pageSize, sort, dir, q: q || undefined, filters: filters as Partial<FilterValues<F>> };
}

/** How a list fetches its rows: the kit supplies order, limit and offset. */
export interface ListSource<T, S extends string> {
  /** The SQL each sort key orders by (the whitelist's other half). */
  sortColumns: Record<S, SQLWrapper>;
  /** A unique column ordered after the sort key, so pages never overlap (usually the id). */
  tiebreaker: SQLWrapper;
  /** Rows matching the list's where-clause, in `orderBy`, limited. */
  rows: (page: { orderBy: SQL[]; limit: number; offset: number }) => Promise<T[]>;
  /** How many rows match the same where-clause. */
  count: () => Promise<number>;
}

function orderOf<S extends string>(
  query: ListQuery<S, unknown>,
  source: Pick<ListSource<unknown, S>, "sortColumns" | "tiebreaker">,
) {
  const by = query.dir === "asc" ? asc : desc;
  return [by(source.sortColumns[query.sort] as SQL), by(source.tiebreaker as SQL)];
}

/**
 * One page of a list: counts the matches, clamps the page to the last one, fetches its rows.
 */
export async function runListQuery<T, S extends string>(
  query: ListQuery<S, unknown>,
  source: ListSource<T, S>,
): Promise<ListPage<T>> {
  const total = await source.count();
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  const page = Math.min(query.page, pageCount);
  const items =
    total === 0
      ? []
      : await source.rows({
          orderBy: orderOf(query, source),
          limit: query.pageSize,
          offset: (page - 1) * query.pageSize,
        });
  return { items, total, page, pageCount, pageSize: query.pageSize, sort: query.sort, dir: query.dir };
}

/**
 * Every row of a list in its current order (filters, search and sort as on screen, pages
 * ignored), for CSV export; at most {@link MAX_EXPORT_ROWS}.
 */
export async function runListExport<T, S extends string>(
  query: ListQuery<S, unknown>,
  source: Pick<ListSource<T, S>, "sortColumns" | "tiebreaker" | "rows">,
): Promise<T[]> {
  return source.rows({ orderBy: orderOf(query, source), limit: MAX_EXPORT_ROWS, offset: 0 });
}

/**
 * One page of a list that is read whole (a short table, e.g. categories): sorts `items` with the
 * query's key and direction (`compare` gives the ascending order per key; ties keep `items`'
 * order), clamps the page and slices it. Same result shape as {@link runListQuery}.
 */
export function pageInMemory<T, S extends string>(
  items: readonly T[],
  query: ListQuery<S, unknown>,
  compare: Record<S, (a: T, b: T) => number>,
): ListPage<T> {
  const sorted = sortInMemory(items, query, compare);
  const total = sorted.length;
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  const page = Math.min(query.page, pageCount);
  const start = (page - 1) * query.pageSize;
  return {
    items: sorted.slice(start, start + query.pageSize),
    total,
    page,
    pageCount,
    pageSize: query.pageSize,
    sort: query.sort,
    dir: query.dir,
  };
}

/** `items` in the query's order (for the CSV of an in-memory list), at most {@link MAX_EXPORT_ROWS}. */
export function sortInMemory<T, S extends string>(
  items: readonly T[],
  query: ListQuery<S, unknown>,
  compare: Record<S, (a: T, b: T) => number>,
): T[] {
  const sign = query.dir === "asc" ? 1 : -1;
  const by = compare[query.sort];
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => sign * by(a.item, b.item) || a.index - b.index)
    .map((x) => x.item)
    .slice(0, MAX_EXPORT_ROWS);
}

/** `text` with the LIKE wildcards `%`, `_` and the escape `\` escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` for ILIKE, the text's own wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * A case-insensitive "contains" search over several text columns (OR), or undefined without text.
 */
export function searchColumns(q: string | undefined, columns: SQLWrapper[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((c) => sql`${c} ilike ${pattern}`));
}

/** A calendar day as the URL carries it (`YYYY-MM-DD`), checked to exist. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the date format YYYY-MM-DD")
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: "No such date",
    },
  );

/** The shop's time zone: days in admin filters and the dashboard are Lisbon days (ADR 0012). */
export { SHOP_TIME_ZONE };

function zoneOffsetMs(at: number, timeZone: string): number {
  const name = dateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(new Date(at))
    .find((p) => p.type === "timeZoneName")?.value;
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? "");
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return (m[1] === "-" ? -1 : 1) * minutes * 60_000;
}

/**
 * The instant a calendar day (`YYYY-MM-DD`) starts in `timeZone` (default Lisbon), e.g.
 * `2026-07-01` → 2026-06-30T23:00:00Z (summer time, UTC+1).
 */
export function dayStart(day: string, timeZone: string = SHOP_TIME_ZONE): Date {
  const utc = Date.parse(`${day}T00:00:00Z`);
  let at = utc - zoneOffsetMs(utc, timeZone);
  at = utc - zoneOffsetMs(at, timeZone);
  return new Date(at);
}

/** The calendar day after `day` (`YYYY-MM-DD`). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The calendar day (`YYYY-MM-DD`) of an instant in `timeZone` (default Lisbon). */
export function dayOf(at: Date, timeZone: string = SHOP_TIME_ZONE): string {
  return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}
