/**
 * Display currencies and the price display rule (spec §3, §4, §9; DESIGN rule 3).
 *
 * Money stays in integer EUR cents everywhere in the DB and in `core/`; these helpers only convert
 * at the edge, for display. Pure and client-safe (no I/O). The number is written with the decimal mark
 * and digit grouping of the reader's language (core/shared/number-format.ts `formatHundredths`), the
 * same text on the server and in the browser. This is the one money formatter: pages (`<Price>`,
 * `formatEur`), e-mails and documents all call it.
 */
import { formatHundredths } from "./number-format.ts";

/** One display currency: its lowercase code (as in the rates service's `eur` map) and its symbol. */
export interface Currency {
  readonly code: CurrencyCode;
  readonly symbol: string;
}

/** The eight currency codes of spec §9, lowercase, in the spec's order. */
export const CURRENCY_CODES = ["aud", "eur", "cad", "chf", "cny", "gbp", "jpy", "usd"] as const;

/** A display currency code: `aud | eur | cad | chf | cny | gbp | jpy | usd`. */
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/**
 * The currencies offered, in the spec's order (§9): `CURRENCIES[1]` (eur) is the initial one (§4).
 *
 * Symbols follow the CLDR English short symbols (what `Intl.NumberFormat("en")` prints), so the two
 * yuan/yen and the four dollars stay distinguishable: A$, €, CA$, CHF, CN¥, £, ¥ (yen), $ (US dollar).
 * The spec only says "each with a symbol"; the choice is ours.
 */
export const CURRENCIES: readonly Currency[] = Object.freeze([
  Object.freeze({ code: "aud", symbol: "A$" }),
  Object.freeze({ code: "eur", symbol: "€" }),
  Object.freeze({ code: "cad", symbol: "CA$" }),
  Object.freeze({ code: "chf", symbol: "CHF" }),
  Object.freeze({ code: "cny", symbol: "CN¥" }),
  Object.freeze({ code: "gbp", symbol: "£" }),
  Object.freeze({ code: "jpy", symbol: "¥" }),
  Object.freeze({ code: "usd", symbol: "$" }),
] satisfies Currency[]);

/** The shop's own currency: every stored amount is in EUR cents; its rate is 1 by definition. */
export const BASE_CURRENCY: CurrencyCode = "eur";

/**
 * True when `value` is one of the eight currency codes (exact lowercase match; "EUR" is not).
 * Use it to narrow untrusted input (cookies, query strings, localStorage).
 */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && (CURRENCY_CODES as readonly string[]).includes(value);
}

/**
 * The currency entry for `code`.
 * @throws RangeError when `code` is not one of the eight codes
 */
export function getCurrency(code: CurrencyCode): Currency {
  const currency = CURRENCIES.find((c) => c.code === code);
  if (!currency) throw new RangeError(`Unknown currency code: ${String(code)}`);
  return currency;
}

/**
 * Converts an amount in EUR cents to hundredths of the display currency: `amountCents × rate`,
 * rounded to the nearest hundredth, halves away from zero (so -0.5 → -1, 0.5 → 1).
 *
 * "Hundredths" even for jpy: the spec's rule always shows two decimals (§9), so this is not ISO 4217
 * minor units. Binary floating-point noise is removed before rounding (50 × 1.15 is
 * 57.49999999999999 in doubles; the true 57.5 must round to 58).
 *
 * @param amountCents integer EUR cents (may be negative, e.g. a discount or refund)
 * @param rate units of the display currency per 1 EUR (spec §3 `exchangeRate`); 1 for eur
 * @returns an integer number of hundredths of the display currency
 * @throws RangeError when `amountCents` is not a safe integer or `rate` is not a finite number > 0
 */
export function convertEuroCents(amountCents: number, rate: number): number {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError(`amountCents must be an integer, got ${amountCents}`);
  if (!Number.isFinite(rate) || rate <= 0) throw new RangeError(`rate must be a finite number > 0, got ${rate}`);
  const magnitude = Math.round(Number((Math.abs(amountCents) * rate).toPrecision(15)));
  return amountCents < 0 ? -magnitude : magnitude;
}

