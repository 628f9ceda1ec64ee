import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { useId } from "react";
import { FieldMessages, describedByFor } from "./field-messages.tsx";
import { Select, inputClass, labelClass } from "./input.tsx";

/**
 * The labelled text input and select of the shop's forms (account, checkout, wholesale, returns): the label names
 * the control, the (already translated) error and the hint are announced with it (`aria-describedby`), and
 * `aria-invalid` is set while there is an error. Kept apart from the account and sign-in components so a page
 * that only needs a field (checkout) does not load those (issue 17).
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
  const id = useId();
  const describedBy = describedByFor(id, { hint, error });
  return (
    <div className="mb-4">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...input}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
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
  const id = useId();
  const describedBy = describedByFor(id, { hint, error });
  return (
    <div className="mb-4">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Select id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
        {children}
      </Select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
