import { FileInput } from "../../components/ui/file-input.tsx";
import { randomUUID } from "node:crypto";
import { Camera } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { getFormProps } from "@conform-to/react";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { type ReturnOptions, createReturn, getReturnOptions, uploadReturnPhoto } from "../../../core/returns/portal.ts";
import { RETURN_OUTCOMES, RETURN_REASONS } from "../../../core/returns/rules.ts";
import { createReturnSchema } from "../../../core/returns/schemas.ts";
import { getReturnSettings } from "../../../core/returns/settings.ts";
import { NotFound } from "../../../core/shared/errors.ts";
import { AccountFrame, Panel, buttonClass } from "../../components/account/account-ui.tsx";
import { Notice } from "../../components/auth/auth-form.tsx";
import { formatDate, formatDateTime } from "../../components/orders/order-format.ts";
import { Eur } from "../../components/orders/eur.tsx";
import { ReturnStatusBadge, returnsPageMeta } from "../../components/returns/returns-ui.tsx";
import { pageContext } from "../../lib/context.server.ts";
import { formAction, translatorFor } from "../../lib/form-action.server.ts";
import { refusedLineOf, returnRequestFields } from "../../lib/returns.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { ORDER_PAGE_HEADERS, accountFrameOf, orderNotFound, tokenOf } from "../../lib/order-pages.server.ts";
import type { Route } from "./+types/order";

const MAX_PHOTOS = 6;

/**
 * What the browser checks before sending (the verb's `createReturnSchema` but its `lines`, which the
 * page posts as rows of `line`/`qty-<id>` and the action turns into the schema's shape).
 */
const pageChecks = createReturnSchema.omit({ lines: true });

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

/**
 * Sends the request through `formAction` with the verb's `createReturnSchema` (the posted rows made
 * its `lines` by `returnRequestFields`): stores the new photos (owned by this form's key), then makes
 * the request. A refusal comes back as `{ reply, photoIds, orderLineId }`: Conform's reply (what was
 * typed, the translated errors), every photo stored so far, and the order line it concerns.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  const token = tokenOf(request);
  const orderId = params.orderId.slice(0, 64);
  const form = await request.formData();
  if (String(form.get("idempotencyKey") ?? "").trim().length < 8) orderNotFound();
  const photoIds = form.getAll("photoIds").map(String).slice(0, MAX_PHOTOS);
  const result = await formAction(
    ctx,
    returnRequestFields(form),
    createReturnSchema,
    async (input) => {
      const uploaderKey = `return-form:${input.idempotencyKey}`;
      for (const file of form.getAll("photos")) {
        if (typeof file === "string" || file.size === 0) continue;
        if (photoIds.length >= MAX_PHOTOS) break;
        const stored = await uploadReturnPhoto(ctx, {
          name: file.name,
          bytes: new Uint8Array(await file.arrayBuffer()),
          guestToken: uploaderKey,
        });
        photoIds.push(stored.id);
      }
      return createReturn(ctx, { ...input, photoIds, orderId, access: { token }, uploaderKey });
    },
    {
      ns: "returns",
      explain: async (error) =>
        error.code === "WITHDRAWAL_PERIOD_OVER"
          ? {
              fieldErrors: {
                [error.field ?? "lines"]: [
                  translatorFor(ctx.locale)("returns:errors.WITHDRAWAL_PERIOD_OVER", {
                    days: (await getReturnSettings(ctx)).windowDays,
                  }),
                ],
              },
            }
          : undefined,
    },
  );
  if (!result.ok) {
    if (result.error instanceof NotFound && result.error.code !== "RETURN_ORDER_NOT_FOUND") orderNotFound();
    return data(
      { reply: result.reply, photoIds, orderLineId: refusedLineOf(result.error) },
      { status: 400, headers: ORDER_PAGE_HEADERS },
    );
  }
  const query = token ? `?token=${encodeURIComponent(token)}&sent=1` : "?sent=1";
  return redirect(`/refund/${orderId}/${result.value.id}${query}`, { headers: ORDER_PAGE_HEADERS });
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
}: Route.ComponentProps["loaderData"] & { result: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation("returns");
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(pageChecks, { id: "return-form", lastResult: result?.reply });
  const typed = (form.initialValue ?? {}) as {
    reason?: string;
    outcome?: string;
    comment?: string;
    lines?: { orderLineId?: string; quantity?: string; replacementVariantId?: string }[];
  };
  const typedLine = (id: string) => typed.lines?.find((l) => l?.orderLineId === id);
  const photoIds = result?.photoIds ?? [];
  const [reason, setReason] = useState(typed.reason ?? "");
  const [outcome, setOutcome] = useState(typed.outcome ?? "refund");
  const { photoIds: photoErrors, file: fileErrors, ...otherErrors } = form.allErrors;
  const photoError = photoErrors?.[0] ?? fileErrors?.[0];
  const formError = form.errors?.[0] ?? Object.values(otherErrors).find((errors) => errors.length > 0)?.[0];
  const refusedLine = result?.orderLineId;
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
        <Form
          method="post"
          encType="multipart/form-data"
          className="mt-6 space-y-6"
          {...getFormProps(form)}
          data-testid="return-form"
        >
          <input type="hidden" name="idempotencyKey" value={formKey} />
          {photoIds.map((id) => (
            <input key={id} type="hidden" name="photoIds" value={id} />
          ))}
          {formError ? (
            <Notice tone="error" testId="return-error">
              {formError}
            </Notice>
          ) : null}
          <Panel title={t("form.items")}>
            <ul className="divide-y divide-stone-200">
              {options.lines.map((l) => {
                const v = typedLine(l.id);
                const disabled = l.remaining === 0 || (!l.withdrawal.allowed && !l.claim.allowed);
                const lineError = refusedLine === l.id && formError;
                return (
                  <li key={l.id} className="flex gap-3 py-4" data-testid="return-line" data-line={l.id}>
                    <input
                      type="checkbox"
                      name="line"
                      value={l.id}
                      id={`${ids}-${l.id}`}
                      defaultChecked={Boolean(v)}
                      disabled={disabled}
                      aria-invalid={lineError ? true : undefined}
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
                      {lineError ? <p className="mt-1 text-xs text-red-700">{lineError}</p> : null}
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
                      name={fields.reason.name}
                      value={r}
                      required={fields.reason.required}
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
                      name={fields.outcome.name}
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
            {photoError ? (
              <Notice tone="error" testId="photo-error">
                {photoError}
              </Notice>
            ) : null}
            {photoIds.length > 0 ? (
              <ul className="mb-3 flex flex-wrap gap-2">
                {photoIds.map((id) => (
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
              name={fields.comment.name}
              rows={3}
              maxLength={fields.comment.maxLength}
              defaultValue={typed.comment}
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
