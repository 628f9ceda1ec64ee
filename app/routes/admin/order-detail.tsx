import { orderInvoices } from "../../../core/invoicing/invoices.ts";
import { OrderInvoicesPanel } from "../../components/invoicing/invoice-ui.tsx";
import { businessTaxStatus } from "../../../core/wholesale/applications.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { FileInput } from "../../components/ui/file-input.tsx";
import { randomUUID } from "node:crypto";
import { ArrowLeft, FileDown, FileText, Truck } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { getOrderForStaff } from "../../../core/orders/admin-orders.ts";
import { updateOrder } from "../../../core/orders/fulfil-order.ts";
import { MAX_MESSAGE_LENGTH, orderMessageFormSchema, updateOrderSchema } from "../../../core/orders/schemas.ts";
import { postOrderMessage } from "../../../core/orders/order-messages.ts";
import { refundPayment } from "../../../core/payments/refund-payment.ts";
import { REFUND_REASONS, refundPaymentSchema } from "../../../core/payments/schemas.ts";
import { type DomainError, isServiceFailure } from "../../../core/shared/errors.ts";
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
import { lineFigures, scaleOneOff } from "../../../core/orders/line-figures.ts";
import type { OrderLineView } from "../../../core/orders/get-order.ts";
import { LineRoleBadge, LineUnits } from "../../components/orders/line-role.tsx";
import { Eur } from "../../components/orders/eur.tsx";
import { formatDateTime, formatFileSize, formatRate } from "../../components/orders/order-format.ts";
import { countryNames } from "../../lib/countries.ts";
import { StatusBadge } from "../../components/orders/status-badge.tsx";
import { ADMIN_HEADERS, adminCall, adminFormCall, requireStaff } from "../../lib/admin.server.ts";
import { formAction, translatorFor } from "../../lib/form-action.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { fileBytes } from "../../../core/media/file-bytes.ts";
import { hasPermission } from "../../../core/shared/permissions.ts";
import { pageContext } from "../../lib/context.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/order-detail";
import { eurosAsCents } from "../../../core/shared/money-schema.ts";
import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { z } from "zod";

/**
 * One order for staff (issue 6, spec §2 `/admin/order/{id}`): lines (custom lines link their
 * production tech pack), totals, delivery, shipments with tracking number and label, the status
 * history; staff move it on (in production, shipped — which books the UPS or MRW shipment and its
 * label — delivered, cancelled when unpaid), refund in full or in part through SIBS (ADR 0014), and
 * answer the customer's messages with attachments. Needs `read:order:any`; actions check theirs in core.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const actor = requireStaff(ctx, request, "read:order:any");
  const order = await adminCall(request, () => getOrderForStaff(ctx, params.id));
  // the business facts the customer's checkout and invoice use (approved wholesale account)
  const business = await businessTaxStatus(ctx, order.customerId);
  // its invoice and credit notes (issue 19)
  const invoices = await adminCall(request, () => orderInvoices(ctx, { orderId: order.id }));
  const url = new URL(request.url);
  return data(
    {
      order,
      business,
      invoices,
      /** The tax country's name in the reader's language (computed here so server and browser agree). */
      taxCountry: countryNames(ctx.locale, [order.tax.country])[order.tax.country] ?? order.tax.country,
      /** One key per rendered refund form: a double submit refunds once. */
      refundKey: randomUUID(),
      done: url.searchParams.get("done"),
      may: {
        update: hasPermission(actor, "update:order:any"),
        refund: hasPermission(actor, "create:refund:any"),
      },
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
      title: opsText(root, "order.title", { number: loaderData?.order.number ?? "" }),
      description: opsText(root, "orders.lead"),
      path: "/admin/order",
      noindex: true,
    },
    root,
  );
}

/**
 * The refund form: the verb's fields (core/payments/schemas.ts `refundPaymentSchema`), the amount
 * typed in euros for a part refund (`eurosAsCents`), or everything not yet refunded (`scope` "full").
 * A reason the list does not know is "other". Browser-safe: the page checks it before posting too.
 */
