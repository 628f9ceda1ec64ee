/**
 * Numbers as the reader writes them, the same text on the server and in the browser (issue 15, issue 17).
 * The shop's three languages are written from CLDR's marks ({@link SHOP_NUMBER_MARKS}), without `Intl`:
 * a page's first `Intl.NumberFormat` or `DateTimeFormat` (or `Number#toLocaleString`) starts the browser's ICU,
 * 12–50 ms of main thread while the page hydrates (ADR 0039). Any other tag goes through `Intl.NumberFormat`,
 * with its group space normalised (server and browser ICU differ between U+00A0 and U+202F).
 */
import { numberFormat } from "./intl-format.ts";
import { LOCALES, type Locale, intlLocaleTag } from "./locale.ts";

/**
 * Decimal mark and group separator of the shop's languages, as `Intl.NumberFormat` prints them for
 * {@link intlLocaleTag}'s tags with grouping always on (CLDR: en-GB "1,234.50", pt-PT "1 234,50" with its
 * group space as U+00A0, es-ES "1.234,50"); number-format.test.ts checks each against `Intl`.
 */
export const SHOP_NUMBER_MARKS: Readonly<Record<Locale, { decimal: string; group: string }>> = Object.freeze({
  en: { decimal: ".", group: "," },
  pt: { decimal: ",", group: "\u00a0" },
  es: { decimal: ",", group: "." },
});

/** {@link SHOP_NUMBER_MARKS} by every tag that names a shop language: `en`, `pt`, `es` and their `Intl` tags. */
const MARKS_BY_TAG: ReadonlyMap<string, { decimal: string; group: string }> = new Map(
  LOCALES.flatMap((l) => [
    [l, SHOP_NUMBER_MARKS[l]],
    [intlLocaleTag(l), SHOP_NUMBER_MARKS[l]],
  ]),
);

/**
 * `hundredths` (a non-negative safe integer) as a number in `locale` (a shop language, its
 * {@link intlLocaleTag}, or any BCP 47 tag): two decimals or none, digits grouped in threes always (also
 * 4-digit numbers), group spaces as U+00A0. 123456 → "1,234.56" (en), "1 234,56" (pt), "1.234,56" (es).
 */
export function formatHundredths(hundredths: number, fractionDigits: 0 | 2, locale: string): string {
  const marks = MARKS_BY_TAG.get(locale);
  if (marks) {
    const whole = String(Math.floor(hundredths / 100)).replace(/\B(?=(\d{3})+$)/g, marks.group);
    return fractionDigits === 0 ? whole : `${whole}${marks.decimal}${String(hundredths % 100).padStart(2, "0")}`;
  }
  const options = {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping: "always",
  } as const;
  let format: Intl.NumberFormat;
  try {
    format = numberFormat(intlLocaleTag(locale), options);
  } catch {
    format = numberFormat("en-GB", options);
  }
  // one group space everywhere (server and browser ICU differ between U+00A0 and U+202F)
  return format
    .formatToParts(hundredths / 100)
    .map((part) => (part.type === "group" && /\s/u.test(part.value) ? "\u00a0" : part.value))
    .join("");
}

/**
 * A whole number (a measure: grams, g/m²) in `locale`, grouped like {@link formatHundredths}: 180 → "180",
 * 1050 → "1,050" (en), "1 050" (pt), "1.050" (es). A fraction is rounded to the nearest whole number.
 */
export function formatWholeNumber(value: number, locale: string): string {
  return formatTenths(Math.round(value), locale);
}

/**
 * A measure with at most one decimal (a body or garment measurement in cm or inches) in `locale`, grouped like
 * {@link formatHundredths}, the decimal left out when it is 0: 92 → "92", 36.2 → "36.2" (en), "36,2" (pt, es).
 * Rounded to the nearest tenth.
 */
export function formatTenths(value: number, locale: string): string {
  const tenths = Math.round(Math.abs(value) * 10);
  const text =
    tenths % 10 === 0
      ? formatHundredths(tenths * 10, 0, locale)
      : // two decimals whose second is always 0: drop it
        formatHundredths(tenths * 10, 2, locale).slice(0, -1);
  return value < 0 && tenths > 0 ? `-${text}` : text;
}
