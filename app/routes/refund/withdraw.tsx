import { randomUUID } from "node:crypto";
import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { type ReturnOptions, createReturn, getReturnOptions } from "../../../core/returns/portal.ts";
import { withdrawalSchema } from "../../../core/returns/schemas.ts";
import { NotFound } from "../../../core/shared/errors.ts";
import { Panel, buttonClass } from "../../components/account/account-ui.tsx";
import { Notice } from "../../components/auth/auth-form.tsx";
import { formatDateTime } from "../../components/orders/order-format.ts";
import { returnsPageMeta } from "../../components/returns/returns-ui.tsx";
import { pageContext } from "../../lib/context.server.ts";
import { formAction } from "../../lib/form-action.server.ts";
import { returnRequestFields } from "../../lib/returns.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { ORDER_PAGE_HEADERS, orderNotFound, tokenOf } from "../../lib/order-pages.server.ts";
import type { Route } from "./+types/withdraw";
import { TextField } from "../../components/ui/form-fields.tsx";

/**
 * The EU withdrawal function for one order (Directive 2011/83/EU art. 11a, from 19 June 2026): two
 * steps with minimal data — the name and the items (blank ones still within the period; all by
 * default), then the statement to "Confirm withdrawal here". The confirmation is recorded with its
 * time and acknowledged by e-mail at once (core/returns/portal.ts `createReturn` with `withdrawalName`).
 * Open to the order's owner or a holder of its signed link.
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
  const lines = options.lines
    .filter((l) => l.kind === "blank" && l.withdrawal.allowed && l.remaining > 0)
    .map((l) => ({ id: l.id, name: l.name, details: l.details, remaining: l.remaining, imageUrl: l.imageUrl }));
  return data(
    {
      order: { id: options.order.id, number: options.order.number, firstName: options.order.firstName },
      deadline: options.withdrawalDeadline,
      windowDays: options.windowDays,
      lines,
      token,
      locale: ctx.locale,
      formKey: randomUUID(),
    },
    { headers: ORDER_PAGE_HEADERS },
  );
}

type Chosen = { id: string; quantity: number }[];

/**
 * `review` → the confirmation step; `edit` → back to step 1; `confirm` → the withdrawal is made and
 * acknowledged. `review` and `confirm` run the form through `formAction` with the verb's
 * `withdrawalSchema` (the rows made its `lines` by `returnRequestFields`); a refusal goes back to
 * step 1 with Conform's reply.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  const token = tokenOf(request);
  const orderId = params.orderId.slice(0, 64);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const fields = returnRequestFields(form);
  const { name, chosen, formKey } = echoOf(fields);
  if (intent === "edit") return data({ step: "details" as const, name, chosen, formKey });
  const result = await formAction(
    ctx,
    fields,
    withdrawalSchema,
    (input) => (intent === "review" ? null : createReturn(ctx, { ...input, orderId, access: { token } })),
    { ns: "returns" },
  );
  if (!result.ok) {
    if (result.error instanceof NotFound) orderNotFound();
    return data({ step: "details" as const, name, chosen, formKey, reply: result.reply }, { status: 400 });
  }
  if (!result.value) return data({ step: "confirm" as const, name, chosen, formKey });
  const query = token ? `?token=${encodeURIComponent(token)}&ack=1` : "?ack=1";
  return redirect(`/refund/${orderId}/${result.value.id}${query}`, { headers: ORDER_PAGE_HEADERS });
}

export function headers() {
  return ORDER_PAGE_HEADERS;
}

export function meta({ matches, params }: Route.MetaArgs) {
  return returnsPageMeta(matches, "withdraw", `/refund/${params.orderId}/withdraw`);
}

export default function WithdrawPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("returns");
  const busy = useNavigation().state === "submitting";
  const { order, lines, token, locale } = loaderData;
  const step = actionData?.step ?? "details";
  const name = actionData?.name ?? "";
  const formKey = actionData?.formKey || loaderData.formKey;
  const chosen = actionData?.chosen;
  const reply = actionData && "reply" in actionData ? (actionData.reply as SubmissionResult<string[]>) : undefined;
  const [form, fields] = useSchemaForm(pageChecks, { id: "withdraw-details", lastResult: reply });
  const { withdrawalName: nameErrors, ...otherErrors } = form.allErrors;
  const formError = form.errors?.[0] ?? Object.values(otherErrors).find((errors) => errors.length > 0)?.[0];
  const q = token ? `?token=${encodeURIComponent(token)}` : "";
  const isChosen = (id: string) => !chosen || chosen.some((c) => c.id === id);
  const qtyOf = (id: string, fallback: number) => chosen?.find((c) => c.id === id)?.quantity ?? fallback;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t("withdraw.title")}</h1>
      <p className="mt-2 text-sm leading-6 text-stone-600">
        {t("withdraw.lead", { days: loaderData.windowDays })}
        {loaderData.deadline
          ? ` ${t("form.windowUntil", { date: formatDateTime(new Date(new Date(loaderData.deadline).getTime() - 60_000).toISOString(), locale) })}`
          : ""}
      </p>
      <div className="mt-6">
        {lines.length === 0 ? (
          <Notice tone="info" testId="nothing-to-withdraw">
            {t("withdraw.nothing")}{" "}
            <Link to={`/refund/${order.id}${q}`} className="font-medium underline underline-offset-2">
              {t("withdraw.toForm")}
            </Link>
          </Notice>
        ) : step === "details" ? (
          <Panel title={t("withdraw.step1")}>
            <Form method="post" {...getFormProps(form)} data-testid="withdraw-details">
              <WithdrawalFields formKey={formKey} />
              {formError ? (
                <Notice tone="error" testId="withdraw-error">
                  {formError}
                </Notice>
              ) : null}
              <TextField
                name={fields.withdrawalName.name}
                label={t("withdraw.name")}
                autoComplete="name"
                required={fields.withdrawalName.required}
                maxLength={fields.withdrawalName.maxLength}
                defaultValue={name}
                error={nameErrors?.[0]}
              />
              <fieldset className="mb-5">
                <legend className="mb-2 text-sm font-medium text-stone-800">{t("form.items")}</legend>
                <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
                  {lines.map((l) => (
                    <li key={l.id} className="flex items-center gap-3 p-3">
                      <input
                        type="checkbox"
                        name="line"
                        value={l.id}
                        id={`w-${l.id}`}
                        defaultChecked={isChosen(l.id)}
                        className="size-5 shrink-0 accent-stone-900"
                      />
                      <img
                        src={l.imageUrl}
                        alt=""
                        className="size-12 shrink-0 rounded-lg bg-stone-100 object-contain"
                      />
                      <label htmlFor={`w-${l.id}`} className="min-w-0 flex-1 text-sm">
                        <span className="block font-medium text-stone-900">{l.name}</span>
                        <span className="block text-stone-600">{l.details}</span>
                      </label>
                      <select
                        name={`qty-${l.id}`}
                        aria-label={t("form.quantity")}
                        defaultValue={qtyOf(l.id, l.remaining)}
                        className="h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm"
                      >
                        {Array.from({ length: Math.min(l.remaining, 100) }, (_, i) => i + 1).map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
                    </li>
                  ))}
                </ul>
              </fieldset>
              <button type="submit" name="intent" value="review" className={buttonClass.primary} disabled={busy}>
                {t("withdraw.continue")}
              </button>
            </Form>
          </Panel>
        ) : (
          <Panel title={t("withdraw.step2")} description={t("withdraw.confirmLead")}>
            <Form method="post" data-testid="withdraw-confirm">
              <WithdrawalFields formKey={formKey} />
              <input type="hidden" name="withdrawalName" value={name} />
              {(chosen ?? []).map((c) => (
                <span key={c.id}>
                  <input type="hidden" name="line" value={c.id} />
                  <input type="hidden" name={`qty-${c.id}`} value={c.quantity} />
                </span>
              ))}
              <blockquote className="rounded-xl border border-stone-200 bg-stone-50 p-4 text-sm leading-6 text-stone-800">
                <p>{t("withdraw.statement", { number: order.number })}</p>
                <ul className="mt-2 list-disc pl-5">
                  {(chosen ?? []).map((c) => {
                    const l = lines.find((x) => x.id === c.id);
                    return l ? (
                      <li key={c.id}>
                        {c.quantity} × {l.name} ({l.details})
                      </li>
                    ) : null;
                  })}
                </ul>
                <p className="mt-2 font-medium">{name}</p>
              </blockquote>
              <div className="mt-5 flex flex-wrap gap-3">
                <button
                  type="submit"
                  name="intent"
                  value="confirm"
                  className={buttonClass.primary}
                  disabled={busy}
                  data-testid="withdraw-confirm-button"
                >
                  {t("withdraw.confirm")}
                </button>
                <button type="submit" name="intent" value="edit" className={buttonClass.secondary} formNoValidate>
                  {t("withdraw.back")}
                </button>
              </div>
            </Form>
          </Panel>
        )}
      </div>
    </div>
  );
}

/**
 * What the browser checks before sending (the verb's `withdrawalSchema` but its `lines`, which the
 * page posts as rows of `line`/`qty-<id>` and the action turns into the schema's shape).
 */
