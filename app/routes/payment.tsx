import { parseWithZod } from "@conform-to/zod/v4";
import { CircleAlert, CreditCard, Landmark, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, data, redirect } from "react-router";
import { type OrderView, getOrder } from "../../core/orders/get-order.ts";
import { type PaymentView, checkPayment } from "../../core/payments/check-payment.ts";
import { paymentChoiceSchema } from "../../core/payments/schemas.ts";
import { startPayment } from "../../core/payments/start-payment.ts";
import type { Ctx } from "../../core/shared/ctx.ts";
import { Conflict, Invalid, NotFound, isServiceFailure } from "../../core/shared/errors.ts";
import { Notice } from "../components/auth/auth-form.tsx";
import { Eur } from "../components/orders/eur.tsx";
import { formatDateTime, orderHref, portugueseMobile } from "../components/orders/order-format.ts";
import { privatePageMeta } from "../components/orders/page-meta.ts";
import { SibsCardForm } from "../components/payment/card-form.tsx";
import { MBWAY_WINDOW_MINUTES, paymentMethodsFor } from "../../core/payments/payment-methods.ts";
import { MbwayWaiting } from "../components/payment/mbway-waiting.tsx";
import { MethodChoice, type PayMethod } from "../components/payment/method-choice.tsx";
import { MultibancoDetails, type MultibancoShown } from "../components/payment/multibanco-details.tsx";
import { ORDER_PAGE_HEADERS, orderFigures, orderNotFound, pageOrigin, tokenOf } from "../lib/order-pages.server.ts";
import { LineRoleBadge, LineUnits } from "../components/orders/line-role.tsx";
import { pageContext } from "../lib/context.server.ts";
import type { Route } from "./+types/payment";
import { buttonClass } from "../components/ui/button.tsx";

/** Order statuses after a payment arrived: the payment page sends the buyer to the order instead. */
const PAID = new Set(["paid", "in_production", "shipped", "delivered"]);
/** Payment attempt statuses that ended without money moving. */
const FAILED = new Set(["declined", "expired", "cancelled", "error"]);

type Failure = { method: PayMethod; status: string };

/** The note core writes when a newer order from the same cart replaces an unpaid one (place-order.ts). */
const REPLACED_NOTE = "replaced by a new order from the same cart";

/** The order and the guest token from the query; 404 for an order the caller may not see. */
async function loadOrder(ctx: Ctx, orderId: string, token: string | null) {
  try {
    return await getOrder(ctx, { orderId, access: { token } });
  } catch (error) {
    if (error instanceof NotFound) orderNotFound();
    throw error;
  }
}

