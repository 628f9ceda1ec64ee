import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import {
  AdminPage,
  LinkifiedText,
  OutboxErrorBoundary,
  StatusBadge,
  adminText,
  outboxErrorTitle,
  useOutboxDate,
} from "../../components/admin/outbox-ui.tsx";
import { pageContext } from "../../lib/context.server.ts";
import { OUTBOX_HEADERS, type OutboxMessageView, loadOutboxMessage } from "../../lib/outbox-pages.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/outbox-message";

/**
 * One message of the dev outbox (issue 3, `/admin/outbox/:id`): its headers, the plain-text body
 * and the HTML body. The HTML is shown in a sandboxed `srcdoc` frame (no scripts, no same-origin
 * access, no forms or navigation out of it); the frame inherits the page's CSP.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const view = await loadOutboxMessage(ctx, params.id);
  return data(view, { headers: OUTBOX_HEADERS });
}

export function headers() {
  return OUTBOX_HEADERS;
}

export function meta({ matches, error, loaderData, params }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  const view = loaderData as OutboxMessageView | undefined;
  return seoMeta(
    {
      title: error ? outboxErrorTitle(root, error) : (view?.subject ?? adminText(root, "message.title")),
      description: adminText(root, "outbox.lead"),
      path: `/admin/outbox/${params.id}`,
      noindex: true,
    },
    root,
  );
}

export const ErrorBoundary = OutboxErrorBoundary;

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? "sm:col-span-2" : ""}`}>
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="mt-1 break-words text-sm text-stone-900">{children}</dd>
    </div>
  );
}

export default function OutboxMessage({ loaderData }: Route.ComponentProps) {
  const m = loaderData as OutboxMessageView;
  const { t } = useTranslation("admin");
  const date = useOutboxDate(m.timeZone);
  const section = "rounded-2xl border border-stone-200 bg-white p-5 sm:p-6";
  const h2 = "text-lg font-semibold text-stone-900";
  return (
    <AdminPage
      title={m.subject}
      back={
        <Link
          to="/admin/outbox"
          className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-stone-700 hover:text-stone-900"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t("message.back")}
        </Link>
      }
    >
      <div className="space-y-6">
        <section className={section} aria-labelledby="message-details">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="message-details" className={h2}>
              {t("message.details")}
            </h2>
            <StatusBadge status={m.status} />
          </div>
          <dl className="mt-5 grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
            <Field label={t("message.fields.to")}>{m.to}</Field>
            <Field label={t("message.fields.template")}>
              <code className="rounded bg-stone-100 px-1.5 py-0.5 text-xs">{m.template}</code>
            </Field>
            <Field label={t("message.fields.language")}>{m.locale.toUpperCase()}</Field>
            <Field label={t("message.fields.created")}>
              <time dateTime={m.createdAt}>{date(m.createdAt)}</time>
            </Field>
            <Field label={t("message.fields.sent")}>
              {m.sentAt ? <time dateTime={m.sentAt}>{date(m.sentAt)}</time> : t("message.notSent")}
            </Field>
            <Field label={t("message.fields.transport")}>
              {m.transport ? t(`outbox.transport.${m.transport}`, { defaultValue: m.transport }) : "—"}
            </Field>
            <Field label={t("message.fields.attempts")}>{m.attempts}</Field>
            <Field label={t("message.fields.updated")}>
              <time dateTime={m.updatedAt}>{date(m.updatedAt)}</time>
            </Field>
            <Field label={t("message.fields.related")}>
              {m.related ? (
                <code className="text-xs">
                  {m.related.type} {m.related.id}
                </code>
              ) : (
                "—"
              )}
            </Field>
            {m.lastError ? (
              <Field label={t("message.fields.lastError")} wide>
                <span className="text-red-700">{m.lastError}</span>
              </Field>
            ) : null}
            <Field label={t("message.fields.providerId")}>
              {m.providerMessageId ? <code className="text-xs">{m.providerMessageId}</code> : "—"}
            </Field>
            <Field label={t("message.fields.id")}>
              <code className="text-xs">{m.id}</code>
            </Field>
          </dl>
          <h3 className="mt-6 text-sm font-semibold text-stone-900">{t("message.headers")}</h3>
          {m.headers.length > 0 ? (
            <dl className="mt-2 overflow-x-auto rounded-lg bg-stone-50 px-3 py-2 font-mono text-xs leading-6 text-stone-800">
              {m.headers.map(([name, value]) => (
                <div key={name} className="flex gap-2">
                  <dt className="shrink-0 text-stone-500">{name}:</dt>
                  <dd className="break-all">{value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-2 text-sm text-stone-600">{t("message.noHeaders")}</p>
          )}
        </section>

        <section className={section} aria-labelledby="message-text">
          <h2 id="message-text" className={h2}>
            {t("message.textBody")}
          </h2>
          <pre
            className="mt-4 max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-lg bg-stone-50 p-4 font-mono text-[13px] leading-6 text-stone-800"
            data-testid="message-text"
          >
            <LinkifiedText text={m.text} />
          </pre>
        </section>

        <section className={section} aria-labelledby="message-html">
          <h2 id="message-html" className={h2}>
            {t("message.htmlBody")}
          </h2>
          <p className="mt-1 text-sm leading-6 text-stone-600">{t("message.htmlNote")}</p>
          <iframe
            sandbox=""
            srcDoc={m.html}
            title={t("message.htmlFrameTitle", { subject: m.subject })}
            referrerPolicy="no-referrer"
            className="mt-4 h-[40rem] w-full rounded-lg border border-stone-200 bg-white"
            data-testid="message-html"
          />
        </section>
      </div>
    </AdminPage>
  );
}
