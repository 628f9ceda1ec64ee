import type { GarmentType } from "../../core/catalog/garment-types.ts";
import {
  GARMENT_LAYOUTS,
  PLACEMENT_UV,
  type PanelCode,
  type PlacementArea,
  type PlacementCode,
  UV_PANELS,
  type UvPoint,
  type UvRect,
  panelUvPoint,
} from "../../core/customization/uv-layout.ts";

/**
 * The configurator's UV convention. It is the one of `core/customization/uv-layout.ts` (the data
 * model's, shared with the DB and the price engine), restated here for the 3D side:
 *
 * - Panels: front [0,0.5]×[0.3,1], back [0.5,1]×[0.3,1], left sleeve [0,0.25]×[0,0.3], right sleeve
 *   [0.25,0.5]×[0,0.3], hood [0.5,0.75]×[0,0.3] (wearer's right piece left, left piece right), trim
 *   [0.75,1]×[0,0.3]. u left → right, v bottom → top (three.js, `flipY`); each panel seen from
 *   outside; "left"/"right" are the wearer's.
 * - Each panel's outline (size M, mm: `GARMENT_LAYOUTS[type].panels`) maps linearly onto its UV
 *   rectangle, so a placement in mm from the panel's top-left maps to a UV rectangle
 *   (`PLACEMENT_UV`). On the meshes, panel x is measured **over the surface** (arc length across the
 *   inflated body from the centre line, across a sleeve from its outer fold, across the front of
 *   shorts and pants from the leg's crease so a leg print does not shear at the crotch), panel y
 *   down the garment. Body panels are true to size (1 mm of surface = 1 panel mm on both axes, the
 *   centre line on the panel's middle, y from the panel's top; only what would overflow the panel
 *   is eased in), so artwork keeps its proportions; sleeves and trim are stretched so the mesh
 *   piece's bounding box is exactly the panel's size.
 * - Trim (never printed) is split into the bands of {@link TRIM_BANDS}, chosen here.
 */

/** Unprinted parts: sub-rectangles of the `trim` panel (UV). */
export const TRIM_BANDS = {
  /** Hem rib of a top, or waistband of a bottom: front half. */
  "rib-front": { u0: 0.754, v0: 0.204, u1: 0.871, v1: 0.296 },
  /** …back half. */
  "rib-back": { u0: 0.879, v0: 0.204, u1: 0.996, v1: 0.296 },
  /** Wearer's left cuff (sleeve or leg), front and back halves side by side. */
  "left-cuff": { u0: 0.754, v0: 0.104, u1: 0.871, v1: 0.196 },
  /** Wearer's right cuff. */
  "right-cuff": { u0: 0.879, v0: 0.104, u1: 0.996, v1: 0.196 },
  /** Kangaroo pocket. */
  pocket: { u0: 0.754, v0: 0.004, u1: 0.871, v1: 0.096 },
  /** Neck rib of crew necks. */
  "neck-rib": { u0: 0.879, v0: 0.054, u1: 0.996, v1: 0.096 },
  /** Drawcords. */
  cords: { u0: 0.879, v0: 0.004, u1: 0.996, v1: 0.046 },
} as const satisfies Record<string, UvRect>;

/** A trim band's name. */
export type TrimBand = keyof typeof TRIM_BANDS;

/** Where a mesh part takes its UVs from: a pattern panel or a trim band. */
export type UvRegion = Exclude<PanelCode, "trim"> | TrimBand;

/** The UV rectangle of a region. */
export function regionRect(region: UvRegion): UvRect {
  return region in TRIM_BANDS ? TRIM_BANDS[region as TrimBand] : UV_PANELS[region as PanelCode];
}

/** Scale of one panel of one garment: its size in mm (size M) and UV units per mm on each axis. */
export interface PanelScale {
  widthMm: number;
  heightMm: number;
  uv: UvRect;
  uPerMm: number;
  vPerMm: number;
}

