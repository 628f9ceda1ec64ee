import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { describedByFor, FieldMessages } from "../ui/field-messages.tsx";
import { formatEur } from "../orders/eur.tsx";
import { MethodIcon, type MethodIconName } from "./method-icons.tsx";
import { buttonClass } from "../ui/button.tsx";
import { PAYMENT_METHODS } from "../../../core/payments/schemas.ts";

export type PayMethod = (typeof PAYMENT_METHODS)[number];

/** The marks shown beside each method's name. */
const ICONS: Record<PayMethod, MethodIconName[]> = {
  card: ["visa", "mastercard"],
  mbway: ["mbway"],
  multibanco: ["multibanco"],
};

/**
 * The payment methods as one radio group (card through SIBS's form, MB WAY with the phone of the
 * app, Multibanco reference) and the button. Only `methods` are offered (core paymentMethodsFor:
 * MB WAY and Multibanco for orders delivered in Portugal); the card button says it opens the card form. Works without JavaScript: the phone field shows under
 * MB WAY when it is chosen (CSS `:has`), and the server checks everything again.
 */
export function MethodChoice({
  amountCents,
  methods = PAYMENT_METHODS,
  defaultMethod,
  defaultPhone,
  phoneError,
}: {
  amountCents: number;
  /** The methods offered for this order. */
  methods?: readonly PayMethod[];
  defaultMethod: PayMethod;
  defaultPhone: string;
  phoneError?: string;
}) {
  const { t, i18n } = useTranslation("payment");
  const [method, setMethod] = useState<PayMethod>(defaultMethod);
  // the button names the method only once it can follow the choice (without JavaScript it cannot)
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const phoneId = useId();
  const amount = formatEur(amountCents, i18n.language);
  const submitText = hydrated
    ? { card: t("submit.card", { amount }), mbway: t("submit.mbway"), multibanco: t("submit.multibanco") }[method]
    : t("submit.continue");
  return (
    <Form method="post" noValidate={false} aria-busy={busy || undefined}>
      <fieldset>
        <legend className="text-lg font-semibold text-stone-900">{t("choose.legend")}</legend>
        <div className="mt-4 space-y-3">
          {methods.map((m) => {
            return (
              <div
                key={m}
                className="group/method rounded-xl border border-stone-300 bg-white has-checked:border-stone-900 has-checked:ring-1 has-checked:ring-stone-900 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
              >
                <label className="flex cursor-pointer items-start gap-3 p-4">
                  <input
                    type="radio"
                    name="method"
                    value={m}
                    required
                    defaultChecked={m === (methods.includes(defaultMethod) ? defaultMethod : methods[0])}
                    onChange={() => setMethod(m)}
                    data-testid={`method-${m}`}
                    className="mt-1 size-4 shrink-0 accent-stone-900 focus:outline-none"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className="font-medium text-stone-900">{t(`methods.${m}.name`)}</span>
                    </span>
                    <span className="mt-0.5 block text-sm leading-6 text-stone-600">
                      {t(`methods.${m}.description`)}
                    </span>
                  </span>
                  <span className="flex shrink-0 gap-1">
                    {ICONS[m].map((icon) => (
                      <MethodIcon key={icon} name={icon} />
                    ))}
                  </span>
                </label>
                {m === "mbway" ? (
                  <div className="hidden px-4 pb-4 pl-11 group-has-checked/method:block">
                    <label htmlFor={phoneId} className="mb-1.5 block text-sm font-medium text-stone-800">
                      {t("mbway.phoneLabel")}
                    </label>
                    <div className="flex max-w-xs items-stretch">
                      <span className="inline-flex items-center rounded-l-lg border border-r-0 border-stone-300 bg-stone-50 px-3 text-sm text-stone-600">
                        +351
                      </span>
                      <input
                        id={phoneId}
                        name="phone"
                        type="tel"
                        inputMode="tel"
                        autoComplete="tel-national"
                        maxLength={20}
                        required={method === "mbway"}
                        defaultValue={defaultPhone}
                        placeholder="912 345 678"
                        aria-invalid={phoneError ? true : undefined}
                        aria-describedby={describedByFor(phoneId, { hint: true, error: phoneError })}
                        className="block h-11 w-full min-w-0 rounded-r-lg border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-400 focus:border-stone-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-[invalid=true]:border-red-500 sm:text-sm"
                      />
                    </div>
                    <FieldMessages id={phoneId} hint={t("mbway.phoneHint")} error={phoneError} />
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
      </fieldset>
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className={buttonClass({ size: "lg", extra: "mt-6 w-full sm:w-auto" })}
      >
        {busy ? t("submit.busy") : submitText}
      </button>
      <p className="mt-3 text-xs leading-5 text-stone-500">{t("choose.secureNote")}</p>
      {methods.includes("mbway") ? null : (
        <p className="mt-1 text-xs leading-5 text-stone-500" data-testid="pt-methods-note">
          {t("methods.otherMethodsPt")}
        </p>
      )}
    </Form>
  );
}
