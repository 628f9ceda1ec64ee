import i18next, { type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Locale } from "../../core/shared/locale.ts";

/** localStorage key the spec names for the language choice (§9). */
export const LANGUAGE_STORAGE_KEY = "i18nextLng";

/**
 * One i18next instance for a locale with its messages already loaded (the root loader sends only
 * the current language's messages, so no language ships in the JS bundle). Synchronous init.
 */
export function createI18n(locale: Locale, messages: Record<string, unknown>): i18n {
  const instance = i18next.createInstance();
  const resources: Resource = { [locale]: { common: messages as Resource[string][string] } };
  instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources,
    defaultNS: "common",
    ns: ["common"],
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
  document.cookie = `lng=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
