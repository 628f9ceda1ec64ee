import { and, asc, avg, count, eq, inArray } from "drizzle-orm";
import type { Ctx } from "../shared/ctx.ts";
import { pickLocale } from "../shared/locale.ts";
import { categoryTable, colorTable, productTable, sizeTable, variantTable } from "./catalog.sql.ts";
import type { GarmentType } from "./garment-types.ts";
import { type StoredProductPhoto, loadProductPhotos, photoImage } from "./product-photos.ts";
import { readCatalog } from "./catalog-cache.ts";
import { type ProductImage, productImage } from "./product-view.ts";
import { customerPriceList, productOffer } from "../wholesale/price-lists.ts";
import { productReviewTable } from "../reviews/reviews.sql.ts";
import { leadColorFirst } from "./lead-color.ts";

/** A product as shown in lists and cards (API `ProductCard`). Money in EUR cents. */
export interface ProductCard {
  id: string;
  slug: string;
  garmentType: GarmentType;
  name: string;
  summary: string;
  priceCents: number;
  compareAtPriceCents: number | null;
  currency: "EUR";
  category: { code: string; name: string };
  /**
   * Colours: the product's lead colour first, then palette order (`leadColorFirst`); `inStock` when
   * some size of that colour has stock.
   */
  colors: { code: string; name: string; hex: string; inStock: boolean }[];
  sizes: string[];
  inStock: boolean;
  customizable: boolean;
  /** The card's first image: the first photo, else the front flat of the first colour in stock (the lead colour when it has stock). */
  image: ProductImage;
  hoverImage: ProductImage;
  /** Approved reviews: mean stars (one decimal) and how many; null before the first review. */
  rating: { average: number; count: number } | null;
  /**
   * Set for an approved wholesale customer's card: `priceCents` is then the tier price and
   * `compareAtPriceCents` the list price — not a sale (cards show no "Sale" now/was for it, issue 15).
   */
  wholesale?: true;
}

/**
 * Loads product cards for `ids`, in the order given, texts in `ctx.locale`.
 * Ids that do not exist are left out. Colours and sizes are those of the product's variants,
 * the lead colour first, then catalogue order; `inStock` is true when any variant has stock. For an approved wholesale customer
 * (issue 7) `priceCents` is the wholesale unit price at the MOQ and `compareAtPriceCents` the list price.
 * `image` is the product's first photo (issue 6) or else the front flat of its first colour in stock — the
 * lead colour unless that is sold out (the first colour when none is); `hoverImage` the second photo or else the back flat. `rating` is the mean
 * and count of approved reviews (issue 15). The rows are read per product through the `catalog` cache
 * (core/catalog/catalog-cache.ts); the products not cached are loaded together: four queries whatever their number.
 */
