/**
 * Euros typed by a person, as integer EUR cents (DESIGN rule 3: money is integer cents). One rule
 * for every form that takes an amount (back-office prices, coupons, gift cards, shipping rates,
 * refunds, quote estimates, the shop's price filter): surrounding spaces and a leading or trailing "€" are ignored,
 * the decimal separator is "," or "." with at most two decimals, no thousands separators, up to
 * 99 999 999 euros. The cents are computed from the digits, never through floating point.
 */

/** Largest whole-euro part accepted (8 digits). */
const AMOUNT = /^(\d{1,8})(?:[.,](\d{1,2}))?$/;

/**
 * Parses a typed amount.
 * @param value a form value (`FormDataEntryValue | null`) or any string
 * @returns the amount in cents; `null` when nothing was typed; `NaN` when the text is not an amount
 *   (a schema's `z.number().int()` then refuses it with the field's message)
 */
export function parseEurosToCents(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const text = value.trim().replace(/^€\s*|\s*€$/g, "");
  if (text === "") return null;
  const m = AMOUNT.exec(text);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0")) : Number.NaN;
}

/** Cents as a form field's euros, without grouping or symbol: 2000 → "20", 1250 → "12.50", 1205 → "12.05". */
export function centsToEurosInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return "";
  const euros = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return rest === 0 ? String(euros) : `${euros}.${String(rest).padStart(2, "0")}`;
}

/**
 * Integer cents as a decimal text with a dot and exactly two places, as outside services and the AT QR
 * code write amounts: 1234 → "12.34", 80 → "0.80", -5 → "-0.05".
 * @throws TypeError when `cents` is not a safe integer
 */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new TypeError(`cents must be an integer, got ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * A decimal money text or JSON number from an outside service ("12.34", "7", 0.5, "1234.567") → integer
 * cents, without floating-point arithmetic on the value: a number is read through its shortest decimal
 * text; a third decimal and beyond round half up.
 * @throws TypeError when the value is not a non-negative decimal number
 */
export function decimalToCents(value: string | number): number {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value;
  const match = /^\s*(\d+)(?:[.,](\d*))?\s*$/.exec(text);
  if (!match) throw new TypeError(`not a decimal amount: ${JSON.stringify(value)}`);
  const whole = Number(match[1]);
  const fraction = (match[2] ?? "").padEnd(3, "0");
  const cents = whole * 100 + Number(fraction.slice(0, 2));
  return Number(fraction[2]) >= 5 ? cents + 1 : cents;
}
