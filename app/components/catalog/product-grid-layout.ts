/**
 * The product card grid's layout (Tailwind classes): two columns on phones, three from `sm`, `columns` from `lg`
 * (4 full width, 3 beside the search filters). Shared by `ProductGrid` (product-card.tsx) and the placeholders shown
 * while related products load (related-products.tsx), which must not load the cards' code to take their place.
 */
export function productGridClass(columns: 3 | 4 = 4): string {
  return `grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:gap-x-6 ${columns === 4 ? "lg:grid-cols-4" : ""}`;
}
