/**
 * Sweat shorts: elastic waistband with drawcord, slanted side pockets, hemmed leg openings with
 * twin-needle stitching, back patch pocket.
 */

import { type BottomSpec, drawBottom } from "./bottom.ts";
import type { FlatDrawing } from "./parts.ts";

/** Measurements of the shorts on the 600 × 700 canvas (left leg). */
export const SHORTS_SPEC: BottomSpec = {
  waistY: 145,
  waistHalf: 162,
  waistband: 44,
  hipY: 300,
  hipHalf: 186,
  crotchY: 386,
  legOuter: [104, 556],
  legInner: [274, 546],
  cuff: 0,
  blouse: 0,
  pocketInset: 40,
  cordLength: 120,
  fly: false,
  backPocket: { centerX: 388, top: 226, halfWidth: 46, height: 100 },
};

/** Front and back flats of the shorts. */
export const SHORTS_FLAT: FlatDrawing = drawBottom(SHORTS_SPEC);
