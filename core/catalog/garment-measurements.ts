import type { GarmentType } from "./garment-types.ts";

/**
 * Garment measurements per size (issue 15, "size help for unisex garments"): what the garment itself
 * measures laid flat, beside the body chart of spec §3 (core/catalog/size-chart.ts). All eight garment
 * types are cut unisex. Centimetres, rounded to whole cm.
 *
 * Tops: `chest` = width laid flat 2 cm below the armhole (armpit to armpit), `length` = from the
 * high point of the shoulder to the hem, `sleeve` = from the shoulder seam to the cuff.
 * Bottoms: `waist` = waistband laid flat, relaxed, `length` = outside leg from the waistband to
 * the hem, `inseam` = inside leg.
 *
 * The numbers are the shop's size M pattern with a fixed grade per size step (house grading: 2.5 cm
 * chest / waist, 2 cm length, 1 cm sleeve / inseam per step), the values a pattern maker gives.
 */
export type MeasurementKey = "chest" | "length" | "sleeve" | "waist" | "inseam";

/** The garment sizes in grading order (the catalogue's letter sizes). */
export const GRADED_SIZES = ["XS", "S", "M", "L", "XL", "XXL", "3XL"] as const;

interface GarmentSpec {
  /** Columns shown, in order. */
  keys: readonly MeasurementKey[];
  /** Size M, cm. */
  base: Partial<Record<MeasurementKey, number>>;
}

const GRADE: Record<MeasurementKey, number> = { chest: 2.5, waist: 2.5, length: 2, sleeve: 1, inseam: 1 };

const TOP = ["chest", "length", "sleeve"] as const;
const BOTTOM = ["waist", "length", "inseam"] as const;

const SPECS: Record<GarmentType, GarmentSpec> = {
  "t-shirt": { keys: TOP, base: { chest: 52, length: 72, sleeve: 21 } },
  "oversized-t-shirt": { keys: TOP, base: { chest: 58, length: 74, sleeve: 24 } },
  hoodie: { keys: TOP, base: { chest: 56, length: 70, sleeve: 64 } },
  "oversized-hoodie": { keys: TOP, base: { chest: 62, length: 72, sleeve: 58 } },
  sweatshirt: { keys: TOP, base: { chest: 55, length: 69, sleeve: 63 } },
  "oversized-sweatshirt": { keys: TOP, base: { chest: 61, length: 70, sleeve: 57 } },
  shorts: { keys: BOTTOM, base: { waist: 38, length: 48, inseam: 16 } },
  pants: { keys: BOTTOM, base: { waist: 38, length: 104, inseam: 78 } },
};

/** One size's garment measurements, cm. */
export interface GarmentMeasurementRow {
  size: string;
  values: Partial<Record<MeasurementKey, number>>;
}

/**
 * The measurement table of a garment type for `sizes` (letter sizes; unknown ones are left out),
 * rows in the order given.
 * @returns the columns (`keys`) and one row per known size, values in whole cm
 */
export function garmentMeasurements(
  garmentType: GarmentType,
  sizes: readonly string[],
): { keys: readonly MeasurementKey[]; rows: GarmentMeasurementRow[] } {
  const spec = SPECS[garmentType];
  const m = GRADED_SIZES.indexOf("M");
  const rows: GarmentMeasurementRow[] = [];
  for (const size of sizes) {
    const step = (GRADED_SIZES as readonly string[]).indexOf(size);
    if (step < 0) continue;
    const values: GarmentMeasurementRow["values"] = {};
    for (const key of spec.keys) {
      const base = spec.base[key];
      if (base !== undefined) values[key] = Math.round(base + (step - m) * GRADE[key]);
    }
    rows.push({ size, values });
  }
  return { keys: spec.keys, rows };
}
