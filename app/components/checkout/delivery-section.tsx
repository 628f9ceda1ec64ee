import { intlLocaleTag } from "../../../core/shared/locale.ts";
import { Home, MapPin, Search, Store } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AccessPointSnapshot } from "../../../core/orders/snapshots.ts";
import { AddressFields, type CountryOption } from "../account/address-fields.tsx";
import { useHydrated } from "../cart/use-hydrated.ts";
import type { FieldErrors } from "../../lib/customer-form.ts";
import {
  type CheckoutActionResult,
  type CheckoutAddressValues,
  type CheckoutData,
  emptyAddress,
} from "./checkout-data.ts";
import { hoursByWeekday } from "./checkout-text.ts";
import { InvoiceFields } from "./invoice-section.tsx";
import { Input, Select } from "../ui/input.tsx";
import { GroupError, RadioCard, Step, secondaryButton, useErrorText } from "./checkout-ui.tsx";
import { numberFormat } from "../../../core/shared/intl-format.ts";

/** One line of an address for reading. */
function addressLine(a: CheckoutAddressValues, countryName: (code: string) => string): string {
  return [
    `${a.streetAddress}${a.houseNumber ? ` ${a.houseNumber}` : ""}`,
    a.additionalInfo,
    `${a.postcode} ${a.city}`.trim(),
    countryName(a.country),
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * Step 2: where the order goes. To an address (a saved one as a card, or a new one typed into the
 * address book's fields), or to a UPS Access Point found by postcode; for an access point the
 * address fields are the recipient's contact and billing address; then the invoice's optional tax number
 * and company (issue 19). Works without JavaScript (the
 * choice shows once "Continue" is pressed); with it, the parts switch at once and each change is
 * saved (the shipping options and totals follow).
 */
export function DeliverySection({
  data,
  countries,
  accessPointCountries,
  errors,
  search,
  searching,
  typedTaxId,
}: {
  data: CheckoutData;
  countries: CountryOption[];
  accessPointCountries: CountryOption[];
  errors: FieldErrors | undefined;
  search: CheckoutActionResult | undefined;
  searching: boolean;
  /** A refused invoice tax number, shown again as typed. */
  typedTaxId?: string;
}) {
  const { t } = useTranslation("checkout");
  const hydrated = useHydrated();
  const [delivery, setDelivery] = useState(data.draft.delivery);
  useEffect(() => setDelivery(data.draft.delivery), [data.draft.delivery]);
  const saved = data.savedAddresses;
  const [choice, setChoice] = useState(data.draft.addressId ?? "new");
  useEffect(() => {
    if (data.draft.addressId) setChoice(data.draft.addressId);
  }, [data.draft.addressId]);
  const countryName = (code: string) => countries.find((c) => c.code === code)?.name ?? code;
  const newValues = data.draft.addressId ? emptyAddress(data.draft.address.country) : data.draft.address;
  const errorText = useErrorText(errors);
  const toPoint = delivery === "access_point";

  return (
    <Step id="checkout-delivery" number={2} title={t("delivery.title")}>
      <fieldset>
        <legend className="mb-3 text-sm font-medium text-stone-800">{t("delivery.how")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <RadioCard
            name="delivery"
            value="address"
            checked={delivery === "address"}
            onChange={() => setDelivery("address")}
            testId="delivery-address"
          >
            <span className="flex items-center gap-2 font-medium text-stone-900">
              <Home aria-hidden className="size-4" />
              {t("delivery.toAddress")}
            </span>
            <span className="mt-1 block text-stone-600">{t("delivery.toAddressHint")}</span>
          </RadioCard>
          <RadioCard
            name="delivery"
            value="access_point"
            checked={toPoint}
            onChange={() => setDelivery("access_point")}
            testId="delivery-access-point"
          >
            <span className="flex items-center gap-2 font-medium text-stone-900">
              <Store aria-hidden className="size-4" />
              {t("delivery.toAccessPoint")}
            </span>
            <span className="mt-1 block text-stone-600">{t("delivery.toAccessPointHint")}</span>
          </RadioCard>
        </div>
      </fieldset>

      {toPoint ? (
        <AccessPointPicker
          data={data}
          countries={accessPointCountries}
          errorText={errorText}
          search={search}
          searching={searching}
        />
      ) : null}

      <fieldset className="mt-6">
        <legend className="text-base font-semibold text-stone-900">
          {toPoint ? t("delivery.billingTitle") : t("delivery.addressTitle")}
        </legend>
        {toPoint ? <p className="mt-1 text-sm text-stone-600">{t("delivery.billingHint")}</p> : null}
        {saved.length > 0 ? (
          <div className="mt-3 grid gap-3" data-testid="saved-addresses">
            {saved.map((a) => (
              <RadioCard
                key={a.id}
                name="addressChoice"
                value={a.id}
                checked={choice === a.id}
                onChange={setChoice}
                testId="saved-address"
              >
                <span className="block font-medium text-stone-900">
                  {a.values.firstName} {a.values.lastName}
                  {a.isDefault ? (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                      {t("delivery.default")}
                    </span>
                  ) : null}
                </span>
                <span className="mt-0.5 block text-stone-600">{addressLine(a.values, countryName)}</span>
                <span className="block text-stone-600">{a.values.phone}</span>
              </RadioCard>
            ))}
            <RadioCard name="addressChoice" value="new" checked={choice === "new"} onChange={setChoice}>
              <span className="font-medium text-stone-900">{t("delivery.newAddress")}</span>
            </RadioCard>
          </div>
        ) : (
          <input type="hidden" name="addressChoice" value="new" />
        )}
        {/* without JavaScript the typed fields stay in the form; "new" decides whether they are used */}
        <div
          className={`mt-4 ${saved.length > 0 && choice !== "new" ? (hydrated ? "hidden" : "") : ""}`}
          data-testid="address-fields"
        >
          {saved.length > 0 && !hydrated ? (
            <p className="mb-3 text-sm text-stone-600">{t("delivery.newAddressNoJs")}</p>
          ) : null}
          <AddressFields
            countries={countries}
            values={newValues}
            errors={errors}
            autoCompleteSection={toPoint ? "billing" : "shipping"}
          />
        </div>
        <GroupError text={errorText("addressChoice")} />
      </fieldset>

      <InvoiceFields data={data} errors={errors} typedTaxId={typedTaxId} />

      <div className="mt-2 sm:max-w-56">
        <button type="submit" name="intent" value="save" className={secondaryButton} data-testid="delivery-continue">
          {t("delivery.continue")}
        </button>
      </div>
    </Step>
  );
}

/** The access point chosen, or the postcode search and its results. */
function AccessPointPicker({
  data,
  countries,
  errorText,
  search,
  searching,
}: {
  data: CheckoutData;
  countries: CountryOption[];
  errorText: (name: string) => string | undefined;
  search: CheckoutActionResult | undefined;
  searching: boolean;
}) {
  const { t } = useTranslation("checkout");
  const hydrated = useHydrated();
  const chosen = data.draft.accessPoint;
  const results = search?.accessPoints;
  const [open, setOpen] = useState(!chosen);
  useEffect(() => {
    if (results) setOpen(true);
  }, [results]);
  const defaultCountry =
    search?.search?.country ??
    chosen?.address.country ??
    (countries.some((c) => c.code === data.draft.address.country) ? data.draft.address.country : "PT");
  const apError = errorText("accessPoint");
  const showSearch = open || !chosen || !hydrated;

  return (
    <div className="mt-5 rounded-xl border border-stone-200 bg-stone-50 p-4" data-testid="access-point-picker">
      {chosen ? (
        <div className="flex flex-wrap items-start justify-between gap-3" data-testid="chosen-access-point">
          <div className="text-sm">
            <p className="font-medium text-stone-900">
              <MapPin aria-hidden className="mr-1.5 inline size-4 text-brand-700" />
              {t("accessPoint.chosen", { name: chosen.name })}
            </p>
            <p className="mt-0.5 text-stone-600">
              {chosen.address.street}, {chosen.address.postcode} {chosen.address.city}
            </p>
            <OpeningHoursList point={chosen} />
          </div>
          {hydrated && !open ? (
            <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
              {t("accessPoint.change")}
            </button>
          ) : null}
        </div>
      ) : null}

      {showSearch ? (
        <div className={chosen ? "mt-4 border-t border-stone-200 pt-4" : ""}>
          <p className="text-sm font-medium text-stone-800">{t("accessPoint.searchTitle")}</p>
          <div
            className="mt-2 grid gap-3 sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)_auto] sm:items-end"
            data-no-autosave
          >
            <div>
              <label htmlFor="ap-country" className="mb-1.5 block text-sm text-stone-700">
                {t("accessPoint.country")}
              </label>
              <Select id="ap-country" name="apCountry" defaultValue={defaultCountry}>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </Select>
            </div>
            <div>
              <label htmlFor="ap-postcode" className="mb-1.5 block text-sm text-stone-700">
                {t("accessPoint.postcode")}
              </label>
              <Input
                id="ap-postcode"
                name="apPostcode"
                autoComplete="postal-code"
                maxLength={20}
                defaultValue={
                  search?.search?.postcode ?? (chosen ? chosen.address.postcode : data.draft.address.postcode)
                }
                aria-invalid={errorText("apPostcode") ? true : undefined}
                aria-describedby={errorText("apPostcode") ? "ap-postcode-error" : undefined}
                data-testid="ap-postcode"
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    document.getElementById("ap-search")?.click();
                  }
                }}
              />
            </div>
            <button
              id="ap-search"
              type="submit"
              name="intent"
              value="search"
              disabled={searching}
              className={`${secondaryButton} gap-2`}
              data-testid="ap-search"
            >
              <Search aria-hidden className="size-4" />
              {searching ? t("accessPoint.searching") : t("accessPoint.search")}
            </button>
          </div>
          <GroupError id="ap-postcode-error" text={errorText("apPostcode")} />
          {results ? (
            <>
              <input type="hidden" name="apSearchCountry" value={search?.search?.country ?? ""} />
              <input type="hidden" name="apSearchPostcode" value={search?.search?.postcode ?? ""} />
              {results.length === 0 ? (
                <p className="mt-3 text-sm text-stone-700">{t("accessPoint.none")}</p>
              ) : (
                <fieldset className="mt-4">
                  <legend className="mb-2 text-sm font-medium text-stone-800">
                    {t("accessPoint.results", { count: results.length })}
                  </legend>
                  <div className="grid gap-3" data-testid="access-point-results">
                    {results.map((p) => (
                      <RadioCard
                        key={p.id}
                        name="accessPointId"
                        value={p.id}
                        defaultChecked={p.id === chosen?.id}
                        testId="access-point-option"
                        after={<OpeningHoursList point={p} />}
                      >
                        <AccessPointText point={p} />
                      </RadioCard>
                    ))}
                  </div>
                </fieldset>
              )}
              {!hydrated && results.length > 0 ? (
                <button type="submit" name="intent" value="choose-ap" className={`${secondaryButton} mt-3`}>
                  {t("accessPoint.use")}
                </button>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
      <GroupError text={apError} />
    </div>
  );
}

function AccessPointText({ point }: { point: AccessPointSnapshot }) {
  const { t, i18n } = useTranslation("checkout");
  const km =
    typeof point.distanceKm === "number"
      ? numberFormat(intlLocaleTag(i18n.language), {
          maximumFractionDigits: 1,
        }).format(point.distanceKm)
      : null;
  return (
    <>
      <span className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-stone-900">{point.name}</span>
        {km ? <span className="text-xs text-stone-600">{t("accessPoint.distance", { km })}</span> : null}
      </span>
      <span className="mt-0.5 block text-stone-600">
        {point.address.street}, {point.address.postcode} {point.address.city}
      </span>
    </>
  );
}

/** Opening hours by weekday, in a disclosure (closed by default). */
function OpeningHoursList({ point }: { point: AccessPointSnapshot }) {
  const { t } = useTranslation("checkout");
  if (point.openingHours.length === 0) return null;
  return (
    <details className="mt-1.5 text-xs text-stone-700" data-testid="opening-hours">
      <summary className="cursor-pointer font-medium text-brand-800">{t("accessPoint.hours")}</summary>
      <dl className="mt-1.5 grid grid-cols-[5.5rem_1fr] gap-x-2 gap-y-0.5">
        {hoursByWeekday(point.openingHours).map((d) => (
          <div key={d.day} className="contents">
            <dt className="text-stone-600">{t(`weekdays.${d.day}`)}</dt>
            <dd>{d.hours ?? t("accessPoint.closed")}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
