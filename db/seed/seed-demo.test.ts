import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryTable, colorTable, productTable, sizeTable, variantTable } from "../../core/catalog/catalog.sql.ts";
import { GARMENT_TYPES } from "../../core/catalog/garment-types.ts";
import { cmsPageTable } from "../../core/cms/cms.sql.ts";
import type { Ctx } from "../../core/shared/ctx.ts";
import { isId } from "../../core/shared/ids.ts";
import { LOCALES } from "../../core/shared/locale.ts";
import { shippingMethodTable } from "../../core/shipping/shipping.sql.ts";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import { seedCategories, seedColors, seedMaterials, seedProducts, seedSizes } from "./catalog/index.ts";
import { seedCmsPages } from "./content/index.ts";
import { type SeedCounts, countSeed, demoStock, makeSku, seedDemo } from "./seed-demo.ts";
import { seedShippingMethods } from "./shipping-methods.ts";

let tdb: TestDatabase;
let ctx: Ctx;
/** Counts of the snapshot as the global setup seeded it, before this file seeds again. */
let first: SeedCounts;

beforeAll(async () => {
  tdb = await openTestDatabase();
  ctx = tdb.ctx();
  first = await countSeed(ctx);
});

afterAll(async () => {
  await tdb?.close();
});

describe("seedDemo", () => {
  it("seeded every row of the demo data", () => {
    expect(first).toEqual({
      categories: seedCategories.length,
      colors: seedColors.length,
      sizes: seedSizes.length,
      materials: seedMaterials.length,
      products: seedProducts.length,
      variants: seedProducts.reduce((n, p) => n + p.colors.length * p.sizes.length, 0),
      cmsPages: seedCmsPages.length * LOCALES.length,
      shippingMethods: seedShippingMethods.length,
    });
  });

  it("is idempotent: a second run adds, removes and rewrites nothing", async () => {
    const snapshot = async () => ({
      products: await ctx.db
        .select({ id: productTable.id, slug: productTable.slug, updatedAt: productTable.updatedAt })
        .from(productTable)
        .orderBy(asc(productTable.slug)),
      variants: await ctx.db
        .select({ id: variantTable.id, sku: variantTable.sku, stock: variantTable.stock })
        .from(variantTable)
        .orderBy(asc(variantTable.sku)),
      categories: await ctx.db
        .select({ id: categoryTable.id, parentId: categoryTable.parentId })
        .from(categoryTable)
        .orderBy(asc(categoryTable.code)),
    });
    const before = await snapshot();
    const again = await seedDemo(ctx);
    expect(again).toEqual(first);
    expect(await countSeed(ctx)).toEqual(first);
    expect(await snapshot()).toEqual(before);
  });

  it("keeps an administrator's edit on a re-run", async () => {
    const [p] = await ctx.db.select().from(productTable).orderBy(asc(productTable.slug)).limit(1);
    await ctx.db.update(productTable).set({ priceCents: 12345 }).where(sql`${productTable.id} = ${p!.id}`);
    await seedDemo(ctx);
    const [after] = await ctx.db
      .select({ priceCents: productTable.priceCents })
      .from(productTable)
      .where(sql`${productTable.id} = ${p!.id}`);
    expect(after?.priceCents).toBe(12345);
    await ctx.db.update(productTable).set({ priceCents: p!.priceCents }).where(sql`${productTable.id} = ${p!.id}`);
  });
});