const refundForm = z
  .object({
    scope: z.enum(["part", "full"]).default("part"),
    amount: eurosAsCents(refundPaymentSchema.shape.amountCents),
    reason: refundPaymentSchema.shape.reason.catch("other"),
    note: refundPaymentSchema.shape.note,
    key: refundPaymentSchema.shape.idempotencyKey,
  })
  .refine((form) => form.scope === "full" || form.amount !== undefined, {
    path: ["amount"],
    error: "common:errors.amount",
  });

type Intent = "status" | "refund" | "message";
interface ActionResult {
  intent: Intent;
  reply: SubmissionResult<string[]>;
}

/**
 * Status change (`updateOrderSchema`), refund (`refundForm`) or message (`orderMessageFormSchema`, the
 * files as bytes for `postOrderMessage`), each through `formAction`; a refusal comes back as Conform's
 * reply for that form (any gateway or carrier outage as the one UNAVAILABLE text), a success redirects
 * to `?done=<intent>`.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:order:any");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const t = translatorFor(ctx.locale);
  const options = {
    ns: "admin-ops",
    explain: (error: DomainError) =>
      isServiceFailure(error) ? { formErrors: [t("admin-ops:errors.UNAVAILABLE")] } : undefined,
  };
  let result: { ok: true } | { ok: false; status: number; reply: SubmissionResult<string[]> };
  if (intent === "status") {
    result = await formAction(
      ctx,
      form,
      updateOrderSchema,
      (input) => adminFormCall(request, () => updateOrder(ctx, { ...input, orderId: params.id })),
      options,
    );
  } else if (intent === "refund") {
    result = await formAction(
      ctx,
      form,
      refundForm,
      ({ scope, amount, reason, note, key }) =>
        adminFormCall(request, () =>
          refundPayment(ctx, {
            orderId: params.id,
            amountCents: scope === "full" ? undefined : amount,
            reason,
            note,
            idempotencyKey: key,
          }),
        ),
      options,
    );
  } else if (intent === "message") {
    result = await formAction(
      ctx,
      form,
      orderMessageFormSchema,
      async ({ body, attachments }) => {
        const files = await fileBytes(attachments);
        return adminFormCall(request, () => postOrderMessage(ctx, { orderId: params.id, body, files }));
      },
      options,
    );
  } else {
    throw data(null, { status: 400 });
  }
  if (!result.ok) {
    return data<ActionResult>({ intent, reply: result.reply }, { status: result.status, headers: ADMIN_HEADERS });
  }
  throw redirect(`/admin/order/${params.id}?done=${intent}`, { headers: ADMIN_HEADERS });
}

export default function AdminOrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-ops");
  const { t: tOrders } = useTranslation("orders");
  const { locale } = useRootData();
  const { order, business, taxCountry, refundKey, done, may } = loaderData;
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const refused = (intent: Intent) => {
    const result = actionData as ActionResult | undefined;
    return result?.intent === intent ? result.reply : undefined;
  };
  const [statusForm] = useSchemaForm(updateOrderSchema, { id: "order-status", lastResult: refused("status") });
  const [refundFormMeta, refundFields] = useSchemaForm(refundForm, {
    id: "order-refund",
    lastResult: refused("refund"),
  });
  const [messageForm, messageFields] = useSchemaForm(orderMessageFormSchema, {
    id: "order-message",
    lastResult: refused("message"),
  });
  /** A form's first refusal: its own, else a field's (the note's, the files' …). */
  const errorOf = (form: { errors?: string[]; allErrors: Record<string, string[]> }) =>
    form.errors?.[0] ?? Object.values(form.allErrors).flat()[0] ?? null;
  const ids = {
    note: useId(),
    amount: useId(),
    reason: useId(),
    refundNote: useId(),
    body: useId(),
    files: useId(),
  };
  const a = order.shippingAddress;
  return (
    <AdminPage
      title={
        <span className="inline-flex flex-wrap items-center gap-3">
          {t("order.title", { number: order.number })} <StatusBadge status={order.status} />
        </span>
      }
      lead={t("order.lead", { date: formatDateTime(order.placedAt, locale), email: order.email })}
      back={
        <Link to="/admin/order/list" className={`mb-4 inline-flex items-center gap-1.5 text-sm ${linkClass}`}>
          <ArrowLeft aria-hidden className="size-4" /> {t("order.back")}
        </Link>
      }
    >
      {done ? <FormNote ok={t(`order.done.${done}`, { defaultValue: t("order.done.status") })} /> : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0 space-y-6">
          <section className={panelClass} aria-labelledby="lines-h">
            <h2 id="lines-h" className="text-lg font-semibold text-stone-900">
              {t("order.lines")}
            </h2>
            <ul className="mt-3 divide-y divide-stone-100">
              {order.lines.map((l) => (
                <li key={l.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-stone-900">{l.name}</p>
                    {l.garmentName ? (
                      <p className="text-sm text-stone-700" data-testid="line-garment">
                        {t("order.garment", { garment: l.garmentName })}
                      </p>
                    ) : null}
                    <p className="text-sm text-stone-600">
                      {l.colorName} · {l.sizeCode} · {t("order.sku")} {l.sku}
                    </p>
                    <p className="text-sm text-stone-600" data-testid="admin-line-unit">
                      <StaffLineUnits line={l} />
                    </p>
                    {l.kind !== "blank" ? (
                      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                        <LineRoleBadge role={l.role} testId="admin-line-role" />
                        {order.techPackUrls[l.id] ? (
                          <a href={order.techPackUrls[l.id]} className={`inline-flex items-center gap-1 ${linkClass}`}>
                            <FileText aria-hidden className="size-4" /> {t("order.techPack")}
                          </a>
                        ) : null}
                      </p>
                    ) : null}
                  </div>
                  <Eur cents={l.totalCents} className="font-medium" />
                </li>
              ))}
            </ul>
            <dl className="mt-3 space-y-1 border-t border-stone-200 pt-3 text-sm">
              <div className="flex justify-between">
                <dt className="text-stone-600">{t("order.shipping")}</dt>
                <dd>
                  <Eur cents={order.shippingCents} />
                </dd>
              </div>
              {order.discountCents > 0 ? (
                <div className="flex justify-between">
                  <dt className="text-stone-600">{t("order.discount", { code: order.couponCode ?? "" })}</dt>
                  <dd>
                    −<Eur cents={order.discountCents} />
                  </dd>
                </div>
              ) : null}
              <div className="flex justify-between font-semibold">
                <dt>{t("order.total")}</dt>
                <dd>
                  <Eur cents={order.totalCents} />
                </dd>
              </div>
              <div className="flex justify-between text-stone-600">
                <dt>{t("order.paid")}</dt>
                <dd>
                  <Eur cents={order.refund.paidCents} />
                </dd>
              </div>
              {order.refund.refundedCents > 0 ? (
                <div className="flex justify-between text-stone-600">
                  <dt>{t("order.refundedSoFar")}</dt>
                  <dd>
                    −<Eur cents={order.refund.refundedCents} />
                  </dd>
                </div>
              ) : null}
              {order.refund.creditedCents > 0 ? (
                <div className="flex justify-between text-stone-600" data-testid="admin-order-credited">
                  <dt>{t("order.creditedSoFar")}</dt>
                  <dd>
                    −<Eur cents={order.refund.creditedCents} />
                  </dd>
                </div>
              ) : null}
            </dl>
            <div className="mt-3 border-t border-stone-200 pt-3 text-sm" data-testid="admin-order-tax">
              <h3 className="font-medium text-stone-900">{t("order.taxTitle")}</h3>
              <dl className="mt-1 space-y-1">
                {(order.tax.breakdown.length > 0
                  ? order.tax.breakdown
                  : [{ rateBp: order.tax.rateBp, vatCents: order.vatCents }]
                ).map((v) => (
                  <div key={v.rateBp} className="flex justify-between">
                    <dt className="text-stone-600">{t("order.vatRate", { rate: formatRate(v.rateBp, locale) })}</dt>
                    <dd>
                      <Eur cents={v.vatCents} />
                    </dd>
                  </div>
                ))}
                {business?.name ? (
                  <div className="flex justify-between gap-3">
                    <dt className="text-stone-600">{t("order.company")}</dt>
                    <dd className="text-right">{business.name}</dd>
                  </div>
                ) : null}
                {business?.vatNumber ? (
                  <div className="flex justify-between gap-3">
                    <dt className="text-stone-600">{t("order.vatNumber")}</dt>
                    <dd className="text-right">
                      {business.vatNumber}{" "}
                      <span className="text-stone-600">
                        ({business.vatNumberValidated ? t("order.viesValid") : t("order.viesNot")})
                      </span>
                    </dd>
                  </div>
                ) : null}
              </dl>
              <p className="mt-2 text-xs leading-5 text-stone-600">
                {tOrders(`tax.${order.tax.kind}`, {
                  rate: formatRate(order.tax.rateBp, locale),
                  country: taxCountry,
                })}
              </p>
            </div>
          </section>

          <section className={panelClass} aria-labelledby="delivery-h">
            <h2 id="delivery-h" className="text-lg font-semibold text-stone-900">
              {t("order.delivery")}
            </h2>
            <p className="mt-2 text-sm leading-6 text-stone-700">
              {a.firstName} {a.lastName}
              <br />
              {a.streetAddress} {a.houseNumber}
              <br />
              {a.postcode} {a.city}, {a.country}
              <br />
              {a.phone}
            </p>
            <p className="mt-2 text-sm text-stone-700">
              {order.shippingMethod.name} ({order.shippingMethod.carrier.toUpperCase()})
              {order.accessPoint ? ` · ${order.accessPoint.name}` : ""}
            </p>
            {order.shipments.length > 0 ? (
              <ul className="mt-3 space-y-2" data-testid="admin-shipments">
                {order.shipments.map((s) => (
                  <li key={s.id} className="flex flex-wrap items-center gap-3 rounded-lg bg-stone-50 px-3 py-2 text-sm">
                    <Truck aria-hidden className="size-4 text-stone-600" />
                    <span>
                      {s.carrier.toUpperCase()}{" "}
                      <span className="font-mono" data-testid="admin-tracking">
                        {s.trackingNumber}
                      </span>
                    </span>
                    <span className="text-stone-600">
                      {t(`order.shipmentStatus.${s.status}`, { defaultValue: s.status })}
                    </span>
                    {order.labelUrls[s.id] ? (
                      <a href={order.labelUrls[s.id]} className={`inline-flex items-center gap-1 ${linkClass}`}>
                        <FileDown aria-hidden className="size-4" /> {t("order.label")}
                      </a>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>

          <OrderInvoicesPanel
            invoices={loaderData.invoices}
            staff
            invoiceTo={order.invoiceTo}
            paid={order.paidAt !== null}
          />
          <section className={panelClass} aria-labelledby="history-h">
            <h2 id="history-h" className="text-lg font-semibold text-stone-900">
              {t("order.history")}
            </h2>
            <ol className="mt-3 space-y-2 text-sm">
              {order.history.map((h, i) => (
                <li key={`${h.at}-${i}`} className="flex flex-wrap gap-x-3">
                  <time dateTime={h.at} className="whitespace-nowrap text-stone-500">
                    {formatDateTime(h.at, locale)}
                  </time>
                  <span className="text-stone-900">
                    {h.toStatus
                      ? tOrders(`status.${h.toStatus}`, { defaultValue: h.toStatus })
                      : t(`order.event.${h.type}`, { defaultValue: h.type })}
                    {h.note ? <span className="text-stone-600"> — {h.note}</span> : null}
                  </span>
                </li>
              ))}
            </ol>
            {order.refunds.length > 0 ? (
              <>
                <h3 className="mt-4 font-medium text-stone-900">{t("order.refunds")}</h3>
                <ul className="mt-2 space-y-1 text-sm" data-testid="admin-refunds">
                  {order.refunds.map((r) => (
                    <li key={r.id} className="flex flex-wrap gap-x-3">
                      <Eur cents={r.amountCents} className="font-medium" />
                      <span>{t(`refund.status.${r.status}`)}</span>
                      <span className="text-stone-600">{t(`refund.reason.${r.reason}`)}</span>
                      {r.method === "store_credit" ? (
                        <span className="text-stone-600">{t("refund.storeCredit")}</span>
                      ) : null}
                      <time className="text-stone-500" dateTime={r.createdAt}>
                        {formatDateTime(r.createdAt, locale)}
                      </time>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        </div>

        <div className="min-w-0 space-y-6">
          {may.update && order.nextStatuses.length > 0 ? (
            <section className={panelClass} aria-labelledby="status-h">
              <h2 id="status-h" className="text-lg font-semibold text-stone-900">
                {t("order.move")}
              </h2>
              <Form method="post" {...getFormProps(statusForm)} className="mt-3 space-y-3">
                <input type="hidden" name="intent" value="status" />
                <div>
                  <label htmlFor={ids.note} className={labelClass}>
                    {t("order.note")}
                  </label>
                  <input id={ids.note} name="note" maxLength={500} className={inputClass} />
                </div>
                {order.nextStatuses.includes("shipped") ? (
                  <p className="text-xs leading-5 text-stone-600">
                    {t("order.markShippedHint", { carrier: order.shippingMethod.carrier.toUpperCase() })}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  {order.nextStatuses.map((s, i) => (
                    <button
                      key={s}
                      type="submit"
                      name="status"
                      value={s}
                      className={
                        s === "cancelled" || s === "refunded"
                          ? buttonClass({ variant: "danger" })
                          : buttonClass({ variant: i === 0 ? "primary" : "secondary" })
                      }
                      disabled={busy("status")}
                    >
                      {busy("status") && navigation.formData?.get("status") === s
                        ? t("order.saving")
                        : t(`order.mark.${s}`)}
                    </button>
                  ))}
                </div>
                <FormNote error={errorOf(statusForm)} />
              </Form>
            </section>
          ) : null}

          {may.refund && order.refund.refundableCents > 0 ? (
            <section className={panelClass} aria-labelledby="refund-h">
              <h2 id="refund-h" className="text-lg font-semibold text-stone-900">
                {t("refund.title")}
              </h2>
              <p className="mt-1 text-sm text-stone-600">
                {t("refund.left")} <Eur cents={order.refund.refundableCents} />
              </p>
              <Form method="post" {...getFormProps(refundFormMeta)} className="mt-3 space-y-3">
                <input type="hidden" name="intent" value="refund" />
                <input type="hidden" name="key" value={refundKey} />
                <fieldset className="flex flex-wrap gap-4 text-sm">
                  <legend className="sr-only">{t("refund.scope")}</legend>
                  <label className="inline-flex items-center gap-2">
                    <input type="radio" name="scope" value="part" defaultChecked /> {t("refund.part")}
                  </label>
                  <label className="inline-flex items-center gap-2">
                    <input type="radio" name="scope" value="full" /> {t("refund.full")}
                  </label>
                </fieldset>
                <div>
                  <label htmlFor={ids.amount} className={labelClass}>
                    {t("refund.amount")}
                  </label>
                  <input
                    id={ids.amount}
                    name="amount"
                    inputMode="decimal"
                    placeholder="12.50"
                    className={inputClass}
                    aria-describedby={`${ids.amount}-hint`}
                    aria-invalid={refundFields.amount.errors ? true : undefined}
                  />
                  <p id={`${ids.amount}-hint`} className="mt-1 text-xs text-stone-500">
                    {t("refund.amountHint")}
                  </p>
                </div>
                <div>
                  <label htmlFor={ids.reason} className={labelClass}>
                    {t("refund.reasonLabel")}
                  </label>
                  <select id={ids.reason} name="reason" className={`${inputClass} appearance-auto`}>
                    {REFUND_REASONS.map((r) => (
                      <option key={r} value={r}>
                        {t(`refund.reason.${r}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor={ids.refundNote} className={labelClass}>
                    {t("order.note")}
                  </label>
                  <input id={ids.refundNote} name="note" maxLength={500} className={inputClass} />
                </div>
                <button type="submit" className={buttonSecondary} disabled={busy("refund")}>
                  {busy("refund") ? t("order.saving") : t("refund.submit")}
                </button>
                <FormNote error={errorOf(refundFormMeta)} />
              </Form>
            </section>
          ) : null}

          <section className={panelClass} aria-labelledby="messages-h" id="messages">
            <h2 id="messages-h" className="text-lg font-semibold text-stone-900">
              {t("messages.title")}
            </h2>
            {order.messages.length === 0 ? (
              <p className="mt-2 text-sm text-stone-600">{t("messages.empty")}</p>
            ) : (
              <ol className="mt-3 space-y-3" data-testid="admin-messages">
                {order.messages.map((m) => (
                  <li
                    key={m.id}
                    className={`rounded-2xl px-3 py-2 text-sm ${m.author === "staff" ? "ml-6 bg-stone-100" : "mr-6 bg-brand-50"}`}
                  >
                    <p className="text-xs font-medium text-stone-600">
                      {m.author === "staff" ? t("messages.shop") : t("messages.customer")} ·{" "}
                      <time dateTime={m.at}>{formatDateTime(m.at, locale)}</time>
                    </p>
                    {m.body ? <p className="mt-1 whitespace-pre-line break-words">{m.body}</p> : null}
                    {m.attachments.map((f) => (
                      <a
                        key={f.id}
                        href={`/api/order/${order.id}/attachment/${f.id}`}
                        className={`mt-1 block ${linkClass}`}
                      >
                        {f.name} ({formatFileSize(f.size, locale)})
                      </a>
                    ))}
                  </li>
                ))}
              </ol>
            )}
            {may.update ? (
              <Form
                method="post"
                encType="multipart/form-data"
                {...getFormProps(messageForm)}
                className="mt-4 space-y-3"
                key={order.messages.length}
              >
                <input type="hidden" name="intent" value="message" />
                <div>
                  <label htmlFor={ids.body} className={labelClass}>
                    {t("messages.reply")}
                  </label>
                  <textarea
                    id={ids.body}
                    name="body"
                    rows={4}
                    maxLength={MAX_MESSAGE_LENGTH}
                    defaultValue={
                      typeof messageFields.body.initialValue === "string" ? messageFields.body.initialValue : ""
                    }
                    aria-invalid={messageFields.body.errors ? true : undefined}
                    className={textareaClass}
                  />
                </div>
                <div>
                  <label htmlFor={ids.files} className={labelClass}>
                    {t("messages.attach")}
                  </label>
                  <FileInput
                    id={ids.files}
                    name="attachments"
                    multiple
                    accept="image/jpeg,image/png,image/webp,image/gif,application/pdf"
                  />
                </div>
                <button type="submit" className={buttonPrimary} disabled={busy("message")}>
                  {busy("message") ? t("order.saving") : t("messages.send")}
                </button>
                <FormNote error={errorOf(messageForm)} />
              </Form>
            ) : null}
          </section>
        </div>
      </div>
    </AdminPage>
  );
}

/**
 * A line's "quantity × unit (+ set-up) = amount charged" (core/orders/line-figures.ts, issue 20): the
 * design's one-off set-up in proportion to what the line was charged after a discount.
 */
function StaffLineUnits({ line }: { line: OrderLineView }) {
  const oneOff = scaleOneOff(line.oneOffCents, line.totalCents + line.discountCents, line.totalCents);
  const f = lineFigures(line.totalCents, line.quantity, oneOff);
  return (
    <LineUnits
      quantity={line.quantity}
      unitCents={f.unitCents}
      oneOffCents={f.oneOffCents}
      exact={f.exact}
      money={(cents) => <Eur cents={cents} />}
    />
  );
}
