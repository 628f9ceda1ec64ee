import { type Locale, intlLocaleTag } from "../../core/shared/locale.ts";
import { ChevronRight, Leaf, MapPin, Paintbrush, Truck } from "lucide-react";
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, type ShouldRevalidateFunctionArgs, data, redirect, useSearchParams } from "react-router";
import { type ProductDetail, getProduct } from "../../core/catalog/get-product.ts";
import { renderMarkdown } from "../../core/cms/render-markdown.ts";
import { NotFound } from "../../core/shared/errors.ts";
import { pageUrl } from "../lib/request-path.ts";
import type { Route } from "./+types/product";
import { type AddResult, AddToCartForm } from "../components/cart/add-to-cart-form.tsx";
import { addFromForm, cartDrawerData } from "../components/cart/cart-form.server.ts";
import { catalogText } from "../components/catalog/meta-text.ts";
import { PriceWithCompare } from "../components/catalog/price-with-compare.tsx";
import { RelatedProducts } from "../components/catalog/related-products.tsx";
import { ProductGallery } from "../components/catalog/product-gallery.tsx";
import { SizeGuideDialog } from "../components/catalog/size-guide-dialog.tsx";
import { ColorSwatches, SizePicker, sizeState } from "../components/catalog/variant-pickers.tsx";
import { cartRefOf, rememberGuestCart } from "../lib/cart.server.ts";
import { pageContext } from "../lib/context.server.ts";
import { useRootData } from "../lib/root-data.ts";
import { rootFromMatches, seoMeta } from "../lib/seo.ts";
import { getProductRatings } from "../../core/reviews/reviews.ts";
import { type DeliveryEstimate, estimateDelivery } from "../../core/shipping/delivery-estimate.ts";
import { ProductReviews, RatingSummaryLink, ratingJsonLd, withReviewDates } from "../components/engagement/reviews.tsx";
import { dateTimeFormat, displayNamesOf } from "../../core/shared/intl-format.ts";
import { formatWholeNumber } from "../../core/shared/number-format.ts";

/** The wholesale price ladder and size-run grid, loaded only when the page shows them (a wholesale customer). */
const WholesaleBuying = lazy(() => import("../components/wholesale/size-run-grid.tsx"));

/** Product page (spec §2 `/product/{id}`): by id (`prd_…`) or slug; unknown → 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  let product: ProductDetail;
  try {
    product = await getProduct(ctx, params.id);
  } catch (error) {
    if (error instanceof NotFound) throw data(null, { status: 404 });
    throw error;
  }
  // "You may also like" is loaded by the browser (RelatedProducts, ADR 0037), not rendered here
  const [ratings, delivery] = await Promise.all([
    getProductRatings(ctx, { productId: product.id, limit: 20 }),
    estimateDelivery(ctx),
  ]);
  // The page renders the description as HTML: the Markdown source is not sent too (issue 17's HTML budget).
  // Dates and the country come written in the reader's language: the browser starts no ICU formatter (ADR 0039).
  return {
    product: { ...product, description: "" },
    descriptionHtml: renderMarkdown(product.description),
    ratings: withReviewDates(ratings, ctx.locale),
    delivery: delivery && deliveryTexts(delivery, ctx.locale),
  };
}

/**
 * "Add to cart" (issue 4): adds the chosen variant through core `addToCart`. A fetcher (JavaScript)
 * gets the result as data; a plain form post is redirected back to the page with `?added=N`
 * (post/redirect/get), or shown the refusal.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  const form = await request.formData();
  const { ref, headers } = await cartRefOf(request, context);
  headers.set("Cache-Control", "no-store");
  const outcome = await addFromForm(ctx, ref, form);
  if (!outcome.ok) return data(outcome, { status: outcome.code === "OUT_OF_STOCK" ? 409 : 400, headers });
  const { newGuestToken, ...result } = outcome;
  rememberGuestCart(headers, request, newGuestToken);
  if (form.get("via") !== "fetcher") {
    const back = new URL(pageUrl(request), request.url);
    back.searchParams.set("added", String(result.added));
    throw redirect(`${back.pathname}${back.search}`, { headers });
  }
  // the cart drawer's figures (issue 15), read with the guest token just made when this add created the cart
  const drawerRef = newGuestToken ? { ...ref, guestToken: newGuestToken } : ref;
  const drawer = await cartDrawerData(ctx, drawerRef, result.variantId);
  return data({ ...result, drawer } satisfies AddResult, { headers });
}

/** The "added" notice after a post without JavaScript (`?added=N`). */
function addedFromUrl(params: URLSearchParams): AddResult | undefined {
  const added = Number(params.get("added"));
  return Number.isInteger(added) && added > 0 && added < 1000
    ? { ok: true, intent: "add", variantId: "", added, quantity: added }
    : undefined;
}

