import type { CardBrand, Gender, PaymentGateway } from "./constants.ts";
import type { CustomerAddressRow, CustomerPaymentMethodRow } from "./customers.sql.ts";

/** A customer's profile as shown and edited (API `CustomerProfile`). Account fields come from the auth user. */
export interface ProfileView {
  userId: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD` or null. */
  dateOfBirth: string | null;
  gender: Gender;
  /** E.164 or null. */
  phone: string | null;
  acceptsMarketing: boolean;
  twoFactorEnabled: boolean;
  /** When the account was made (ISO). */
  memberSince: string;
  /** False until the customer first saves the profile: the names are then taken from the sign-up name. */
  saved: boolean;
}

/** A saved address (API `CustomerAddress`). */
export interface AddressView {
  id: string;
  firstName: string;
  lastName: string;
  company: string | null;
  country: string;
  streetAddress: string;
  houseNumber: string | null;
  additionalInfo: string | null;
  city: string;
  postcode: string | null;
  phone: string;
  isDefaultShipping: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What is shown of a saved card (API `PaymentMethod`): never the token, never a card number. */
export interface PaymentMethodView {
  id: string;
  gateway: PaymentGateway;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  label: string | null;
  createdAt: string;
}

export function toAddressView(row: CustomerAddressRow): AddressView {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    country: row.country,
    streetAddress: row.streetAddress,
    houseNumber: row.houseNumber,
    additionalInfo: row.additionalInfo,
    city: row.city,
    postcode: row.postcode,
    phone: row.phone,
    isDefaultShipping: row.isDefaultShipping,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPaymentMethodView(row: CustomerPaymentMethodRow): PaymentMethodView {
  return {
    id: row.id,
    gateway: row.gateway,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Splits a sign-up name into first and last name at the first space ("Ana Maria Silva" → "Ana",
 * "Maria Silva"): the profile form's starting values before the customer saves it.
 */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, " ");
  const space = trimmed.indexOf(" ");
  if (space < 0) return { firstName: trimmed, lastName: "" };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}
