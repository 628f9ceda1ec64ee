import type { GarmentType } from "../../../core/catalog/garment-types.ts";
import type { Vec2 } from "./plane.ts";

/**
 * Measurements of the 3D garments, size M, in millimetres, as the garment is seen from the front
 * when worn (a "ghost mannequin" view): x to the viewer's right (the wearer's left), y up, 0 at
 * the high point of the shoulder (tops) or the top of the waistband (bottoms); only the right half
 * is given, the left is its mirror image. The outlines are inflated into round shapes (see
 * `height-field.ts`), so widths here are about 3/4 of the flat garment's (a 540 mm flat chest
 * becomes a 400 mm wide torso whose front surface still measures about 540 mm across).
 * Proportions follow the technical flats in `core/media/flats/` (set-in sleeves close to the neck,
 * dropped shoulders far out and low on the oversized cuts).
 */

/** Sleeve of a top (right side). */
export interface SleeveSpec3D {
  /** Angle of the arm from straight down, degrees (short sleeves stand further out). */
  angleDeg: number;
  /** Length along the arm from the middle of the armhole to the opening, cuff included, mm. */
  length: number;
  /** Width of the opening as seen from the front, mm. */
  opening: number;
  /** Rib cuff height, mm (0: a hemmed opening). */
  cuff: number;
  /** How far the sleeve balloons over the cuff on each side, mm. */
  blouse: number;
  /** Outward bulge of the sleeve cap beyond the straight outer line, mm. */
  cap: number;
}

/** Hood (standing up, as on a ghost mannequin), in the side view: z forward, y up, mm. */
export interface HoodSpec3D {
  /** Height of the crown above the high point of the shoulder, mm. */
  top: number;
  /** How far the back of the hood reaches behind the back neck, mm. */
  backReach: number;
  /** Height of the closed "V" where the hood's front edges meet at the neck, mm. */
  vHeight: number;
  /** Height the hood's sides tend to (half its width), mm. */
  halfWidth: number;
}

/** Kangaroo pocket on the front (right half), mm from the high point of the shoulder. */
export interface PocketSpec3D {
  /** y of the top edge (negative: below the shoulder). */
  top: number;
  /** Half width of the top edge. */
  topHalf: number;
  /** Half width at the bottom (sewn into the waistband seam). */
  bottomHalf: number;
  /** y where the curved hand opening meets the pocket side. */
  openingBottom: number;
}

/** A top: t-shirts, sweatshirts, hoodies. */
export interface TopSpec3D {
  kind: "top";
  /** Half width of the neck at the high point of the shoulder. */
  neckHalf: number;
  frontNeckDrop: number;
  backNeckDrop: number;
  /** Neck rib height (0 for hooded tops). */
  neckRib: number;
  /** End of the shoulder seam (right side). */
  shoulder: Vec2;
  /** Underarm point where the side seam starts. */
  armpit: Vec2;
  /** Dropped-shoulder construction: the armhole seam hangs low on the arm. */
  dropped: boolean;
  /** Half width at the hem (or top of the waistband). */
  hemHalf: number;
  /** From the high point of the shoulder to the hem (or to the top of the waistband). */
  length: number;
  /** Rib waistband height (0: a hemmed bottom). */
  waistband: number;
  /** How much narrower the waistband is at its bottom, per side. */
  waistbandTaper: number;
  /** Inward shaping of the side seam at the waist. */
  waistShaping: number;
  /** Depth a wide part inflates to (half the body's thickness). */
  depth: number;
  sleeve: SleeveSpec3D;
  hood?: HoodSpec3D;
  pocket?: PocketSpec3D;
}

/** A bottom: shorts and pants. */
export interface BottomSpec3D {
  kind: "bottom";
  waistHalf: number;
  waistband: number;
  /** y (negative) and half width of the hip. */
  hipY: number;
  hipHalf: number;
  /** y (negative) of the crotch point. */
  crotchY: number;
  /** y (negative) of the leg openings (bottom of the cuff or hem). */
  legEndY: number;
  /** x of the middle of the leg opening. */
  legCenterX: number;
  /** Width of the leg opening. */
  opening: number;
  /** Rib cuff height (0: hemmed). */
  cuff: number;
  blouse: number;
  depth: number;
}

/** Either kind of garment. */
export type GarmentSpec3D = TopSpec3D | BottomSpec3D;

