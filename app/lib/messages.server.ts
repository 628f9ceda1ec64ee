import { LOCALES, type Locale } from "../../core/shared/locale.ts";

/**
 * Every `app/locales/<locale>/<namespace>.json`, bundled into the server build. A new namespace
 * needs only its three files: `common` (layout, errors), `catalog` (shop pages), `address`,
 * `auth`, `customer`…
 */
const FILES = import.meta.glob<Record<string, unknown>>("../locales/*/*.json", { eager: true, import: "default" });

/** i18next resources of one language: namespace → nested keys. */
export type Messages = Record<string, Record<string, unknown>>;

const MESSAGES = Object.fromEntries(LOCALES.map((l) => [l, {} as Messages])) as Record<Locale, Messages>;
for (const [path, messages] of Object.entries(FILES)) {
  const match = path.match(/\/locales\/([a-z]{2})\/([\w-]+)\.json$/);
  const locale = match?.[1] as Locale | undefined;
  if (locale && match?.[2] && MESSAGES[locale]) MESSAGES[locale][match[2]] = messages;
}

/**
 * UI messages of one language, by namespace (server only: the root loader sends the current
 * language's messages to the client, so no other language ships in the JS bundle). With
 * `namespaces`, only those (the page's, see `app/i18n/route-namespaces.ts`); unknown names are skipped.
 */
export function messagesFor(locale: Locale, namespaces?: readonly string[] | null): Messages {
  const all = MESSAGES[locale];
  if (!namespaces) return all;
  const out: Messages = {};
  for (const ns of namespaces) if (all[ns]) out[ns] = all[ns];
  return out;
}
