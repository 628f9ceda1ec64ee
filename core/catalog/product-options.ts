/**
 * The closed lists of a product's status and fit (spec §2 `/admin/product`), in a plain module with
 * no Drizzle import so browser-safe schemas (`admin-schemas.ts`) and pages can use them; the table
 * file `catalog.sql.ts` re-exports them for the columns.
 */

/** A product's publication state: `active` is on sale, `draft` is hidden, `archived` is withdrawn. */
export const PRODUCT_STATUSES = ["active", "draft", "archived"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The cut of a garment as the shop labels it. */
export const PRODUCT_FITS = ["regular", "relaxed", "oversized"] as const;
export type ProductFit = (typeof PRODUCT_FITS)[number];
