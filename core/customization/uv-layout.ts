import type { GarmentType } from "../catalog/garment-types.ts";

/**
 * # The UV convention of the configurator (one table for the 3D meshes, the decals and the DB)
 *
 * Every garment mesh (issue 5's 3D viewer) is built from a flat pattern, and each pattern **panel**
 * owns one fixed rectangle of the texture's UV square, the same for all eight garment types:
 *
 * ```
 *  v=1 ┌───────────────────────────┬───────────────────────────┐
 *      │                           │                           │
 *      │  front   [0,0.5]×[0.3,1]  │  back    [0.5,1]×[0.3,1]  │
 *      │                           │                           │
 * v=.3 ├─────────────┬─────────────┼─────────────┬─────────────┤
 *      │ left-sleeve │right-sleeve │    hood     │    trim     │
 *  v=0 └─────────────┴─────────────┴─────────────┴─────────────┘
 *     u=0          u=.25         u=.5          u=.75          u=1
 * ```
 *
 * Rules every producer and consumer of UVs follows:
 * 1. **Axes.** u runs left → right, v runs bottom → top (three.js / glTF with `texture.flipY = true`,
 *    the default: UV (0,0) is the bottom-left pixel of the texture image). A rectangle is
 *    `{ u0, v0, u1, v1 }` with `u0 < u1`, `v0 < v1`, all in [0, 1].
 * 2. **Panels seen from outside.** Each panel is drawn as seen from outside the garment, flat. On
 *    the front panel the wearer's left is on the viewer's right; on the back panel the wearer's left
 *    is on the viewer's left. "left"/"right" in codes (`left-chest`, `left-sleeve`, `left-leg`) always
 *    mean the **wearer's** side (industry usage).
 * 3. **Linear mapping per panel.** The bounding box of a panel's outline, in millimetres for size M
 *    ({@link GARMENT_LAYOUTS}`[type].panels`), maps linearly per axis onto the panel's UV rectangle
 *    ({@link UV_PANELS}): a point `(x, y)` mm from the panel's top-left corner has
 *    `u = u0 + x / widthMm × (u1 − u0)` and `v = v1 − y / heightMm × (v1 − v0)`. The scale may differ
 *    per axis; artwork drawn into a placement's UV rectangle therefore keeps its proportions on the
 *    mesh, because the mesh's UVs use the very same mapping.
 * 4. **Panels per garment.** Tops use front, back and both sleeves; hoodies add `hood` (the two hood
 *    side pieces side by side: the wearer's right piece in the left half, the wearer's left piece in the
 *    right half). Shorts and pants use `front` (both front leg pieces side by side, wearer's right leg
 *    on the viewer's left) and `back`. `trim` holds unprinted parts (cuffs, waistband, hem rib,
 *    kangaroo pocket) and is never a placement. Unused panels stay empty.
 * 5. **Placements.** A placement's printable area is a rectangle on one panel
 *    ({@link GARMENT_LAYOUTS}`[type].placements`, mm from the panel's top-left, size M); its UV
 *    rectangle is {@link PLACEMENT_UV}`[type][code]`. The DB (`placement.uv`) holds the same values
 *    (seeded from here; a test keeps them equal).
 *
 * Printable areas follow `configurator-notes.md`: 305 × 406 mm front/back on a tee (12 × 16 in),
 * about 100 × 100 mm on the chest, 80 × 300 mm on a long sleeve; oversized cuts take 356 × 432 mm
 * (14 × 17 in); hoodie fronts stop above the kangaroo pocket.
 */

/** A rectangle in UV space (0–1): `u0 < u1` left → right, `v0 < v1` bottom → top. */
export interface UvRect {
  u0: number;
  v0: number;
  u1: number;
  v1: number;
}

/** A point in UV space (0–1). */
export interface UvPoint {
  u: number;
  v: number;
}

/** Pattern panels of the flat pattern; each owns a fixed UV rectangle ({@link UV_PANELS}). */
export const PANEL_CODES = ["front", "back", "left-sleeve", "right-sleeve", "hood", "trim"] as const;
/** One of {@link PANEL_CODES}. */
export type PanelCode = (typeof PANEL_CODES)[number];

/** THE UV convention: the rectangle of each pattern panel in the texture (see the module comment). */
export const UV_PANELS: Readonly<Record<PanelCode, Readonly<UvRect>>> = {
  front: { u0: 0, v0: 0.3, u1: 0.5, v1: 1 },
  back: { u0: 0.5, v0: 0.3, u1: 1, v1: 1 },
  "left-sleeve": { u0: 0, v0: 0, u1: 0.25, v1: 0.3 },
  "right-sleeve": { u0: 0.25, v0: 0, u1: 0.5, v1: 0.3 },
  hood: { u0: 0.5, v0: 0, u1: 0.75, v1: 0.3 },
  trim: { u0: 0.75, v0: 0, u1: 1, v1: 0.3 },
};

