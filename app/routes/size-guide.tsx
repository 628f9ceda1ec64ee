import { Ruler } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { getCmsPage } from "../../core/cms/get-cms-page.ts";
import { renderMarkdown } from "../../core/cms/render-markdown.ts";
import { NotFound } from "../../core/shared/errors.ts";
import type { Route } from "./+types/size-guide";
import { catalogText } from "../components/catalog/meta-text.ts";
import {
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
 * standard figure, and the CMS "size" page (how to measure, fits) below it when it exists.
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
