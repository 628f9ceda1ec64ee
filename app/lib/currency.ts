import { CURRENCIES, type CurrencyCode, formatDisplayPrice, isCurrencyCode } from "../../core/shared/currency.ts";

export { CURRENCIES, type CurrencyCode };

/** localStorage key of the currency choice (spec §3: value, symbol, exchangeRate). */
export const CURRENCY_STORAGE_KEY = "currency";
/** Cookie that lets the server render prices in the chosen currency. */
export const CURRENCY_COOKIE = "currency";

/** The spec's initial currency: the second entry of the list (§4, §9), i.e. eur. */
export const INITIAL_CURRENCY: CurrencyCode = CURRENCIES[1].code;

/** Reads the currency cookie from a Cookie header; the initial currency when absent or unknown. */
export function currencyFromCookie(cookieHeader: string | null): CurrencyCode {
  const value = cookieHeader?.match(/(?:^|;\s*)currency=([a-z]{3})/)?.[1];
  return isCurrencyCode(value) ? value : INITIAL_CURRENCY;
}

/** Stores the currency choice (value, symbol, exchangeRate with two decimals per spec §3) and its cookie. */
export function storeCurrency(code: CurrencyCode, rate: number): void {
  const currency = CURRENCIES.find((c) => c.code === code) ?? CURRENCIES[1];
  try {
    window.localStorage.setItem(
      CURRENCY_STORAGE_KEY,
      JSON.stringify({ value: currency.code, symbol: currency.symbol, exchangeRate: rate.toFixed(2) }),
    );
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
      const initial = CURRENCIES[1];
      window.localStorage.setItem(
        CURRENCY_STORAGE_KEY,
        JSON.stringify({ value: initial.code, symbol: initial.symbol, exchangeRate: "1.00" }),
      );
    }
  } catch (error) {
    console.warn("could not store the default currency", error);
  }
}

/** Formats EUR cents in `code` with `rates` (spec §9 rule); EUR when rates are missing. */
export function displayPrice(amountCents: number, code: CurrencyCode, rates: Partial<Record<CurrencyCode, number>> | null): string {
  const rate = code === "eur" ? 1 : rates?.[code];
  const currency = CURRENCIES.find((c) => c.code === (rate ? code : "eur")) ?? CURRENCIES[1];
  return formatDisplayPrice(amountCents, currency, rate ?? 1);
}
