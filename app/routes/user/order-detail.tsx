import { orderInvoices } from "../../../core/invoicing/invoices.ts";
import { OrderInvoicesPanel } from "../../components/invoicing/invoice-ui.tsx";
import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { BookmarkPlus, CreditCard, MapPin, MessageSquare, Truck, Undo2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useNavigation, useSearchParams } from "react-router";
import { type OrderView, getOrder } from "../../../core/orders/get-order.ts";
import { postOrderMessage } from "../../../core/orders/order-messages.ts";
import { saveOrderTemplate } from "../../../core/orders/order-templates.ts";
import { saveOrderTemplateSchema } from "../../../core/orders/schemas.ts";
import { fileBytes } from "../../../core/media/file-bytes.ts";
import { Invalid, NotFound } from "../../../core/shared/errors.ts";
import { AccountFrame, Panel, buttonClass } from "../../components/account/account-ui.tsx";
import { Notice } from "../../components/auth/auth-form.tsx";
import { LineRoleBadge, LineUnits } from "../../components/orders/line-role.tsx";
import { Eur } from "../../components/orders/eur.tsx";
import { MESSAGE_ERRORS, type MessageError, MessageThread } from "../../components/orders/message-thread.tsx";
import { OrderTimeline } from "../../components/orders/order-timeline.tsx";
import { privatePageMeta } from "../../components/orders/page-meta.ts";
import { StatusBadge } from "../../components/orders/status-badge.tsx";
import { MultibancoDetails } from "../../components/payment/multibanco-details.tsx";
import {
  ORDER_PAGE_HEADERS,
  accountFrameOf,
  orderDetailView,
  orderNotFound,
  tokenOf,
} from "../../lib/order-pages.server.ts";
import { formatRate, orderHref } from "../../components/orders/order-format.ts";
import { isLocale } from "../../../core/shared/locale.ts";
import { PriceBlock } from "../../components/price.tsx";
import { pageContext } from "../../lib/context.server.ts";
import { orderMessageForm } from "../../lib/order-pages.server.ts";
import { formAction, translatorFor } from "../../lib/form-action.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import type { Route } from "./+types/order-detail";
import { TextField } from "../../components/ui/form-fields.tsx";

/**
 * The order as its owner (signed in) or a guest with the signed link sees it: reads it as the signed-in
 * customer first, then with the link's token. `owner` says whether the account frame and "Save as
 * template" apply.
 */
async function readOrder(
  context: Route.LoaderArgs["context"],
  orderId: string,
  token: string | null,
): Promise<{ order: OrderView; owner: boolean }> {
  const { ctx } = context.get(pageContext);
  if (ctx.actor) {
    try {
      return { order: await getOrder(ctx, { orderId, access: {} }), owner: true };
    } catch (error) {
      if (!(error instanceof NotFound)) throw error;
    }
  }
  try {
    return { order: await getOrder(ctx, { orderId, access: { token } }), owner: false };
  } catch (error) {
    if (error instanceof NotFound) orderNotFound();
    throw error;
  }
}

/**
 * One order (spec §2 `/user/order/{id}` "order communication", issue 4): its status and timeline,
 * lines with VAT, totals and the tax note, delivery, payments (with an open Multibanco reference and
 * "Pay now"), the message thread with the shop, "Save as template" for a signed-in owner, and the
 * tracking link once shipped. Guests open it with `?token=` from their e-mail.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const token = tokenOf(request);
  const { order, owner } = await readOrder(context, params.id, token);
  const account = owner ? await accountFrameOf(context) : null;
  // its invoice and credit notes (issue 19): the same access rule as the order (owner or link token)
  const invoices = await orderInvoices(ctx, { orderId: order.id, token: token ?? undefined });
  return data(
    {
      invoices,
      token,
      order: orderDetailView(order, { locale: ctx.locale, token, now: ctx.now() }),
      owner,
      account,
      templateName: `${order.number} ${order.lines[0]?.name ?? ""}`.trim().slice(0, 60),
    },
    { headers: ORDER_PAGE_HEADERS },
  );
}

type ActionResult =
  | { intent: "message"; error: MessageError; body: string }
  | { intent: "template"; ok: true }
  | { intent: "template"; ok: false; reply: SubmissionResult<string[]> };

/** The "save as template" form: the verb's name (the order is the page's). */
const templateForm = saveOrderTemplateSchema.pick({ name: true });

