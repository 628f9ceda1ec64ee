import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.ts";
import { auth_user } from "../customers/auth.sql.ts";
import { threeProductTable } from "./customization.sql.ts";
import type { DesignDocument } from "./design-document.ts";
import type { PreflightWarning } from "./preflight.ts";

/**
 * A design (a customization, spec §3: name, garment, labels, artwork, text, position, size
 * distribution, notes): owned by a user, or by a guest through the SHA-256 of their cart token
 * (drafts are adopted by the account at sign-in). `status` is `draft` (the one being edited at
 * `/customize/{id}`) or `saved`; `version` rises with every save (optimistic concurrency: a stale
 * editor gets a Conflict, never overwrites). `published` puts it in the public gallery.
 * `preflight` holds the warnings of the last save; prices are always computed afresh.
 * `shareNonce` is set while the owner shares a read-only link to the design (signed with it, ADR
 * 0019); revoking clears it, so every link made before stops working.
 */
export const designTable = pgTable(
  "design",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => auth_user.id, { onDelete: "cascade" }),
    guestTokenHash: text("guest_token_hash"),
    threeProductId: text("three_product_id")
      .notNull()
      .references(() => threeProductTable.id),
    name: text("name").notNull(),
    status: text("status").$type<"draft" | "saved">().notNull().default("draft"),
    document: jsonb("document").$type<DesignDocument>().notNull(),
    preflight: jsonb("preflight").$type<PreflightWarning[]>().notNull().default([]),
    version: integer("version").notNull().default(1),
    published: boolean("published").notNull().default(false),
    /** Upload id of the rendered front view (PNG), the thumbnail. */
    frontImageId: text("front_image_id"),
    backImageId: text("back_image_id"),
    /** The gallery design this one started from, if any. */
    sourceDesignId: text("source_design_id"),
    shareNonce: text("share_nonce"),
    sharedAt: timestamp("shared_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("design_user_idx").on(t.userId, t.updatedAt),
    index("design_guest_idx").on(t.guestTokenHash),
    index("design_published_idx").on(t.updatedAt).where(sql`${t.published}`),
    check("design_owner_check", sql`${t.userId} is not null or ${t.guestTokenHash} is not null`),
  ],
);