describe("the seeded catalogue", () => {
  it("has products of all eight garment types", async () => {
    const rows = await ctx.db.selectDistinct({ type: productTable.garmentType }).from(productTable);
    expect(rows.map((r) => r.type).sort()).toEqual([...GARMENT_TYPES].sort());
  });

  it("gives every product at least two colours and three sizes, one variant per colour × size", async () => {
    const rows = await ctx.db
      .select({
        slug: productTable.slug,
        colors: sql<number>`count(distinct ${variantTable.colorId})`.mapWith(Number),
        sizes: sql<number>`count(distinct ${variantTable.sizeId})`.mapWith(Number),
        variants: sql<number>`count(${variantTable.id})`.mapWith(Number),
      })
      .from(productTable)
      .leftJoin(variantTable, sql`${variantTable.productId} = ${productTable.id}`)
      .groupBy(productTable.slug);
    expect(rows).toHaveLength(seedProducts.length);
    for (const row of rows) {
      expect(row.colors, row.slug).toBeGreaterThanOrEqual(2);
      expect(row.sizes, row.slug).toBeGreaterThanOrEqual(3);
      expect(row.variants, row.slug).toBe(row.colors * row.sizes);
    }
  });

  it("has positive integer prices in cents, and a former price only above the price", async () => {
    const products = await ctx.db.select().from(productTable);
    for (const p of products) {
      expect(Number.isInteger(p.priceCents), p.slug).toBe(true);
      expect(p.priceCents, p.slug).toBeGreaterThan(0);
      if (p.compareAtPriceCents !== null) expect(p.compareAtPriceCents, p.slug).toBeGreaterThan(p.priceCents);
      expect(p.weightGrams, p.slug).toBeGreaterThan(0);
      expect(isId("product", p.id), p.id).toBe(true);
      expect(p.status).toBe("active");
    }
  });

  it("fills the search document of every language", async () => {
    const products = await ctx.db.select().from(productTable);
    for (const p of products) {
      for (const text of [p.searchTextEn, p.searchTextPt, p.searchTextEs]) {
        expect(text.length, p.slug).toBeGreaterThan(20);
        expect(text).toBe(text.toLowerCase());
      }
    }
  });

  it("gives variants unique SKUs and the deterministic demo stock", async () => {
    const rows = await ctx.db
      .select({
        sku: variantTable.sku,
        stock: variantTable.stock,
        slug: productTable.slug,
        color: colorTable.code,
        size: sizeTable.code,
      })
      .from(variantTable)
      .innerJoin(productTable, sql`${productTable.id} = ${variantTable.productId}`)
      .innerJoin(colorTable, sql`${colorTable.id} = ${variantTable.colorId}`)
      .innerJoin(sizeTable, sql`${sizeTable.id} = ${variantTable.sizeId}`);
    expect(new Set(rows.map((r) => r.sku)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.stock).toBe(demoStock(r.sku));
      expect(r.sku).toBe(makeSku(r.slug, r.color, r.size));
    }
    expect(rows.some((r) => r.stock === 0)).toBe(true);
    expect(rows.some((r) => r.stock > 0)).toBe(true);
  });

  it("links sub-categories to their parents", async () => {
    const rows = await ctx.db.select().from(categoryTable);
    const byCode = new Map(rows.map((r) => [r.code, r]));
    for (const c of seedCategories) {
      const row = byCode.get(c.code);
      expect(row, c.code).toBeDefined();
      expect(row?.parentId ?? null).toBe(c.parent ? byCode.get(c.parent)?.id : null);
    }
  });

  it("has every CMS page in en, pt and es", async () => {
    const rows = await ctx.db.select().from(cmsPageTable);
    for (const page of seedCmsPages) {
      const own = rows.filter((r) => r.key === page.key);
      expect(own.map((r) => r.locale).sort(), page.key).toEqual([...LOCALES].sort());
      for (const r of own) {
        expect(r.title.trim(), `${page.key} ${r.locale}`).not.toBe("");
        expect(r.body.trim().length, `${page.key} ${r.locale}`).toBeGreaterThan(100);
        expect(r.path).toBe(page.path);
      }
    }
    // The three languages carry different texts, not copies of the English one.
    const about = rows.filter((r) => r.key === seedCmsPages[0]!.key);
    expect(new Set(about.map((r) => r.title)).size).toBe(3);
  });

  it("has active shipping methods, one at least for Portugal", async () => {
    const rows = await ctx.db.select().from(shippingMethodTable);
    expect(rows.length).toBe(seedShippingMethods.length);
    expect(rows.some((r) => r.active && r.countries.includes("PT"))).toBe(true);
    for (const r of rows) {
      expect(Number.isInteger(r.priceCents)).toBe(true);
      expect(r.minDays).toBeLessThanOrEqual(r.maxDays);
    }
  });
});
