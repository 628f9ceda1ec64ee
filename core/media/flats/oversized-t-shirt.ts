/**
 * Oversized t-shirt: boxy wide body, dropped shoulders with a near-vertical armhole seam, wide
 * elbow-length sleeves and a thicker crew neck rib.
 */

import type { FlatDrawing } from "./parts.ts";
import { type TopSpec, drawTop } from "./top.ts";

/** Measurements of the oversized t-shirt on the 600 × 700 canvas (left half). */
export const OVERSIZED_T_SHIRT_SPEC: TopSpec = {
  neckHalf: 56,
  hpsY: 140,
  frontNeckDrop: 46,
  backNeckDrop: 9,
  neckRib: 15,
  shoulder: [122, 190],
  armpit: [118, 322],
  dropped: true,
  hemHalf: 178,
  hemY: 625,
  waistband: 0,
  waistbandTaper: 0,
  waistShaping: 0,
  sleeve: {
    upperAngle: 50,
    upperLength: 132,
    lowerAngle: 0,
    lowerLength: 0,
    elbow: 0,
    opening: 124,
    cuff: 0,
    blouse: 0,
    fullness: 4,
  },
};

/** Front and back flats of the oversized t-shirt. */
export const OVERSIZED_T_SHIRT_FLAT: FlatDrawing = drawTop(OVERSIZED_T_SHIRT_SPEC);
