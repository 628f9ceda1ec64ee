import { displayPrice } from "../../lib/currency.ts";

/** An amount charged, in euros (orders are charged in EUR, whatever the display currency): `€12.50`. */
export function formatEur(cents: number): string {
  return displayPrice(cents, "eur", null);
}

/** {@link formatEur} as an element, the cents kept in `data-eur-cents`. */
export function Eur({ cents, className }: { cents: number; className?: string }) {
  return (
    <span className={className} data-eur-cents={cents}>
      {formatEur(cents)}
    </span>
  );
}