/**
 * The payment page (spec §2 `/payment`, issue 4): `?order=<id>&token=<signed>` for guests (the
 * owner needs no token). An order already paid goes to its page; a cancelled or lapsed one is
 * explained. `&payment=<id>` shows an attempt in progress: an MB WAY request waiting for the app
 * (asked anew at SIBS on every load: the page reloads every 3 s) or a Multibanco reference; a
 * declined or lapsed attempt brings the choice back with the reason.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const url = new URL(request.url);
  const orderId = url.searchParams.get("order");
  const paymentId = url.searchParams.get("payment");
  const token = tokenOf(request);
  if (!orderId) orderNotFound();

  let attempt: PaymentView | null = null;
  if (paymentId) {
    try {
      attempt = await checkPayment(ctx, { paymentId, orderId, refresh: true, access: { token } });
    } catch (error) {
      if (!(error instanceof NotFound)) throw error;
    }
  }
  const order = await loadOrder(ctx, orderId, token);
  const figures = orderFigures(order);
  const base = {
    orderId: order.id,
    token,
    number: order.number,
    email: order.email,
    amountDueCents: order.amountDueCents,
    lines: order.lines.map((l) => {
      // quantity × unit (+ a design's one-off set-up) = line amount, as the checkout showed it (issue 20)
      const shown = figures.lines.find((f) => f.id === l.id);
      return {
        id: l.id,
        name: l.name,
        role: l.role,
        detail: `${l.colorName} · ${l.sizeCode}`,
        quantity: l.quantity,
        imageUrl: l.imageUrl,
        unitCents: shown?.unitCents ?? 0,
        oneOffCents: shown?.oneOffCents ?? 0,
        unitExact: shown?.unitExact ?? true,
        lineCents: shown?.lineCents ?? l.totalCents,
      };
    }),
    totalCents: order.totalCents,
    orderHref: orderHref("order", order.id, token),
  };
  if (PAID.has(order.status)) {
    const paidNow = attempt?.status === "succeeded";
    throw redirect(orderHref("order", order.id, token, paidNow ? { paid: "1" } : {}), { headers: ORDER_PAGE_HEADERS });
  }
  if (order.status === "cancelled" || order.status === "refunded") {
    const last = [...order.history].reverse().find((e) => e.toStatus === order.status);
    const reason: "cancelled" | "replaced" | "refunded" =
      order.status === "cancelled" && last?.note === REPLACED_NOTE ? "replaced" : order.status;
    return data({ ...base, state: "closed" as const, reason }, { headers: ORDER_PAGE_HEADERS });
  }
  const now = ctx.now();
  if (new Date(order.payBy) <= now) {
    return data({ ...base, state: "closed" as const, reason: "lapsed" as const }, { headers: ORDER_PAGE_HEADERS });
  }

  let failure: Failure | null = null;
  if (attempt && (attempt.status === "pending" || attempt.status === "created")) {
    if (attempt.method === "mbway") {
      const started = order.payments.find((p) => p.id === attempt.paymentId)?.createdAt ?? now.toISOString();
      const endsAt = new Date(started).getTime() + MBWAY_WINDOW_MINUTES * 60_000;
      return data(
        {
          ...base,
          state: "mbway" as const,
          paymentId: attempt.paymentId,
          secondsLeft: Math.max(0, Math.round((endsAt - now.getTime()) / 1000)),
        },
        { headers: ORDER_PAGE_HEADERS },
      );
    }
    if (attempt.method === "multibanco" && attempt.multibanco) {
      return data(
        { ...base, state: "multibanco" as const, reference: shownReference(attempt.multibanco, ctx.locale) },
        { headers: ORDER_PAGE_HEADERS },
      );
    }
  } else if (attempt && FAILED.has(attempt.status)) {
    failure = { method: attempt.method, status: attempt.status };
  }

  const open = openReference(order, now);
  return data(
    {
      ...base,
      state: "choose" as const,
      failure,
      phone: portugueseMobile(order.shippingAddress.phone),
      // MB WAY and Multibanco only for orders delivered in Portugal (issue 15; start-payment refuses them too)
      methods: paymentMethodsFor(order),
      payBy: formatDateTime(order.payBy, ctx.locale),
      openReference: open ? { paymentId: open.id, details: shownReference(open.multibanco, ctx.locale) } : null,
    },
    { headers: ORDER_PAGE_HEADERS },
  );
}

function shownReference(
  ref: { entity: string; reference: string; amountCents: number; expiresAt: string },
  locale: Parameters<typeof formatDateTime>[1],
): MultibancoShown {
  return {
    entity: ref.entity,
    reference: ref.reference,
    amountCents: ref.amountCents,
    expiresAtText: formatDateTime(ref.expiresAt, locale),
  };
}

/** A Multibanco reference of this order still waiting to be paid. */
function openReference(order: OrderView, now: Date) {
  for (const p of order.payments) {
    if (p.method === "multibanco" && p.status === "pending" && p.multibanco && new Date(p.multibanco.expiresAt) > now) {
      return { id: p.id, multibanco: p.multibanco };
    }
  }
  return null;
}

