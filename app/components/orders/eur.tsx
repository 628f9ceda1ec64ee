import { displayPrice } from "../../lib/currency.ts";
import { useMoneyLocale } from "../price.tsx";

/**
 * An amount charged, in euros (orders are charged in EUR, whatever the display currency), in the
 * reader's language by the one money formatter (core/shared/currency.ts): `€12.50` (en), `€12,50` (pt, es).
 * @param locale the reader's language (`en`, `pt`, `es` or a BCP 47 tag); English when absent
 */
export function formatEur(cents: number, locale = "en"): string {
  return displayPrice(cents, "eur", null, { locale });
}

/** {@link formatEur} as an element in the reader's language, the cents kept in `data-eur-cents`. */
export function Eur({ cents, className }: { cents: number; className?: string }) {
  const locale = useMoneyLocale();
  return (
    <span className={className} data-eur-cents={cents}>
      {formatEur(cents, locale)}
    </span>
  );
}
