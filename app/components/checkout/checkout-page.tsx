import { AlertTriangle, ArrowLeft, ChevronDown, ShoppingBag } from "lucide-react";
import { useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import type { CountryOption } from "../account/address-fields.tsx";
import type { FieldErrors } from "../../lib/customer-form.ts";
import type { CheckoutActionResult, CheckoutData } from "./checkout-data.ts";
import { CHECKOUT_FORM_ID, linkClass } from "./checkout-ui.tsx";
import { ContactSection } from "./contact-section.tsx";
import { DeliverySection } from "./delivery-section.tsx";
import { OrderSummary, SummaryLines, SummaryTotals } from "./order-summary.tsx";
import { Price } from "../price.tsx";
import { ShippingSection } from "./shipping-section.tsx";
import { MoqNotice } from "../wholesale/moq-notice.tsx";

/** The latest answer of each kind: the explicit submits (errors by field), code forms, access point search. */
interface Results {
  form?: CheckoutActionResult;
  code?: CheckoutActionResult;
  search?: CheckoutActionResult;
  /** Bumped on every new explicit answer, to move focus to the error summary. */
  seq: number;
}

function groupOf(intent: string): keyof Omit<Results, "seq"> | null {
  if (intent === "save" || intent === "place" || intent === "choose-ap") return "form";
  if (intent.startsWith("coupon") || intent.startsWith("gift")) return "code";
  if (intent === "search") return "search";
  return null;
}

function reduceResults(state: Results, result: CheckoutActionResult): Results {
  const group = groupOf(result.intent);
  if (!group) return state;
  const next: Results = { ...state, [group]: result, seq: state.seq + 1 };
  // a successful explicit save clears old field errors; choosing an access point keeps the search list
  if (group === "form" && result.intent === "choose-ap" && result.ok) next.form = undefined;
  return next;
}

/** Where each field's error sends the customer (summary links): the field's name in the form. */
const FOCUS_NAME: Record<string, string> = { accessPoint: "apPostcode" };

/**
 * The checkout page (`/checkout`): contact, delivery and shipping steps in one form, the order
 * summary with the codes, terms and "Place order" beside it. Without JavaScript every button posts
 * the whole form (each submit saves what was typed on the cart, so nothing is lost). With it,
 * changes are saved as they happen (the shipping options and totals update), buttons other than
 * "Place order" answer through fetchers, and a failed submit moves focus to the error summary.
 */
export function CheckoutPage({
  data,
  countries,
  accessPointCountries,
  actionData,
}: {
  data: CheckoutData;
  countries: CountryOption[];
  accessPointCountries: CountryOption[];
  actionData: CheckoutActionResult | undefined;
}) {
  const { t } = useTranslation("checkout");
  const navigation = useNavigation();
  const saver = useFetcher<CheckoutActionResult>({ key: "checkout-autosave" });
  const actor = useFetcher<CheckoutActionResult>({ key: "checkout-action" });
  const formRef = useRef<HTMLFormElement>(null);
  const placingRef = useRef(false);
  const [results, push] = useReducer(
    reduceResults,
    actionData,
    (initial): Results => (initial ? reduceResults({ seq: 0 }, initial) : { seq: 0 }),
  );
  const seenAction = useRef(actionData);
  useEffect(() => {
    if (actionData && actionData !== seenAction.current) {
      seenAction.current = actionData;
      push(actionData);
    }
  }, [actionData]);
  useEffect(() => {
    if (actor.data && actor.state === "idle") push(actor.data);
  }, [actor.data, actor.state]);

  const placing = navigation.state !== "idle" && navigation.formData?.get("intent") === "place";
  useEffect(() => {
    if (navigation.state === "idle") placingRef.current = false;
  }, [navigation.state]);
  const actorIntent = actor.state !== "idle" ? String(actor.formData?.get("intent") ?? "") : null;
  // a change waiting for its (debounced) save counts as busy too: the totals are about to change
  const [changePending, setChangePending] = useState(false);
  useEffect(() => {
    if (saver.state === "idle") setChangePending(false);
  }, [saver.state]);
  const busy = changePending || saver.state !== "idle" || actor.state !== "idle";
  const [summaryOpen, setSummaryOpen] = useState(false);

  // With JavaScript, each change is saved (debounced), so the shipping options and totals follow.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    let timer: number | undefined;
    const onChange = (event: Event) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest("[data-no-autosave]")) return;
      setChangePending(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const body = new FormData(form);
        body.set("intent", "autosave");
        void saver.submit(body, { method: "post" });
      }, 250);
    };
    form.addEventListener("change", onChange);
    return () => {
      form.removeEventListener("change", onChange);
      window.clearTimeout(timer);
    };
  }, [saver.submit]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.name === "intent" ? submitter.value : "save";
    if (intent === "place") {
      // one order per click: a second submit while the first is on its way is dropped (the key covers the rest)
      if (placingRef.current) event.preventDefault();
      placingRef.current = true;
      return;
    }
    event.preventDefault();
    const body = new FormData(event.currentTarget, submitter);
    if (!body.has("intent")) body.set("intent", intent);
    void actor.submit(body, { method: "post" });
  };

  // a successful "Continue" moves on to the shipping step
  useEffect(() => {
    if (results.form?.intent === "save" && results.form.ok) {
      const heading = document.getElementById("checkout-shipping-title");
      heading?.focus();
      heading?.scrollIntoView({ block: "start", behavior: "smooth" });
    }
  }, [results.form]);

  const form = results.form;
  const formErrors: FieldErrors | undefined = form?.errors;
  const countryName = countries.find((c) => c.code === data.treatment.country)?.name ?? data.treatment.country;
  const stockProblem = data.problems.some((p) => p.code === "OUT_OF_STOCK" || p.code === "PRODUCT_UNAVAILABLE");
  const fieldErrors = { ...formErrors, ...(results.search?.errors ?? {}) };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 lg:px-8 lg:py-10">
      <p>
        <Link to="/cart" className="inline-flex items-center gap-1.5 text-sm text-stone-600 hover:text-stone-900">
          <ArrowLeft aria-hidden className="size-4" />
          {t("backToCart")}
        </Link>
      </p>
      {/* phones: the order summary folded into a bar at the top, with the total (issue 15) */}
      <details
        className="group mt-3 rounded-xl border border-stone-200 bg-stone-50 lg:hidden"
        onToggle={(e) => setSummaryOpen(e.currentTarget.open)}
        data-testid="mobile-summary"
      >
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-sm font-medium text-stone-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 [&::-webkit-details-marker]:hidden">
          <span className="inline-flex items-center gap-2 text-brand-800">
            <ShoppingBag aria-hidden className="size-4" />
            {summaryOpen ? t("mobileSummary.hide") : t("mobileSummary.show")}
            <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
          </span>
          <span className="text-base font-semibold" data-testid="mobile-summary-total">
            <Price cents={data.totals.amountDueCents} />
          </span>
        </summary>
        <div className="px-4 pb-4">
          <SummaryLines data={data} testIds={false} />
          <SummaryTotals data={data} busy={busy} testIds={false} />
        </div>
      </details>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t("title")}</h1>
      {stockProblem ? (
        <p
          role="alert"
          className="mt-4 flex flex-wrap items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <AlertTriangle aria-hidden className="size-4" />
          {t("stockChanged")}{" "}
          <Link to="/cart" className={linkClass}>
            {t("reviewCart")}
          </Link>
        </p>
      ) : null}
      <MoqNotice problems={data.problems} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <Form
          id={CHECKOUT_FORM_ID}
          ref={formRef}
          method="post"
          noValidate
          preventScrollReset
          onSubmit={onSubmit}
          className="grid gap-6"
          data-testid="checkout-form"
        >
          {/* the button Enter presses in a field (implicit submission): saves, never places the order */}
          <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden className="sr-only">
            {t("delivery.continue")}
          </button>
          <ErrorSummary result={form} seq={results.seq} formRef={formRef} />
          <ContactSection data={data} errors={formErrors} typedEmail={form?.values?.email} />
          <DeliverySection
            data={data}
            countries={countries}
            accessPointCountries={accessPointCountries}
            errors={fieldErrors}
            search={results.search}
            searching={actorIntent === "search"}
            typedTaxId={form?.values?.invoiceTaxId}
          />
          <ShippingSection data={data} errors={formErrors} countryName={countryName} />
        </Form>
        <OrderSummary
          data={data}
          countryName={countryName}
          errors={formErrors}
          codeResult={results.code}
          codeBusy={actorIntent?.startsWith("coupon") ? "coupon" : actorIntent?.startsWith("gift") ? "gift" : null}
          placing={placing}
          busy={busy}
        />
      </div>
    </div>
  );
}

