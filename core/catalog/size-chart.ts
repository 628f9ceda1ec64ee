/**
 * The size guide (spec §3 "Size chart: sizes 6 to 24 with bust, waist and hip"): UK womenswear
 * body measurements in centimetres, for the standard figure of spec §9 (height 168 cm, inside
 * leg 79 cm). Inches are the centimetre values ÷ 2.54 (the spec's "inch equivalents from 2.36
 * to 9.45" are the size numbers ÷ 2.54 — a quirk, see ADR 0004).
 */
export interface SizeChartRow {
  ukSize: number;
  /** The shop's letter size that fits this body (garments are cut XS–3XL). */
  letterSize: string;
  bustCm: number;
  waistCm: number;
  hipCm: number;
}

export const CM_PER_INCH = 2.54;

export const SIZE_CHART: SizeChartRow[] = [
  { ukSize: 6, letterSize: "XS", bustCm: 78, waistCm: 60, hipCm: 83 },
  { ukSize: 8, letterSize: "XS", bustCm: 82, waistCm: 64, hipCm: 87 },
  { ukSize: 10, letterSize: "S", bustCm: 87, waistCm: 69, hipCm: 92 },
  { ukSize: 12, letterSize: "M", bustCm: 92, waistCm: 74, hipCm: 97 },
  { ukSize: 14, letterSize: "L", bustCm: 97, waistCm: 79, hipCm: 102 },
  { ukSize: 16, letterSize: "XL", bustCm: 102, waistCm: 84, hipCm: 107 },
  { ukSize: 18, letterSize: "XXL", bustCm: 107, waistCm: 89, hipCm: 112 },
  { ukSize: 20, letterSize: "XXL", bustCm: 113, waistCm: 95, hipCm: 118 },
  { ukSize: 22, letterSize: "3XL", bustCm: 119, waistCm: 101, hipCm: 124 },
  { ukSize: 24, letterSize: "3XL", bustCm: 125, waistCm: 107, hipCm: 130 },
];

/** Standard figure the womenswear chart is designed for (spec §9), in cm. */
export const STANDARD_FIGURE = { heightCm: 168, insideLegCm: 79 } as const;

/** Centimetres to inches, rounded to one decimal (92 cm → 36.2 in). */
export function cmToInches(cm: number): number {
  return Math.round((cm / CM_PER_INCH) * 10) / 10;
}