export async function loadProductCards(ctx: Ctx, ids: string[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const [rowsById, categories] = await Promise.all([readCardRows(ctx, ids), readCategoryRows(ctx)]);
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const priceList = await customerPriceList(ctx);
  const cards: ProductCard[] = [];
  for (const id of ids) {
    const rows = rowsById.get(id);
    if (!rows) continue;
    const { product: p, variants, photos } = rows;
    const own = leadColorFirst(variants, p.leadColorId);
    const colors = new Map<
      string,
      { code: string; name: string; hex: string; inStock: boolean; localized: (typeof own)[number]["colorName"] }
    >();
    const sizes = new Map<string, number>();
    for (const v of own) {
      if (!colors.has(v.colorCode))
        colors.set(v.colorCode, {
          code: v.colorCode,
          hex: v.colorHex,
          name: pickLocale(v.colorName, ctx.locale),
          inStock: false,
          localized: v.colorName,
        });
      if (v.stock > 0) (colors.get(v.colorCode) as { inStock: boolean }).inStock = true;
      sizes.set(v.sizeCode, v.sizeSort);
    }
    const colorList = [...colors.values()];
    const first = colorList.find((c) => c.inStock) ??
      colorList[0] ?? {
        code: "white",
        hex: "#f5f5f0",
        name: "",
        localized: { en: "", pt: "", es: "" },
      };
    const name = pickLocale(p.name, ctx.locale);
    const category = categoryById.get(p.categoryId);
    const imageFor = (view: "front" | "back") =>
      productImage({
        garmentType: p.garmentType,
        productName: name,
        color: { code: first.code, hex: first.hex, name: first.localized },
        view,
        locale: ctx.locale,
      });
    // Photos first (the first shows on the card, the second on hover), then the drawn views.
    const photoOrFlat = (index: number, view: "front" | "back") => {
      const photo = photos[index];
      return photo
        ? photoImage(photo, { productName: name, locale: ctx.locale, forColor: first.code })
        : imageFor(view);
    };
    const offer = productOffer(priceList, {
      productId: p.id,
      garmentType: p.garmentType,
      listPriceCents: p.priceCents,
    });
    cards.push({
      id: p.id,
      slug: p.slug,
      garmentType: p.garmentType,
      name,
      summary: pickLocale(p.summary, ctx.locale),
      priceCents: offer ? offer.fromPriceCents : p.priceCents,
      compareAtPriceCents: offer ? p.priceCents : p.compareAtPriceCents,
      ...(offer ? { wholesale: true as const } : {}),
      currency: "EUR",
      category: { code: category?.code ?? "", name: category ? pickLocale(category.name, ctx.locale) : "" },
      colors: colorList.map(({ code, name: colorName, hex, inStock }) => ({ code, name: colorName, hex, inStock })),
      sizes: [...sizes.entries()].sort((a, b) => a[1] - b[1]).map(([code]) => code),
      inStock: own.some((v) => v.stock > 0),
      customizable: p.customizable,
      image: photoOrFlat(0, "front"),
      hoverImage: photoOrFlat(1, "back"),
      rating: rows.rating,
    });
  }
  return cards;
}

/** One product's card rows as the database answers them: kept per product under the `catalog` cache topic. */
interface CardRows {
  product: typeof productTable.$inferSelect;
  variants: Awaited<ReturnType<typeof loadVariantRows>>;
  photos: StoredProductPhoto[];
  rating: { average: number; count: number } | null;
}

/** The variants of `ids` with their colour and size, palette then size order. */
function loadVariantRows(ctx: Ctx, ids: string[]) {
  return ctx.db
    .select({
      productId: variantTable.productId,
      stock: variantTable.stock,
      colorId: colorTable.id,
      colorCode: colorTable.code,
      colorHex: colorTable.hex,
      colorName: colorTable.name,
      colorSort: colorTable.sortOrder,
      sizeCode: sizeTable.code,
      sizeSort: sizeTable.sortOrder,
    })
    .from(variantTable)
    .innerJoin(colorTable, eq(colorTable.id, variantTable.colorId))
    .innerJoin(sizeTable, eq(sizeTable.id, variantTable.sizeId))
    .where(inArray(variantTable.productId, ids))
    .orderBy(asc(colorTable.sortOrder), asc(sizeTable.sortOrder));
}

/** The card rows of `ids` from the database, by product id (ids that do not exist are absent): four queries. */
async function loadCardRows(ctx: Ctx, ids: string[]): Promise<Map<string, CardRows>> {
  const [products, variants, photosByProduct, ratings] = await Promise.all([
    ctx.db.select().from(productTable).where(inArray(productTable.id, ids)),
    loadVariantRows(ctx, ids),
    loadProductPhotos(ctx, ids),
    ctx.db
      .select({ productId: productReviewTable.productId, average: avg(productReviewTable.rating), n: count() })
      .from(productReviewTable)
      .where(and(inArray(productReviewTable.productId, ids), eq(productReviewTable.status, "approved")))
      .groupBy(productReviewTable.productId),
  ]);
  const ratingById = new Map(
    ratings.map((r) => [r.productId, { average: Math.round(Number(r.average) * 10) / 10, count: r.n }]),
  );
  return new Map(
    products.map((product) => [
      product.id,
      {
        product,
        variants: variants.filter((v) => v.productId === product.id),
        photos: photosByProduct.get(product.id) ?? [],
        rating: ratingById.get(product.id) ?? null,
      },
    ]),
  );
}

/**
 * The card rows of `ids` through the cache, one entry per product (`card:<id>`, so the entries are bounded by the
 * catalogue whatever lists ask for). The cache calls a missing key's load at once (core/ports/cache.ts), so the
 * products missing are known after the reads are issued and are loaded in one batch.
 */
async function readCardRows(ctx: Ctx, ids: string[]): Promise<Map<string, CardRows | null>> {
  const missing: string[] = [];
  let settle: { resolve: (rows: Map<string, CardRows>) => void; reject: (error: unknown) => void } | undefined;
  const batch = new Promise<Map<string, CardRows>>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const reads = ids.map((id) =>
    readCatalog(ctx, `card:${id}`, () => {
      missing.push(id);
      return batch.then((rows) => rows.get(id) ?? null);
    }),
  );
  if (missing.length > 0) loadCardRows(ctx, missing).then(settle?.resolve, settle?.reject);
  else settle?.resolve(new Map());
  const rows = await Promise.all(reads);
  return new Map(ids.map((id, i) => [id, rows[i] ?? null]));
}

/** Every category row, sort order then code (cached under `catalog`; shared by cards and the category tree). */
export function readCategoryRows(ctx: Ctx) {
  return readCatalog(ctx, "category-rows", async () =>
    ctx.db.select().from(categoryTable).orderBy(asc(categoryTable.sortOrder), asc(categoryTable.code)),
  );
}
