/**
 * Exact conversion between the shop's money (integer EUR cents, DESIGN rule 3) and SIBS Gateway
 * amounts (`amount.value`, decimal euros; integrations.md §1 "Create checkout").
 *
 * SIBS writes `value` as a JSON number (`19.2`, `10.0`) in API answers and, in some documented
 * webhook examples, as a string (`"16.20"`, docs.pay.sibs.com …/notifications/webhooks/examples), so
 * reading accepts both. No float multiplication is used: a number is read through its shortest
 * round-trip decimal text, which for any value written with at most two decimals is exactly that text.
 */

/** Thrown when a SIBS amount is not a non-negative euro value with at most two decimals. */
export class SibsAmountError extends TypeError {
  constructor(value: unknown) {
    super(`Not a SIBS euro amount with at most 2 decimals: ${JSON.stringify(value)}`);
    this.name = "SibsAmountError";
  }
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * Integer EUR cents → the JSON number SIBS expects in `amount.value` (euros), e.g. 1999 → 19.99.
 *
 * Exact: IEEE division is correctly rounded, so `cents / 100` is the double nearest to the decimal
 * `int.ff`, and `JSON.stringify` prints the shortest text that reads back as that double, which is
 * `int.ff` itself (tests check every value up to 10 000 €).
 * @param cents integer ≥ 0 (EUR cents)
 * @throws TypeError when `cents` is not a safe non-negative integer
 */
export function centsToEuros(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new TypeError(`cents must be an integer ≥ 0, got ${cents}`);
  return cents / 100;
}

/**
 * A SIBS `amount.value` (euros; a JSON number or a decimal string) → integer EUR cents, e.g.
 * 19.99 → 1999, "16.20" → 1620, 10 → 1000. Digits past the second decimal must be zeros.
 * @throws SibsAmountError for negatives, NaN, exponent forms, more than 2 significant decimals
 */
export function eurosToCents(value: number | string): number {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new SibsAmountError(value);
  const whole = match[1] ?? "0";
  const fraction = match[2] ?? "";
  if (/[^0]/.test(fraction.slice(2))) throw new SibsAmountError(value);
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) throw new SibsAmountError(value);
  return cents;
}
