import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.ts";
import { auth_user } from "../customers/auth.sql.ts";
import type { MessageAttachment } from "../orders/orders.sql.ts";

import { TICKET_STATUSES, type TicketStatus } from "./schemas.ts";

export { TICKET_STATUSES, type TicketStatus };

/** Where a ticket came from: the `/contact` form (spec §3, §7 `/api/contact`) or a staff member (`/admin/ticket/create`). */
export type TicketSource = "contact" | "staff";

/**
 * A support ticket (spec §1 "tickets", §2 `/admin/ticket`; issue 8 contact): who wrote (name,
 * e-mail, the account when signed in), the subject, its status, and optionally the order it is
 * about. `number` is the human reference quoted in e-mails (`T-` + 6 Crockford base32 characters).
 * `ipHash` is the SHA-256 of the sender's address, kept only for the contact form's rate limit.
 */
export const supportTicketTable = pgTable(
  "support_ticket",
  {
    id: text("id").primaryKey(),
    number: text("number").notNull().unique(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    status: text("status").$type<TicketStatus>().notNull().default("open"),
    source: text("source").$type<TicketSource>().notNull(),
    locale: text("locale").notNull(),
    userId: text("user_id").references(() => auth_user.id, { onDelete: "set null" }),
    orderId: text("order_id"),
    createdByUserId: text("created_by_user_id"),
    ipHash: text("ip_hash"),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("support_ticket_status_idx").on(t.status, t.lastMessageAt),
    index("support_ticket_email_idx").on(t.email, t.createdAt),
    index("support_ticket_ip_idx").on(t.ipHash, t.createdAt),
    index("support_ticket_user_idx").on(t.userId),
  ],
);

/** One message of a ticket's thread, from the customer or the shop, with attachments (core/media/storage.ts). */
export const supportTicketMessageTable = pgTable(
  "support_ticket_message",
  {
    id: text("id").primaryKey(),
    ticketId: text("ticket_id")
      .notNull()
      .references(() => supportTicketTable.id, { onDelete: "cascade" }),
    author: text("author").$type<"customer" | "staff">().notNull(),
    authorUserId: text("author_user_id"),
    body: text("body").notNull(),
    attachments: jsonb("attachments").$type<MessageAttachment[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index("support_ticket_message_ticket_idx").on(t.ticketId, t.createdAt)],
);
