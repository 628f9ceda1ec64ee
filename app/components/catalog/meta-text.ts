import { sharedMessage } from "../../lib/i18n.ts";
import type { RootData } from "../../lib/root-data.ts";

/**
 * A "catalog" message for a route's `meta` export, which runs outside React (no `useTranslation`).
 * Reads the messages the root loader sent and fills `{{name}}` placeholders.
 */
export function catalogText(
  root: (Pick<RootData, "messages"> & Partial<Pick<RootData, "locale">>) | undefined,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  let node: unknown = root?.messages.catalog;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  // After a client-side navigation the root data holds the first page's messages (maybe only sections of them,
  // ADR 0027); the shared i18n instance has this page's namespaces whole.
  const shared = root?.locale ? sharedMessage(root.locale, "catalog", key) : undefined;
  const text = typeof node === "string" ? node : (shared ?? key);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ""));
}
