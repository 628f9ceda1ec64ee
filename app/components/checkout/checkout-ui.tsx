import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FieldErrors } from "../../lib/customer-form.ts";
import { buttonClass } from "../ui/button.tsx";
import { inputClass } from "../ui/input.tsx";

/** The id of the checkout form; inputs outside it (order summary) join it with `form=`. */
export const CHECKOUT_FORM_ID = "checkout-form";

/** The checkout's main action (Place order): the shop's primary button, large and full width. */
export const primaryButton = buttonClass({ size: "lg", extra: "w-full" });
/** Secondary actions of the checkout steps (Continue, Find access points…). */
export const secondaryButton = buttonClass({ variant: "secondary" });
/** The checkout's text inputs: the UI primitives' look. */
export { inputClass };
export const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** The translated text of a field's error (`t(message, params)`; messages carry their namespace). */
export function useErrorText(errors: FieldErrors | undefined): (name: string) => string | undefined {
  const { t } = useTranslation("checkout");
  return (name) => {
    const error = errors?.[name];
    return error ? t(error.message, { ...error.params, defaultValue: t("errors.invalid") }) : undefined;
  };
}

/** A numbered step of the checkout (contact, delivery, shipping). */
export function Step({
  id,
  number,
  title,
  children,
  aside,
}: {
  id: string;
  number: number;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id={`${id}-title`}
          tabIndex={-1}
          className="flex items-center gap-3 text-lg font-semibold text-stone-900 focus:outline-none"
        >
          <span
            aria-hidden
            className="inline-flex size-7 items-center justify-center rounded-full bg-stone-900 text-sm font-semibold text-white"
          >
            {number}
          </span>
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/**
 * A radio input shown as a card (a label around it, so the whole card is the hit area; the checked
 * one gets a dark border). `after` is shown in the card below the label (e.g. a disclosure, which
 * may not sit inside a label).
 */
export function RadioCard({
  name,
  value,
  checked,
  defaultChecked,
  onChange,
  children,
  after,
  testId,
}: {
  name: string;
  value: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (value: string) => void;
  children: ReactNode;
  after?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      className="rounded-xl border border-stone-300 bg-white hover:border-stone-500 has-[:checked]:border-stone-900 has-[:checked]:ring-1 has-[:checked]:ring-stone-900 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
    >
      <label className="flex cursor-pointer gap-3 p-4">
        <input
          type="radio"
          name={name}
          value={value}
          checked={checked}
          defaultChecked={defaultChecked}
          onChange={onChange ? (e) => onChange(e.target.value) : undefined}
          className="mt-0.5 size-4 shrink-0 accent-stone-900 focus:outline-none"
        />
        <span className="min-w-0 flex-1 text-sm">{children}</span>
      </label>
      {after ? <div className="-mt-2 px-4 pb-3 pl-11">{after}</div> : null}
    </div>
  );
}

/** An error under a group of fields. */
export function GroupError({ id, text }: { id?: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="mt-2 text-sm font-medium text-red-700">
      {text}
    </p>
  ) : null;
}
