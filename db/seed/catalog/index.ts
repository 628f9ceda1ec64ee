/**
 * The demo catalogue of Fabrico, a Portuguese maker selling blank garments across the EU and the
 * UK: categories, colours, sizes, fabrics and 22 products over the eight garment types, with all
 * texts in English, European Portuguese and Spanish. Inserted by `db/seed/seed-demo.ts`.
 */

export { seedCategories } from "./categories.ts";
export { seedColors } from "./colors.ts";
export { seedMaterials } from "./materials.ts";
export { seedProducts } from "./products.ts";
export { seedSizes } from "./sizes.ts";
export type { SeedCategory, SeedColor, SeedMaterial, SeedProduct, SeedSize } from "./types.ts";
