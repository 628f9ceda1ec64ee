import type { RootData } from "../../lib/root-data.ts";

/**
 * A message of namespace `ns` for a route's `meta` export (outside React), with `{{name}}` filled;
 * the key itself when missing.
 */
export function pageText(
  root: Pick<RootData, "messages"> | undefined,
  ns: string,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  let node: unknown = root?.messages[ns];
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === "string" ? node : key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ""));
}
