/**
 * Most units of one variant on one cart line (blank garments; larger runs go through a quote).
 * The one definition of the cap: the cart verbs, the size-run grid, the API's schemas and the cart
 * UI all read it. Plain data with no imports, so client code may import it.
 */
export const MAX_LINE_QUANTITY = 999;
