import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";

/**
 * The delivery address of the customer area (`/user/address`, `/api/customer/address`) and of
 * checkout: one Zod schema on client and server (DESIGN "Forms"). Pure code, no DB.
 *
 * Error messages are i18n keys of the `address` namespace in i18next's `ns:key` form
 * (`address:errors.postcodeInvalid`), so `t(issue.message, params)` works from any component.
 * Params: custom issues carry them (`issue.params`, e.g. `{ example: "1234-567" }`); where only the
 * message survives (Conform), {@link addressErrorParams} rebuilds them from the field and country.
 */

export * from "./address-rules.ts";
import {
  ADDRESS_ERRORS,
  ADDRESS_LIMITS,
  PHONE_EXAMPLES,
  SHIPPING_COUNTRIES,
  type ShippingCountry,
  type NormalizeResult,
  POSTCODE_EXAMPLES,
  countryRequiresPostcode,
  isShippingCountry,
  normalizePostcode,
} from "./address-rules.ts";

/**
 * Parses a phone number with libphonenumber-js (`max` metadata: Google libphonenumber's full
 * per-country digit patterns, not only lengths) and returns it in E.164 ("+351 912 345 678" →
 * "+351912345678"). Rules:
 * - National form ("912 345 678", "020 7946 0958") is read as a number of `country`.
 * - International form ("+44 7400 123456", or with the international call prefix, "0044 …" from
 *   PT, "011 44 …" from the US) is accepted for any country: a customer in Portugal may give a UK
 *   mobile, and the carrier calls the number as stored in E.164.
 * - Mobile, fixed-line, VoIP and personal numbers are accepted; premium-rate numbers are not (a
 *   carrier must not be charged to call), nor numbers with an extension (E.164 has no extension),
 *   nor text around the number (strict parsing, `extract: false`).
 */
export function normalizePhone(country: ShippingCountry, input: string): NormalizeResult {
  if (typeof input !== "string" || input.length > ADDRESS_LIMITS.phone) return { ok: false };
  const text = input.normalize("NFKC").trim();
  if (text.length === 0) return { ok: false };
  const phone = parsePhoneNumberFromString(text, { defaultCountry: country, extract: false });
  if (!phone?.isValid() || phone.ext || phone.getType() === "PREMIUM_RATE") return { ok: false };
  return { ok: true, value: phone.number };
}

// ---------------------------------------------------------------------------------------------
// The schema

const hasControlChars = (s: string) => /\p{Cc}/u.test(s);

const stringError = (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? ADDRESS_ERRORS.required : ADDRESS_ERRORS.invalid;

/** A required one-line text: trimmed, 1–`max` characters, no control characters. */
function requiredText(max: number) {
  return z
    .string({ error: stringError })
    .trim()
    .min(1, ADDRESS_ERRORS.required)
    .max(max, ADDRESS_ERRORS.tooLong)
    .refine((s) => !hasControlChars(s), ADDRESS_ERRORS.invalid);
}

/** An optional one-line text: trimmed, ≤ `max`; blank, `null` or missing → `undefined`. */
function optionalText(max: number) {
  return z
    .string({ error: ADDRESS_ERRORS.invalid })
    .trim()
    .max(max, ADDRESS_ERRORS.tooLong)
    .refine((s) => !hasControlChars(s), ADDRESS_ERRORS.invalid)
    .nullish()
    .transform((s) => s || undefined);
}

/**
 * The address fields as entered (before the per-country postcode and phone rules of
 * {@link addressSchema}). `country` is trimmed and upper-cased before the list check.
 */
export const addressFields = z.object({
  firstName: requiredText(ADDRESS_LIMITS.firstName),
  lastName: requiredText(ADDRESS_LIMITS.lastName),
  company: optionalText(ADDRESS_LIMITS.company),
  country: z
    .string({ error: stringError })
    .trim()
    .toUpperCase()
    .min(1, ADDRESS_ERRORS.required)
    .pipe(z.enum(SHIPPING_COUNTRIES, { error: ADDRESS_ERRORS.countryUnsupported }))
    .describe(`ISO 3166-1 alpha-2 code of a country the shop ships to: ${SHIPPING_COUNTRIES.join(", ")}`),
  streetAddress: requiredText(ADDRESS_LIMITS.streetAddress),
  houseNumber: optionalText(ADDRESS_LIMITS.houseNumber),
  additionalInfo: optionalText(ADDRESS_LIMITS.additionalInfo),
  city: requiredText(ADDRESS_LIMITS.city),
  postcode: z
    .string({ error: ADDRESS_ERRORS.invalid })
    .trim()
    .nullish()
    .describe("Postcode in the country's format; returned in canonical form (e.g. PT 1234-567). Optional for IE"),
  phone: z
    .string({ error: stringError })
    .trim()
    .min(1, ADDRESS_ERRORS.required)
    .describe("Phone in national form of the country or international form (+44 …); returned in E.164"),
});

/**
 * A delivery address: the fields of {@link addressFields}, then the postcode ({@link normalizePostcode})
 * and phone ({@link normalizePhone}) rules of the selected country. Output has the postcode in its
 * canonical form (or `undefined` where it may be left out and was) and the phone in E.164.
 * The country checks run even when other fields fail, so a form shows every error at once.
 */
export const addressSchema = addressFields
  .superRefine(
    (v, ctx) => {
      const country = v.country;
      const failed = new Set(ctx.issues.map((i) => i.path?.[0]));
      if (!isShippingCountry(country)) return;
      const example = POSTCODE_EXAMPLES[country];
      if (!failed.has("postcode")) {
        const raw = typeof v.postcode === "string" ? v.postcode : "";
        if (raw === "") {
          if (countryRequiresPostcode(country)) {
            ctx.addIssue({
              code: "custom",
              path: ["postcode"],
              message: ADDRESS_ERRORS.postcodeRequired,
              params: { example },
            });
          }
        } else if (!normalizePostcode(country, raw).ok) {
          ctx.addIssue({
            code: "custom",
            path: ["postcode"],
            message: ADDRESS_ERRORS.postcodeInvalid,
            params: { example },
          });
        }
      }
      if (!failed.has("phone") && typeof v.phone === "string" && !normalizePhone(country, v.phone).ok) {
        ctx.addIssue({
          code: "custom",
          path: ["phone"],
          message: ADDRESS_ERRORS.phoneInvalid,
          params: { example: PHONE_EXAMPLES[country] },
        });
      }
    },
    // runs despite failures in other fields; not when the input is no object or the country failed
    {
      when: (payload) =>
        typeof payload.value === "object" &&
        payload.value !== null &&
        !payload.issues.some((i) => !i.path?.length || i.path[0] === "country"),
    },
  )
  .transform((v) => {
    const postcode = v.postcode ? normalizePostcode(v.country, v.postcode) : undefined;
    const phone = normalizePhone(v.country, v.phone);
    return {
      ...v,
      postcode: postcode?.ok ? postcode.value : undefined,
      phone: phone.ok ? phone.value : v.phone,
    };
  });

/**
 * The address fields plus the default flag, as the create and update calls take them
 * (`createAddress`, `updateAddress`, `POST|PUT /api/customer/address`, the address book's form).
 */
export const addressInputSchema = addressSchema.and(
  z.object({ isDefaultShipping: z.boolean({ error: "address:errors.invalid" }).optional() }),
);

/** What a form or API call sends. */
export type AddressInput = z.input<typeof addressSchema>;
/** A validated address: trimmed texts, canonical postcode (`undefined` only where optional), E.164 phone. */
export type Address = z.output<typeof addressSchema>;
