import { BadgeCheck, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Locale } from "../../../core/shared/locale.ts";
import { formatDate } from "../orders/order-format.ts";
import { Stars } from "./stars.tsx";
import type { ProductRatings, PublicReview } from "../../../core/reviews/reviews.ts";

/** A product's ratings as the page shows them: each review with its date written in the reader's language. */
export type ShownRatings = Omit<ProductRatings, "reviews"> & { reviews: (PublicReview & { createdText: string })[] };

/**
 * `ratings` with each review's date written for `locale` (`23 Nov 2026`), by the loader: the browser then
 * starts no ICU date formatter while it hydrates the page (ADR 0039).
 */
export function withReviewDates(ratings: ProductRatings, locale: Locale): ShownRatings {
  return { ...ratings, reviews: ratings.reviews.map((r) => ({ ...r, createdText: formatDate(r.createdAt, locale) })) };
}

/** The short rating line under a product's title: stars, average and count, linking to the reviews. */
export function RatingSummaryLink({ ratings }: { ratings: ProductRatings }) {
  const { t } = useTranslation("feedback");
  if (!ratings.count || ratings.average === null) return null;
  return (
    <a href="#reviews" className="mt-2 inline-flex items-center gap-2 text-sm text-stone-700 hover:underline">
      <Stars rating={ratings.average} label={t("product.starsLabel", { rating: ratings.average })} />
      <span>
        {ratings.average.toFixed(1)} · {t("product.basedOn", { count: ratings.count })}
      </span>
    </a>
  );
}

/**
 * The product page's reviews (issue 8): average, count, distribution per star, and the approved
 * reviews with the verified-buyer mark (when from an order), photos and the shop's answer. Dates in the reader's
 * language, as {@link withReviewDates} wrote them.
 */
export function ProductReviews({ ratings }: { ratings: ShownRatings }) {
  const { t } = useTranslation("feedback");
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-title"
      className="mt-16 scroll-mt-28 border-t border-stone-200 pt-10"
    >
      <h2 id="reviews-title" className="text-2xl font-semibold tracking-tight text-stone-900">
        {t("product.title")}
      </h2>
      {ratings.count === 0 || ratings.average === null ? (
        <p className="mt-4 text-sm text-stone-600" data-testid="reviews-empty">
          {t("product.none")}
        </p>
      ) : (
        <div className="mt-6 grid gap-10 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <div data-testid="rating-summary">
            <p className="text-4xl font-semibold text-stone-900">{ratings.average.toFixed(1)}</p>
            <Stars rating={ratings.average} size="lg" label={t("product.starsLabel", { rating: ratings.average })} />
            <p className="mt-1 text-sm text-stone-600">{t("product.basedOn", { count: ratings.count })}</p>
            <ul className="mt-4 space-y-1.5">
              {[5, 4, 3, 2, 1].map((stars) => {
                const n = ratings.distribution[stars - 1] ?? 0;
                const pct = ratings.count ? Math.round((n / ratings.count) * 100) : 0;
                return (
                  <li key={stars} className="flex items-center gap-2 text-sm text-stone-700">
                    <span className="sr-only">{t("product.distributionRow", { stars, count: n })}</span>
                    <span aria-hidden className="w-3 text-right">
                      {stars}
                    </span>
                    <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-500" />
                    <span aria-hidden className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200">
                      <span className="block h-full rounded-full bg-amber-400" style={{ width: `${pct}%` }} />
                    </span>
                    <span aria-hidden className="w-6 text-right tabular-nums text-stone-500">
                      {n}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
          <ol className="divide-y divide-stone-200" data-testid="review-list">
            {ratings.reviews.map((r) => (
              <li key={r.id} className="py-5 first:pt-0">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Stars rating={r.rating} label={t("product.starsLabel", { rating: r.rating })} />
                  <span className="text-sm font-medium text-stone-900">{r.authorName}</span>
                  {r.verifiedBuyer ? (
                    <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700">
                      <BadgeCheck aria-hidden className="size-4" />
                      {t("product.verified")}
                    </span>
                  ) : null}
                  <time dateTime={r.createdAt} className="text-xs text-stone-500">
                    {r.createdText}
                  </time>
                </div>
                <p className="mt-2 whitespace-pre-line text-sm leading-6 text-stone-700">{r.body}</p>
                {r.photos.length > 0 ? (
                  <ul className="mt-3 flex gap-2">
                    {r.photos.map((p) => (
                      <li key={p.id}>
                        <a href={p.url} target="_blank" rel="noreferrer">
                          <img
                            src={p.url}
                            alt={t("product.photoAlt", { name: r.authorName })}
                            className="size-20 rounded-lg border border-stone-200 object-cover"
                            loading="lazy"
                            width={80}
                            height={80}
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {r.answer ? (
                  <div className="mt-3 rounded-lg border-l-4 border-stone-300 bg-stone-50 px-4 py-3">
                    <p className="text-xs font-semibold text-stone-700">{t("product.answer")}</p>
                    <p className="mt-1 whitespace-pre-line text-sm text-stone-700">{r.answer.body}</p>
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

/** schema.org `aggregateRating` and `review` of a product (only approved reviews; none without). */
export function ratingJsonLd(ratings: ProductRatings) {
  if (!ratings.count || ratings.average === null) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: ratings.average.toFixed(1),
      reviewCount: ratings.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: ratings.reviews.slice(0, 5).map((r) => ({
      "@type": "Review",
      author: { "@type": "Person", name: r.authorName },
      datePublished: r.createdAt.slice(0, 10),
      reviewBody: r.body,
      reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
