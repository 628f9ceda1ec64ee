import { ChevronRight, MessageSquareHeart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import { type FeedbackItem, listFeedbackItems } from "../../../core/reviews/reviews.ts";
import { PageHeading, buttonClass } from "../../components/account/account-ui.tsx";
import { Stars } from "../../components/engagement/stars.tsx";
import { pageContext } from "../../lib/context.server.ts";
import { PRIVATE_HEADERS } from "../../lib/engagement.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import { requireUser } from "../../lib/session.server.ts";
import type { Route } from "./+types/feedback";
import { SHOP_TIME_ZONE, intlTag } from "../../components/orders/order-format.ts";
import type { Locale } from "../../../core/shared/locale.ts";
import { dateTimeFormat } from "../../../core/shared/intl-format.ts";
import { rootText } from "../../lib/i18n.ts";

/**
 * Feedback (spec §2 `/user/feedback`): delivered items waiting for a rating, then the customer's
 * ratings with their moderation status.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const lists = await listFeedbackItems(ctx);
  return data({ ...lists, locale: ctx.locale }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: rootText(root, "feedback", "list.title"),
      description: rootText(root, "feedback", "list.lead"),
      path: "/user/feedback",
      noindex: true,
    },
    root,
  );
}

function ItemRow({ item, locale, action }: { item: FeedbackItem; locale: string; action: React.ReactNode }) {
  const { t } = useTranslation("feedback");
  const date = dateTimeFormat(intlTag(locale as Locale), {
    dateStyle: "medium",
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(item.deliveredAt));
  return (
    <li className="flex items-center gap-4 py-4">
      <img
        src={item.imageUrl}
        alt=""
        width={64}
        height={75}
        className="h-[75px] w-16 shrink-0 rounded-lg border border-stone-200 bg-stone-50 object-contain"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-stone-900">{item.name}</p>
        <p className="text-sm text-stone-600">
          {item.colorName} · {item.sizeCode}
        </p>
        <p className="text-xs text-stone-500">
          {t("list.delivered", { date })} · {t("list.order", { number: item.orderNumber })}
        </p>
        {item.review ? (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs">
            <Stars rating={item.review.rating} label={t("product.starsLabel", { rating: item.review.rating })} />
            <span className="rounded-full bg-stone-100 px-2 py-0.5 font-medium text-stone-700">
              {t(`list.status.${item.review.status}`)}
            </span>
          </p>
        ) : null}
      </div>
      {action}
    </li>
  );
}

export default function FeedbackList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("feedback");
  const { awaiting, rated, locale } = loaderData;
  const nothing = awaiting.length === 0 && rated.length === 0;
  return (
    <>
      <PageHeading title={t("list.title")} lead={t("list.lead")} />
      {nothing ? (
        <div
          className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-12 text-center"
          data-testid="feedback-empty"
        >
          <MessageSquareHeart aria-hidden className="mx-auto size-10 text-stone-400" />
          <h2 className="mt-4 text-lg font-semibold text-stone-900">{t("list.emptyTitle")}</h2>
          <p className="mx-auto mt-2 max-w-sm text-sm text-stone-600">{t("list.emptyBody")}</p>
        </div>
      ) : (
        <div className="space-y-10">
          <section aria-labelledby="awaiting-title">
            <h2 id="awaiting-title" className="text-lg font-semibold text-stone-900">
              {t("list.awaiting")} <span className="text-stone-500">({awaiting.length})</span>
            </h2>
            {awaiting.length === 0 ? (
              <p className="mt-3 text-sm text-stone-600">{t("list.allRated")}</p>
            ) : (
              <ul className="divide-y divide-stone-200" data-testid="feedback-awaiting">
                {awaiting.map((item) => (
                  <ItemRow
                    key={item.lineId}
                    item={item}
                    locale={locale}
                    action={
                      <Link
                        to={`/user/feedback/${item.lineId}`}
                        className={buttonClass.primary}
                        aria-label={`${t("list.rate")}: ${item.name}`}
                      >
                        {t("list.rate")}
                      </Link>
                    }
                  />
                ))}
              </ul>
            )}
          </section>
          {rated.length > 0 ? (
            <section aria-labelledby="rated-title">
              <h2 id="rated-title" className="text-lg font-semibold text-stone-900">
                {t("list.rated")}
              </h2>
              <ul className="divide-y divide-stone-200" data-testid="feedback-rated">
                {rated.map((item) => (
                  <ItemRow
                    key={item.lineId}
                    item={item}
                    locale={locale}
                    action={
                      <Link
                        to={`/user/feedback/${item.lineId}`}
                        className={buttonClass.quiet}
                        aria-label={`${t("list.view")}: ${item.name}`}
                      >
                        <ChevronRight aria-hidden className="size-5" />
                      </Link>
                    }
                  />
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      )}
    </>
  );
}
