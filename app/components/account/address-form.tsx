import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { addressFields, addressInputSchema } from "../../../core/customers/address-schema.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { CheckboxField, SubmitButton, TextField } from "../auth/auth-form.tsx";
import type { FieldErrors } from "../../lib/customer-form.ts";
import { SelectField, buttonClass, useFieldErrorText } from "./account-ui.tsx";

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
 * form around them: the address book's form below and the checkout's address use the same fields,
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

/**
 * The address form of `/user/address/create` and `/user/address/{id}`: {@link AddressFields} plus
 * the default flag, Conform's over `addressInputSchema` (the verbs'; ADR 0021): the browser checks a
 * field when it loses focus, and the action's reply (`lastResult`) puts the server's refusals under
 * their fields. Works without JavaScript.
 * @param values the saved address (or the start values); what was typed comes back in `lastResult`
 */
export function AddressForm({
  countries,
  values,
  lastResult,
  submitLabel,
  pendingLabel,
  lockDefault,
}: {
  countries: CountryOption[];
  values: AddressFormValues;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
  pendingLabel: string;
  /** The address is the default already: the box is shown ticked and cannot be cleared (choose another default instead). */
  lockDefault?: boolean;
}) {
  const { t: tc } = useTranslation("customer");
  // the per-country rules make the whole a pipe, whose constraints Conform cannot read: the fields' own
  const [form, fields] = useSchemaForm(addressInputSchema, {
    id: "address",
    lastResult,
    constraintSchema: addressFields,
  });
  const errorText = (name: string) => (fields as Record<string, { errors?: string[] }>)[name]?.errors?.[0];
  // the summary above the form: the browser's checks (with JavaScript) or the server's answer
  const firstError = ADDRESS_FORM_FIELDS.find((f) => errorText(f));
  const typed = lastResult?.initialValue;
  const shown: AddressFormValues = typed
    ? {
        ...(Object.fromEntries(
          ADDRESS_FORM_FIELDS.map((f) => [f, typeof typed[f] === "string" ? typed[f] : ""]),
        ) as Omit<AddressFormValues, "isDefaultShipping">),
        isDefaultShipping: typed.isDefaultShipping === "on",
      }
    : values;
  return (
    <Form
      method="post"
      className="max-w-2xl"
      {...getFormProps(form)}
      noValidate
      aria-describedby={firstError ? "address-form-errors" : undefined}
    >
      {firstError ? (
        <p
          id="address-form-errors"
          role="alert"
          className="mb-5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800"
        >
          {tc("address.fixErrors")}
        </p>
      ) : null}
      <AddressFields countries={countries} values={shown} errorOf={errorText} />
      {lockDefault ? (
        <p className="mb-4 flex items-center gap-2 text-sm text-stone-700">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
            {tc("address.defaultBadge")}
          </span>
          {tc("address.isDefault")}
        </p>
      ) : (
        <CheckboxField
          name="isDefaultShipping"
          label={tc("address.makeDefault")}
          defaultChecked={shown.isDefaultShipping}
          error={errorText("isDefaultShipping")}
        />
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        <Link to="/user/address" className={buttonClass.secondary}>
          {tc("address.cancel")}
        </Link>
        <div className="sm:w-auto sm:min-w-44">
          <SubmitButton name="intent" value="save" pendingText={pendingLabel}>
            {submitLabel}
          </SubmitButton>
        </div>
      </div>
    </Form>
  );
}