const TEE_SLEEVE: SleeveSpec3D = { angleDeg: 52, length: 190, opening: 118, cuff: 0, blouse: 0, cap: 14 };

/** The 3D measurements of each garment type (size M). */
export const GARMENT_SPECS_3D: Readonly<Record<GarmentType, GarmentSpec3D>> = {
  "t-shirt": {
    kind: "top",
    neckHalf: 78,
    frontNeckDrop: 85,
    backNeckDrop: 18,
    neckRib: 16,
    shoulder: [188, -48],
    armpit: [203, -215],
    dropped: false,
    hemHalf: 203,
    length: 710,
    waistband: 0,
    waistbandTaper: 0,
    waistShaping: 6,
    depth: 118,
    sleeve: TEE_SLEEVE,
  },
  "oversized-t-shirt": {
    kind: "top",
    neckHalf: 84,
    frontNeckDrop: 88,
    backNeckDrop: 20,
    neckRib: 20,
    shoulder: [248, -100],
    armpit: [250, -290],
    dropped: true,
    hemHalf: 245,
    length: 750,
    waistband: 0,
    waistbandTaper: 0,
    waistShaping: 0,
    depth: 128,
    sleeve: { angleDeg: 42, length: 205, opening: 150, cuff: 0, blouse: 0, cap: 8 },
  },
  hoodie: {
    kind: "top",
    neckHalf: 92,
    frontNeckDrop: 95,
    backNeckDrop: 20,
    neckRib: 0,
    shoulder: [196, -52],
    armpit: [208, -232],
    dropped: false,
    hemHalf: 208,
    length: 620,
    waistband: 65,
    waistbandTaper: 14,
    waistShaping: 0,
    depth: 124,
    sleeve: { angleDeg: 13, length: 600, opening: 76, cuff: 70, blouse: 0, cap: 52 },
    hood: { top: 310, backReach: 95, vHeight: 55, halfWidth: 118 },
    pocket: { top: -400, topHalf: 122, bottomHalf: 168, openingBottom: -560 },
  },
  "oversized-hoodie": {
    kind: "top",
    neckHalf: 98,
    frontNeckDrop: 98,
    backNeckDrop: 22,
    neckRib: 0,
    shoulder: [252, -108],
    armpit: [256, -300],
    dropped: true,
    hemHalf: 250,
    length: 660,
    waistband: 75,
    waistbandTaper: 18,
    waistShaping: 0,
    depth: 132,
    sleeve: { angleDeg: 12, length: 530, opening: 100, cuff: 80, blouse: 0, cap: 48 },
    hood: { top: 320, backReach: 105, vHeight: 60, halfWidth: 128 },
    pocket: { top: -430, topHalf: 140, bottomHalf: 195, openingBottom: -600 },
  },
  sweatshirt: {
    kind: "top",
    neckHalf: 80,
    frontNeckDrop: 80,
    backNeckDrop: 18,
    neckRib: 22,
    shoulder: [196, -52],
    armpit: [208, -232],
    dropped: false,
    hemHalf: 208,
    length: 620,
    waistband: 65,
    waistbandTaper: 14,
    waistShaping: 0,
    depth: 124,
    sleeve: { angleDeg: 13, length: 600, opening: 76, cuff: 70, blouse: 0, cap: 52 },
  },
  "oversized-sweatshirt": {
    kind: "top",
    neckHalf: 86,
    frontNeckDrop: 84,
    backNeckDrop: 20,
    neckRib: 24,
    shoulder: [252, -108],
    armpit: [256, -300],
    dropped: true,
    hemHalf: 250,
    length: 660,
    waistband: 75,
    waistbandTaper: 18,
    waistShaping: 0,
    depth: 132,
    sleeve: { angleDeg: 12, length: 530, opening: 100, cuff: 80, blouse: 0, cap: 48 },
  },
  shorts: {
    kind: "bottom",
    waistHalf: 176,
    waistband: 45,
    hipY: -195,
    hipHalf: 192,
    crotchY: -292,
    legEndY: -565,
    legCenterX: 130,
    opening: 178,
    cuff: 0,
    blouse: 0,
    depth: 125,
  },
  pants: {
    kind: "bottom",
    waistHalf: 180,
    waistband: 45,
    hipY: -210,
    hipHalf: 200,
    crotchY: -320,
    legEndY: -1100,
    legCenterX: 124,
    opening: 92,
    cuff: 65,
    blouse: 0,
    depth: 125,
  },
};
