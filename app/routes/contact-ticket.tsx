import { buttonClass } from "../components/ui/button.tsx";
import { FileInput } from "../components/ui/file-input.tsx";
import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, data, useNavigation } from "react-router";
import { NotFound } from "../../core/shared/errors.ts";
import { getTicketForCustomer } from "../../core/support/get-ticket.ts";
import { replyAsCustomer } from "../../core/support/reply-as-customer.ts";
import { ticketReplySchema } from "../../core/support/schemas.ts";
import { TicketThread } from "../components/engagement/ticket-thread.tsx";
import { Banner, Field, TextArea } from "../components/engagement/form.tsx";
import { pageContext } from "../lib/context.server.ts";
import { PRIVATE_HEADERS, filesOf } from "../lib/engagement.server.ts";
import { formAction } from "../lib/form-action.server.ts";
import { useSchemaForm } from "../lib/use-schema-form.ts";
import { rootFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/contact-ticket";

/**
 * A customer's support ticket through the signed link of its e-mails (`/contact/ticket/{id}?token=`;
 * no account needed): the thread, and a form to add a message (which reopens it for the shop).
 * A wrong or missing token is a 404 page that says how to get a working link.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    const ticket = await getTicketForCustomer(ctx, { id: params.id, token });
    return data({ ticket, token, locale: ctx.locale }, { headers: PRIVATE_HEADERS });
  } catch (error) {
    if (error instanceof NotFound) throw data({ reason: "notFound" }, { status: 404, headers: PRIVATE_HEADERS });
    throw error;
  }
}

export function headers() {
  return PRIVATE_HEADERS;
}

type ActionResult = { ok: true } | { ok: false; reply: SubmissionResult<string[]> };

/**
 * Adds the customer's message through `formAction` with the verb's `ticketReplySchema` (the files
 * beside it); a refusal comes back as Conform's reply. A wrong link is the 404 page.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const form = await request.formData();
  const files = await filesOf(form, "attachments");
  const result = await formAction(
    ctx,
    form,
    ticketReplySchema,
    (input) => replyAsCustomer(ctx, { ...input, id: params.id, token, files }),
    { ns: "support" },
  );
  if (!result.ok) {
    if (result.error instanceof NotFound) throw data({ reason: "notFound" }, { status: 404 });
    return data<ActionResult>({ ok: false, reply: result.reply }, { status: 400, headers: PRIVATE_HEADERS });
  }
  return data<ActionResult>({ ok: true }, { headers: PRIVATE_HEADERS });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  const number = loaderData?.ticket.number ?? "";
  return seoMeta({ title: `${number} · Fabrico`, description: "", path: "/contact", noindex: true }, root);
}

export function ErrorBoundary() {
  const { t } = useTranslation("support");
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="ticket-not-found">
      <h1 className="text-2xl font-semibold text-stone-900">{t("ticket.notFoundTitle")}</h1>
      <p className="mt-3 text-stone-600">{t("ticket.notFoundBody")}</p>
      <a href="/contact" className={buttonClass({ extra: "mt-6" })}>
        {t("contact.title")}
      </a>
    </section>
  );
}

export default function CustomerTicket({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("support");
  const { ticket, token, locale } = loaderData;
  const result = actionData as ActionResult | undefined;
  const q = `?token=${encodeURIComponent(token)}`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 lg:py-14">
      <p className="text-sm font-medium text-stone-500">{ticket.subject}</p>
      <h1 className="mt-1 text-3xl font-semibold tracking-tight text-stone-900">
        {t("ticket.title", { number: ticket.number })}
      </h1>
      <p
        className="mt-2 inline-flex rounded-full bg-stone-100 px-3 py-1 text-xs font-medium text-stone-700"
        data-testid="ticket-status"
      >
        {t(`ticket.status.${ticket.status}`)}
      </p>
      <div className="mt-8">
        <TicketThread
          ticket={ticket}
          viewer="customer"
          locale={locale}
          attachmentHref={(id) => `/api/contact/ticket/${ticket.id}/attachment/${id}${q}`}
        />
      </div>
      <section
        aria-labelledby="reply-title"
        className="mt-10 rounded-2xl border border-stone-200 bg-stone-50 p-5 sm:p-6"
      >
        <h2 id="reply-title" className="text-base font-semibold text-stone-900">
          {t("ticket.reply")}
        </h2>
        {result?.ok ? (
          <div className="mt-3">
            <Banner tone="success">{t("ticket.sent")}</Banner>
          </div>
        ) : null}
        <ReplyForm
          key={result?.ok ? ticket.messages.length : "form"}
          action={`/contact/ticket/${ticket.id}${q}`}
          lastResult={result && !result.ok ? result.reply : undefined}
        />
      </section>
    </div>
  );
}

/**
 * The customer's message form: Conform's over the verb's `ticketReplySchema` (`lastResult` is the
 * action's reply); remounted empty after a message is sent.
 */
function ReplyForm({ action, lastResult }: { action: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("support");
  const sending = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(ticketReplySchema, { id: "ticket-reply", lastResult });
  const typed = fields.body.initialValue;
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="mt-4 space-y-4"
      {...getFormProps(form)}
    >
      {form.errors?.[0] ? <Banner tone="error">{form.errors[0]}</Banner> : null}
      <TextArea
        id="ticket-body"
        name={fields.body.name}
        label={t("contact.message")}
        hint={t("ticket.replyHint")}
        rows={4}
        required={fields.body.required}
        maxLength={fields.body.maxLength}
        defaultValue={typeof typed === "string" ? typed : ""}
        error={fields.body.errors?.[0]}
      />
      <Field
        id="ticket-files"
        label={t("contact.files")}
        hint={t("contact.filesHint")}
        error={form.allErrors.attachments?.[0]}
      >
        {(a11y) => (
          <FileInput
            {...a11y}
            name="attachments"
            multiple
            accept="image/jpeg,image/png,image/webp,image/gif,application/pdf"
          />
        )}
      </Field>
      <button type="submit" disabled={sending} className={buttonClass()}>
        {t("ticket.send")}
      </button>
    </Form>
  );
}
