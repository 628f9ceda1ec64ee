import type { RootData } from "../../lib/root-data.ts";

/**
 * A "catalog" message for a route's `meta` export, which runs outside React (no `useTranslation`).
 * Reads the messages the root loader sent and fills `{{name}}` placeholders.
 */
export function catalogText(
  root: Pick<RootData, "messages"> | undefined,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  let node: unknown = root?.messages.catalog;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === "string" ? node : key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ""));
}
