import { displayPrice } from "../../lib/currency.ts";
import { useFixedDecimals, useMoneyLocale } from "../price.tsx";

/**
 * An amount charged, in euros (orders are charged in EUR, whatever the display currency), in the
 * reader's language by the one money formatter (core/shared/currency.ts): `€12.50` (en), `€12,50` (pt, es).
 * @param locale the reader's language (`en`, `pt`, `es` or a BCP 47 tag); English when absent
 */
export function formatEur(cents: number, locale = "en", decimals: "auto" | "always" = "auto"): string {
  return displayPrice(cents, "eur", null, { locale, decimals });
}

/** {@link formatEur} as an element in the reader's language (two decimals inside a `PriceBlock` with cents), the cents kept in `data-eur-cents`. */
export function Eur({ cents, className }: { cents: number; className?: string }) {
  const locale = useMoneyLocale();
  const fixed = useFixedDecimals();
  return (
    <span className={className} data-eur-cents={cents}>
      {formatEur(cents, locale, fixed ? "always" : "auto")}
    </span>
  );
}
