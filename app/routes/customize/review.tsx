import { parseWithZod } from "@conform-to/zod/v4";
import { Download, FileText, Pencil, ShoppingBag, Sparkles } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, data, useFetcher } from "react-router";
import { addDesignToCart, addSampleToCart } from "../../../core/cart/add-design-to-cart.ts";
import { type DesignPrice, priceDesign } from "../../../core/customization/price-design.ts";
import { DomainError, Invalid } from "../../../core/shared/errors.ts";
import { addDesignSchema, addSampleSchema } from "../../../core/cart/schemas.ts";
import { loadDesign } from "../../components/configurator-ui/editor-data.server.ts";
import { editorMeta } from "../../components/configurator-ui/editor-meta.ts";
import { DesignSpecList, DesignViews } from "../../components/configurator-ui/design-spec.tsx";
import { useErrorText, usePreflightText, useRefusalText } from "../../components/configurator-ui/messages.ts";
import { PriceBreakdown } from "../../components/configurator-ui/price-summary.tsx";
import { ShareDesignButton } from "../../components/configurator-ui/share-dialog.tsx";
import { RefusalList, WarningList } from "../../components/configurator-ui/ui.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Select } from "../../components/ui/input.tsx";
import { Price } from "../../components/price.tsx";
import { cartRefOf, rememberGuestCart } from "../../lib/cart.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { notify } from "../../lib/toast.ts";
import type { Route } from "./+types/review";
import { CustomItemsReturnNote } from "../../components/returns/custom-items-return-note.tsx";

/**
 * Review of a design (spec §2 `/customize/{id}/review`, `{id}` = the design id): the front and back
 * images, the full specification, the price breakdown with the under-delivery note (3–5 %, never
 * charged, §9), preflight warnings and refusals, and the three ways on: add to cart (bulk), order a
 * sample (at most two per design, §5) or request a quote. Owner only.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { view, page, headers } = await loadDesign(request, context, params.id);
  const { options } = page;
  const firstSize = Object.entries(view.document.sizes).find(([, n]) => n > 0)?.[0] ?? options.sizes[0] ?? "M";
  let samplePrice: DesignPrice | null = null;
  try {
    samplePrice = priceDesign(options, {
      ...view.document,
      placements: view.document.placements.map((p) => ({
        ...p,
        colourCount: p.colourCount ?? undefined,
        stitchAreaMm2: p.stitchAreaMm2 ?? undefined,
      })),
      sizes: { [firstSize]: 1 },
      mode: "sample",
    });
  } catch {
    // a design that cannot be sampled as it stands: the server says why when asked
  }
  return data({ page, view, samplePrice, sampleSize: firstSize }, { headers });
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return editorMeta(matches, loaderData?.page, `/customize/${params.id}/review`);
}

/** What the review's forms answer. */
export type ReviewResult =
  | { ok: true; intent: "cart" | "sample" }
  | { ok: false; intent: string; code: string; details?: Record<string, unknown> };

/** The review's bulk form: the design version the customer saw (the design is the page's). */
const reviewedVersionForm = addDesignSchema.pick({ version: true });
/** The review's sample form: the sample's size. */
const sampleSizeForm = addSampleSchema.pick({ size: true });

