import { and, asc, eq } from "drizzle-orm";
import type { GarmentType } from "../catalog/garment-types.ts";
import { flatImageUrl } from "../catalog/product-view.ts";
import type { Ctx } from "../shared/ctx.ts";
import { NotFound } from "../shared/errors.ts";
import { isId } from "../shared/ids.ts";
import { pickLocale } from "../shared/locale.ts";
import { type DesignBlank, defaultBlanks, listBlanks } from "./blanks.ts";
import {
  dyeTable,
  labelOptionTable,
  threeProductPlacementTable,
  techniqueTable,
  threeProductDyeTable,
  threeProductTable,
  type ThreeProductRow,
} from "./customization.sql.ts";
import {
  type DesignOptions,
  LABEL_SLOT_NAMES,
  LABEL_SLOTS,
  type LabelKind,
  type LabelSlot,
  type PlacementRule,
  type PriceBreak,
  type TechniqueRule,
} from "./options.ts";
import { MIN_EMBROIDERY_STROKE_MM, MIN_EMBROIDERY_TEXT_MM, MIN_PRINT_DPI } from "./preflight.ts";
import { UNDER_DELIVERY_RATE_BP } from "./price-design.ts";
import { MAX_SAMPLES_PER_DESIGN } from "./sample-limit.ts";
import {
  GARMENT_LAYOUTS,
  type LabelPlacement,
  type PanelCode,
  UV_PANELS,
  type UvRect,
  labelPlacement,
} from "./uv-layout.ts";

/** Front and back flat images of a 3D product in its default dye (`/media/flat/…svg`). */
export interface ThreeProductImages {
  front: string;
  back: string;
}

/** One entry of `GET /api/threeProduct`: texts in `ctx.locale`, EUR cents incl. VAT. */
export interface ThreeProductSummary {
  id: string;
  code: string;
  garmentType: GarmentType;
  name: string;
  description: string;
  images: ThreeProductImages;
  defaultDye: { code: string; hex: string; name: string };
  /**
   * The lowest garment unit price (largest quantity break) on the default blank, for "from €…"
   * (the 3D product's own ladder when the garment type has no blank).
   */
  fromUnitCents: number;
  /** The blank a design of this garment type starts from (lowest price, then slug), if any. */
  defaultProduct: { id: string; slug: string; name: string; fabric: DesignBlank["fabric"] } | null;
}

/**
 * Everything the configurator needs for one 3D product (`GET /api/threeProduct/{id}/option`), texts
 * in `ctx.locale`; money EUR cents incl. Portuguese VAT 23 %; lengths mm, areas mm². It is a valid
 * {@link DesignOptions} for `priceDesign()` and `preflightDesign()`.
 */
export interface ThreeProductOptions extends DesignOptions {
  id: string;
  code: string;
  name: string;
  description: string;
  currency: "EUR";
  vatIncluded: true;
  images: ThreeProductImages;
  defaultDyeCode: string;
  dyes: { code: string; hex: string; name: string }[];
  techniques: (TechniqueRule & { name: string; description: string })[];
  placements: (PlacementRule & { name: string; uv: UvRect })[];
  /** The pattern panels of this garment: size M in mm and the UV rectangle (`UV_PANELS`). */
  panels: { code: PanelCode; widthMm: number; heightMm: number; uv: UvRect }[];
  labelSlots: { code: LabelSlot; name: string }[];
  labels: {
    code: string;
    slot: LabelSlot;
    kind: LabelKind;
    name: string;
    description: string;
    unitCents: number;
    minQuantity: number;
    isDefault: boolean;
    /** Where it sits on this garment (§9: 10 cm from the waist or bottom); null for "none". */
    position: LabelPlacement | null;
  }[];
  /**
   * The blanks: customizable, active catalogue products of this garment type (they open this 3D
   * product), lowest price first — the first is the default (`isDefault`). Each has its price, its
   * "from" price and its fabric (`core/customization/blanks.ts`).
   */
  products: DesignBlank[];
  /** The default blank's id (null when the garment type has no blank). */
  defaultProductId: string | null;
  /** Fixed rules the configurator explains (spec §5, §9; preflight thresholds). */
  rules: {
    samplesPerDesign: number;
    underDeliveryRateBp: { min: number; max: number };
    underDeliveryCharged: false;
    minPrintDpi: number;
    minEmbroideryStrokeMm: number;
    minEmbroideryTextMm: number;
  };
}

