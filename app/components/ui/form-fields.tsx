import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { Field } from "./field.tsx";
import { Select, inputClass } from "./input.tsx";

/**
 * The labelled text input and select of the shop's forms (account, checkout, wholesale, returns): {@link Field}
 * (the label names the control, the already translated error and the hint are announced with it, `aria-invalid`
 * while there is an error) with the control's own attributes (`required` stays the control's: no visible mark).
 * Kept apart from the account and sign-in components so a page that only needs a field (checkout) does not load
 * those (issue 17).
 */

/** A labelled input with its error message (`aria-invalid`, `aria-describedby`). */
export function TextField({
  name,
  label,
  error,
  hint,
  ...input
}: {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  return (
    <Field className="mb-4" label={label} hint={hint} error={error}>
      {(control) => <input {...control} name={name} className={inputClass} {...input} />}
    </Field>
  );
}

/** A labelled select with its error message. */
export function SelectField({
  name,
  label,
  error,
  hint,
  children,
  ...select
}: {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name">) {
  return (
    <Field className="mb-4" label={label} hint={hint} error={error}>
      {(control) => (
        <Select {...control} name={name} {...select}>
          {children}
        </Select>
      )}
    </Field>
  );
}
