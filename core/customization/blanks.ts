import { and, asc, eq, inArray } from "drizzle-orm";
import { materialTable, productTable } from "../catalog/catalog.sql.ts";
import type { GarmentType } from "../catalog/garment-types.ts";
import type { Ctx } from "../shared/ctx.ts";
import { type Localized, pickLocale } from "../shared/locale.ts";
import type { PriceBreak } from "./options.ts";
import { blankPriceBreaks } from "./price-design.ts";

/**
 * Blanks (issue 20, ADR 0009 "Blanks"): a design is made from a **blank**, one of the customizable,
 * active catalogue products of its garment type. The blank gives the garment its name, fabric
 * (composition, weight in g/m²) and price: the 1-unit garment price is the product's price, the
 * other quantity breaks keep the 3D product's ladder ratio (`blankPriceBreaks`). The 3D product
 * still gives the cut: placements, dyes, techniques, labels.
 *
 * The **default blank** of a garment type (a fresh design from `/customize/{garment type}`, designs
 * saved before blanks existed) is its lowest-priced blank, ties broken by slug: the one the "from"
 * price of the garment type is quoted on.
 */

/** A blank's fabric, texts in `ctx.locale`. */
export interface BlankFabric {
  name: string;
  composition: string;
  weightGsm: number;
}

/** A blank as the configurator shows it (texts in `ctx.locale`; EUR cents incl. VAT). */
export interface DesignBlank {
  id: string;
  slug: string;
  name: string;
  /** The product's price: the garment's unit price for 1–9 units of a design. */
  priceCents: number;
  /** The garment's unit price at the largest quantity break ("from €…"). */
  fromUnitCents: number;
  fabric: BlankFabric | null;
  /** The garment type's default blank (lowest price, then slug). */
  isDefault: boolean;
}

/** A blank as an order line or quote keeps it (frozen, every language): later catalogue edits never change it. */
export interface BlankSnapshot {
  productId: string;
  slug: string;
  name: Localized;
  priceCents: number;
  fabric: { name: Localized; composition: Localized; weightGsm: number } | null;
}

/** A blank's catalogue row, texts in every language: EUR cents incl. VAT, weight in g, fabric weight in g/m². */
export interface BlankRow {
  id: string;
  slug: string;
  garmentType: GarmentType;
  name: Localized;
  priceCents: number;
  weightGrams: number;
  materialName: Localized | null;
  composition: Localized | null;
  weightGsm: number | null;
}

/**
 * The one query for blank rows (the configurator's blanks, order and quote snapshots, design cart
 * lines), lowest price first, then slug.
 * @param which `{ id }`: that product, whatever its status or flags (a snapshot, a design's chosen
 *   blank); else the customizable products of `types` (every type when absent), only the active ones
 *   when `activeOnly` (the blanks offered now)
 * @param limit at most this many rows (all when absent)
 */
export async function findBlankRows(
  ctx: Ctx,
  which: { id: string } | { types?: readonly GarmentType[]; activeOnly: boolean },
  limit?: number,
): Promise<BlankRow[]> {
  const query = ctx.db
    .select({
      id: productTable.id,
      slug: productTable.slug,
      garmentType: productTable.garmentType,
      name: productTable.name,
      priceCents: productTable.priceCents,
      weightGrams: productTable.weightGrams,
      materialName: materialTable.name,
      composition: materialTable.composition,
      weightGsm: materialTable.weightGsm,
    })
    .from(productTable)
    .leftJoin(materialTable, eq(materialTable.id, productTable.materialId))
    .where(
      "id" in which
        ? eq(productTable.id, which.id)
        : and(
            eq(productTable.customizable, true),
            which.activeOnly ? eq(productTable.status, "active") : undefined,
            which.types ? inArray(productTable.garmentType, [...which.types]) : undefined,
          ),
    )
    .orderBy(asc(productTable.priceCents), asc(productTable.slug));
  return (limit === undefined ? await query : await query.limit(limit)) as BlankRow[];
}

/** The blanks offered now of some garment types (all when `types` is absent). */
function blankRows(ctx: Ctx, types?: readonly GarmentType[]): Promise<BlankRow[]> {
  return findBlankRows(ctx, { types, activeOnly: true });
}

/** A blank row frozen as an order line or quote keeps it (every language). */
export function blankSnapshotOf(row: BlankRow): BlankSnapshot {
  return {
    productId: row.id,
    slug: row.slug,
    name: row.name,
    priceCents: row.priceCents,
    fabric:
      row.composition && row.weightGsm !== null
        ? { name: row.materialName ?? row.composition, composition: row.composition, weightGsm: row.weightGsm }
        : null,
  };
}

function blankOf(row: BlankRow, ladder: readonly PriceBreak[], locale: Ctx["locale"], isDefault: boolean): DesignBlank {
  const breaks = blankPriceBreaks(ladder, row.priceCents);
  return {
    id: row.id,
    slug: row.slug,
    name: pickLocale(row.name, locale),
    priceCents: row.priceCents,
    fromUnitCents: Math.min(...breaks.map((b) => b.unitCents)),
    fabric:
      row.composition && row.weightGsm !== null
        ? {
            name: pickLocale(row.materialName ?? undefined, locale),
            composition: pickLocale(row.composition, locale),
            weightGsm: row.weightGsm,
          }
        : null,
    isDefault,
  };
}

/**
 * The blanks of one garment type, texts in `ctx.locale`, the default first (lowest price, then slug).
 * @param ladder the 3D product's `basePriceBreaks` (for each blank's "from" price)
 */
export async function listBlanks(
  ctx: Ctx,
  garmentType: GarmentType,
  ladder: readonly PriceBreak[],
): Promise<DesignBlank[]> {
  const rows = await blankRows(ctx, [garmentType]);
  return rows.map((r, i) => blankOf(r, ladder, ctx.locale, i === 0));
}

/**
 * The default blank of every garment type that has one (see the module comment), texts in `ctx.locale`.
 * @param ladders each garment type's 3D product `basePriceBreaks`
 */
export async function defaultBlanks(
  ctx: Ctx,
  ladders: ReadonlyMap<GarmentType, readonly PriceBreak[]>,
): Promise<Map<GarmentType, DesignBlank>> {
  const out = new Map<GarmentType, DesignBlank>();
  for (const row of await blankRows(ctx, [...ladders.keys()])) {
    const ladder = ladders.get(row.garmentType);
    if (!ladder || out.has(row.garmentType)) continue;
    out.set(row.garmentType, blankOf(row, ladder, ctx.locale, true));
  }
  return out;
}

/**
 * The blank a document is made from: the one it names, else (a design saved before blanks) the
 * default. Null when the named product is no longer a blank of this garment (the design is then
 * refused with `BLANK_NOT_OFFERED` until another is chosen) or the garment type has none.
 */
export function chosenBlank(
  options: { products: DesignBlank[] },
  document: { blank?: string | null },
): DesignBlank | null {
  if (document.blank) return options.products.find((p) => p.id === document.blank) ?? null;
  return options.products.find((p) => p.isDefault) ?? options.products[0] ?? null;
}

/**
 * The frozen blank of an order line or a quote, in every language, read from the catalogue now.
 * @returns null when the product no longer exists
 */
export async function blankSnapshot(ctx: Ctx, productId: string | null | undefined): Promise<BlankSnapshot | null> {
  if (!productId) return null;
  const [row] = await findBlankRows(ctx, { id: productId });
  return row ? blankSnapshotOf(row) : null;
}
