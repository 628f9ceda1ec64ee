import { sharedMessage } from "../../lib/i18n.ts";
import type { RootData } from "../../lib/root-data.ts";

/**
 * A message of namespace `ns` for a route's `meta` export (outside React), with `{{name}}` filled;
 * the key itself when missing.
 */
export function pageText(
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
