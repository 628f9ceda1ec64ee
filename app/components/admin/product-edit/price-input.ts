/**
 * The text a price input of the product editor starts with: integer cents as euros with two
 * decimals ("24.90"), empty when there is no price (an unset compare-at price or variant override).
 * The form reads it back to cents with `eurosAsCents` (core/shared/money-schema.ts, in `productFormSchema`).
 */
export function priceInputValue(cents: number | null | undefined): string {
  return cents == null ? "" : (cents / 100).toFixed(2);
}
