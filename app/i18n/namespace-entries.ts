/**
 * The entries of the per-route message map (app/i18n/route-namespaces.ts, ADR 0027) that the browser needs from its
 * first page on: the shell's namespaces and how an entry (`"ns"` or `"ns:path"`) reads. The map itself is loaded on
 * the first client-side navigation; keeping these apart keeps it out of every page's first JavaScript (issue 17).
 */

/**
 * Namespaces of the layout every storefront page renders (root.tsx and `app/components/layout`): whole, except the
 * cart drawer's and the footer's newsletter sign-up's sections (`cart:errors` too: cart refusals come from the
 * server as `errors.CODE`); a page using more of `cart` or `newsletter` declares it.
 */
export const SHELL_NAMESPACES: readonly string[] = [
  "common",
  "cart:drawer",
  "cart:errors",
  "consent",
  "newsletter:footer",
  "newsletter:page",
  "newsletter:errors",
];

/** One entry of the map split: the namespace and the dotted path of its section, or `null` for the whole namespace. */
export function parseEntry(entry: string): { ns: string; path: string | null } {
  const colon = entry.indexOf(":");
  return colon < 0 ? { ns: entry, path: null } : { ns: entry.slice(0, colon), path: entry.slice(colon + 1) };
}

/** The namespace names of `entries` (sections reduced to their namespace), each once, in first-seen order. */
export function namespaceNames(entries: readonly string[]): string[] {
  return [...new Set(entries.map((e) => parseEntry(e).ns))];
}
