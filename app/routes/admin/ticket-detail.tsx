import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { buttonClass } from "../../components/ui/button.tsx";
import { FileInput } from "../../components/ui/file-input.tsx";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, useNavigation } from "react-router";
import { TICKET_STATUSES, staffReplySchema } from "../../../core/support/schemas.ts";
import { getTicket } from "../../../core/support/get-ticket.ts";
import { replyToTicket } from "../../../core/support/reply-to-ticket.ts";
import { setTicketStatus } from "../../../core/support/set-ticket-status.ts";
import { hasPermission } from "../../../core/shared/permissions.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import { TicketStatusBadge } from "../../components/engagement/admin-badges.tsx";
import { Banner, Field, TextArea, inputClass } from "../../components/engagement/form.tsx";
import { TicketThread } from "../../components/engagement/ticket-thread.tsx";
import { ADMIN_HEADERS, adminCall, adminFormCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { filesOf } from "../../lib/engagement.server.ts";
import { formAction } from "../../lib/form-action.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/ticket-detail";
import { SHOP_TIME_ZONE, intlTag } from "../../components/orders/order-format.ts";
import type { Locale } from "../../../core/shared/locale.ts";
import { dateTimeFormat } from "../../../core/shared/intl-format.ts";

/**
 * One ticket (issue 6 `/admin/ticket/{id}`; `read:ticket:any`): the thread with attachments, the
 * customer's account and order (links), a reply form (e-mailed to the customer, then the chosen
 * status) and a status change (`update:ticket:any`). Every write is audited in core.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const actor = requireStaff(ctx, request, "read:ticket:any");
  const ticket = await adminCall(request, () => getTicket(ctx, params.id));
  const canWrite = hasPermission(actor, "update:ticket:any");
  return data({ ticket, locale: ctx.locale, canWrite }, { headers: ADMIN_HEADERS });
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: loaderData ? `${loaderData.ticket.number} · ${loaderData.ticket.subject}` : "Ticket",
      description: "",
      path: "/admin/ticket",
      noindex: true,
    },
    root,
  );
}

type ActionResult = { ok: true; intent: string } | { ok: false; intent: string; reply: SubmissionResult<string[]> };

/** The status form: the staff reply's status alone (`setTicketStatus`). */
const statusFormSchema = staffReplySchema.pick({ status: true });

/**
 * A staff reply (`replyToTicket` with `staffReplySchema`, the files beside it) or a status change,
 * through `formAction`; a refusal comes back as Conform's reply for that form.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "update:ticket:any");
  const form = await request.formData();
  const intent = form.get("intent") === "status" ? "status" : "reply";
  const result =
    intent === "status"
      ? await formAction(
          ctx,
          form,
          statusFormSchema,
          ({ status }) => adminFormCall(request, () => setTicketStatus(ctx, { id: params.id, status })),
          { ns: "support" },
        )
      : await formAction(
          ctx,
          form,
          staffReplySchema,
          async (input) => {
            const files = await filesOf(form, "attachments");
            return adminFormCall(request, () => replyToTicket(ctx, { id: params.id, ...input, files }));
          },
          { ns: "support" },
        );
  if (!result.ok) {
    return data<ActionResult>(
      { ok: false, intent, reply: result.reply },
      { status: result.status, headers: ADMIN_HEADERS },
    );
  }
  return data<ActionResult>({ ok: true, intent }, { headers: ADMIN_HEADERS });
}

export default function TicketDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("support");
  const { ticket, locale, canWrite } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const result = actionData as ActionResult | undefined;
  const refused = (intent: string) => (result && !result.ok && result.intent === intent ? result.reply : undefined);
  const [replyForm, replyFields] = useSchemaForm(staffReplySchema, {
    id: "ticket-reply",
    lastResult: refused("reply"),
  });
  const [statusForm] = useSchemaForm(statusFormSchema, { id: "ticket-status-form", lastResult: refused("status") });
  const typedBody = replyFields.body.initialValue;
  const date = dateTimeFormat(intlTag(locale as Locale), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: SHOP_TIME_ZONE,
  });
  return (
    <AdminPage
      back={
        <Link
          to="/admin/ticket"
          className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-stone-700 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t("admin.back")}
        </Link>
      }
      title={
        <>
          {ticket.subject} <span className="text-stone-500">· {ticket.number}</span>
        </>
      }
      actions={<TicketStatusBadge status={ticket.status} />}
    >
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-8">
          <section aria-labelledby="thread-title">
            <h2 id="thread-title" className="sr-only">
              {t("admin.thread")}
            </h2>
            <TicketThread
              ticket={ticket}
              viewer="staff"
              locale={locale}
              attachmentHref={(id) => `/api/contact/ticket/${ticket.id}/attachment/${id}`}
            />
          </section>
          {canWrite ? (
            <section aria-labelledby="reply-title" className="rounded-2xl border border-stone-200 bg-stone-50 p-5">
              <h2 id="reply-title" className="text-base font-semibold text-stone-900">
                {t("admin.reply")}
              </h2>
              {result?.ok && result.intent === "reply" ? (
                <div className="mt-3">
                  <Banner tone="success" testId="reply-sent">
                    {t("admin.replySent")}
                  </Banner>
                </div>
              ) : null}
              {replyForm.errors?.[0] ? (
                <div className="mt-3">
                  <Banner tone="error">{replyForm.errors[0]}</Banner>
                </div>
              ) : null}
              <Form
                method="post"
                encType="multipart/form-data"
                {...getFormProps(replyForm)}
                className="mt-4 space-y-4"
                key={ticket.messages.length}
              >
                <input type="hidden" name="intent" value="reply" />
                <TextArea
                  id="reply-body"
                  name="body"
                  label={t("contact.message")}
                  hint={t("admin.replyHint")}
                  rows={5}
                  maxLength={5000}
                  required
                  defaultValue={typeof typedBody === "string" ? typedBody : ""}
                  error={replyFields.body.errors?.[0]}
                />
                <Field
                  id="reply-files"
                  label={t("contact.files")}
                  hint={t("contact.filesHint")}
                  error={replyForm.allErrors.attachments?.[0]}
                >
                  {(a11y) => <FileInput {...a11y} name="attachments" multiple />}
                </Field>
                <div className="flex flex-wrap items-end gap-3">
                  <div className="w-56">
                    <label htmlFor="reply-status" className="mb-1.5 block text-sm font-medium text-stone-800">
                      {t("admin.setStatus")}
                    </label>
                    <select
                      id="reply-status"
                      name="status"
                      defaultValue="pending"
                      className={`${inputClass} appearance-auto`}
                    >
                      {TICKET_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {t(`ticket.status.${s}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="submit" disabled={busy} className={buttonClass()}>
                    {t("admin.sendReply")}
                  </button>
                </div>
              </Form>
            </section>
          ) : null}
        </div>
        <aside className="space-y-5 text-sm">
          <dl className="space-y-4 rounded-2xl border border-stone-200 p-5">
            <div>
              <dt className="font-medium text-stone-500">{t("admin.customer")}</dt>
              <dd className="mt-0.5 text-stone-900">
                {ticket.name}
                <br />
                <a href={`mailto:${ticket.email}`} className="break-all underline underline-offset-2">
                  {ticket.email}
                </a>
                <br />
                {ticket.customer ? (
                  <Link
                    to={`/admin/customer/${ticket.customer.id}/edit`}
                    className="underline underline-offset-2"
                    data-testid="ticket-customer"
                  >
                    {ticket.customer.name}
                  </Link>
                ) : (
                  <span className="text-stone-500">{t("admin.noAccount")}</span>
                )}
              </dd>
            </div>
            <div>
              <dt className="font-medium text-stone-500">{t("admin.order")}</dt>
              <dd className="mt-0.5">
                {ticket.order ? (
                  <Link
                    to={`/admin/order/${ticket.order.id}`}
                    className="underline underline-offset-2"
                    data-testid="ticket-order"
                  >
                    {ticket.order.number}
                  </Link>
                ) : (
                  <span className="text-stone-500">{t("admin.noOrder")}</span>
                )}
              </dd>
            </div>
            <div>
              <dt className="font-medium text-stone-500">{t("admin.openedAt")}</dt>
              <dd className="mt-0.5 text-stone-900">
                {date.format(new Date(ticket.createdAt))} · {t(`admin.source.${ticket.source}`)}
              </dd>
            </div>
          </dl>
          {canWrite ? (
            <Form
              method="post"
              {...getFormProps(statusForm)}
              className="space-y-3 rounded-2xl border border-stone-200 p-5"
            >
              <input type="hidden" name="intent" value="status" />
              <label htmlFor="ticket-status" className="block font-medium text-stone-800">
                {t("admin.changeStatus")}
              </label>
              <select
                id="ticket-status"
                name="status"
                defaultValue={ticket.status}
                className={`${inputClass} appearance-auto`}
              >
                {TICKET_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`ticket.status.${s}`)}
                  </option>
                ))}
              </select>
              <button
                type="submit"
                disabled={busy}
                className="inline-flex h-10 items-center rounded-full border border-stone-300 px-4 text-sm font-medium hover:bg-stone-50"
              >
                {t("admin.changeStatus")}
              </button>
              {statusForm.errors?.[0] ? (
                <p role="alert" className="text-red-700">
                  {statusForm.errors[0]}
                </p>
              ) : null}
              {result?.ok && result.intent === "status" ? (
                <p role="status" className="text-emerald-700">
                  {t("admin.statusSaved")}
                </p>
              ) : null}
            </Form>
          ) : null}
        </aside>
      </div>
    </AdminPage>
  );
}
