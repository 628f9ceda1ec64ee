import { and, asc, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Ctx } from "../shared/ctx.ts";
import { NotFound, parseInput } from "../shared/errors.ts";
import { parseProductRef } from "../shared/slug.ts";
import { productRelationTable, productTable } from "./catalog.sql.ts";
import { type ProductCard, loadProductCards } from "./product-cards.ts";
import { readCatalog } from "./catalog-cache.ts";

/** Input of {@link listRelatedProducts}: the product's id (`prd_…`) or slug, and how many (1–12, default 4). */
export const relatedProductsSchema = z.object({
  ref: z.string().min(1).max(120),
  limit: z.number().int().min(1).max(12).default(4),
});

/**
 * Related products of a product (spec §7 `/api/product/relations`): the curated relations first,
 * then other products of the same garment type, then of the same category, up to `limit`. The ids are read through
 * the `catalog` cache (core/catalog/catalog-cache.ts), the cards through theirs.
 * @throws NotFound when the product does not exist
 */
export async function listRelatedProducts(
  ctx: Ctx,
  input: z.input<typeof relatedProductsSchema>,
): Promise<ProductCard[]> {
  const { ref, limit } = parseInput(relatedProductsSchema, input);
  const parsed = parseProductRef(ref);
  if (!parsed) throw new NotFound("Product not found", "PRODUCT_NOT_FOUND");
  const ids = await readCatalog(ctx, `related:${parsed.by}:${parsed.value}:${limit}`, () =>
    relatedIds(ctx, parsed, limit),
  );
  return loadProductCards(ctx, ids);
}

/** The ids of the related products, in order (cached under `catalog`; an unknown product throws, so is not kept). */
async function relatedIds(
  ctx: Ctx,
  parsed: NonNullable<ReturnType<typeof parseProductRef>>,
  limit: number,
): Promise<string[]> {
  const [product] = await ctx.db
    .select()
    .from(productTable)
    .where(parsed.by === "id" ? eq(productTable.id, parsed.value) : eq(productTable.slug, parsed.value))
    .limit(1);
  if (!product) throw new NotFound("Product not found", "PRODUCT_NOT_FOUND");
  const curated = await ctx.db
    .select({ id: productRelationTable.relatedProductId })
    .from(productRelationTable)
    .innerJoin(productTable, eq(productTable.id, productRelationTable.relatedProductId))
    .where(and(eq(productRelationTable.productId, product.id), eq(productTable.status, "active")))
    .orderBy(asc(productRelationTable.sortOrder));
  const ids = curated.map((r) => r.id);
  if (ids.length < limit) {
    const more = await ctx.db
      .select({ id: productTable.id })
      .from(productTable)
      .where(and(ne(productTable.id, product.id), eq(productTable.status, "active")))
      .orderBy(
        sql`CASE WHEN ${productTable.garmentType} = ${product.garmentType} THEN 0 WHEN ${productTable.categoryId} = ${product.categoryId} THEN 1 ELSE 2 END`,
        sql`coalesce(${productTable.bestSellerRank}, 1000000)`,
        asc(productTable.slug),
      )
      .limit(limit * 2);
    for (const { id } of more) if (!ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, limit);
}
