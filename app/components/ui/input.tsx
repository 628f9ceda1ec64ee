import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import ChevronDown from "lucide-react/icons/chevron-down";

const CONTROL =
  "block w-full rounded-lg border border-stone-300 bg-white text-base text-stone-900 placeholder:text-stone-400 focus:border-stone-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:bg-stone-50 disabled:text-stone-500 aria-[invalid=true]:border-red-600 sm:text-sm";

/** Class of a one-line text control (44 px high; red border when `aria-invalid`). */
export const inputClass = `h-11 px-3 ${CONTROL}`;
/** Class of a multi-line text control (height from `rows`; add a `min-h-*` where wanted). */
export const textareaClass = `px-3 py-2.5 ${CONTROL}`;
/** Class of a native select (room on the right for the chevron `Select` draws). */
export const selectClass = `h-11 appearance-none pl-3 pr-10 ${CONTROL}`;
/** Class of a field's label. */
export const labelClass = "mb-1.5 block text-sm font-medium text-stone-800";

type Ref<T> = { ref?: React.Ref<T> };

/** A text input with the shop's look (`className` appended). */
export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement> & Ref<HTMLInputElement>) {
  return <input className={className ? `${inputClass} ${className}` : inputClass} {...props} />;
}

/** A textarea with the shop's look (`className` appended). */
export function Textarea({
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & Ref<HTMLTextAreaElement>) {
  return <textarea className={className ? `${textareaClass} ${className}` : textareaClass} {...props} />;
}

/**
 * A native select with the shop's look and a chevron (native so it works without JavaScript and
 * with the phone's own picker). `className` goes on the wrapper.
 */
export function Select({
  className,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & Ref<HTMLSelectElement>) {
  return (
    <div className={className ? `relative ${className}` : "relative"}>
      <select className={selectClass} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-stone-500"
      />
    </div>
  );
}

/**
 * A checkbox with its label on the right (the whole row clickable); `hint` under the label.
 * `id` is optional: the label wraps the box.
 */
export function Checkbox({
  label,
  hint,
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> &
  Ref<HTMLInputElement> & { label: React.ReactNode; hint?: React.ReactNode }) {
  return (
    <label className={`flex items-start gap-2.5 text-sm text-stone-800 ${className ?? ""}`}>
      <input
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 rounded border-stone-400 accent-stone-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
        {...props}
      />
      <span>
        {label}
        {hint ? <span className="mt-0.5 block text-xs text-stone-500">{hint}</span> : null}
      </span>
    </label>
  );
}
