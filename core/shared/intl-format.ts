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

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>();

/** The formatter kept under `kind`, `tag` and `options`, built by `make` the first time. */
function shared<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>(
  kind: string,
  tag: string,
  options: object,
  make: () => T,
): T {
  // the options' own enumerable properties in insertion order: the code's literals give one key each
  const key = `${kind}|${tag}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The shared `Intl.DateTimeFormat` for `tag` (a BCP 47 tag, e.g. `pt-PT`) and `options`.
 * @throws RangeError as `Intl.DateTimeFormat` does (an invalid tag or time zone)
 */
export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return shared("date", tag, options, () => new Intl.DateTimeFormat(tag, options));
}

/**
 * The shared `Intl.NumberFormat` for `tag` and `options`.
 * @throws RangeError as `Intl.NumberFormat` does
 */
export function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return shared("number", tag, options, () => new Intl.NumberFormat(tag, options));
}

/**
 * The shared `Intl.DisplayNames` for `tag` and `options` (e.g. `{ type: "region" }` for country names).
 * @throws RangeError as `Intl.DisplayNames` does
 */
export function displayNamesOf(tag: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return shared("names", tag, options, () => new Intl.DisplayNames([tag], options));
}
