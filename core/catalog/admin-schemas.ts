import { z } from "zod";
import { PRODUCT_FITS, PRODUCT_STATUSES } from "./product-options.ts";
import { GARMENT_TYPES } from "./garment-types.ts";
import { rowId } from "../shared/input-refs.ts";

/**
 * Input schemas of the catalogue's back office (issue 6; spec §2 `/admin/categories`,
 * `/admin/attributes`, `/admin/product`; §7 `/api/category`, `/api/attribute/{type}`,
 * `/api/admin/product` save calls). Shared by the API (validation + OpenAPI document) and the admin
 * pages' actions. Messages are i18n keys of the `admin-catalog` namespace (`errors.*`); the API
 * answers them in English through `server/api/field-messages.ts`-style mapping, pages translate them.
 * Money in EUR cents incl. VAT, weights in grams, fabric weight in g/m².
 */

/** A short text required in every shop language (names): 1–120 characters each. */
export const requiredText = (max = 120) =>
  z.object({
    en: z.string().trim().min(1, "admin-catalog:errors.required").max(max, "admin-catalog:errors.tooLong"),
    pt: z.string().trim().min(1, "admin-catalog:errors.required").max(max, "admin-catalog:errors.tooLong"),
    es: z.string().trim().min(1, "admin-catalog:errors.required").max(max, "admin-catalog:errors.tooLong"),
  });

/** A longer text: English required, Portuguese and Spanish may be empty (the shop falls back to English). */
export const englishRequiredText = (max = 4000) =>
  z.object({
    en: z.string().trim().min(1, "admin-catalog:errors.required").max(max, "admin-catalog:errors.tooLong"),
    pt: z.string().trim().max(max, "admin-catalog:errors.tooLong").default(""),
    es: z.string().trim().max(max, "admin-catalog:errors.tooLong").default(""),
  });

/** An optional text in each language (may all be empty). */
export const optionalText = (max = 4000) =>
  z
    .object({
      en: z.string().trim().max(max, "admin-catalog:errors.tooLong").default(""),
      pt: z.string().trim().max(max, "admin-catalog:errors.tooLong").default(""),
      es: z.string().trim().max(max, "admin-catalog:errors.tooLong").default(""),
    })
    .default({ en: "", pt: "", es: "" });

/** Lowercase-kebab code used in URLs and filters (`hoodies`, `heather-grey`): 1–40 characters. */
export const codeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "admin-catalog:errors.code")
  .max(40, "admin-catalog:errors.tooLong");

const sortOrder = z.coerce
  .number()
  .int("admin-catalog:errors.integer")
  .min(0, "admin-catalog:errors.min")
  .max(100_000, "admin-catalog:errors.max")
  .default(0);

/** Create or update a category (`POST /api/category`, `PUT /api/admin/category/{id}`). */
export const categoryInputSchema = z.object({
  code: codeSchema,
  /** The parent category's id for a sub-category; null for a top-level category. */
  parentId: z.string().max(64).nullable().default(null),
  name: requiredText(80),
  description: optionalText(600),
  sortOrder,
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

/** Save a category (`PUT /api/admin/category/{id}`): its fields and its id (the URL's). */
export const updateCategorySchema = categoryInputSchema.extend({ id: rowId });
export type UpdateCategoryInput = z.input<typeof updateCategorySchema>;

/** Create or update a colour (`/api/attribute/color`). `hex` is `#rrggbb`. */
export const colorInputSchema = z.object({
  code: codeSchema,
  hex: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, "admin-catalog:errors.hex"),
  name: requiredText(60),
  sortOrder,
});

/** Create or update a size (`/api/attribute/size`). Codes are upper case (`XS`, `3XL`, `ONE`). */
export const sizeInputSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,10}$/, "admin-catalog:errors.sizeCode"),
  /** Optional display name ("One size"); empty = show the code. */
  name: optionalText(40),
  sortOrder,
});

/** Create or update a material (`/api/attribute/material`): composition per language, fabric weight g/m². */
export const materialInputSchema = z.object({
  code: codeSchema,
  name: requiredText(80),
  composition: requiredText(200),
  weightGsm: z.coerce
    .number()
    .int("admin-catalog:errors.integer")
    .min(30, "admin-catalog:errors.min")
    .max(1500, "admin-catalog:errors.max"),
  sortOrder,
});

export const ATTRIBUTE_INPUT_SCHEMAS = {
  color: colorInputSchema,
  size: sizeInputSchema,
  material: materialInputSchema,
} as const;

/**
 * A SKU (stock keeping unit): upper-case letters, digits and dashes, 3–64 characters, unique across
 * the shop. The suggestion is `suggestSku()` (ADR 0013).
 */
export const skuSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9](?:[A-Z0-9-]{1,62})[A-Z0-9]$/, "admin-catalog:errors.sku");

