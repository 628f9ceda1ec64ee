import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { ZodError } from "zod";
import {
  type AddressField,
  PHONE_EXAMPLES,
  POSTCODE_EXAMPLES,
  SHIPPING_COUNTRIES,
  addressErrorParams,
  countryRequiresPostcode,
} from "../../core/customers/address-schema.ts";
import type { AddressView } from "../../core/customers/views.ts";
import { PASSWORD_LIMITS } from "../../core/accounts/schemas.ts";
import type { DomainError } from "../../core/shared/errors.ts";
import type { Locale } from "../../core/shared/locale.ts";
import type { AddressFormValues, CountryOption } from "../components/account/address-fields.tsx";
import { sortedCountries } from "./countries.ts";
import type { FieldErrors } from "./customer-form.ts";
import { type FormActionOptions, type FormErrors, rateLimitWait, translatorFor } from "./form-action.server.ts";

/**
 * Every issue of a Zod error as `{ field: { message, params } }` (first issue per field), for the
 * forms of the customer area. Address errors get their `{ max }` / `{ example }` parameters.
 * @param country the country the form was sent with (postcode and phone examples follow it)
 */
export function fieldErrors(error: ZodError, country?: string): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "form";
    if (out[field]) continue;
    const params: Record<string, string | number> = {
      ...(issue.message.startsWith("address:") ? addressErrorParams(field as AddressField, country) : {}),
      ...("maximum" in issue && typeof issue.maximum === "number" ? { max: issue.maximum } : {}),
      ...("params" in issue && issue.params ? (issue.params as Record<string, string | number>) : {}),
    };
    out[field] = { message: issue.message, params };
  }
  return out;
}

/** `Set-Cookie` headers for cookies Better Auth set, and no caching. */
export function withCookies(setCookies: readonly string[]): Headers {
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** An E.164 number in international notation for reading (`+351912345678` → `+351 912 345 678`). */
export function displayPhone(e164: string | null): string {
  if (!e164) return "";
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** The shipping countries for the address form: names in `locale`, sorted, with postcode and phone examples. */
export function countryOptions(locale: Locale): CountryOption[] {
  return sortedCountries(locale, SHIPPING_COUNTRIES).map(({ code, name }) => {
    const c = code as (typeof SHIPPING_COUNTRIES)[number];
    return {
      code,
      name,
      postcodeExample: POSTCODE_EXAMPLES[c],
      phoneExample: PHONE_EXAMPLES[c],
      postcodeOptional: !countryRequiresPostcode(c),
    };
  });
}

/** A saved address as form values (the phone shown in international notation). */
export function addressFormValues(address: AddressView): AddressFormValues {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? "",
    country: address.country,
    streetAddress: address.streetAddress,
    houseNumber: address.houseNumber ?? "",
    additionalInfo: address.additionalInfo ?? "",
    city: address.city,
    postcode: address.postcode ?? "",
    phone: displayPhone(address.phone),
    isDefaultShipping: address.isDefaultShipping,
  };
}

/**
 * `formAction`'s options for a form of the customer area that re-checks the password (profile's
 * password and two-step verification forms, deleting the account): the passwords never come back in
 * the reply, and a refused security call is worded `customer:security.errors.<code>` (with the
 * password's limits and a rate limit's wait; else 'Something went wrong'), on the field the refusal
 * names (server/auth/account-security.ts: a wrong password on the form's password field, a too short
 * or common new one on `newPassword`, a wrong code on `code`), else above the form.
 */
export function securityForm(locale: Locale) {
  const t = translatorFor(locale);
  return {
    ns: "customer",
    hideFields: ["password", "currentPassword", "newPassword"],
    explain: (error: DomainError): FormErrors => {
      const text = t(`customer:security.errors.${error.code}`, {
        ...PASSWORD_LIMITS,
        ...rateLimitWait(error),
        defaultValue: t("customer:security.errors.UNKNOWN"),
      });
      return error.field ? { fieldErrors: { [error.field]: [text] } } : { formErrors: [text] };
    },
  } satisfies FormActionOptions;
}

/**
 * `formAction`'s options for the address book's form (`addressInputSchema`): the schema's
 * `address:errors.*` texts on their fields, and a refused save above the form in the customer
 * area's words (`customer:address.errors.<code>`, e.g. ADDRESS_LIMIT), else by formAction's rule.
 */
export function addressFormOptions(locale: Locale) {
  const t = translatorFor(locale);
  return {
    ns: "address",
    explain: (error: DomainError): FormErrors | undefined => {
      const key = `customer:address.errors.${error.code}`;
      const text = t(key, { defaultValue: key });
      return text === key ? undefined : { formErrors: [text] };
    },
  } satisfies FormActionOptions;
}
