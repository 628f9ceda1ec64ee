/**
 * Regular-fit t-shirt: crew neck rib, set-in short sleeves with twin-needle hems, gently shaped
 * side seams and a hemmed bottom.
 */

import type { FlatDrawing } from "./parts.ts";
import { type TopSpec, drawTop } from "./top.ts";

/** Measurements of the regular t-shirt on the 600 × 700 canvas (left half). */
export const T_SHIRT_SPEC: TopSpec = {
  neckHalf: 52,
  hpsY: 140,
  frontNeckDrop: 50,
  backNeckDrop: 9,
  neckRib: 12,
  shoulder: [158, 162],
  armpit: [146, 282],
  dropped: false,
  hemHalf: 150,
  hemY: 600,
  waistband: 0,
  waistbandTaper: 0,
  waistShaping: 5,
  sleeve: {
    upperAngle: 57,
    upperLength: 148,
    lowerAngle: 0,
    lowerLength: 0,
    elbow: 0,
    opening: 104,
    cuff: 0,
    blouse: 0,
    fullness: 8,
  },
};

/** Front and back flats of the regular t-shirt. */
export const T_SHIRT_FLAT: FlatDrawing = drawTop(T_SHIRT_SPEC);
