/**
 * The storefront's catalogue reads through the cache (issue 17, ADR 0026): a product page's reads cost no query once
 * cached, and each catalogue write — price, stock, category, review moderation — drops what it changed, so the next
 * read shows it. Queries are counted on the database client (PGlite's `query`, or the PostgreSQL pool's).
 */
import pino from "pino";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProcessCache } from "../../server/cache.ts";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import { testServices } from "../../tests/setup/services.ts";
import { reserveStock } from "../orders/order-holds.ts";
import { answerReview, getProductRatings, moderateReview } from "../reviews/reviews.ts";
import { productReviewTable } from "../reviews/reviews.sql.ts";
import { type Ctx, createCtx, withTransaction } from "../shared/ctx.ts";
import { estimateDelivery } from "../shipping/delivery-estimate.ts";
import { getAdminProduct, updateProduct } from "./admin-products.ts";
import { updateCategory } from "./admin-categories.ts";
import { categoryTable, productTable } from "./catalog.sql.ts";
import { getProduct } from "./get-product.ts";
import { listCategories } from "./list-categories.ts";
import { listRelatedProducts } from "./list-related-products.ts";
import { searchProducts } from "./search-products.ts";

const log = pino({ level: "silent" });
let db: TestDatabase;
let queries = 0;
let cached: Ctx;
let uncached: Ctx;
let staff: Ctx;
let slug = "";

/** What the product page's loader reads (app/routes/product.tsx), in the same order. */
async function productPageReads(ctx: Ctx, ref: string) {
  const product = await getProduct(ctx, ref);
  await Promise.all([
    listRelatedProducts(ctx, { ref: product.id, limit: 4 }),
    getProductRatings(ctx, { productId: product.id, limit: 20 }),
    estimateDelivery(ctx),
  ]);
  return product;
}

/** Queries the database answered while `fn` ran. */
async function counted(fn: () => Promise<unknown>): Promise<number> {
  const before = queries;
  await fn();
  return queries - before;
}

beforeAll(async () => {
  db = await openTestDatabase();
  // count every statement the driver sends (drizzle calls `query` on PGlite and on the pg pool alike)
  const client = (db.handle.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    queries++;
    return query(...args);
  };
  const cache = createProcessCache();
  cached = createCtx({ db: db.handle.db, log, services: testServices({ cache }) });
  uncached = db.ctx();
  staff = { ...cached, actor: { userId: "usr_cache_test_admin", roles: ["admin"] } };
  const [row] = await db.handle.db
    .select({ slug: productTable.slug })
    .from(productTable)
    .where(eq(productTable.status, "active"))
    .orderBy(productTable.slug)
    .limit(1);
  slug = row?.slug ?? "";
});
afterAll(() => db?.close());

