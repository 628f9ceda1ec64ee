import type { GarmentType } from "../../../core/catalog/garment-types.ts";
import { GARMENT_LAYOUTS, type PanelCode } from "../../../core/customization/uv-layout.ts";

/**
 * Where the pattern panels sit on the garment flats (`/media/flat/{type}/{view}/{hex}.svg`, a
 * 600 × 700 canvas), so the 2D preview can lay artwork over the flat. The front panel is drawn on
 * the front view and the back panel on the back view, both as seen from outside (the UV convention's
 * rule 2). Each panel maps with one scale (its height on the flat ÷ its height in mm), centred on the
 * flat's middle line, so artwork keeps its proportions. Sleeves and the hood are not drawn flat and
 * get no overlay (the placement map shows them).
 *
 * The numbers are the flats' own measurements (`core/media/flats/*.ts`: tops from the high point of
 * the shoulder `hpsY` to the hem `hemY`; bottoms from the waist `waistY` to the outside leg's hem);
 * a test keeps them equal.
 */
export const FLAT_FRAMES: Readonly<Record<GarmentType, { topY: number; bottomY: number }>> = {
  "t-shirt": { topY: 140, bottomY: 600 },
  "oversized-t-shirt": { topY: 140, bottomY: 625 },
  hoodie: { topY: 210, bottomY: 622 },
  "oversized-hoodie": { topY: 208, bottomY: 640 },
  sweatshirt: { topY: 150, bottomY: 560 },
  "oversized-sweatshirt": { topY: 150, bottomY: 585 },
  shorts: { topY: 145, bottomY: 556 },
  pants: { topY: 50, bottomY: 610 },
};

/** Width and height of a flat, SVG user units. */
export const FLAT_CANVAS = { width: 600, height: 700 } as const;

/** The flat view a panel is drawn on, or null (sleeves, hood, trim). */
export function flatViewOf(panel: PanelCode | string): "front" | "back" | null {
  return panel === "front" ? "front" : panel === "back" ? "back" : null;
}

/**
 * Maps a point of a panel (mm from its top-left, seen from outside) onto the flat.
 * @returns flat coordinates and the scale (flat units per mm), or null for panels not drawn flat
 */
export function panelToFlat(
  garmentType: GarmentType,
  panel: PanelCode | string,
  xMm: number,
  yMm: number,
): { x: number; y: number; scale: number } | null {
  if (!flatViewOf(panel)) return null;
  const size = GARMENT_LAYOUTS[garmentType]?.panels[panel as PanelCode];
  const frame = FLAT_FRAMES[garmentType];
  if (!size || !frame) return null;
  const scale = (frame.bottomY - frame.topY) / size.heightMm;
  return { x: FLAT_CANVAS.width / 2 + (xMm - size.widthMm / 2) * scale, y: frame.topY + yMm * scale, scale };
}

/** The URL of a garment's flat in a dye. */
export function flatUrl(garmentType: string, view: "front" | "back", hex: string): string {
  return `/media/flat/${garmentType}/${view}/${hex.replace("#", "").toLowerCase()}.svg`;
}
