import { asc, eq, inArray } from "drizzle-orm";
import type { DesignDocument } from "../customization/design-document.ts";
import { designTable } from "../customization/design.sql.ts";
import { type BlankRow, type BlankSnapshot, blankSnapshotOf, findBlankRows } from "../customization/blanks.ts";
import { blankIdOf } from "../customization/designs.ts";
import { getThreeProductOptions } from "../customization/get-three-product.ts";
import { type DesignPrice, priceDesign } from "../customization/price-design.ts";
import { DesignInvalid, type DesignRefusal } from "../customization/refusals.ts";
import { quoteTable } from "../quotes/quotes.sql.ts";
import { colorTable, productTable, sizeTable, variantTable } from "../catalog/catalog.sql.ts";
import type { GarmentType } from "../catalog/garment-types.ts";
import { flatImageUrl } from "../catalog/product-view.ts";
import type { Ctx } from "../shared/ctx.ts";
import { type Localized, pickLocale } from "../shared/locale.ts";
import { type LineKind, cartLineTable } from "./cart.sql.ts";
import { type LineWholesale, applyWholesalePrices } from "../wholesale/price-lists.ts";

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

/**
 * A cart line with what it sells. Blank lines: the variant (`quantity` units). Custom and sample
 * lines: the design, priced now on the server (`design.price`; EUR cents incl. VAT) — `quantity` is
 * the units made (size distribution, or the samples), `unitPriceCents` the rounded unit price for
 * display, `lineTotalCents` the exact line total (development costs included) that the totals use,
 * `stock` unlimited (made to order), `available` false while the design is refused (`design.refusals`).
 */
export interface LoadedCartLine extends SellableVariant {
  id: string;
  kind: LineKind;
  quantity: number;
  /** Exact line total for custom and sample lines (otherwise unit price × quantity). */
  lineTotalCents?: number;
  design?: {
    id: string;
    version: number;
    name: string;
    threeProductId: string;
    document: DesignDocument;
    price: DesignPrice | null;
    refusals: DesignRefusal[];
    frontImageId: string | null;
    backImageId: string | null;
    sampleSize: string | null;
    /** Set when the line comes from an approved quote (priced at the quote). */
    quoteId: string | null;
    /** The blank the design is made from (catalogue product; name in every language), if any. */
    blank: BlankSnapshot | null;
    /** The blank's name in `ctx.locale` (the cart line says which garment it is), else the 3D product's. */
    garmentName: string;
  } /**
   * Set on blank lines for an approved wholesale customer (issue 7): `unitPriceCents` is then the
   * price list's tier price, and this holds the list price, MOQ and what is missing to reach it.
   */;
  wholesale?: LineWholesale;
}

/** Units in a size distribution, and its summary for display (`M×10 L×10`, in the given size order). */
export function sizeSummary(sizes: Record<string, number>, order: readonly string[]): { units: number; text: string } {
  const codes = [...order, ...Object.keys(sizes).filter((k) => !order.includes(k))];
  const parts = codes.filter((c) => (sizes[c] ?? 0) > 0).map((c) => `${c}×${sizes[c]}`);
  return { units: Object.values(sizes).reduce((a, b) => a + b, 0), text: parts.join(" ") };
}

