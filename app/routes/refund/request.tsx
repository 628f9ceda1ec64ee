import { useTranslation } from "react-i18next";
import { Form, Link, data, useNavigation, useSearchParams } from "react-router";
import { SHOP_ADDRESS } from "../../../core/mail/templates/layout.ts";
import { cancelReturn, getReturn } from "../../../core/returns/portal.ts";
import type { ReturnView } from "../../../core/returns/views.ts";
import { NotFound } from "../../../core/shared/errors.ts";
import { AccountFrame, Panel, buttonClass } from "../../components/account/account-ui.tsx";
import { Notice } from "../../components/auth/auth-form.tsx";
import { formatDateTime } from "../../components/orders/order-format.ts";
import {
  ReturnStatusBadge,
  ReturnSummary,
  returnErrorOf,
  returnsPageMeta,
  useReturnErrorText,
} from "../../components/returns/returns-ui.tsx";
import { pageContext } from "../../lib/context.server.ts";
import { ORDER_PAGE_HEADERS, accountFrameOf, orderNotFound, tokenOf } from "../../lib/order-pages.server.ts";
import type { Route } from "./+types/request";

/** Reads the request for its owner, staff or the order's link holder; anything else is a 404. */
async function readRequest(
  context: Route.LoaderArgs["context"],
  orderId: string,
  returnId: string,
  token: string | null,
) {
  const { ctx } = context.get(pageContext);
  try {
    const view = await getReturn(ctx, { returnId: returnId.slice(0, 64), access: { token } });
    if (view.orderId !== orderId) orderNotFound();
    return view;
  } catch (error) {
    if (error instanceof NotFound) orderNotFound();
    throw error;
  }
}

/**
 * One return request (issue 8): status and visible history, the 48-hour answer deadline (or overdue),
 * what to do next (where to send the items and who pays), the shop's note, the store-credit code,
 * photos, lines and refund; the customer may cancel it while it waits. `?ack=1` after the withdrawal
 * function shows the acknowledgement with its time; `?sent=1` after a request.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const token = tokenOf(request);
  const view = await readRequest(context, params.orderId, params.returnId, token);
  const account = token ? null : await accountFrameOf(context);
  return data({ view, token, account, locale: ctx.locale }, { headers: ORDER_PAGE_HEADERS });
}

/** `intent=cancel`: withdraws the request while it waits for the shop's answer. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  const token = tokenOf(request);
  await readRequest(context, params.orderId, params.returnId, token);
  const form = await request.formData();
  if (form.get("intent") !== "cancel") throw data(null, { status: 400 });
  try {
    await cancelReturn(ctx, { returnId: params.returnId, access: { token } });
    return data({ cancelled: true as const, error: null });
  } catch (error) {
    const e = returnErrorOf(error);
    if (e.code === "default") throw error;
    return data({ cancelled: false as const, error: e }, { status: 409 });
  }
}

export function headers() {
  return ORDER_PAGE_HEADERS;
}

export function meta({ matches, params }: Route.MetaArgs) {
  return returnsPageMeta(matches, "request", `/refund/${params.orderId}/${params.returnId}`, { number: "" });
}

export default function ReturnRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { account } = loaderData;
  const content = <RequestView {...loaderData} result={actionData} />;
  return account ? (
    <AccountFrame firstName={account.firstName} email={account.email}>
      {content}
    </AccountFrame>
  ) : (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">{content}</div>
  );
}

function RequestView({
  view,
  token,
  locale,
  result,
}: {
  view: ReturnView;
  token: string | null;
  locale: Route.ComponentProps["loaderData"]["locale"];
  result: Route.ComponentProps["actionData"];
}) {
  const { t } = useTranslation("returns");
  const errorText = useReturnErrorText();
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const q = token ? `?token=${encodeURIComponent(token)}` : "";
  const sendBack = view.status === "approved" && view.lines.length > 0;
  return (
    <div>
      <p className="text-sm">
        <Link
          to={`/user/order/${view.orderId}${q}`}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          {t("request.backToOrder")}
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl" data-testid="return-number">
          {t("request.title", { number: view.number })}
        </h1>
        <ReturnStatusBadge status={view.status} />
      </div>
      <p className="mt-1 text-sm text-stone-600">
        {t("request.order", { number: view.orderNumber })} · {t(`kind.${view.kind}`)} ·{" "}
        {t(`form.reasons.${view.reason}`)} · {t(`form.outcomes.${view.outcome}`)}
      </p>
      <div className="mt-6 space-y-6">
        {params.get("ack") === "1" && view.withdrawal ? (
          <Notice tone="success" testId="withdrawal-ack">
            {t("request.acknowledged", { date: formatDateTime(view.withdrawal.confirmedAt, locale) })}
          </Notice>
        ) : null}
        {params.get("sent") === "1" && !view.withdrawal ? (
          <Notice tone="success" testId="return-sent">
            {t("request.sent")}
          </Notice>
        ) : null}
        {result?.cancelled ? <Notice tone="info">{t("request.cancelled")}</Notice> : null}
        {result?.error ? <Notice tone="error">{errorText(result.error)}</Notice> : null}
        {view.status === "requested" ? (
          <Notice tone={view.overdue ? "error" : "info"} testId="answer-by">
            {view.overdue
              ? t("request.overdue")
              : t("request.answerBy", { date: formatDateTime(view.answerBy, locale) })}
          </Notice>
        ) : null}
        {sendBack ? (
          <Panel title={t("status.approved")}>
            <p className="text-sm leading-6 text-stone-700">
              {t("request.sendBack", { address: SHOP_ADDRESS, number: view.number })}{" "}
              {view.returnShippingPaidBy === "shop" ? t("request.shippingShop") : t("request.shippingCustomer")}
            </p>
          </Panel>
        ) : null}
        {view.shopNote && view.status === "rejected" ? (
          <Panel title={t("request.shopNote")}>
            <p className="text-sm leading-6 text-stone-700">{view.shopNote}</p>
          </Panel>
        ) : null}
        {view.giftCardCode ? (
          <Panel title={t("request.giftCard")}>
            <p className="font-mono text-lg font-semibold tracking-wider text-stone-900" data-testid="gift-card-code">
              {view.giftCardCode}
            </p>
          </Panel>
        ) : null}
        <Panel title={t("form.items")}>
          <ReturnSummary
            request={view}
            locale={locale}
            extra={
              view.photos.length > 0 ? (
                <div>
                  <h3 className="text-sm font-semibold text-stone-900">{t("request.photos")}</h3>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {view.photos.map((p) => (
                      <li key={p.id}>
                        <a href={p.url} target="_blank" rel="noreferrer">
                          <img
                            src={p.url}
                            alt=""
                            className="size-20 rounded-lg object-cover"
                            data-testid="return-photo"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null
            }
          />
        </Panel>
        {view.status === "requested" ? (
          <Form method="post">
            <button type="submit" name="intent" value="cancel" className={buttonClass.secondary} disabled={busy}>
              {t("request.cancel")}
            </button>
          </Form>
        ) : null}
      </div>
    </div>
  );
}
