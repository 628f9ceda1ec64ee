import type { ProductCard } from "../../core/catalog/product-cards.ts";

/**
 * A product card as a page's loader sends it to the browser (issue 17's HTML budget, ADR 0027 "Loader data"): the
 * fields `ProductCard` (app/components/catalog/product-card.tsx) never renders are emptied, so they are not
 * serialized into every page's loader data: `summary` (≈ 120 characters a card), `sizes`, and the hover image's
 * `alt` (that image is decorative, `alt=""`). Same shape as core's `ProductCard`; everything rendered is kept.
 */
export function pageCard(card: ProductCard): ProductCard {
  return { ...card, summary: "", sizes: [], hoverImage: { ...card.hoverImage, alt: "" } };
}
