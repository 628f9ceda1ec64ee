import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.ts";
import { auth_user } from "./auth.sql.ts";
import type { CardBrand, Gender, PaymentGateway } from "./constants.ts";

export {
  CARD_BRANDS,
  type CardBrand,
  GENDERS,
  type Gender,
  PAYMENT_GATEWAYS,
  type PaymentGateway,
} from "./constants.ts";

/**
 * A customer's profile (spec §3 "Profile"): one row per Better Auth user, made on the first save.
 * The e-mail, password, 2FA and role stay in `auth_user`. `phone` is E.164. `marketing_consent_at`
 * records when marketing consent was given (GDPR art. 7(1): the shop must be able to show it);
 * null while `accepts_marketing` is false.
 */
export const customerProfileTable = pgTable("customer_profile", {
  userId: text("user_id")
    .primaryKey()
    .references(() => auth_user.id, { onDelete: "cascade" }),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  /** ISO date `YYYY-MM-DD`. */
  dateOfBirth: date("date_of_birth", { mode: "string" }),
  gender: text("gender").$type<Gender>().notNull().default("undisclosed"),
  phone: text("phone"),
  acceptsMarketing: boolean("accepts_marketing").notNull().default(false),
  marketingConsentAt: timestamp("marketing_consent_at", { withTimezone: true }),
  ...timestamps,
});

/**
 * A customer's saved address (spec §3 "Address": country, street address, house/apartment number,
 * additional information, city, postcode, phone; plus the recipient's name and company). Country is
 * ISO 3166-1 alpha-2, postcode in the country's canonical form, phone E.164 (see address-schema.ts).
 * At most one default shipping address per customer (partial unique index).
 */
export const customerAddressTable = pgTable(
  "customer_address",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => auth_user.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    company: text("company"),
    country: text("country").notNull(),
    streetAddress: text("street_address").notNull(),
    houseNumber: text("house_number"),
    additionalInfo: text("additional_info"),
    city: text("city").notNull(),
    postcode: text("postcode"),
    phone: text("phone").notNull(),
    isDefaultShipping: boolean("is_default_shipping").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("customer_address_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("customer_address_one_default_idx").on(t.userId).where(sql`${t.isDefaultShipping}`),
  ],
);

/**
 * A saved payment method: only what the gateway returns after it stored the card (a token
 * reference), and what is safe to show (brand, last four digits, expiry, the customer's label).
 * Never a card number or security code (PCI DSS): no column could hold one, and the check
 * constraints keep `last4` at four digits.
 */
export const customerPaymentMethodTable = pgTable(
  "customer_payment_method",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => auth_user.id, { onDelete: "cascade" }),
    gateway: text("gateway").$type<PaymentGateway>().notNull(),
    /** The gateway's reference to the stored card; only meaningful with the shop's gateway credentials. */
    tokenRef: text("token_ref").notNull(),
    brand: text("brand").$type<CardBrand>().notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    label: text("label"),
    ...timestamps,
  },
  (t) => [
    index("customer_payment_method_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("customer_payment_method_token_idx").on(t.userId, t.gateway, t.tokenRef),
    check("customer_payment_method_last4_check", sql`${t.last4} ~ '^[0-9]{4}$'`),
    check("customer_payment_method_exp_month_check", sql`${t.expMonth} between 1 and 12`),
  ],
);

export type CustomerProfileRow = typeof customerProfileTable.$inferSelect;
export type CustomerAddressRow = typeof customerAddressTable.$inferSelect;
export type CustomerPaymentMethodRow = typeof customerPaymentMethodTable.$inferSelect;