const pageChecks = withdrawalSchema.omit({ lines: true });

const withdrawalLine = withdrawalSchema.shape.lines.element;

/**
 * What the steps show again of a post (`edit`, a refusal, the confirmation step): the name, the
 * form's key and the chosen rows, read from the verb's fields (`returnRequestFields`) with
 * `withdrawalSchema`'s own field schemas. A value the schema refuses reads as empty (a quantity as 1,
 * an unknown row is left out); the refusal itself comes back with `formAction`'s reply.
 */
const echoSchema = z.object({
  withdrawalName: withdrawalSchema.shape.withdrawalName.catch(""),
  idempotencyKey: withdrawalSchema.shape.idempotencyKey.catch(""),
  lines: z
    .array(
      withdrawalLine
        .pick({ orderLineId: true })
        .extend({ quantity: withdrawalLine.shape.quantity.catch(1) })
        .nullable()
        .catch(null),
    )
    .catch([]),
});

function echoOf(fields: URLSearchParams): { name: string; chosen: Chosen; formKey: string } {
  const submission = parseWithZod(fields, { schema: echoSchema });
  const echo = submission.status === "success" ? submission.value : echoSchema.parse({});
  return {
    name: echo.withdrawalName,
    formKey: echo.idempotencyKey,
    chosen: echo.lines.flatMap((line) => (line ? [{ id: line.orderLineId, quantity: line.quantity }] : [])),
  };
}

/**
 * The fields both steps post as they are: the form's idempotency key and the withdrawal's reason
 * and outcome (a withdrawal is for a change of mind and refunded; the verb holds it to that).
 */
function WithdrawalFields({ formKey }: { formKey: string }) {
  return (
    <>
      <input type="hidden" name="idempotencyKey" value={formKey} />
      <input type="hidden" name="reason" value="changed_mind" />
      <input type="hidden" name="outcome" value="refund" />
    </>
  );
}
