import { rootText, type TextSource } from "../../lib/i18n.ts";

/** A `catalog` text for a route's `meta` export (outside React): {@link rootText} in that namespace. */
export function catalogText(
  root: TextSource | undefined,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  return rootText(root, "catalog", key, vars);
}