/**
 * Finds an active 3D product by id (`tdp_…`) or code (its garment type slug, e.g. `hoodie`).
 * @throws NotFound (`THREE_PRODUCT_NOT_FOUND`) when unknown or inactive
 */
async function findThreeProduct(ctx: Ctx, ref: string): Promise<ThreeProductRow> {
  const value = ref.trim();
  const byId = isId("threeProduct", value);
  if (!byId && !/^[a-z0-9-]{1,40}$/.test(value)) throw new NotFound("3D product not found", "THREE_PRODUCT_NOT_FOUND");
  const [row] = await ctx.db
    .select()
    .from(threeProductTable)
    .where(byId ? eq(threeProductTable.id, value) : eq(threeProductTable.code, value))
    .limit(1);
  if (!row?.active) throw new NotFound("3D product not found", "THREE_PRODUCT_NOT_FOUND");
  return row;
}

const minUnit = (breaks: PriceBreak[]) => Math.min(...breaks.map((b) => b.unitCents));

/**
 * Lists the active 3D products in the configurator's order, texts in `ctx.locale`.
 * @returns {@link ThreeProductSummary}[] (id, garment type, name, flat images in the default dye …)
 */
export async function listThreeProducts(ctx: Ctx): Promise<ThreeProductSummary[]> {
  const [rows, dyes] = await Promise.all([
    ctx.db
      .select()
      .from(threeProductTable)
      .where(eq(threeProductTable.active, true))
      .orderBy(asc(threeProductTable.sortOrder), asc(threeProductTable.code)),
    ctx.db.select().from(dyeTable),
  ]);
  const dyeByCode = new Map(dyes.map((d) => [d.code, d]));
  const blanks = await defaultBlanks(ctx, new Map(rows.map((p) => [p.garmentType, p.basePriceBreaks])));
  return rows.map((p) => {
    const dye = dyeByCode.get(p.defaultDyeCode);
    const hex = dye?.hex ?? "#ffffff";
    const blank = blanks.get(p.garmentType);
    return {
      id: p.id,
      code: p.code,
      garmentType: p.garmentType,
      name: pickLocale(p.name, ctx.locale),
      description: pickLocale(p.description, ctx.locale),
      images: { front: flatImageUrl(p.garmentType, "front", hex), back: flatImageUrl(p.garmentType, "back", hex) },
      defaultDye: { code: p.defaultDyeCode, hex, name: pickLocale(dye?.name, ctx.locale) },
      fromUnitCents: blank?.fromUnitCents ?? minUnit(p.basePriceBreaks),
      defaultProduct: blank ? { id: blank.id, slug: blank.slug, name: blank.name, fabric: blank.fabric } : null,
    };
  });
}

/**
 * Loads one 3D product with all its options, texts in `ctx.locale` (spec §7
 * `/api/threeProduct/{id}/option`). Only active dyes, techniques and labels are listed; techniques
 * are those some placement allows.
 * @param ref a 3D product id (`tdp_…`) or code (garment type slug)
 * @returns {@link ThreeProductOptions}
 * @throws NotFound (`THREE_PRODUCT_NOT_FOUND`) when the product is unknown or inactive
 */
