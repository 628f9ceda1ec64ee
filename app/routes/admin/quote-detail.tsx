import { getFormProps } from "@conform-to/react";
import { ArrowLeft } from "lucide-react";
import { z } from "zod";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { getThreeProductOptions } from "../../../core/customization/get-three-product.ts";
import { declineQuoteAsShop, getQuoteForStaff, priceQuote, reopenQuote } from "../../../core/quotes/admin-quotes.ts";
import { declineQuoteSchema, priceQuoteSchema } from "../../../core/quotes/schemas.ts";
import { type DomainError, type Invalid, NotFound } from "../../../core/shared/errors.ts";
import { DEFAULT_LOCALE, isLocale, pickLocale } from "../../../core/shared/locale.ts";
import { usePreflightText } from "../../components/configurator-ui/messages.ts";
import { hasPermission } from "../../../core/shared/permissions.ts";
import { DateField } from "../../components/ui/date-field.tsx";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import {
  FormNote,
  buttonPrimary,
  buttonSecondary,
  inputClass,
  labelClass,
  linkClass,
  opsText,
  panelClass,
  textareaClass,
} from "../../components/admin-ops/ops-ui.tsx";
import { Eur, formatEur } from "../../components/orders/eur.tsx";
import { formatDate, formatDateTime } from "../../components/orders/order-format.ts";
import { QuoteStatusBadge, SizeDistribution, useGarmentName } from "../../components/quotes/quote-ui.tsx";
import { ADMIN_HEADERS, adminCall, adminFormCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { type FormErrors, formAction, translatorFor } from "../../lib/form-action.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { useRootData } from "../../lib/root-data.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/quote-detail";
import { eurosAsCents } from "../../../core/shared/money-schema.ts";
import { parseEurosToCents } from "../../../core/shared/money.ts";

/**
 * One quote request for staff (issue 6 quotes admin, `/admin/quote/{id}`): the frozen design (front
 * and back previews, garment, dye, labels, placements with their techniques — by their names in the
 * page's language —, sizes), the tech pack and the design's preflight warnings (issue 20), the
 * customer's wishes and the configurator's estimate; staff price it (a price per unit — the total is
 * that × the units, ADR 0010 — and the last valid day; the customer is e-mailed), decline it with a
 * reason, or withdraw an unapproved offer to revise it. Statuses in staff wording. Needs
 * `read:quote:any`; moves `update:quote:any`.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const actor = requireStaff(ctx, request, "read:quote:any");
  const quote = await adminCall(request, () => getQuoteForStaff(ctx, params.id));
  // the option names of the design's 3D product, in the page's language (null if it was removed)
  const options = await getThreeProductOptions(ctx, quote.threeProductId).catch((error) => {
    if (error instanceof NotFound) return null;
    throw error;
  });
  const names = options
    ? {
        dyes: options.dyes.map((d) => ({ code: d.code, name: d.name, hex: d.hex })),
        placements: options.placements.map((p) => ({ code: p.code, name: p.name })),
        techniques: options.techniques.map((t) => ({ code: t.code, name: t.name })),
        labels: options.labels.map((l) => ({ code: l.code, name: l.name })),
        labelSlots: options.labelSlots.map((l) => ({ code: l.code, name: l.name })),
      }
    : null;
  const inTwoWeeks = new Date(ctx.now().getTime() + 14 * 86_400_000).toISOString().slice(0, 10);
  return data(
    {
      quote,
      names,
      defaultExpiry: inTwoWeeks,
      done: new URL(request.url).searchParams.get("done"),
      mayUpdate: hasPermission(actor, "update:quote:any"),
    },
    { headers: ADMIN_HEADERS },
  );
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: opsText(root, "quote.title", { design: loaderData?.quote.designName ?? "" }),
      description: opsText(root, "quotes.lead"),
      path: "/admin/quote",
      noindex: true,
    },
    root,
  );
}

/**
 * The price form: `priceQuote`'s unit price typed in euros (`unit`, for its `unitCents`), the offer's
 * last day and the message to the customer.
 */
const priceFormSchema = z.object({
  unit: eurosAsCents(priceQuoteSchema.shape.unitCents),
  expiresOn: priceQuoteSchema.shape.expiresOn,
  message: priceQuoteSchema.shape.message,
});
/** Reopening posts nothing but its intent. */
const reopenSchema = z.object({});

/** Price, decline or reopen; a refusal comes back as `{ intent, reply }` (Conform's reply) for that form. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:quote:any");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const t = translatorFor(ctx.locale);
  // the form's note in the back office's words: a price the schema refuses asks for the unit price,
  // another schema refusal to check the fields, any other refusal its code's text
  const explain = (error: DomainError): FormErrors => {
    const issue = (error as Partial<Invalid>).issues?.[0];
    if (issue?.field === "unitCents" || issue?.field === "totalCents") {
      return { fieldErrors: { unit: [t("admin-ops:quote.amountInvalidUnit")] } };
    }
    const text = issue
      ? t("admin-ops:errors.INVALID_INPUT")
      : t(`admin-ops:errors.${error.code}`, { defaultValue: t("admin-ops:errors.generic") });
    return { formErrors: [text] };
  };
  const run = <S extends z.ZodType>(schema: S, verb: (input: z.output<S>) => Promise<unknown>) =>
    formAction(ctx, form, schema, (input) => adminFormCall(request, () => verb(input)), { explain });
  let result: Awaited<ReturnType<typeof run>>;
  if (intent === "price") {
    result = await run(priceFormSchema, ({ unit, expiresOn, message }) =>
      priceQuote(ctx, { id: params.id, unitCents: unit, expiresOn, message }),
    );
  } else if (intent === "decline") {
    result = await run(declineQuoteSchema, (input) => declineQuoteAsShop(ctx, { ...input, id: params.id }));
  } else if (intent === "reopen") {
    result = await run(reopenSchema, () => reopenQuote(ctx, params.id));
  } else {
    throw data(null, { status: 400 });
  }
  if (!result.ok) return data({ intent, reply: result.reply }, { status: result.status, headers: ADMIN_HEADERS });
  throw redirect(`/admin/quote/${params.id}?done=${intent}`, { headers: ADMIN_HEADERS });
}

export default function AdminQuoteDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-ops");
  const { t: tQuotes } = useTranslation("quotes");
  const garment = useGarmentName();
  const { locale } = useRootData();
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const { quote, names, defaultExpiry, done, mayUpdate } = loaderData;
  const preflightText = usePreflightText(names ?? undefined);
  const nameOf = (list: { code: string; name: string }[] | undefined, code: string | undefined) =>
    code ? (list?.find((o) => o.code === code)?.name ?? code) : "—";
  const [unitText, setUnitText] = useState(
    quote.estimateCents && quote.units > 0 ? (Math.round(quote.estimateCents / quote.units) / 100).toFixed(2) : "",
  );
  const typedUnit = parseEurosToCents(unitText) || null;
  const current = quote.currentDesign;
  const changed = current !== null && current.version !== quote.designVersion;
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const refused = (intent: string) => (actionData?.intent === intent ? actionData.reply : undefined);
  const [priceForm, priceFields] = useSchemaForm(priceFormSchema, { id: "quote-price", lastResult: refused("price") });
  const [declineForm] = useSchemaForm(declineQuoteSchema, { id: "quote-decline", lastResult: refused("decline") });
  const [reopenForm] = useSchemaForm(reopenSchema, { id: "quote-reopen", lastResult: refused("reopen") });
  const unitRefused = Boolean(priceFields.unit.errors?.length);
  const noteOf = (form: { allErrors: Record<string, string[]> }) => Object.values(form.allErrors)[0]?.[0] ?? null;
  const errorOf = (intent: "price" | "decline" | "reopen") =>
    intent === "price"
      ? unitRefused
        ? t("quote.amountInvalidUnit")
        : noteOf(priceForm)
      : noteOf(intent === "decline" ? declineForm : reopenForm);
  const ids = { total: useId(), totalHint: useId(), expires: useId(), message: useId(), reason: useId() };
  const doc = quote.document as {
    dye?: string;
    labels?: Record<string, string>;
    placements?: { placement?: string; technique?: string; text?: { content?: string } | string | null }[];
  };
  const labels = Object.entries(doc.labels ?? {}).filter(([, code]) => code && code !== "none");
  return (
    <AdminPage
      title={
        <span className="inline-flex flex-wrap items-center gap-3">
          {t("quote.title", { design: quote.designName })} <QuoteStatusBadge status={quote.status} audience="staff" />
        </span>
      }
      back={
        <Link to="/admin/quote/list" className={`mb-4 inline-flex items-center gap-1.5 text-sm ${linkClass}`}>
          <ArrowLeft aria-hidden className="size-4" /> {t("quote.back")}
        </Link>
      }
    >
      {done ? <FormNote ok={t(`quote.done.${done}`)} /> : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <section className={`${panelClass} min-w-0`} aria-labelledby="request-h">
          <h2 id="request-h" className="text-lg font-semibold text-stone-900">
            {t("quote.request")}
          </h2>
          <div className="mt-3 grid grid-cols-2 gap-3">
            {[
              [quote.frontImageUrl, t("quote.front")],
              [quote.backImageUrl, t("quote.back_")],
            ].map(([src, alt]) =>
              src ? (
                <img
                  key={alt}
                  src={src}
                  alt={`${alt}: ${quote.designName}`}
                  className="aspect-square w-full rounded-xl bg-stone-100 object-contain"
                />
              ) : null,
            )}
          </div>
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-stone-600">{t("quote.customer")}</dt>
              <dd className="break-all">
                {quote.customerName} · {quote.customerEmail}
              </dd>
            </div>
            <div>
              <dt className="text-stone-600">{t("quote.garment")}</dt>
              <dd data-testid="quote-garment">
                {garment(quote.garmentType)}
                {/* the blank it is made on, as quoted (issue 20) */}
                {quote.blank ? (
                  <>
                    {" · "}
                    {pickLocale(quote.blank.name, lang)}
                    {quote.blank.fabric ? (
                      <span className="block text-xs text-stone-600">
                        {pickLocale(quote.blank.fabric.name, lang)}, {quote.blank.fabric.weightGsm} g/m² ·{" "}
                        {pickLocale(quote.blank.fabric.composition, lang)}
                      </span>
                    ) : null}
                  </>
                ) : null}
              </dd>
            </div>
            <div>
              <dt className="text-stone-600">{t("quote.dye")}</dt>
              <dd data-testid="quote-dye">{nameOf(names?.dyes, doc.dye)}</dd>
            </div>
            <div>
              <dt className="text-stone-600">{t("quote.labels")}</dt>
              <dd data-testid="quote-labels">
                {labels.length === 0
                  ? "—"
                  : labels
                      .map(([slot, code]) => `${nameOf(names?.labelSlots, slot)}: ${nameOf(names?.labels, code)}`)
                      .join(", ")}
              </dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-stone-600">{t("quote.placements")}</dt>
              <dd data-testid="quote-placements">
                {(doc.placements ?? []).length === 0 ? (
                  "—"
                ) : (
                  <ul className="space-y-0.5">
                    {(doc.placements ?? []).map((p, i) => {
                      const text = typeof p.text === "string" ? p.text : p.text?.content;
                      return (
                        <li key={`${p.placement}-${i}`}>
                          {nameOf(names?.placements, p.placement)} · {nameOf(names?.techniques, p.technique)}
                          {text ? ` · ${t("quote.text", { text })}` : ""}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </dd>
            </div>
          </dl>
          <p className="mt-4">
            <a
              href={`/api/customize/${encodeURIComponent(quote.designId)}/techpack`}
              className={`text-sm font-medium ${linkClass}`}
              data-testid="quote-techpack"
              download
            >
              {t("quote.techPack")}
            </a>
          </p>
          {current === null ? (
            <p className="mt-2 text-sm text-amber-900">{t("quote.designDeleted")}</p>
          ) : changed ? (
            <p className="mt-2 text-sm text-amber-900" data-testid="quote-design-changed">
              {t("quote.techPackChanged", { quoted: quote.designVersion, current: current.version })}
            </p>
          ) : null}
          {current ? (
            <>
              <h3 className="mt-4 text-sm font-medium text-stone-900">{t("quote.preflight")}</h3>
              {current.preflight.length === 0 ? (
                <p className="mt-1 text-sm text-stone-700" data-testid="quote-preflight-none">
                  {t("quote.preflightNone")}
                </p>
              ) : (
                <ul
                  className="mt-1 list-disc space-y-1 rounded-lg border border-amber-200 bg-amber-50 py-2 pl-8 pr-3 text-sm text-amber-900"
                  data-testid="quote-preflight"
                >
                  {current.preflight.map((w, i) => (
                    <li key={`${w.code}-${w.placement}-${w.decoration ?? i}`}>{preflightText(w)}</li>
                  ))}
                </ul>
              )}
            </>
          ) : null}
          <h3 className="mt-4 text-sm font-medium text-stone-900">{t("quote.sizes")}</h3>
          <SizeDistribution sizes={quote.sizes} units={quote.units} />
          {quote.message ? (
            <>
              <h3 className="mt-4 text-sm font-medium text-stone-900">{t("quote.wishes")}</h3>
              <p className="mt-1 whitespace-pre-line text-sm text-stone-700">{quote.message}</p>
            </>
          ) : null}
          <p className="mt-4 text-sm text-stone-700">
            {quote.estimateCents === null ? (
              t("quote.noEstimate")
            ) : (
              <>
                {t("quote.estimate")}: <Eur cents={quote.estimateCents} className="font-medium" />
              </>
            )}
          </p>
          <h3 className="mt-4 text-sm font-medium text-stone-900">{t("quote.history")}</h3>
          <ol className="mt-1 space-y-1 text-sm text-stone-700">
            {quote.history.map((h, i) => (
              <li key={`${h.at}-${i}`}>
                <time dateTime={h.at} className="text-stone-500">
                  {formatDateTime(h.at, locale)}
                </time>{" "}
                {t(`quote.status.${h.to}`, { defaultValue: tQuotes(`status.${h.to}`, { defaultValue: h.to }) })}
                {h.note ? ` — ${h.note}` : ""}
              </li>
            ))}
          </ol>
        </section>

        <div className="min-w-0 space-y-6">
          {quote.quotedTotalCents !== null ? (
            <section className={panelClass} aria-labelledby="offer-h">
              <h2 id="offer-h" className="text-lg font-semibold text-stone-900">
                {t("quote.offer")}
              </h2>
              <p className="mt-2 text-2xl font-semibold" data-testid="quote-offer-total">
                <Eur cents={quote.quotedTotalCents} />
              </p>
              {quote.units > 0 && quote.quotedTotalCents % quote.units === 0 ? (
                <p className="text-sm text-stone-600" data-testid="quote-offer-unit">
                  {t("quote.perUnit", {
                    unit: formatEur(quote.quotedTotalCents / quote.units, locale, "always"),
                    units: quote.units,
                  })}
                </p>
              ) : null}
              {quote.expiresAt ? (
                <p className="text-sm text-stone-600">
                  {t("quote.validUntil")} {formatDate(quote.expiresAt, locale)}
                </p>
              ) : null}
              {mayUpdate && quote.actions.includes("reopen") ? (
                <Form method="post" {...getFormProps(reopenForm)} className="mt-3">
                  <input type="hidden" name="intent" value="reopen" />
                  <button type="submit" className={buttonSecondary} disabled={busy("reopen")}>
                    {t("quote.reopen")}
                  </button>
                  <FormNote error={errorOf("reopen")} />
                </Form>
              ) : null}
            </section>
          ) : null}
          {mayUpdate && quote.actions.includes("price") ? (
            <section className={panelClass} aria-labelledby="price-h">
              <h2 id="price-h" className="text-lg font-semibold text-stone-900">
                {t("quote.price")}
              </h2>
              <Form method="post" {...getFormProps(priceForm)} className="mt-3 space-y-3">
                <input type="hidden" name="intent" value="price" />
                <div>
                  <label htmlFor={ids.total} className={labelClass}>
                    {t("quote.unitPrice")}
                  </label>
                  <input
                    id={ids.total}
                    name="unit"
                    required
                    inputMode="decimal"
                    className={inputClass}
                    value={unitText}
                    onChange={(e) => setUnitText(e.target.value)}
                    aria-describedby={ids.totalHint}
                    aria-invalid={unitRefused ? true : undefined}
                  />
                  <p id={ids.totalHint} className="mt-1 text-sm text-stone-600" data-testid="quote-price-total">
                    {typedUnit
                      ? t("quote.unitHint", {
                          unit: formatEur(typedUnit, locale, "always"),
                          units: quote.units,
                          total: formatEur(typedUnit * quote.units, locale, "always"),
                        })
                      : t("quote.unitHintEmpty", { units: quote.units })}
                  </p>
                </div>
                <div>
                  <label htmlFor={ids.expires} className={labelClass}>
                    {t("quote.expiresOn")}
                  </label>
                  <DateField id={ids.expires} name="expiresOn" required defaultValue={defaultExpiry} />
                </div>
                <div>
                  <label htmlFor={ids.message} className={labelClass}>
                    {t("quote.message")}
                  </label>
                  <textarea id={ids.message} name="message" rows={3} maxLength={2000} className={textareaClass} />
                </div>
                <button type="submit" className={buttonPrimary} disabled={busy("price")}>
                  {t("quote.send")}
                </button>
                <FormNote error={errorOf("price")} />
              </Form>
            </section>
          ) : null}
          {mayUpdate && quote.actions.includes("decline") ? (
            <section className={panelClass} aria-labelledby="decline-h">
              <h2 id="decline-h" className="text-lg font-semibold text-stone-900">
                {t("quote.decline")}
              </h2>
              <Form method="post" {...getFormProps(declineForm)} className="mt-3 space-y-3">
                <input type="hidden" name="intent" value="decline" />
                <div>
                  <label htmlFor={ids.reason} className={labelClass}>
                    {t("quote.reason")}
                  </label>
                  <textarea
                    id={ids.reason}
                    name="reason"
                    rows={3}
                    minLength={3}
                    maxLength={2000}
                    required
                    className={textareaClass}
                  />
                </div>
                <button type="submit" className={buttonSecondary} disabled={busy("decline")}>
                  {t("quote.declineSubmit")}
                </button>
                <FormNote error={errorOf("decline")} />
              </Form>
            </section>
          ) : null}
        </div>
      </div>
    </AdminPage>
  );
}
