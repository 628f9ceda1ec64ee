import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.ts";
import type { GarmentType } from "../catalog/garment-types.ts";
import { auth_user } from "../customers/auth.sql.ts";
import type { Locale } from "../shared/locale.ts";

/** Result of a VAT-number check: a definite yes or no, or "could not be checked now" (retried by a job). */
export type VatCheckStatus = "valid" | "invalid" | "unavailable";

/**
 * Every answer of the official services (VIES for EU numbers, HMRC for UK numbers), kept as the proof
 * that the shop checked the buyer's number (Art. 138 VAT Directive; ADR 0015): the VIES request
 * identifier or the HMRC consultation number, the registered name and address, the time.
 */
export const vatCheckTable = pgTable(
  "vat_check",
  {
    id: text("id").primaryKey(),
    /** `eu` (VIES) or `uk` (HMRC). */
    scheme: text("scheme").$type<"eu" | "uk">().notNull(),
    /** The full number with its prefix (`ESA58818501`, `GB980780684`). */
    vatNumber: text("vat_number").notNull(),
    status: text("status").$type<VatCheckStatus>().notNull(),
    /** The service's code when it could not answer (MS_UNAVAILABLE, TIMEOUT, MESSAGE_THROTTLED_OUT …). */
    errorCode: text("error_code"),
    /** VIES `requestIdentifier` or HMRC `consultationNumber`. */
    proof: text("proof"),
    name: text("name"),
    address: text("address"),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("vat_check_number_idx").on(t.vatNumber, t.checkedAt)],
);

/** Stages of a B2B application (spec §4, §9: contact=0, review=1, approved=2), plus `declined`. */
export type WholesaleStage = "contact" | "review" | "approved" | "declined";

/** One move of an application, as its history shows it. */
export interface WholesaleEvent {
  at: string;
  from: WholesaleStage | null;
  to: WholesaleStage;
  /** User id of who moved it (the applicant for the first event). */
  by: string;
  note: string | null;
}

/** A staff note on an application (not shown to the applicant). */
export interface WholesaleNote {
  at: string;
  by: string;
  text: string;
}

/**
 * A B2B wholesale application (spec §3 fields, §4 stages; issue 7): the brand, where it is, its VAT
 * numbers with the latest official check of each, the stage and its history, staff notes, and — once
 * approved — the price list the account buys at. At most one open (contact or review) per customer.
 */
export const wholesaleApplicationTable = pgTable(
  "wholesale_application",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => auth_user.id, { onDelete: "cascade" }),
    stage: text("stage").$type<WholesaleStage>().notNull(),
    brandName: text("brand_name").notNull(),
    website: text("website"),
    instagram: text("instagram"),
    zip: text("zip").notNull(),
    /** EU VAT number with its prefix, as checked. */
    euVatNumber: text("eu_vat_number"),
    euVatStatus: text("eu_vat_status").$type<VatCheckStatus>(),
    euVatCheckId: text("eu_vat_check_id"),
    ukVatNumber: text("uk_vat_number"),
    ukVatStatus: text("uk_vat_status").$type<VatCheckStatus>(),
    ukVatCheckId: text("uk_vat_check_id"),
    /** Official re-checks made after "unavailable" answers, and when the next one is due. */
    vatRetries: integer("vat_retries").notNull().default(0),
    vatRetryAt: timestamp("vat_retry_at", { withTimezone: true }),
    newsletter: boolean("newsletter").notNull().default(false),
    /** The applicant's language when applying: e-mails about the application use it. */
    locale: text("locale").$type<Locale>().notNull(),
    declineReason: text("decline_reason"),
    priceListId: text("price_list_id"),
    notes: jsonb("notes").$type<WholesaleNote[]>().notNull().default([]),
    history: jsonb("history").$type<WholesaleEvent[]>().notNull().default([]),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("wholesale_application_user_idx").on(t.userId, t.createdAt),
    index("wholesale_application_stage_idx").on(t.stage, t.createdAt),
    index("wholesale_application_retry_idx").on(t.vatRetryAt),
    // spec §4 "B2B accounts require approval": one open application per customer (issue 7: second → 409)
    uniqueIndex("wholesale_application_open_uq").on(t.userId).where(sql`${t.stage} in ('contact', 'review')`),
  ],
);

/** One quantity tier: from `minQuantity` units, either a fixed unit price or a discount off the list price. */
export interface PriceTier {
  minQuantity: number;
  /** PT-VAT-inclusive EUR cents per unit (like catalogue prices). */
  unitPriceCents?: number;
  /** Discount off the list price in basis points (1500 = 15 %). */
  discountBp?: number;
}

/** A wholesale price list (issue 7): named, one of them the default given at approval. */
export const priceListTable = pgTable("price_list", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  isDefault: boolean("is_default").notNull().default(false),
  ...timestamps,
});

/**
 * A price-list entry for one product or one garment type (exactly one is set): the MOQ (minimum
 * units of that product, or of that garment type across products, per order) and the quantity tiers.
 */
export const priceListItemTable = pgTable(
  "price_list_item",
  {
    id: text("id").primaryKey(),
    priceListId: text("price_list_id")
      .notNull()
      .references(() => priceListTable.id, { onDelete: "cascade" }),
    productId: text("product_id"),
    garmentType: text("garment_type").$type<GarmentType>(),
    moq: integer("moq").notNull().default(1),
    tiers: jsonb("tiers").$type<PriceTier[]>().notNull(),
    ...timestamps,
  },
  (t) => [
    index("price_list_item_list_idx").on(t.priceListId),
    check("price_list_item_scope_ck", sql`(${t.productId} is null) <> (${t.garmentType} is null)`),
    check("price_list_item_moq_ck", sql`${t.moq} >= 1`),
  ],
);
