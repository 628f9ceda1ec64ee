import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  categoryTable,
  colorTable,
  materialTable,
  productRelationTable,
  productTable,
  sizeTable,
  variantTable,
} from "../../core/catalog/catalog.sql.ts";
import { productSearchText } from "../../core/catalog/search-text.ts";
import { cmsPageTable, siteSettingTable } from "../../core/cms/cms.sql.ts";
import { type Ctx, withTransaction } from "../../core/shared/ctx.ts";
import { createId } from "../../core/shared/ids.ts";
import { LOCALES } from "../../core/shared/locale.ts";
import { shippingMethodTable } from "../../core/shipping/shipping.sql.ts";
import { couponTable, giftCardTable } from "../../core/marketing/marketing.sql.ts";
import { productReviewTable } from "../../core/reviews/reviews.sql.ts";
import { DEMO_REVIEW_ORDER_ID } from "../../core/reviews/reviews.ts";
import { seedCoupons, seedGiftCards } from "./coupons.ts";
import { seedCategories, seedColors, seedMaterials, seedProducts, seedSizes } from "./catalog/index.ts";
import { seedCmsPages } from "./content/index.ts";
import { seedCustomization } from "./customization/index.ts";
import { seedReviews } from "./reviews.ts";
import { seedShippingMethods } from "./shipping-methods.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deterministic demo stock per SKU: 0–80 units, about one SKU in nine sold out. */
export function demoStock(sku: string): number {
  const n = createHash("sha256").update(sku).digest().readUInt32BE(0);
  return n % 9 === 0 ? 0 : 4 + (n % 77);
}

/** SKU of a variant: product slug initials + colour + size, e.g. `EOT-NAVY-M`. */
export function makeSku(productSlug: string, colorCode: string, sizeCode: string): string {
  const initials = productSlug
    .split("-")
    .map((w) => w[0])
    .join("")
    .toUpperCase();
  const digest = createHash("sha1").update(productSlug).digest("hex").slice(0, 3).toUpperCase();
  return `${initials}${digest}-${colorCode.toUpperCase()}-${sizeCode.toUpperCase()}`;
}

/** Counts of what the demo seed holds, for the idempotency test and the start log. */
export interface SeedCounts {
  categories: number;
  colors: number;
  sizes: number;
  materials: number;
  products: number;
  variants: number;
  cmsPages: number;
  shippingMethods: number;
  /** Approved demo reviews (`./reviews.ts`) and any real ones. */
  reviews: number;
}

/**
 * Seeds the demo catalogue (each product with its lead colour), approved demo reviews
 * (`./reviews.ts`, dated before `ctx.now()`), CMS pages (three languages), shipping methods, settings
 * and the configurator's options (dyes, techniques, labels, 3D products: `./customization/`).
 * Idempotent: every row is keyed by its code/slug and inserted only when missing, so a second
 * run changes nothing (and never overwrites an administrator's edits). One transaction.
 */