const cents = z.coerce
  .number()
  .int("admin-catalog:errors.integer")
  .min(0, "admin-catalog:errors.min")
  .max(10_000_000, "admin-catalog:errors.max");

/** One cell of the variant matrix: colour × size, its SKU, stock on hand and optional price override. */
export const variantInputSchema = z.object({
  colorId: z.string().min(1).max(64),
  sizeId: z.string().min(1).max(64),
  /** Empty = the suggested SKU (`suggestSku`). */
  sku: z.union([z.literal("").transform(() => undefined), skuSchema]).optional(),
  stock: z.coerce
    .number()
    .int("admin-catalog:errors.integer")
    .min(0, "admin-catalog:errors.min")
    .max(1_000_000, "admin-catalog:errors.max"),
  priceCentsOverride: cents.min(1, "admin-catalog:errors.min").nullable().default(null),
});

/** One product photo: an uploaded image (`/api/upload/image`), alt text per language, the colour it shows. */
export const productImageInputSchema = z.object({
  uploadId: z.string().min(1).max(64),
  alt: requiredText(160),
  colorId: z.string().max(64).nullable().default(null),
});

/** GPSR information (Regulation (EU) 2023/988 art. 19); null = made by the shop itself. */
export const gpsrInputSchema = z.object({
  manufacturerName: z.string().trim().min(1, "admin-catalog:errors.required").max(120, "admin-catalog:errors.tooLong"),
  manufacturerAddress: z
    .string()
    .trim()
    .min(1, "admin-catalog:errors.required")
    .max(300, "admin-catalog:errors.tooLong"),
  manufacturerEmail: z.string().trim().email("admin-catalog:errors.email").max(200, "admin-catalog:errors.tooLong"),
  responsiblePerson: z.string().trim().max(300, "admin-catalog:errors.tooLong").default(""),
  safetyInfo: optionalText(1000),
});

/**
 * The whole product as the editor saves it (`POST /api/admin/product`, `PUT /api/admin/product/{id}`;
 * the spec's `POST /api/product` / `PUT /api/product/{id}` are the same calls). Lists replace what
 * is stored: variants are matched by colour × size (their ids stay), images and related products are
 * kept in the order given. `expectedUpdatedAt` (the `updatedAt` the editor loaded) refuses a save
 * over someone else's newer one.
 */
export const productInputSchema = z.object({
  slug: codeSchema.max(96, "admin-catalog:errors.tooLong"),
  garmentType: z.enum(GARMENT_TYPES, { message: "admin-catalog:errors.garmentType" }),
  categoryId: z.string().min(1, "admin-catalog:errors.required").max(64),
  materialId: z.string().min(1, "admin-catalog:errors.required").max(64),
  name: requiredText(120),
  summary: englishRequiredText(300),
  description: optionalText(8000),
  /** Care instructions, one per line, per language. */
  care: z
    .object({
      en: z.array(z.string().trim().min(1).max(200)).max(12).default([]),
      pt: z.array(z.string().trim().min(1).max(200)).max(12).default([]),
      es: z.array(z.string().trim().min(1).max(200)).max(12).default([]),
    })
    .default({ en: [], pt: [], es: [] }),
  fit: z.enum(PRODUCT_FITS).default("regular"),
  weightGrams: z.coerce
    .number()
    .int("admin-catalog:errors.integer")
    .min(1, "admin-catalog:errors.min")
    .max(10_000, "admin-catalog:errors.max"),
  priceCents: cents.min(1, "admin-catalog:errors.min"),
  compareAtPriceCents: cents.nullable().default(null),
  /** Sold as is (the variant matrix is offered in the shop). */
  blank: z.boolean().default(true),
  /** Opens the configurator of the 3D product of its garment type. */
  customizable: z.boolean().default(false),
  status: z.enum(PRODUCT_STATUSES).default("draft"),
  tags: z.array(z.string().trim().toLowerCase().min(1).max(40)).max(20).default([]),
  gpsr: gpsrInputSchema.nullable().default(null),
  variants: z.array(variantInputSchema).max(400).default([]),
  /**
   * The colour the shop shows the product in first (issue 15): one of the variants' colours, or null
   * for the first colour in stock in palette order.
   */
  leadColorId: z.string().trim().min(1).max(64).nullable().default(null),
  images: z.array(productImageInputSchema).max(24).default([]),
  relatedProductIds: z.array(z.string().min(1).max(64)).max(12).default([]),
  expectedUpdatedAt: z.string().datetime({ offset: true }).optional(),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductInputParsed = z.output<typeof productInputSchema>;

/** Save the whole product (`PUT /api/admin/product/{id}`): {@link productInputSchema} and the product's id (the URL's). */
export const updateProductSchema = productInputSchema.extend({ id: rowId });
export type UpdateProductInput = z.input<typeof updateProductSchema>;
