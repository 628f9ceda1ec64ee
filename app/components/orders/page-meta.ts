import { sharedMessage } from "../../lib/i18n.ts";
import type { RootData } from "../../lib/root-data.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";

/**
 * A message of a namespace for a route's `meta` export (outside React): reads the messages the root
 * loader sent and fills `{{name}}` placeholders; the key itself when missing.
 */
export function messageText(
  root: (Pick<RootData, "messages"> & Partial<Pick<RootData, "locale">>) | undefined,
  ns: string,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  let node: unknown = root?.messages[ns];
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  // After a client-side navigation the root data holds the first page's messages (maybe only sections of them,
  // ADR 0027); the shared i18n instance has this page's namespaces whole.
  const shared = root?.locale ? sharedMessage(root.locale, ns, key) : undefined;
  const text = typeof node === "string" ? node : (shared ?? key);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ""));
}

/**
 * `meta` of the payment and order pages: title and description from `<ns>.<key>.title|lead`, and
 * `noindex` always (they are private; guests' links carry a token).
 */
export function privatePageMeta(
  matches: readonly unknown[],
  input: { ns: "payment" | "orders"; key: string; path: string; vars?: Record<string, string | number> },
) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: messageText(root, input.ns, `${input.key}.title`, input.vars),
      description: messageText(root, input.ns, `${input.key}.lead`, input.vars),
      path: input.path,
      noindex: true,
    },
    root,
  );
}