async function loadDesignLine(
  ctx: Ctx,
  line: typeof cartLineTable.$inferSelect,
  productCache: Map<string, BlankRow | null>,
): Promise<LoadedCartLine | null> {
  const [design] = line.designId
    ? await ctx.db.select().from(designTable).where(eq(designTable.id, line.designId))
    : [];
  if (!design) return null;
  const options = await getThreeProductOptions(ctx, design.threeProductId).catch(() => null);
  if (!options) return null;
  const sample = line.kind === "sample";
  const size =
    line.sampleSize ?? options.sizes.find((s) => (design.document.sizes[s] ?? 0) > 0) ?? options.sizes[0] ?? "M";
  // a sample is one unit (price-design.ts rule 8); n samples cost n times that
  const sizes = sample ? { [size]: 1 } : design.document.sizes;
  let price: DesignPrice | null = null;
  let refusals: DesignRefusal[] = [];
  try {
    price = priceDesign(options, {
      ...design.document,
      blank: blankIdOf(options, design.document),
      sizes,
      mode: sample ? "sample" : "bulk",
      placements: design.document.placements.map((p) => ({
        ...p,
        colourCount: p.colourCount ?? undefined,
        stitchAreaMm2: p.stitchAreaMm2 ?? undefined,
      })),
    });
  } catch (error) {
    if (!(error instanceof DesignInvalid)) throw error;
    refusals = error.refusals;
  }
  let quoteId: string | null = null;
  if (line.quoteId) {
    // an approved quote: its frozen total replaces the configurator's price (core/quotes/quotes.ts)
    const [quote] = await ctx.db.select().from(quoteTable).where(eq(quoteTable.id, line.quoteId));
    const usable =
      quote?.status === "approved" &&
      quote.quotedTotalCents !== null &&
      (!quote.expiresAt || quote.expiresAt > ctx.now());
    quoteId = line.quoteId;
    if (usable && quote) {
      const units = Object.values(quote.designSnapshot.document.sizes).reduce((a, b) => a + b, 0);
      const total = quote.quotedTotalCents ?? 0;
      design.document = quote.designSnapshot.document;
      price = {
        ...(price ?? ({} as DesignPrice)),
        mode: "bulk",
        currency: "EUR",
        vatIncluded: true,
        quantity: units,
        sizes: Object.entries(quote.designSnapshot.document.sizes)
          .filter(([, n]) => n > 0)
          .map(([size, quantity]) => ({ size, quantity })),
        breakMinQuantity: price?.breakMinQuantity ?? 1,
        lines: [],
        recurringCents: total,
        developmentCents: 0,
        totalCents: total,
        unitCents: Math.round(total / Math.max(units, 1)),
        recurringUnitCents: Math.round(total / Math.max(units, 1)),
        underDelivery: price?.underDelivery ?? null,
      };
      refusals = [];
    } else {
      price = null;
      refusals = [];
    }
  }
  // the line is the blank the design is made from (its product page, weight and name)
  const blankId = blankIdOf(options, design.document) ?? null;
  const cacheKey = blankId ?? `type:${options.garmentType}`;
  if (!productCache.has(cacheKey)) {
    const [p] = await findBlankRows(
      ctx,
      blankId ? { id: blankId } : { types: [options.garmentType], activeOnly: false },
      1,
    );
    productCache.set(cacheKey, p ?? null);
  }
  const product = productCache.get(cacheKey);
  const dye = options.dyes.find((d) => d.code === design.document.dye);
  const summary = sizeSummary(sample ? { [size]: line.quantity } : sizes, options.sizes);
  const units = Math.max(summary.units, 1);
  return {
    id: line.id,
    kind: line.kind,
    variantId: "",
    sku: `${sample ? "SAMPLE" : "CUSTOM"}-${design.id.slice(-8)}`,
    productId: product?.id ?? options.id,
    slug: product?.slug ?? "",
    garmentType: options.garmentType,
    name: design.name,
    nameLocalized: { en: design.name, pt: design.name, es: design.name },
    colorName: dye?.name ?? design.document.dye,
    colorLocalized: {
      en: dye?.name ?? design.document.dye,
      pt: dye?.name ?? design.document.dye,
      es: dye?.name ?? design.document.dye,
    },
    colorHex: dye?.hex ?? "#ffffff",
    sizeCode: summary.text,
    imageUrl: design.frontImageId
      ? `/media/upload/${design.frontImageId}`
      : flatImageUrl(options.garmentType, "front", dye?.hex ?? "#ffffff"),
    unitPriceCents: price?.unitCents ?? 0,
    lineTotalCents: price ? (sample ? price.totalCents * line.quantity : price.totalCents) : 0,
    stock: Number.MAX_SAFE_INTEGER,
    weightGrams: product?.weightGrams ?? 400,
    available: price !== null,
    quantity: units,
    design: {
      id: design.id,
      version: design.version,
      name: design.name,
      threeProductId: design.threeProductId,
      document: { ...design.document, sizes },
      price,
      refusals,
      frontImageId: design.frontImageId,
      backImageId: design.backImageId,
      sampleSize: sample ? size : null,
      quoteId,
      blank: blankId && product ? blankSnapshotOf(product) : null,
      garmentName: blankId && product ? pickLocale(product.name, ctx.locale) : options.name,
    },
  };
}

/**
 * The lines of cart `cartId` in the order they were added (lines whose variant or design vanished are
 * left out), blank lines at the actor's wholesale prices when they have a price list (issue 7).
 */
export async function loadCartLines(ctx: Ctx, cartId: string): Promise<LoadedCartLine[]> {
  const lines = await ctx.db
    .select()
    .from(cartLineTable)
    .where(eq(cartLineTable.cartId, cartId))
    .orderBy(asc(cartLineTable.createdAt), asc(cartLineTable.id));
  const variants = await loadVariants(
    ctx,
    lines.flatMap((l) => (l.variantId ? [l.variantId] : [])),
  );
  const productCache = new Map();
  const out: LoadedCartLine[] = [];
  for (const line of lines) {
    if (line.kind === "blank") {
      const v = line.variantId ? variants.get(line.variantId) : undefined;
      if (v) out.push({ ...v, id: line.id, kind: "blank", quantity: line.quantity });
    } else {
      const loaded = await loadDesignLine(ctx, line, productCache);
      if (loaded) out.push(loaded);
    }
  }
  return applyWholesalePrices(ctx, out);
}
