import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { ArrowLeft, Check, ShoppingBag, X } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useNavigation, useSearchParams } from "react-router";
import { approveQuote, declineQuote, getQuote, orderQuote } from "../../../core/quotes/quotes.ts";
import { declineNoteSchema } from "../../../core/quotes/schemas.ts";
import { NotFound } from "../../../core/shared/errors.ts";
import { PageHeading, Panel, buttonClass } from "../../components/account/account-ui.tsx";
import { Notice } from "../../components/auth/auth-form.tsx";
import { formatDate, formatDateTime } from "../../components/orders/order-format.ts";
import { Price } from "../../components/price.tsx";
import {
  QUOTE_PAGE_HEADERS,
  type QuoteError,
  QuoteStatusBadge,
  SizeDistribution,
  quoteErrorOf,
  quotePageMeta,
  useGarmentName,
} from "../../components/quotes/quote-ui.tsx";
import { cartRefOf } from "../../lib/cart.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { formAction } from "../../lib/form-action.server.ts";
import { firstError } from "../../lib/form-errors.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { requireUser } from "../../lib/session.server.ts";
import type { Route } from "./+types/quote-detail";
import { Textarea } from "../../components/ui/input.tsx";

/**
 * One quote (issue 5): its history, the request (design snapshot, sizes, message, estimate), the
 * shop's answer (total, unit price, message, valid until) and the customer's moves by status:
 * pending approval → approve / decline; approved → order at this price / decline; in review → withdraw.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  try {
    const q = await getQuote(ctx, params.id);
    return data(
      {
        quote: {
          id: q.id,
          status: q.status,
          designId: q.designId,
          designName: q.designName,
          garmentType: q.garmentType,
          sizes: q.sizes,
          units: q.units,
          message: q.message,
          estimateCents: q.estimateCents,
          quotedTotalCents: q.quotedTotalCents,
          unitCents: q.quotedTotalCents !== null && q.units > 0 ? Math.round(q.quotedTotalCents / q.units) : null,
          shopMessage: q.shopMessage,
          validUntil: q.expiresAt ? formatDate(q.expiresAt, ctx.locale) : null,
          orderId: q.orderId,
          requestedOn: formatDate(q.createdAt, ctx.locale),
          history: q.history.map((e) => ({ ...e, atText: formatDateTime(e.at, ctx.locale) })),
        },
      },
      { headers: QUOTE_PAGE_HEADERS },
    );
  } catch (error) {
    if (error instanceof NotFound) throw data(null, { status: 404, headers: QUOTE_PAGE_HEADERS });
    throw error;
  }
}

type ActionResult =
  | { intent: string; ok: true }
  | { intent: string; ok: false; error: QuoteError }
  | { intent: "decline"; ok: false; reply: SubmissionResult<string[]> };

/** `intent=approve|decline|order` (withdrawing a request in review is `decline`). */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const form = await request.formData();
  // which button was pressed (read by hand); only the decline form has fields (its note: the verb's schema)
  const intent = String(form.get("intent") ?? "");
  if (intent === "decline") {
    const result = await formAction(
      ctx,
      form,
      declineNoteSchema,
      ({ note }) => declineQuote(ctx, { id: params.id, note: note || undefined }),
      {
        ns: "quotes",
      },
    );
    if (result.ok) return data<ActionResult>({ intent, ok: true }, { headers: QUOTE_PAGE_HEADERS });
    if (result.error instanceof NotFound && result.error.code === "QUOTE_NOT_FOUND") {
      throw data(null, { status: 404, headers: QUOTE_PAGE_HEADERS });
    }
    return data<ActionResult>(
      { intent, ok: false, reply: result.reply },
      { status: result.status === 400 ? 400 : 409, headers: QUOTE_PAGE_HEADERS },
    );
  }
  try {
    if (intent === "approve") {
      await approveQuote(ctx, params.id);
      return data<ActionResult>({ intent, ok: true }, { headers: QUOTE_PAGE_HEADERS });
    }
    if (intent === "order") {
      const { ref, headers } = await cartRefOf(request, context);
      await orderQuote(ctx, { cart: ref, id: params.id });
      headers.set("Cache-Control", "no-store");
      return redirect("/checkout", { headers });
    }
  } catch (error) {
    if (error instanceof NotFound && error.code === "QUOTE_NOT_FOUND") {
      throw data(null, { status: 404, headers: QUOTE_PAGE_HEADERS });
    }
    return data<ActionResult>(
      { intent, ok: false, error: quoteErrorOf(error) },
      { status: 409, headers: QUOTE_PAGE_HEADERS },
    );
  }
  throw data(null, { status: 400 });
}