export async function seedDemo(ctx: Ctx): Promise<SeedCounts> {
  await withTransaction(ctx, async (tx) => {
    const db = tx.db;
    for (const [i, c] of seedCategories.entries()) {
      await db
        .insert(categoryTable)
        .values({
          id: createId("category"),
          code: c.code,
          name: c.name,
          description: c.description,
          sortOrder: c.sortOrder ?? i,
        })
        .onConflictDoNothing({ target: categoryTable.code });
    }
    const categories = await db.select().from(categoryTable);
    const categoryId = new Map(categories.map((c) => [c.code, c.id]));
    for (const c of seedCategories) {
      if (c.parent) {
        await db
          .update(categoryTable)
          .set({ parentId: categoryId.get(c.parent) ?? null })
          .where(sql`${categoryTable.code} = ${c.code} AND ${categoryTable.parentId} IS NULL`);
      }
    }
    for (const [i, c] of seedColors.entries()) {
      await db
        .insert(colorTable)
        .values({ id: createId("color"), code: c.code, hex: c.hex, name: c.name, sortOrder: i })
        .onConflictDoNothing({ target: colorTable.code });
    }
    for (const s of seedSizes) {
      await db
        .insert(sizeTable)
        .values({ id: createId("size"), code: s.code, sortOrder: s.sortOrder })
        .onConflictDoNothing({ target: sizeTable.code });
    }
    for (const m of seedMaterials) {
      await db
        .insert(materialTable)
        .values({
          id: createId("material"),
          code: m.code,
          name: m.name,
          composition: m.composition,
          weightGsm: m.weightGsm,
        })
        .onConflictDoNothing({ target: materialTable.code });
    }
    const [colors, sizes, materials] = await Promise.all([
      db.select().from(colorTable),
      db.select().from(sizeTable),
      db.select().from(materialTable),
    ]);
    const colorByCode = new Map(colors.map((c) => [c.code, c]));
    const sizeByCode = new Map(sizes.map((s) => [s.code, s]));
    const materialByCode = new Map(materials.map((m) => [m.code, m]));

    for (const p of seedProducts) {
      const material = materialByCode.get(p.material);
      const category = categoryId.get(p.category);
      if (!material || !category) throw new Error(`seed product ${p.slug}: unknown material or category`);
      if (!p.colors.includes(p.leadColor)) throw new Error(`seed product ${p.slug}: lead colour not among its colours`);
      const search = productSearchText({
        name: p.name,
        summary: p.summary,
        garmentType: p.garmentType,
        tags: p.tags,
        materialName: material.name,
        colorNames: p.colors.map((code) => colorByCode.get(code)?.name ?? { en: code, pt: code, es: code }),
      });
      const inserted = await db
        .insert(productTable)
        .values({
          id: createId("product"),
          slug: p.slug,
          garmentType: p.garmentType,
          categoryId: category,
          materialId: material.id,
          name: p.name,
          summary: p.summary,
          description: p.description,
          care: p.care,
          fit: p.fit,
          weightGrams: p.weightGrams,
          priceCents: p.priceCents,
          compareAtPriceCents: p.compareAtPriceCents ?? null,
          customizable: p.customizable,
          bestSellerRank: p.bestSellerRank ?? null,
          leadColorId: colorByCode.get(p.leadColor)?.id ?? null,
          tags: p.tags,
          searchTextEn: search.en,
          searchTextPt: search.pt,
          searchTextEs: search.es,
        })
        .onConflictDoNothing({ target: productTable.slug })
        .returning({ id: productTable.id });
      const productId = inserted[0]?.id;
      if (!productId) continue; // already seeded: leave it and its variants as they are
      const variants = p.colors.flatMap((colorCode) =>
        p.sizes.map((sizeCode) => {
          const color = colorByCode.get(colorCode);
          const size = sizeByCode.get(sizeCode);
          if (!color || !size)
            throw new Error(`seed product ${p.slug}: unknown colour ${colorCode} or size ${sizeCode}`);
          const sku = makeSku(p.slug, colorCode, sizeCode);
          return { id: createId("variant"), productId, colorId: color.id, sizeId: size.id, sku, stock: demoStock(sku) };
        }),
      );
      await db.insert(variantTable).values(variants).onConflictDoNothing();
    }
    const products = await db.select({ id: productTable.id, slug: productTable.slug }).from(productTable);
    const productId = new Map(products.map((p) => [p.slug, p.id]));
    for (const p of seedProducts) {
      for (const [i, related] of (p.related ?? []).entries()) {
        const from = productId.get(p.slug);
        const to = productId.get(related);
        if (from && to && from !== to)
          await db
            .insert(productRelationTable)
            .values({ productId: from, relatedProductId: to, sortOrder: i })
            .onConflictDoNothing();
      }
    }

    // Demo reviews (issue 15): approved, with no order behind them (see ./reviews.ts); keyed by their
    // made-up order line id, so a re-run adds none twice and never brings back one staff deleted.
    const now = ctx.now();
    const reviewsPerProduct = new Map<string, number>();
    for (const r of seedReviews) {
      const from = productId.get(r.product);
      if (!from) throw new Error(`seed review: unknown product ${r.product}`);
      const n = (reviewsPerProduct.get(r.product) ?? 0) + 1;
      reviewsPerProduct.set(r.product, n);
      const at = new Date(now.getTime() - r.daysAgo * DAY_MS);
      const answeredAt = r.answer ? new Date(now.getTime() - r.answer.daysAgo * DAY_MS) : null;
      await db
        .insert(productReviewTable)
        .values({
          id: createId("review", at.getTime()),
          orderLineId: `demo-review-${r.product}-${n}`,
          orderId: DEMO_REVIEW_ORDER_ID,
          productId: from,
          userId: null,
          authorName: r.authorName,
          rating: r.rating,
          body: r.body,
          locale: r.locale,
          status: "approved",
          moderatedAt: at,
          answer: r.answer?.body ?? null,
          answeredAt,
          createdAt: at,
          updatedAt: answeredAt ?? at,
        })
        .onConflictDoNothing({ target: productReviewTable.orderLineId });
    }

    for (const page of seedCmsPages) {
      for (const locale of LOCALES) {
        await db
          .insert(cmsPageTable)
          .values({
            id: createId("cmsPage"),
            key: page.key,
            locale,
            path: page.path,
            title: page.title[locale],
            description: page.description[locale],
            body: page.body[locale],
          })
          .onConflictDoNothing();
      }
    }
    for (const [i, m] of seedShippingMethods.entries()) {
      await db
        .insert(shippingMethodTable)
        .values({ id: createId("shippingMethod"), ...m, sortOrder: i })
        .onConflictDoNothing({ target: shippingMethodTable.code });
    }
    for (const c of seedCoupons) {
      await db
        .insert(couponTable)
        .values({ id: createId("coupon"), ...c })
        .onConflictDoNothing({ target: couponTable.code });
    }
    for (const g of seedGiftCards) {
      await db
        .insert(giftCardTable)
        .values({ id: createId("giftCard"), code: g.code, initialCents: g.initialCents, balanceCents: g.initialCents })
        .onConflictDoNothing({ target: giftCardTable.code });
    }
    await db
      .insert(siteSettingTable)
      .values([
        {
          key: "socialLinks",
          value: [
            { network: "instagram", url: "https://www.instagram.com/fabrico.example" },
            { network: "facebook", url: "https://www.facebook.com/fabrico.example" },
            { network: "tiktok", url: "https://www.tiktok.com/@fabrico.example" },
            { network: "linkedin", url: "https://www.linkedin.com/company/fabrico-example" },
          ],
        },
        { key: "analytics", value: { googleMeasurementId: "", metaPixelId: "" } },
      ])
      .onConflictDoNothing();
    await seedCustomization(db);
  });
  return countSeed(ctx);
}

/** Row counts of the seeded tables. */
export async function countSeed(ctx: Ctx): Promise<SeedCounts> {
  const count = async (table: string) => {
    const result = await ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    return Number(rows[0]?.n ?? 0);
  };
  return {
    categories: await count("category"),
    colors: await count("color"),
    sizes: await count("size"),
    materials: await count("material"),
    products: await count("product"),
    variants: await count("variant"),
    cmsPages: await count("cms_page"),
    shippingMethods: await count("shipping_method"),
    reviews: await count("product_review"),
  };
}

/** True when the database holds no products yet (first start). */
export async function isEmptyCatalogue(ctx: Ctx): Promise<boolean> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(productTable);
  return (row?.n ?? 0) === 0;
}
