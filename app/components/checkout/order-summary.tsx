import { Lock, Tag, X } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isLocale } from "../../../core/shared/locale.ts";
import { displayPrice } from "../../lib/currency.ts";
import type { FieldErrors } from "../../lib/customer-form.ts";
import { formatDate } from "../orders/order-format.ts";
import { CustomItemsReturnNote } from "../returns/custom-items-return-note.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { paymentMethodsFor } from "../../../core/payments/payment-methods.ts";
import { MethodIcons } from "../payment/method-icons.tsx";
import { LineRoleBadge, LineUnits } from "../orders/line-role.tsx";
import { Price, PriceBlock } from "../price.tsx";
import { type SummaryFigures, summaryFigures } from "./summary-figures.ts";
import type { CheckoutActionResult, CheckoutData, RefusalView } from "./checkout-data.ts";
import { ratePercent, refusalMessage } from "./checkout-text.ts";
import { buttonClass } from "../ui/button.tsx";
import { invoiceToText } from "./invoice-section.tsx";
import { invoiceTaxIdAsPrinted } from "../../../core/invoicing/printed-tax-id.ts";
import { CHECKOUT_FORM_ID, GroupError, inputClass, linkClass, primaryButton, useErrorText } from "./checkout-ui.tsx";

/**
 * The order summary beside (desktop) or below (mobile) the steps: lines with their VAT rate, the
 * discount and gift card codes, the totals with the VAT breakdown and the tax note, the terms and
 * "Place order". Its inputs belong to the checkout form (`form=`). Every amount is the server's.
 */
export function OrderSummary({
  data,
  countryName,
  errors,
  codeResult,
  codeBusy,
  placing,
  busy,
}: {
  data: CheckoutData;
  countryName: string;
  errors: FieldErrors | undefined;
  codeResult: CheckoutActionResult | undefined;
  /** The code form being applied or removed (`coupon`, `gift`), if any. */
  codeBusy: string | null;
  placing: boolean;
  /** Something is being saved: the totals are about to change. */
  busy: boolean;
}) {
  const { t, i18n } = useTranslation("checkout");
  const { currency } = useRootData();
  const errorText = useErrorText(errors);
  const { totals } = data;
  const rate = (bp: number) => ratePercent(bp, i18n.language);
  return (
    <aside
      id="order-summary"
      aria-labelledby="summary-title"
      className="self-start rounded-2xl border border-stone-200 bg-stone-50 p-5 sm:p-6 lg:sticky lg:top-6"
      data-testid="order-summary"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="summary-title" className="text-lg font-semibold text-stone-900">
          {t("summary.title")}
        </h2>
        <Link to="/cart" className={`text-sm ${linkClass}`}>
          {t("summary.editCart")}
        </Link>
      </div>

      <SummaryLines data={data} />
      {data.lines.some((l) => l.kind !== "blank") ? <CustomItemsReturnNote className="mt-3" /> : null}

      <div className="mt-4 grid gap-4">
        <CodeField
          kind="coupon"
          applied={
            data.coupon ? { code: data.coupon.code, text: couponText(t, data.coupon, rate, i18n.language) } : null
          }
          standingRefusal={data.couponRefused}
          result={codeResult}
          busy={codeBusy}
          error={errorText("couponCode")}
        />
        <CodeField
          kind="gift"
          applied={
            data.giftCard
              ? {
                  code: data.giftCard.code,
                  text: t("codes.giftBalance", {
                    amount: displayPrice(data.giftCard.balanceCents, "eur", null, { locale: i18n.language }),
                  }),
                }
              : null
          }
          standingRefusal={data.giftCardRefused}
          result={codeResult}
          busy={codeBusy}
          error={errorText("giftCardCode")}
        />
      </div>

      <SummaryTotals data={data} busy={busy} />

      <p className="mt-3 text-xs leading-5 text-stone-600" data-testid="tax-note">
        {taxNote(t, data, countryName, rate)}
      </p>
      {data.draft.invoiceTaxId ? (
        <p className="mt-1 text-xs leading-5 text-stone-700" data-testid="invoice-to">
          {invoiceToText(t, invoiceTaxIdAsPrinted(data.draft.invoiceTaxId), data.draft.invoiceCompanyName)}
        </p>
      ) : null}
      {currency !== "eur" ? (
        <p className="mt-1 text-xs leading-5 text-stone-600" data-testid="eur-note">
          {t("summary.chargedInEur", {
            amount: displayPrice(totals.amountDueCents, "eur", null, { locale: i18n.language }),
          })}
        </p>
      ) : null}

      <div className="mt-5 border-t border-stone-200 pt-4">
        <div className="flex items-start gap-2.5">
          <input
            id="accept-terms"
            form={CHECKOUT_FORM_ID}
            name="acceptTerms"
            type="checkbox"
            data-no-autosave
            aria-invalid={errorText("acceptTerms") ? true : undefined}
            aria-describedby={errorText("acceptTerms") ? "accept-terms-error" : undefined}
            className="mt-0.5 size-4 shrink-0 rounded border-stone-400 accent-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600"
            data-testid="accept-terms"
          />
          <label htmlFor="accept-terms" className="text-sm leading-5 text-stone-700">
            {t("place.terms")}{" "}
            <a href="/terms-of-use" target="_blank" rel="noopener" className={linkClass}>
              {t("place.termsLink")}
            </a>
          </label>
        </div>
        <GroupError id="accept-terms-error" text={errorText("acceptTerms")} />
        <input type="hidden" form={CHECKOUT_FORM_ID} name="idempotencyKey" value={data.idempotencyKey} />
        <input type="hidden" form={CHECKOUT_FORM_ID} name="expectedDueCents" value={totals.amountDueCents} />
        <button
          type="submit"
          form={CHECKOUT_FORM_ID}
          name="intent"
          value="place"
          // held while the totals are being recalculated, so the order is placed at the total shown (issue 15)
          disabled={placing || busy}
          aria-busy={placing || busy || undefined}
          className={`${primaryButton} mt-4 gap-2`}
          data-testid="place-order"
        >
          <Lock aria-hidden className="size-4" />
          {placing ? t("place.placing") : busy ? t("place.updating") : t("place.button")}
        </button>
        <p className="mt-2 text-center text-xs text-stone-500">{t("place.next")}</p>
        <MethodIcons
          methods={paymentMethodsFor({ shippingAddress: { country: data.treatment.country } })}
          className="mt-2 justify-center"
        />
      </div>
    </aside>
  );
}

