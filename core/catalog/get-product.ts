import { SHOP_ADDRESS, SHOP_CONTACT_EMAIL, SHOP_LEGAL_NAME } from "../shared/shop.ts";
import { asc, eq } from "drizzle-orm";
import { NotFound } from "../shared/errors.ts";
import type { Ctx } from "../shared/ctx.ts";
import { pickLocale } from "../shared/locale.ts";
import { parseProductRef } from "../shared/slug.ts";
import { readCatalog } from "./catalog-cache.ts";
import { categoryTable, colorTable, materialTable, productTable, sizeTable, variantTable } from "./catalog.sql.ts";
import type { GarmentType } from "./garment-types.ts";
import { GARMENT_TYPE_LABELS } from "./garment-types.ts";
import { loadProductPhotos, photoImage, photosForColor } from "./product-photos.ts";
import { type ProductImage, productImage } from "./product-view.ts";
import { leadColorFirst } from "./lead-color.ts";
import {
  type ProductWholesaleOffer,
  customerPriceList,
  productOffer,
  variantPriceAtMoq,
} from "../wholesale/price-lists.ts";

/** A product page's data (API `Product`). Money in EUR cents, weight in grams, fabric weight in g/m². */
export interface ProductDetail {
  id: string;
  slug: string;
  garmentType: GarmentType;
  garmentTypeName: string;
  name: string;
  summary: string;
  /** Markdown; pages render it sanitized. */
  description: string;
  care: string[];
  fit: "regular" | "relaxed" | "oversized";
  weightGrams: number;
  priceCents: number;
  compareAtPriceCents: number | null;
  currency: "EUR";
  customizable: boolean;
  category: { code: string; name: string; parent: { code: string; name: string } | null };
  material: { code: string; name: string; composition: string; weightGsm: number };
  /**
   * The lead colour first, then palette order (`leadColorFirst`; the page opens in the first with stock).
   * Per colour, its images: the product's photos of that colour or of no colour (in order), then the drawn views.
   */
  colors: { code: string; name: string; hex: string; images: ProductImage[] }[];
  sizes: string[];
  variants: { id: string; sku: string; colorCode: string; sizeCode: string; stock: number; priceCents: number }[];
  updatedAt: string;
  /**
   * For an approved wholesale customer (issue 7): the price list's MOQ and tiers for this product;
   * `priceCents` is then the wholesale unit price at the MOQ and `compareAtPriceCents` the list price.
   * Null for everyone else.
   */
  wholesale: ProductWholesaleOffer | null;
  /**
   * Product safety details (GPSR, Regulation (EU) 2023/988 art. 19): who made it and how to reach
   * them, the EU responsible person when the maker is outside the EU ("" otherwise), and safety
   * information in `ctx.locale` ("" when none). The shop's own details for garments it makes.
   */
  safety: { manufacturer: string; address: string; email: string; responsiblePerson: string; information: string };
}

/** A product page's rows as the database answers them, before language and price list (cached, ADR 0026). */
async function loadProductRows(ctx: Ctx, parsed: NonNullable<ReturnType<typeof parseProductRef>>) {
  const [row] = await ctx.db
    .select({ product: productTable, material: materialTable, category: categoryTable })
    .from(productTable)
    .innerJoin(materialTable, eq(materialTable.id, productTable.materialId))
    .innerJoin(categoryTable, eq(categoryTable.id, productTable.categoryId))
    .where(parsed.by === "id" ? eq(productTable.id, parsed.value) : eq(productTable.slug, parsed.value))
    .limit(1);
  // thrown, not returned: a failed load is not kept, so unknown references cannot fill the cache
  if (row?.product.status !== "active") throw new NotFound("Product not found", "PRODUCT_NOT_FOUND");
  const { product: p, category } = row;
  const [variants, parent, photosByProduct] = await Promise.all([
    ctx.db
      .select({ variant: variantTable, color: colorTable, size: sizeTable })
      .from(variantTable)
      .innerJoin(colorTable, eq(colorTable.id, variantTable.colorId))
      .innerJoin(sizeTable, eq(sizeTable.id, variantTable.sizeId))
      .where(eq(variantTable.productId, p.id))
      .orderBy(asc(colorTable.sortOrder), asc(sizeTable.sortOrder)),
    category.parentId
      ? ctx.db.select().from(categoryTable).where(eq(categoryTable.id, category.parentId)).limit(1)
      : Promise.resolve([]),
    loadProductPhotos(ctx, [p.id]),
  ]);
  return { row, variants, parent, photos: photosByProduct.get(p.id) ?? [] };
}

