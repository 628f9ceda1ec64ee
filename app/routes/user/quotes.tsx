import { ChevronRight, FileText, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import { listQuotes } from "../../../core/quotes/quotes.ts";
import { PageHeading, buttonClass } from "../../components/account/account-ui.tsx";
import { formatDate } from "../../components/orders/order-format.ts";
import { Price } from "../../components/price.tsx";
import {
  QUOTE_PAGE_HEADERS,
  QuoteStatusBadge,
  quotePageMeta,
  useGarmentName,
} from "../../components/quotes/quote-ui.tsx";
import { pageContext } from "../../lib/context.server.ts";
import { requireUser } from "../../lib/session.server.ts";
import type { Route } from "./+types/quotes";

/** Statuses in which the shop's price is shown on the list. */
const ANSWERED = new Set(["pending_approval", "approved", "accepted", "expired"]);

/**
 * My quotes (issue 5, spec §1 "quote requests with statuses"): newest first, each with its status,
 * and the quoted total and expiry once the shop answered.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const quotes = await listQuotes(ctx);
  return data(
    {
      quotes: quotes.map((q) => ({
        id: q.id,
        status: q.status,
        designName: q.designName,
        garmentType: q.garmentType,
        units: q.units,
        quotedTotalCents: ANSWERED.has(q.status) ? q.quotedTotalCents : null,
        requestedOn: formatDate(q.createdAt, ctx.locale),
        expiresOn:
          q.expiresAt && (q.status === "pending_approval" || q.status === "approved" || q.status === "expired")
            ? formatDate(q.expiresAt, ctx.locale)
            : null,
      })),
    },
    { headers: QUOTE_PAGE_HEADERS },
  );
}

export function headers() {
  return QUOTE_PAGE_HEADERS;
}

export function meta({ matches }: Route.MetaArgs) {
  return quotePageMeta(matches, "list", "/user/quotes");
}

export default function QuoteList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("quotes");
  const garmentName = useGarmentName();
  const { quotes } = loaderData;
  return (
    <>
      <PageHeading
        title={t("list.title")}
        lead={t("list.lead")}
        action={
          quotes.length > 0 ? (
            <Link to="/quote" className={buttonClass.secondary}>
              <Plus aria-hidden className="size-4" />
              {t("list.new")}
            </Link>
          ) : null
        }
      />
      {quotes.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-12 text-center">
          <FileText aria-hidden className="mx-auto size-10 text-stone-400" />
          <h2 className="mt-4 text-lg font-semibold text-stone-900">{t("list.emptyTitle")}</h2>
          <p className="mx-auto mt-2 max-w-sm text-sm text-stone-600">{t("list.emptyBody")}</p>
          <Link to="/quote" className={`mt-6 ${buttonClass.primary}`}>
            {t("list.new")}
          </Link>
        </div>
      ) : (
        <section aria-labelledby="quotes-heading">
          <h2 id="quotes-heading" className="sr-only">
            {t("list.title")}
          </h2>
          <p className="mb-3 text-sm text-stone-600">{t("list.count", { count: quotes.length })}</p>
          <ul className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white">
            {quotes.map((q) => (
              <li key={q.id} data-testid="quote-row" className="relative hover:bg-stone-50">
                <div className="flex items-center gap-4 p-4 sm:p-5">
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <Link
                        to={`/user/quotes/${q.id}`}
                        prefetch="intent"
                        className="min-w-0 truncate font-semibold text-stone-900 after:absolute after:inset-0 focus:outline-none focus-visible:underline"
                      >
                        {q.designName}
                      </Link>
                      <QuoteStatusBadge status={q.status} />
                    </div>
                    <p className="mt-1 text-sm text-stone-600">
                      {garmentName(q.garmentType)}
                      <span aria-hidden> · </span>
                      {t("units", { count: q.units })}
                      <span aria-hidden> · </span>
                      {t("list.requestedOn", { date: q.requestedOn })}
                    </p>
                    {q.expiresOn ? (
                      <p className="mt-0.5 text-xs text-stone-500">
                        {q.status === "expired"
                          ? t("list.expiredOn", { date: q.expiresOn })
                          : t("list.validUntil", { date: q.expiresOn })}
                      </p>
                    ) : null}
                  </div>
                  {q.quotedTotalCents !== null ? (
                    <div className="shrink-0 text-right">
                      <span className="sr-only">{t("list.quoted")} </span>
                      <Price cents={q.quotedTotalCents} className="font-medium tabular-nums text-stone-900" />
                    </div>
                  ) : null}
                  <ChevronRight aria-hidden className="size-4 shrink-0 text-stone-400" />
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
