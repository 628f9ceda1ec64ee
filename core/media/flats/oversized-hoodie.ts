/**
 * Oversized pullover hoodie: roomy hood with drawcord, wide kangaroo pocket, boxy body with
 * dropped shoulders, full sleeves into deep rib cuffs, deep rib waistband.
 */

import type { FlatDrawing } from "./parts.ts";
import { type TopSpec, drawTop } from "./top.ts";

/** Measurements of the oversized hoodie on the 600 × 700 canvas (left half). */
export const OVERSIZED_HOODIE_SPEC: TopSpec = {
  neckHalf: 64,
  hpsY: 208,
  frontNeckDrop: 54,
  backNeckDrop: 12,
  neckRib: 0,
  shoulder: [128, 252],
  armpit: [124, 384],
  dropped: true,
  hemHalf: 172,
  hemY: 640,
  waistband: 44,
  waistbandTaper: 9,
  waistShaping: 0,
  sleeve: {
    upperAngle: 28,
    upperLength: 190,
    lowerAngle: 10,
    lowerLength: 152,
    elbow: 80,
    opening: 62,
    cuff: 48,
    blouse: 9,
    fullness: 8,
  },
  hood: {
    top: 40,
    halfWidth: 120,
    openHalf: 64,
    openTop: 88,
    band: 17,
    eyeletDx: 23,
    eyeletRise: 25,
    cordLength: 160,
  },
  pocket: { top: 460, topHalf: 88, bottomHalf: 132, openingBottom: 556 },
};

/** Front and back flats of the oversized hoodie. */
export const OVERSIZED_HOODIE_FLAT: FlatDrawing = drawTop(OVERSIZED_HOODIE_SPEC);