/**
 * Starts the chosen method (core/payments/start-payment.ts): the card form comes back to this page
 * to be shown; MB WAY and Multibanco go to `&payment=<id>` (a page that can be reloaded and polled).
 * An unavailable gateway loses nothing: the choice comes back with "try again".
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  const url = new URL(request.url);
  const orderId = url.searchParams.get("order");
  const token = tokenOf(request);
  if (!orderId) orderNotFound();
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: paymentChoiceSchema });
  if (submission.status !== "success") {
    const typed = submission.payload.phone;
    return data(
      { error: "METHOD_REQUIRED" as const, method: null, phone: typeof typed === "string" ? typed.trim() : "" },
      { status: 400 },
    );
  }
  const { method, phone = "" } = submission.value;
  try {
    const started = await startPayment(ctx, {
      orderId,
      method,
      phone: method === "mbway" ? phone : undefined,
      token: token ?? undefined,
    });
    if (started.status === "succeeded") {
      throw redirect(orderHref("order", orderId, token, { paid: "1" }), { headers: ORDER_PAGE_HEADERS });
    }
    if (method === "card" && started.card) {
      return data(
        {
          card: {
            paymentId: started.paymentId,
            scriptUrl: started.card.scriptUrl,
            formContext: started.card.formContext,
            amountCents: started.amountCents,
            language: ctx.locale,
            redirectUrl: `${pageOrigin(request)}${orderHref("return", orderId, token, { payment: started.paymentId })}`,
          },
        },
        { headers: ORDER_PAGE_HEADERS },
      );
    }
    throw redirect(orderHref("payment", orderId, token, { payment: started.paymentId }), {
      headers: ORDER_PAGE_HEADERS,
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof NotFound) orderNotFound();
    if (error instanceof Conflict)
      throw redirect(orderHref("payment", orderId, token), { headers: ORDER_PAGE_HEADERS });
    if (error instanceof Invalid) {
      const code =
        error.code === "PHONE_INVALID" || error.code === "PAYMENT_METHOD_UNAVAILABLE"
          ? (error.code as "PHONE_INVALID" | "PAYMENT_METHOD_UNAVAILABLE")
          : ("METHOD_REQUIRED" as const);
      return data({ error: code, method, phone }, { status: 400 });
    }
    // by shape, not instanceof: the gateway's errors come from the server's copy of core/ (issue 14)
    if (isServiceFailure(error)) {
      ctx.log.warn({ err: error, orderId, method }, "payment gateway unavailable");
      return data({ error: "GATEWAY_UNAVAILABLE" as const, method, phone }, { status: 503 });
    }
    throw error;
  }
}

export function headers() {
  return ORDER_PAGE_HEADERS;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { ns: "payment", key: "page", path: "/payment" });
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("payment");
  const order = loaderData;
  const card = actionData && "card" in actionData ? actionData.card : null;
  const formError = actionData && "error" in actionData ? actionData : null;
  const retryHref = orderHref("payment", order.orderId, order.token);

  let body: React.ReactNode;
  if (order.state === "closed") {
    body = <ClosedOrder reason={order.reason} orderHref={order.orderHref} />;
  } else if (card && order.state === "choose") {
    body = (
      <section aria-labelledby="card-title">
        <div className="flex items-start gap-3">
          <CreditCard aria-hidden className="mt-1 size-5 shrink-0 text-stone-500" />
          <div>
            <h2 id="card-title" className="text-lg font-semibold text-stone-900">
              {t("card.title")}
            </h2>
            <p className="mt-1 text-sm leading-6 text-stone-600">{t("card.body")}</p>
          </div>
        </div>
        <div className="-mx-3 mt-5 overflow-hidden sm:mx-0 sm:rounded-xl sm:border sm:border-stone-200">
          <SibsCardForm
            key={card.paymentId}
            scriptUrl={card.scriptUrl}
            formContext={card.formContext}
            amountCents={card.amountCents}
            language={card.language}
            redirectUrl={card.redirectUrl}
          />
        </div>
        <p className="mt-4 text-sm">
          <Link to={retryHref} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {t("otherMethod")}
          </Link>
        </p>
      </section>
    );
  } else if (order.state === "mbway") {
    body = (
      <MbwayWaiting
        amountCents={order.amountDueCents}
        secondsLeft={order.secondsLeft}
        checkHref={orderHref("payment", order.orderId, order.token, { payment: order.paymentId })}
        otherMethodHref={retryHref}
      />
    );
  } else if (order.state === "multibanco") {
    body = (
      <section aria-labelledby="mb-title" data-testid="multibanco-payment">
        <div className="flex items-start gap-3">
          <Landmark aria-hidden className="mt-1 size-5 shrink-0 text-stone-500" />
          <div>
            <h2 id="mb-title" className="text-lg font-semibold text-stone-900">
              {t("multibanco.title")}
            </h2>
            <p className="mt-1 text-sm leading-6 text-stone-600">{t("multibanco.body")}</p>
          </div>
        </div>
        <div className="mt-5">
          <MultibancoDetails details={order.reference} />
        </div>
        <ul className="mt-5 space-y-2 text-sm leading-6 text-stone-700">
          <li className="flex gap-2">
            <Mail aria-hidden className="mt-1 size-4 shrink-0 text-stone-400" />
            <span>{t("multibanco.emailed", { email: order.email })}</span>
          </li>
          <li className="flex gap-2">
            <CircleAlert aria-hidden className="mt-1 size-4 shrink-0 text-stone-400" />
            <span>{t("multibanco.canClose")}</span>
          </li>
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={order.orderHref} className={buttonClass()}>
            {t("viewOrder")}
          </Link>
          <Link to={retryHref} className={buttonClass({ variant: "ghost" })}>
            {t("multibanco.otherWay")}
          </Link>
        </div>
      </section>
    );
  } else {
    const defaultMethod = formError?.method ?? order.failure?.method ?? "card";
    body = (
      <>
        {formError ? (
          <Notice tone="error" testId="payment-error">
            {t(`errors.${formError.error}`)}
          </Notice>
        ) : null}
        {order.failure && !formError ? (
          <Notice tone="error" testId="payment-failed">
            <strong className="block font-semibold">{t(`failure.${order.failure.status}.title`)}</strong>
            {t(`failure.${order.failure.status}.body`)}
          </Notice>
        ) : null}
        {order.openReference ? (
          <div
            role="status"
            className="mb-6 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm leading-6 text-sky-900"
          >
            <p className="font-medium">{t("openReference.title")}</p>
            <p className="mt-1">{t("openReference.body")}</p>
            <div className="mt-3">
              <MultibancoDetails details={order.openReference.details} compact />
            </div>
          </div>
        ) : null}
        <MethodChoice
          amountCents={order.amountDueCents}
          methods={order.methods}
          defaultMethod={defaultMethod}
          defaultPhone={formError?.phone || order.phone}
          phoneError={formError?.error === "PHONE_INVALID" ? t("errors.PHONE_INVALID") : undefined}
        />
        <p className="mt-6 text-sm text-stone-600">{t("choose.payBy", { date: order.payBy })}</p>
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t("page.title")}</h1>
      <p className="mt-2 text-sm text-stone-600 sm:text-base">{t("page.orderNumber", { number: order.number })}</p>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
        <div className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">{body}</div>
        <aside
          aria-labelledby="summary-title"
          className="h-fit min-w-0 rounded-2xl border border-stone-200 bg-stone-50 p-5 sm:p-6"
        >
          <h2 id="summary-title" className="text-base font-semibold text-stone-900">
            {t("summary.title")}
          </h2>
          <ul className="mt-4 space-y-3">
            {order.lines.map((line) => (
              <li key={line.id} className="flex items-center gap-3 text-sm">
                <img
                  src={line.imageUrl}
                  alt=""
                  width={48}
                  height={48}
                  className="size-12 shrink-0 rounded-md border border-stone-200 bg-white object-contain"
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-stone-900">{line.name}</span>
                  {line.role !== "blank" ? (
                    <span className="block">
                      <LineRoleBadge role={line.role} testId="payment-line-role" />
                    </span>
                  ) : null}
                  <span className="block truncate text-xs text-stone-500">{line.detail}</span>
                  <span className="block text-xs text-stone-500" data-testid="payment-line-unit">
                    <LineUnits
                      quantity={line.quantity}
                      unitCents={line.unitCents}
                      oneOffCents={line.oneOffCents}
                      exact={line.unitExact}
                      money={(cents) => <Eur cents={cents} />}
                    />
                  </span>
                </span>
                <Eur cents={line.lineCents} className="shrink-0 font-medium text-stone-900" />
              </li>
            ))}
          </ul>
          <dl className="mt-5 space-y-1 border-t border-stone-200 pt-4 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-stone-600">{t("summary.total")}</dt>
              <dd>
                <Eur cents={order.totalCents} />
              </dd>
            </div>
            {order.state !== "closed" ? (
              <div className="flex justify-between gap-3 text-base font-semibold text-stone-900">
                <dt>{t("summary.due")}</dt>
                <dd data-testid="amount-due">
                  <Eur cents={order.amountDueCents} />
                </dd>
              </div>
            ) : null}
          </dl>
          <p className="mt-3 text-xs leading-5 text-stone-500">{t("summary.eurNote")}</p>
          <p className="mt-4 text-sm">
            <Link
              to={order.orderHref}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t("viewOrder")}
            </Link>
          </p>
        </aside>
      </div>
    </div>
  );
}

function ClosedOrder({
  reason,
  orderHref: href,
}: {
  reason: "cancelled" | "replaced" | "refunded" | "lapsed";
  orderHref: string;
}) {
  const { t } = useTranslation("payment");
  return (
    <section aria-labelledby="closed-title" data-testid="order-closed">
      <h2 id="closed-title" className="text-lg font-semibold text-stone-900">
        {t("closed.title")}
      </h2>
      <p className="mt-2 text-sm leading-6 text-stone-600">{t(`closed.${reason}`)}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {reason !== "refunded" ? (
          <Link to="/cart" className={buttonClass()}>
            {t("closed.toCart")}
          </Link>
        ) : null}
        <Link to={href} className={buttonClass({ variant: "secondary" })}>
          {t("viewOrder")}
        </Link>
      </div>
    </section>
  );
}
