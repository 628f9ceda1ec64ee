import type { GarmentType } from "../catalog/garment-types.ts";
import type { Localized } from "../shared/locale.ts";
import type { LabelPositionRule, PanelCode, PlacementCode, UvRect } from "./uv-layout.ts";

/**
 * The shapes of a 3D product's options (spec §7 `/api/threeProduct/{id}/option`; DESIGN "The domain in
 * one picture": dyes, label types, techniques, placements with printable areas, price rules — all
 * data). The tables (`customization.sql.ts`) store them, the API serves them, and the price engine
 * (`price-design.ts`) reads them. Money: integer EUR cents **including Portuguese VAT 23 %**, like
 * catalogue prices (the buying tax engine splits VAT per destination later). Lengths in mm, areas in
 * mm².
 */

/** Decoration techniques (spec §1: digital print, screen print or embroidery). */
export const TECHNIQUE_CODES = ["digital-print", "screen-print", "embroidery"] as const;
/** `digital-print`, `screen-print` or `embroidery`. */
export type TechniqueCode = (typeof TECHNIQUE_CODES)[number];

/** True when `value` is a technique code. */
export function isTechniqueCode(value: unknown): value is TechniqueCode {
  return typeof value === "string" && (TECHNIQUE_CODES as readonly string[]).includes(value);
}

/**
 * One quantity break: the unit price applies from `minQuantity` units of the design (all sizes
 * together) up to the next break. Lists are sorted by `minQuantity`, strictly ascending.
 */
export interface PriceBreak {
  minQuantity: number;
  /** EUR cents incl. VAT, per unit. */
  unitCents: number;
}

/** An area band: applies to artwork whose area (mm²) is at most `maxAreaMm2` and above the previous band's. */
export interface AreaBand {
  maxAreaMm2: number;
  /** Per-unit price by quantity break. */
  unitBreaks: PriceBreak[];
}

/**
 * How a technique is priced (the `kind` equals the technique code):
 * - `digital-print` (direct to garment): per unit by **print area band** (artwork box width × height)
 *   and quantity break; no development cost (no screens, no film).
 * - `screen-print`: per **colour** per unit by quantity break, plus a one-off development cost of
 *   `developmentCentsPerColour` per colour per placement (one screen per ink colour; spec §9: 50 EUR).
 * - `embroidery`: per unit by **stitch-area band** (mm² actually stitched) and quantity break, plus a
 *   one-off development cost per placement (digitising the "film") by band (spec §9: 50–200 EUR).
 */
export type TechniquePricing =
  | { kind: "digital-print"; areaBands: AreaBand[] }
  | { kind: "screen-print"; perColourBreaks: PriceBreak[]; developmentCentsPerColour: number }
  | { kind: "embroidery"; stitchAreaBands: (AreaBand & { developmentCents: number })[] };

/** A decoration technique as the engine needs it. `maxColours` null = full colour (digital). */
export interface TechniqueRule {
  code: TechniqueCode;
  /** The smallest design quantity (all sizes) this technique is produced for (samples excepted). */
  minQuantity: number;
  maxColours: number | null;
  pricing: TechniquePricing;
}

/** A placement as the engine needs it: printable area (mm), allowed techniques, overlapping placements. */
export interface PlacementRule {
  code: PlacementCode;
  panel: PanelCode;
  widthMm: number;
  heightMm: number;
  techniques: TechniqueCode[];
  /** Placements whose printable areas overlap this one: a design may not use both. */
  excludes: PlacementCode[];
}

/** Label slots (spec §1: neck, brand, size and care labels, and tags). One option is chosen per slot. */
export const LABEL_SLOTS = ["neck", "brand", "size", "care", "hang-tag"] as const;
/** `neck`, `brand`, `size`, `care` or `hang-tag`. */
export type LabelSlot = (typeof LABEL_SLOTS)[number];

/** Names of the label slots in the shop's languages. */
export const LABEL_SLOT_NAMES: Record<LabelSlot, Localized> = {
  neck: { en: "Neck label", pt: "Etiqueta de pescoço", es: "Etiqueta de cuello" },
  brand: { en: "Brand label", pt: "Etiqueta de marca", es: "Etiqueta de marca" },
  size: { en: "Size label", pt: "Etiqueta de tamanho", es: "Etiqueta de talla" },
  care: { en: "Care label", pt: "Etiqueta de cuidados", es: "Etiqueta de cuidados" },
  "hang-tag": { en: "Hang tag", pt: "Etiqueta suspensa", es: "Etiqueta colgante" },
};

/**
 * What a label option is made of. `woven` options are refused below their MOQ with
 * `MOQ_WOVEN_LABEL` (spec §5), others with `MOQ_LABEL`; `none` means no label in that slot; `house`
 * is Fabrico's own composition/care label (fibre labelling is mandatory, Regulation (EU) 1007/2011).
 */
export const LABEL_KINDS = ["woven", "printed", "card", "house", "none"] as const;
/** `woven`, `printed`, `card`, `house` or `none`. */
export type LabelKind = (typeof LABEL_KINDS)[number];

/** A label option as the engine needs it. */
export interface LabelRule {
  code: string;
  slot: LabelSlot;
  kind: LabelKind;
  /** EUR cents incl. VAT, per unit. */
  unitCents: number;
  /** Smallest design quantity (all sizes) for this option (woven neck label: 500, spec §5). */
  minQuantity: number;
  /** The option used when the design names none for the slot (exactly one per slot). */
  isDefault: boolean;
}

/** A blank as the price engine needs it: the catalogue product's id and price (EUR cents incl. VAT). */
export interface BlankRule {
  id: string;
  priceCents: number;
}

/**
 * Everything the price engine reads from a 3D product (a subset of the API's `ThreeProductOptions`,
 * which adds texts, images and UVs).
 */
export interface DesignOptions {
  garmentType: GarmentType;
  /** Size codes offered, smallest first. */
  sizes: string[];
  /** Extra EUR cents per unit for large sizes, e.g. `{ XXL: 200, "3XL": 400 }`; absent = 0. */
  sizeSurchargeCents: Record<string, number>;
  /**
   * The garment's unit price by quantity break; the first break is 1. With a blank (below) it is the
   * ladder's shape: each break is scaled to the blank's price (`blankPriceBreaks`, ADR 0009 "Blanks").
   */
  basePriceBreaks: PriceBreak[];
  /**
   * The blanks a design may be made from: the customizable catalogue products of this garment type
   * (`id`, and `priceCents`, the product's price, EUR cents incl. VAT = the garment's 1-unit price).
   * Absent when the caller prices without blanks (the 3D product's own ladder then applies).
   */
  products?: BlankRule[];
  dyes: { code: string }[];
  placements: PlacementRule[];
  techniques: TechniqueRule[];
  labels: LabelRule[];
}

/** Re-exported for callers of the options' shapes. */
export type { LabelPositionRule, PanelCode, PlacementCode, UvRect };
