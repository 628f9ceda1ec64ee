import { ArrowRight, Images } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { GARMENT_TYPE_LABELS } from "../../../core/catalog/garment-types.ts";
import { listThreeProducts } from "../../../core/customization/get-three-product.ts";
import { pickLocale } from "../../../core/shared/locale.ts";
import type { Route } from "./+types/index";
import { Price } from "../../components/price.tsx";
import { pageContext } from "../../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import { rootText } from "../../lib/i18n.ts";

/**
 * `/customize` (issue 15): the configurator's front door. One card per active 3D product (garment
 * type), in the configurator's order, with its flat in the default dye, its description and the
 * lowest garment unit price ("from €x", EUR cents incl. VAT, the largest quantity break; see
 * `listThreeProducts`). Each card opens `/customize/{code}`, the editor of that garment.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const garments = (await listThreeProducts(ctx)).map((g) => ({
    code: g.code,
    garmentType: g.garmentType,
    name: pickLocale(GARMENT_TYPE_LABELS[g.garmentType], ctx.locale),
    description: g.description,
    image: g.images.front,
    dyeName: g.defaultDye.name,
    fromUnitCents: g.fromUnitCents,
    /** The blank a design of this type starts on (issue 20): named with its fabric instead of a generic one. */
    blank: g.defaultProduct,
  }));
  return { garments };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: rootText(root, "custom", "index.metaTitle"),
      description: rootText(root, "custom", "index.metaDescription"),
      path: "/customize",
    },
    root,
  );
}

export default function CustomizeIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("custom");
  const { garments } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 lg:px-8 lg:py-12">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{t("index.eyebrow")}</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-stone-900 lg:text-4xl">{t("index.title")}</h1>
      <p className="mt-3 max-w-3xl text-base leading-7 text-stone-700">{t("index.lead")}</p>

      <ol className="mt-6 grid gap-3 text-sm text-stone-700 sm:grid-cols-3" aria-label={t("index.steps.title")}>
        {(["pick", "design", "order"] as const).map((step, i) => (
          <li key={step} className="flex items-center gap-3 rounded-xl bg-stone-50 px-4 py-3 ring-1 ring-stone-200">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white"
            >
              {i + 1}
            </span>
            {t(`index.steps.${step}`)}
          </li>
        ))}
      </ol>

      <h2 className="mt-10 text-xl font-semibold tracking-tight text-stone-900">{t("index.choose")}</h2>
      {garments.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-10 text-center text-sm text-stone-600">
          {t("index.empty")}
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4 lg:gap-x-6">
          {garments.map((g, i) => (
            <li
              key={g.code}
              data-testid="customize-garment"
              data-garment={g.code}
              className="group relative flex flex-col"
            >
              <div className="aspect-[6/7] overflow-hidden rounded-lg bg-stone-100">
                <img
                  src={g.image}
                  alt=""
                  width={600}
                  height={700}
                  loading={i < 4 ? "eager" : "lazy"}
                  decoding="async"
                  className="h-full w-full object-contain p-3 transition duration-300 group-hover:scale-[1.02]"
                />
              </div>
              <h3 className="mt-3 text-sm font-medium leading-5 text-stone-900 sm:text-base">
                <Link
                  to={`/customize/${g.code}`}
                  aria-label={t("index.startName", { name: g.name })}
                  className="rounded-sm after:absolute after:inset-0 after:rounded-lg focus:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-600 focus-visible:after:ring-offset-2"
                >
                  {g.name}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-stone-700">
                <span className="text-stone-600">{t("index.from")}</span>{" "}
                <Price cents={g.fromUnitCents} className="font-semibold text-stone-900" />{" "}
                <span className="text-xs text-stone-600">{t("index.perUnit")}</span>
              </p>
              {g.blank ? (
                <p className="mt-1 text-xs leading-5 text-stone-600" data-testid="customize-garment-blank">
                  <span className="font-medium text-stone-800">{t("index.startsOn", { name: g.blank.name })}</span>
                  {g.blank.fabric ? (
                    <span className="block">
                      {g.blank.fabric.name}, {g.blank.fabric.weightGsm} g/m² · {g.blank.fabric.composition}
                    </span>
                  ) : null}
                </p>
              ) : (
                <p className="mt-1 line-clamp-3 text-xs leading-5 text-stone-600">{g.description}</p>
              )}
              <span
                aria-hidden="true"
                className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline"
              >
                {t("index.start")}
                <ArrowRight className="size-4" />
              </span>
            </li>
          ))}
        </ul>
      )}

      <p className="mt-12 text-sm">
        <Link
          to="/gallery"
          className="inline-flex items-center gap-2 font-medium text-stone-700 underline underline-offset-4 hover:text-stone-950"
        >
          <Images aria-hidden className="size-4" />
          {t("index.gallery")}
        </Link>
      </p>
    </div>
  );
}
