import { formatMinorUnits } from "../../../core/shared/currency.ts";
import type { Locale } from "../../../core/shared/locale.ts";

/**
 * An amount in the seeded CMS texts, written the way the shop prints money in that language
 * (`formatMinorUnits`, spec §9: symbol in front, trailing ",00"/".00" dropped, the language's
 * decimal mark): eur(7500, "pt") → "€75", eur(490, "es") → "€4,90", eur(490, "en") → "€4.90".
 * @param cents integer EUR cents
 */
export function eur(cents: number, locale: Locale): string {
  return formatMinorUnits(cents, "eur", { locale });
}
