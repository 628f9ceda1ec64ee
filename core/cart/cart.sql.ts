import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.ts";
import { variantTable } from "../catalog/catalog.sql.ts";
import { auth_user } from "../customers/auth.sql.ts";
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

/**
 * A cart line item. `kind` is `blank` (a variant × quantity) for now; `custom` and `sample` lines
 * (a design snapshot, DESIGN "The domain in one picture") arrive with the configurator. One line
 * per variant: adding the same variant again raises its quantity.
 */
export const cartLineTable = pgTable(
  "cart_line",
  {
    id: text("id").primaryKey(),
    cartId: text("cart_id")
      .notNull()
      .references(() => cartTable.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"blank">().notNull().default("blank"),
    variantId: text("variant_id")
      .notNull()
      .references(() => variantTable.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("cart_line_variant_idx").on(t.cartId, t.variantId),
    index("cart_line_cart_idx").on(t.cartId, t.createdAt),
    check("cart_line_quantity_check", sql`${t.quantity} > 0`),
  ],
);
