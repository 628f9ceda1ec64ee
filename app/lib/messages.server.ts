import { LOCALES, type Locale } from "../../core/shared/locale.ts";
import { parseEntry } from "../i18n/namespace-entries.ts";
import type { Messages } from "./i18n.ts";

/**
 * Every `app/locales/<locale>/<namespace>.json`, bundled into the server build. A new namespace
 * needs only its three files: `common` (layout, errors), `catalog` (shop pages), `address`,
 * `auth`, `customer`…
 */
const FILES = import.meta.glob<Record<string, unknown>>("../locales/*/*.json", { eager: true, import: "default" });

const MESSAGES = Object.fromEntries(LOCALES.map((l) => [l, {} as Messages])) as Record<Locale, Messages>;
for (const [path, messages] of Object.entries(FILES)) {
  const match = path.match(/\/locales\/([a-z]{2})\/([\w-]+)\.json$/);
  const locale = match?.[1] as Locale | undefined;
  if (locale && match?.[2] && MESSAGES[locale]) MESSAGES[locale][match[2]] = messages;
}

const PLURAL_SUFFIX = /_(?:zero|one|two|few|many|other)$/;

/**
 * Copies the subtree of `source` at the dotted `path` into `target` at the same place. When the last segment names a
 * leaf with plural forms (`count_one`, `count_other`, i18next's suffixes), those forms come along; a path that
 * names nothing copies nothing.
 */
function copySection(source: Record<string, unknown>, target: Record<string, unknown>, path: string): void {
  const parts = path.split(".");
  const last = parts.pop() ?? "";
  let from: unknown = source;
  let to = target;
  for (const part of parts) {
    from = (from as Record<string, unknown> | undefined)?.[part];
    if (!from || typeof from !== "object") return;
    if (!to[part] || typeof to[part] !== "object") to[part] = {};
    to = to[part] as Record<string, unknown>;
  }
  const parent = from as Record<string, unknown>;
  for (const [key, value] of Object.entries(parent)) {
    if (key === last || key.replace(PLURAL_SUFFIX, "") === last) to[key] = value;
  }
}

/** `messagesFor` answers by locale and entry list: the same entries (one route pattern) give the same object. */
const CACHE = new Map<string, Messages>();

/**
 * UI messages of one language, by namespace (server only: the root loader sends the current
 * language's messages to the client, so no other language ships in the JS bundle). With
 * `entries`, only those (the page's, see `app/i18n/route-namespaces.ts`): `"ns"` is the whole namespace, `"ns:path"`
 * only the subtree at the dotted path (sections of one namespace are merged into one partial bundle); unknown names
 * are skipped. The answer for one entry list is built once per process and shared (callers must not mutate it).
 */
export function messagesFor(locale: Locale, entries?: readonly string[] | null): Messages {
  const all = MESSAGES[locale];
  if (!entries) return all;
  const cacheKey = `${locale}|${entries.join(",")}`;
  const cached = CACHE.get(cacheKey);
  if (cached) return cached;
  const out: Messages = {};
  for (const entry of entries) {
    const { ns, path } = parseEntry(entry);
    const bundle = all[ns];
    if (!bundle) continue;
    if (path === null) out[ns] = bundle;
    else if (out[ns] !== bundle) {
      out[ns] ??= {};
      copySection(bundle, out[ns], path);
    }
  }
  CACHE.set(cacheKey, out);
  return out;
}

/** `messagesJsonFor` answers by the {@link messagesFor} object it serialises. */
const JSON_CACHE = new WeakMap<Messages, string>();

/**
 * {@link messagesFor} as the root loader sends it (`RootData.messagesJson`, ADR 0035): one JSON string per
 * answer, serialised once per process, so React Router's turbo-stream encodes one string instead of walking
 * every message of the page on every request; the browser parses it once (`rootMessages`, app/lib/i18n.ts).
 */
export function messagesJsonFor(locale: Locale, entries?: readonly string[] | null): string {
  const messages = messagesFor(locale, entries);
  let json = JSON_CACHE.get(messages);
  if (json === undefined) {
    json = JSON.stringify(messages);
    JSON_CACHE.set(messages, json);
  }
  return json;
}
