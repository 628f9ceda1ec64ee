import { z } from "zod";
import { GARMENT_TYPES } from "./garment-types.ts";

/**
 * Query schemas of the catalogue calls (spec §7 product calls; pagination with `offset`/`limit`
 * per spec §3). Shared by the Hono API (validation + OpenAPI) and the search page loader.
 */

const codeList = z
  .string()
  .max(400)
  .transform((s) =>
    s
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[A-Za-z0-9-]{1,40}$/, "must be a list of codes")).max(20));

export const PRODUCT_SORTS = ["relevance", "best-selling", "newest", "price-asc", "price-desc"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const paginationSchema = z.object({
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

/** Fields of `GET /api/product/search` and `/product/search`: text, filters, sort and page. Prices in EUR cents. */
export const productSearchFields = paginationSchema.extend({
  q: z.string().trim().max(100).optional().default(""),
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, "must be a category code")
    .optional(),
  garmentType: codeList.pipe(z.array(z.enum(GARMENT_TYPES))).optional(),
  color: codeList.optional(),
  size: codeList.optional(),
  priceMin: z.coerce.number().int().min(0).max(10_000_000).optional(),
  priceMax: z.coerce.number().int().min(0).max(10_000_000).optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
});

/** Adds the price-range rule (priceMin ≤ priceMax, reported on `priceMin`) to a schema with those fields. */
export function refinePriceRange<T extends z.ZodType<{ priceMin?: number; priceMax?: number }>>(schema: T): T {
  return schema.refine((v) => v.priceMin === undefined || v.priceMax === undefined || v.priceMin <= v.priceMax, {
    message: "priceMin must not exceed priceMax",
    path: ["priceMin"],
  }) as T;
}

/** The search query schema (fields + price-range rule), shared by the API and the search page. */
export const productSearchSchema = refinePriceRange(productSearchFields);

export type ProductSearchInput = z.input<typeof productSearchSchema>;
export type ProductSearchQuery = z.output<typeof productSearchSchema>;

/**
 * Splits a free-text query into accent-folded terms (at most 8, each 2–40 characters).
 * "Hoodie  NAVY, algodão" → ["hoodie", "navy", "algodao"].
 */
export function parseSearchTerms(q: string, fold: (s: string) => string): string[] {
  return fold(q)
    .split(" ")
    .filter((t) => t.length >= 2)
    .map((t) => t.slice(0, 40))
    .slice(0, 8);
}