/** Posting a message (multipart, with attachments) and saving the order as a template. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  const token = tokenOf(request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "message") {
    const typed = orderMessageForm(form);
    try {
      await postOrderMessage(ctx, {
        orderId: params.id,
        body: typed.body,
        files: await fileBytes(typed.attachments),
        access: { token: token ?? undefined },
      });
    } catch (error) {
      if (error instanceof NotFound) orderNotFound();
      if (error instanceof Invalid) {
        const code = MESSAGE_ERRORS.find((c) => c === error.code) ?? "MESSAGE_EMPTY";
        return data<ActionResult>({ intent: "message", error: code, body: typed.body }, { status: 400 });
      }
      throw error;
    }
    throw redirect(`${orderHref("order", params.id, token, { sent: "1" })}#messages`, {
      headers: { "Cache-Control": "no-store" },
    });
  }
  if (intent === "template") {
    if (!ctx.actor) orderNotFound();
    const t = translatorFor(ctx.locale);
    const result = await formAction(
      ctx,
      form,
      templateForm,
      ({ name }) =>
        saveOrderTemplate(ctx, { orderId: params.id, name }).catch((error: unknown) => {
          if (error instanceof NotFound) orderNotFound();
          throw error;
        }),
      {
        ns: "orders",
        // a taken name is the name field's problem (orders:templates.errors.*)
        explain: (error) =>
          error.code === "TEMPLATE_NAME_TAKEN"
            ? { fieldErrors: { name: [t("orders:templates.errors.TEMPLATE_NAME_TAKEN")] } }
            : undefined,
      },
    );
    if (!result.ok) {
      return data<ActionResult>({ intent: "template", ok: false, reply: result.reply }, { status: result.status });
    }
    return data<ActionResult>({ intent: "template", ok: true });
  }
  throw data(null, { status: 400 });
}

export function headers() {
  return ORDER_PAGE_HEADERS;
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return privatePageMeta(matches, {
    ns: "orders",
    key: "detail",
    path: `/user/order/${params.id}`,
    vars: { number: loaderData?.order.number ?? "" },
  });
}

export default function OrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { account } = loaderData;
  const content = <OrderPage loaderData={loaderData} actionData={actionData as ActionResult | undefined} />;
  return account ? (
    <AccountFrame firstName={account.firstName} email={account.email}>
      {content}
    </AccountFrame>
  ) : (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">{content}</div>
  );
}

type Loaded = Route.ComponentProps["loaderData"];

function OrderPage({ loaderData, actionData }: { loaderData: Loaded; actionData: ActionResult | undefined }) {
  const { t } = useTranslation("orders");
  const { t: tr } = useTranslation("returns");
  const [params] = useSearchParams();
  const { order, owner } = loaderData;
  const messageFailure = actionData?.intent === "message" ? actionData : null;
  const justPaid = params.get("paid") === "1" && order.status !== "awaiting_payment";
  const shownLine = (id: string) => order.shown.lines.find((l) => l.id === id);
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          {owner ? (
            <p className="mb-1 text-sm">
              <Link to="/user/order" className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {t("detail.back")}
              </Link>
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
              {t("detail.heading", { number: order.number })}
            </h1>
            <StatusBadge status={order.status} />
          </div>
          <p className="mt-2 text-sm text-stone-600">{t("detail.placedAt", { date: order.placedAtText })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {order.payHref && !order.openReference ? (
            <Link to={order.payHref} className={buttonClass.primary} data-testid="pay-now">
              <CreditCard aria-hidden className="size-4" />
              {t("detail.payNow")}
            </Link>
          ) : null}
          {order.trackHref ? (
            <Link to={order.trackHref} className={order.payHref ? buttonClass.secondary : buttonClass.primary}>
              <Truck aria-hidden className="size-4" />
              {t("detail.track")}
            </Link>
          ) : null}
          {/* the confirmation (just paid) leads on to shopping, not to returns (issue 15) */}
          {order.returnsHref && !justPaid ? (
            <Link to={order.returnsHref} className={buttonClass.secondary} data-testid="order-returns-link">
              <Undo2 aria-hidden className="size-4" />
              {tr("orderLink")}
            </Link>
          ) : null}
        </div>
      </div>

      {params.get("paid") === "1" && order.status !== "awaiting_payment" ? (
        <Notice tone="success" testId="paid-banner">
          <strong className="block font-semibold">{t("detail.paidTitle")}</strong>
          {t("detail.paidBody", { email: order.email })}
          <span className="mt-3 flex flex-wrap gap-2">
            <Link to="/product/search" className={buttonClass.primary} data-testid="continue-shopping">
              {t("detail.continueShopping")}
            </Link>
          </span>
        </Notice>
      ) : null}
      {params.get("paid") === "1" && order.status === "awaiting_payment" ? (
        <Notice tone="info">{t("detail.paidPending")}</Notice>
      ) : null}
      {params.get("sent") === "1" ? <Notice tone="success">{t("messages.sent")}</Notice> : null}
      {order.payByText ? (
        <Notice tone="info" testId="awaiting-payment">
          {order.openReference ? (
            <>
              {t("detail.awaitingReference", { date: order.openReference })}{" "}
              <a href="#payment" className="font-medium underline underline-offset-2">
                {t("detail.seeReference")}
              </a>
            </>
          ) : (
            t("detail.awaitingPayment", { date: order.payByText })
          )}
        </Notice>
      ) : null}

      <section
        aria-labelledby="timeline-title"
        className="mb-6 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
      >
        <h2 id="timeline-title" className="sr-only">
          {t("timeline.title")}
        </h2>
        <OrderTimeline steps={order.timeline} />
      </section>

      <div className="flex flex-col gap-6 xl:grid xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
        <div className="contents min-w-0 xl:block xl:space-y-6">
          <div className="order-1">
            <Panel title={t("detail.itemsTitle")}>
              <ul className="divide-y divide-stone-100">
                {order.lines.map((line) => (
                  <li key={line.id} className="flex gap-4 py-3 first:pt-0" data-testid="order-line">
                    <img
                      src={line.imageUrl}
                      alt=""
                      width={64}
                      height={64}
                      className="size-16 shrink-0 rounded-lg border border-stone-200 bg-stone-50 object-contain"
                    />
                    <div className="min-w-0 flex-1">
                      <Link
                        to={`/product/${line.productSlug}`}
                        className="font-medium text-stone-900 underline-offset-2 hover:underline"
                      >
                        {line.name}
                      </Link>
                      {line.garmentName ? (
                        <p className="text-sm text-stone-700" data-testid="line-garment">
                          {t("detail.garment", { garment: line.garmentName })}
                        </p>
                      ) : null}
                      <p className="text-sm text-stone-600">
                        {line.colorName} · {t("detail.size", { size: line.sizeCode })} ·{" "}
                        {t("detail.qty", { count: line.quantity })}
                      </p>
                      {line.role !== "blank" ? (
                        <p className="mt-0.5">
                          <LineRoleBadge role={line.role} testId="order-line-role" />
                        </p>
                      ) : null}
                      <p className="text-xs text-stone-500" data-testid="order-line-unit">
                        {/* quantity × unit (+ a design's one-off set-up) = line amount, as the checkout showed it (issues 15, 20) */}
                        <LineUnits
                          quantity={line.quantity}
                          unitCents={shownLine(line.id)?.unitCents ?? 0}
                          oneOffCents={shownLine(line.id)?.oneOffCents ?? 0}
                          exact={shownLine(line.id)?.unitExact ?? true}
                          money={(cents) => <Eur cents={cents} />}
                        />{" "}
                        · {t("detail.lineVat", { rate: line.vatRate })} <Eur cents={line.vatCents} />
                      </p>
                    </div>
                    <Eur
                      cents={shownLine(line.id)?.lineCents ?? line.totalCents}
                      className="shrink-0 text-sm font-medium text-stone-900"
                    />
                  </li>
                ))}
              </ul>
              <Totals order={order} />
            </Panel>
          </div>

          <section
            id="messages"
            aria-labelledby="messages-title"
            className="order-4 scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6"
          >
            <div className="flex items-start gap-3">
              <MessageSquare aria-hidden className="mt-1 size-5 shrink-0 text-stone-400" />
              <div>
                <h2 id="messages-title" className="text-lg font-semibold text-stone-900">
                  {t("messages.title")}
                </h2>
                <p className="mt-1 text-sm leading-6 text-stone-600">{t("messages.lead")}</p>
              </div>
            </div>
            <div className="mt-5">
              <MessageThread
                key={order.messages.length}
                messages={order.messages}
                error={messageFailure?.error ?? null}
                draft={messageFailure?.body ?? ""}
              />
            </div>
          </section>
        </div>

        <div className="contents min-w-0 xl:block xl:space-y-6">
          <div className="order-2">
            <Panel title={t("detail.deliveryTitle")} action={<MapPin aria-hidden className="size-5 text-stone-400" />}>
              <Delivery order={order} />
            </Panel>
          </div>
          <div className="order-3">
            <Panel
              id="payment"
              title={t("detail.paymentTitle")}
              action={<CreditCard aria-hidden className="size-5 text-stone-400" />}
            >
              <Payments order={order} />
            </Panel>
          </div>
          {loaderData.invoices.length > 0 || order.invoiceTo || order.paid ? (
            <div className="order-3">
              <OrderInvoicesPanel
                invoices={loaderData.invoices}
                token={loaderData.token}
                invoiceTo={order.invoiceTo}
                paid={order.paid}
              />
            </div>
          ) : null}
          <div className="order-5">
            <Panel title={t("history.title")}>
              <ol className="space-y-3 text-sm" data-testid="order-history">
                {order.history.map((event) => (
                  <li key={event.id} className="border-l-2 border-stone-200 pl-3">
                    <p className="text-stone-900">
                      {t(event.key, {
                        ...event.params,
                        method: event.params.method ? t(`history.method.${event.params.method}`) : "",
                      })}
                    </p>
                    {event.reason ? <p className="text-stone-600">{t(`history.reasons.${event.reason}`)}</p> : null}
                    {event.note ? <p className="whitespace-pre-line text-stone-600">{event.note}</p> : null}
                    <p className="text-xs text-stone-500">{event.atText}</p>
                  </li>
                ))}
              </ol>
            </Panel>
          </div>
          {owner ? (
            <div className="order-6">
              <SaveTemplate defaultName={loaderData.templateName} result={actionData} />
            </div>
          ) : null}
        </div>
      </div>
    </>
  );
}

