/**
 * Regular crewneck sweatshirt: rib neck, set-in long sleeves gathered into rib cuffs, rib
 * waistband.
 */

import type { FlatDrawing } from "./parts.ts";
import { type TopSpec, drawTop } from "./top.ts";

/** Measurements of the regular sweatshirt on the 600 × 700 canvas (left half). */
export const SWEATSHIRT_SPEC: TopSpec = {
  neckHalf: 50,
  hpsY: 150,
  frontNeckDrop: 46,
  backNeckDrop: 9,
  neckRib: 15,
  shoulder: [170, 172],
  armpit: [156, 300],
  dropped: false,
  hemHalf: 146,
  hemY: 560,
  waistband: 36,
  waistbandTaper: 7,
  waistShaping: 0,
  sleeve: {
    upperAngle: 28,
    upperLength: 215,
    lowerAngle: 12,
    lowerLength: 140,
    elbow: 64,
    opening: 54,
    cuff: 42,
    blouse: 6,
    fullness: 16,
  },
};

/** Front and back flats of the regular sweatshirt. */
export const SWEATSHIRT_FLAT: FlatDrawing = drawTop(SWEATSHIRT_SPEC);