/** Decoration placements a garment may offer (configurator-notes.md "Placements worth offering"). */
export const PLACEMENT_CODES = [
  "front",
  "back",
  "left-chest",
  "right-chest",
  "left-sleeve",
  "right-sleeve",
  "nape",
  "hood",
  "left-leg",
  "right-leg",
] as const;
/** One of {@link PLACEMENT_CODES}. */
export type PlacementCode = (typeof PLACEMENT_CODES)[number];

/** Size of a panel's bounding box on the flat pattern, mm, size M. */
export interface PanelSize {
  widthMm: number;
  heightMm: number;
}

/** A printable area on a panel: mm from the panel's top-left corner (seen from outside), size M. */
export interface PlacementArea {
  panel: PanelCode;
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
}

/** The flat pattern of one garment type: panel sizes and the printable areas on them. */
export interface GarmentLayout {
  /** `top` garments have a neckline and a bottom hem; `bottom` garments a waistband (labels, §9). */
  kind: "top" | "bottom";
  panels: Partial<Record<PanelCode, PanelSize>>;
  placements: Partial<Record<PlacementCode, PlacementArea>>;
}

const centred = (panelWidth: number, width: number) => (panelWidth - width) / 2;

/** A tee, sweatshirt or hoodie front/back + sleeves, from a few measurements (mm). */
function top(m: {
  body: PanelSize;
  front: PanelSize & { yMm: number };
  back: PanelSize & { yMm: number };
  chest: { fromCentreMm: number; yMm: number };
  sleeve: PanelSize;
  sleevePrint: PanelSize & { yMm: number };
  nape: boolean;
  hood?: { panel: PanelSize; print: PanelSize & { yMm: number } };
}): GarmentLayout {
  const w = m.body.widthMm;
  const chest = 100;
  const placements: GarmentLayout["placements"] = {
    front: { panel: "front", xMm: centred(w, m.front.widthMm), yMm: m.front.yMm, ...size(m.front) },
    back: { panel: "back", xMm: centred(w, m.back.widthMm), yMm: m.back.yMm, ...size(m.back) },
    // wearer's left chest = viewer's right on the front panel (rule 2)
    "left-chest": {
      panel: "front",
      xMm: w / 2 + m.chest.fromCentreMm - chest / 2,
      yMm: m.chest.yMm,
      widthMm: chest,
      heightMm: chest,
    },
    "right-chest": {
      panel: "front",
      xMm: w / 2 - m.chest.fromCentreMm - chest / 2,
      yMm: m.chest.yMm,
      widthMm: chest,
      heightMm: chest,
    },
    "left-sleeve": {
      panel: "left-sleeve",
      xMm: centred(m.sleeve.widthMm, m.sleevePrint.widthMm),
      yMm: m.sleevePrint.yMm,
      ...size(m.sleevePrint),
    },
    "right-sleeve": {
      panel: "right-sleeve",
      xMm: centred(m.sleeve.widthMm, m.sleevePrint.widthMm),
      yMm: m.sleevePrint.yMm,
      ...size(m.sleevePrint),
    },
  };
  if (m.nape) placements.nape = { panel: "back", xMm: centred(w, 100), yMm: 40, widthMm: 100, heightMm: 50 };
  const panels: GarmentLayout["panels"] = {
    front: m.body,
    back: m.body,
    "left-sleeve": m.sleeve,
    "right-sleeve": m.sleeve,
  };
  if (m.hood) {
    panels.hood = m.hood.panel;
    // on the wearer's left hood piece: the right half of the hood panel (rule 4)
    placements.hood = {
      panel: "hood",
      xMm: (m.hood.panel.widthMm * 3) / 4 - m.hood.print.widthMm / 2,
      yMm: m.hood.print.yMm,
      ...size(m.hood.print),
    };
  }
  return { kind: "top", panels, placements };
}

