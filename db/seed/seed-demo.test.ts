import { readFileSync } from "node:fs";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryTable, colorTable, productTable, sizeTable, variantTable } from "../../core/catalog/catalog.sql.ts";
import { GARMENT_TYPES } from "../../core/catalog/garment-types.ts";
import { getProduct } from "../../core/catalog/get-product.ts";
import { loadProductCards } from "../../core/catalog/product-cards.ts";
import { productReviewTable } from "../../core/reviews/reviews.sql.ts";
import { getProductRatings } from "../../core/reviews/reviews.ts";
import { cmsPageTable } from "../../core/cms/cms.sql.ts";
import type { Ctx } from "../../core/shared/ctx.ts";
import { isId } from "../../core/shared/ids.ts";
import { LOCALES, type Localized } from "../../core/shared/locale.ts";
import { shippingMethodTable } from "../../core/shipping/shipping.sql.ts";
import { MIGRATIONS_FOLDER } from "../migrate.ts";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import { seedCategories, seedColors, seedMaterials, seedProducts, seedSizes } from "./catalog/index.ts";
import { seedCmsPages } from "./content/index.ts";
import { type SeedCounts, countSeed, demoStock, makeSku, seedDemo } from "./seed-demo.ts";
import { seedReviews } from "./reviews.ts";
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
      reviews: seedReviews.length,
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

describe("lead colours (issue 15)", () => {
  const leadOf = async () => {
    const rows = await ctx.db
      .select({ slug: productTable.slug, lead: colorTable.code })
      .from(productTable)
      .leftJoin(colorTable, eq(colorTable.id, productTable.leadColorId));
    return new Map(rows.map((r) => [r.slug, r.lead]));
  };

  it("gives every product a lead colour of its own colours, varied across the catalogue", async () => {
    const lead = await leadOf();
    for (const p of seedProducts) {
      expect(lead.get(p.slug), p.slug).toBe(p.leadColor);
      expect(p.colors, p.slug).toContain(p.leadColor);
    }
    const all = seedProducts.map((p) => p.leadColor);
    expect(new Set(all).size).toBeGreaterThanOrEqual(10);
    expect(all.filter((c) => c === "white").length).toBeLessThanOrEqual(1);
    // neighbours in catalogue order (the "newest" and category grids) never lead with the same colour
    for (let i = 1; i < all.length; i++) expect(all[i], seedProducts[i]!.slug).not.toBe(all[i - 1]);
    // the best sellers shelf of the home page: eight products, eight colours
    const best = seedProducts.filter((p) => p.bestSellerRank).map((p) => p.leadColor);
    expect(new Set(best).size).toBe(best.length);
  });

  it("opens cards and product pages in the lead colour, listed first", async () => {
    const products = await ctx.db.select({ id: productTable.id, slug: productTable.slug }).from(productTable);
    const cards = await loadProductCards(
      ctx,
      products.map((p) => p.id),
    );
    const shown = new Set<string>();
    for (const card of cards) {
      const seed = seedProducts.find((p) => p.slug === card.slug)!;
      expect(card.colors[0]?.code, card.slug).toBe(seed.leadColor);
      // the lead colour has stock in the demo, so it is the colour the card shows
      expect(card.colors[0]?.inStock, card.slug).toBe(true);
      expect(card.image.colorCode, card.slug).toBe(seed.leadColor);
      shown.add(card.image.colorCode ?? "");
      const detail = await getProduct(ctx, card.slug);
      expect(detail.colors.map((c) => c.code)).toEqual(card.colors.map((c) => c.code));
    }
    expect(shown.size).toBeGreaterThanOrEqual(10);
  });

  it("falls back to the first colour in stock when the lead colour is sold out", async () => {
    const seed = seedProducts.find((p) => p.slug === "classic-pullover-hoodie")!;
    const [p] = await ctx.db.select().from(productTable).where(eq(productTable.slug, seed.slug));
    const [navy] = await ctx.db.select().from(colorTable).where(eq(colorTable.code, seed.leadColor));
    const before = await ctx.db.select().from(variantTable).where(eq(variantTable.productId, p!.id));
    await ctx.db
      .update(variantTable)
      .set({ stock: 0 })
      .where(sql`${variantTable.productId} = ${p!.id} AND ${variantTable.colorId} = ${navy!.id}`);
    try {
      const [card] = await loadProductCards(ctx, [p!.id]);
      expect(card?.colors[0]).toMatchObject({ code: seed.leadColor, inStock: false });
      expect(card?.image.colorCode).toBe(card?.colors.find((c) => c.inStock)?.code);
      expect(card?.image.colorCode).not.toBe(seed.leadColor);
    } finally {
      for (const v of before)
        await ctx.db.update(variantTable).set({ stock: v.stock }).where(eq(variantTable.id, v.id));
    }
  });
});

