/**
 * Oversized crewneck sweatshirt: wide boxy body, dropped shoulders, full sleeves bunching into
 * deep rib cuffs, deep rib waistband.
 */

import type { FlatDrawing } from "./parts.ts";
import { type TopSpec, drawTop } from "./top.ts";

/** Measurements of the oversized sweatshirt on the 600 × 700 canvas (left half). */
export const OVERSIZED_SWEATSHIRT_SPEC: TopSpec = {
  neckHalf: 54,
  hpsY: 150,
  frontNeckDrop: 46,
  backNeckDrop: 9,
  neckRib: 18,
  shoulder: [128, 196],
  armpit: [124, 330],
  dropped: true,
  hemHalf: 172,
  hemY: 585,
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
};

/** Front and back flats of the oversized sweatshirt. */
export const OVERSIZED_SWEATSHIRT_FLAT: FlatDrawing = drawTop(OVERSIZED_SWEATSHIRT_SPEC);