export function headers() {
  return QUOTE_PAGE_HEADERS;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return quotePageMeta(matches, "detail", `/user/quotes/${loaderData?.quote.id ?? ""}`, {
    name: loaderData?.quote.designName ?? "",
  });
}

type Loaded = Route.ComponentProps["loaderData"];

export default function QuoteDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("quotes");
  const garmentName = useGarmentName();
  const [params] = useSearchParams();
  const { quote } = loaderData;
  const result = actionData as ActionResult | undefined;
  const answered = quote.quotedTotalCents !== null;
  return (
    <>
      <Link to="/user/quotes" className={`-ml-3 mb-2 ${buttonClass.quiet}`}>
        <ArrowLeft aria-hidden className="size-4" />
        {t("detail.back")}
      </Link>
      <PageHeading
        title={t("detail.title", { name: quote.designName })}
        lead={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <QuoteStatusBadge status={quote.status} />
            <span>{t("detail.requestedOn", { date: quote.requestedOn })}</span>
          </span>
        }
      />
      {params.get("sent") && quote.status === "in_review" && !result ? (
        <Notice tone="success" testId="quote-sent">
          {t("detail.sent")}
        </Notice>
      ) : null}
      {result && !result.ok ? (
        <Notice tone="error" testId="quote-error">
          {"reply" in result ? firstError(result.reply) : t(`errors.${result.error}`)}
        </Notice>
      ) : null}
      {result?.ok && result.intent === "approve" ? <Notice tone="success">{t("detail.approved")}</Notice> : null}
      {result?.ok && result.intent === "decline" ? <Notice tone="info">{t("detail.declined")}</Notice> : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <Panel title={t("detail.answer")}>
            {answered ? (
              <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-3" data-testid="quote-answer">
                <div>
                  <dt className="text-stone-500">{t("detail.total")}</dt>
                  <dd className="mt-1 text-xl font-semibold tabular-nums text-stone-900">
                    <Price cents={quote.quotedTotalCents ?? 0} />
                  </dd>
                </div>
                {quote.unitCents !== null ? (
                  <div>
                    <dt className="text-stone-500">{t("detail.unitPrice")}</dt>
                    <dd className="mt-1 text-base font-medium tabular-nums text-stone-900">
                      <Price cents={quote.unitCents} />
                    </dd>
                  </div>
                ) : null}
                {quote.validUntil ? (
                  <div>
                    <dt className="text-stone-500">{t("detail.validUntil")}</dt>
                    <dd className="mt-1 text-base font-medium text-stone-900">{quote.validUntil}</dd>
                  </div>
                ) : null}
                {quote.shopMessage ? (
                  <div className="col-span-full">
                    <dt className="text-stone-500">{t("detail.shopMessage")}</dt>
                    <dd className="mt-1 whitespace-pre-line text-stone-800">{quote.shopMessage}</dd>
                  </div>
                ) : null}
              </dl>
            ) : (
              <p className="text-sm text-stone-600">
                {quote.status === "in_review" ? t("detail.waiting") : t("detail.noAnswer")}
              </p>
            )}
            <Actions quote={quote} refused={result && "reply" in result ? result.reply : undefined} />
          </Panel>

          <Panel title={t("detail.request")}>
            <dl className="space-y-4 text-sm">
              <div>
                <dt className="text-stone-500">{t("request.design")}</dt>
                <dd className="mt-1 font-medium text-stone-900">
                  {quote.designName}{" "}
                  <span className="font-normal text-stone-600">· {garmentName(quote.garmentType)}</span>
                </dd>
              </div>
              <div>
                <dt className="mb-1 text-stone-500">{t("request.sizes")}</dt>
                <dd>
                  <SizeDistribution sizes={quote.sizes} units={quote.units} />
                </dd>
              </div>
              <div>
                <dt className="text-stone-500">{t("request.message")}</dt>
                <dd className="mt-1 whitespace-pre-line text-stone-800" data-testid="quote-message">
                  {quote.message || t("detail.noMessage")}
                </dd>
              </div>
              {quote.estimateCents !== null ? (
                <div>
                  <dt className="text-stone-500">{t("request.estimate")}</dt>
                  <dd className="mt-1 tabular-nums text-stone-800">
                    <Price cents={quote.estimateCents} />
                  </dd>
                </div>
              ) : null}
            </dl>
          </Panel>
        </div>

        <aside>
          <Panel title={t("detail.timeline")}>
            <Timeline history={quote.history} />
          </Panel>
        </aside>
      </div>
    </>
  );
}

