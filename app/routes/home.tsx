import { ArrowRight, Layers, Leaf, MapPin, Package, Printer, Spool, Store, Truck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { GARMENT_TYPES, type GarmentType } from "../../core/catalog/garment-types.ts";
import { flatImageUrl, FLAT_HEIGHT, FLAT_WIDTH } from "../../core/catalog/product-view.ts";
import { productSearchSchema } from "../../core/catalog/schemas.ts";
import { searchProducts } from "../../core/catalog/search-products.ts";
import type { Route } from "./+types/home";
import { catalogText } from "../components/catalog/meta-text.ts";
import { ProductGrid } from "../components/catalog/product-card.tsx";
import { Price } from "../components/price.tsx";
import { pageContext } from "../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../lib/seo.ts";
import { buttonClass } from "../components/ui/button.tsx";
import { pageCard } from "../lib/page-cards.ts";

/** How many best sellers the home page shows. */
const BEST_SELLERS = 8;

/** The colour each garment type's tile is drawn in (a spread of the palette). */
const TILE_COLORS: Record<GarmentType, string> = {
  "t-shirt": "#ede6d6",
  "oversized-t-shirt": "#1b1b1c",
  hoodie: "#9cab8e",
  "oversized-hoodie": "#b4b4b1",
  sweatshirt: "#1f2a44",
  "oversized-sweatshirt": "#d8c3a0",
  shorts: "#3d3f43",
  pants: "#2f4a3a",
};

/** Home (spec §2 `/`): hero, trust points, garment types, best sellers, custom work. */
export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const best = await searchProducts(ctx, productSearchSchema.parse({ sort: "best-selling", limit: BEST_SELLERS }));
  return { bestSellers: best.items.map(pageCard) };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: catalogText(root, "home.metaTitle"),
      description: catalogText(root, "home.metaDescription"),
      path: "/",
      image: flatImageUrl("hoodie", "front", TILE_COLORS.hoodie),
    },
    root,
  );
}

const primaryButton = buttonClass({ size: "lg" });
const secondaryButton = buttonClass({ variant: "secondary", size: "lg" });

function Hero() {
  const { t } = useTranslation("catalog");
  const flat = (type: GarmentType, hex: string) => flatImageUrl(type, "front", hex);
  return (
    <section aria-labelledby="hero-title" className="bg-brand-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 lg:grid-cols-2 lg:px-8 lg:py-20">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{t("home.hero.eyebrow")}</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-semibold tracking-tight text-stone-900 sm:text-5xl">
            {t("home.hero.title")}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-stone-700">{t("home.hero.lead")}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/product/search" className={primaryButton}>
              {t("home.hero.shop")}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
            <Link to="/customize" className={secondaryButton}>
              {t("home.hero.customize")}
            </Link>
          </div>
          <p className="mt-4 text-sm text-stone-600">{t("home.hero.note")}</p>
        </div>
        <div className="grid grid-cols-5 grid-rows-2 gap-3 sm:gap-4" aria-hidden="true">
          <div className="col-span-3 row-span-2 overflow-hidden rounded-2xl bg-white">
            <img
              src={flat("hoodie", TILE_COLORS.hoodie)}
              alt=""
              width={FLAT_WIDTH}
              height={FLAT_HEIGHT}
              fetchPriority="high"
              className="h-full w-full object-contain p-4"
            />
          </div>
          <div className="col-span-2 overflow-hidden rounded-2xl bg-white">
            <img
              src={flat("t-shirt", "#ede6d6")}
              alt=""
              width={FLAT_WIDTH}
              height={FLAT_HEIGHT}
              className="aspect-[6/7] h-full w-full object-contain p-3"
            />
          </div>
          <div className="col-span-2 overflow-hidden rounded-2xl bg-white">
            <img
              src={flat("sweatshirt", "#1f2a44")}
              alt=""
              width={FLAT_WIDTH}
              height={FLAT_HEIGHT}
              className="aspect-[6/7] h-full w-full object-contain p-3"
            />
          </div>
        </div>
      </div>
    </section>
  );
}

