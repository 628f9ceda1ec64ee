import i18next, { type BackendModule, type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Locale } from "../../core/shared/locale.ts";
import { SHELL_NAMESPACES, namespaceNames } from "../i18n/namespace-entries.ts";

/** i18next resources of one language: namespace → nested keys. */
export type Messages = Record<string, Record<string, unknown>>;

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
export function createI18n(locale: Locale, messages: Messages): i18n {
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
 * The namespace `ns` of `language` from its own content-hashed chunk (`app/lib/locale-chunks.ts`), or `undefined` for
 * a namespace that does not exist. The map of chunks is itself loaded with the first call.
 * @throws Error when a chunk cannot be loaded (the network)
 */
async function namespaceChunk(language: string, ns: string): Promise<Record<string, unknown> | undefined> {
  const { LOCALE_CHUNKS } = await import("./locale-chunks.ts");
  const load = LOCALE_CHUNKS[`../locales/${language}/${ns}.json`];
  return load ? load() : undefined;
}

/** i18next backend reading {@link namespaceChunk}; an unknown namespace loads as empty. */
const lazyBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    namespaceChunk(language, namespace).then(
      (messages) => {
        if (!messages) return callback(null, {});
        completeIn(language).add(namespace);
        callback(null, structuredClone(messages));
      },
      (error: Error) => callback(error, false),
    );
  },
};

const SHARED = new Map<Locale, i18n>();
let currentLocale: Locale | null = null;

/**
 * Per language, the namespaces its shared instance holds whole: loaded as a chunk, or the shell's whole namespaces
 * (every page's root data carries those in full). Any other namespace the root data brought may be a partial bundle
 * (`ns:path` sections, ADR 0027 "Namespace sections"), so {@link loadNamespaces} loads it whole before a page that
 * declares it renders.
 */
const COMPLETE = new Map<string, Set<string>>();
const SHELL_WHOLE: ReadonlySet<string> = new Set(SHELL_NAMESPACES.filter((entry) => !entry.includes(":")));

function completeIn(language: string): Set<string> {
  let set = COMPLETE.get(language);
  if (!set) {
    set = new Set();
    COMPLETE.set(language, set);
  }
  return set;
}

/** Root-data bundles already merged into their language's instance (the server reuses one object per route). */
const MERGED = new WeakSet<object>();

/**
 * Deep-merges root-data `messages` into `instance` without overwriting what it has: a section sent for one page
 * adds to the sections of earlier pages (on the server, of earlier requests). The store gets copies, so the root
 * loader's cached objects (`messagesFor`) are never written through i18next's merge.
 */
function mergeMessages(instance: i18n, locale: Locale, messages: Messages): void {
  const complete = completeIn(locale);
  for (const [ns, bundle] of Object.entries(messages)) {
    if (MERGED.has(bundle)) continue;
    MERGED.add(bundle);
    if (!(complete.has(ns) && instance.hasResourceBundle(locale, ns)))
      instance.addResourceBundle(locale, ns, structuredClone(bundle), true, false);
    if (SHELL_WHOLE.has(ns)) complete.add(ns);
  }
}

/** The first store of a new instance: copies of `messages` (see {@link mergeMessages}), noted as merged. */
function initialResources(locale: Locale, messages: Messages): Resource[string] {
  const out: Resource[string] = {};
  for (const [ns, bundle] of Object.entries(messages)) {
    MERGED.add(bundle);
    out[ns] = structuredClone(bundle) as Resource[string][string];
    if (SHELL_WHOLE.has(ns)) completeIn(locale).add(ns);
  }
  return out;
}

/**
 * The one i18next instance of a locale in this process (browser tab or server), created on first
 * use and reused after: `messages` (namespace → nested keys, whole or sections, as the root loader sends them) are
 * deep-merged into it (what it has is kept). A namespace it lacks is loaded through
 * {@link lazyBackend}; `useTranslation(ns)` suspends until then, so a client-side navigation keeps
 * the previous page on screen instead of showing key names (ADR 0027).
 *
 * Returns the instance's {@link providerView}, the object to hand to `I18nextProvider`.
 */
