import { Paintbrush } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ProductCard as ProductCardData } from "../../../core/catalog/product-cards.ts";
import { type ProductImage, flatImageUrl } from "../../../core/catalog/product-view.ts";
import { Stars } from "../engagement/stars.tsx";
import { PriceWithCompare } from "./price-with-compare.tsx";
import { productGridClass } from "./product-grid-layout.ts";

/** How many colour dots a card shows before "+N". */
const MAX_DOTS = 6;

/** Photos fill the card's frame; drawn flats sit inside it with a margin. */
const imageFit = (image: { view: string }) => (image.view === "photo" ? "object-cover" : "object-contain p-3");

/**
 * The card's image in another colour: a drawn flat is redrawn in that colour (same view, URL of
 * `/media/flat/{type}/{view}/{hex}.svg`); photos stay as they are.
 */
export function cardImageInColor(
  product: Pick<ProductCardData, "garmentType">,
  image: ProductImage,
  color: { code: string; hex: string; name: string } | undefined,
): ProductImage {
  if (!color || image.view === "photo" || image.colorCode === color.code) return image;
  return {
    ...image,
    url: flatImageUrl(product.garmentType, image.view, color.hex),
    colorCode: color.code,
  };
}

/**
 * A product in a grid: image (the first colour in stock; the colour under the pointer when it moves
 * over a swatch; the back view on hover, pointer devices only), badges, name, category, price, stars
 * and colours. The whole card is one link to the product page; a swatch opens that colour, and a
 * customizable garment has its own "Customise" link to the configurator (issue 15).
 * @param eager load the image at once (cards above the fold); others load lazily
 */
