/**
 * Shapes of the demo catalogue as `db/seed/seed-demo.ts` inserts it into the tables of
 * `core/catalog/catalog.sql.ts`. Rows refer to each other by code or slug, never by id, so the
 * seed stays idempotent. Codes and slugs are lowercase-kebab (`^[a-z0-9-]{1,40}$`): they appear
 * in URLs and filter parameters.
 */

import type { ProductFit } from "../../../core/catalog/catalog.sql.ts";
import type { GarmentType } from "../../../core/catalog/garment-types.ts";
import type { Localized } from "../../../core/shared/locale.ts";

/** A category or, with `parent`, a sub-category (table `category`). */
export interface SeedCategory {
  /** Stable code used in URLs and the search filter, e.g. `hoodies`. */
  code: string;
  name: Localized;
  /** One or two sentences for the category page and its meta description. */
  description: Localized;
  /** Code of the parent category; absent for top-level categories. */
  parent?: string;
  /** Order among its siblings; defaults to the position in the list. */
  sortOrder?: number;
}

/** A garment dye colour (table `color`); the hex tints the product flats and swatches. */
export interface SeedColor {
  code: string;
  /** `#rrggbb`, lower case. */
  hex: string;
  name: Localized;
}

/** A letter size (table `size`), ordered by `sortOrder`. */
export interface SeedSize {
  /** `XS`, `S`, `M`, `L`, `XL`, `XXL`, `3XL`. */
  code: string;
  sortOrder: number;
}

/** A fabric (table `material`). */
export interface SeedMaterial {
  code: string;
  /** Fabric name, e.g. "Organic cotton jersey". */
  name: Localized;
  /** Fibre composition, e.g. "80% organic cotton, 20% recycled polyester". */
  composition: Localized;
  /** Fabric weight in grams per square metre. */
  weightGsm: number;
}

/**
 * A blank product (table `product`) and its variants: one variant per colour × size.
 * Prices are EUR cents including Portuguese VAT (23%).
 */
export interface SeedProduct {
  /** Unique lowercase-kebab slug, used in `/product/{slug}`. */
  slug: string;
  garmentType: GarmentType;
  /** Code of a (sub-)category from `seedCategories`. */
  category: string;
  /** Code of a material from `seedMaterials`. */
  material: string;
  name: Localized;
  /** One sentence for product cards and the meta description. */
  summary: Localized;
  /** A few short Markdown paragraphs and bullets (fit, fabric, origin, decoration). */
  description: Localized;
  /** Care label lines, one instruction each. */
  care: Localized<string[]>;
  /** Oversized garment types are always `oversized`. */
  fit: ProductFit;
  /** Weight of one garment in size M, grams (shipping and the product page). */
  weightGrams: number;
  /** EUR cents including VAT. */
  priceCents: number;
  /** Former price in EUR cents (shown struck through); higher than `priceCents`. */
  compareAtPriceCents?: number;
  /** Offered in the 3D configurator. */
  customizable: boolean;
  /** 1 = best seller; absent for products outside the best-seller list. */
  bestSellerRank?: number;
  /** English lowercase-kebab codes, e.g. `organic`, `heavyweight`, `unisex`. */
  tags: string[];
  /** Colour codes from `seedColors`, in display order. */
  colors: string[];
  /**
   * The colour it is shown in first (product `lead_color_id`): one of `colors`. Products lead with
   * different colours so the shop's grids show the palette, not one white garment after another.
   */
  leadColor: string;
  /** Size codes from `seedSizes`, smallest first. */
  sizes: string[];
  /** Slugs of 2–4 related products, in display order. */
  related?: string[];
}
