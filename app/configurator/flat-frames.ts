import type { GarmentType } from "../../core/catalog/garment-types.ts";
import { GARMENT_LAYOUTS, type PanelCode } from "../../core/customization/uv-layout.ts";

/**
 * Where the pattern panels lie on the technical flats (`core/media/flats`, 600 × 700 canvas,
 * served at `/media/flat/{type}/{view}/{hex}.svg`), so the 2D fallback can lay artwork over the
 * flat image. The few measurements needed are copied from the flats' specs (a test keeps them
 * equal) so that the flat drawing code stays out of the browser bundle.
 */

/** The measurements of a top's flat used here (canvas units; see `core/media/flats/top.ts`). */
export interface TopFlat {
  kind: "top";
  hpsY: number;
  shoulder: readonly [number, number];
  armpit: readonly [number, number];
  hemHalf: number;
  hemY: number;
  waistband: number;
  sleeve: { upperAngle: number; upperLength: number; lowerLength: number; opening: number; elbow: number };
  hood?: { top: number; halfWidth: number };
}

/** The measurements of a bottom's flat used here (see `core/media/flats/bottom.ts`). */
export interface BottomFlat {
  kind: "bottom";
  waistY: number;
  waistband: number;
  hipHalf: number;
  legOuter: readonly [number, number];
}

/** Flat measurements per garment type (copied from `core/media/flats/*.ts`). */
export const FLAT_SPECS_2D: Readonly<Record<GarmentType, TopFlat | BottomFlat>> = {
  "t-shirt": {
    kind: "top",
    hpsY: 140,
    shoulder: [158, 162],
    armpit: [146, 282],
    hemHalf: 150,
    hemY: 600,
    waistband: 0,
    sleeve: { upperAngle: 57, upperLength: 148, lowerLength: 0, opening: 104, elbow: 0 },
  },
  "oversized-t-shirt": {
    kind: "top",
    hpsY: 140,
    shoulder: [122, 190],
    armpit: [118, 322],
    hemHalf: 178,
    hemY: 625,
    waistband: 0,
    sleeve: { upperAngle: 50, upperLength: 132, lowerLength: 0, opening: 124, elbow: 0 },
  },
  hoodie: {
    kind: "top",
    hpsY: 210,
    shoulder: [170, 232],
    armpit: [156, 358],
    hemHalf: 146,
    hemY: 622,
    waistband: 36,
    sleeve: { upperAngle: 28, upperLength: 215, lowerLength: 140, opening: 54, elbow: 64 },
    hood: { top: 46, halfWidth: 112 },
  },
  "oversized-hoodie": {
    kind: "top",
    hpsY: 208,
    shoulder: [128, 252],
    armpit: [124, 384],
    hemHalf: 172,
    hemY: 640,
    waistband: 44,
    sleeve: { upperAngle: 28, upperLength: 190, lowerLength: 152, opening: 62, elbow: 80 },
    hood: { top: 40, halfWidth: 120 },
  },
  sweatshirt: {
    kind: "top",
    hpsY: 150,
    shoulder: [170, 172],
    armpit: [156, 300],
    hemHalf: 146,
    hemY: 560,
    waistband: 36,
    sleeve: { upperAngle: 28, upperLength: 215, lowerLength: 140, opening: 54, elbow: 64 },
  },
  "oversized-sweatshirt": {
    kind: "top",
    hpsY: 150,
    shoulder: [128, 196],
    armpit: [124, 330],
    hemHalf: 172,
    hemY: 585,
    waistband: 44,
    sleeve: { upperAngle: 28, upperLength: 190, lowerLength: 152, opening: 62, elbow: 80 },
  },
  shorts: { kind: "bottom", waistY: 145, waistband: 44, hipHalf: 186, legOuter: [104, 556] },
  pants: { kind: "bottom", waistY: 50, waistband: 34, hipHalf: 148, legOuter: [184, 610] },
};

/** SVG/canvas affine matrix `[a, b, c, d, e, f]`: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Affine = [number, number, number, number, number, number];

const CX = 300;

/**
 * The transform from a panel's mm (from its top-left, seen from outside, size M) to the flat
 * canvas of a view, or undefined when the panel is not visible in that view (e.g. the back in the
 * front view). Sleeves are drawn along the upper arm, their print centred on the visible width.
 */
export function panelToFlat(type: GarmentType, view: "front" | "back", panel: PanelCode): Affine | undefined {
  const spec = FLAT_SPECS_2D[type];
  const size = GARMENT_LAYOUTS[type].panels[panel];
  if (!size) return undefined;
  if (spec.kind === "bottom") {
    if (panel !== view) return undefined;
    const top = spec.waistY + spec.waistband;
    const sx = (2 * spec.hipHalf) / size.widthMm;
    const sy = (spec.legOuter[1] - top) / size.heightMm;
    return [sx, 0, 0, sy, CX - spec.hipHalf, top];
  }
  if (panel === "front" || panel === "back") {
    if (panel !== view) return undefined;
    const half = Math.max(CX - spec.armpit[0], spec.hemHalf);
    const bottom = spec.hemY - spec.waistband;
    return [(2 * half) / size.widthMm, 0, 0, (bottom - spec.hpsY) / size.heightMm, CX - half, spec.hpsY];
  }
  if (panel === "left-sleeve" || panel === "right-sleeve") {
    // The wearer's left sleeve is on the canvas right in the front view, on the left in the back view.
    const onCanvasLeft = (panel === "left-sleeve") === (view === "back");
    const a = (spec.sleeve.upperAngle * Math.PI) / 180;
    // left sleeve of the drawing: axis down and outwards (to −x), normal towards the body (+x)
    let along: [number, number] = [-Math.sin(a), Math.cos(a)];
    let across: [number, number] = [Math.cos(a), Math.sin(a)];
    let origin: [number, number] = [spec.shoulder[0], spec.shoulder[1]];
    if (!onCanvasLeft) {
      along = [-along[0], along[1]];
      across = [-across[0], across[1]];
      origin = [2 * CX - origin[0], origin[1]];
    }
    const width = Math.max(spec.sleeve.opening, spec.sleeve.elbow);
    const length = spec.sleeve.upperLength + spec.sleeve.lowerLength;
    // the visible half of the sleeve (half the pattern width) spans its drawn width
    const kx = width / (size.widthMm / 2);
    const ky = (length * 0.92) / size.heightMm;
    // pattern x runs across the sleeve; seen from outside its middle is the sleeve's middle
    const sign = onCanvasLeft ? 1 : -1;
    const ax: [number, number] = [across[0] * kx * sign, across[1] * kx * sign];
    const ay: [number, number] = [along[0] * ky, along[1] * ky];
    const mid: [number, number] = [origin[0] + (across[0] * width) / 2, origin[1] + (across[1] * width) / 2];
    const e = mid[0] - ax[0] * (size.widthMm / 2);
    const f = mid[1] - ax[1] * (size.widthMm / 2);
    return [ax[0], ax[1], ay[0], ay[1], e, f];
  }
  if (panel === "hood" && spec.hood && view === "back") {
    // From behind, the wearer's left piece (the panel's right half, where the hood placement is)
    // covers the canvas left half of the hood; its own outside faces the viewer, unmirrored.
    const hw = spec.hood.halfWidth;
    const sx = (2 * hw) / size.widthMm;
    const sy = (spec.hpsY - spec.hood.top) / size.heightMm;
    return [sx, 0, 0, sy, CX - hw - (size.widthMm / 2) * sx, spec.hood.top];
  }
  return undefined;
}
