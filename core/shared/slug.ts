/**
 * URL slugs and the product route parameter. `/product/{id}` accepts either a product id
 * (`prd_…`) or a slug; a slug may carry a trailing id-free suffix only (`essential-tee`).
 */

/** Lowercase ASCII slug: accents folded (ç → c, ã → a), runs of other characters become one dash. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 96);
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True when `value` is a well-formed slug (what `slugify` makes). */
export function isSlug(value: string): boolean {
  return value.length <= 96 && SLUG_PATTERN.test(value);
}

/** How the route parameter names a product: `{ by: "id" }` for `prd_…`, `{ by: "slug" }` otherwise; null when neither. */
export function parseProductRef(param: string): { by: "id" | "slug"; value: string } | null {
  let value: string;
  try {
    value = decodeURIComponent(param).trim();
  } catch {
    return null; // malformed escape (`%`, `%E0`): not a product reference, never a 500
  }
  if (/^prd_[0-9A-HJKMNP-TV-Z]{26}$/.test(value)) return { by: "id", value };
  const lower = value.toLowerCase();
  if (isSlug(lower)) return { by: "slug", value: lower };
  return null;
}