/** `data-testid` values only on the summary's main copy (the phone bar's copy has none). */
function useTestIds(withIds: boolean) {
  return (id: string) => (withIds ? id : undefined);
}

/** The summary's lines: quantity × unit = line amount, VAT-inclusive for consumers, net for a business. */
export function SummaryLines({ data, testIds = true }: { data: CheckoutData; testIds?: boolean }) {
  const { t, i18n } = useTranslation("checkout");
  const tid = useTestIds(testIds);
  const rate = (bp: number) => ratePercent(bp, i18n.language);
  const figures = checkoutFigures(data);
  const figureOf = new Map(figures.lines.map((l) => [l.id, l]));
  return (
    <ul className="mt-4 divide-y divide-stone-200 border-y border-stone-200">
      {data.lines.map((line) => {
        const shown = figureOf.get(line.id);
        return (
          <li key={line.id} className="flex gap-3 py-3 text-sm" data-testid={tid("summary-line")}>
            <div className="relative h-16 w-14 shrink-0 rounded-md bg-white">
              <img src={line.imageUrl} alt="" width={56} height={64} className="h-full w-full object-contain p-1" />
              <span className="absolute -right-1.5 -top-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-stone-700 px-1 text-[11px] font-semibold text-white">
                {line.quantity}
              </span>
            </div>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-stone-900">{line.name}</p>
              {line.role !== "blank" ? (
                <p className="mt-0.5">
                  <LineRoleBadge role={line.role} testId={tid("summary-line-role")} />
                </p>
              ) : null}
              <p className="text-stone-600">
                {line.colorName} · {line.sizeCode}
              </p>
              <p className="text-xs text-stone-500" data-testid={tid("summary-line-unit")}>
                {/* quantity × unit (+ a design's one-off set-up) = the line amount (issue 20) */}
                <LineUnits
                  quantity={line.quantity}
                  unitCents={shown?.unitCents ?? 0}
                  oneOffCents={shown?.oneOffCents ?? 0}
                  exact={shown?.unitExact ?? true}
                  money={(cents) => <Price cents={cents} />}
                />{" "}
                · {t("summary.vatRate", { rate: rate(line.vatRateBp) })}
              </p>
            </div>
            <p className="font-medium text-stone-900" data-testid={tid("summary-line-amount")}>
              <Price cents={shown?.lineCents ?? 0} />
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The totals: items, discount, shipping, total (and gift card), VAT per rate — "of which" under the
 * total for consumers, added before it for a business. Two decimals on all amounts when any has cents.
 */
export function SummaryTotals({
  data,
  busy,
  testIds = true,
}: {
  data: CheckoutData;
  busy: boolean;
  testIds?: boolean;
}) {
  const { t, i18n } = useTranslation("checkout");
  const tid = useTestIds(testIds);
  const { totals, treatment } = data;
  const rate = (bp: number) => ratePercent(bp, i18n.language);
  const freeShipping = data.coupon?.kind === "free_shipping";
  const figures = checkoutFigures(data);
  const gross = figures.basis === "gross";
  // consumers: "of which VAT" under the total; a business: VAT added per rate (0 % with the exemption)
  const vatEntries =
    figures.vat.length > 0 || gross ? figures.vat : [{ rateBp: treatment.rateBp, vatCents: totals.vatCents }];
  const vatRows = vatEntries.map((v) => (
    <Row
      key={v.rateBp}
      label={t(gross ? "summary.vatIncluded" : "summary.vat", { rate: rate(v.rateBp) })}
      testId={tid("total-vat")}
      muted={gross}
    >
      <Price cents={v.vatCents} />
    </Row>
  ));

  return (
    <PriceBlock
      amounts={[
        figures.itemsCents,
        figures.discountCents,
        figures.shippingCents,
        figures.totalCents,
        totals.amountDueCents,
        ...figures.vat.map((v) => v.vatCents),
      ]}
    >
      <dl
        className={`mt-5 grid gap-2 border-t border-stone-200 pt-4 text-sm transition-opacity ${busy ? "opacity-60" : ""}`}
        aria-busy={busy || undefined}
        data-testid={tid("totals")}
        data-basis={figures.basis}
      >
        <Row label={t(gross ? "summary.itemsGross" : "summary.items")} testId={tid("total-items")}>
          <Price cents={figures.itemsCents} />
        </Row>
        {figures.discountCents > 0 ? (
          <Row label={t("summary.discount", { code: data.coupon?.code ?? "" })} testId={tid("total-discount")}>
            −<Price cents={figures.discountCents} />
          </Row>
        ) : null}
        <Row label={t(gross ? "summary.shippingGross" : "summary.shipping")} testId={tid("total-shipping")}>
          {data.shipping ? (
            figures.shippingCents === 0 ? (
              freeShipping && !data.shipping.free ? (
                t("summary.freeWithCode", { code: data.coupon?.code ?? "" })
              ) : (
                t("summary.free")
              )
            ) : (
              <Price cents={figures.shippingCents} />
            )
          ) : (
            <span className="text-stone-500">{t("summary.shippingLater")}</span>
          )}
        </Row>
        {gross ? null : vatRows}
        {totals.giftCardAppliedCents > 0 ? (
          <>
            <Row label={t("summary.total")} strong testId={tid("total")}>
              <Price cents={figures.totalCents} />
            </Row>
            <Row label={t("summary.giftCard", { code: data.giftCard?.code ?? "" })} testId={tid("total-gift-card")}>
              −<Price cents={totals.giftCardAppliedCents} />
            </Row>
            <Row label={t("summary.amountDue")} strong testId={tid("amount-due")}>
              <Price cents={totals.amountDueCents} />
            </Row>
          </>
        ) : (
          <Row label={t("summary.total")} strong testId={tid("amount-due")}>
            <Price cents={totals.amountDueCents} />
          </Row>
        )}
        {gross ? vatRows : null}
      </dl>
    </PriceBlock>
  );
}

/** The summary's figures: VAT-inclusive for consumers, net for a business (summary-figures.ts). */
export function checkoutFigures(data: CheckoutData): SummaryFigures {
  return summaryFigures({ lines: data.lines, totals: data.totals, treatment: data.treatment, business: data.business });
}

function Row({
  label,
  children,
  strong,
  muted,
  testId,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
  muted?: boolean;
  testId?: string;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? "text-base font-semibold text-stone-900" : muted ? "text-xs text-stone-600" : ""}`}
    >
      <dt className={strong ? "" : muted ? "" : "text-stone-700"}>{label}</dt>
      <dd className={strong || muted ? "" : "text-stone-900"} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

type T = ReturnType<typeof useTranslation<"checkout">>["t"];

function couponText(
  t: T,
  coupon: NonNullable<CheckoutData["coupon"]>,
  rate: (bp: number) => string,
  locale: string,
): string {
  if (coupon.kind === "percentage") return t("codes.percentOff", { rate: rate(coupon.percentBp ?? 0) });
  if (coupon.kind === "fixed")
    return t("codes.amountOff", { amount: displayPrice(coupon.amountCents ?? 0, "eur", null, { locale }) });
  return t("codes.freeShipping");
}

/** The tax note for the treatment (spec: domestic/OSS "incl. VAT x%", export, the intra-Community exemption). */
function taxNote(t: T, data: CheckoutData, countryName: string, rate: (bp: number) => string): string {
  const { treatment } = data;
  if (!data.destinationKnown) return t("tax.unknown");
  if (treatment.kind === "export") return t("tax.export", { country: countryName });
  if (treatment.kind === "intra_community_exempt") return t("tax.intraCommunityExempt");
  return t(treatment.kind === "oss" ? "tax.oss" : "tax.domestic", {
    rate: rate(treatment.rateBp),
    country: countryName,
  });
}

/**
 * A discount or gift card code: the applied code with "Remove", or the field with "Apply"; a
 * refusal says why, by its code (e.g. the minimum spend).
 */
function CodeField({
  kind,
  applied,
  standingRefusal,
  result,
  busy,
  error,
}: {
  kind: "coupon" | "gift";
  applied: { code: string; text: string } | null;
  standingRefusal: RefusalView | null;
  result: CheckoutActionResult | undefined;
  busy: string | null;
  error: string | undefined;
}) {
  const { t, i18n } = useTranslation("checkout");
  const { currency, rates } = useRootData();
  const name = kind === "coupon" ? "couponCode" : "giftCardCode";
  const id = `code-${kind}`;
  const mine = result && (result.intent === kind || result.intent === `${kind}-remove`) ? result : undefined;
  const refusal = mine?.refused ?? standingRefusal ?? undefined;
  const money = (cents: number) => displayPrice(cents, currency, rates?.rates ?? null, { locale: i18n.language });
  const date = (iso: string) => formatDate(iso, isLocale(i18n.language) ? i18n.language : "en");
  const refusalText = refusal
    ? (() => {
        const m = refusalMessage(refusal, money, date);
        return t(m.key, m.values);
      })()
    : undefined;
  const fieldError = mine && !mine.ok && mine.errors?.[name] ? t(mine.errors[name].message) : undefined;
  const message = fieldError ?? refusalText ?? error;
  const working = busy === kind;
  // a code kept on the cart that no longer applies (e.g. the cart fell below its minimum) is shown to be removed
  const held = applied ?? (standingRefusal ? { code: standingRefusal.code, text: "" } : null);
  return (
    <div data-testid={`code-${kind}`}>
      {held ? (
        <div
          className={`flex items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm ${
            applied ? "border-brand-100 bg-brand-50" : "border-red-200 bg-red-50"
          }`}
        >
          <span className={`flex min-w-0 items-center gap-2 ${applied ? "text-brand-900" : "text-red-900"}`}>
            <Tag aria-hidden className="size-4 shrink-0" />
            <span className="min-w-0">
              <span className="font-semibold" data-testid={`applied-${kind}`}>
                {held.code}
              </span>{" "}
              <span className={applied ? "text-brand-800" : ""}>{held.text}</span>
            </span>
          </span>
          <button
            type="submit"
            form={CHECKOUT_FORM_ID}
            name="intent"
            value={`${kind}-remove`}
            disabled={working}
            className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-xs font-medium text-brand-900 hover:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            aria-label={t("codes.removeCode", { code: held.code })}
          >
            <X aria-hidden className="size-3.5" />
            {t("codes.remove")}
          </button>
        </div>
      ) : (
        <>
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
            {kind === "coupon" ? t("codes.couponLabel") : t("codes.giftLabel")}
          </label>
          <div className="flex gap-2">
            <input
              id={id}
              form={CHECKOUT_FORM_ID}
              name={name}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              data-no-autosave
              defaultValue={mine?.values?.[name] ?? ""}
              key={mine ? `${mine.intent}:${mine.ok}` : "none"}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-error` : undefined}
              className={`${inputClass} uppercase placeholder:normal-case`}
              data-testid={`${kind}-input`}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  document.getElementById(`${id}-apply`)?.click();
                }
              }}
            />
            <button
              id={`${id}-apply`}
              type="submit"
              form={CHECKOUT_FORM_ID}
              name="intent"
              value={kind}
              disabled={working}
              className={buttonClass({ variant: "secondary", extra: "shrink-0" })}
              data-testid={`${kind}-apply`}
            >
              {working ? t("codes.applying") : t("codes.apply")}
            </button>
          </div>
        </>
      )}
      <div aria-live="polite">
        {message ? (
          <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700" data-testid={`${kind}-error`}>
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
