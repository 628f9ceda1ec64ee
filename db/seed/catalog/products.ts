/**
 * All demo products in catalogue order: 22 blanks across the eight garment types, grouped by
 * type. Each becomes one `product` row and one `variant` per colour × size.
 */

import { pants, shorts } from "./products/bottoms.ts";
import { hoodies, oversizedHoodies } from "./products/hoodies.ts";
import { oversizedSweatshirts, sweatshirts } from "./products/sweatshirts.ts";
import { oversizedTShirts, tShirts } from "./products/t-shirts.ts";
import type { SeedProduct } from "./types.ts";

/** Every seeded product; the order is the insertion (and "newest") order. */
export const seedProducts: SeedProduct[] = [
  ...tShirts,
  ...oversizedTShirts,
  ...hoodies,
  ...oversizedHoodies,
  ...sweatshirts,
  ...oversizedSweatshirts,
  ...shorts,
  ...pants,
];