export function i18nFor(locale: Locale, messages: Messages): i18n {
  currentLocale = locale;
  const existing = SHARED.get(locale);
  if (existing) {
    mergeMessages(existing, locale, messages);
    return providerView(existing);
  }
  const instance = i18next.createInstance();
  instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: false,
      resources: { [locale]: initialResources(locale, messages) },
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
 * The object handed to `I18nextProvider` for `instance` (one per instance): no own properties, and on the server a
 * prototype ({@link withMemoisedT}) that answers repeated lookups from a cache before reaching the instance.
 *
 * No own properties (issue 17, ADR 0030): react-i18next's `useTranslation` copies every own property descriptor of
 * the context's i18n object into a new wrapper on each component's first render (`createI18nWrapper`); on the server
 * every render is a first render, and an i18next instance has about 40 own properties, ~15 µs per call and ~7 % of a
 * product page's server time. Through this view the copy is empty (~0.3 µs), while every read still reaches the
 * instance (its methods are bound to it, its state is read through the prototype chain). Each language has its own
 * instance that never changes language, so a language switch is a new context value, as before.
 */
function providerView(instance: i18n): i18n {
  let view = VIEWS.get(instance);
  if (!view) {
    // the server renders every page from scratch; in the browser the layer would cost bytes and save little
    view = Object.create(import.meta.env.SSR ? withMemoisedT(instance) : instance) as i18n;
    VIEWS.set(instance, view);
  }
  return view;
}

/** A `t` function as i18next's `getFixedT` returns it (the properties react-i18next and i18next read on it). */
type FixedT = ((key: unknown, ...rest: unknown[]) => unknown) & {
  lng?: string;
  lngs?: unknown;
  ns?: unknown;
  keyPrefix?: unknown;
};

/** How many texts {@link withMemoisedT} keeps per language before it starts again from empty. */
const MEMO_LIMIT = 10_000;

/**
 * The cache key of a `t(key, options?)` call, or null when the call is not remembered: `options` must be absent, a
 * default text, or a flat object of strings, numbers and booleans (interpolation values, `count`, `context`).
 */
function callKey(key: unknown, rest: readonly unknown[]): string | null {
  if (typeof key !== "string" || rest.length > 1) return null;
  const [options] = rest;
  if (options === undefined) return key;
  if (typeof options === "string") return `${key}\u0001${options}`;
  if (typeof options !== "object" || options === null || Array.isArray(options)) return null;
  let out = key;
  for (const [name, value] of Object.entries(options)) {
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return null;
    out += `\u0001${name}\u0002${typeof value === "string" ? value : String(value)}`;
  }
  return out;
}

/**
 * `instance` behind a layer whose `getFixedT` (what `useTranslation` calls for each component) returns a `t` that
 * remembers the text of every found key it was asked for with the same flat options (ADR 0034). Such a call's answer
 * depends only on the language, the namespace, the key, the options and the store, and the store only grows:
 * {@link mergeMessages} never overwrites a text, and {@link loadNamespaces} rewrites sections with the same texts
 * from the whole namespace. A key the store lacks is not remembered (a later section may bring it); a call with
 * nested options (objects, functions) always goes to i18next. At {@link MEMO_LIMIT} texts the cache starts again
 * from empty (product names and counts in the options make it grow with the catalogue).
 *
 * Why: a product page makes ~150 lookups, most of them the same labels on every request, and i18next spends
 * ~7 µs on each (it spreads its whole options object into a new one per call), ~10 % of the page's server time.
 */
function withMemoisedT(instance: i18n): i18n {
  const texts = new Map<string, string>();
  const layer = Object.create(instance) as i18n;
  layer.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, fixedOptions: unknown) => {
    const inner = (instance.getFixedT as unknown as (...args: unknown[]) => FixedT).call(
      layer,
      lng,
      ns,
      keyPrefix,
      fixedOptions,
    );
    if (typeof lng !== "string" || typeof ns !== "string" || keyPrefix) return inner;
    const scope = `${lng}\u0000${ns}\u0000`;
    const memoised: FixedT = (key, ...rest) => {
      const call = callKey(key, rest);
      if (call === null) return inner(key, ...rest);
      const known = texts.get(scope + call);
      if (known !== undefined) return known;
      const text = inner(key, ...rest);
      const options = typeof rest[0] === "object" ? (rest[0] as object) : {};
      if (typeof text === "string" && instance.exists(key as string, { lng, ns, ...options })) {
        if (texts.size >= MEMO_LIMIT) texts.clear();
        texts.set(scope + call, text);
      }
      return text;
    };
    memoised.lng = inner.lng;
    memoised.lngs = inner.lngs;
    memoised.ns = inner.ns;
    memoised.keyPrefix = inner.keyPrefix;
    return memoised;
  }) as unknown as i18n["getFixedT"];
  return layer;
}

