import { intlLocaleTag } from "../../../core/shared/locale.ts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Price } from "../price.tsx";
import { type EditorOptions, totalUnits } from "./editor-state.ts";
import { RefusalList } from "./ui.tsx";
import { numberFormat } from "../../../core/shared/intl-format.ts";

/** A quantity typed in a size field: a whole number 0–100 000 (anything else counts as 0). */
export function parseQuantity(raw: string): number {
  const n = Number.parseInt(raw.replace(/\D/g, ""), 10);
  return Number.isFinite(n) ? Math.min(Math.max(n, 0), 100_000) : 0;
}

/**
 * The size distribution: one number per size, the live total, large-size surcharges, the price
 * break reached, and the minimums the design's choices still need (woven label 500, screen print 20 …).
 */
export function QuantitiesPanel({
  options,
  sizes,
  onChange,
  refusals,
  minimums,
}: {
  options: EditorOptions;
  sizes: Record<string, number>;
  onChange: (size: string, quantity: number) => void;
  refusals: string[];
  /** Refusals of other panels that more units would lift (MOQs). */
  minimums: string[];
}) {
  const { t, i18n } = useTranslation("customize");
  const id = useId();
  const total = totalUnits(sizes);
  const nf = numberFormat(intlLocaleTag(i18n.language));
  const breaks = options.basePriceBreaks;
  const next = breaks.find((b) => b.minQuantity > total);
  return (
    <div>
      <fieldset>
        <legend className="text-sm font-semibold text-stone-900">{t("quantities.title")}</legend>
        <p className="mt-1 text-xs leading-5 text-stone-600">{t("quantities.hint")}</p>
        <div className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-4">
          {options.sizes.map((size) => {
            const surcharge = options.sizeSurchargeCents[size] ?? 0;
            const inputId = `${id}-${size}`;
            return (
              <div key={size} className="rounded-xl border border-stone-200 p-2.5">
                <label htmlFor={inputId} className="block text-center text-sm font-semibold text-stone-900">
                  {size}
                </label>
                <input
                  id={inputId}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100000}
                  step={1}
                  value={sizes[size] ? String(sizes[size]) : ""}
                  placeholder="0"
                  onChange={(e) => onChange(size, parseQuantity(e.target.value))}
                  aria-describedby={surcharge > 0 ? `${inputId}-extra` : undefined}
                  className="mt-1.5 h-10 w-full rounded-lg border border-stone-300 bg-white px-2 text-center text-base tabular-nums text-stone-900 focus:border-stone-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                  data-testid="size-quantity"
                  data-size={size}
                />
                {surcharge > 0 ? (
                  <p id={`${inputId}-extra`} className="mt-1 text-center text-[11px] leading-4 text-stone-600">
                    +<Price cents={surcharge} />
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      </fieldset>
      <p className="mt-4 text-sm text-stone-800" aria-live="polite" data-testid="units-total">
        {t("quantities.total", { count: total, formatted: nf.format(total) })}
      </p>
      {next && total > 0 ? (
        <p className="mt-1 text-xs text-stone-600">
          {t("quantities.nextBreak", { count: next.minQuantity, formatted: nf.format(next.minQuantity) })}{" "}
          <Price cents={next.unitCents} />
        </p>
      ) : null}
      <RefusalList messages={[...refusals, ...minimums]} />
    </div>
  );
}
