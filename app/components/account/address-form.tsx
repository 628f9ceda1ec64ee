import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { addressFields, addressInputSchema } from "../../../core/customers/address-schema.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { CheckboxField, SubmitButton } from "../auth/auth-form.tsx";
import { buttonClass } from "./account-ui.tsx";
import { ADDRESS_FORM_FIELDS, AddressFields, type AddressFormValues, type CountryOption } from "./address-fields.tsx";

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
