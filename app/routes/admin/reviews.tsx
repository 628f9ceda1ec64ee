import { getFormProps } from "@conform-to/react";
import { Check, EyeOff } from "lucide-react";
import { z } from "zod";
import { useTranslation } from "react-i18next";
import { Link, data, useFetcher } from "react-router";
import {
  type AdminReviewItem,
  REVIEW_LIST,
  answerReview,
  listReviews,
  moderateReview,
} from "../../../core/reviews/reviews.ts";
import { reviewAnswerSchema } from "../../../core/reviews/schemas.ts";
import { parseListQuery } from "../../../core/shared/list-query.ts";
import { hasPermission } from "../../../core/shared/permissions.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import { DataTable, FilterSelect } from "../../components/admin/data-table.tsx";
import { ReviewStatusBadge } from "../../components/engagement/admin-badges.tsx";
import { textareaClass } from "../../components/engagement/form.tsx";
import { Stars } from "../../components/engagement/stars.tsx";
import { ADMIN_HEADERS, adminCall, adminFormCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { formAction } from "../../lib/form-action.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { listState } from "../../lib/list-state.ts";
import { pagePath } from "../../lib/request-path.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/reviews";
import { SHOP_TIME_ZONE, intlTag } from "../../components/orders/order-format.ts";
import type { Locale } from "../../../core/shared/locale.ts";
import { dateTimeFormat } from "../../../core/shared/intl-format.ts";
import { rootText } from "../../lib/i18n.ts";

/**
 * Review moderation (issue 6 `/admin/review`, `/admin/review/list`; `read:review:any`): pending
 * reviews first by default filter, each with its stars, text, photos, product and order; approve
 * (published on the product page), hide, or answer publicly (`update:review:any`; audited in core).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const actor = requireStaff(ctx, request, "read:review:any");
  const url = new URL(request.url);
  const view = await adminCall(request, async () => {
    const query = parseListQuery(REVIEW_LIST, url.searchParams);
    const page = await listReviews(ctx, query);
    return {
      list: listState(pagePath(request), page, query, REVIEW_LIST),
      items: page.items,
      locale: ctx.locale,
      canWrite: hasPermission(actor, "update:review:any"),
    };
  });
  return data(view, { headers: ADMIN_HEADERS });
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: rootText(root, "feedback", "admin.title"),
      description: rootText(root, "feedback", "admin.lead"),
      path: "/admin/review/list",
      noindex: true,
    },
    root,
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "update:review:any");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const result = await formAction(
    ctx,
    form,
    reviewFormSchema,
    ({ id, answer }) =>
      adminFormCall(request, () =>
        intent === "answer"
          ? answerReview(ctx, { id, answer })
          : moderateReview(ctx, { id, status: intent === "approve" ? "approved" : "hidden" }),
      ),
    { ns: "feedback" },
  );
  if (!result.ok) {
    const id = form.get("id");
    return data(
      { ok: false as const, review: null, id: typeof id === "string" ? id : "", reply: result.reply },
      { status: result.status, headers: ADMIN_HEADERS },
    );
  }
  return data(
    { ok: true as const, review: result.value, id: result.value.id, reply: null },
    { headers: ADMIN_HEADERS },
  );
}

/**
 * A review's row form: the review's id beside `answerReview`'s input (an empty answer removes it,
 * so an emptied box, which Conform makes absent, is the empty answer; approve and hide post none).
 */
const reviewFormSchema = reviewAnswerSchema.extend({
  id: z.string().max(64),
  answer: reviewAnswerSchema.shape.answer.default(""),
});

function ReviewActions({ review }: { review: AdminReviewItem }) {
  const { t } = useTranslation("feedback");
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  const current = fetcher.data?.review?.id === review.id ? fetcher.data.review : review;
  const [form, fields] = useSchemaForm(reviewFormSchema, {
    id: `review-answer-form-${review.id}`,
    lastResult: fetcher.data?.id === review.id ? fetcher.data.reply : undefined,
  });
  const answerError = fields.answer.errors?.[0] ?? form.errors?.[0];
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {current.status !== "approved" ? (
          <fetcher.Form method="post">
            <input type="hidden" name="id" value={review.id} />
            <button
              type="submit"
              name="intent"
              value="approve"
              disabled={busy}
              className="inline-flex h-9 items-center gap-1 rounded-full bg-emerald-700 px-3 text-xs font-medium text-white hover:bg-emerald-800 disabled:opacity-70"
            >
              <Check aria-hidden className="size-4" />
              {t("admin.approve")}
            </button>
          </fetcher.Form>
        ) : null}
        {current.status !== "hidden" ? (
          <fetcher.Form method="post">
            <input type="hidden" name="id" value={review.id} />
            <button
              type="submit"
              name="intent"
              value="hide"
              disabled={busy}
              className="inline-flex h-9 items-center gap-1 rounded-full border border-stone-300 px-3 text-xs font-medium hover:bg-stone-50 disabled:opacity-70"
            >
              <EyeOff aria-hidden className="size-4" />
              {t("admin.hide")}
            </button>
          </fetcher.Form>
        ) : null}
      </div>
      <fetcher.Form method="post" {...getFormProps(form)} className="space-y-2">
        <input type="hidden" name="id" value={review.id} />
        <label htmlFor={`answer-${review.id}`} className="block text-xs font-medium text-stone-700">
          {t("admin.answer")}
        </label>
        <textarea
          id={`answer-${review.id}`}
          name="answer"
          rows={2}
          maxLength={3000}
          defaultValue={current.answer ?? ""}
          className={`${textareaClass} min-h-16`}
          aria-describedby={`answer-${review.id}-hint${answerError ? ` answer-${review.id}-error` : ""}`}
          aria-invalid={answerError ? true : undefined}
        />
        <p id={`answer-${review.id}-hint`} className="text-xs text-stone-500">
          {t("admin.answerHint")}
        </p>
        {answerError ? (
          <p id={`answer-${review.id}-error`} className="text-xs text-red-700">
            {answerError}
          </p>
        ) : null}
        <button
          type="submit"
          name="intent"
          value="answer"
          disabled={busy}
          className="inline-flex h-9 items-center rounded-full border border-stone-300 px-3 text-xs font-medium hover:bg-stone-50 disabled:opacity-70"
        >
          {t("admin.saveAnswer")}
        </button>
      </fetcher.Form>
    </div>
  );
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("feedback");
  const { list, items, locale, canWrite } = loaderData;
  const date = dateTimeFormat(intlTag(locale as Locale), {
    dateStyle: "medium",
    timeZone: SHOP_TIME_ZONE,
  });
  return (
    <AdminPage title={t("admin.title")} lead={t("admin.lead")}>
      <DataTable<AdminReviewItem>
        caption={t("admin.title")}
        state={list}
        rows={items}
        rowKey={(r) => r.id}
        searchLabel={t("admin.search")}
        testId="review-list"
        filters={
          <>
            <FilterSelect
              name="status"
              label={t("admin.statusFilter")}
              value={list.filters.status}
              anyLabel={t("admin.any")}
              options={(["pending", "approved", "hidden"] as const).map((s) => ({
                value: s,
                label: t(`list.status.${s}`),
              }))}
            />
            <FilterSelect
              name="rating"
              label={t("admin.ratingFilter")}
              value={list.filters.rating}
              anyLabel={t("admin.any")}
              options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t("rate.star", { count: n }) }))}
            />
          </>
        }
        empty={{ title: t("admin.emptyTitle"), body: t("admin.emptyBody") }}
        columns={[
          {
            key: "review",
            header: t("admin.title"),
            card: "title",
            cell: (r) => (
              <div className="max-w-md">
                <div className="flex flex-wrap items-center gap-2">
                  <Stars rating={r.rating} label={t("product.starsLabel", { rating: r.rating })} />
                  <ReviewStatusBadge status={r.status} />
                </div>
                <p className="mt-1 whitespace-pre-line text-sm text-stone-800">{r.body}</p>
                {r.photos.length ? (
                  <ul className="mt-2 flex gap-2">
                    {r.photos.map((p) => (
                      <li key={p.id}>
                        <a href={p.url} target="_blank" rel="noreferrer">
                          <img
                            src={p.url}
                            alt={p.name}
                            width={56}
                            height={56}
                            className="size-14 rounded border border-stone-200 object-cover"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <p className="mt-1 text-xs text-stone-500">
                  {t("admin.by", { name: r.authorName })} ·{" "}
                  {t("admin.written", { date: date.format(new Date(r.createdAt)) })}
                </p>
              </div>
            ),
          },
          {
            key: "product",
            header: t("admin.product"),
            cell: (r) => (
              <span className="block">
                <Link to={`/product/${r.productSlug}`} className="underline underline-offset-2">
                  {r.productName}
                </Link>
                {r.orderNumber ? (
                  <Link
                    to={`/admin/order/${r.orderId}`}
                    className="block text-xs text-stone-500 underline underline-offset-2"
                  >
                    {r.orderNumber}
                  </Link>
                ) : null}
              </span>
            ),
          },
          {
            key: "rating",
            header: t("admin.ratingFilter"),
            sort: "rating",
            numeric: true,
            wide: true,
            cell: (r) => r.rating,
          },
          ...(canWrite
            ? [{ key: "actions", header: "", cell: (r: AdminReviewItem) => <ReviewActions review={r} /> }]
            : []),
        ]}
      />
    </AdminPage>
  );
}
