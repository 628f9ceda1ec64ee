import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { buttonClass } from "../../components/ui/button.tsx";
import { FileInput } from "../../components/ui/file-input.tsx";
import { ArrowLeft, CheckCircle2, Star } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, useNavigation } from "react-router";
import { getFeedbackItem, submitReview } from "../../../core/reviews/reviews.ts";
import { reviewSchema } from "../../../core/reviews/schemas.ts";
import { NotFound } from "../../../core/shared/errors.ts";
import { PageHeading } from "../../components/account/account-ui.tsx";
import { Banner, Field, TextArea } from "../../components/engagement/form.tsx";
import { Stars } from "../../components/engagement/stars.tsx";
import { pageContext } from "../../lib/context.server.ts";
import { PRIVATE_HEADERS, filesOf } from "../../lib/engagement.server.ts";
import { formAction } from "../../lib/form-action.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import { requireUser } from "../../lib/session.server.ts";
import type { Route } from "./+types/feedback-rate";

/**
 * Rating (spec §2 `/user/feedback/{id}`, `id` = the order line): 1–5 stars (radio buttons, so the
 * keyboard and screen readers work), text and up to 3 photos; once per line. An item that cannot
 * be rated (not delivered, not the customer's) is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  try {
    return data({ item: await getFeedbackItem(ctx, params.id) }, { headers: PRIVATE_HEADERS });
  } catch (error) {
    if (error instanceof NotFound) throw data(null, { status: 404, headers: PRIVATE_HEADERS });
    throw error;
  }
}

export function headers() {
  return PRIVATE_HEADERS;
}

type ActionResult = { ok: true } | { ok: false; reply: SubmissionResult<string[]> };

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const form = await request.formData();
  const photos = await filesOf(form, "photos");
  const result = await formAction(
    ctx,
    form,
    reviewSchema,
    (input) => submitReview(ctx, { lineId: params.id, ...input, photos }),
    { ns: "feedback" },
  );
  if (result.ok) return data<ActionResult>({ ok: true }, { headers: PRIVATE_HEADERS });
  return data<ActionResult>(
    { ok: false, reply: result.reply },
    { status: result.status === 400 ? 400 : 409, headers: PRIVATE_HEADERS },
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    { title: loaderData?.item.name ?? "Feedback", description: "", path: "/user/feedback", noindex: true },
    root,
  );
}

function StarPicker({ defaultValue, error }: { defaultValue: number; error?: string }) {
  const { t } = useTranslation("feedback");
  const [value, setValue] = useState(defaultValue);
  const shown = value;
  return (
    <fieldset aria-describedby={error ? "rating-error" : undefined}>
      <legend className="mb-2 block text-sm font-medium text-stone-800">{t("rate.stars")}</legend>
      <div className="flex flex-wrap items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input
              type="radio"
              name="rating"
              value={n}
              defaultChecked={defaultValue === n}
              onChange={() => setValue(n)}
              className="sr-only"
              data-testid={`rating-${n}`}
            />
            <span className="sr-only">{`${t("rate.star", { count: n })} — ${t(`rate.labels.${n}`)}`}</span>
            <Star
              aria-hidden
              className={`size-9 ${n <= shown ? "fill-amber-400 text-amber-500" : "fill-stone-100 text-stone-300"}`}
            />
          </label>
        ))}
        <span className="ml-2 text-sm font-medium text-stone-700" aria-live="polite">
          {shown ? t(`rate.labels.${shown}`) : ""}
        </span>
      </div>
      {error ? (
        <p id="rating-error" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export default function RateItem({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("feedback");
  const { item } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const result = actionData as ActionResult | undefined;
  const failure = result && !result.ok ? result : null;
  const [form, fields] = useSchemaForm(reviewSchema, { id: "review", lastResult: failure?.reply });
  // the photos are beside the schema: their refusal comes back in the reply under "photos"
  const err = (f: "rating" | "body" | "photos") =>
    f === "photos" ? failure?.reply.error?.photos?.[0] : fields[f].errors?.[0];
  const typed = (f: "rating" | "body") => {
    const value = fields[f].initialValue;
    return typeof value === "string" ? value : "";
  };
  const done = result?.ok;
  return (
    <>
      <Link
        to="/user/feedback"
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-stone-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("rate.back")}
      </Link>
      <PageHeading
        title={t("rate.title", { name: item.name })}
        lead={`${item.colorName} · ${item.sizeCode} · ${t("list.order", { number: item.orderNumber })}`}
      />
      <div className="grid gap-8 md:grid-cols-[10rem_minmax(0,1fr)]">
        <img
          src={item.imageUrl}
          alt=""
          width={160}
          height={187}
          className="hidden rounded-xl border border-stone-200 bg-stone-50 md:block"
        />
        <div>
          {done ? (
            <div data-testid="review-thanks" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
              <CheckCircle2 aria-hidden className="size-8 text-emerald-600" />
              <h2 className="mt-2 text-lg font-semibold text-stone-900">{t("rate.thanksTitle")}</h2>
              <p className="mt-1 text-sm text-stone-700">{t("rate.thanksBody")}</p>
              <Link to="/user/feedback" className={buttonClass({ extra: "mt-4" })}>
                {t("rate.backToList")}
              </Link>
            </div>
          ) : item.review ? (
            <section
              aria-labelledby="yours"
              className="rounded-2xl border border-stone-200 p-6"
              data-testid="review-existing"
            >
              <h2 id="yours" className="text-base font-semibold text-stone-900">
                {t("rate.yours")}
              </h2>
              <div className="mt-2 flex items-center gap-2">
                <Stars rating={item.review.rating} label={t("product.starsLabel", { rating: item.review.rating })} />
                <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
                  {t(`list.status.${item.review.status}`)}
                </span>
              </div>
              <p className="mt-3 whitespace-pre-line text-sm leading-6 text-stone-700">{item.review.body}</p>
            </section>
          ) : (
            <Form method="post" encType="multipart/form-data" className="space-y-6" {...getFormProps(form)} noValidate>
              {form.errors?.[0] ? <Banner tone="error">{form.errors[0]}</Banner> : null}
              <StarPicker defaultValue={Number(typed("rating")) || 0} error={err("rating")} />
              <TextArea
                id="review-body"
                name="body"
                label={t("rate.body")}
                hint={t("rate.bodyHint")}
                rows={6}
                minLength={10}
                maxLength={3000}
                required
                defaultValue={typed("body")}
                error={err("body")}
              />
              <Field id="review-photos" label={t("rate.photos")} hint={t("rate.photosHint")} error={err("photos")}>
                {(a11y) => <FileInput {...a11y} name="photos" multiple accept="image/jpeg,image/png,image/webp" />}
              </Field>
              <p className="text-xs text-stone-600">{t("rate.publicNote")}</p>
              <button type="submit" disabled={sending} className={buttonClass({ extra: "w-full sm:w-auto" })}>
                {sending ? t("rate.sending") : t("rate.submit")}
              </button>
            </Form>
          )}
        </div>
      </div>
    </>
  );
}
