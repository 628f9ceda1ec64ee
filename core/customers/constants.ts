/**
 * Value lists of the customer records, with no database or server code: the pages import them
 * into the browser bundle (the tables in customers.sql.ts use the same lists).
 */

/** Gender choices of the profile (spec §3); `undisclosed` is the default. */
export const GENDERS = ["female", "male", "other", "undisclosed"] as const;
export type Gender = (typeof GENDERS)[number];

/** Card brands a gateway reports for a stored token. */
export const CARD_BRANDS = [
  "visa",
  "mastercard",
  "maestro",
  "amex",
  "discover",
  "jcb",
  "diners",
  "unionpay",
  "other",
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Payment gateways that can hold a card token for us (spec §7: SIBS). */
export const PAYMENT_GATEWAYS = ["sibs"] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];