function Row({
  label,
  children,
  strong = false,
  muted = false,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
  muted?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? "text-base font-semibold text-stone-900" : muted ? "text-xs text-stone-500" : "text-stone-700"}`}
    >
      <dt>{label}</dt>
      <dd className="shrink-0 tabular-nums">{children}</dd>
    </div>
  );
}

function Totals({ order }: { order: Loaded["order"] }) {
  const { t, i18n } = useTranslation("orders");
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  const { totals, tax, shown } = order;
  // as the checkout showed it (issue 15): VAT-inclusive with "of which VAT" for consumers, net for a business
  const gross = shown.basis === "gross";
  const vatRows = (
    gross ? shown.vat : tax.breakdown.length > 0 ? shown.vat : [{ rateBp: -1, vatCents: totals.vatCents }]
  ).map((v) => (
    <Row
      key={v.rateBp}
      label={t(gross ? "totals.vatIncluded" : "totals.vatAt", {
        rate: v.rateBp < 0 ? tax.rate : formatRate(v.rateBp, locale),
      })}
      muted={gross}
    >
      <Eur cents={v.vatCents} />
    </Row>
  ));
  return (
    <>
      <PriceBlock
        eur
        amounts={[shown.itemsCents, shown.discountCents, shown.shippingCents, totals.totalCents, totals.amountDueCents]}
      >
        <dl
          className="mt-4 space-y-1.5 border-t border-stone-200 pt-4 text-sm"
          data-testid="order-totals"
          data-basis={shown.basis}
        >
          <Row label={t(gross ? "totals.itemsGross" : "totals.items")}>
            <Eur cents={shown.itemsCents} />
          </Row>
          {shown.discountCents > 0 ? (
            <Row
              label={totals.couponCode ? t("totals.discountCode", { code: totals.couponCode }) : t("totals.discount")}
            >
              −<Eur cents={shown.discountCents} />
            </Row>
          ) : null}
          <Row label={t(gross ? "totals.shippingGross" : "totals.shipping")}>
            {shown.shippingCents > 0 ? <Eur cents={shown.shippingCents} /> : t("totals.free")}
          </Row>
          {gross ? null : vatRows}
          <Row label={t("totals.total")} strong>
            <Eur cents={totals.totalCents} />
          </Row>
          {gross ? vatRows : null}
          {totals.giftCardAppliedCents > 0 ? (
            <>
              <Row label={t("totals.giftCard")}>
                −<Eur cents={totals.giftCardAppliedCents} />
              </Row>
              <Row label={t("totals.due")} strong>
                <Eur cents={totals.amountDueCents} />
              </Row>
            </>
          ) : null}
        </dl>
      </PriceBlock>
      <p className="mt-3 text-xs leading-5 text-stone-500" data-testid="tax-note">
        {t(`tax.${tax.kind}`, { rate: tax.rate, country: tax.countryName })} {t("tax.eur")}
      </p>
    </>
  );
}

function Delivery({ order }: { order: Loaded["order"] }) {
  const { t } = useTranslation("orders");
  const { address, accessPoint, shippingMethod } = order;
  const days =
    shippingMethod.minDays === shippingMethod.maxDays
      ? t("delivery.days", { count: shippingMethod.maxDays })
      : t("delivery.dayRange", { min: shippingMethod.minDays, max: shippingMethod.maxDays });
  return (
    <div className="space-y-4 text-sm">
      <div>
        <h3 className="text-xs font-medium uppercase tracking-wide text-stone-500">{t("delivery.method")}</h3>
        <p className="mt-1 font-medium text-stone-900">{shippingMethod.name}</p>
        <p className="text-stone-600">{days}</p>
      </div>
      {accessPoint ? (
        <div data-testid="access-point">
          <h3 className="text-xs font-medium uppercase tracking-wide text-stone-500">
            {t("delivery.accessPoint", { carrier: accessPoint.carrier })}
          </h3>
          <address className="mt-1 not-italic leading-6 text-stone-700">
            <span className="block font-medium text-stone-900">{accessPoint.name}</span>
            <span className="block">{accessPoint.street}</span>
            <span className="block">{accessPoint.city}</span>
            <span className="block">{accessPoint.countryName}</span>
          </address>
          {accessPoint.hours.length ? (
            <details className="mt-2">
              <summary className="cursor-pointer font-medium text-brand-700">{t("delivery.hours")}</summary>
              <dl className="mt-2 space-y-0.5 text-xs">
                {accessPoint.hours.map((d) => (
                  <div key={d.day} className="flex justify-between gap-3">
                    <dt className="capitalize text-stone-600">{d.name}</dt>
                    <dd className="text-right tabular-nums text-stone-800">
                      {d.hours.length ? d.hours.join(", ") : t("delivery.closed")}
                    </dd>
                  </div>
                ))}
              </dl>
            </details>
          ) : null}
          <p className="mt-2 text-xs text-stone-500">
            {t("delivery.recipient", {
              name: `${address.firstName} ${address.lastName}`.trim(),
              phone: address.phoneText,
            })}
          </p>
        </div>
      ) : (
        <div>
          <h3 className="text-xs font-medium uppercase tracking-wide text-stone-500">{t("delivery.address")}</h3>
          <address className="mt-1 not-italic leading-6 text-stone-700">
            <span className="block font-medium text-stone-900">
              {address.firstName} {address.lastName}
            </span>
            {address.company ? <span className="block">{address.company}</span> : null}
            <span className="block">{[address.streetAddress, address.houseNumber].filter(Boolean).join(", ")}</span>
            {address.additionalInfo ? <span className="block">{address.additionalInfo}</span> : null}
            <span className="block">{[address.postcode, address.city].filter(Boolean).join(" ")}</span>
            <span className="block">{address.countryName}</span>
            <span className="mt-1 block text-stone-500">{address.phoneText}</span>
          </address>
        </div>
      )}
    </div>
  );
}

function Payments({ order }: { order: Loaded["order"] }) {
  const { t } = useTranslation("orders");
  return (
    <div className="space-y-4 text-sm">
      {order.payments.length === 0 ? (
        <p className="text-stone-600">
          {order.totals.amountDueCents === 0 ? t("payments.noneDue") : t("payments.none")}
        </p>
      ) : (
        <ul className="space-y-3" data-testid="payments">
          {order.payments.map((p) => (
            <li key={p.id}>
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-medium text-stone-900">{t(`payments.method.${p.method}`)}</span>
                <Eur cents={p.amountCents} className="tabular-nums text-stone-700" />
              </div>
              <p className="text-xs text-stone-500">
                <span data-testid="payment-status">{t(`payments.status.${p.status}`)}</span> · {p.atText}
              </p>
              {p.multibanco ? (
                <div className="mt-2">
                  <MultibancoDetails details={p.multibanco} compact />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {order.payHref ? (
        <Link
          to={order.payHref}
          className={order.openReference ? `${buttonClass.secondary} w-full` : `${buttonClass.primary} w-full`}
        >
          {order.openReference ? t("detail.payOtherWay") : t("detail.payNow")}
        </Link>
      ) : null}
    </div>
  );
}

function SaveTemplate({ defaultName, result }: { defaultName: string; result: ActionResult | undefined }) {
  const { t } = useTranslation("orders");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "template";
  const failure = result?.intent === "template" && !result.ok ? result : null;
  const saved = result?.intent === "template" && result.ok;
  const [form, fields] = useSchemaForm(templateForm, {
    id: "save-template",
    lastResult: failure?.reply,
    defaultValue: { name: defaultName },
  });
  const typedName = fields.name.initialValue;
  return (
    <Panel
      title={t("templates.saveTitle")}
      description={t("templates.saveLead")}
      action={<BookmarkPlus aria-hidden className="size-5 text-stone-400" />}
    >
      {saved ? (
        <Notice tone="success" testId="template-saved">
          {t("templates.saved")}{" "}
          <Link to="/user/order#templates" className="font-medium underline underline-offset-2">
            {t("templates.seeAll")}
          </Link>
        </Notice>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="template" />
        <TextField
          name="name"
          label={t("templates.nameLabel")}
          defaultValue={typeof typedName === "string" ? typedName : defaultName}
          maxLength={60}
          required
          error={fields.name.errors?.[0]}
        />
        <button type="submit" disabled={busy} className={`${buttonClass.secondary} w-full`}>
          {busy ? t("templates.saving") : t("templates.save")}
        </button>
      </Form>
    </Panel>
  );
}
