/**
 * The address fields without a form around them (spec §3), shared by the address book's form
 * (./address-form.tsx) and the checkout's delivery step. Kept apart from the form, which validates with
 * core/customers/address-schema.ts in the browser, so the checkout's JavaScript does not carry that
 * schema's phone-number metadata (libphonenumber-js, ~49 kB gzip; issue 17's budget).
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FieldErrors } from "../../lib/customer-form.ts";
import { TextField, SelectField } from "../ui/form-fields.tsx";
import { useFieldErrorText } from "../../lib/customer-form.ts";

/** Per-country hints the loader sends (from core/customers/address-schema.ts, which stays on the server). */
export interface CountryOption {
  code: string;
  name: string;
  postcodeExample: string;
  phoneExample: string;
  postcodeOptional: boolean;
}

/** The address fields as the form shows them (strings; what was typed, or the saved address). */
export interface AddressFormValues {
  firstName: string;
  lastName: string;
  company: string;
  country: string;
  streetAddress: string;
  houseNumber: string;
  additionalInfo: string;
  city: string;
  postcode: string;
  phone: string;
  isDefaultShipping: boolean;
}

/** The names of the fields {@link AddressFields} renders, in order (the address book's form and the checkout's). */
export const ADDRESS_FORM_FIELDS = [
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
] as const;

/**
 * The address fields (spec §3 address fields plus the recipient's name and company), without a
 * form around them: the address book's form (./address-form.tsx) and the checkout's address use the same fields,
 * rules and messages. With JavaScript, the postcode label and the examples follow the chosen country.
 * @param autoCompleteSection the `autocomplete` section ("shipping", or "billing" for a billing address)
 * @param errorOf a field's error text already translated (a Conform form's), instead of `errors`' keys
 */
export function AddressFields({
  countries,
  values,
  errors,
  errorOf,
  autoCompleteSection = "shipping",
}: {
  countries: CountryOption[];
  values: Omit<AddressFormValues, "isDefaultShipping">;
  errors?: FieldErrors;
  errorOf?: (name: string) => string | undefined;
  autoCompleteSection?: "shipping" | "billing";
}) {
  const { t } = useTranslation("address");
  const { t: tc } = useTranslation("customer");
  const keyText = useFieldErrorText(errors);
  const errorText = errorOf ?? keyText;
  const [country, setCountry] = useState(values.country);
  const selected = countries.find((c) => c.code === country);
  const optional = (label: string) => `${label} ${t("hints.optional")}`;
  const postcodeLabel = t(`postcodeLabels.${country}`, { defaultValue: t("fields.postcode") });
  const ac = (token: string) => `${autoCompleteSection} ${token}`;
  return (
    <>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          name="firstName"
          label={t("fields.firstName")}
          autoComplete={ac("given-name")}
          maxLength={60}
          defaultValue={values.firstName}
          error={errorText("firstName")}
        />
        <TextField
          name="lastName"
          label={t("fields.lastName")}
          autoComplete={ac("family-name")}
          maxLength={60}
          defaultValue={values.lastName}
          error={errorText("lastName")}
        />
      </div>
      <TextField
        name="company"
        label={optional(t("fields.company"))}
        autoComplete={ac("organization")}
        maxLength={80}
        defaultValue={values.company}
        error={errorText("company")}
      />
      <SelectField
        name="country"
        label={t("fields.country")}
        autoComplete={ac("country")}
        value={country}
        onChange={(e) => setCountry(e.target.value)}
        error={errorText("country")}
      >
        <option value="" disabled>
          {tc("address.chooseCountry")}
        </option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField
        name="streetAddress"
        label={t("fields.streetAddress")}
        autoComplete={ac("address-line1")}
        placeholder={t("placeholders.streetAddress")}
        maxLength={120}
        defaultValue={values.streetAddress}
        error={errorText("streetAddress")}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          name="houseNumber"
          label={optional(t("fields.houseNumber"))}
          autoComplete={ac("address-line2")}
          placeholder={t("placeholders.houseNumber")}
          maxLength={40}
          defaultValue={values.houseNumber}
          error={errorText("houseNumber")}
        />
        <TextField
          name="additionalInfo"
          label={optional(t("fields.additionalInfo"))}
          autoComplete={ac("address-line3")}
          placeholder={t("placeholders.additionalInfo")}
          maxLength={120}
          defaultValue={values.additionalInfo}
          error={errorText("additionalInfo")}
        />
      </div>
      <div className="grid gap-x-4 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]">
        <TextField
          name="postcode"
          label={selected?.postcodeOptional ? optional(postcodeLabel) : postcodeLabel}
          autoComplete={ac("postal-code")}
          placeholder={selected ? t("placeholders.postcode", { example: selected.postcodeExample }) : undefined}
          maxLength={16}
          defaultValue={values.postcode}
          error={errorText("postcode")}
          hint={selected?.postcodeOptional ? t("hints.postcodeOptional") : undefined}
        />
        <TextField
          name="city"
          label={t("fields.city")}
          autoComplete={ac("address-level2")}
          maxLength={80}
          defaultValue={values.city}
          error={errorText("city")}
        />
      </div>
      <TextField
        name="phone"
        type="tel"
        label={t("fields.phone")}
        autoComplete={ac("tel")}
        inputMode="tel"
        placeholder={selected ? t("placeholders.phone", { example: selected.phoneExample }) : undefined}
        maxLength={40}
        defaultValue={values.phone}
        error={errorText("phone")}
        hint={t("hints.phone")}
      />
    </>
  );
}
