import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.ts";
import { NEWSLETTER_SOURCES } from "./schemas.ts";

/** Subscription states (ADR 0017): `pending` until the confirmation click, `subscribed`, `unsubscribed`. */
export const NEWSLETTER_STATUSES = ["pending", "subscribed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export { NEWSLETTER_SOURCES };
/** Where a sign-up came from: the footer form, the `/newsletter` page, the B2B application, the account profile. */
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/**
 * A newsletter subscriber (spec §1 "newsletter sign-up, with a discount code sent by e-mail"; legal
 * facts integrations.md §8): double opt-in. The record of consent (GDPR art. 7(1)) is the request
 * time, address and source, the exact consent text shown, and the confirmation time and address.
 * `email` is stored lower-cased (unique). `couponId` is the one-time welcome coupon, given once
 * per address, ever. Tokens live in {@link newsletterTokenTable}, hashed.
 */
export const newsletterSubscriberTable = pgTable(
  "newsletter_subscriber",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull().unique(),
    locale: text("locale").notNull(),
    status: text("status").$type<NewsletterStatus>().notNull().default("pending"),
    source: text("source").$type<NewsletterSource>().notNull(),
    consentText: text("consent_text").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    requestIp: text("request_ip"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmIp: text("confirm_ip"),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    unsubscribeMethod: text("unsubscribe_method"),
    couponId: text("coupon_id"),
    lastConfirmationSentAt: timestamp("last_confirmation_sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("newsletter_subscriber_status_idx").on(t.status, t.createdAt)],
);

/** What a newsletter token does: confirm a sign-up, or unsubscribe (one per e-mail sent). */
export type NewsletterTokenPurpose = "confirm" | "unsubscribe";

/**
 * A single-use newsletter link token: 32 random bytes (base64url) in the link, only its SHA-256
 * here. `usedAt` is set the first time it works; confirmation tokens expire after 7 days.
 */
export const newsletterTokenTable = pgTable(
  "newsletter_token",
  {
    id: text("id").primaryKey(),
    subscriberId: text("subscriber_id")
      .notNull()
      .references(() => newsletterSubscriberTable.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<NewsletterTokenPurpose>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("newsletter_token_subscriber_idx").on(t.subscriberId, t.purpose)],
);
