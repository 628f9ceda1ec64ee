import { LOCALES, type Locale } from "../../core/shared/locale.ts";
import type { RootData } from "./root-data.ts";

/** What a page says about itself for search engines and link previews. */
export interface SeoInput {
  title: string;
  description: string;
  /** Path of the page without query, e.g. "/product/classic-hoodie". */
  path: string;
  /** Absolute or root-relative image for Open Graph (product flat). */
  image?: string;
  type?: "website" | "product" | "article";
  /** Pages that must not be indexed (search results with filters, errors). */
  noindex?: boolean;
}

const OG_LOCALES: Record<Locale, string> = { en: "en_GB", pt: "pt_PT", es: "es_ES" };

/** URL of `path` in `locale`: the default language has no query, others carry `?lng=` (hreflang alternates). */
export function localizedUrl(origin: string, path: string, locale: Locale): string {
  return locale === "en" ? `${origin}${path}` : `${origin}${path}?lng=${locale}`;
}

/**
 * Meta descriptors for React Router's `meta` export: title, description, canonical URL,
 * `hreflang` alternates (en, pt, es, x-default), Open Graph and Twitter tags.
 * @param root the root loader's data (origin and locale); when absent only title/description are given
 */
export function seoMeta(input: SeoInput, root: Pick<RootData, "origin" | "locale"> | undefined) {
  const title = `${input.title} · Fabrico`;
  const tags: Record<string, string>[] = [{ title }, { name: "description", content: input.description }];
  if (!root) return tags;
  const canonical = localizedUrl(root.origin, input.path, root.locale);
  const image = input.image
    ? input.image.startsWith("http")
      ? input.image
      : `${root.origin}${input.image}`
    : undefined;
  tags.push(
    { tagName: "link", rel: "canonical", href: canonical },
    ...LOCALES.map((l) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: l,
      href: localizedUrl(root.origin, input.path, l),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${root.origin}${input.path}` },
    { property: "og:site_name", content: "Fabrico" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: OG_LOCALES[root.locale] },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  );
  if (image) tags.push({ property: "og:image", content: image });
  if (input.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}

/** The root data from a route's `meta` matches (`matches[0]` is the root route). */
export function rootFromMatches(matches: readonly unknown[]): RootData | undefined {
  const first = matches[0] as { id?: string; loaderData?: unknown; data?: unknown } | undefined;
  return (first?.loaderData ?? first?.data) as RootData | undefined;
}
