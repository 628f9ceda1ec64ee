/**
 * Jogger pants: elastic waistband with drawcord, slanted side pockets, faux fly, tapered legs
 * gathered into rib cuffs, back patch pocket.
 */

import { type BottomSpec, drawBottom } from "./bottom.ts";
import type { FlatDrawing } from "./parts.ts";

/** Measurements of the jogger pants on the 600 × 700 canvas (left leg). */
export const PANTS_SPEC: BottomSpec = {
  waistY: 50,
  waistHalf: 128,
  waistband: 34,
  hipY: 170,
  hipHalf: 148,
  crotchY: 236,
  legOuter: [184, 610],
  legInner: [264, 608],
  cuff: 42,
  blouse: 5,
  pocketInset: 34,
  cordLength: 110,
  fly: true,
  backPocket: { centerX: 372, top: 118, halfWidth: 38, height: 88 },
};

/** Front and back flats of the jogger pants. */
export const PANTS_FLAT: FlatDrawing = drawBottom(PANTS_SPEC);
