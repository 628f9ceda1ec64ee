/**
 * Letter sizes of the demo catalogue (table `size`). Garments are cut XS–3XL; the size guide
 * (`core/catalog/size-chart.ts`) maps UK sizes 6–24 onto these letters.
 */

import type { SeedSize } from "./types.ts";

/** All sizes, smallest first; `sortOrder` orders size pickers and filters. */
export const seedSizes: SeedSize[] = [
  { code: "XS", sortOrder: 10 },
  { code: "S", sortOrder: 20 },
  { code: "M", sortOrder: 30 },
  { code: "L", sortOrder: 40 },
  { code: "XL", sortOrder: 50 },
  { code: "XXL", sortOrder: 60 },
  { code: "3XL", sortOrder: 70 },
];

/** XS to 3XL: the full run (regular t-shirts, hoodies, sweatshirts). */
export const FULL_RUN = ["XS", "S", "M", "L", "XL", "XXL", "3XL"];
/** XS to XXL: oversized cuts, where XS–XXL already covers the full range of bodies. */
export const XS_TO_XXL = ["XS", "S", "M", "L", "XL", "XXL"];
/** S to XXL: shorts and pants in woven fabrics. */
export const S_TO_XXL = ["S", "M", "L", "XL", "XXL"];
