import { asc, eq, inArray } from "drizzle-orm";
import type { Ctx } from "../shared/ctx.ts";
import type { Localized } from "../shared/locale.ts";
import { colorTable, materialTable, productTable, variantTable } from "./catalog.sql.ts";
import { productSearchText } from "./search-text.ts";

/**
 * Rebuilds the search documents (`product.search_text_{en,pt,es}`; the tsvector columns follow as
 * generated columns) of `productIds` from what is stored now: names, summary, garment type,
 * material, the colours of the variants, tags (ADR 0002). Called inside every write that changes one
 * of those, so the storefront search finds the change as soon as it commits.
 * @param productIds products to rebuild; unknown ids are skipped
 */
export async function reindexProducts(ctx: Ctx, productIds: string[]): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  const [products, colors] = await Promise.all([
    ctx.db
      .select({ product: productTable, materialName: materialTable.name })
      .from(productTable)
      .innerJoin(materialTable, eq(materialTable.id, productTable.materialId))
      .where(inArray(productTable.id, ids)),
    ctx.db
      .selectDistinct({ productId: variantTable.productId, name: colorTable.name, sortOrder: colorTable.sortOrder })
      .from(variantTable)
      .innerJoin(colorTable, eq(colorTable.id, variantTable.colorId))
      .where(inArray(variantTable.productId, ids))
      .orderBy(asc(colorTable.sortOrder)),
  ]);
  for (const { product, materialName } of products) {
    const colorNames: Localized[] = colors.filter((c) => c.productId === product.id).map((c) => c.name);
    const search = productSearchText({
      name: product.name,
      summary: product.summary,
      garmentType: product.garmentType,
      tags: product.tags,
      materialName,
      colorNames,
    });
    await ctx.db
      .update(productTable)
      .set({ searchTextEn: search.en, searchTextPt: search.pt, searchTextEs: search.es })
      .where(eq(productTable.id, product.id));
  }
}
