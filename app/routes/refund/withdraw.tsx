import { randomUUID } from "node:crypto";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { type ReturnOptions, createReturn, getReturnOptions } from "../../../core/returns/portal.ts";
import { NotFound } from "../../../core/shared/errors.ts";
import { Panel, buttonClass } from "../../components/account/account-ui.tsx";
import { Notice, TextField } from "../../components/auth/auth-form.tsx";
import { formatDateTime } from "../../components/orders/order-format.ts";
import {
  type ReturnFormError,
  returnErrorOf,
  returnsPageMeta,
  useReturnErrorText,
} from "../../components/returns/returns-ui.tsx";
import { pageContext } from "../../lib/context.server.ts";
import { ORDER_PAGE_HEADERS, orderNotFound, tokenOf } from "../../lib/order-pages.server.ts";
import type { Route } from "./+types/withdraw";

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

/** `review` → the confirmation step; `edit` → back to step 1; `confirm` → the withdrawal is made and acknowledged. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  const token = tokenOf(request);
  const orderId = params.orderId.slice(0, 64);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const name = String(form.get("name") ?? "")
    .trim()
    .slice(0, 120);
  const formKey = String(form.get("formKey") ?? "").slice(0, 80);
  const chosen: Chosen = form
    .getAll("line")
    .map(String)
    .slice(0, 50)
    .map((id) => ({ id: id.slice(0, 64), quantity: Math.max(1, Number(form.get(`qty-${id}`)) || 1) }));
  if (intent === "edit") return data({ step: "details" as const, name, chosen, formKey });
  if (!name) {
    return data(
      {
        step: "details" as const,
        name,
        chosen,
        formKey,
        error: { code: "NAME_REQUIRED", field: "name" } as ReturnFormError,
      },
      { status: 400 },
    );
  }
  if (chosen.length === 0) {
    return data(
      {
        step: "details" as const,
        name,
        chosen,
        formKey,
        error: { code: "RETURN_LINE_INVALID", field: "lines" } as ReturnFormError,
      },
      { status: 400 },
    );
  }
  if (intent === "review") return data({ step: "confirm" as const, name, chosen, formKey });
  try {
    const created = await createReturn(ctx, {
      orderId,
      access: { token },
      idempotencyKey: formKey,
      reason: "changed_mind",
      outcome: "refund",
      withdrawalName: name,
      lines: chosen.map((c) => ({ orderLineId: c.id, quantity: c.quantity })),
    });
    const query = token ? `?token=${encodeURIComponent(token)}&ack=1` : "?ack=1";
    return redirect(`/refund/${orderId}/${created.id}${query}`, { headers: ORDER_PAGE_HEADERS });
  } catch (error) {
    if (error instanceof NotFound) orderNotFound();
    const e = returnErrorOf(error);
    if (e.code === "default") throw error;
    return data({ step: "details" as const, name, chosen, formKey, error: e }, { status: 400 });
  }
}

export function headers() {
  return ORDER_PAGE_HEADERS;
}

export function meta({ matches, params }: Route.MetaArgs) {
  return returnsPageMeta(matches, "withdraw", `/refund/${params.orderId}/withdraw`);
}

export default function WithdrawPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("returns");
  const errorText = useReturnErrorText();
  const busy = useNavigation().state === "submitting";
  const { order, lines, token, locale } = loaderData;
  const step = actionData?.step ?? "details";
  const name = actionData?.name ?? "";
  const formKey = actionData?.formKey || loaderData.formKey;
  const chosen = actionData?.chosen;
  const error = actionData && "error" in actionData ? (actionData.error as ReturnFormError | undefined) : undefined;
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
            <Form method="post" noValidate data-testid="withdraw-details">
              <input type="hidden" name="formKey" value={formKey} />
              {error && error.field !== "name" ? (
                <Notice tone="error" testId="withdraw-error">
                  {errorText(error, loaderData.windowDays)}
                </Notice>
              ) : null}
              <TextField
                name="name"
                label={t("withdraw.name")}
                autoComplete="name"
                required
                maxLength={120}
                defaultValue={name}
                error={error?.field === "name" ? errorText(error) : undefined}
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
              <input type="hidden" name="formKey" value={formKey} />
              <input type="hidden" name="name" value={name} />
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
