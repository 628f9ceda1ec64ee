import { asc, eq, inArray } from "drizzle-orm";
import { colorTable, productTable, sizeTable, variantTable } from "../catalog/catalog.sql.ts";
import type { GarmentType } from "../catalog/garment-types.ts";
import { flatImageUrl } from "../catalog/product-view.ts";
import type { Ctx } from "../shared/ctx.ts";
import { type Localized, pickLocale } from "../shared/locale.ts";
import { cartLineTable } from "./cart.sql.ts";

/** Most units of one variant on one cart line (blank garments; larger runs go through a quote). */
export const MAX_LINE_QUANTITY = 999;

/**
 * A variant as a line item needs it: identity, texts (both picked for `ctx.locale` and the
 * localized originals an order freezes), PT-VAT-inclusive unit price in EUR cents, stock on hand
 * (units not reserved by orders), weight in grams, and whether it can be sold now.
 */
export interface SellableVariant {
  variantId: string;
  sku: string;
  productId: string;
  slug: string;
  garmentType: GarmentType;
  name: string;
  nameLocalized: Localized;
  colorName: string;
  colorLocalized: Localized;
  colorHex: string;
  sizeCode: string;
  imageUrl: string;
  unitPriceCents: number;
  stock: number;
  weightGrams: number;
  /** The product is active (not draft or archived). */
  available: boolean;
}

/** Loads sellable variants by id (missing ids are left out), texts in `ctx.locale`. */
export async function loadVariants(ctx: Ctx, variantIds: string[]): Promise<Map<string, SellableVariant>> {
  if (variantIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      variantId: variantTable.id,
      sku: variantTable.sku,
      stock: variantTable.stock,
      priceOverride: variantTable.priceCentsOverride,
      productId: productTable.id,
      slug: productTable.slug,
      garmentType: productTable.garmentType,
      name: productTable.name,
      priceCents: productTable.priceCents,
      weightGrams: productTable.weightGrams,
      status: productTable.status,
      colorName: colorTable.name,
      colorHex: colorTable.hex,
      sizeCode: sizeTable.code,
    })
    .from(variantTable)
    .innerJoin(productTable, eq(productTable.id, variantTable.productId))
    .innerJoin(colorTable, eq(colorTable.id, variantTable.colorId))
    .innerJoin(sizeTable, eq(sizeTable.id, variantTable.sizeId))
    .where(inArray(variantTable.id, variantIds));
  return new Map(
    rows.map((r) => [
      r.variantId,
      {
        variantId: r.variantId,
        sku: r.sku,
        productId: r.productId,
        slug: r.slug,
        garmentType: r.garmentType,
        name: pickLocale(r.name, ctx.locale),
        nameLocalized: r.name,
        colorName: pickLocale(r.colorName, ctx.locale),
        colorLocalized: r.colorName,
        colorHex: r.colorHex,
        sizeCode: r.sizeCode,
        imageUrl: flatImageUrl(r.garmentType, "front", r.colorHex),
        unitPriceCents: r.priceOverride ?? r.priceCents,
        stock: r.stock,
        weightGrams: r.weightGrams,
        available: r.status === "active",
      },
    ]),
  );
}

/** A cart line joined with its variant. `quantity` is what the customer asked for. */
export interface LoadedCartLine extends SellableVariant {
  id: string;
  quantity: number;
}

/** The lines of cart `cartId` in the order they were added, with their variants (lines whose variant vanished are left out). */
export async function loadCartLines(ctx: Ctx, cartId: string): Promise<LoadedCartLine[]> {
  const lines = await ctx.db
    .select()
    .from(cartLineTable)
    .where(eq(cartLineTable.cartId, cartId))
    .orderBy(asc(cartLineTable.createdAt), asc(cartLineTable.id));
  const variants = await loadVariants(
    ctx,
    lines.map((l) => l.variantId),
  );
  const out: LoadedCartLine[] = [];
  for (const line of lines) {
    const v = variants.get(line.variantId);
    if (v) out.push({ ...v, id: line.id, quantity: line.quantity });
  }
  return out;
}
