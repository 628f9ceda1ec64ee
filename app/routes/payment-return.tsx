import { CircleX, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, data, redirect } from "react-router";
import { checkPayment } from "../../core/payments/check-payment.ts";
import { NotFound } from "../../core/shared/errors.ts";
import { orderHref } from "../components/orders/order-format.ts";
import { privatePageMeta } from "../components/orders/page-meta.ts";
import { usePolling } from "../components/payment/use-polling.ts";
import { pageContext } from "../lib/context.server.ts";
import { ORDER_PAGE_HEADERS, orderNotFound, tokenOf } from "../lib/order-pages.server.ts";
import type { Route } from "./+types/payment-return";
import { buttonClass } from "../components/ui/button.tsx";

const PAID = new Set(["paid", "in_production", "shipped", "delivered"]);

/**
 * Where SIBS's card form sends the browser back (`/payment/return?order=…&payment=…&token=…`; SIBS
 * adds nothing we rely on). The payment is checked at SIBS first (`refresh`: the gateway is the
 * source of truth): paid → the order page with a success banner; refused → "nothing was charged"
 * and try again; still pending (the bank has not answered) → a waiting page that checks again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const url = new URL(request.url);
  const orderId = url.searchParams.get("order");
  const paymentId = url.searchParams.get("payment");
  const token = tokenOf(request);
  if (!orderId || !paymentId) orderNotFound();
  let payment: Awaited<ReturnType<typeof checkPayment>>;
  try {
    payment = await checkPayment(ctx, { paymentId, orderId, refresh: true, access: { token } });
  } catch (error) {
    if (error instanceof NotFound) orderNotFound();
    throw error;
  }
  if (payment.status === "succeeded" || PAID.has(payment.orderStatus)) {
    throw redirect(orderHref("order", orderId, token, { paid: "1" }), { headers: ORDER_PAGE_HEADERS });
  }
  const waiting = payment.status === "pending" || payment.status === "created";
  return data(
    {
      state: waiting ? ("waiting" as const) : ("failed" as const),
      orderCancelled: payment.orderStatus === "cancelled" || payment.orderStatus === "refunded",
      number: payment.orderNumber,
      retryHref: orderHref("payment", orderId, token),
      orderHref: orderHref("order", orderId, token),
      checkHref: orderHref("return", orderId, token, { payment: paymentId }),
    },
    { headers: ORDER_PAGE_HEADERS },
  );
}

export function headers() {
  return ORDER_PAGE_HEADERS;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { ns: "payment", key: "return", path: "/payment/return" });
}

const primary = buttonClass();
const secondary = buttonClass({ variant: "secondary" });

export default function PaymentReturn({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("payment");
  const page = loaderData;
  usePolling(page.state === "waiting", 3000);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-xs sm:p-8">
        <p className="text-sm text-stone-500">{t("page.orderNumber", { number: page.number })}</p>
        {page.state === "waiting" ? (
          <section aria-labelledby="return-title" data-testid="payment-waiting">
            <div className="mt-2 flex items-center gap-3">
              <LoaderCircle
                aria-hidden
                className="size-6 shrink-0 animate-spin text-stone-500 motion-reduce:animate-none"
              />
              <h1 id="return-title" className="text-2xl font-semibold tracking-tight text-stone-900">
                {t("return.waitingTitle")}
              </h1>
            </div>
            <p className="mt-3 text-sm leading-6 text-stone-600" role="status">
              {t("return.waitingBody")}
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to={page.checkHref} className={secondary}>
                {t("return.checkAgain")}
              </Link>
              <Link
                to={page.orderHref}
                className="inline-flex h-11 items-center px-2 text-sm font-medium text-brand-700 underline underline-offset-2"
              >
                {t("viewOrder")}
              </Link>
            </div>
          </section>
        ) : (
          <section aria-labelledby="return-title" data-testid="payment-failed">
            <div className="mt-2 flex items-center gap-3">
              <CircleX aria-hidden className="size-6 shrink-0 text-red-700" />
              <h1 id="return-title" className="text-2xl font-semibold tracking-tight text-stone-900">
                {t("return.failedTitle")}
              </h1>
            </div>
            <p className="mt-3 text-sm leading-6 text-stone-700" role="alert">
              {t("return.failedBody")}
            </p>
            <p className="mt-2 text-sm leading-6 text-stone-600">
              {page.orderCancelled ? t("return.orderCancelled") : t("return.cartIntact")}
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              {!page.orderCancelled ? (
                <Link to={page.retryHref} className={primary}>
                  {t("tryAgain")}
                </Link>
              ) : null}
              <Link to="/cart" className={page.orderCancelled ? primary : secondary}>
                {t("return.toCart")}
              </Link>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
