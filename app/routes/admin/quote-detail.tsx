import { ArrowLeft } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { declineQuoteAsShop, getQuoteForStaff, priceQuote, reopenQuote } from "../../../core/quotes/admin-quotes.ts";
import { DomainError } from "../../../core/shared/errors.ts";
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
import { Eur } from "../../components/orders/eur.tsx";
import { formatDate, formatDateTime } from "../../components/orders/order-format.ts";
import { QuoteStatusBadge, SizeDistribution, useGarmentName } from "../../components/quotes/quote-ui.tsx";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { buyingContext } from "../../lib/order-pages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/quote-detail";

/**
 * One quote request for staff (issue 6 quotes admin, `/admin/quote/{id}`): the frozen design (front
 * and back previews, garment, dye, placements, sizes), the customer's wishes and the configurator's
 * estimate; staff price it (total and last valid day; the customer is e-mailed), decline it with a
 * reason, or withdraw an unapproved offer to revise it. Needs `read:quote:any`; moves `update:quote:any`.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { ctx } = buyingContext(context);
  const actor = requireStaff(ctx, request, "read:quote:any");
  const quote = await adminCall(request, () => getQuoteForStaff(ctx, params.id));
  const inTwoWeeks = new Date(ctx.now().getTime() + 14 * 86_400_000).toISOString().slice(0, 10);
  return data(
    {
      quote,
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

interface ActionResult {
  intent: string;
  error: string;
  field?: string;
}

/** Euros ("1234,50" or "1234.50") as integer cents, or null. */
function centsOf(text: string): number | null {
  const m = /^\s*(\d{1,8})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0")) : null;
}

/** Price, decline or reopen; typed refusals come back as `{ intent, error: code, field }`. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { ctx, buying } = buyingContext(context);
  requireStaff(ctx, request, "read:quote:any");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const text = (name: string) => (typeof form.get(name) === "string" ? String(form.get(name)).trim() : "");
  const links = { publicUrl: buying.links.publicUrl };
  try {
    if (intent === "price") {
      const totalCents = centsOf(text("total"));
      if (!totalCents) return data<ActionResult>({ intent, error: "AMOUNT", field: "total" }, { status: 400 });
      await priceQuote(ctx, links, params.id, { totalCents, expiresOn: text("expiresOn"), message: text("message") });
    } else if (intent === "decline") {
      await declineQuoteAsShop(ctx, links, params.id, { reason: text("reason") });
    } else if (intent === "reopen") {
      await reopenQuote(ctx, links, params.id);
    } else {
      throw data(null, { status: 400 });
    }
  } catch (error) {
    if (error instanceof DomainError && error.status !== 401 && error.status !== 404) {
      return data<ActionResult>({ intent, error: error.code, field: error.field }, { status: error.status });
    }
    if ((error as { name?: string })?.name === "ZodError") {
      const field = String((error as { issues?: { path: unknown[] }[] }).issues?.[0]?.path[0] ?? "");
      return data<ActionResult>({ intent, error: "INVALID_INPUT", field }, { status: 400 });
    }
    await adminCall(request, () => Promise.reject(error));
  }
  throw redirect(`/admin/quote/${params.id}?done=${intent}`, { headers: ADMIN_HEADERS });
}

export default function AdminQuoteDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-ops");
  const { t: tQuotes } = useTranslation("quotes");
  const garment = useGarmentName();
  const { locale } = useRootData();
  const { quote, defaultExpiry, done, mayUpdate } = loaderData;
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const result = actionData as ActionResult | undefined;
  const errorOf = (intent: string) =>
    result?.intent === intent
      ? result.error === "AMOUNT"
        ? t("quote.amountInvalid")
        : t(`errors.${result.error}`, { defaultValue: t("errors.generic") })
      : null;
  const ids = { total: useId(), expires: useId(), message: useId(), reason: useId() };
  const doc = quote.document as {
    dye?: string;
    placements?: { placement?: string; technique?: string; text?: string | null }[];
  };
  return (
    <AdminPage
      title={
        <span className="inline-flex flex-wrap items-center gap-3">
          {t("quote.title", { design: quote.designName })} <QuoteStatusBadge status={quote.status} />
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
              <dd>{garment(quote.garmentType)}</dd>
            </div>
            <div>
              <dt className="text-stone-600">{t("quote.dye")}</dt>
              <dd>{doc.dye ?? "—"}</dd>
            </div>
            <div>
              <dt className="text-stone-600">{t("quote.placements")}</dt>
              <dd>
                {(doc.placements ?? []).length === 0
                  ? "—"
                  : (doc.placements ?? [])
                      .map((p) => [p.placement, p.technique].filter(Boolean).join(" · "))
                      .join(", ")}
              </dd>
            </div>
          </dl>
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
                {tQuotes(`status.${h.to}`, { defaultValue: h.to })}
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
              {quote.expiresAt ? (
                <p className="text-sm text-stone-600">
                  {t("quote.validUntil")} {formatDate(quote.expiresAt, locale)}
                </p>
              ) : null}
              {mayUpdate && quote.actions.includes("reopen") ? (
                <Form method="post" className="mt-3">
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
              <Form method="post" className="mt-3 space-y-3">
                <input type="hidden" name="intent" value="price" />
                <div>
                  <label htmlFor={ids.total} className={labelClass}>
                    {t("quote.total")}
                  </label>
                  <input
                    id={ids.total}
                    name="total"
                    required
                    inputMode="decimal"
                    className={inputClass}
                    defaultValue={quote.estimateCents ? (quote.estimateCents / 100).toFixed(2) : ""}
                    aria-invalid={result?.intent === "price" && result.field === "total" ? true : undefined}
                  />
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
              <Form method="post" className="mt-3 space-y-3">
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
