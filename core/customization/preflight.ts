import { rotatedBox } from "./artwork-box.ts";
import type { DesignOptions, TechniqueCode } from "./options.ts";

/**
 * Preflight of a design before it is saved (issue 5): **warnings, never errors** — the customer may
 * save anyway, and the production team sees the same list in the tech pack. Pure.
 *
 * | code | when | params |
 * |---|---|---|
 * | `LOW_RESOLUTION` | raster artwork under {@link MIN_PRINT_DPI} at its print size (pixels ÷ inches, the lower of width and height) | `{ dpi, minimumDpi }` (dpi rounded down) |
 * | `OUTSIDE_PRINTABLE_AREA` | any part of the (rotated) artwork box lies outside the placement's printable area | `{ overflowMm, widthMm, heightMm }` (largest overflow, 0.1 mm up) |
 * | `TOO_MANY_COLOURS` | screen print or embroidery artwork with more distinct colours than the technique takes | `{ technique, colours, maximum }` |
 * | `MORE_COLOURS_THAN_CHOSEN` | screen-print artwork with more colours than the colour count priced | `{ colours, chosen }` |
 * | `EMBROIDERY_THIN_LINES` | embroidery with a stroke thinner than {@link MIN_EMBROIDERY_STROKE_MM} | `{ minStrokeMm, minimumMm }` |
 * | `EMBROIDERY_SMALL_TEXT` | embroidery with text lower than {@link MIN_EMBROIDERY_TEXT_MM} | `{ textHeightMm, minimumMm }` |
 *
 * Sources: 150 DPI at the final print size, and more than 300 DPI adding nothing, from Printful's
 * print-file guide (configurator-notes.md); screen-print colour limit from the technique's data (8);
 * embroidery: satin stitches need about 1 mm of width and lettering about 5 mm of height to stay
 * legible (common digitising guidance; thread is about 0.4 mm thick).
 */

/** Lowest resolution at the final print size, dots per inch (Printful's print-file guide). */
export const MIN_PRINT_DPI = 150;
/** Thinnest embroidered line that stitches cleanly, mm. */
export const MIN_EMBROIDERY_STROKE_MM = 1;
/** Lowest embroidered text (cap height), mm. */
export const MIN_EMBROIDERY_TEXT_MM = 5;

/** Codes of preflight warnings (stable; the UI's translation keys `preflight.<code>`). */
export const PREFLIGHT_CODES = [
  "LOW_RESOLUTION",
  "OUTSIDE_PRINTABLE_AREA",
  "TOO_MANY_COLOURS",
  "MORE_COLOURS_THAN_CHOSEN",
  "EMBROIDERY_THIN_LINES",
  "EMBROIDERY_SMALL_TEXT",
] as const;
/** One of {@link PREFLIGHT_CODES}. */
export type PreflightCode = (typeof PREFLIGHT_CODES)[number];

/** One warning: code, the placement it concerns, and the numbers its translated message needs. */
export interface PreflightWarning {
  code: PreflightCode;
  placement: string;
  /** The decoration's index in the design's placements list (a placement may hold several, issue 20). */
  decoration?: number;
  params: Record<string, number | string>;
}

/**
 * One placed artwork as preflight sees it. Position and size in mm; the centre is measured from the
 * printable area's top-left corner (x right, y down), the rotation is clockwise about the centre.
 * Optional measurements come from the upload's analysis or the editor; a missing one skips its check.
 */
export interface PreflightPlacementInput {
  placement: string;
  technique: TechniqueCode;
  widthMm: number;
  heightMm: number;
  centerXMm: number;
  centerYMm: number;
  rotationDeg?: number;
  /** Raster artwork's pixel size; absent for vector artwork and text (resolution-independent). */
  pixelWidth?: number;
  pixelHeight?: number;
  /** Distinct colours found in the artwork (screen print, embroidery). */
  detectedColours?: number;
  /** Screen print: the colour count the price uses. */
  chosenColours?: number;
  /** Embroidery: the thinnest stroke at print size, mm (estimate). */
  minStrokeMm?: number;
  /** Embroidery: the smallest text's cap height at print size, mm. */
  minTextHeightMm?: number;
}

const MM_PER_INCH = 25.4;
const EPSILON = 1e-6;

