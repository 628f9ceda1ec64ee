import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, useNavigation } from "react-router";
import { staffNoteSchema } from "../../../core/returns/schemas.ts";
import { STAFF_ACTIONS, type StaffAction, actOnReturn, getReturnForStaff } from "../../../core/returns/staff.ts";
import type { Invalid } from "../../../core/shared/errors.ts";
import { hasPermission } from "../../../core/shared/permissions.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import { Notice } from "../../components/auth/auth-form.tsx";
import { formatDateTime } from "../../components/orders/order-format.ts";
import { Eur, formatEur } from "../../components/orders/eur.tsx";
import {
  ReturnStatusBadge,
  ReturnSummary,
  returnErrorOf,
  returnsPageMeta,
} from "../../components/returns/returns-ui.tsx";
import { ADMIN_HEADERS, adminCall, adminFormCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { formAction, translatorFor } from "../../lib/form-action.server.ts";
import { firstError } from "../../lib/form-errors.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import type { Route } from "./+types/refund-detail";

/**
 * One return request for staff (`/admin/refund/{id}`, issue 8): the customer's lines, reason,
 * comment and photos beside each custom line's approved design snapshot (front/back, placements) to
 * judge a misprint; the order and what is still refundable at the gateway; the 48-hour deadline;
 * the next steps: approve, reject (with a note for the customer), mark received, complete (refund
 * at SIBS, replacement sent, store credit). `read:return:any` to see, `update:return:any` to act.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const actor = requireStaff(ctx, request, "read:return:any");
  const view = await adminCall(request, () => getReturnForStaff(ctx, params.id.slice(0, 64)));
  return data(
    { view, locale: ctx.locale, mayAct: hasPermission(actor, "update:return:any") },
    { headers: ADMIN_HEADERS },
  );
}

/** `intent` = approve | reject | receive | complete, with an optional `note`. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "update:return:any");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as StaffAction;
  if (!(STAFF_ACTIONS as readonly string[]).includes(intent)) throw data(null, { status: 400 });
  const t = translatorFor(ctx.locale);
  const result = await formAction(
    ctx,
    form,
    staffNoteSchema,
    ({ note }) =>
      adminFormCall(request, () => actOnReturn(ctx, { returnId: params.id.slice(0, 64), action: intent, note })),
    {
      // the note's own refusal stays on it; any other refusal is the returns portal's text of its code
      // (a gateway or carrier outage as SERVICE_UNAVAILABLE whatever its code)
      explain: (error) =>
        (error as Partial<Invalid>).issues?.length
          ? undefined
          : {
              formErrors: [
                t(`returns:errors.${returnErrorOf(error).code}`, {
                  days: 14,
                  defaultValue: t("returns:errors.default"),
                }),
              ],
            },
    },
  );
  if (!result.ok)
    return data({ ok: false as const, reply: result.reply }, { status: result.status, headers: ADMIN_HEADERS });
  return data({ ok: true as const, reply: null }, { headers: ADMIN_HEADERS });
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches }: Route.MetaArgs) {
  return returnsPageMeta(matches, "admin.listTitle", "/admin/refund");
}

const button =
  "inline-flex h-11 items-center justify-center rounded-full px-5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:opacity-60";

export default function AdminRefundDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("returns");
  const [form] = useSchemaForm(staffNoteSchema, { id: "refund-actions", lastResult: actionData?.reply });
  const refused = firstError(actionData?.reply);
  const typedNote = form.initialValue?.note;
  const busy = useNavigation().state === "submitting";
  const { view, locale, mayAct } = loaderData;
  const next = {
    approve: view.status === "requested",
    reject: view.status === "requested",
    receive: view.status === "approved",
    complete: view.status === "approved" || view.status === "received",
  };
  return (
    <AdminPage
      title={t("admin.detailTitle", { number: view.number })}
      back={
        <p className="mb-3 text-sm">
          <Link to="/admin/refund/list" className="font-medium text-brand-700 underline underline-offset-2">
            {t("admin.back")}
          </Link>
        </p>
      }
      lead={
        <span className="flex flex-wrap items-center gap-2">
          <ReturnStatusBadge status={view.status} />
          {t(`kind.${view.kind}`)} · {t(`form.reasons.${view.reason}`)} · {t(`form.outcomes.${view.outcome}`)}
          {view.overdue ? (
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
              {t("admin.overdue")}
            </span>
          ) : null}
        </span>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          {view.status === "requested" ? (
            <Notice tone={view.overdue ? "error" : "info"}>
              {t("admin.dueBy", { date: formatDateTime(view.answerBy, locale) })}
            </Notice>
          ) : null}
          {view.comment ? (
            <section className="rounded-2xl border border-stone-200 bg-white p-5">
              <h2 className="text-sm font-semibold text-stone-900">{t("admin.customerComment")}</h2>
              <p className="mt-2 whitespace-pre-wrap text-sm text-stone-700">{view.comment}</p>
            </section>
          ) : null}
          <section className="rounded-2xl border border-stone-200 bg-white p-5" data-testid="admin-compare">
            <h2 className="text-sm font-semibold text-stone-900">{t("request.photos")}</h2>
            {view.photos.length ? (
              <ul className="mt-3 flex flex-wrap gap-3">
                {view.photos.map((p) => (
                  <li key={p.id}>
                    <a href={p.url} target="_blank" rel="noreferrer">
                      <img src={p.url} alt="" className="size-32 rounded-lg object-cover ring-1 ring-stone-200" />
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-stone-500">—</p>
            )}
            <ul className="mt-5 space-y-4">
              {view.designs.map((d) => (
                <li key={d.orderLineId} className="rounded-xl border border-stone-200 p-3">
                  <p className="text-sm font-medium text-stone-900">{d.name}</p>
                  {d.design ? (
                    <>
                      <p className="text-xs text-stone-600">
                        {t("admin.approvedDesign", { version: d.design.version })}: {d.design.name}
                      </p>
                      <div className="mt-2 flex flex-wrap gap-3">
                        {[d.design.frontImageUrl, d.design.backImageUrl].filter(Boolean).map((u) => (
                          <img
                            key={u}
                            src={u as string}
                            alt=""
                            className="size-32 rounded-lg bg-stone-50 object-contain ring-1 ring-stone-200"
                          />
                        ))}
                      </div>
                      {d.design.placements.length ? (
                        <p className="mt-2 text-xs text-stone-600">
                          {d.design.placements.map((p) => `${p.label} (${p.technique})`).join(" · ")}
                        </p>
                      ) : null}
                    </>
                  ) : (
                    <div className="mt-2 flex items-center gap-3">
                      <img src={d.imageUrl} alt="" className="size-16 rounded-lg bg-stone-50 object-contain" />
                      <p className="text-xs text-stone-600">{t("admin.noDesign")}</p>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </section>
          <section className="rounded-2xl border border-stone-200 bg-white p-5">
            <ReturnSummary request={view} locale={locale} />
          </section>
        </div>
        <div className="space-y-6">
          <section className="rounded-2xl border border-stone-200 bg-white p-5 text-sm">
            <h2 className="font-semibold text-stone-900">{t("admin.order")}</h2>
            <p className="mt-2">
              <Link
                to={`/admin/order/${view.order.id}`}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {view.order.number}
              </Link>{" "}
              · {view.order.customerName} · {view.order.email}
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-2">
              <dt className="text-stone-600">{t("admin.paid")}</dt>
              <dd className="text-right">
                <Eur cents={view.order.paidCents} />
              </dd>
              <dt className="text-stone-600">{t("admin.refundable")}</dt>
              <dd className="text-right">
                <Eur cents={view.order.refundableCents} />
              </dd>
            </dl>
          </section>
          {mayAct && (next.approve || next.receive || next.complete) ? (
            <section className="rounded-2xl border border-stone-200 bg-white p-5">
              <h2 className="text-sm font-semibold text-stone-900">{t("admin.actions")}</h2>
              {actionData?.ok ? <Notice tone="success">{t("admin.done")}</Notice> : null}
              {refused ? <Notice tone="error">{refused}</Notice> : null}
              <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3" data-testid="refund-actions">
                <label htmlFor="note" className="block text-sm font-medium text-stone-800">
                  {t("admin.note")}
                </label>
                <textarea
                  id="note"
                  name="note"
                  rows={3}
                  maxLength={1000}
                  defaultValue={typeof typedNote === "string" ? typedNote : undefined}
                  className="block w-full rounded-lg border border-stone-300 px-3 py-2 text-sm"
                />
                <div className="flex flex-wrap gap-2">
                  {next.approve ? (
                    <button
                      type="submit"
                      name="intent"
                      value="approve"
                      disabled={busy}
                      className={`${button} bg-stone-900 text-white hover:bg-stone-700`}
                    >
                      {t("admin.approve")}
                    </button>
                  ) : null}
                  {next.reject ? (
                    <button
                      type="submit"
                      name="intent"
                      value="reject"
                      disabled={busy}
                      className={`${button} bg-red-700 text-white hover:bg-red-800`}
                    >
                      {t("admin.reject")}
                    </button>
                  ) : null}
                  {next.receive ? (
                    <button
                      type="submit"
                      name="intent"
                      value="receive"
                      disabled={busy}
                      className={`${button} border border-stone-300 bg-white text-stone-900 hover:bg-stone-50`}
                    >
                      {t("admin.receive")}
                    </button>
                  ) : null}
                  {next.complete ? (
                    <button
                      type="submit"
                      name="intent"
                      value="complete"
                      disabled={busy}
                      className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
                    >
                      {t(`admin.complete.${view.outcome}`, { amount: formatEur(view.refundCents, i18n.language) })}
                    </button>
                  ) : null}
                </div>
              </Form>
            </section>
          ) : null}
        </div>
      </div>
    </AdminPage>
  );
}