export async function getThreeProductOptions(ctx: Ctx, ref: string): Promise<ThreeProductOptions> {
  const p = await findThreeProduct(ctx, ref);
  const locale = ctx.locale;
  const [dyes, placements, techniques, labels, products] = await Promise.all([
    ctx.db
      .select({ dye: dyeTable })
      .from(threeProductDyeTable)
      .innerJoin(dyeTable, eq(dyeTable.id, threeProductDyeTable.dyeId))
      .where(and(eq(threeProductDyeTable.threeProductId, p.id), eq(dyeTable.active, true)))
      .orderBy(asc(threeProductDyeTable.sortOrder)),
    ctx.db
      .select()
      .from(threeProductPlacementTable)
      .where(eq(threeProductPlacementTable.threeProductId, p.id))
      .orderBy(asc(threeProductPlacementTable.sortOrder), asc(threeProductPlacementTable.code)),
    ctx.db.select().from(techniqueTable).where(eq(techniqueTable.active, true)).orderBy(asc(techniqueTable.sortOrder)),
    ctx.db
      .select()
      .from(labelOptionTable)
      .where(eq(labelOptionTable.active, true))
      .orderBy(asc(labelOptionTable.sortOrder), asc(labelOptionTable.code)),
    listBlanks(ctx, p.garmentType, p.basePriceBreaks),
  ]);
  const usedTechniques = new Set(placements.flatMap((pl) => pl.techniques));
  const activeTechniques = new Set(techniques.map((t) => t.code));
  const layout = GARMENT_LAYOUTS[p.garmentType];
  const defaultDye = dyes.find((d) => d.dye.code === p.defaultDyeCode)?.dye ?? dyes[0]?.dye;
  const hex = defaultDye?.hex ?? "#ffffff";
  return {
    id: p.id,
    code: p.code,
    garmentType: p.garmentType,
    name: pickLocale(p.name, locale),
    description: pickLocale(p.description, locale),
    currency: "EUR",
    vatIncluded: true,
    images: { front: flatImageUrl(p.garmentType, "front", hex), back: flatImageUrl(p.garmentType, "back", hex) },
    sizes: p.sizes,
    sizeSurchargeCents: p.sizeSurchargeCents,
    basePriceBreaks: p.basePriceBreaks,
    defaultDyeCode: defaultDye?.code ?? p.defaultDyeCode,
    dyes: dyes.map(({ dye }) => ({ code: dye.code, hex: dye.hex, name: pickLocale(dye.name, locale) })),
    techniques: techniques
      .filter((t) => usedTechniques.has(t.code))
      .map((t) => ({
        code: t.code,
        name: pickLocale(t.name, locale),
        description: pickLocale(t.description, locale),
        minQuantity: t.minQuantity,
        maxColours: t.maxColours,
        pricing: t.pricing,
      })),
    placements: placements.map((pl) => ({
      code: pl.code,
      name: pickLocale(pl.name, locale),
      panel: pl.panel,
      widthMm: pl.widthMm,
      heightMm: pl.heightMm,
      uv: pl.uv,
      techniques: pl.techniques.filter((t) => activeTechniques.has(t)),
      excludes: pl.excludes,
    })),
    panels: (Object.entries(layout.panels) as [PanelCode, { widthMm: number; heightMm: number }][]).map(
      ([code, size]) => ({ code, widthMm: size.widthMm, heightMm: size.heightMm, uv: { ...UV_PANELS[code] } }),
    ),
    labelSlots: LABEL_SLOTS.map((code) => ({ code, name: pickLocale(LABEL_SLOT_NAMES[code], locale) })),
    labels: labels.map((l) => ({
      code: l.code,
      slot: l.slot,
      kind: l.kind,
      name: pickLocale(l.name, locale),
      description: pickLocale(l.description, locale),
      unitCents: l.unitCents,
      minQuantity: l.minQuantity,
      isDefault: l.isDefault,
      position: l.position ? labelPlacement(p.garmentType, l.position) : null,
    })),
    products,
    defaultProductId: products.find((b) => b.isDefault)?.id ?? null,
    rules: {
      samplesPerDesign: MAX_SAMPLES_PER_DESIGN,
      underDeliveryRateBp: { min: UNDER_DELIVERY_RATE_BP.min, max: UNDER_DELIVERY_RATE_BP.max },
      underDeliveryCharged: false,
      minPrintDpi: MIN_PRINT_DPI,
      minEmbroideryStrokeMm: MIN_EMBROIDERY_STROKE_MM,
      minEmbroideryTextMm: MIN_EMBROIDERY_TEXT_MM,
    },
  };
}
