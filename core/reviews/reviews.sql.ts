import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.ts";
import { auth_user } from "../customers/auth.sql.ts";
import type { MessageAttachment } from "../orders/orders.sql.ts";

/** Moderation states of a review (ADR 0017): `pending` until staff look, then `approved` (public) or `hidden`. */
export const REVIEW_STATUSES = ["pending", "approved", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * A rating of one delivered order line (spec §1 "feedback and rating", §2 `/user/feedback/{id}`):
 * 1–5 stars, text, optional photos; one per order line (unique `order_line_id`), so a buyer rates
 * each thing they bought once. Every review comes from a delivered order, so every review is a
 * verified purchase. Public on the product page only once `approved`; staff may answer.
 * `authorName` is the first name and initial shown publicly, frozen when written.
 */
export const productReviewTable = pgTable(
  "product_review",
  {
    id: text("id").primaryKey(),
    orderLineId: text("order_line_id").notNull().unique(),
    orderId: text("order_id").notNull(),
    productId: text("product_id").notNull(),
    userId: text("user_id").references(() => auth_user.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    photos: jsonb("photos").$type<MessageAttachment[]>().notNull().default([]),
    locale: text("locale").notNull(),
    status: text("status").$type<ReviewStatus>().notNull().default("pending"),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    moderatedBy: text("moderated_by"),
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: text("answered_by"),
    ...timestamps,
  },
  (t) => [
    index("product_review_product_idx").on(t.productId, t.status, t.createdAt),
    index("product_review_status_idx").on(t.status, t.createdAt),
    index("product_review_user_idx").on(t.userId),
    check("product_review_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);
