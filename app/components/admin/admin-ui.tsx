import { buttonClass } from "../ui/button.tsx";
import { ShieldAlert, ShieldCheck, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { adminText } from "./outbox-ui.tsx";

export { adminText };

/**
 * Shared pieces of the admin pages (ADR 0012): the page header inside the admin layout, and the
 * error boundary that explains a refusal of `app/lib/admin.server.ts` (sign-in needed, two-step
 * verification first, no permission, not found, a malformed list URL).
 */

/** An admin page's header (title, lead, optional back link and actions) and its content. */
export function AdminPage({
  title,
  lead,
  back,
  actions,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  back?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="w-full min-w-0">
      {back}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
          {lead ? <p className="mt-2 max-w-3xl text-sm leading-6 text-stone-600">{lead}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** The refusal an admin page threw (see app/lib/admin.server.ts), if it is one. */
export function adminRefusalOf(error: unknown): { reason: string; field?: string } | null {
  if (!isRouteErrorResponse(error)) return null;
  const body = error.data as { reason?: unknown; field?: unknown } | null;
  if (typeof body?.reason === "string")
    return { reason: body.reason, field: typeof body.field === "string" ? body.field : undefined };
  if (error.status === 404) return { reason: "notFound" };
  if (error.status === 403) return { reason: "forbidden" };
  return null;
}

const linkClass = buttonClass();

/**
 * Error boundary of the admin pages: two-step verification first (with the way to turn it on),
 * no permission for this area, not found, a malformed address (with a link to the plain list), or
 * the shop's 'Something went wrong' (§8).
 */
export function AdminErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation("admin");
  const { t: tc } = useTranslation("common");
  const location = useLocation();
  const refusal = adminRefusalOf(error);
  if (!refusal) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  let icon = <TriangleAlert aria-hidden className="size-6" />;
  let title = tc("errors.somethingWentWrong");
  let body = tc("errors.serverErrorBody");
  let action: ReactNode = (
    <Link to="/admin/dashboard" className={linkClass}>
      {t("errors.backToDashboard")}
    </Link>
  );
  if (refusal?.reason === "twoFactorRequired") {
    icon = <ShieldCheck aria-hidden className="size-6" />;
    title = t("errors.twoFactorTitle");
    body = t("errors.staffTwoFactorBody");
    action = (
      <Link to="/user/profile#security" className={linkClass} data-testid="enable-two-factor">
        {t("errors.twoFactorAction")}
      </Link>
    );
  } else if (refusal?.reason === "forbidden") {
    icon = <ShieldAlert aria-hidden className="size-6" />;
    title = t("errors.noAccessTitle");
    body = t("errors.noAccessBody");
  } else if (refusal?.reason === "notFound") {
    title = t("errors.pageNotFoundTitle");
    body = t("errors.pageNotFoundBody");
  } else if (refusal?.reason === "invalid") {
    title = t("errors.invalidTitle");
    body = t("errors.invalidBody", { field: refusal.field ?? "" });
    action = (
      <Link to={location.pathname} className={linkClass}>
        {t("errors.resetList")}
      </Link>
    );
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="admin-refusal">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-stone-100 text-stone-700">
        {icon}
      </div>
      <p className="mt-4 text-sm font-semibold tracking-widest text-stone-500">{status}</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-stone-900">{title}</h1>
      <p className="mt-3 text-stone-600">{body}</p>
      <div className="mt-8 flex justify-center">{action}</div>
    </section>
  );
}