/** Shorts or pants: both front leg pieces on `front`, both back pieces on `back` (rule 4). */
function bottom(m: { body: PanelSize; leg: PanelSize & { fromCentreMm: number; yMm: number } }): GarmentLayout {
  const w = m.body.widthMm;
  return {
    kind: "bottom",
    panels: { front: m.body, back: m.body },
    placements: {
      // wearer's left leg = viewer's right on the front panel (rule 2)
      "left-leg": { panel: "front", xMm: w / 2 + m.leg.fromCentreMm, yMm: m.leg.yMm, ...size(m.leg) },
      "right-leg": {
        panel: "front",
        xMm: w / 2 - m.leg.fromCentreMm - m.leg.widthMm,
        yMm: m.leg.yMm,
        ...size(m.leg),
      },
      back: { panel: "back", xMm: centred(w, 200), yMm: 60, widthMm: 200, heightMm: 80 },
    },
  };
}

function size(s: PanelSize): PanelSize {
  return { widthMm: s.widthMm, heightMm: s.heightMm };
}

/**
 * The flat pattern of each garment type (size M): panel sizes and printable areas in mm. The
 * 3D helper scales its outlines so that each panel's bounding box is exactly this size.
 */
export const GARMENT_LAYOUTS: Readonly<Record<GarmentType, GarmentLayout>> = {
  "t-shirt": top({
    body: { widthMm: 540, heightMm: 720 },
    front: { widthMm: 305, heightMm: 406, yMm: 90 },
    back: { widthMm: 305, heightMm: 406, yMm: 120 },
    chest: { fromCentreMm: 110, yMm: 140 },
    sleeve: { widthMm: 400, heightMm: 200 },
    sleevePrint: { widthMm: 80, heightMm: 100, yMm: 40 },
    nape: true,
  }),
  "oversized-t-shirt": top({
    body: { widthMm: 620, heightMm: 760 },
    front: { widthMm: 356, heightMm: 432, yMm: 100 },
    back: { widthMm: 356, heightMm: 432, yMm: 130 },
    chest: { fromCentreMm: 120, yMm: 150 },
    sleeve: { widthMm: 460, heightMm: 260 },
    sleevePrint: { widthMm: 90, heightMm: 120, yMm: 50 },
    nape: true,
  }),
  hoodie: top({
    body: { widthMm: 560, heightMm: 680 },
    // stops above the kangaroo pocket (which starts about 400 mm down)
    front: { widthMm: 305, heightMm: 254, yMm: 110 },
    back: { widthMm: 305, heightMm: 406, yMm: 90 },
    chest: { fromCentreMm: 110, yMm: 130 },
    sleeve: { widthMm: 400, heightMm: 620 },
    sleevePrint: { widthMm: 80, heightMm: 300, yMm: 80 },
    nape: false, // the hood covers the nape
    hood: { panel: { widthMm: 600, heightMm: 360 }, print: { widthMm: 120, heightMm: 100, yMm: 130 } },
  }),
  "oversized-hoodie": top({
    body: { widthMm: 640, heightMm: 720 },
    front: { widthMm: 356, heightMm: 280, yMm: 120 },
    back: { widthMm: 356, heightMm: 432, yMm: 100 },
    chest: { fromCentreMm: 120, yMm: 140 },
    sleeve: { widthMm: 460, heightMm: 600 },
    sleevePrint: { widthMm: 90, heightMm: 300, yMm: 90 },
    nape: false,
    hood: { panel: { widthMm: 640, heightMm: 380 }, print: { widthMm: 130, heightMm: 110, yMm: 140 } },
  }),
  sweatshirt: top({
    body: { widthMm: 560, heightMm: 680 },
    front: { widthMm: 305, heightMm: 356, yMm: 100 },
    back: { widthMm: 305, heightMm: 406, yMm: 110 },
    chest: { fromCentreMm: 110, yMm: 130 },
    sleeve: { widthMm: 400, heightMm: 620 },
    sleevePrint: { widthMm: 80, heightMm: 300, yMm: 80 },
    nape: true,
  }),
  "oversized-sweatshirt": top({
    body: { widthMm: 640, heightMm: 720 },
    front: { widthMm: 356, heightMm: 406, yMm: 110 },
    back: { widthMm: 356, heightMm: 432, yMm: 120 },
    chest: { fromCentreMm: 120, yMm: 140 },
    sleeve: { widthMm: 460, heightMm: 600 },
    sleevePrint: { widthMm: 90, heightMm: 300, yMm: 90 },
    nape: true,
  }),
  shorts: bottom({
    body: { widthMm: 640, heightMm: 520 },
    leg: { widthMm: 100, heightMm: 100, fromCentreMm: 60, yMm: 260 },
  }),
  pants: bottom({
    body: { widthMm: 700, heightMm: 1060 },
    leg: { widthMm: 100, heightMm: 300, fromCentreMm: 120, yMm: 180 },
  }),
};

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The UV point of a spot on a panel (rule 3).
 * @param garmentType the garment whose panel sizes apply
 * @param panel the panel; it must exist on this garment
 * @param xMm mm from the panel's left edge, seen from outside
 * @param yMm mm from the panel's top edge
 * @throws RangeError when the garment has no such panel
 */
