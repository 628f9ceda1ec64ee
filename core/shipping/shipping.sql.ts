import { boolean, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { localized, timestamps } from "../../db/columns.ts";

export const CARRIERS = ["ups", "mrw", "collect"] as const;
export type Carrier = (typeof CARRIERS)[number];

/**
 * An administrator-defined shipping method (spec §7 `/api/shippingmethod`).
 * `countries` are ISO 3166-1 alpha-2 codes it ships to; `freeOverCents` makes it free from
 * that merchandise subtotal (EUR cents); delivery estimate in business days. `serviceCode` is the
 * carrier's service (UPS `Service.Code`, e.g. "11" Standard, "07" Express; MRW `CodigoServicio`,
 * e.g. "0220"): UPS methods with one are priced from a live UPS Rating answer when it comes.
 */
export const shippingMethodTable = pgTable("shipping_method", {
  id: text("id").primaryKey(),
  code: text("code").notNull().unique(),
  carrier: text("carrier").$type<Carrier>().notNull(),
  name: localized("name").notNull(),
  description: localized("description").notNull(),
  priceCents: integer("price_cents").notNull(),
  freeOverCents: integer("free_over_cents"),
  minDays: integer("min_days").notNull(),
  maxDays: integer("max_days").notNull(),
  countries: jsonb("countries").$type<string[]>().notNull(),
  toAccessPoint: boolean("to_access_point").notNull().default(false),
  serviceCode: text("service_code"),
  active: boolean("active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});
