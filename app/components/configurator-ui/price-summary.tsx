import { BadgeCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { DesignBlank } from "../../../core/customization/blanks.ts";
import { type DesignPrice, type PriceLine, blankPriceBreaks } from "../../../core/customization/price-design.ts";
import { Price } from "../price.tsx";
import type { EditorOptions } from "./editor-state.ts";

/**
 * The translated name of a price line ("Oversized Heavy Hoodie, dyed to order", "Front · Screen print,
 * 2 colours", "Woven neck label"); the garment line names the blank it is priced on (issue 20).
 */
export function usePriceLineText(
  options: Pick<EditorOptions, "name" | "placements" | "techniques" | "labels"> & {
    products?: Pick<DesignBlank, "id" | "name">[];
  },
) {
  const { t } = useTranslation("customize");
  return (line: PriceLine): string => {
    const placement = options.placements.find((p) => p.code === line.placement)?.name ?? line.placement ?? "";
    const technique = options.techniques.find((x) => x.code === line.technique)?.name ?? line.technique ?? "";
    switch (line.kind) {
      case "garment":
        return t("price.line.garment", {
          garment: options.products?.find((p) => p.id === line.product)?.name ?? options.name,
        });
      case "size-surcharge":
        return t("price.line.surcharge", { size: line.code });
      case "decoration":
        return line.colours
          ? t("price.line.decorationColours", { placement, technique, count: line.colours })
          : t("price.line.decoration", { placement, technique });
      case "label":
        return options.labels.find((l) => l.code === line.code)?.name ?? line.code;
      case "development":
        return line.technique === "screen-print"
          ? t("price.line.screens", { placement, count: line.colours ?? 1 })
          : t("price.line.film", { placement });
    }
  };
}

/** The breakdown table of a price: one row per line, then per unit and total. */
export function PriceBreakdown({
  options,
  price,
  compact = false,
}: {
  options: Pick<EditorOptions, "name" | "placements" | "techniques" | "labels"> & {
    products?: Pick<DesignBlank, "id" | "name">[];
  };
  price: DesignPrice;
  compact?: boolean;
}) {
  const { t } = useTranslation("customize");
  const lineText = usePriceLineText(options);
  return (
    <table className="w-full text-sm" data-testid="price-breakdown">
      <caption className="sr-only">{t("price.breakdown")}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t("price.item")}</th>
          <th scope="col">{t("price.each")}</th>
          <th scope="col">{t("price.amount")}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {price.lines.map((line) => (
          <tr key={`${line.kind}-${line.code}`} data-testid="price-line" data-kind={line.kind}>
            <th scope="row" className="py-1.5 pr-2 text-left font-normal text-stone-700">
              {lineText(line)}
              {line.kind === "development" ? (
                <span className="block text-xs text-stone-500">{t("price.oneOff")}</span>
              ) : compact ? null : (
                <span className="block text-xs text-stone-500">
                  {t("price.unitTimes", { count: line.quantity })} <Price cents={line.unitCents} />
                </span>
              )}
            </th>
            <td className="py-1.5 text-right align-top tabular-nums text-stone-900">
              <Price cents={line.totalCents} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-stone-300">
        <tr>
          <th scope="row" className="pt-2 text-left font-medium text-stone-700">
            {t("price.perUnit")}
          </th>
          <td className="pt-2 text-right tabular-nums text-stone-900" data-testid="price-per-unit">
            <Price cents={price.unitCents} />
          </td>
        </tr>
        <tr>
          <th scope="row" className="pt-1 text-left text-base font-semibold text-stone-900">
            {t("price.total", { count: price.quantity })}
          </th>
          <td className="pt-1 text-right text-base font-semibold tabular-nums text-stone-900" data-testid="price-total">
            <Price cents={price.totalCents} />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * The live price beside the preview: per unit and total with the breakdown (computed in the
 * browser with the server's engine; "confirmed" once the server priced the same document), or what
 * is missing (quantities) or refused, with a way to the panel that causes it.
 */
export function PriceSummary({
  options,
  blank,
  price,
  quantity,
  refusalCount,
  confirmed,
  onShowProblems,
}: {
  options: EditorOptions;
  /** The blank the design is made from: its name and "from" price lead the summary (issue 20). */
  blank?: DesignBlank | null;
  price: DesignPrice | null;
  quantity: number;
  refusalCount: number;
  confirmed: boolean;
  onShowProblems: () => void;
}) {
  const { t } = useTranslation("customize");
  const ladder = blank ? blankPriceBreaks(options.basePriceBreaks, blank.priceCents) : options.basePriceBreaks;
  const fromCents = Math.min(...ladder.map((b) => b.unitCents));
  return (
    <section
      aria-labelledby="price-title"
      className="rounded-2xl border border-stone-200 bg-white p-4"
      data-testid="price-summary"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="price-title" className="text-base font-semibold text-stone-900">
          {t("price.title")}
        </h2>
        {price && confirmed ? (
          <span className="flex items-center gap-1 text-xs font-medium text-brand-700" data-testid="price-confirmed">
            <BadgeCheck aria-hidden className="size-3.5" />
            {t("price.confirmed")}
          </span>
        ) : null}
      </div>
      {blank ? (
        <p className="mt-1 text-sm text-stone-600" data-testid="price-garment">
          {t("price.garmentFrom", { garment: blank.name })}{" "}
          <Price cents={blank.priceCents} className="font-medium text-stone-900" />
        </p>
      ) : null}
      <div aria-live="polite" className="mt-3">
        {quantity === 0 ? (
          <p className="text-sm text-stone-700">
            {t("price.enterQuantities")}{" "}
            <span className="whitespace-nowrap">
              {t("price.from")} <Price cents={fromCents} className="font-semibold text-stone-900" />{" "}
              {t("price.perGarment")}
            </span>
          </p>
        ) : refusalCount > 0 || !price ? (
          <div
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            data-testid="price-refused"
          >
            <p>{t("price.refused", { count: refusalCount })}</p>
            <button type="button" onClick={onShowProblems} className="mt-1 font-medium underline underline-offset-2">
              {t("price.showProblems")}
            </button>
          </div>
        ) : (
          <>
            <p className="flex items-baseline justify-between gap-3">
              <span className="text-2xl font-semibold tracking-tight text-stone-900" data-testid="live-unit-price">
                <Price cents={price.unitCents} />
                <span className="ml-1 text-sm font-normal text-stone-600">{t("price.each")}</span>
              </span>
              <span className="text-sm text-stone-700">
                {t("price.totalShort")} <Price cents={price.totalCents} className="font-semibold text-stone-900" />
              </span>
            </p>
            <details className="mt-3 group">
              <summary className="cursor-pointer text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
                {t("price.showBreakdown")}
              </summary>
              <div className="mt-2">
                <PriceBreakdown options={options} price={price} compact />
              </div>
            </details>
            <p className="mt-2 text-xs text-stone-500">{t("price.vatNote")}</p>
          </>
        )}
      </div>
    </section>
  );
}
