import i18next, { type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Locale } from "../../core/shared/locale.ts";

/** localStorage key the spec names for the language choice (§9). */
export const LANGUAGE_STORAGE_KEY = "i18nextLng";
/** Cookie that mirrors the choice so the server renders the same language. */
export const LANGUAGE_COOKIE = "lng";

/** Language names as shown in the switcher (spec §9: ENG, PT, ES). */
export const LANGUAGE_LABELS: Record<Locale, { short: string; name: string }> = {
  en: { short: "ENG", name: "English" },
  pt: { short: "PT", name: "Português" },
  es: { short: "ES", name: "Español" },
};

/**
 * One i18next instance for a locale with its messages already loaded, synchronously
 * (`messages` maps namespace → nested keys, as the root loader sends them).
 */
export function createI18n(locale: Locale, messages: Record<string, Record<string, unknown>>): i18n {
  const instance = i18next.createInstance();
  const resources: Resource = { [locale]: messages as Resource[string] };
  instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources,
    defaultNS: "common",
    ns: Object.keys(messages),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Remembers the language choice: localStorage (spec §9) and a cookie so the server renders it. */
export function storeLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // storage may be unavailable (private mode); the cookie still carries the choice
  }
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
