/**
 * The order a product's colours are shown in (issue 15): its lead colour (`product.lead_color_id`)
 * first, then the others as given (palette order, `color.sort_order`). Cards and the product page
 * open in the first of these colours that has stock, so the lead colour is what a shopper sees
 * unless it is sold out.
 */

/**
 * Rows of one product (variants or colours carrying `colorId`), the lead colour's rows moved to the
 * front; the order within each group is kept. With no lead colour (null) or one the rows do not
 * have, the rows come back in the order given. Pure; returns a new array.
 */
export function leadColorFirst<T extends { colorId: string }>(rows: readonly T[], leadColorId: string | null): T[] {
  if (!leadColorId) return [...rows];
  return [...rows.filter((r) => r.colorId === leadColorId), ...rows.filter((r) => r.colorId !== leadColorId)];
}
