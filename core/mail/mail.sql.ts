import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.ts";
import type { Locale } from "../shared/locale.ts";

/** Where a message is in its life: waiting to go, gone, or given up on. */
export const EMAIL_STATUSES = ["queued", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** How a sent message left: through the SMTP server, or kept in the dev outbox (no SMTP_URL). */
export const EMAIL_TRANSPORTS = ["smtp", "dev-outbox"] as const;
export type EmailTransportKind = (typeof EMAIL_TRANSPORTS)[number];

/**
 * The e-mail outbox (ADR 0005): one row per message, rendered when it is queued (subject and both
 * bodies in the recipient's language), inserted in the caller's transaction together with its
 * send-email job, then updated by that job. Without SMTP_URL, `transport = 'dev-outbox'` marks
 * messages that were only logged; admins read this table on the outbox page.
 *
 * `related_type` / `related_id` optionally name what the message is about (e.g. `user`, an order id).
 * `job_id` is the pg-boss job that delivers it; null when it was queued with no job queue attached
 * (the sweep then hands it to one).
 */
export const emailMessageTable = pgTable(
  "email_message",
  {
    id: text("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    locale: text("locale").$type<Locale>().notNull(),
    template: text("template").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    status: text("status").$type<EmailStatus>().notNull().default("queued"),
    transport: text("transport").$type<EmailTransportKind>(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    providerMessageId: text("provider_message_id"),
    jobId: text("job_id"),
    relatedType: text("related_type"),
    relatedId: text("related_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("email_message_status_idx").on(t.status, t.createdAt),
    index("email_message_created_idx").on(t.createdAt),
    index("email_message_related_idx").on(t.relatedType, t.relatedId),
  ],
);

export type EmailMessageRow = typeof emailMessageTable.$inferSelect;