/**
 * `intent=cart` (the design in bulk at the reviewed `version`) or `intent=sample` (one sample in
 * `size`). The same core calls as `POST /api/cart/custom` and `/api/cart/sample`.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const { ref, headers } = await cartRefOf(request, context);
  headers.set("Cache-Control", "no-store");
  try {
    if (intent === "cart") {
      const submission = parseWithZod(form, { schema: reviewedVersionForm });
      if (submission.status !== "success") throw new Invalid("Reload the page and try again", "version");
      const added = await addDesignToCart(ctx, { cart: ref, designId: params.id, version: submission.value.version });
      rememberGuestCart(headers, request, added.newGuestToken);
      return data({ ok: true, intent } satisfies ReviewResult, { headers });
    }
    if (intent === "sample") {
      const submission = parseWithZod(form, { schema: sampleSizeForm });
      if (submission.status !== "success") throw new Invalid("Choose a size", "size");
      const added = await addSampleToCart(ctx, {
        cart: ref,
        designId: params.id,
        size: submission.value.size,
        quantity: 1,
      });
      rememberGuestCart(headers, request, added.newGuestToken);
      return data({ ok: true, intent } satisfies ReviewResult, { headers });
    }
  } catch (error) {
    if (error instanceof DomainError) {
      const details = (error as DomainError & { details?: Record<string, unknown> }).details;
      return data({ ok: false, intent, code: error.code, details } satisfies ReviewResult, {
        status: error.status,
        headers,
      });
    }
    throw error;
  }
  return data({ ok: false, intent, code: "INVALID_INPUT" } satisfies ReviewResult, { status: 400, headers });
}

type LoaderData = Route.ComponentProps["loaderData"];

function Images({ loaderData }: { loaderData: LoaderData }) {
  const { page, view } = loaderData;
  return (
    <DesignViews
      options={page.options}
      view={view}
      uploads={page.uploads}
      images={{ front: view.frontImageUrl, back: view.backImageUrl }}
    />
  );
}

function Specification({ loaderData }: { loaderData: LoaderData }) {
  const { t } = useTranslation("customize");
  const { page, view } = loaderData;
  return (
    <section
      aria-labelledby="spec-title"
      className="rounded-2xl border border-stone-200 bg-white p-5"
      data-testid="review-spec"
    >
      <h2 id="spec-title" className="text-lg font-semibold text-stone-900">
        {t("review.specTitle")}
      </h2>
      <div className="mt-3">
        <DesignSpecList
          options={page.options}
          view={view}
          uploads={page.uploads}
          testIdPrefix="review"
          showNotes
          showUploadNames
        />
      </div>
    </section>
  );
}

function Actions({ loaderData }: { loaderData: LoaderData }) {
  const { t } = useTranslation("customize");
  const errorText = useErrorText();
  const { view, page, samplePrice, sampleSize } = loaderData;
  const cart = useFetcher<ReviewResult>({ key: `review-cart-${view.id}` });
  const sample = useFetcher<ReviewResult>({ key: `review-sample-${view.id}` });
  const sizeId = useId();
  const [size, setSize] = useState(sampleSize);
  const blocked = view.refusals.length > 0 || !view.price;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per answer
  useEffect(() => {
    if (cart.data?.ok) void notify(t("review.addedToast"), "success");
  }, [cart.data]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per answer
  useEffect(() => {
    if (sample.data?.ok) void notify(t("review.sampleToast"), "success");
  }, [sample.data]);

  const failure = (r: ReviewResult | undefined) => {
    if (!r || r.ok) return null;
    if (r.code === "SAMPLE_LIMIT_REACHED") {
      return t("review.sampleLimit", {
        maximum: Number(r.details?.maximum ?? 2),
        ordered: Number(r.details?.ordered ?? 2),
      });
    }
    return errorText(r.code, r.details);
  };

  return (
    <section aria-labelledby="actions-title" className="space-y-4">
      <h2 id="actions-title" className="sr-only">
        {t("review.actionsTitle")}
      </h2>
      <div className="rounded-2xl border border-stone-200 bg-white p-5">
        <h3 className="flex items-center gap-2 font-semibold text-stone-900">
          <ShoppingBag aria-hidden className="size-4" />
          {t("review.bulkTitle")}
        </h3>
        <p className="mt-1 text-sm text-stone-600">{t("review.bulkText")}</p>
        <cart.Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="cart" />
          <input type="hidden" name="version" value={view.version} />
          <button
            type="submit"
            className={buttonClass({ extra: "w-full" })}
            disabled={blocked || cart.state !== "idle"}
            data-testid="add-design-to-cart"
          >
            {t("review.addToCart")}
            {view.price ? (
              <>
                {" · "}
                <Price cents={view.price.totalCents} />
              </>
            ) : null}
          </button>
        </cart.Form>
        {blocked ? <p className="mt-2 text-xs text-red-700">{t("review.blocked")}</p> : null}
        <CustomItemsReturnNote className="mt-3" />
        {cart.data?.ok ? (
          <p role="status" className="mt-2 text-sm text-brand-800" data-testid="cart-added">
            {t("review.added")}{" "}
            <Link to="/cart" className="font-medium underline underline-offset-2">
              {t("review.viewCart")}
            </Link>
          </p>
        ) : null}
        {failure(cart.data) ? (
          <p role="alert" className="mt-2 text-sm text-red-700" data-testid="cart-error">
            {failure(cart.data)}
          </p>
        ) : null}
      </div>

      <div className="rounded-2xl border border-stone-200 bg-white p-5">
        <h3 className="flex items-center gap-2 font-semibold text-stone-900">
          <Sparkles aria-hidden className="size-4" />
          {t("review.sampleTitle")}
        </h3>
        <p className="mt-1 text-sm text-stone-600">
          {t("review.sampleText", { maximum: page.options.rules.samplesPerDesign })}
        </p>
        <sample.Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="sample" />
          <span className="flex flex-col gap-1">
            <label htmlFor={sizeId} className="text-xs font-medium text-stone-700">
              {t("review.sampleSize")}
            </label>
            <Select id={sizeId} name="size" value={size} onChange={(e) => setSize(e.target.value)}>
              {page.options.sizes.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </span>
          <button
            type="submit"
            className={buttonClass({ variant: "secondary", extra: "flex-1" })}
            disabled={sample.state !== "idle"}
            data-testid="order-sample"
          >
            {t("review.orderSample")}
            {samplePrice ? (
              <>
                {" · "}
                <Price cents={samplePrice.totalCents} />
              </>
            ) : null}
          </button>
        </sample.Form>
        {sample.data?.ok ? (
          <p role="status" className="mt-2 text-sm text-brand-800" data-testid="sample-added">
            {t("review.sampleAdded")}{" "}
            <Link to="/cart" className="font-medium underline underline-offset-2">
              {t("review.viewCart")}
            </Link>
          </p>
        ) : null}
        {failure(sample.data) ? (
          <p role="alert" className="mt-2 text-sm text-red-700" data-testid="sample-error">
            {failure(sample.data)}
          </p>
        ) : null}
      </div>

      <div className="rounded-2xl border border-stone-200 bg-white p-5">
        <h3 className="flex items-center gap-2 font-semibold text-stone-900">
          <FileText aria-hidden className="size-4" />
          {t("review.quoteTitle")}
        </h3>
        <p className="mt-1 text-sm text-stone-600">{t("review.quoteText")}</p>
        <Link
          to={`/quote?design=${encodeURIComponent(view.id)}`}
          className={buttonClass({ variant: "secondary", extra: "mt-3 w-full" })}
          data-testid="request-quote"
        >
          {t("review.requestQuote")}
        </Link>
      </div>
    </section>
  );
}

export default function ReviewDesign({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("customize");
  const { view, page } = loaderData;
  const { options } = page;
  const refusalText = useRefusalText(options);
  const preflightText = usePreflightText(options);
  const price = view.price;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-8 lg:py-10" data-testid="design-review">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm text-stone-600">{t("review.kicker")}</p>
          <h1
            className="mt-1 text-2xl font-semibold tracking-tight text-stone-900 lg:text-3xl"
            data-testid="review-name"
          >
            {view.name}
          </h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href={`/api/customize/${encodeURIComponent(view.id)}/techpack`}
            className={buttonClass({ variant: "ghost", size: "sm" })}
            data-testid="tech-pack"
          >
            <Download aria-hidden className="size-4" />
            {t("review.techPack")}
          </a>
          <ShareDesignButton designId={view.id} />
          <Link
            to={`/customize/${view.id}/edit`}
            className={buttonClass({ variant: "secondary" })}
            data-testid="edit-design"
          >
            <Pencil aria-hidden className="size-4" />
            {t("review.edit")}
          </Link>
        </div>
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <Images loaderData={loaderData} />
          {view.refusals.length > 0 ? (
            <section aria-labelledby="refusals-title" className="rounded-2xl border border-red-200 bg-white p-5">
              <h2 id="refusals-title" className="font-semibold text-red-800">
                {t("review.refusalsTitle")}
              </h2>
              <RefusalList messages={view.refusals.map(refusalText)} />
            </section>
          ) : null}
          {view.preflight.length > 0 ? (
            <section aria-labelledby="preflight-title" className="rounded-2xl border border-amber-200 bg-white p-5">
              <h2 id="preflight-title" className="font-semibold text-amber-900">
                {t("review.preflightTitle")}
              </h2>
              <WarningList messages={view.preflight.map(preflightText)} />
            </section>
          ) : null}
          <Specification loaderData={loaderData} />
        </div>

        <div className="space-y-6 lg:sticky lg:top-28 lg:self-start">
          <section aria-labelledby="review-price" className="rounded-2xl border border-stone-200 bg-white p-5">
            <h2 id="review-price" className="text-lg font-semibold text-stone-900">
              {t("price.title")}
            </h2>
            {price ? (
              <div className="mt-3">
                <PriceBreakdown options={options} price={price} />
                <p className="mt-3 text-xs text-stone-500">{t("price.vatNote")}</p>
                {price.underDelivery ? (
                  <p
                    className="mt-3 rounded-lg bg-stone-50 px-3 py-2 text-xs leading-5 text-stone-700"
                    data-testid="under-delivery"
                  >
                    {t("review.underDelivery", {
                      min: price.underDelivery.minRateBp / 100,
                      max: price.underDelivery.maxRateBp / 100,
                      minUnits: price.underDelivery.minUnits,
                      maxUnits: price.underDelivery.maxUnits,
                    })}
                  </p>
                ) : null}
              </div>
            ) : (
              <p className="mt-3 text-sm text-stone-700">
                {view.refusals.length > 0 ? t("review.noPriceRefused") : t("review.noPrice")}
              </p>
            )}
          </section>
          <Actions loaderData={loaderData} />
        </div>
      </div>
    </div>
  );
}
