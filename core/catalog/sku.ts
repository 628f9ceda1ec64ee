import { createHash } from "node:crypto";

/**
 * The SKU the back office suggests for a variant (ADR 0013): the initials of the product slug and
 * three hex digits of its SHA-1 (so two products with the same initials differ), then the colour
 * and size codes, upper case: `essential-tee`, `black`, `M` → `ET3F2-BLACK-M`. The same rule as
 * the demo seed's SKUs. The editor may change it; SKUs are unique across the shop.
 */
export function suggestSku(productSlug: string, colorCode: string, sizeCode: string): string {
  const initials = productSlug
    .split("-")
    .filter(Boolean)
    .map((w) => w[0])
    .join("")
    .toUpperCase();
  const digest = createHash("sha1").update(productSlug).digest("hex").slice(0, 3).toUpperCase();
  return `${initials}${digest}-${colorCode.toUpperCase()}-${sizeCode.toUpperCase()}`;
}
