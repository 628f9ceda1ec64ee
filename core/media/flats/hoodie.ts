/**
 * Regular pullover hoodie: lined hood with drawcord and metal eyelets, kangaroo pocket, set-in
 * long sleeves with rib cuffs, rib waistband.
 */

import type { FlatDrawing } from "./parts.ts";
import { type TopSpec, drawTop } from "./top.ts";

/** Measurements of the regular hoodie on the 600 × 700 canvas (left half). */
export const HOODIE_SPEC: TopSpec = {
  neckHalf: 60,
  hpsY: 210,
  frontNeckDrop: 54,
  backNeckDrop: 12,
  neckRib: 0,
  shoulder: [170, 232],
  armpit: [156, 358],
  dropped: false,
  hemHalf: 146,
  hemY: 622,
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
  hood: {
    top: 46,
    halfWidth: 112,
    openHalf: 60,
    openTop: 92,
    band: 16,
    eyeletDx: 22,
    eyeletRise: 24,
    cordLength: 150,
  },
  pocket: { top: 446, topHalf: 78, bottomHalf: 116, openingBottom: 540 },
};

/** Front and back flats of the regular hoodie. */
export const HOODIE_FLAT: FlatDrawing = drawTop(HOODIE_SPEC);