export function panelUvPoint(garmentType: GarmentType, panel: PanelCode, xMm: number, yMm: number): UvPoint {
  const size = GARMENT_LAYOUTS[garmentType].panels[panel];
  if (!size) throw new RangeError(`${garmentType} has no ${panel} panel`);
  const r = UV_PANELS[panel];
  return {
    u: round6(r.u0 + (xMm / size.widthMm) * (r.u1 - r.u0)),
    v: round6(r.v1 - (yMm / size.heightMm) * (r.v1 - r.v0)),
  };
}

/** The UV rectangle of a printable area (rule 3), rounded to 6 decimals. */
export function areaUvRect(garmentType: GarmentType, area: PlacementArea): UvRect {
  const topLeft = panelUvPoint(garmentType, area.panel, area.xMm, area.yMm);
  const bottomRight = panelUvPoint(garmentType, area.panel, area.xMm + area.widthMm, area.yMm + area.heightMm);
  return { u0: topLeft.u, v0: bottomRight.v, u1: bottomRight.u, v1: topLeft.v };
}

/** The UV rectangle of every placement of every garment type (rule 5): `PLACEMENT_UV[type][code]`. */
export const PLACEMENT_UV: Readonly<Record<GarmentType, Partial<Record<PlacementCode, UvRect>>>> = Object.fromEntries(
  Object.entries(GARMENT_LAYOUTS).map(([type, layout]) => [
    type,
    Object.fromEntries(
      Object.entries(layout.placements).map(([code, area]) => [code, areaUvRect(type as GarmentType, area)]),
    ),
  ]),
) as Record<GarmentType, Partial<Record<PlacementCode, UvRect>>>;

/**
 * Placements of a garment whose printable areas overlap on the same panel (front ↔ chests, …):
 * a design may use only one of each such pair. Returns the other codes, sorted.
 */
export function overlappingPlacements(garmentType: GarmentType, code: PlacementCode): PlacementCode[] {
  const placements = GARMENT_LAYOUTS[garmentType].placements;
  const a = placements[code];
  if (!a) return [];
  return (Object.entries(placements) as [PlacementCode, PlacementArea][])
    .filter(
      ([other, b]) =>
        other !== code &&
        b.panel === a.panel &&
        a.xMm < b.xMm + b.widthMm &&
        b.xMm < a.xMm + a.widthMm &&
        a.yMm < b.yMm + b.heightMm &&
        b.yMm < a.yMm + a.heightMm,
    )
    .map(([other]) => other)
    .sort();
}

/**
 * Where a label sits on the flat pattern (§9: labels sit 10 cm from the waist or bottom).
 * - `back-neck`: inside, centre back, `offsetMm` below the back neckline (tops) or the top of the
 *   waistband (bottoms); hang tags hang from here too.
 * - `side-seam`: the wearer's left side seam, `offsetMm` above the bottom hem (tops) or below the
 *   top of the waistband (bottoms); on the back panel its left edge (rule 2).
 */
export interface LabelPositionRule {
  anchor: "back-neck" | "side-seam";
  offsetMm: number;
}

/** A label position resolved for one garment: the edge measured from, the panel spot and its UV point. */
export interface LabelPlacement {
  anchor: LabelPositionRule["anchor"];
  /** The edge the offset is measured from on this garment. */
  reference: "neckline" | "bottom-hem" | "waistband";
  offsetMm: number;
  panel: PanelCode;
  xMm: number;
  yMm: number;
  uv: UvPoint;
}

/** Resolves a label position rule on a garment's back panel (see {@link LabelPositionRule}). */
export function labelPlacement(garmentType: GarmentType, rule: LabelPositionRule): LabelPlacement {
  const layout = GARMENT_LAYOUTS[garmentType];
  const back = layout.panels.back!;
  const isTop = layout.kind === "top";
  const xMm = rule.anchor === "back-neck" ? back.widthMm / 2 : 0;
  const fromBottom = rule.anchor === "side-seam" && isTop;
  const yMm = fromBottom ? back.heightMm - rule.offsetMm : rule.offsetMm;
  const reference = isTop ? (rule.anchor === "back-neck" ? "neckline" : "bottom-hem") : "waistband";
  return {
    anchor: rule.anchor,
    reference,
    offsetMm: rule.offsetMm,
    panel: "back",
    xMm,
    yMm,
    uv: panelUvPoint(garmentType, "back", xMm, yMm),
  };
}
