/**
 * The text a price input of the product editor starts with: integer cents as euros with two
 * decimals ("24.90"), empty when there is no price (an unset compare-at price or variant override).
 * The action reads it back to cents with `centsFrom` (app/lib/admin-catalog.server.ts).
 */
export function priceInputValue(cents: number | null | undefined): string {
  return cents == null ? "" : (cents / 100).toFixed(2);
}
