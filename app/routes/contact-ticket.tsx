import { buttonClass } from "../components/ui/button.tsx";
import { FileInput } from "../components/ui/file-input.tsx";
import { useTranslation } from "react-i18next";
import { Form, data, useNavigation } from "react-router";
import { NotFound } from "../../core/shared/errors.ts";
import { getTicketForCustomer } from "../../core/support/get-ticket.ts";
import { replyAsCustomer } from "../../core/support/reply-as-customer.ts";
import { TicketThread } from "../components/engagement/ticket-thread.tsx";
import { Banner, Field, TextArea } from "../components/engagement/form.tsx";
import { pageContext } from "../lib/context.server.ts";
import { type FormFailure, PRIVATE_HEADERS, filesOf, formFailure } from "../lib/engagement.server.ts";
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
    const ticket = await getTicketForCustomer(ctx, params.id, token);
    return data({ ticket, token, locale: ctx.locale }, { headers: PRIVATE_HEADERS });
  } catch (error) {
    if (error instanceof NotFound) throw data({ reason: "notFound" }, { status: 404, headers: PRIVATE_HEADERS });
    throw error;
  }
}

export function headers() {
  return PRIVATE_HEADERS;
}

type ActionResult = { ok: true } | FormFailure;

export async function action({ request, params, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const form = await request.formData();
  const body = String(form.get("body") ?? "");
  try {
    await replyAsCustomer(ctx, {
      id: params.id,
      token,
      body,
      files: await filesOf(form, "attachments"),
    });
    return data<ActionResult>({ ok: true }, { headers: PRIVATE_HEADERS });
  } catch (error) {
    if (error instanceof NotFound) throw data({ reason: "notFound" }, { status: 404 });
    return data<ActionResult>(formFailure(error, "support", { body }), { status: 400, headers: PRIVATE_HEADERS });
  }
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
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const result = actionData as ActionResult | undefined;
  const failure = result && !result.ok ? result : null;
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
        <Form
          method="post"
          action={`/contact/ticket/${ticket.id}${q}`}
          encType="multipart/form-data"
          className="mt-4 space-y-4"
          key={result?.ok ? ticket.messages.length : "form"}
        >
          <TextArea
            id="ticket-body"
            name="body"
            label={t("contact.message")}
            hint={t("ticket.replyHint")}
            rows={4}
            maxLength={5000}
            defaultValue={failure?.values.body ?? ""}
            error={failure?.fieldErrors.body ? t(failure.fieldErrors.body) : undefined}
          />
          <Field
            id="ticket-files"
            label={t("contact.files")}
            hint={t("contact.filesHint")}
            error={failure?.fieldErrors.attachments ? t(failure.fieldErrors.attachments) : undefined}
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
      </section>
    </div>
  );
}