describe("catalogue reads through the cache", () => {
  it("a product page's reads: queries without the cache, a warm cache, and after a write", async () => {
    const without = await counted(() => productPageReads(uncached, slug));
    const first = await counted(() => productPageReads(cached, slug));
    const warm = await counted(() => productPageReads(cached, slug));
    console.info(`product page queries (anonymous): uncached ${without}, first cached read ${first}, warm ${warm}`);
    expect(first).toBeLessThanOrEqual(without);
    // the ratings' first page is cached too (issue 17): a warm product page asks the database nothing
    expect(warm).toBe(0);
    expect(warm).toBeLessThan(without);
  });

  it("a repeated search asks the database nothing; a product renamed is found by its new name at once", async () => {
    const query = { q: "hoodie", offset: 0, limit: 12 } as never;
    const first = await searchProducts(cached, query);
    expect(first.total).toBeGreaterThan(0);
    expect(await counted(() => searchProducts(cached, query))).toBe(0);
    const zanzibar = { q: "zanzibar", offset: 0, limit: 12 } as never;
    expect((await searchProducts(cached, zanzibar)).total).toBe(0);
    const product = await getProduct(cached, slug);
    const admin = await getAdminProduct(staff, product.id);
    const name = { ...admin.name, en: "Zanzibar cache test" };
    await updateProduct(staff, { ...admin, id: product.id, name, expectedUpdatedAt: admin.updatedAt } as never);
    const found = await searchProducts(cached, zanzibar);
    expect(found.items.map((c) => c.id)).toContain(product.id);
  });

  it("a price change is read at once by the next page view (the write drops the catalogue)", async () => {
    const before = await getProduct(cached, slug);
    const admin = await getAdminProduct(staff, before.id);
    const priceCents = admin.priceCents + 100;
    await updateProduct(staff, { ...admin, id: before.id, priceCents, expectedUpdatedAt: admin.updatedAt } as never);
    const after = await getProduct(cached, slug);
    expect(after.priceCents).toBe(priceCents);
    const related = await listRelatedProducts(cached, { ref: after.id, limit: 4 });
    const search = await searchProducts(cached, { q: after.name } as never);
    const card = [...related, ...search.items].find((c) => c.id === after.id);
    if (card) expect(card.priceCents).toBe(priceCents);
  });

  it("stock taken by an order shows at once; a rolled-back order leaves the cached stock", async () => {
    const product = await getProduct(cached, slug);
    const variant = product.variants.find((v) => v.stock > 1);
    if (!variant) throw new Error("no variant with stock");
    await withTransaction(cached, async (tx) => {
      await reserveStock(tx, [{ variantId: variant.id, quantity: 1 }]);
      throw new Error("roll back");
    }).catch(() => {});
    expect((await getProduct(cached, slug)).variants.find((v) => v.id === variant.id)?.stock).toBe(variant.stock);
    await withTransaction(cached, (tx) => reserveStock(tx, [{ variantId: variant.id, quantity: 1 }]));
    expect((await getProduct(cached, slug)).variants.find((v) => v.id === variant.id)?.stock).toBe(variant.stock - 1);
  });

  it("a category renamed shows in the tree and on the product page", async () => {
    const tree = await listCategories(cached);
    expect(await counted(() => listCategories(cached))).toBe(0);
    const product = await getProduct(cached, slug);
    const [category] = await db.handle.db
      .select()
      .from(categoryTable)
      .where(eq(categoryTable.code, product.category.code));
    if (!category) throw new Error("no category");
    const name = { ...category.name, en: `${category.name.en} renamed` };
    await updateCategory(staff, {
      id: category.id,
      code: category.code,
      name,
      description: category.description,
      parentId: category.parentId,
      sortOrder: category.sortOrder,
    } as never);
    const names = (nodes: typeof tree): string[] => nodes.flatMap((n) => [n.name, ...names(n.children)]);
    expect(names(await listCategories(cached))).toContain(name.en);
    expect((await getProduct(cached, slug)).category.name).toBe(name.en);
  });

  it("a review's answer or moderation shows on the next product page; later pages and unknown ids are not cached", async () => {
    const [review] = await db.handle.db
      .select()
      .from(productReviewTable)
      .where(eq(productReviewTable.status, "approved"))
      .limit(1);
    if (!review) throw new Error("the demo catalogue has no approved review");
    const page = () => getProductRatings(cached, { productId: review.productId, limit: 20 });
    const before = await page();
    expect(await counted(page)).toBe(0);
    await answerReview(staff, { id: review.id, answer: "Thank you, glad it fits." });
    expect((await page()).reviews.find((r) => r.id === review.id)?.answer?.body).toBe("Thank you, glad it fits.");
    await moderateReview(staff, { id: review.id, status: "hidden" });
    const after = await page();
    expect(after.count).toBe(before.count - 1);
    expect(after.reviews.some((r) => r.id === review.id)).toBe(false);
    // the API's later pages and ids of no product go to the database every time (their keys would be unbounded)
    await page();
    expect(
      await counted(() => getProductRatings(cached, { productId: review.productId, limit: 20, offset: 20 })),
    ).toBeGreaterThan(0);
    await getProductRatings(cached, { productId: "prd_doesnotexist000000", limit: 20 });
    expect(
      await counted(() => getProductRatings(cached, { productId: "prd_doesnotexist000000", limit: 20 })),
    ).toBeGreaterThan(0);
  });
});
