import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { localized, timestamps, tsvector } from "../../db/columns.ts";
import { uploadTable } from "../media/uploads.sql.ts";
import type { Localized } from "../shared/locale.ts";
import type { GarmentType } from "./garment-types.ts";

/** Categories and sub-categories (spec §7 `/api/category`; admin `/admin/categories/sub`). */
export const categoryTable = pgTable("category", {
  id: text("id").primaryKey(),
  code: text("code").notNull().unique(),
  parentId: text("parent_id"),
  name: localized("name").notNull(),
  description: localized("description").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});

/** Colour attribute (spec §7 `/api/attribute/color`): garment dye colours with hex for swatches and flats. */
export const colorTable = pgTable("color", {
  id: text("id").primaryKey(),
  code: text("code").notNull().unique(),
  hex: text("hex").notNull(),
  name: localized("name").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});

/**
 * Size attribute (spec §7 `/api/attribute/size`). `name` is an optional display name per language
 * ("One size", "Talla única"); letter sizes leave it null and show their code.
 */
export const sizeTable = pgTable("size", {
  id: text("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: localized("name"),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});

/** Material attribute (spec §7 `/api/attribute/material`): fabric, composition and weight in g/m². */
export const materialTable = pgTable("material", {
  id: text("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: localized("name").notNull(),
  composition: localized("composition").notNull(),
  weightGsm: integer("weight_gsm").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});

import type { ProductFit, ProductStatus } from "./product-options.ts";

export { PRODUCT_FITS, PRODUCT_STATUSES, type ProductFit, type ProductStatus } from "./product-options.ts";
/**
 * Product safety information a marketplace listing must show (GPSR, Regulation (EU) 2023/988
 * art. 19): the manufacturer's name, postal and electronic address, the person responsible in the
 * EU when the manufacturer is outside it, and warnings or safety information in the buyer's
 * language. Null on a product means "made by the shop itself" (its own details apply).
 */
export interface ProductGpsr {
  manufacturerName: string;
  manufacturerAddress: string;
  manufacturerEmail: string;
  /** Name and address of the EU responsible person; empty when the manufacturer is in the EU. */
  responsiblePerson: string;
  safetyInfo: Localized;
}

/**
 * A product: one garment type in one fabric. Prices are EUR cents including Portuguese VAT
 * (display prices; the tax engine of the buying issue splits VAT per destination).
 * `search_text_*` are accent-folded documents kept by `productSearchText()`; the tsvector
 * columns are generated from them with each language's stemmer.
 */
export const productTable = pgTable(
  "product",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    garmentType: text("garment_type").$type<GarmentType>().notNull(),
    categoryId: text("category_id")
      .notNull()
      .references(() => categoryTable.id),
    materialId: text("material_id")
      .notNull()
      .references(() => materialTable.id),
    name: localized("name").notNull(),
    summary: localized("summary").notNull(),
    description: localized("description").notNull(),
    care: jsonb("care").$type<Localized<string[]>>().notNull(),
    fit: text("fit").$type<ProductFit>().notNull(),
    weightGrams: integer("weight_grams").notNull(),
    priceCents: integer("price_cents").notNull(),
    compareAtPriceCents: integer("compare_at_price_cents"),
    /** Sold as is: the variant matrix is offered in the shop (spec §1 blank garments). */
    blank: boolean("blank").notNull().default(true),
    customizable: boolean("customizable").notNull().default(false),
    bestSellerRank: integer("best_seller_rank"),
    /**
     * The colour the product is shown in first (cards, the product page, "Customise"): listed first
     * among its colours when some size of it is in stock; null = the first colour in stock in
     * palette order (issue 15). A colour deleted from the palette clears it.
     */
    leadColorId: text("lead_color_id").references(() => colorTable.id, { onDelete: "set null" }),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    status: text("status").$type<ProductStatus>().notNull().default("active"),
    gpsr: jsonb("gpsr").$type<ProductGpsr>(),
    searchTextEn: text("search_text_en").notNull().default(""),
    searchTextPt: text("search_text_pt").notNull().default(""),
    searchTextEs: text("search_text_es").notNull().default(""),
    searchVectorEn: tsvector("search_vector_en").generatedAlwaysAs(
      sql`to_tsvector('english'::regconfig, search_text_en)`,
    ),
    searchVectorPt: tsvector("search_vector_pt").generatedAlwaysAs(
      sql`to_tsvector('portuguese'::regconfig, search_text_pt)`,
    ),
    searchVectorEs: tsvector("search_vector_es").generatedAlwaysAs(
      sql`to_tsvector('spanish'::regconfig, search_text_es)`,
    ),
    ...timestamps,
  },
  (t) => [
    index("product_garment_type_idx").on(t.garmentType),
    index("product_category_idx").on(t.categoryId),
    index("product_search_vector_en_idx").using("gin", t.searchVectorEn),
    index("product_search_vector_pt_idx").using("gin", t.searchVectorPt),
    index("product_search_vector_es_idx").using("gin", t.searchVectorEs),
    index("product_search_text_en_trgm_idx").using("gin", sql`${t.searchTextEn} gin_trgm_ops`),
    index("product_search_text_pt_trgm_idx").using("gin", sql`${t.searchTextPt} gin_trgm_ops`),
    index("product_search_text_es_trgm_idx").using("gin", sql`${t.searchTextEs} gin_trgm_ops`),
  ],
);

/**
 * A variant: the sellable unit, SKU = product × colour × size (the fabric is fixed per product).
 * `stock` is units on hand; `priceCentsOverride` replaces the product price when set.
 */
export const variantTable = pgTable(
  "variant",
  {
    id: text("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => productTable.id, { onDelete: "cascade" }),
    colorId: text("color_id")
      .notNull()
      .references(() => colorTable.id),
    sizeId: text("size_id")
      .notNull()
      .references(() => sizeTable.id),
    sku: text("sku").notNull().unique(),
    stock: integer("stock").notNull().default(0),
    priceCentsOverride: integer("price_cents_override"),
    ...timestamps,
  },
  (t) => [uniqueIndex("variant_product_color_size_idx").on(t.productId, t.colorId, t.sizeId)],
);

/** Related products shown on the product page (spec §7 `/api/product/relations`). */
export const productRelationTable = pgTable(
  "product_relation",
  {
    productId: text("product_id")
      .notNull()
      .references(() => productTable.id, { onDelete: "cascade" }),
    relatedProductId: text("related_product_id")
      .notNull()
      .references(() => productTable.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedProductId] })],
);

/**
 * Photos of a product (admin `/admin/product/{id}/edit`, issue 6): an uploaded image
 * (`/api/upload/image`, `core/media/store-upload.ts`), its alt text per language, optionally the
 * colour it shows, in `sort_order` (the first is the main image). Deleting the product removes
 * its photos; an upload in use cannot be deleted.
 */
export const productImageTable = pgTable(
  "product_image",
  {
    id: text("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => productTable.id, { onDelete: "cascade" }),
    uploadId: text("upload_id")
      .notNull()
      .references(() => uploadTable.id),
    colorId: text("color_id").references(() => colorTable.id),
    alt: localized("alt").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("product_image_product_idx").on(t.productId, t.sortOrder)],
);