/**
 * The errors of a failed "Continue" or "Place order": a form-wide message and a list of what to fix,
 * each a link to its field. Focused when it appears (keyboard and screen reader users land on it).
 */
function ErrorSummary({
  result,
  seq,
  formRef,
}: {
  result: CheckoutActionResult | undefined;
  seq: number;
  formRef: React.RefObject<HTMLFormElement | null>;
}) {
  const { t } = useTranslation("checkout");
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(result?.errors ?? {}).filter(([, e]) => e);
  const show = result && !result.ok && (entries.length > 0 || result.formError);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once per new answer
  useEffect(() => {
    if (show) {
      ref.current?.focus();
      ref.current?.scrollIntoView({ block: "center" });
    }
  }, [seq]);
  if (!show) return null;
  const focusField = (name: string) => (event: React.MouseEvent) => {
    const target = formRef.current?.elements.namedItem(FOCUS_NAME[name] ?? name);
    const element =
      target instanceof RadioNodeList ? (target[0] as HTMLElement | undefined) : (target as HTMLElement | null);
    if (element && typeof element.focus === "function") {
      event.preventDefault();
      element.focus();
      element.scrollIntoView({ block: "center" });
    }
  };
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="checkout-errors-title"
      className="rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
      data-testid="error-summary"
    >
      <h2 id="checkout-errors-title" className="font-semibold">
        {result.formError
          ? t(`formErrors.${result.formError}`, { defaultValue: t("formErrors.UNKNOWN") })
          : t("fixErrors")}
      </h2>
      {entries.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {entries.map(([name, error]) => (
            <li key={name}>
              <a href={`#${sectionOf(name)}`} onClick={focusField(name)} className="underline underline-offset-2">
                {t(`fieldNames.${name}`, { defaultValue: name })}:{" "}
                {error ? t(error.message, { ...error.params, defaultValue: t("errors.invalid") }) : null}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {result.formError === "OUT_OF_STOCK" || result.formError === "PRODUCT_UNAVAILABLE" ? (
        <p className="mt-2">
          <Link to="/cart" className="font-medium underline underline-offset-2">
            {t("reviewCart")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** The step a field is in (the summary's links work without JavaScript too). */
function sectionOf(name: string): string {
  if (name === "email") return "checkout-contact";
  if (name === "shippingMethodId") return "checkout-shipping";
  if (name === "couponCode" || name === "giftCardCode" || name === "acceptTerms") return "order-summary";
  return "checkout-delivery";
}
