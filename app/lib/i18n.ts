import i18next, { type BackendModule, type i18n, type Resource } from "i18next";
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

/**
 * Every `app/locales/<locale>/<namespace>.json` as a lazy import: in the browser build each file
 * is its own content-hashed chunk (immutable, cached by the browser), loaded when a page needs a
 * namespace the root loader did not send (ADR 0027).
 */
const LAZY_MESSAGES = import.meta.glob<Record<string, unknown>>("../locales/*/*.json", { import: "default" });

/** i18next backend reading {@link LAZY_MESSAGES}; an unknown namespace loads as empty. */
const lazyBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = LAZY_MESSAGES[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (messages) => callback(null, messages),
      (error: Error) => callback(error, false),
    );
  },
};

const SHARED = new Map<Locale, i18n>();
let currentLocale: Locale | null = null;

/**
 * The one i18next instance of a locale in this process (browser tab or server), created on first
 * use and reused after: `messages` (namespace → nested keys, as the root loader sends them) are
 * added when the instance does not have them yet. A namespace it lacks is loaded through
 * {@link lazyBackend}; `useTranslation(ns)` suspends until then, so a client-side navigation keeps
 * the previous page on screen instead of showing key names (ADR 0027).
 *
 * Returns the instance's {@link providerView}, the object to hand to `I18nextProvider`.
 */
export function i18nFor(locale: Locale, messages: Record<string, Record<string, unknown>>): i18n {
  currentLocale = locale;
  const existing = SHARED.get(locale);
  if (existing) {
    for (const [ns, bundle] of Object.entries(messages)) {
      if (!existing.hasResourceBundle(locale, ns)) existing.addResourceBundle(locale, ns, bundle);
    }
    return providerView(existing);
  }
  const instance = i18next.createInstance();
  instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: false,
      resources: { [locale]: { ...messages } as Resource[string] },
      partialBundledLanguages: true,
      defaultNS: "common",
      ns: Object.keys(messages),
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  SHARED.set(locale, instance);
  return providerView(instance);
}

const VIEWS = new WeakMap<i18n, i18n>();

/**
 * An object with no own properties whose prototype is `instance`, one per instance (issue 17, ADR 0027 "Server
 * render cost"). react-i18next's `useTranslation` copies every own property descriptor of the context's i18n object
 * into a new wrapper on each component's first render (`createI18nWrapper`): on the server every render is a first
 * render, and an i18next instance has about 40 own properties, ~15 µs per call and ~7 % of a product page's server
 * time. Through this view the copy is empty (~0.3 µs), while every read still reaches the instance (its methods are
 * bound to it, its state is read through the prototype chain). Each language has its own instance that never
 * changes language, so a language switch is a new context value, as before.
 */
function providerView(instance: i18n): i18n {
  let view = VIEWS.get(instance);
  if (!view) {
    view = Object.create(instance) as i18n;
    VIEWS.set(instance, view);
  }
  return view;
}

/**
 * Loads `namespaces` into the current language's shared instance (no-op before the first
 * {@link i18nFor}); resolves when they are in its store. Used before a client-side navigation
 * renders, so texts read with `t("ns:key")` outside `useTranslation(ns)` are there too.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const instance = currentLocale ? SHARED.get(currentLocale) : undefined;
  if (!instance) return;
  const missing = namespaces.filter((ns) => !instance.hasResourceBundle(instance.language, ns));
  if (missing.length > 0) await instance.loadNamespaces(missing);
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