export function ProductCard({
  product,
  eager = false,
  priority = false,
  headingLevel = 3,
}: {
  product: ProductCardData;
  eager?: boolean;
  /** The likely largest image of the page: fetched first. */
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation("catalog");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // a wholesale buyer's card shows the tier price: the list price above it is not a sale (issue 15)
  const onSale =
    !product.wholesale && product.compareAtPriceCents !== null && product.compareAtPriceCents > product.priceCents;
  const extraColors = product.colors.length - MAX_DOTS;
  const [pointed, setPointed] = useState<string | null>(null);
  const pointedColor = pointed ? product.colors.find((c) => c.code === pointed) : undefined;
  const image = cardImageInColor(product, product.image, pointedColor);
  const hoverImage = cardImageInColor(product, product.hoverImage, pointedColor);
  const rating = product.rating;
  return (
    <article data-testid="product-card" data-product={product.slug} className="group relative flex flex-col">
      <div className="relative aspect-[6/7] overflow-hidden rounded-lg bg-stone-100">
        <img
          src={image.url}
          alt={product.image.alt}
          width={image.width}
          height={image.height}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          data-testid="card-image"
          data-color={image.colorCode}
          className={`h-full w-full transition duration-300 group-hover:scale-[1.02] ${imageFit(image)}`}
        />
        {/* While a swatch is pointed at, the front of that colour stays in view. */}
        <img
          src={hoverImage.url}
          alt=""
          width={hoverImage.width}
          height={hoverImage.height}
          loading="lazy"
          decoding="async"
          className={`absolute inset-0 hidden h-full w-full bg-stone-100 opacity-0 transition-opacity duration-300 [@media(hover:hover)]:block ${pointed ? "" : "group-hover:opacity-100"} ${imageFit(hoverImage)}`}
        />
        {!product.inStock || onSale || product.wholesale ? (
          <ul className="absolute left-2 top-2 flex flex-col items-start gap-1 text-xs font-semibold">
            {!product.inStock ? (
              <li className="rounded-full bg-stone-900 px-2 py-0.5 text-white">{t("badge.soldOut")}</li>
            ) : null}
            {onSale ? <li className="rounded-full bg-red-700 px-2 py-0.5 text-white">{t("badge.sale")}</li> : null}
            {product.wholesale ? (
              <li className="rounded-full bg-brand-700 px-2 py-0.5 text-white">{t("badge.wholesale")}</li>
            ) : null}
          </ul>
        ) : null}
      </div>
      <div className="mt-3 flex flex-1 flex-col gap-1">
        <p className="text-xs font-medium uppercase tracking-wide text-stone-600">{product.category.name}</p>
        <Heading className="text-sm font-medium leading-5 text-stone-900 sm:text-base">
          <Link
            to={`/product/${product.slug}`}
            prefetch="intent"
            className="rounded-sm after:absolute after:inset-0 after:rounded-lg focus:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-600 focus-visible:after:ring-offset-2"
          >
            {product.name}
          </Link>
        </Heading>
        <PriceWithCompare
          cents={product.priceCents}
          compareAtCents={product.wholesale ? null : product.compareAtPriceCents}
        />
        {rating ? <CardRating average={rating.average} count={rating.count} /> : null}
        {product.colors.length > 0 ? (
          <div className="mt-1 flex items-center gap-1.5">
            <span className="sr-only">{t("card.colorCount", { count: product.colors.length })}</span>
            {/* Swatches for the pointer (the card's own link serves the keyboard and screen readers). */}
            <ul aria-hidden="true" className="relative z-10 flex items-center" onMouseLeave={() => setPointed(null)}>
              {product.colors.slice(0, MAX_DOTS).map((c) => (
                <li key={c.code}>
                  <Link
                    to={`/product/${product.slug}?color=${c.code}`}
                    tabIndex={-1}
                    title={c.name}
                    data-testid="card-swatch"
                    data-color={c.code}
                    onMouseEnter={() => setPointed(c.code)}
                    className="flex size-6 items-center justify-center rounded-full"
                  >
                    <span
                      className={`size-3.5 rounded-full ring-1 ring-inset ${
                        c.code === image.colorCode ? "ring-2 ring-stone-900 ring-offset-1" : "ring-stone-300"
                      } ${c.inStock ? "" : "opacity-40"}`}
                      style={{ backgroundColor: c.hex }}
                    />
                  </Link>
                </li>
              ))}
            </ul>
            {extraColors > 0 ? (
              <span aria-hidden="true" className="text-xs text-stone-600">
                +{extraColors}
              </span>
            ) : null}
          </div>
        ) : null}
        {product.customizable ? (
          <CustomiseLink slug={product.slug} name={product.name} color={image.colorCode} />
        ) : null}
      </div>
    </article>
  );
}

/** Stars and the number of approved reviews on a card. */
function CardRating({ average, count }: { average: number; count: number }) {
  const { t } = useTranslation("feedback");
  return (
    <p className="flex items-center gap-1.5 text-xs text-stone-600" data-testid="card-rating">
      <Stars rating={average} size="sm" label={t("product.starsLabel", { rating: average })} />
      <span>
        {average.toFixed(1)} <span aria-hidden="true">·</span>{" "}
        <span className="sr-only">{t("product.basedOn", { count })}</span>
        <span aria-hidden="true">({count})</span>
      </span>
    </p>
  );
}

/** "Customise": the configurator of a catalogue product, in the colour shown (`?dye=`). */
export function CustomiseLink({ slug, name, color }: { slug: string; name: string; color?: string }) {
  const { t } = useTranslation("custom");
  return (
    <Link
      to={`/customize/${slug}${color ? `?dye=${encodeURIComponent(color)}` : ""}`}
      aria-label={t("cta.customiseName", { name })}
      data-testid="card-customize"
      className="relative z-10 mt-2 inline-flex h-9 w-fit items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3 text-xs font-semibold text-stone-900 hover:border-stone-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
    >
      <Paintbrush aria-hidden className="size-3.5" />
      {t("cta.customise")}
    </Link>
  );
}

/** A responsive grid of product cards; the first `eagerCount` load at once. */
export function ProductGrid({
  products,
  eagerCount = 0,
  headingLevel = 3,
  columns = 4,
}: {
  products: ProductCardData[];
  eagerCount?: number;
  headingLevel?: 2 | 3;
  /** Columns on wide screens: 4 full width, 3 beside the search filters. */
  columns?: 3 | 4;
}) {
  return (
    <ul className={productGridClass(columns)}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard
            product={p}
            eager={i < eagerCount}
            priority={i === 0 && eagerCount > 0}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
