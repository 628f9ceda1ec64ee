import {
  BASE_CURRENCY,
  type MoneyFormatOptions,
  CURRENCIES,
  type CurrencyCode,
  formatDisplayPrice,
  getCurrency,
  isCurrencyCode,
} from "../../core/shared/currency.ts";

export { CURRENCIES, type CurrencyCode };

/** localStorage key of the currency choice (spec §3: value, symbol, exchangeRate). */
export const CURRENCY_STORAGE_KEY = "currency";
/** Cookie that lets the server render prices in the chosen currency. */
export const CURRENCY_COOKIE = "currency";

/** The spec's initial currency: the second entry of the list (§4, §9), i.e. eur. */
export const INITIAL_CURRENCY: CurrencyCode = CURRENCIES[1]?.code ?? BASE_CURRENCY;

/** Reads the currency cookie from a Cookie header; the initial currency when absent or unknown. */
export function currencyFromCookie(cookieHeader: string | null): CurrencyCode {
  const value = cookieHeader?.match(/(?:^|;\s*)currency=([a-z]{3})/)?.[1];
  return isCurrencyCode(value) ? value : INITIAL_CURRENCY;
}

/** The stored shape of spec §3: `{ value, symbol, exchangeRate }`, the rate with two decimals. */
function storedCurrency(code: CurrencyCode, rate: number): string {
  const currency = getCurrency(code);
  return JSON.stringify({ value: currency.code, symbol: currency.symbol, exchangeRate: rate.toFixed(2) });
}

/** Stores the currency choice in localStorage (spec §3) and its cookie (so the server renders it). */
export function storeCurrency(code: CurrencyCode, rate: number): void {
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, storedCurrency(code, rate));
  } catch {
    // storage unavailable: the cookie still carries the choice
  }
  document.cookie = `${CURRENCY_COOKIE}=${code}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * On leaving, if no currency is stored, the default currency is stored (spec §4). The spec's
 * "first default currency" is read as the one in use by default, eur (ADR 0004).
 */
export function storeDefaultCurrencyIfMissing(): void {
  try {
    if (!window.localStorage.getItem(CURRENCY_STORAGE_KEY)) {
      window.localStorage.setItem(CURRENCY_STORAGE_KEY, storedCurrency(INITIAL_CURRENCY, 1));
    }
  } catch (error) {
    console.warn("could not store the default currency", error);
  }
}

/**
 * Formats EUR cents in `code` by the spec's rule (§9) in the reader's language (`options.locale`:
 * decimal mark and grouping; `options.decimals: "always"` inside a totals block with cents); falls
 * back to EUR when that currency's rate is missing (rates not loaded yet, spec §4).
 */
export function displayPrice(
  amountCents: number,
  code: CurrencyCode,
  rates: Partial<Record<CurrencyCode, number>> | null,
  options: MoneyFormatOptions = {},
): string {
  const rate = code === "eur" ? 1 : rates?.[code];
  return rate
    ? formatDisplayPrice(amountCents, code, rate, options)
    : formatDisplayPrice(amountCents, "eur", 1, options);
}

/** The rate `displayPrice` will use for `code` (1 for eur, or when the rate is missing). */
export function displayRate(code: CurrencyCode, rates: Partial<Record<CurrencyCode, number>> | null): number {
  return code === "eur" ? 1 : (rates?.[code] ?? 1);
}
