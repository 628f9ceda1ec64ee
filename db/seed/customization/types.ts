/**
 * Shapes of the configurator's demo options as `seedCustomization()` inserts them into the tables
 * of `core/customization/customization.sql.ts`. Rows refer to each other by code, never by id, so
 * the seed stays idempotent. Money: EUR cents incl. Portuguese VAT 23 %; lengths in mm.
 */

import type { GarmentType } from "../../../core/catalog/garment-types.ts";
import type {
  LabelKind,
  LabelSlot,
  PriceBreak,
  TechniqueCode,
  TechniquePricing,
} from "../../../core/customization/options.ts";
import type { LabelPositionRule, PlacementCode } from "../../../core/customization/uv-layout.ts";
import type { Localized } from "../../../core/shared/locale.ts";

/** A garment dye (table `dye`). */
export interface SeedDye {
  code: string;
  /** `#rrggbb`, lower case. */
  hex: string;
  name: Localized;
}

/** A decoration technique (table `technique`). */
export interface SeedTechnique {
  code: TechniqueCode;
  name: Localized;
  description: Localized;
  minQuantity: number;
  maxColours: number | null;
  pricing: TechniquePricing;
}

/** A label or tag option (table `label_option`). */
export interface SeedLabelOption {
  code: string;
  slot: LabelSlot;
  kind: LabelKind;
  name: Localized;
  description: Localized;
  unitCents: number;
  minQuantity: number;
  /** Null for "none". */
  position: LabelPositionRule | null;
  isDefault: boolean;
}

/**
 * A 3D product (table `three_product`) with its dyes and placements. Printable areas and UVs come
 * from `GARMENT_LAYOUTS` (core/customization/uv-layout.ts); only the techniques are listed here.
 */
export interface SeedThreeProduct {
  garmentType: GarmentType;
  name: Localized;
  description: Localized;
  sizes: string[];
  sizeSurchargeCents: Record<string, number>;
  basePriceBreaks: PriceBreak[];
  /** Dye codes from `seedDyes`, in swatch order. */
  dyes: string[];
  defaultDye: string;
  /** Techniques per placement; every placement of the garment's layout is listed. */
  placements: Partial<Record<PlacementCode, TechniqueCode[]>>;
}