/**
 * Loads namespaces whole into the current language's shared instance (no-op before the first {@link i18nFor});
 * resolves when they are in its store. Used before a client-side navigation renders, so texts read with
 * `t("ns:key")` outside `useTranslation(ns)` are there too. `entries` are a route's map entries
 * (`app/i18n/route-namespaces.ts`): each named namespace (`ns` or `ns:path`) is loaded whole unless the instance
 * already holds it whole, since what the root data brought may be another page's sections. `null` (a route the map
 * does not list) completes every namespace the instance holds only partly; what it lacks loads on first use.
 */
export async function loadNamespaces(entries: readonly string[] | null): Promise<void> {
  const instance = currentLocale ? SHARED.get(currentLocale) : undefined;
  if (!instance) return;
  const language = instance.language;
  const complete = completeIn(language);
  const names = entries ? namespaceNames(entries) : Object.keys(instance.store.data[language] ?? {});
  await Promise.all(
    names
      .filter((ns) => !complete.has(ns))
      .map(async (ns) => {
        const messages = await namespaceChunk(language, ns);
        if (!messages) return;
        instance.addResourceBundle(language, ns, structuredClone(messages), true, true);
        complete.add(ns);
      }),
  );
}

/** A message of the shared instance of `locale` (`ns`, dotted `key`), or `undefined` when it does not hold it. */
function sharedMessage(locale: string, ns: string, key: string): string | undefined {
  const value = SHARED.get(locale as Locale)?.getResource(locale, ns, key);
  return typeof value === "string" ? value : undefined;
}

/** Parsed root-data messages by their JSON (on the server one string per page shape and language). */
const PARSED = new Map<string, Messages>();
/** How many parsed bundles {@link rootMessages} keeps before it starts again from empty. */
const PARSED_LIMIT = 512;

/**
 * The root data's messages (`RootData.messagesJson`, ADR 0035) as objects, parsed once per string: the same JSON
 * gives the same object, which {@link i18nFor} merges only once. An absent or empty string gives `{}`.
 * @throws SyntaxError when the string is not JSON (never for what the root loader sends)
 */
export function rootMessages(messagesJson: string | undefined): Messages {
  if (!messagesJson) return {};
  let messages = PARSED.get(messagesJson);
  if (!messages) {
    if (PARSED.size >= PARSED_LIMIT) PARSED.clear();
    messages = JSON.parse(messagesJson) as Messages;
    PARSED.set(messagesJson, messages);
  }
  return messages;
}

/** What {@link rootText} reads: the root data's messages and, for the fallback, its language. */
export type TextSource = { messagesJson: string; locale?: string };

/**
 * A text for code outside React (a route's `meta`, which has no hooks): namespace `ns`, dotted `key`, `{{name}}`
 * placeholders filled from `vars`. Read from the root data's messages, else from the shared instance of the root's
 * language (after a client-side navigation the root data holds the first page's messages, maybe only sections of
 * them, ADR 0027, while the instance has this page's namespaces whole); the key itself when neither has it.
 */
export function rootText(
  root: TextSource | undefined,
  ns: string,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  let node: unknown = rootMessages(root?.messagesJson)[ns];
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  const text =
    typeof node === "string" ? node : ((root?.locale ? sharedMessage(root.locale, ns, key) : undefined) ?? key);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ""));
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
