import { Ruler } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { getCmsPage } from "../../core/cms/get-cms-page.ts";
import { renderMarkdown } from "../../core/cms/render-markdown.ts";
import { NotFound } from "../../core/shared/errors.ts";
import type { Route } from "./+types/size-guide";
import { catalogText } from "../components/catalog/meta-text.ts";
import { GRADED_SIZES } from "../../core/catalog/garment-measurements.ts";
import {
  GARMENT_TYPES,
  GARMENT_TYPE_LABELS,
  type GarmentType,
  isGarmentType,
} from "../../core/catalog/garment-types.ts";
import {
  GarmentMeasurementsTable,
  HowToMeasure,
  type SizeUnit,
  SizeChartTable,
  StandardFigure,
  UnitToggle,
} from "../components/catalog/size-chart.tsx";
import { pageContext } from "../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../lib/seo.ts";

/**
 * Size guide (spec §1, §3): the UK 6–24 chart with a cm/in switch (`?unit=in` without JS), the
 * standard figure, each garment type's own measurements per size (`?garment=hoodie`; issue 15), and
 * the CMS "size" page (how to measure, fits) below it when it exists.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  try {
    const page = await getCmsPage(ctx, "size");
    return { cmsHtml: renderMarkdown(page.body) };
  } catch (error) {
    if (error instanceof NotFound) return { cmsHtml: null };
    throw error;
  }
}

/** The unit switch changes only the query; nothing to reload. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.searchParams.get("lng") === nextUrl.searchParams.get("lng")
  ) {
    return currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
  }
  return defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: catalogText(root, "sizeGuide.title"),
      description: catalogText(root, "sizeGuide.metaDescription"),
      path: "/size-guide",
      type: "article",
    },
    root,
  );
}

function unitFrom(params: URLSearchParams): SizeUnit {
  return params.get("unit") === "in" ? "in" : "cm";
}

function garmentFrom(params: URLSearchParams): GarmentType {
  const value = params.get("garment");
  return isGarmentType(value) ? value : "t-shirt";
}

/** `/size-guide` with `name=value` in the current query (links that work without JavaScript). */
function withParam(params: URLSearchParams, name: string, value: string | null): string {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(name);
  else next.set(name, value);
  const qs = next.toString();
  return qs ? `/size-guide?${qs}` : "/size-guide";
}

/**
 * The garment types as links (`?garment=`), and the chosen type's measurements per size; switches
 * in place with JavaScript (`history.replaceState`, no reload).
 */
function GarmentMeasurementsSection({ unit, params }: { unit: SizeUnit; params: URLSearchParams }) {
  const { t, i18n } = useTranslation("custom");
  const locale = (i18n.language === "pt" || i18n.language === "es" ? i18n.language : "en") as "en" | "pt" | "es";
  const [garment, setGarment] = useState<GarmentType>(() => garmentFrom(params));
  const paramsKey = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow router navigations only
  useEffect(() => setGarment(garmentFrom(params)), [paramsKey]);
  const select = (g: GarmentType) => {
    setGarment(g);
    const next = new URLSearchParams(window.location.search);
    next.set("garment", g);
    window.history.replaceState(window.history.state, "", `${window.location.pathname}?${next.toString()}`);
  };
  return (
    <section aria-label={t("measurements.title")} className="mt-12 border-t border-stone-200 pt-8">
      <nav aria-label={t("measurements.pick")}>
        <ul className="mb-5 flex flex-wrap gap-2">
          {GARMENT_TYPES.map((g) => (
            <li key={g}>
              <a
                href={withParam(params, "garment", g)}
                aria-current={g === garment ? "true" : undefined}
                data-testid="measurements-garment"
                onClick={(e) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
                  e.preventDefault();
                  select(g);
                }}
                className={`inline-flex h-9 items-center rounded-full px-3 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
                  g === garment ? "bg-stone-900 text-white" : "bg-stone-100 text-stone-800 hover:bg-stone-200"
                }`}
              >
                {GARMENT_TYPE_LABELS[g][locale]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <GarmentMeasurementsTable
        garmentType={garment}
        garmentName={GARMENT_TYPE_LABELS[garment][locale]}
        sizes={GRADED_SIZES}
        unit={unit}
        headingLevel={2}
      />
    </section>
  );
}

export default function SizeGuide({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalog");
  const [params] = useSearchParams();
  const [unit, setUnit] = useState<SizeUnit>(() => unitFrom(params));
  const paramsKey = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow router navigations only
  useEffect(() => setUnit(unitFrom(params)), [paramsKey]);

  const hrefFor = (u: SizeUnit) => {
    const next = new URLSearchParams(params);
    if (u === "in") next.set("unit", "in");
    else next.delete("unit");
    const qs = next.toString();
    return qs ? `/size-guide?${qs}` : "/size-guide";
  };
  const change = (u: SizeUnit) => {
    setUnit(u);
    const next = new URLSearchParams(window.location.search);
    if (u === "in") next.set("unit", "in");
    else next.delete("unit");
    const qs = next.toString();
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${qs ? `?${qs}` : ""}`);
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 lg:py-14">
      <div className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 sm:inline-flex">
          <Ruler aria-hidden className="size-6 text-brand-700" />
        </span>
        <div>
          <h1 className="text-3xl font-semibold tracking-tight text-stone-900 lg:text-4xl">{t("sizeGuide.title")}</h1>
          <p className="mt-3 text-lg leading-8 text-stone-700">{t("sizeGuide.lead")}</p>
        </div>
      </div>

      <section aria-labelledby="chart-title" className="mt-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="chart-title" className="text-xl font-semibold text-stone-900">
              {t("sizeGuide.chartTitle")}
            </h2>
            <div className="mt-1">
              <StandardFigure unit={unit} />
            </div>
          </div>
          <UnitToggle unit={unit} onChange={change} hrefFor={hrefFor} controls="size-chart" />
        </div>
        <div className="mt-5">
          <SizeChartTable unit={unit} id="size-chart" />
        </div>
        <p className="mt-3 text-sm text-stone-600">{t("sizeGuide.letterNote")}</p>
      </section>

      <GarmentMeasurementsSection unit={unit} params={params} />

      {loaderData.cmsHtml ? (
        <div
          className="prose-cms mt-12 border-t border-stone-200"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown sanitized by renderMarkdown (allow-list)
          dangerouslySetInnerHTML={{ __html: loaderData.cmsHtml }}
        />
      ) : (
        <>
          <div className="mt-12 border-t border-stone-200 pt-8">
            <HowToMeasure headingLevel={2} />
          </div>
          <p className="mt-10 rounded-xl bg-stone-50 px-5 py-4 text-sm text-stone-700">
            {t("sizeGuide.help")}{" "}
            <Link
              to="/contact"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t("sizeGuide.helpLink")}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
