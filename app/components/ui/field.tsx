import { type ReactNode, useId } from "react";
import { FieldMessages, describedByFor } from "./field-messages.tsx";
import { labelClass } from "./input.tsx";

/** What `Field` hands its control so the label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-required"?: true;
}

/**
 * A labelled form control with its hint and (already translated) error: the label names the
 * control (`htmlFor`), `aria-describedby` names the error then the hint, `aria-invalid` is set
 * when there is an error. `required` marks the label with a visible "*" (hidden from readers,
 * which hear the control's own required state). The control is a render function:
 * `<Field label="E-mail">{(p) => <Input {...p} name="email" />}</Field>`.
 */
export function Field({
  id: givenId,
  label,
  hint,
  error,
  required,
  className,
  children,
}: {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const describedBy = describedByFor(id, { hint, error });
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? (
          <span aria-hidden className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(required ? { "aria-required": true as const } : {}),
      })}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