/**
 * Loads one active product by id (`prd_…`) or slug, texts in `ctx.locale`. The rows are read through the
 * `catalog` cache (core/catalog/catalog-cache.ts, keyed by the reference), so a page view repeated costs no query
 * for an anonymous reader; the wholesale price list (per actor) is applied after.
 * @throws NotFound (`PRODUCT_NOT_FOUND`) when the reference is malformed, unknown or not active
 */
export async function getProduct(ctx: Ctx, ref: string): Promise<ProductDetail> {
  const parsed = parseProductRef(ref);
  if (!parsed) throw new NotFound("Product not found", "PRODUCT_NOT_FOUND");
  const { row, variants, parent, photos } = await readCatalog(ctx, `product:${parsed.by}:${parsed.value}`, () =>
    loadProductRows(ctx, parsed),
  );
  const { product: p, material, category } = row;
  const ordered = leadColorFirst(
    variants.map((v) => ({ ...v, colorId: v.color.id })),
    p.leadColorId,
  );
  const name = pickLocale(p.name, ctx.locale);
  const colors = new Map<string, ProductDetail["colors"][number]>();
  const sizes = new Map<string, number>();
  for (const { color, size } of ordered) {
    if (!colors.has(color.code)) {
      colors.set(color.code, {
        code: color.code,
        name: pickLocale(color.name, ctx.locale),
        hex: color.hex,
        images: [
          ...photosForColor(photos, color.code).map((photo) =>
            photoImage(photo, { productName: name, locale: ctx.locale, forColor: color.code }),
          ),
          ...(["front", "back", "detail"] as const).map((view) =>
            productImage({ garmentType: p.garmentType, productName: name, color, view, locale: ctx.locale }),
          ),
        ],
      });
    }
    sizes.set(size.code, size.sortOrder);
  }
  const parentRow = parent[0];
  const gpsr = p.gpsr;
  const priceList = await customerPriceList(ctx);
  const offer = productOffer(priceList, {
    productId: p.id,
    garmentType: p.garmentType,
    listPriceCents: p.priceCents,
  });
  return {
    id: p.id,
    slug: p.slug,
    garmentType: p.garmentType,
    garmentTypeName: GARMENT_TYPE_LABELS[p.garmentType][ctx.locale],
    name,
    summary: pickLocale(p.summary, ctx.locale),
    description: pickLocale(p.description, ctx.locale),
    care: p.care[ctx.locale]?.length ? p.care[ctx.locale] : p.care.en,
    fit: p.fit,
    weightGrams: p.weightGrams,
    priceCents: offer ? offer.fromPriceCents : p.priceCents,
    compareAtPriceCents: offer ? p.priceCents : p.compareAtPriceCents,
    currency: "EUR",
    customizable: p.customizable,
    category: {
      code: category.code,
      name: pickLocale(category.name, ctx.locale),
      parent: parentRow ? { code: parentRow.code, name: pickLocale(parentRow.name, ctx.locale) } : null,
    },
    material: {
      code: material.code,
      name: pickLocale(material.name, ctx.locale),
      composition: pickLocale(material.composition, ctx.locale),
      weightGsm: material.weightGsm,
    },
    safety: gpsr
      ? {
          manufacturer: gpsr.manufacturerName,
          address: gpsr.manufacturerAddress,
          email: gpsr.manufacturerEmail,
          responsiblePerson: gpsr.responsiblePerson,
          information: pickLocale(gpsr.safetyInfo, ctx.locale),
        }
      : {
          manufacturer: SHOP_LEGAL_NAME,
          address: SHOP_ADDRESS,
          email: SHOP_CONTACT_EMAIL,
          responsiblePerson: "",
          information: "",
        },
    colors: [...colors.values()],
    sizes: [...sizes.entries()].sort((a, b) => a[1] - b[1]).map(([code]) => code),
    variants: ordered.map(({ variant, color, size }) => ({
      id: variant.id,
      sku: variant.sku,
      colorCode: color.code,
      sizeCode: size.code,
      stock: variant.stock,
      priceCents: variantPriceAtMoq(
        priceList,
        { productId: p.id, garmentType: p.garmentType },
        variant.priceCentsOverride ?? p.priceCents,
      ),
    })),
    updatedAt: p.updatedAt.toISOString(),
    wholesale: offer,
  };
}
