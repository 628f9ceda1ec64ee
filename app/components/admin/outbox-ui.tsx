import { intlLocaleTag } from "../../../core/shared/locale.ts";
import { ShieldAlert, ShieldCheck, TriangleAlert } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, isRouteErrorResponse, useRouteError } from "react-router";
import { dateTimeFormat } from "../../../core/shared/intl-format.ts";
import { rootText, type TextSource } from "../../lib/i18n.ts";

/** An admin-area text for a route's `meta` export (outside React): {@link rootText} in the `admin` namespace. */
export function adminText(
  root: TextSource | undefined,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  return rootText(root, "admin", key, vars);
}

/** The refusal a thrown outbox response carries (see app/lib/outbox-pages.server.ts), if it is one. */
export function outboxRefusalOf(error: unknown): "forbidden" | "twoFactorRequired" | "notFound" | null {
  if (!isRouteErrorResponse(error)) return null;
  const reason = (error.data as { reason?: unknown } | null)?.reason;
  if (reason === "forbidden" || reason === "twoFactorRequired" || reason === "notFound") return reason;
  if (error.status === 404) return "notFound";
  if (error.status === 403) return "forbidden";
  return null;
}

/** The title of an outbox page that failed (for `meta`). */
export function outboxErrorTitle(root: TextSource | undefined, error: unknown): string {
  const refusal = outboxRefusalOf(error);
  if (refusal === "twoFactorRequired") return adminText(root, "errors.twoFactorTitle");
  if (refusal === "notFound") return adminText(root, "errors.notFoundTitle");
  if (refusal === "forbidden") return adminText(root, "errors.forbiddenTitle");
  return rootText(root, "common", "errors.somethingWentWrong");
}

/** Dates of the outbox in the shop's time zone (the same on the server and in the browser). */
export function useOutboxDate(timeZone: string): (iso: string) => string {
  const { i18n } = useTranslation();
  const tag = intlLocaleTag(i18n.language);
  const format = dateTimeFormat(tag, { dateStyle: "medium", timeStyle: "medium", timeZone });
  return (iso) => format.format(new Date(iso));
}

const STATUS_TONES: Record<string, string> = {
  queued: "bg-amber-50 text-amber-900 ring-amber-200",
  sent: "bg-brand-50 text-brand-800 ring-brand-100",
  failed: "bg-red-50 text-red-800 ring-red-200",
};

/** A message's status as a coloured label. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("admin");
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${
        STATUS_TONES[status] ?? "bg-stone-100 text-stone-800 ring-stone-200"
      }`}
    >
      {t(`outbox.status.${status}`, { defaultValue: status })}
    </span>
  );
}

/** The outbox pages' header inside the admin layout: the title and a lead. */
export function AdminPage({
  title,
  lead,
  back,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  back?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="w-full min-w-0">
      {back}
      <h1 className="mt-1 break-words text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
      {lead ? <p className="mt-2 max-w-3xl text-sm leading-6 text-stone-600 sm:text-base">{lead}</p> : null}
      <div className="mt-6 sm:mt-8">{children}</div>
    </div>
  );
}

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Plain text with its http(s) addresses as links (React escapes the rest). */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a
            key={i}
            href={part}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * The error boundary of the outbox pages: administrators only (403), two-step verification first
 * (403 for an admin without it, with the way to turn it on), no such message (404), or the shop's
 * 'Something went wrong' for anything else (§8).
 */
export function OutboxErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation("admin");
  const { t: tc } = useTranslation("common");
  const refusal = outboxRefusalOf(error);
  if (!refusal) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const linkClass =
    "inline-flex h-11 items-center justify-center rounded-full px-5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2";
  let icon = <TriangleAlert aria-hidden className="size-6" />;
  let title = tc("errors.somethingWentWrong");
  let body = tc("errors.serverErrorBody");
  let action: ReactNode = (
    <Link to="/" className={`${linkClass} bg-stone-900 text-white hover:bg-stone-700`}>
      {t("errors.backHome")}
    </Link>
  );
  if (refusal === "twoFactorRequired") {
    icon = <ShieldCheck aria-hidden className="size-6" />;
    title = t("errors.twoFactorTitle");
    body = t("errors.twoFactorBody");
    action = (
      <Link
        to="/user/profile#security"
        className={`${linkClass} bg-stone-900 text-white hover:bg-stone-700`}
        data-testid="enable-two-factor"
      >
        {t("errors.twoFactorAction")}
      </Link>
    );
  } else if (refusal === "forbidden") {
    icon = <ShieldAlert aria-hidden className="size-6" />;
    title = t("errors.forbiddenTitle");
    body = t("errors.forbiddenBody");
  } else if (refusal === "notFound") {
    title = t("errors.notFoundTitle");
    body = t("errors.notFoundBody");
    action = (
      <Link to="/admin/outbox" className={`${linkClass} bg-stone-900 text-white hover:bg-stone-700`}>
        {t("errors.backToOutbox")}
      </Link>
    );
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:py-24" data-testid="outbox-refusal">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-stone-100 text-stone-700">
        {icon}
      </div>
      <p className="mt-4 text-sm font-semibold tracking-widest text-stone-500">{status}</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 text-stone-600">{body}</p>
      <div className="mt-8 flex justify-center">{action}</div>
    </section>
  );
}
