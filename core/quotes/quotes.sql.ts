import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.ts";
import { auth_user } from "../customers/auth.sql.ts";
import type { DesignSnapshot } from "../orders/snapshots.ts";
import type { QuoteActor, QuoteStatus } from "./quote-status.ts";

/** One move of a quote, as its history shows it. */
export interface QuoteEvent {
  at: string;
  from: QuoteStatus | null;
  to: QuoteStatus;
  by: QuoteActor;
  note: string | null;
}

/**
 * A quote request (spec §1 "quote requests with statuses", §4; issue 5): a signed-in customer's
 * request for a design (frozen as `design_snapshot`, with the size distribution asked for and the
 * customer's wishes), the shop's answer (total in EUR cents incl. VAT, message, expiry), and the
 * order it became. Statuses and moves: quote-status.ts.
 */
export const quoteTable = pgTable(
  "quote",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => auth_user.id, { onDelete: "cascade" }),
    designId: text("design_id").notNull(),
    designSnapshot: jsonb("design_snapshot")
      .$type<Omit<DesignSnapshot, "price" | "mode"> & { estimateCents: number | null }>()
      .notNull(),
    message: text("message").notNull().default(""),
    status: text("status").$type<QuoteStatus>().notNull(),
    quotedTotalCents: integer("quoted_total_cents"),
    shopMessage: text("shop_message"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    orderId: text("order_id"),
    history: jsonb("history").$type<QuoteEvent[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index("quote_user_idx").on(t.userId, t.createdAt), index("quote_status_idx").on(t.status, t.expiresAt)],
);
