import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { garmentMeasurements } from "../../../core/catalog/garment-measurements.ts";
import type { GarmentType } from "../../../core/catalog/garment-types.ts";
import { SIZE_CHART, STANDARD_FIGURE, cmToInches } from "../../../core/catalog/size-chart.ts";
import { formatTenths } from "../../../core/shared/number-format.ts";

/** Units the size chart can show. */
export type SizeUnit = "cm" | "in";

/**
 * A measurement in the chosen unit and `locale`: "92" (cm) or "36.2" (in; "36,2" in pt and es), written without
 * Intl so the page starts no ICU formatter while it hydrates (ADR 0039).
 */
export function formatMeasure(cm: number, unit: SizeUnit, locale: string): string {
  return formatTenths(unit === "cm" ? cm : cmToInches(cm), locale);
}

/**
 * The size chart of spec §3: UK sizes 6–24 with bust, waist and hip body measurements, in
 * centimetres or inches (cm ÷ 2.54), and the shop's letter size for each. One table for the
 * size-guide page and the product page's dialog.
 * @param highlight letter size to mark (the size picked on the product page)
 */
export function SizeChartTable({ unit, highlight, id }: { unit: SizeUnit; highlight?: string | null; id?: string }) {
  const { t, i18n } = useTranslation("catalog");
  const u = t(`sizeGuide.unit.${unit}`);
  return (
    <section
      aria-label={t("sizeGuide.tableCaption", { unit: u })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the table may scroll sideways on narrow screens; keyboard users need to reach it
      tabIndex={0}
      className="shrink-0 overflow-x-auto rounded-lg border border-stone-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      data-testid="size-chart"
    >
      <table id={id} className="w-full border-collapse text-sm tabular-nums">
        <caption className="sr-only">{t("sizeGuide.tableCaption", { unit: u })}</caption>
        <thead className="bg-stone-50 text-left">
          <tr>
            <th scope="col" className="px-1.5 py-2.5 sm:px-3 font-semibold">
              {t("sizeGuide.ukSize")}
            </th>
            <th scope="col" className="px-1.5 py-2.5 sm:px-3 font-semibold">
              {t("sizeGuide.letterSize")}
            </th>
            <th scope="col" className="px-1.5 py-2.5 sm:px-3 text-right font-semibold">
              {t("sizeGuide.bust")} <span className="font-normal text-stone-600">({u})</span>
            </th>
            <th scope="col" className="px-1.5 py-2.5 sm:px-3 text-right font-semibold">
              {t("sizeGuide.waist")} <span className="font-normal text-stone-600">({u})</span>
            </th>
            <th scope="col" className="px-1.5 py-2.5 sm:px-3 text-right font-semibold">
              {t("sizeGuide.hip")} <span className="font-normal text-stone-600">({u})</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {SIZE_CHART.map((row) => {
            const marked = highlight === row.letterSize;
            return (
              <tr
                key={row.ukSize}
                data-uk-size={row.ukSize}
                className={`border-t border-stone-200 ${marked ? "bg-brand-100" : ""}`}
              >
                <th scope="row" className="px-1.5 py-2 sm:px-3 text-left font-semibold">
                  {row.ukSize}
                </th>
                <td className="px-1.5 py-2 sm:px-3">
                  <span className={marked ? "font-semibold text-brand-800" : ""}>{row.letterSize}</span>
                </td>
                <td className="px-1.5 py-2 sm:px-3 text-right">{formatMeasure(row.bustCm, unit, i18n.language)}</td>
                <td className="px-1.5 py-2 sm:px-3 text-right">{formatMeasure(row.waistCm, unit, i18n.language)}</td>
                <td className="px-1.5 py-2 sm:px-3 text-right">{formatMeasure(row.hipCm, unit, i18n.language)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/**
 * cm / in switch. With `hrefFor` the options are links (the size-guide page works without JS via
 * `?unit=in`); clicks still switch in place when JS runs. Without it they are buttons (dialog).
 */
export function UnitToggle({
  unit,
  onChange,
  hrefFor,
  controls,
}: {
  unit: SizeUnit;
  onChange: (unit: SizeUnit) => void;
  hrefFor?: (unit: SizeUnit) => string;
  controls?: string;
}) {
  const { t } = useTranslation("catalog");
  const base =
    "inline-flex h-9 min-w-12 items-center justify-center rounded-full px-3 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";
  return (
    <fieldset className="inline-flex rounded-full bg-stone-100 p-1">
      <legend className="sr-only">{t("sizeGuide.units")}</legend>
      {(["cm", "in"] as const).map((u) => {
        const selected = u === unit;
        const className = `${base} ${selected ? "bg-white text-stone-900 shadow-sm" : "text-stone-700 hover:text-stone-950"}`;
        const label = t(`sizeGuide.unitName.${u}`);
        if (hrefFor) {
          return (
            <a
              key={u}
              href={hrefFor(u)}
              aria-current={selected ? "true" : undefined}
              aria-controls={controls}
              className={className}
              onClick={(e: MouseEvent<HTMLAnchorElement>) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
                e.preventDefault();
                onChange(u);
              }}
            >
              <span aria-hidden="true">{t(`sizeGuide.unit.${u}`)}</span>
              <span className="sr-only">{label}</span>
            </a>
          );
        }
        return (
          <button
            key={u}
            type="button"
            aria-pressed={selected}
            aria-controls={controls}
            className={className}
            onClick={() => onChange(u)}
          >
            <span aria-hidden="true">{t(`sizeGuide.unit.${u}`)}</span>
            <span className="sr-only">{label}</span>
          </button>
        );
      })}
    </fieldset>
  );
}

/** The standard figure the chart is made for (spec §9): height 168 cm, inside leg 79 cm. */
export function StandardFigure({ unit }: { unit: SizeUnit }) {
  const { t, i18n } = useTranslation("catalog");
  const u = t(`sizeGuide.unit.${unit}`);
  return (
    <p className="text-sm text-stone-700">
      {t("sizeGuide.standardFigure", {
        height: `${formatMeasure(STANDARD_FIGURE.heightCm, unit, i18n.language)} ${u}`,
        insideLeg: `${formatMeasure(STANDARD_FIGURE.insideLegCm, unit, i18n.language)} ${u}`,
      })}
    </p>
  );
}

/** Short measuring steps (bust, waist, hip, inside leg), used where the CMS text is not shown. */
export function HowToMeasure({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("catalog");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const steps = ["bust", "waist", "hip", "insideLeg"] as const;
  return (
    <div>
      <Heading className="text-base font-semibold text-stone-900">{t("sizeGuide.howToMeasure")}</Heading>
      <p className="mt-1 text-sm text-stone-700">{t("sizeGuide.howToMeasureIntro")}</p>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        {steps.map((s) => (
          <div key={s}>
            <dt className="font-semibold text-stone-900">{t(`sizeGuide.measure.${s}.title`)}</dt>
            <dd className="text-stone-700">{t(`sizeGuide.measure.${s}.text`)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The garment's own measurements per size (issue 15): chest, length and sleeve for tops, waist,
 * length and inside leg for bottoms, laid flat, in cm or in (core/catalog/garment-measurements.ts).
 * @param highlight letter size to mark (the size picked on the product page)
 */
export function GarmentMeasurementsTable({
  garmentType,
  garmentName,
  sizes,
  unit,
  highlight,
  headingLevel = 3,
}: {
  garmentType: GarmentType;
  garmentName: string;
  sizes: readonly string[];
  unit: SizeUnit;
  highlight?: string | null;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation("custom");
  const u = t(`catalog:sizeGuide.unit.${unit}`);
  const { keys, rows } = garmentMeasurements(garmentType, sizes);
  if (rows.length === 0) return null;
  const cell = "px-1.5 py-2 sm:px-3";
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div>
      <Heading className={`font-semibold text-stone-900 ${headingLevel === 2 ? "text-xl" : "text-base"}`}>
        {t("measurements.title")}
      </Heading>
      <p className="mt-1 text-sm text-stone-700">{t("measurements.lead")}</p>
      <section
        aria-label={t("measurements.caption", { garment: garmentName, unit: u })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the table may scroll sideways on narrow screens; keyboard users need to reach it
        tabIndex={0}
        className="mt-3 overflow-x-auto rounded-lg border border-stone-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        data-testid="garment-measurements"
      >
        <table className="w-full border-collapse text-sm tabular-nums">
          <caption className="sr-only">{t("measurements.caption", { garment: garmentName, unit: u })}</caption>
          <thead className="bg-stone-50 text-left">
            <tr>
              <th scope="col" className={`${cell} py-2.5 font-semibold`}>
                {t("measurements.size")}
              </th>
              {keys.map((k) => (
                <th key={k} scope="col" className={`${cell} py-2.5 text-right font-semibold`}>
                  {t(`measurements.${k}`)} <span className="font-normal text-stone-600">({u})</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const marked = highlight === row.size;
              return (
                <tr
                  key={row.size}
                  data-size={row.size}
                  className={`border-t border-stone-200 ${marked ? "bg-brand-100" : ""}`}
                >
                  <th scope="row" className={`${cell} text-left font-semibold`}>
                    {row.size}
                  </th>
                  {keys.map((k) => (
                    <td key={k} className={`${cell} text-right`}>
                      {formatMeasure(row.values[k] ?? 0, unit, i18n.language)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <ul className="mt-2 space-y-0.5 text-xs text-stone-600">
        {keys.map((k) => (
          <li key={k}>{t(`measurements.how.${k}`)}</li>
        ))}
      </ul>
    </div>
  );
}
