import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type DomainError, isDomainError, isServiceFailure } from "../../../core/shared/errors.ts";
import type { Locale } from "../../../core/shared/locale.ts";
import type { ReturnView } from "../../../core/returns/views.ts";
import { formatDateTime } from "../orders/order-format.ts";
import { Eur } from "../orders/eur.tsx";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import { rootText } from "../../lib/i18n.ts";

/**
 * Shared pieces of the returns pages (issue 8, ADR 0016): translated errors by code, the status
 * badge, the request summary with its deadline and history (the note about personalised items shown
 * before purchase is custom-items-return-note.tsx).
 */

/** An error a returns action sends back: its code (a key of `returns:errors`), the field, and for a line its id. */
export interface ReturnFormError {
  code: string;
  field?: string;
  orderLineId?: string;
}

/** Turns anything a returns action caught into a {@link ReturnFormError} (unknown errors: `default`). */
export function returnErrorOf(error: unknown): ReturnFormError {
  // a gateway or carrier outage, whatever its code (its error comes from the server's copy of core/)
  if (isServiceFailure(error)) return { code: "SERVICE_UNAVAILABLE" };
  if (isDomainError(error)) {
    const details = (error as DomainError & { details?: { orderLineId?: string } }).details;
    return { code: error.code, field: error.field, orderLineId: details?.orderLineId };
  }
  if (error && typeof error === "object" && "issues" in error) return { code: "RETURN_LINE_INVALID", field: "lines" };
  return { code: "default" };
}

/** The translated text of a returns error (`days` fills the withdrawal window). */
export function useReturnErrorText(): (error: ReturnFormError | null | undefined, days?: number) => string {
  const { t } = useTranslation("returns");
  return (error, days = 14) => (error ? t(`errors.${error.code}`, { days, defaultValue: t("errors.default") }) : "");
}

const TONES: Record<string, string> = {
  requested: "bg-amber-50 text-amber-900 ring-amber-200",
  approved: "bg-sky-50 text-sky-900 ring-sky-200",
  received: "bg-indigo-50 text-indigo-900 ring-indigo-200",
  refunded: "bg-brand-50 text-brand-800 ring-brand-100",
  replaced: "bg-brand-50 text-brand-800 ring-brand-100",
  credited: "bg-brand-50 text-brand-800 ring-brand-100",
  rejected: "bg-red-50 text-red-800 ring-red-200",
  cancelled: "bg-stone-100 text-stone-700 ring-stone-200",
};

/** A return's status as a badge (words first, colour repeats them). */
export function ReturnStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("returns");
  return (
    <span
      data-testid="return-status"
      data-status={status}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[status] ?? TONES.cancelled}`}
    >
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}

/** The request's lines, refund and visible history. */
export function ReturnSummary({ request, locale, extra }: { request: ReturnView; locale: Locale; extra?: ReactNode }) {
  const { t } = useTranslation("returns");
  const by = (who: string) =>
    who === "customer" ? t("request.by.customer") : who === "system" ? t("request.by.system") : t("request.by.staff");
  return (
    <div className="space-y-5">
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
        {request.lines.map((l) => (
          <li key={l.orderLineId} className="flex items-start justify-between gap-3 p-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-stone-900">
                {l.quantity} × {l.name}
              </p>
              <p className="text-stone-600">{l.details}</p>
              {l.replacement ? (
                <p className="text-stone-600">{t("request.replacement", { label: l.replacement })}</p>
              ) : null}
            </div>
            {request.outcome !== "replacement" ? <Eur cents={l.refundCents} className="shrink-0 tabular-nums" /> : null}
          </li>
        ))}
        {request.outcome !== "replacement" ? (
          <li className="flex items-start justify-between gap-3 p-3 text-sm font-semibold">
            <div>
              {t("request.refund")}
              {request.shippingRefundCents > 0 ? (
                <p className="text-xs font-normal text-stone-600">
                  {t("request.shipping", { amount: (request.shippingRefundCents / 100).toFixed(2) })}
                </p>
              ) : null}
            </div>
            <Eur cents={request.refundCents} className="tabular-nums" />
          </li>
        ) : null}
      </ul>
      {extra}
      <div>
        <h3 className="text-sm font-semibold text-stone-900">{t("request.history")}</h3>
        <ol className="mt-2 space-y-2 border-l border-stone-200 pl-4 text-sm" data-testid="return-history">
          {request.history.map((e) => (
            <li key={`${e.at}-${e.to}`} className="relative">
              <span aria-hidden className="absolute -left-[1.3rem] top-1.5 size-2 rounded-full bg-stone-400" />
              <span className="font-medium text-stone-900">{t(`status.${e.to}`)}</span>{" "}
              <span className="text-stone-600">
                · {formatDateTime(e.at, locale)} · {by(e.by)}
              </span>
              {e.note && e.by !== "customer" ? <p className="text-stone-600">{e.note}</p> : null}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/** `meta` of the returns pages: title and lead from `returns:<key>.title|lead`, never indexed (private). */
export function returnsPageMeta(
  matches: readonly unknown[],
  key: string,
  path: string,
  vars: Record<string, string | number> = {},
) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      // admin pages name their title key (`admin.listTitle`); the others have `<key>.title|lead`
      title: rootText(root, "returns", key.startsWith("admin.") ? key : `${key}.title`, vars),
      description: rootText(root, "returns", key.startsWith("admin.") ? "admin.listLead" : `${key}.lead`, {
        days: 14,
        ...vars,
      }),
      path,
      noindex: true,
    },
    root,
  );
}