describe("configurator links in descriptions (issue 15)", () => {
  it("sends each customizable product to its own configurator, and blanks to none", async () => {
    const rows = await ctx.db.select().from(productTable);
    for (const p of rows) {
      for (const locale of LOCALES) {
        const text = p.description[locale];
        if (p.customizable) expect(text, `${p.slug} ${locale}`).toContain(`](/customize/${p.slug})`);
        expect(text, `${p.slug} ${locale}`).not.toContain("](/customize)");
        if (!p.customizable) expect(text, `${p.slug} ${locale}`).not.toContain("/customize");
      }
    }
  });

  it("migration 0018 brings a database seeded before it up to date (lead colours, links)", async () => {
    const statements = readFileSync(`${MIGRATIONS_FOLDER}/0018_product_lead_color.sql`, "utf8")
      .split("--> statement-breakpoint")
      .filter((s) => /^\s*(--.*\n)*\s*UPDATE/m.test(s));
    expect(statements).toHaveLength(2);
    const [p] = await ctx.db.select().from(productTable).where(eq(productTable.slug, "heavyweight-boxy-tee"));
    // as an older seed left it: no lead colour, the garment picker in the description
    const old = Object.fromEntries(
      LOCALES.map((l) => [l, p!.description[l].replace(`](/customize/${p!.slug})`, "](/customize)")]),
    ) as Localized;
    await ctx.db.update(productTable).set({ leadColorId: null, description: old }).where(eq(productTable.id, p!.id));
    for (const statement of statements) await ctx.db.execute(sql.raw(statement));
    const [after] = await ctx.db.select().from(productTable).where(eq(productTable.id, p!.id));
    expect(after?.description).toEqual(p!.description);
    expect(after?.leadColorId).toBe(p!.leadColorId);
    // a lead colour staff chose since is kept
    const [black] = await ctx.db.select().from(colorTable).where(eq(colorTable.code, "black"));
    await ctx.db.update(productTable).set({ leadColorId: black!.id }).where(eq(productTable.id, p!.id));
    for (const statement of statements) await ctx.db.execute(sql.raw(statement));
    const [kept] = await ctx.db.select().from(productTable).where(eq(productTable.id, p!.id));
    expect(kept?.leadColorId).toBe(black!.id);
    await ctx.db.update(productTable).set({ leadColorId: p!.leadColorId }).where(eq(productTable.id, p!.id));
  });
});

describe("demo reviews (issue 15)", () => {
  it("are approved, dated in the past, in three languages, with varied ratings, on several products", async () => {
    const rows = await ctx.db.select().from(productReviewTable);
    expect(rows).toHaveLength(seedReviews.length);
    const now = Date.now();
    for (const r of rows) {
      expect(r.status).toBe("approved");
      expect(r.createdAt.getTime()).toBeLessThan(now);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.body.length).toBeGreaterThanOrEqual(10);
      expect(r.authorName).toMatch(/^\p{L}+ \p{Lu}\.$/u);
      if (r.answeredAt) expect(r.answeredAt.getTime()).toBeGreaterThan(r.createdAt.getTime());
    }
    expect(new Set(rows.map((r) => r.locale))).toEqual(new Set(LOCALES));
    expect(new Set(rows.map((r) => r.rating)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((r) => r.productId)).size).toBeGreaterThanOrEqual(6);
  });

  it("show as stars on the cards and the product's rating summary, the two agreeing", async () => {
    const [p] = await ctx.db.select().from(productTable).where(eq(productTable.slug, "essential-organic-tee"));
    const own = seedReviews.filter((r) => r.product === "essential-organic-tee");
    const mean = Math.round((own.reduce((n, r) => n + r.rating, 0) / own.length) * 10) / 10;
    const [card] = await loadProductCards(ctx, [p!.id]);
    expect(card?.rating).toEqual({ average: mean, count: own.length });
    const ratings = await getProductRatings(ctx, { productId: p!.id });
    expect(ratings.average).toBe(mean);
    expect(ratings.count).toBe(own.length);
    expect(ratings.reviews.map((r) => r.authorName)).toContain("Marta S.");
    // no order behind them: not shown as verified purchases
    expect(ratings.reviews.every((r) => r.verifiedBuyer === false)).toBe(true);
    // newest first
    const dates = ratings.reviews.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
