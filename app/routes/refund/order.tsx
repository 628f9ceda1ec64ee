import { FileInput } from "../../components/ui/file-input.tsx";
import { randomUUID } from "node:crypto";
import { Camera } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { type ReturnOptions, createReturn, getReturnOptions, uploadReturnPhoto } from "../../../core/returns/portal.ts";
import { RETURN_OUTCOMES, RETURN_REASONS } from "../../../core/returns/rules.ts";
import { NotFound } from "../../../core/shared/errors.ts";
import { AccountFrame, Panel, buttonClass } from "../../components/account/account-ui.tsx";
import { Notice } from "../../components/auth/auth-form.tsx";
import { formatDate, formatDateTime } from "../../components/orders/order-format.ts";
import { Eur } from "../../components/orders/eur.tsx";
import {
  type ReturnFormError,
  ReturnStatusBadge,
  returnErrorOf,
  returnsPageMeta,
  useReturnErrorText,
} from "../../components/returns/returns-ui.tsx";
import { pageContext } from "../../lib/context.server.ts";
import { ORDER_PAGE_HEADERS, accountFrameOf, orderNotFound, tokenOf } from "../../lib/order-pages.server.ts";
import type { Route } from "./+types/order";

const MAX_PHOTOS = 6;

/**
 * The return form of one order (issue 8): for its signed-in owner, or a guest with the order's signed
 * token (from the lookup or an e-mail). Lines with units left and what the rules allow, the reason,
 * the outcome (refund, replacement in another size or colour, store credit), photos for damage and
 * misprints, a comment; the order's earlier requests.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const token = tokenOf(request);
  let options: ReturnOptions;
  try {
    options = await getReturnOptions(ctx, { orderId: params.orderId.slice(0, 64), access: { token } });
  } catch (error) {
    if (error instanceof NotFound) orderNotFound();
    throw error;
  }
  const account = token ? null : await accountFrameOf(context);
  return data({ options, token, account, locale: ctx.locale, formKey: randomUUID() }, { headers: ORDER_PAGE_HEADERS });
}

interface FormValues {
  lines: Record<string, { checked: boolean; quantity: number; replacementVariantId: string }>;
  reason: string;
  outcome: string;
  comment: string;
  photoIds: string[];
}

/** Sends the request: stores the new photos (owned by this form's key), then makes the request; errors keep what was typed. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  const token = tokenOf(request);
  const orderId = params.orderId.slice(0, 64);
  const form = await request.formData();
  const formKey = String(form.get("formKey") ?? "").slice(0, 80);
  const lineIds = form.getAll("line").map(String).slice(0, 50);
  const values: FormValues = {
    lines: {},
    reason: String(form.get("reason") ?? ""),
    outcome: String(form.get("outcome") ?? "refund"),
    comment: String(form.get("comment") ?? "").slice(0, 2000),
    photoIds: form.getAll("photoId").map(String).slice(0, MAX_PHOTOS),
  };
  for (const key of form.keys()) {
    const m = /^qty-(.+)$/.exec(key);
    if (!m?.[1]) continue;
    const id = m[1].slice(0, 64);
    values.lines[id] = {
      checked: lineIds.includes(id),
      quantity: Number(form.get(key)) || 1,
      replacementVariantId: String(form.get(`replacement-${id}`) ?? ""),
    };
  }
  const uploaderKey = `return-form:${formKey}`;
  try {
    if (formKey.length < 8) throw new NotFound();
    for (const file of form.getAll("photos")) {
      if (typeof file === "string" || file.size === 0) continue;
      if (values.photoIds.length >= MAX_PHOTOS) break;
      const stored = await uploadReturnPhoto(ctx, {
        name: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
        guestToken: uploaderKey,
      });
      values.photoIds.push(stored.id);
    }
    const created = await createReturn(ctx, {
      orderId,
      access: { token },
      uploaderKey,
      idempotencyKey: formKey,
      reason: values.reason as never,
      outcome: values.outcome as never,
      comment: values.comment,
      photoIds: values.photoIds,
      lines: lineIds.map((id) => ({
        orderLineId: id,
        quantity: values.lines[id]?.quantity ?? 1,
        replacementVariantId: values.lines[id]?.replacementVariantId || null,
      })),
    });
    const query = token ? `?token=${encodeURIComponent(token)}&sent=1` : "?sent=1";
    return redirect(`/refund/${orderId}/${created.id}${query}`, { headers: ORDER_PAGE_HEADERS });
  } catch (error) {
    if (error instanceof NotFound && error.code !== "RETURN_ORDER_NOT_FOUND") orderNotFound();
    let e = returnErrorOf(error);
    if (e.code === "default" && error && typeof error === "object" && "issues" in error) {
      const issues = (error as { issues: { path: (string | number)[] }[] }).issues;
      const field = String(issues[0]?.path[0] ?? "lines");
      e = { code: field === "reason" ? "RETURN_REASON_REQUIRED" : "RETURN_LINE_INVALID", field };
    }
    if (e.code === "default") throw error;
    return data({ error: e, values }, { status: 400, headers: ORDER_PAGE_HEADERS });
  }
}

export function headers() {
  return ORDER_PAGE_HEADERS;
}

export function meta({ matches, params }: Route.MetaArgs) {
  return returnsPageMeta(matches, "form", `/refund/${params.orderId}`, { number: "" });
}

export default function ReturnFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { options, account } = loaderData;
  const content = <ReturnForm {...loaderData} result={actionData} />;
  return account ? (
    <AccountFrame firstName={account.firstName} email={account.email}>
      {content}
    </AccountFrame>
  ) : (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10" data-order={options.order.id}>
      {content}
    </div>
  );
}

function ReturnForm({
  options,
  token,
  locale,
  formKey,
  result,
}: Route.ComponentProps["loaderData"] & { result: { error: ReturnFormError; values: FormValues } | undefined }) {
  const { t } = useTranslation("returns");
  const errorText = useReturnErrorText();
  const busy = useNavigation().state === "submitting";
  const values = result?.values;
  const [reason, setReason] = useState(values?.reason ?? "");
  const [outcome, setOutcome] = useState(values?.outcome ?? "refund");
  const error = result?.error;
  const q = token ? `?token=${encodeURIComponent(token)}` : "";
  const order = options.order;
  const returnable = options.lines.filter((l) => l.remaining > 0 && (l.withdrawal.allowed || l.claim.allowed));
  const claim = reason === "damaged" || reason === "misprint" || reason === "wrong_item";
  const ids = useId();
  const orderHref = `/user/order/${order.id}${q}`;
  return (
    <div>
      <p className="text-sm">
        <Link to={orderHref} className="font-medium text-brand-700 underline underline-offset-2">
          {t("request.backToOrder")}
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
        {t("form.title", { number: order.number })}
      </h1>
      <p className="mt-2 text-sm leading-6 text-stone-600">
        {t("form.lead")}{" "}
        {order.deliveredAt
          ? t("form.delivered", { date: formatDate(order.deliveredAt, locale) })
          : t("form.notDelivered")}
        {options.withdrawalDeadline
          ? ` · ${t("form.windowUntil", { date: formatDateTime(new Date(new Date(options.withdrawalDeadline).getTime() - 60_000).toISOString(), locale) })}`
          : ""}
      </p>

      {options.requests.length > 0 ? (
        <section className="mt-6 rounded-2xl border border-stone-200 bg-white p-4" aria-labelledby={`${ids}-req`}>
          <h2 id={`${ids}-req`} className="text-sm font-semibold text-stone-900">
            {t("form.requests")}
          </h2>
          <ul className="mt-2 divide-y divide-stone-100">
            {options.requests.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <Link
                  to={`/refund/${order.id}/${r.id}${q}`}
                  className="font-medium text-brand-700 underline underline-offset-2"
                >
                  {r.number}
                </Link>
                <ReturnStatusBadge status={r.status} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {returnable.length === 0 ? (
        <div className="mt-6">
          <Notice tone="info" testId="nothing-to-return">
            {t("form.nothing")}
          </Notice>
        </div>
      ) : (
        <Form method="post" encType="multipart/form-data" className="mt-6 space-y-6" data-testid="return-form">
          <input type="hidden" name="formKey" value={formKey} />
          {(values?.photoIds ?? []).map((id) => (
            <input key={id} type="hidden" name="photoId" value={id} />
          ))}
          {error && error.field !== "photoIds" ? (
            <Notice tone="error" testId="return-error">
              {errorText(error, options.windowDays)}
            </Notice>
          ) : null}
          <Panel title={t("form.items")}>
            <ul className="divide-y divide-stone-200">
              {options.lines.map((l) => {
                const v = values?.lines[l.id];
                const disabled = l.remaining === 0 || (!l.withdrawal.allowed && !l.claim.allowed);
                const lineError = error?.orderLineId === l.id;
                return (
                  <li key={l.id} className="flex gap-3 py-4" data-testid="return-line" data-line={l.id}>
                    <input
                      type="checkbox"
                      name="line"
                      value={l.id}
                      id={`${ids}-${l.id}`}
                      defaultChecked={v?.checked}
                      disabled={disabled}
                      aria-invalid={lineError || undefined}
                      className="mt-1 size-5 shrink-0 accent-stone-900"
                    />
                    <img src={l.imageUrl} alt="" className="size-16 shrink-0 rounded-lg bg-stone-100 object-contain" />
                    <div className="min-w-0 flex-1">
                      <label htmlFor={`${ids}-${l.id}`} className="block text-sm font-medium text-stone-900">
                        {l.name}
                        {l.kind !== "blank" ? (
                          <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                            {t(`form.${l.kind}`)}
                          </span>
                        ) : null}
                      </label>
                      <p className="text-sm text-stone-600">
                        {l.details} · <Eur cents={l.totalCents} />
                      </p>
                      {!l.withdrawal.allowed && l.claim.allowed ? (
                        <p className="mt-1 text-xs text-amber-800">
                          {l.withdrawal.code === "CUSTOM_NOT_WITHDRAWABLE"
                            ? t("form.withdrawalNo")
                            : t("form.withdrawalOver")}{" "}
                          · {t("form.claimOnly")}
                        </p>
                      ) : null}
                      {l.remaining < l.quantity ? (
                        <p className="mt-1 text-xs text-stone-500">
                          {t("form.alreadyReturned")}: {l.quantity - l.remaining}
                        </p>
                      ) : null}
                      {!disabled ? (
                        <div className="mt-2 flex flex-wrap gap-3">
                          <label className="text-xs text-stone-700">
                            {t("form.quantity")}{" "}
                            <select
                              name={`qty-${l.id}`}
                              defaultValue={v?.quantity ?? l.remaining}
                              className="ml-1 h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm"
                            >
                              {Array.from({ length: Math.min(l.remaining, 100) }, (_, i) => i + 1).map((n) => (
                                <option key={n} value={n}>
                                  {n}
                                </option>
                              ))}
                            </select>{" "}
                            {t("form.ofTotal", { count: l.remaining })}
                          </label>
                          {l.kind === "blank" && outcome === "replacement" ? (
                            <label className="text-xs text-stone-700">
                              {t("form.replacementVariant")}{" "}
                              <select
                                name={`replacement-${l.id}`}
                                defaultValue={v?.replacementVariantId ?? ""}
                                className="ml-1 h-9 max-w-[14rem] rounded-lg border border-stone-300 bg-white px-2 text-sm"
                                data-testid="replacement-select"
                              >
                                <option value="">{t("form.sameVariant")}</option>
                                {l.replacements.map((r) => (
                                  <option key={r.variantId} value={r.variantId}>
                                    {r.label}
                                  </option>
                                ))}
                              </select>
                            </label>
                          ) : null}
                        </div>
                      ) : null}
                      {lineError ? (
                        <p className="mt-1 text-xs text-red-700">{errorText(error, options.windowDays)}</p>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          </Panel>

          <Panel title={t("form.reason")}>
            <fieldset>
              <legend className="sr-only">{t("form.reason")}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {RETURN_REASONS.map((r) => (
                  <label
                    key={r}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-200 px-3 py-2 text-sm has-[:checked]:border-stone-900 has-[:checked]:bg-stone-50"
                  >
                    <input
                      type="radio"
                      name="reason"
                      value={r}
                      required
                      checked={reason === r}
                      onChange={() => setReason(r)}
                      className="size-4 accent-stone-900"
                    />
                    {t(`form.reasons.${r}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          </Panel>

          <Panel title={t("form.outcome")}>
            <fieldset>
              <legend className="sr-only">{t("form.outcome")}</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {RETURN_OUTCOMES.map((o) => (
                  <label
                    key={o}
                    className="flex cursor-pointer gap-3 rounded-xl border border-stone-200 px-3 py-3 text-sm has-[:checked]:border-stone-900 has-[:checked]:bg-stone-50"
                  >
                    <input
                      type="radio"
                      name="outcome"
                      value={o}
                      checked={outcome === o}
                      onChange={() => setOutcome(o)}
                      className="mt-0.5 size-4 accent-stone-900"
                    />
                    <span>
                      <span className="block font-medium text-stone-900">{t(`form.outcomes.${o}`)}</span>
                      <span className="block text-xs leading-5 text-stone-600">{t(`form.outcomeHints.${o}`)}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          </Panel>

          <Panel title={t("form.photos")} description={t("form.photosHint")}>
            {error?.field === "photoIds" || error?.field === "file" ? (
              <Notice tone="error" testId="photo-error">
                {errorText(error)}
              </Notice>
            ) : null}
            {(values?.photoIds ?? []).length > 0 ? (
              <ul className="mb-3 flex flex-wrap gap-2">
                {(values?.photoIds ?? []).map((id) => (
                  <li key={id}>
                    <img src={`/media/upload/${id}`} alt="" className="size-16 rounded-lg object-cover" />
                  </li>
                ))}
              </ul>
            ) : null}
            <div
              className={`flex min-h-11 items-center gap-3 rounded-xl border border-dashed px-3 py-3 text-sm ${claim ? "border-stone-500" : "border-stone-300"}`}
            >
              <Camera aria-hidden className="size-5 shrink-0 text-stone-500" />
              <label htmlFor={`${ids}-photos`} className="sr-only">
                {t("form.photos")}
              </label>
              <FileInput
                id={`${ids}-photos`}
                name="photos"
                accept="image/jpeg,image/png"
                multiple
                data-testid="return-photos"
                className="flex-1"
              />
            </div>
          </Panel>

          <div>
            <label htmlFor={`${ids}-comment`} className="mb-1.5 block text-sm font-medium text-stone-800">
              {t("form.comment")}
            </label>
            <textarea
              id={`${ids}-comment`}
              name="comment"
              rows={3}
              maxLength={2000}
              defaultValue={values?.comment}
              className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base sm:text-sm"
            />
          </div>
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className={buttonClass.primary} disabled={busy} data-testid="return-submit">
              {busy ? t("form.submitting") : t("form.submit")}
            </button>
            <Link
              to={`/refund/${order.id}/withdraw${q}`}
              className="text-sm font-medium text-brand-700 underline underline-offset-2"
            >
              {t("form.startWithdrawal")}
            </Link>
          </div>
        </Form>
      )}
    </div>
  );
}
