/**
 * Shared `Intl` formatters, one per (language tag, options) per process (issue 17: per-request work). Building an
 * `Intl.DateTimeFormat` or `Intl.DisplayNames` costs tens of microseconds (ICU loads the locale's data), while using
 * one costs about one; a product page formats a date per review and per delivery day, so building one per call was
 * a measurable share of its server render. Formatters are immutable, so sharing them is safe; the set of keys is
 * bounded by the code's calls (tags come from `intlLocaleTag`, options are literals), so the maps do not grow with
 * traffic.
 *
 * Use these instead of `new Intl.*(…)` wherever a formatter is built per call (server render, loaders, e-mails).
 */

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const displayNames = new Map<string, Intl.DisplayNames>();

/** The cache key of a tag and an options object (its own enumerable properties in insertion order). */
function keyOf(tag: string, options: object): string {
  return `${tag}|${JSON.stringify(options)}`;
}

/**
 * The shared `Intl.DateTimeFormat` for `tag` (a BCP 47 tag, e.g. `pt-PT`) and `options`.
 * @throws RangeError as `Intl.DateTimeFormat` does (an invalid tag or time zone)
 */
export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf(tag, options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * The shared `Intl.NumberFormat` for `tag` and `options`.
 * @throws RangeError as `Intl.NumberFormat` does
 */
export function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = keyOf(tag, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * The shared `Intl.DisplayNames` for `tag` and `options` (e.g. `{ type: "region" }` for country names).
 * @throws RangeError as `Intl.DisplayNames` does
 */
export function displayNamesOf(tag: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  const key = keyOf(tag, options);
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([tag], options);
    displayNames.set(key, names);
  }
  return names;
}
