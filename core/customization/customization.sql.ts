import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { localized, timestamps } from "../../db/columns.ts";
import type { GarmentType } from "../catalog/garment-types.ts";
import type { LabelKind, LabelSlot, PriceBreak, TechniqueCode, TechniquePricing } from "./options.ts";
import type { LabelPositionRule, PanelCode, PlacementCode, UvRect } from "./uv-layout.ts";

/**
 * Tables of the 3D configurator's options (spec §7 `/api/threeProduct`, issue 5; ADR 0009). All
 * money is EUR cents including Portuguese VAT 23 % (like catalogue prices); lengths in mm.
 *
 * A **3D product** exists per garment type (one row per `garment_type`): it is the made-to-order
 * garment, dyed and sewn in Barcelos, that the configurator decorates. Every catalogue product with
 * `customizable = true` opens the configurator of the 3D product of its garment type.
 */

/** The garment dye palette (spec §1 "garment dye"): code, swatch/tint hex, names in three languages. */
export const dyeTable = pgTable("dye", {
  id: text("id").primaryKey(),
  code: text("code").notNull().unique(),
  /** `#rrggbb`, lower case. */
  hex: text("hex").notNull(),
  name: localized("name").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  active: boolean("active").notNull().default(true),
  ...timestamps,
});

/**
 * A 3D product: one per garment type (`code` = the garment type slug). `sizes` are the size codes
 * offered, `size_surcharge_cents` extra cents per unit by size, `base_price_breaks` the garment's
 * unit price by quantity break (first break at 1 unit), `default_dye_code` the dye shown first.
 */
export const threeProductTable = pgTable("three_product", {
  id: text("id").primaryKey(),
  code: text("code").notNull().unique(),
  garmentType: text("garment_type").$type<GarmentType>().notNull().unique(),
  name: localized("name").notNull(),
  description: localized("description").notNull(),
  sizes: jsonb("sizes").$type<string[]>().notNull(),
  sizeSurchargeCents: jsonb("size_surcharge_cents").$type<Record<string, number>>().notNull().default({}),
  basePriceBreaks: jsonb("base_price_breaks").$type<PriceBreak[]>().notNull(),
  defaultDyeCode: text("default_dye_code").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  active: boolean("active").notNull().default(true),
  ...timestamps,
});

/** Which dyes a 3D product is offered in, in swatch order. */
export const threeProductDyeTable = pgTable(
  "three_product_dye",
  {
    threeProductId: text("three_product_id")
      .notNull()
      .references(() => threeProductTable.id, { onDelete: "cascade" }),
    dyeId: text("dye_id")
      .notNull()
      .references(() => dyeTable.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.threeProductId, t.dyeId] })],
);

/**
 * Decoration techniques, shared by all 3D products: the smallest quantity produced, the colour
 * limit (null = full colour) and the pricing rule (`TechniquePricing`, its `kind` = `code`).
 */
export const techniqueTable = pgTable(
  "technique",
  {
    id: text("id").primaryKey(),
    code: text("code").$type<TechniqueCode>().notNull().unique(),
    name: localized("name").notNull(),
    description: localized("description").notNull(),
    minQuantity: integer("min_quantity").notNull(),
    maxColours: integer("max_colours"),
    pricing: jsonb("pricing").$type<TechniquePricing>().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check("technique_limits_check", sql`${t.minQuantity} >= 1 and (${t.maxColours} is null or ${t.maxColours} >= 1)`),
  ],
);

/**
 * A placement of a 3D product: the printable area (`width_mm` × `height_mm`, size M) on a pattern
 * panel, its UV rectangle (the convention of `uv-layout.ts`), the techniques it allows and the
 * placements it overlaps (`excludes`).
 */
export const threeProductPlacementTable = pgTable(
  "three_product_placement",
  {
    id: text("id").primaryKey(),
    threeProductId: text("three_product_id")
      .notNull()
      .references(() => threeProductTable.id, { onDelete: "cascade" }),
    code: text("code").$type<PlacementCode>().notNull(),
    panel: text("panel").$type<PanelCode>().notNull(),
    name: localized("name").notNull(),
    widthMm: integer("width_mm").notNull(),
    heightMm: integer("height_mm").notNull(),
    uv: jsonb("uv").$type<UvRect>().notNull(),
    techniques: jsonb("techniques").$type<TechniqueCode[]>().notNull(),
    excludes: jsonb("excludes").$type<PlacementCode[]>().notNull().default([]),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("three_product_placement_code_idx").on(t.threeProductId, t.code),
    check("three_product_placement_size_check", sql`${t.widthMm} > 0 and ${t.heightMm} > 0`),
  ],
);

/**
 * Label and tag options, shared by all 3D products: one `slot` (neck, brand, size, care, hang-tag),
 * what it is made of (`kind`), unit price, minimum quantity (woven neck label 500, spec §5), where it
 * sits (`position`, §9: 10 cm from the waist or bottom; null for "none"), and the slot's default.
 */
export const labelOptionTable = pgTable(
  "label_option",
  {
    id: text("id").primaryKey(),
    code: text("code").notNull().unique(),
    slot: text("slot").$type<LabelSlot>().notNull(),
    kind: text("kind").$type<LabelKind>().notNull(),
    name: localized("name").notNull(),
    description: localized("description").notNull(),
    unitCents: integer("unit_cents").notNull().default(0),
    minQuantity: integer("min_quantity").notNull().default(1),
    position: jsonb("position").$type<LabelPositionRule | null>(),
    isDefault: boolean("is_default").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("label_option_one_default_idx").on(t.slot).where(sql`${t.isDefault}`),
    check("label_option_price_check", sql`${t.unitCents} >= 0 and ${t.minQuantity} >= 1`),
  ],
);

/** A stored dye. */
export type DyeRow = typeof dyeTable.$inferSelect;
/** A stored 3D product. */
export type ThreeProductRow = typeof threeProductTable.$inferSelect;
/** A stored technique. */
export type TechniqueRow = typeof techniqueTable.$inferSelect;
/** A stored placement of a 3D product. */
export type ThreeProductPlacementRow = typeof threeProductPlacementTable.$inferSelect;
/** A stored label option. */
export type LabelOptionRow = typeof labelOptionTable.$inferSelect;
