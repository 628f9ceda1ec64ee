import type { Ctx } from "../shared/ctx.ts";

/**
 * The storefront's catalogue reads through `ctx.services.cache` (issue 17, ADR 0026), under the `catalog` topic:
 * the category tree, a product page's rows (get-product.ts), its related products' ids, and the rows of product
 * cards. What is kept is the database's answer before anything depends on the reader: no language is applied and no
 * wholesale price list, so one entry serves every visitor (prices per actor are applied after the read).
 *
 * Every write of what the storefront shows of the catalogue — a product, a variant (price, stock), a category, an
 * attribute (colour, size, material), a photo, a relation, a review's moderation — calls {@link invalidateCatalog}
 * with the writing transaction's ctx: PostgreSQL delivers the drop to every instance when it commits.
 */

/** Reads `key` of the catalogue through the cache (a value is shared between requests: callers must not change it). */
export function readCatalog<T>(ctx: Ctx, key: string, load: () => Promise<T>): Promise<T> {
  return ctx.services.cache.read("catalog", key, load);
}

/** Drops the cached catalogue on every instance once `ctx`'s transaction commits (call it with each catalogue write). */
export function invalidateCatalog(ctx: Ctx): Promise<void> {
  return ctx.services.cache.invalidate(ctx.db, "catalog");
}