/**
 * Colour and size live in the URL (`?color=navy&size=M`) but the page switches them in place
 * (see `useSelection`), so a change of only those parameters never reloads the product.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (
    !formMethod &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search &&
    currentUrl.searchParams.get("lng") === nextUrl.searchParams.get("lng")
  ) {
    return false;
  }
  return defaultShouldRevalidate;
}

type Product = Route.ComponentProps["loaderData"]["product"];

/** The colour shown: the one in the URL, else the first with stock, else the first. */
function pickColor(product: Product, code: string | null): string {
  if (code && product.colors.some((c) => c.code === code)) return code;
  const withStock = product.colors.find((c) => product.variants.some((v) => v.colorCode === c.code && v.stock > 0));
  return (withStock ?? product.colors[0])?.code ?? "";
}

/** The size picked: the one in the URL when that variant exists and is in stock, else none. */
function pickSize(product: Product, color: string, code: string | null): string | null {
  if (!code) return null;
  const variant = product.variants.find((v) => v.colorCode === color && v.sizeCode === code);
  return variant && variant.stock > 0 ? code : null;
}

function selectionFrom(product: Product, params: URLSearchParams) {
  const color = pickColor(product, params.get("color"));
  return { color, size: pickSize(product, color, params.get("size")) };
}

/** The query string of a selection, keeping other parameters (e.g. `lng`). */
function selectionSearch(params: URLSearchParams, color: string, size: string | null): string {
  const next = new URLSearchParams(params);
  next.delete("added");
  next.set("color", color);
  if (size) next.set("size", size);
  else next.delete("size");
  return `?${next.toString()}`;
}

/**
 * The selected colour and size. Read from the URL on the server and on router navigations;
 * changed in place with JS and written back with `history.replaceState` (no data reload, no new
 * history entry), so a reload or a shared link keeps the selection.
 */
