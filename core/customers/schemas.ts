import { z } from "zod";
import { type ShippingCountry, normalizePhone } from "./address-schema.ts";
import { CARD_BRANDS, GENDERS, PAYMENT_GATEWAYS } from "./constants.ts";
import { ROLES } from "../shared/ctx.ts";
import { rowId } from "../shared/input-refs.ts";

/**
 * Zod schemas of the customer area (profile, saved payment methods), shared by the pages' actions
 * and the API. Error messages are i18n keys of the `customer` namespace (`customer:errors.required`)
 * like the address schema's (`address:errors.*`), so `t(issue.message, params)` shows them.
 */
export const CUSTOMER_ERRORS = {
  required: "customer:errors.required",
  tooLong: "customer:errors.tooLong",
  invalid: "customer:errors.invalid",
  dateInvalid: "customer:errors.dateInvalid",
  dateFuture: "customer:errors.dateFuture",
  dateTooEarly: "customer:errors.dateTooEarly",
  genderInvalid: "customer:errors.genderInvalid",
  phoneInvalid: "customer:errors.phoneInvalid",
  cardDataRejected: "customer:errors.cardDataRejected",
  tokenInvalid: "customer:errors.tokenInvalid",
  brandInvalid: "customer:errors.brandInvalid",
  last4Invalid: "customer:errors.last4Invalid",
  expMonthInvalid: "customer:errors.expMonthInvalid",
  expYearInvalid: "customer:errors.expYearInvalid",
  passwordRequired: "customer:errors.passwordRequired",
} as const;

export const PROFILE_LIMITS = { firstName: 60, lastName: 60, phone: 40 } as const;

/** Earliest date of birth accepted (a typo guard, not a rule about people). */
export const EARLIEST_BIRTH_DATE = "1900-01-01";