function TrustPoints() {
  const { t } = useTranslation("catalog");
  const points = [
    { key: "madeIn", Icon: MapPin },
    { key: "organic", Icon: Leaf },
    { key: "shipping", Icon: Truck },
    { key: "smallRuns", Icon: Package },
  ] as const;
  return (
    <section aria-labelledby="trust-title" className="border-b border-stone-200">
      <h2 id="trust-title" className="sr-only">
        {t("home.trust.title")}
      </h2>
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4 lg:px-8">
        {points.map(({ key, Icon }) => (
          <li key={key} className="flex gap-3">
            <Icon aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-700" />
            <div>
              <p className="text-sm font-semibold text-stone-900">{t(`home.trust.${key}.title`)}</p>
              <p className="mt-0.5 text-sm text-stone-600">{t(`home.trust.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GarmentTypes() {
  const { t } = useTranslation("catalog");
  return (
    <section aria-labelledby="types-title" className="below-fold mx-auto max-w-7xl px-4 pt-14 lg:px-8 lg:pt-20">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="types-title" className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
            {t("home.types.title")}
          </h2>
          <p className="mt-2 text-stone-600">{t("home.types.lead")}</p>
        </div>
        <Link
          to="/product/search"
          className="hidden shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800 sm:inline-flex"
        >
          {t("home.types.all")}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:gap-6">
        {GARMENT_TYPES.map((type) => (
          <li key={type}>
            <Link
              to={`/product/search?garmentType=${type}`}
              className="group block rounded-xl focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
            >
              <div className="overflow-hidden rounded-xl bg-stone-100">
                <img
                  src={flatImageUrl(type, "front", TILE_COLORS[type])}
                  alt=""
                  width={FLAT_WIDTH}
                  height={FLAT_HEIGHT}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[6/7] h-auto w-full object-contain p-4 transition duration-300 group-hover:scale-105"
                />
              </div>
              <p className="mt-3 flex items-center justify-between gap-2 text-sm font-semibold text-stone-900 sm:text-base">
                {t(`garmentTypes.${type}`)}
                <ArrowRight
                  aria-hidden
                  className="size-4 shrink-0 text-stone-500 transition group-hover:translate-x-0.5 group-hover:text-stone-900"
                />
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BestSellers({ products }: { products: Route.ComponentProps["loaderData"]["bestSellers"] }) {
  const { t } = useTranslation("catalog");
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="best-title" className="mx-auto max-w-7xl px-4 pt-14 lg:px-8 lg:pt-20">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="best-title" className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
            {t("home.best.title")}
          </h2>
          <p className="mt-2 text-stone-600">{t("home.best.lead")}</p>
        </div>
        <Link
          to="/product/search?sort=best-selling"
          className="hidden shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800 sm:inline-flex"
        >
          {t("home.best.all")}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      <div className="mt-8">
        <ProductGrid products={products} />
      </div>
      <p className="mt-8 sm:hidden">
        <Link to="/product/search?sort=best-selling" className={`${secondaryButton} w-full`}>
          {t("home.best.all")}
        </Link>
      </p>
    </section>
  );
}

function CustomWork() {
  const { t } = useTranslation("catalog");
  // Development (set-up) costs of spec §9: screen print €50 per colour, embroidery €50–200.
  const techniques = [
    { key: "digital", Icon: Printer, prices: [] },
    { key: "screen", Icon: Layers, prices: [5000] },
    { key: "embroidery", Icon: Spool, prices: [5000, 20000] },
  ] as const;
  const extras = [
    { key: "samples", Icon: Package },
    { key: "wholesale", Icon: Store },
  ] as const;
  return (
    <section id="custom-work" aria-labelledby="custom-title" className="mt-14 bg-stone-900 text-white lg:mt-20">
      <div className="mx-auto max-w-7xl px-4 py-14 lg:px-8 lg:py-20">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">{t("home.custom.eyebrow")}</p>
          <h2 id="custom-title" className="mt-3 text-3xl font-semibold tracking-tight sm:text-4xl">
            {t("home.custom.title")}
          </h2>
          <p className="mt-4 text-lg leading-8 text-stone-300">{t("home.custom.lead")}</p>
        </div>
        <ul className="mt-10 grid gap-4 md:grid-cols-3 lg:gap-6">
          {techniques.map(({ key, Icon, prices }) => (
            <li key={key} className="flex flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <Icon aria-hidden className="size-7 text-brand-100" />
              <h3 className="mt-4 text-lg font-semibold">{t(`home.custom.${key}.title`)}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-stone-300">{t(`home.custom.${key}.text`)}</p>
              <p className="mt-4 text-sm font-semibold text-white">
                {t(`home.custom.${key}.fact`)}
                {prices.length > 0 ? " " : null}
                {prices.map((cents, i) => (
                  <span key={cents}>
                    {i > 0 ? (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="sr-only"> {t("home.custom.to")} </span>
                      </>
                    ) : null}
                    <Price cents={cents} />
                  </span>
                ))}
              </p>
            </li>
          ))}
        </ul>
        <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:gap-6">
          {extras.map(({ key, Icon }) => (
            <li key={key} className="flex gap-4 rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <Icon aria-hidden className="size-7 shrink-0 text-brand-100" />
              <div>
                <h3 className="text-lg font-semibold">{t(`home.custom.${key}.title`)}</h3>
                <p className="mt-2 text-sm leading-6 text-stone-300">{t(`home.custom.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link to="/customize" className={buttonClass({ variant: "inverse", size: "lg" })}>
            {t("home.hero.customize")}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
          <Link to="/contact" className={buttonClass({ variant: "inverseOutline", size: "lg" })}>
            {t("home.custom.contact")}
          </Link>
        </div>
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <TrustPoints />
      <GarmentTypes />
      <BestSellers products={loaderData.bestSellers} />
      <CustomWork />
    </>
  );
}