function useSelection(product: Product) {
  const [params] = useSearchParams();
  const [selection, setSelection] = useState(() => selectionFrom(product, params));
  const paramsKey = `${product.id}?${params.toString()}`;
  // The state already starts from these params: follow only a later router navigation. Re-reading them on mount
  // would undo a size or colour picked while the page was hydrating (React replays that click before the
  // effects run), leaving the URL with the size and the form without it.
  const followed = useRef(paramsKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow router navigations only
  useEffect(() => {
    if (followed.current === paramsKey) return;
    followed.current = paramsKey;
    setSelection(selectionFrom(product, params));
  }, [paramsKey]);
  const select = (color: string, size: string | null) => {
    const next = { color, size: pickSize(product, color, size) };
    setSelection(next);
    const current = new URLSearchParams(window.location.search);
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${selectionSearch(current, next.color, next.size)}`,
    );
  };
  return { ...selection, params, select };
}

function frontImage(product: Product, color?: string) {
  const c = product.colors.find((x) => x.code === color) ?? product.colors[0];
  return c?.images[0];
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { product } = loaderData;
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: `${product.name} · ${product.garmentTypeName}`,
      description: product.summary || catalogText(root, "product.metaDescription", { name: product.name }),
      path: `/product/${product.slug}`,
      image: frontImage(product)?.url,
      type: "product",
    },
    root,
  );
}

/**
 * schema.org Product with one Offer per variant (EUR, availability, condition, the variant's URL), for search
 * engines. An offer is named by its `sku` and `url` (colour and size): no `name` repeating the product's on each.
 */
function productJsonLd(product: Product, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.summary,
    sku: product.id,
    // Photos (shared by colours) once each, then the drawn views.
    image: [...new Set(product.colors.flatMap((c) => c.images.map((i) => `${origin}${i.url}`)))].slice(0, 8),
    brand: { "@type": "Brand", name: "Fabrico" },
    category: product.category.name,
    material: product.material.composition,
    weight: { "@type": "QuantitativeValue", value: product.weightGrams, unitCode: "GRM" },
    url: `${origin}/product/${product.slug}`,
    offers: product.variants.map((v) => ({
      "@type": "Offer",
      sku: v.sku,
      price: (v.priceCents / 100).toFixed(2),
      priceCurrency: "EUR",
      availability: v.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      url: `${origin}/product/${product.slug}?color=${v.colorCode}&size=${encodeURIComponent(v.sizeCode)}`,
    })),
  };
}

function JsonLd({ value }: { value: unknown }) {
  // `<` escaped so no text in the data can close the script element.
  const json = JSON.stringify(value).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block, `<` escaped above
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

function Breadcrumbs({ product }: { product: Product }) {
  const { t } = useTranslation("catalog");
  const crumbs = [
    { to: "/", label: t("breadcrumb.home") },
    { to: "/product/search", label: t("breadcrumb.shop") },
    ...(product.category.parent
      ? [{ to: `/product/search?category=${product.category.parent.code}`, label: product.category.parent.name }]
      : []),
    { to: `/product/search?category=${product.category.code}`, label: product.category.name },
  ];
  return (
    <nav aria-label={t("breadcrumb.label")} className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((c) => (
          <li key={c.to} className="flex items-center gap-1">
            <Link to={c.to} className="hover:text-stone-900 hover:underline">
              {c.label}
            </Link>
            <ChevronRight aria-hidden className="size-3.5 text-stone-400" />
          </li>
        ))}
        <li aria-current="page" className="font-medium text-stone-900">
          {product.name}
        </li>
      </ol>
    </nav>
  );
}

/** Composition, fabric weight, fit, product weight, care, and the product safety details (GPSR art. 19). */
function ProductFacts({ product }: { product: Product }) {
  const { t, i18n } = useTranslation("catalog");
  // without Intl: the browser starts no ICU formatter while it hydrates (ADR 0039)
  const number = (n: number) => formatWholeNumber(n, i18n.language);
  const facts = [
    { term: t("product.facts.fabric"), value: product.material.name },
    { term: t("product.facts.composition"), value: product.material.composition },
    {
      term: t("product.facts.fabricWeight"),
      value: t("product.facts.gsm", { value: number(product.material.weightGsm) }),
    },
    { term: t("product.facts.fit"), value: t(`fits.${product.fit}`) },
    { term: t("product.facts.weight"), value: t("product.facts.grams", { value: number(product.weightGrams) }) },
    { term: t("product.facts.garmentType"), value: product.garmentTypeName },
  ];
  return (
    <section aria-labelledby="facts-title">
      <h2 id="facts-title" className="text-lg font-semibold text-stone-900">
        {t("product.facts.title")}
      </h2>
      <dl className="mt-4 divide-y divide-stone-200 border-y border-stone-200 text-sm">
        {facts.map((f) => (
          <div key={f.term} className="grid grid-cols-[9rem_1fr] gap-3 py-2.5">
            <dt className="font-medium text-stone-600">{f.term}</dt>
            <dd className="text-stone-900">{f.value}</dd>
          </div>
        ))}
      </dl>
      {product.care.length > 0 ? (
        <>
          <h3 className="mt-8 text-lg font-semibold text-stone-900">{t("product.care")}</h3>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-stone-700">
            {product.care.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="mt-8 text-lg font-semibold text-stone-900">{t("product.safety.title")}</h3>
      <dl className="mt-3 space-y-2 text-sm text-stone-700" data-testid="product-safety">
        <div>
          <dt className="font-medium text-stone-600">{t("product.safety.manufacturer")}</dt>
          <dd>
            {product.safety.manufacturer}, {product.safety.address} ·{" "}
            <a href={`mailto:${product.safety.email}`} className="underline underline-offset-2">
              {product.safety.email}
            </a>
          </dd>
        </div>
        {product.safety.responsiblePerson ? (
          <div>
            <dt className="font-medium text-stone-600">{t("product.safety.responsiblePerson")}</dt>
            <dd>{product.safety.responsiblePerson}</dd>
          </div>
        ) : null}
        {product.safety.information ? (
          <div>
            <dt className="font-medium text-stone-600">{t("product.safety.information")}</dt>
            <dd className="whitespace-pre-line">{product.safety.information}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** A delivery estimate with its dates and country written in the reader's language ("Tue 1 Dec", "Portugal"). */
type ShownDelivery = DeliveryEstimate & { earliestText: string; latestText: string; countryName: string };

/** {@link ShownDelivery} of `delivery` for `locale`, by the loader (dates are calendar days, written in UTC). */
function deliveryTexts(delivery: DeliveryEstimate, locale: Locale): ShownDelivery {
  const tag = intlLocaleTag(locale);
  const format = dateTimeFormat(tag, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  const day = (iso: string) => format.format(new Date(`${iso}T00:00:00Z`));
  return {
    ...delivery,
    earliestText: day(delivery.earliest),
    latestText: day(delivery.latest),
    countryName: displayNamesOf(tag, { type: "region" }).of(delivery.country) ?? delivery.country,
  };
}

/**
 * "Order now, delivered between Tue 1 Dec and Wed 2 Dec to Portugal" (issue 15): the estimate of
 * core/shipping/delivery-estimate.ts, dates and country as the loader wrote them ({@link deliveryTexts}).
 */
function DeliveryLine({ delivery }: { delivery: ShownDelivery }) {
  const { t } = useTranslation("custom");
  const { earliestText, latestText, countryName: country } = delivery;
  const text =
    delivery.earliest === delivery.latest
      ? t("delivery.on", { date: earliestText, country })
      : t("delivery.between", { from: earliestText, to: latestText, country });
  return (
    <p className="-mt-3 flex items-start gap-2 text-sm text-stone-700" data-testid="delivery-estimate">
      <Truck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>
        <span className="font-medium text-stone-900">{text}</span>{" "}
        <span className="text-stone-600">{t("delivery.with", { method: delivery.method })}</span>
      </span>
    </p>
  );
}

/**
 * The way into the configurator from a customizable garment (issue 15): `/customize/{slug}?dye={colour}`,
 * so the editor knows the product and starts in the colour shown.
 */
function CustomiseBox({ slug, name, color }: { slug: string; name: string; color: string }) {
  const { t } = useTranslation("custom");
  return (
    <section
      aria-label={t("cta.customiseName", { name })}
      className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-brand-900">
        <span className="font-semibold">{t("cta.productTitle")}</span> {t("cta.productText")}
      </p>
      <Link
        to={`/customize/${slug}${color ? `?dye=${encodeURIComponent(color)}` : ""}`}
        data-testid="product-customize"
        className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
      >
        <Paintbrush aria-hidden className="size-4" />
        {t("cta.customise")}
      </Link>
    </section>
  );
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, descriptionHtml, ratings, delivery } = loaderData;
  const { t } = useTranslation("catalog");
  const { origin, locale } = useRootData();
  const { color, size, params, select } = useSelection(product);

  const colorData = product.colors.find((c) => c.code === color) ?? product.colors[0];
  // The colour under the pointer is shown in the gallery until the pointer leaves the swatches.
  const [previewColor, setPreviewColor] = useState<string | null>(null);
  const galleryColor = product.colors.find((c) => c.code === previewColor) ?? colorData;
  const stockBySize = useMemo(
    () => new Map(product.variants.filter((v) => v.colorCode === color).map((v) => [v.sizeCode, v.stock])),
    [product.variants, color],
  );
  const soldOutColors = useMemo(
    () =>
      new Set(
        product.colors
          .filter((c) => !product.variants.some((v) => v.colorCode === c.code && v.stock > 0))
          .map((c) => c.code),
      ),
    [product],
  );
  const variant = size ? product.variants.find((v) => v.colorCode === color && v.sizeCode === size) : undefined;
  const colorPrices = product.variants.filter((v) => v.colorCode === color).map((v) => v.priceCents);
  const minPrice = colorPrices.length ? Math.min(...colorPrices) : product.priceCents;
  const pricesVary = colorPrices.some((p) => p !== minPrice);
  const priceCents = variant?.priceCents ?? minPrice;
  const colorSoldOut = soldOutColors.has(color);
  const state = variant ? sizeState(variant.stock) : null;

  return (
    <div className="mx-auto max-w-7xl px-4 pb-8 pt-6 lg:px-8 lg:pt-8">
      <JsonLd value={{ ...productJsonLd(product, origin), ...ratingJsonLd(ratings) }} />
      <Breadcrumbs product={product} />

      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-14">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <ProductGallery images={galleryColor?.images ?? []} label={t("gallery.label", { name: product.name })} />
        </div>

        <div className="flex flex-col gap-6">
          <div>
            <p className="text-sm font-medium uppercase tracking-wide text-stone-600">{product.garmentTypeName}</p>
            <h1 className="mt-1 text-3xl font-semibold tracking-tight text-stone-900 lg:text-4xl">{product.name}</h1>
            <RatingSummaryLink ratings={ratings} />
            <div className="mt-3">
              <PriceWithCompare
                testId="product-price"
                cents={priceCents}
                // a wholesale buyer's price is the tier price: the list price above it is not a sale (issue 15)
                compareAtCents={product.wholesale ? null : product.compareAtPriceCents}
                from={!variant && pricesVary}
                size="lg"
              />
            </div>
            {product.wholesale ? null : <p className="mt-1 text-xs text-stone-600">{t("product.vatIncluded")}</p>}
            <p className="mt-4 text-base leading-7 text-stone-700">{product.summary}</p>
          </div>

          <ColorSwatches
            colors={product.colors}
            selected={color}
            soldOut={soldOutColors}
            hrefFor={(code) => selectionSearch(params, code, size)}
            onSelect={(code) => {
              setPreviewColor(null);
              select(code, size);
            }}
            onPreview={setPreviewColor}
          />

          <SizePicker
            sizes={product.sizes}
            selected={size}
            stockBySize={stockBySize}
            hrefFor={(code) => selectionSearch(params, color, code)}
            onSelect={(code) => select(color, code)}
            guide={
              <SizeGuideDialog
                fit={product.fit}
                highlight={size}
                garment={{ type: product.garmentType, name: product.name, sizes: product.sizes }}
              />
            }
          />

          <p className="text-sm" data-testid="stock-status" aria-live="polite">
            {colorSoldOut ? (
              <span className="font-medium text-red-700">{t("product.colorSoldOut")}</span>
            ) : !variant ? (
              <span className="text-stone-700">{t("product.pickSize")}</span>
            ) : state === "low" ? (
              <span className="font-medium text-red-700">
                {t("product.onlyLeftLong", { count: variant.stock, size: variant.sizeCode })}
              </span>
            ) : (
              <span className="font-medium text-brand-700">
                {t("product.inStock")} ·{" "}
                <span className="font-normal text-stone-600">{t("product.sku", { sku: variant.sku })}</span>
              </span>
            )}
          </p>

          <AddToCartForm
            variant={variant}
            productName={product.name}
            colorSoldOut={colorSoldOut}
            pageResult={(actionData as AddResult | undefined) ?? addedFromUrl(params)}
          />
          {delivery && !colorSoldOut ? <DeliveryLine delivery={delivery} /> : null}

          {product.wholesale ? (
            <Suspense fallback={null}>
              <WholesaleBuying
                product={{
                  name: product.name,
                  listPriceCents: product.compareAtPriceCents ?? product.priceCents,
                  colors: product.colors,
                  sizes: product.sizes,
                  variants: product.variants,
                  wholesale: product.wholesale,
                }}
              />
            </Suspense>
          ) : null}

          {product.customizable ? <CustomiseBox slug={product.slug} name={product.name} color={color} /> : null}

          <ul className="grid gap-3 text-sm text-stone-700 sm:grid-cols-3">
            <li className="flex items-center gap-2">
              <MapPin aria-hidden className="size-4 shrink-0 text-brand-700" />
              {t("product.trust.madeIn")}
            </li>
            <li className="flex items-center gap-2">
              <Leaf aria-hidden className="size-4 shrink-0 text-brand-700" />
              {t("product.trust.organic")}
            </li>
            <li className="flex items-center gap-2">
              <Truck aria-hidden className="size-4 shrink-0 text-brand-700" />
              {t("product.trust.shipping")}
            </li>
          </ul>
        </div>
      </div>

      <div className="below-fold mt-14 grid gap-10 border-t border-stone-200 pt-10 lg:grid-cols-2 lg:gap-14">
        <section aria-labelledby="description-title">
          <h2 id="description-title" className="text-lg font-semibold text-stone-900">
            {t("product.description")}
          </h2>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown sanitized by renderMarkdown (allow-list) */}
          <div className="prose-cms mt-2" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
        </section>
        <ProductFacts product={product} />
      </div>

      <ProductReviews ratings={ratings} />

      <RelatedProducts key={product.id} productId={product.id} locale={locale} />
    </div>
  );
}