function scalesOf(type: GarmentType): Partial<Record<PanelCode, PanelScale>> {
  const out: Partial<Record<PanelCode, PanelScale>> = {};
  for (const [code, size] of Object.entries(GARMENT_LAYOUTS[type].panels) as [
    PanelCode,
    { widthMm: number; heightMm: number },
  ][]) {
    const uv = UV_PANELS[code];
    out[code] = {
      widthMm: size.widthMm,
      heightMm: size.heightMm,
      uv,
      uPerMm: (uv.u1 - uv.u0) / size.widthMm,
      vPerMm: (uv.v1 - uv.v0) / size.heightMm,
    };
  }
  return out;
}

/**
 * The whole UV convention in one table: the panel rectangles (from the data model), the trim
 * bands (ours), and per garment type each panel's mm size and UV-per-mm scale and each
 * placement's UV rectangle.
 */
export const GARMENT_UV_LAYOUT = {
  panels: UV_PANELS,
  trim: TRIM_BANDS,
  garments: Object.fromEntries(
    (Object.keys(GARMENT_LAYOUTS) as GarmentType[]).map((type) => [
      type,
      { panels: scalesOf(type), placements: PLACEMENT_UV[type] },
    ]),
  ) as Record<
    GarmentType,
    { panels: Partial<Record<PanelCode, PanelScale>>; placements: Partial<Record<PlacementCode, UvRect>> }
  >,
} as const;

/** The printable area of a placement on a garment, or undefined when the garment has none there. */
export function placementArea(type: GarmentType, code: PlacementCode): PlacementArea | undefined {
  return GARMENT_LAYOUTS[type].placements[code];
}

/**
 * A spot on a panel (mm from its top-left, seen from outside, size M) as a UV point (rule 3).
 * @throws RangeError when the garment has no such panel
 */
export function panelMmToUv(type: GarmentType, panel: PanelCode, xMm: number, yMm: number): UvPoint {
  return panelUvPoint(type, panel, xMm, yMm);
}

/**
 * The inverse of {@link panelMmToUv}: a UV point inside a panel's rectangle back to mm from the
 * panel's top-left.
 * @throws RangeError when the garment has no such panel
 */
export function uvToPanelMm(type: GarmentType, panel: PanelCode, uv: UvPoint): { xMm: number; yMm: number } {
  const size = GARMENT_LAYOUTS[type].panels[panel];
  if (!size) throw new RangeError(`${type} has no ${panel} panel`);
  const r = UV_PANELS[panel];
  return {
    xMm: ((uv.u - r.u0) / (r.u1 - r.u0)) * size.widthMm,
    yMm: ((r.v1 - uv.v) / (r.v1 - r.v0)) * size.heightMm,
  };
}

/**
 * The UV rectangle of a box inside a placement's printable area (the artwork's unrotated box).
 * @param centerXMm centre from the printable area's left edge, mm
 * @param centerYMm centre from its top edge, mm
 * @param widthMm the box's width, mm
 * @param heightMm the box's height, mm
 * @returns undefined when the garment has no such placement
 */
export function boxUvRect(
  type: GarmentType,
  code: PlacementCode,
  box: { centerXMm: number; centerYMm: number; widthMm: number; heightMm: number },
): UvRect | undefined {
  const area = placementArea(type, code);
  if (!area) return undefined;
  const x0 = area.xMm + box.centerXMm - box.widthMm / 2;
  const y0 = area.yMm + box.centerYMm - box.heightMm / 2;
  const a = panelMmToUv(type, area.panel, x0, y0);
  const b = panelMmToUv(type, area.panel, x0 + box.widthMm, y0 + box.heightMm);
  return { u0: a.u, v0: b.v, u1: b.u, v1: a.v };
}

/** The data model's UV types, re-exported for the configurator's modules. */
export type { PanelCode, PlacementCode, UvPoint, UvRect };
