import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.ts";
import { variantTable } from "../catalog/catalog.sql.ts";
import { auth_user } from "../customers/auth.sql.ts";
import { designTable } from "../customization/design.sql.ts";
import type { CheckoutDraft } from "./checkout-draft.ts";

/**
 * A shopping cart (issue 4): a signed-in customer's (one per user) or a guest's, found by the
 * SHA-256 of the random token in the guest's `fabrico.cart` cookie (the token itself is never stored).
 * `checkout` keeps what the customer filled in at `/checkout` (e-mail, address or access point,
 * shipping method, coupon and gift codes), so a reload, a new tab or a failed payment loses nothing.
 */
export const cartTable = pgTable(
  "cart",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => auth_user.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash"),
    checkout: jsonb("checkout").$type<CheckoutDraft>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("cart_user_idx").on(t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex("cart_token_idx").on(t.tokenHash).where(sql`${t.tokenHash} is not null`),
    check("cart_owner_check", sql`${t.userId} is not null or ${t.tokenHash} is not null`),
  ],
);

/** Kinds of line item (DESIGN "The domain in one picture"): a blank variant, a custom design (bulk), a sample of a design. */
export const LINE_KINDS = ["blank", "custom", "sample"] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/**
 * A cart line item. `blank`: a variant × quantity, one line per variant (adding the same variant
 * again raises its quantity). `custom`: a saved design ordered in bulk, its quantities being the
 * design's size distribution (`quantity` is unused, 1); priced from the design on the server.
 * `sample`: `quantity` samples (1–2, spec §5) of a design in `sample_size`. One custom and one
 * sample line per design.
 */
export const cartLineTable = pgTable(
  "cart_line",
  {
    id: text("id").primaryKey(),
    cartId: text("cart_id")
      .notNull()
      .references(() => cartTable.id, { onDelete: "cascade" }),
    kind: text("kind").$type<LineKind>().notNull().default("blank"),
    variantId: text("variant_id").references(() => variantTable.id, { onDelete: "cascade" }),
    designId: text("design_id").references(() => designTable.id, { onDelete: "cascade" }),
    sampleSize: text("sample_size"),
    /** A custom line from an approved quote: priced at the quote's frozen total (core/quotes/quotes.ts). */
    quoteId: text("quote_id"),
    quantity: integer("quantity").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("cart_line_variant_idx").on(t.cartId, t.variantId),
    index("cart_line_cart_idx").on(t.cartId, t.createdAt),
    check("cart_line_quantity_check", sql`${t.quantity} > 0`),
    uniqueIndex("cart_line_design_idx").on(t.cartId, t.designId, t.kind).where(sql`${t.designId} is not null`),
    check(
      "cart_line_kind_check",
      sql`(${t.kind} = 'blank' and ${t.variantId} is not null) or (${t.kind} <> 'blank' and ${t.designId} is not null)`,
    ),
  ],
);
