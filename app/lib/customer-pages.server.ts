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
import type { Locale } from "../../core/shared/locale.ts";
import type { AddressFormValues, CountryOption } from "../components/account/address-form.tsx";
import { sortedCountries } from "./countries.ts";
import type { FieldErrors } from "./customer-form.ts";

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

/** The string fields of a form (trimmed; absent → ""). */
export function formStrings<K extends string>(form: FormData, names: readonly K[]): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const name of names) {
    const value = form.get(name);
    out[name] = typeof value === "string" ? value.trim() : "";
  }
  return out;
}

/** A password field as typed (not trimmed). */
export function formPassword(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
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

/** The address form's fields from a posted form (strings as typed, trimmed; the box as a boolean). */
export function addressFormInput(form: FormData): AddressFormValues {
  return {
    ...formStrings(form, [
      "firstName",
      "lastName",
      "company",
      "country",
      "streetAddress",
      "houseNumber",
      "additionalInfo",
      "city",
      "postcode",
      "phone",
    ] as const),
    isDefaultShipping: form.get("isDefaultShipping") === "on",
  };
}