/**
 * Effective resolution of raster artwork printed at `widthMm` × `heightMm`: the lower of
 * pixels ÷ inches across and down, rounded down (so 149.9 reads 149 and warns).
 */
export function effectiveDpi(pixelWidth: number, pixelHeight: number, widthMm: number, heightMm: number): number {
  const across = (pixelWidth * MM_PER_INCH) / widthMm;
  const down = (pixelHeight * MM_PER_INCH) / heightMm;
  // round to 1e-9 first so an exact 150 computed as 149.99999999 still reads 150
  return Math.floor(Math.round(Math.min(across, down) * 1e9) / 1e9);
}

/**
 * The warnings of one placed artwork.
 * @param area the placement's printable area, mm (`widthMm` × `heightMm`)
 * @param input the artwork as placed ({@link PreflightPlacementInput})
 * @param maxColours the technique's colour limit (null = full colour)
 */
export function preflightPlacement(
  area: { widthMm: number; heightMm: number },
  input: PreflightPlacementInput,
  maxColours: number | null,
): PreflightWarning[] {
  const warnings: PreflightWarning[] = [];
  const warn = (code: PreflightCode, params: PreflightWarning["params"]) =>
    warnings.push({ code, placement: input.placement, params });

  if (input.pixelWidth !== undefined && input.pixelHeight !== undefined && input.widthMm > 0 && input.heightMm > 0) {
    const dpi = effectiveDpi(input.pixelWidth, input.pixelHeight, input.widthMm, input.heightMm);
    if (dpi < MIN_PRINT_DPI) warn("LOW_RESOLUTION", { dpi, minimumDpi: MIN_PRINT_DPI });
  }

  const box = rotatedBox(input.widthMm, input.heightMm, input.rotationDeg ?? 0);
  const overflow = Math.max(
    box.widthMm / 2 - input.centerXMm,
    input.centerXMm + box.widthMm / 2 - area.widthMm,
    box.heightMm / 2 - input.centerYMm,
    input.centerYMm + box.heightMm / 2 - area.heightMm,
  );
  if (overflow > EPSILON) {
    warn("OUTSIDE_PRINTABLE_AREA", {
      overflowMm: Math.ceil(overflow * 10 - EPSILON) / 10,
      widthMm: area.widthMm,
      heightMm: area.heightMm,
    });
  }

  const colours = input.detectedColours;
  if (colours !== undefined && (input.technique === "screen-print" || input.technique === "embroidery")) {
    if (maxColours !== null && colours > maxColours) {
      warn("TOO_MANY_COLOURS", { technique: input.technique, colours, maximum: maxColours });
    } else if (
      input.technique === "screen-print" &&
      input.chosenColours !== undefined &&
      colours > input.chosenColours
    ) {
      warn("MORE_COLOURS_THAN_CHOSEN", { colours, chosen: input.chosenColours });
    }
  }

  if (input.technique === "embroidery") {
    if (input.minStrokeMm !== undefined && input.minStrokeMm < MIN_EMBROIDERY_STROKE_MM) {
      warn("EMBROIDERY_THIN_LINES", { minStrokeMm: input.minStrokeMm, minimumMm: MIN_EMBROIDERY_STROKE_MM });
    }
    if (input.minTextHeightMm !== undefined && input.minTextHeightMm < MIN_EMBROIDERY_TEXT_MM) {
      warn("EMBROIDERY_SMALL_TEXT", { textHeightMm: input.minTextHeightMm, minimumMm: MIN_EMBROIDERY_TEXT_MM });
    }
  }
  return warnings;
}

/**
 * Preflight of a whole design: every decoration's warnings, in input order, each with its index
 * (`decoration`). A placement the 3D
 * product does not have is skipped (the price engine refuses it).
 * @param options the 3D product's placements and techniques
 * @param placements the placed artworks
 */
export function preflightDesign(
  options: Pick<DesignOptions, "placements" | "techniques">,
  placements: readonly PreflightPlacementInput[],
): PreflightWarning[] {
  return placements.flatMap((input, decoration) => {
    const area = options.placements.find((p) => p.code === input.placement);
    if (!area) return [];
    const technique = options.techniques.find((t) => t.code === input.technique);
    return preflightPlacement(area, input, technique?.maxColours ?? null).map((w) => ({ ...w, decoration }));
  });
}
