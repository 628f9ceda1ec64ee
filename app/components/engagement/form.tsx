import type { ReactNode, TextareaHTMLAttributes, InputHTMLAttributes } from "react";

import { inputClass, textareaClass as baseTextarea } from "../ui/input.tsx";
import { Field } from "../ui/field.tsx";

/** Input look shared by the engagement forms (contact, ratings, newsletter, ticket replies): the UI primitives'. */
export { Field, inputClass };
/** Textarea look of the engagement forms (taller than the default). */
export const textareaClass = `${baseTextarea} min-h-36`;

/** A text input {@link Field}. */
export function TextInput({
  id,
  label,
  hint,
  error,
  ...input
}: { id: string; label: string; hint?: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(a11y) => <input {...input} {...a11y} className={inputClass} />}
    </Field>
  );
}

/** A textarea {@link Field}. */
export function TextArea({
  id,
  label,
  hint,
  error,
  ...input
}: { id: string; label: string; hint?: string; error?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(a11y) => <textarea {...input} {...a11y} className={textareaClass} />}
    </Field>
  );
}

/** A message box: `error` is an alert, the others a polite status. */
export function Banner({
  tone,
  children,
  testId,
}: {
  tone: "error" | "success" | "info";
  children: ReactNode;
  testId?: string;
}) {
  const tones = {
    error: "border-red-200 bg-red-50 text-red-800",
    success: "border-emerald-200 bg-emerald-50 text-emerald-900",
    info: "border-stone-200 bg-stone-50 text-stone-800",
  };
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-testid={testId}
      className={`rounded-lg border px-4 py-3 text-sm leading-6 ${tones[tone]}`}
    >
      {children}
    </div>
  );
}
