import { parseEurosToCents } from "../../../core/shared/money.ts";

/**
 * URL helpers of the search page. The filter form is a plain GET form (works without JS), so
 * what it submits is tidied into the query the catalogue expects: empty fields dropped, repeated
 * checkbox values joined into comma lists (`garmentType=hoodie,t-shirt`), prices typed in euros
 * (`priceMinEur=20`) turned into EUR cents (`priceMin=2000`), `offset=0` left out.
 */

/** Filters that hold a comma-separated list of codes. */
export const LIST_PARAMS = ["garmentType", "color", "size"] as const;

/** Form fields in euros and the cent parameters they become. */
const EURO_PARAMS: Record<string, string> = { priceMinEur: "priceMin", priceMaxEur: "priceMax" };

/**
 * The tidy form of a search query string. Idempotent: tidying a tidy query changes nothing, so
 * the loader can redirect to it without a loop. Invalid values are kept as given, so the page can
 * say what was wrong with them.
 */
export function tidySearchParams(input: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  const keys = [...new Set(input.keys())];
  for (const key of keys) {
    const values = input
      .getAll(key)
      .map((v) => v.trim())
      .filter((v) => v !== "");
    const first = values[0];
    if (first === undefined) continue;
    const centsKey = EURO_PARAMS[key];
    if (centsKey) {
      if (!out.has(centsKey)) out.set(centsKey, eurosToCents(first));
      continue;
    }
    if (key === "offset" && first === "0") continue;
    if ((LIST_PARAMS as readonly string[]).includes(key)) {
      const codes = [
        ...new Set(
          values
            .flatMap((v) => v.split(","))
            .map((v) => v.trim())
            .filter(Boolean),
        ),
      ];
      if (codes.length) out.set(key, codes.join(","));
      continue;
    }
    out.set(key, first);
  }
  return out;
}

/** "12,5" or "12.50" euros → "1250" cents (core/shared/money.ts); anything else is returned unchanged (and reported). */
export function eurosToCents(value: string): string {
  const cents = parseEurosToCents(value);
  return cents === null || Number.isNaN(cents) ? value : String(cents);
}

/** Cents → euros for a form field: 2000 → "20", 1250 → "12.5". */
export function centsToEuros(cents: number | undefined): string {
  if (cents === undefined) return "";
  return String(cents / 100);
}

/** `/product/search?…` with readable commas. */
export function searchHref(params: URLSearchParams): string {
  const qs = params.toString().replace(/%2C/gi, ",");
  return qs ? `/product/search?${qs}` : "/product/search";
}

/** A copy of `params` with `changes` applied (null deletes) and the page reset unless `offset` is given. */
export function withParams(params: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (!("offset" in changes)) next.delete("offset");
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** `params` without one code of a list filter (for the "remove filter" chips). */
export function withoutListValue(params: URLSearchParams, key: string, code: string): URLSearchParams {
  const rest = (params.get(key) ?? "")
    .split(",")
    .filter((c) => c && c !== code)
    .join(",");
  return withParams(params, { [key]: rest || null });
}

/** True when the query narrows or reorders the catalogue (such pages are not indexed). */
export function hasSearchState(params: URLSearchParams): boolean {
  return [...params.keys()].some((k) => k !== "lng");
}
