/**
 * Languages of the shop (spec §1, §9): English (default), Portuguese (pt-PT), Spanish.
 * The UI keeps the choice in `localStorage.i18nextLng` and the `lng` cookie.
 */
export const LOCALES = ["en", "pt", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** A text in each of the shop's three languages. */
export type Localized<T = string> = Record<Locale, T>;

/** True when `value` is one of the shop's locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * Picks the text for `locale`, falling back to English when a translation is empty.
 * @param text a localized text (JSON column or seed data)
 */
export function pickLocale(text: Partial<Localized> | null | undefined, locale: Locale): string {
  if (!text) return "";
  return text[locale] || text.en || "";
}

/**
 * BCP 47 tag of a shop language for `Intl` (spec §9: Portuguese is pt-PT; English dates and numbers
 * as in the EU, en-GB). An unknown value is passed through unchanged.
 */
export function intlLocaleTag(locale: string): string {
  return locale === "pt" ? "pt-PT" : locale === "es" ? "es-ES" : locale === "en" ? "en-GB" : locale;
}

/**
 * The `lang` attribute of the shop's pages and of a text in one language: `pt-PT` for Portuguese
 * (spec §9: European Portuguese), the bare language otherwise (`en`, `es`). E-mails, which are read
 * outside the shop's pages, carry the full {@link intlLocaleTag} instead.
 */
export function htmlLangTag(locale: string): string {
  return locale === "pt" ? intlLocaleTag(locale) : locale;
}

/** The shop's time zone (Portuguese mainland): order dates, carrier events, day boundaries of lists and deadlines. */
export const SHOP_TIME_ZONE = "Europe/Lisbon";
