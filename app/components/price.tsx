import { displayPrice } from "../lib/currency.ts";
import { useRootData } from "../lib/root-data.ts";

/**
 * A price in the shopper's display currency by the spec's rule (§9), from EUR cents.
 * The EUR amount is kept in `data-eur-cents` and a title says orders are charged in EUR.
 */
export function Price({ cents, className }: { cents: number; className?: string }) {
  const { currency, rates } = useRootData();
  return (
    <span className={className} data-eur-cents={cents} data-currency={rates || currency === "eur" ? currency : "eur"}>
      {displayPrice(cents, currency, rates?.rates ?? null)}
    </span>
  );
}
