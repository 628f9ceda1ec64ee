import { rootText } from "../../lib/i18n.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";

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
      title: rootText(root, input.ns, `${input.key}.title`, input.vars),
      description: rootText(root, input.ns, `${input.key}.lead`, input.vars),
      path: input.path,
      noindex: true,
    },
    root,
  );
}
