import { Truck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "../cart/use-hydrated.ts";
import { Price } from "../price.tsx";
import { shippingShownCents } from "./summary-figures.ts";
import type { FieldErrors } from "../../lib/customer-form.ts";
import type { CheckoutData } from "./checkout-data.ts";
import { deliveryEstimate } from "./checkout-text.ts";
import { GroupError, RadioCard, Step, secondaryButton, useErrorText } from "./checkout-ui.tsx";

/**
 * Step 3: the shipping methods for the destination, with price ("Free" when free) and the delivery
 * estimate in business days. With JavaScript a choice is saved at once and the totals follow;
 * without, "Update totals" shows them before the order is placed.
 */
export function ShippingSection({
  data,
  errors,
  countryName,
}: {
  data: CheckoutData;
  errors: FieldErrors | undefined;
  countryName: string;
}) {
  const { t } = useTranslation("checkout");
  const hydrated = useHydrated();
  const errorText = useErrorText(errors);
  const noShipping = data.problems.some((p) => p.code === "NO_SHIPPING_TO_COUNTRY");
  const chosen = data.shipping?.id ?? data.draft.shippingMethodId;
  return (
    <Step id="checkout-shipping" number={3} title={t("shipping.title")}>
      {!data.destinationKnown ? (
        <p className="flex items-center gap-2 text-sm text-stone-600">
          <Truck aria-hidden className="size-4 shrink-0" />
          {data.draft.delivery === "access_point" ? t("shipping.needAccessPoint") : t("shipping.needAddress")}
        </p>
      ) : noShipping ? (
        <p className="text-sm font-medium text-amber-900" role="note">
          {t("shipping.noneForCountry", { country: countryName })}
        </p>
      ) : (
        <fieldset>
          <legend className="sr-only">{t("shipping.title")}</legend>
          <div className="grid gap-3" data-testid="shipping-options">
            {data.shippingOptions.map((o) => {
              const estimate = deliveryEstimate(o.minDays, o.maxDays);
              return (
                <RadioCard
                  key={`${o.id}:${chosen ?? ""}`}
                  name="shippingMethodId"
                  value={o.id}
                  defaultChecked={o.id === chosen}
                  testId="shipping-option"
                >
                  <span className="flex flex-wrap items-baseline justify-between gap-x-4">
                    <span className="font-medium text-stone-900">{o.name}</span>
                    <span className="font-semibold text-stone-900" data-testid="shipping-price">
                      {o.free ? (
                        t("shipping.free")
                      ) : (
                        <Price cents={shippingShownCents(o.priceCents, data.treatment, data.business)} />
                      )}
                    </span>
                  </span>
                  <span className="mt-0.5 block text-stone-600">{o.description}</span>
                  <span className="mt-0.5 block text-xs text-stone-500">{t(estimate.key, estimate.values)}</span>
                </RadioCard>
              );
            })}
          </div>
          <p className="mt-2 text-xs text-stone-500">{t("shipping.priceNote")}</p>
        </fieldset>
      )}
      <GroupError text={errorText("shippingMethodId")} />
      {!hydrated && data.destinationKnown && !noShipping ? (
        <div className="mt-4 sm:max-w-56">
          <button type="submit" name="intent" value="save" className={secondaryButton}>
            {t("shipping.update")}
          </button>
        </div>
      ) : null}
    </Step>
  );
}