function Timeline({ history }: { history: Loaded["quote"]["history"] }) {
  const { t } = useTranslation("quotes");
  return (
    <ol className="relative space-y-5 border-l-2 border-stone-200 pl-5" data-testid="quote-timeline">
      {history.map((e, i) => {
        const last = i === history.length - 1;
        return (
          <li key={`${e.at}-${e.to}`} aria-current={last ? "step" : undefined} className="relative">
            <span
              aria-hidden
              className={`absolute top-1 -left-[1.7rem] size-3 rounded-full ring-4 ring-white ${last ? "bg-brand-700" : "bg-stone-400"}`}
            />
            <p className={`text-sm ${last ? "font-semibold text-stone-900" : "font-medium text-stone-800"}`}>
              {t(`status.${e.to}`, { defaultValue: e.to })}
            </p>
            <p className="text-xs text-stone-500">
              {e.atText} · {t(`detail.by.${e.by}`, { defaultValue: e.by })}
            </p>
            {e.note ? <p className="mt-1 whitespace-pre-line text-sm text-stone-700">{e.note}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The quote's buttons; `refused` is the decline form's reply when the shop refused it. */
function Actions({ quote, refused }: { quote: Loaded["quote"]; refused?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("quotes");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod !== undefined;
  const noteId = useId();
  const [declineForm, declineFields] = useSchemaForm(declineNoteSchema, { id: "quote-decline", lastResult: refused });
  const typedNote = declineFields.note.initialValue;
  const { status } = quote;
  if (status === "accepted" && quote.orderId) {
    return (
      <Link to={`/user/order/${quote.orderId}`} className={`mt-5 ${buttonClass.secondary}`}>
        {t("detail.ordered")}
      </Link>
    );
  }
  if (status === "declined" || status === "expired") {
    return (
      <Link to={`/quote?design=${encodeURIComponent(quote.designId)}`} className={`mt-5 ${buttonClass.secondary}`}>
        {t("detail.requestAgain")}
      </Link>
    );
  }
  if (status !== "pending_approval" && status !== "approved" && status !== "in_review") return null;
  const declineLabel = status === "in_review" ? t("detail.withdraw") : t("detail.decline");
  return (
    <div className="mt-6 border-t border-stone-200 pt-5">
      {status === "pending_approval" ? (
        <Form method="post">
          <p className="mb-3 text-sm text-stone-600">{t("detail.approveHint")}</p>
          <button
            type="submit"
            name="intent"
            value="approve"
            disabled={busy}
            className={`w-full sm:w-auto ${buttonClass.primary}`}
          >
            <Check aria-hidden className="size-4" />
            {t("detail.approve")}
          </button>
        </Form>
      ) : null}
      {status === "approved" ? (
        <Form method="post">
          <p className="mb-3 text-sm text-stone-600">{t("detail.orderHint")}</p>
          <button
            type="submit"
            name="intent"
            value="order"
            disabled={busy}
            className={`w-full sm:w-auto ${buttonClass.primary}`}
          >
            <ShoppingBag aria-hidden className="size-4" />
            {t("detail.order")}
          </button>
        </Form>
      ) : null}
      <details className="mt-4 group">
        <summary className="cursor-pointer text-sm font-medium text-red-800 underline-offset-2 hover:underline">
          {declineLabel}
        </summary>
        <Form method="post" className="mt-3" {...getFormProps(declineForm)}>
          <input type="hidden" name="intent" value="decline" />
          <label htmlFor={noteId} className="mb-1.5 block text-sm font-medium text-stone-800">
            {t("detail.declineNote")}
          </label>
          <Textarea
            id={noteId}
            name="note"
            rows={2}
            maxLength={500}
            defaultValue={typeof typedNote === "string" ? typedNote : undefined}
          />
          <button type="submit" disabled={busy} className={`mt-3 ${buttonClass.danger}`}>
            <X aria-hidden className="size-4" />
            {declineLabel}
          </button>
        </Form>
      </details>
    </div>
  );
}
