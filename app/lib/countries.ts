import { type Locale, intlLocaleTag as intlLocale } from "../../core/shared/locale.ts";
import { displayNamesOf } from "../../core/shared/intl-format.ts";

export { intlLocale };

/**
 * Country names in `locale` (CLDR, through `Intl.DisplayNames`), by ISO code. Computed in loaders
 * and sent to the page, so the server's and the browser's ICU versions cannot disagree.
 */
export function countryNames(locale: Locale, codes: readonly string[]): Record<string, string> {
  const names = displayNamesOf(intlLocale(locale), { type: "region" });
  return Object.fromEntries(codes.map((code) => [code, names.of(code) ?? code]));
}

/** `codes` as `{ code, name }` sorted by name in `locale`. */
export function sortedCountries(locale: Locale, codes: readonly string[]): { code: string; name: string }[] {
  const names = countryNames(locale, codes);
  const collator = new Intl.Collator(intlLocale(locale));
  return codes.map((code) => ({ code, name: names[code] ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}