const hasControlChars = (s: string) => /\p{Cc}/u.test(s);
const requiredError = (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? CUSTOMER_ERRORS.required : CUSTOMER_ERRORS.invalid;

function requiredText(max: number) {
  return z
    .string({ error: requiredError })
    .trim()
    .min(1, CUSTOMER_ERRORS.required)
    .max(max, CUSTOMER_ERRORS.tooLong)
    .refine((s) => !hasControlChars(s), CUSTOMER_ERRORS.invalid);
}

/** `YYYY-MM-DD` of a real calendar day. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * The profile form (spec §3: first name, last name, date of birth, gender, contact, accepts
 * marketing). Blank date of birth and phone mean "not given" (null).
 * @param options.today `YYYY-MM-DD` of today (from ctx.now) for the "not in the future" rule
 * @param options.phoneCountry country whose national numbers are accepted without `+` (the
 *   customer's default address country, else Portugal); other countries need `+` and the code
 */
export function profileSchema(options: { today: string; phoneCountry: ShippingCountry }) {
  return z.object({
    firstName: requiredText(PROFILE_LIMITS.firstName),
    lastName: requiredText(PROFILE_LIMITS.lastName),
    dateOfBirth: z
      .string({ error: CUSTOMER_ERRORS.dateInvalid })
      .trim()
      .nullish()
      .transform((s) => s || null)
      .superRefine((s, ctx) => {
        if (s === null) return;
        if (!isIsoDate(s)) ctx.addIssue({ code: "custom", message: CUSTOMER_ERRORS.dateInvalid });
        else if (s > options.today) ctx.addIssue({ code: "custom", message: CUSTOMER_ERRORS.dateFuture });
        else if (s < EARLIEST_BIRTH_DATE) ctx.addIssue({ code: "custom", message: CUSTOMER_ERRORS.dateTooEarly });
      })
      .describe("ISO date YYYY-MM-DD, or null"),
    gender: z.enum(GENDERS, { error: CUSTOMER_ERRORS.genderInvalid }).default("undisclosed"),
    phone: z
      .string({ error: CUSTOMER_ERRORS.invalid })
      .trim()
      .max(PROFILE_LIMITS.phone, CUSTOMER_ERRORS.tooLong)
      .nullish()
      .transform((s, ctx) => {
        if (!s) return null;
        const phone = normalizePhone(options.phoneCountry, s);
        if (!phone.ok) {
          ctx.addIssue({ code: "custom", message: CUSTOMER_ERRORS.phoneInvalid });
          return z.NEVER;
        }
        return phone.value;
      })
      .describe("Contact phone, national form of the customer's country or international (+…); returned in E.164"),
    acceptsMarketing: z.boolean({ error: CUSTOMER_ERRORS.invalid }).default(false),
  });
}

/**
 * A customer's roles (`/admin/customer/{id}/edit`, `PUT /api/admin/customer/{id}/roles`), input of
 * `setCustomerRoles` (core/customers/admin-customers.ts), which adds the rules on who may change which.
 */
/** Which customer account a staff verb acts on: `userId` (the admin URL's `{id}`). */
export const customerRefSchema = z.object({ userId: rowId });

export const customerRolesSchema = z.object({
  roles: z
    .array(z.enum(ROLES))
    .min(1, "Choose at least one role")
    .max(ROLES.length)
    .refine((r) => !(r.includes("customer") && r.includes("wholesale")), {
      message: "An account is either a customer or a wholesale customer",
    }),
});

/**
 * Staff's "create a customer" form (spec §2 `/admin/customer/create`), input of `createCustomer`
 * (core/customers/admin-customers.ts) and `POST /api/admin/customer`: the e-mail address (stored
 * lower-case), first and last name, and the language of the set-password e-mail. Messages are the
 * back office's `admin:customers.errors.fields.*` keys.
 */
export const createCustomerSchema = z.object({
  email: z
    .email({ error: "admin:customers.errors.fields.email" })
    .trim()
    .toLowerCase()
    .max(254, { error: "admin:customers.errors.fields.email" }),
  firstName: z
    .string({ error: "admin:customers.errors.fields.firstName" })
    .trim()
    .min(1, { error: "admin:customers.errors.fields.firstName" })
    .max(80, { error: "admin:customers.errors.fields.firstName" }),
  lastName: z
    .string({ error: "admin:customers.errors.fields.lastName" })
    .trim()
    .min(1, { error: "admin:customers.errors.fields.lastName" })
    .max(80, { error: "admin:customers.errors.fields.lastName" }),
  locale: z.enum(["en", "pt", "es"], { error: "admin:customers.errors.fields.locale" }).default("en"),
});

export type ProfileInput = z.input<ReturnType<typeof profileSchema>>;
export type ProfileFields = z.output<ReturnType<typeof profileSchema>>;

// ---------------------------------------------------------------------------------------------
// Payment methods

/**
 * True when `text` holds something that looks like a card number (PAN): 12 to 19 digits in a row,
 * with or without spaces, dots or hyphens between them. Such input is refused anywhere in a
 * payment-method call, so no card number is ever stored or logged (PCI DSS 3.4).
 */
export function looksLikeCardNumber(text: string): boolean {
  for (const match of text.matchAll(/\d(?:[\s.-]?\d){11,}/g)) {
    const digits = match[0].replace(/\D/g, "");
    if (digits.length >= 12) return true;
  }
  return false;
}

/** Field names clients use for card data; a body carrying any of them is refused outright. */
export const CARD_DATA_FIELDS = [
  "pan",
  "cardNumber",
  "card_number",
  "number",
  "cvv",
  "cvc",
  "cvv2",
  "cvc2",
  "securityCode",
  "security_code",
  "cardSecurityCode",
] as const;

const noCardNumber = (s: string) => !looksLikeCardNumber(s);

/**
 * A payment method to save: the gateway's token reference and the card's display data. Unknown
 * fields are ignored, but card-data fields ({@link CARD_DATA_FIELDS}) are refused by
 * `savePaymentMethod` before this schema runs.
 */
export const paymentMethodSchema = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS, { error: CUSTOMER_ERRORS.invalid }).default("sibs"),
  tokenRef: z
    .string({ error: requiredError })
    .trim()
    .min(1, CUSTOMER_ERRORS.required)
    .regex(/^[A-Za-z0-9._:=+/-]{8,255}$/, CUSTOMER_ERRORS.tokenInvalid)
    .refine(noCardNumber, CUSTOMER_ERRORS.cardDataRejected)
    .describe("The gateway's reference to the stored card (never the card number)"),
  brand: z.enum(CARD_BRANDS, { error: CUSTOMER_ERRORS.brandInvalid }),
  last4: z
    .string({ error: requiredError })
    .trim()
    .regex(/^\d{4}$/, CUSTOMER_ERRORS.last4Invalid)
    .describe("Last four digits of the card"),
  expMonth: z.coerce
    .number({ error: CUSTOMER_ERRORS.expMonthInvalid })
    .int(CUSTOMER_ERRORS.expMonthInvalid)
    .min(1, CUSTOMER_ERRORS.expMonthInvalid)
    .max(12, CUSTOMER_ERRORS.expMonthInvalid),
  expYear: z.coerce
    .number({ error: CUSTOMER_ERRORS.expYearInvalid })
    .int(CUSTOMER_ERRORS.expYearInvalid)
    .min(2000, CUSTOMER_ERRORS.expYearInvalid)
    .max(2100, CUSTOMER_ERRORS.expYearInvalid)
    .describe("Four-digit year"),
  label: z
    .string({ error: CUSTOMER_ERRORS.invalid })
    .trim()
    .max(40, CUSTOMER_ERRORS.tooLong)
    .refine((s) => !hasControlChars(s), CUSTOMER_ERRORS.invalid)
    .refine(noCardNumber, CUSTOMER_ERRORS.cardDataRejected)
    .nullish()
    .transform((s) => s || null),
});

export type PaymentMethodInput = z.input<typeof paymentMethodSchema>;