/** How {@link formatMinorUnits} writes the number: the reader's language and the decimals rule. */
export interface MoneyFormatOptions {
  /**
   * The reader's language, a BCP 47 tag or one of the shop's locales (`en`, `pt`, `es`); `en` when
   * absent. It gives the decimal mark and the digit grouping (`Intl.NumberFormat`): en "€1,234.50",
   * pt "€1 234,50", es "€1.234,50".
   */
  locale?: string;
  /**
   * `auto` (default): the spec's rule, a trailing ".00" dropped. `always`: two decimals even on whole
   * amounts, for a block of figures read together (a totals block where any amount has cents), so
   * "€21" never stands beside "€91.30".
   */
  decimals?: "auto" | "always";
}

/**
 * Formats hundredths of a display currency by the spec's rule (§9): two decimals, a trailing ".00"
 * removed, the symbol prefixed — with the decimal mark and digit grouping of the reader's language
 * (`Intl.NumberFormat`). 2490 → "€24.90" (en) / "€24,90" (pt, es); 2000 → "€20"; 123456 →
 * "€1,234.56" (en), "€1 234,56" (pt), "€1.234,56" (es).
 *
 * House choices where the spec is silent: the symbol stays in front in every language (the spec
 * says "prefixed", even where the language would put € after); a minus sign goes before the symbol
 * ("-€5"); an alphabetic symbol is followed by a space ("CHF 24.90"); digits are grouped from 1,000.
 *
 * @param minorUnits integer hundredths of the currency (as from {@link convertEuroCents})
 * @param currency a currency entry or code
 * @param options the reader's locale and the decimals rule ({@link MoneyFormatOptions})
 * @throws RangeError when `minorUnits` is not a safe integer or the code is unknown
 */
export function formatMinorUnits(
  minorUnits: number,
  currency: Currency | CurrencyCode,
  options: MoneyFormatOptions = {},
): string {
  if (!Number.isSafeInteger(minorUnits)) throw new RangeError(`minorUnits must be an integer, got ${minorUnits}`);
  const { symbol } = typeof currency === "string" ? getCurrency(currency) : currency;
  const magnitude = Math.abs(minorUnits);
  const whole = magnitude % 100 === 0 && options.decimals !== "always";
  const number = formatHundredths(magnitude, whole ? 0 : 2, options.locale ?? "en");
  const prefix = /\p{L}$/u.test(symbol) ? `${symbol} ` : symbol;
  return `${minorUnits < 0 ? "-" : ""}${prefix}${number}`;
}

/**
 * True when any of `amountsCents` shows cents in `currency` at `rate`: a totals block then prints
 * every amount with two decimals ({@link MoneyFormatOptions.decimals} `always`).
 */
export function anyHasCents(amountsCents: readonly number[], rate: number): boolean {
  return amountsCents.some((cents) => convertEuroCents(cents, rate) % 100 !== 0);
}

/**
 * The spec's price display rule (§9): the EUR price multiplied by the exchange rate, shown with two
 * decimals, a trailing ".00" removed, the symbol prefixed.
 *
 * formatDisplayPrice(2490, "eur", 1) → "€24.90"; (2000, "eur", 1) → "€20";
 * (2490, "jpy", 162.35) → "¥4,042.52" (jpy keeps decimals unless they are .00, as the rule says).
 *
 * @param amountCents integer EUR cents
 * @param currency the display currency (entry or code)
 * @param rate units of that currency per 1 EUR; pass 1 for eur
 * @param options the reader's locale and the decimals rule ({@link MoneyFormatOptions})
 * @throws RangeError on a non-integer amount, a rate that is not finite and > 0, or an unknown code
 */
export function formatDisplayPrice(
  amountCents: number,
  currency: Currency | CurrencyCode,
  rate: number,
  options: MoneyFormatOptions = {},
): string {
  return formatMinorUnits(convertEuroCents(amountCents, rate), currency, options);
}
