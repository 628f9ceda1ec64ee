import { Shirt } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { blankPriceBreaks } from "../../../core/customization/price-design.ts";
import { useFormatPrice } from "../price.tsx";
import type { EditorOptions } from "./editor-state.ts";
import { inputClass } from "./ui.tsx";
import { RefusalList } from "./ui.tsx";

/**
 * The blank the design is made from (issue 20): a "Garment" selector listing the customizable
 * products of this garment type with their "from" prices, and the chosen one's fabric (name,
 * g/m², composition) and price ladder (one garment, the largest break). Changing it is an explicit
 * choice that keeps the design and re-prices it. Nothing is shown when the garment type has no blank.
 */
export function GarmentPicker({
  options,
  blank,
  onChange,
  refusals,
}: {
  options: Pick<EditorOptions, "products" | "basePriceBreaks">;
  /** The chosen blank's product id (`document.blank`). */
  blank: string | null | undefined;
  onChange: (productId: string) => void;
  /** Translated refusals about the blank (`BLANK_NOT_OFFERED`). */
  refusals: string[];
}) {
  const { t } = useTranslation("customize");
  const format = useFormatPrice();
  const id = useId();
  if (options.products.length === 0) return null;
  const chosen = options.products.find((p) => p.id === blank) ?? null;
  const ladder = chosen ? blankPriceBreaks(options.basePriceBreaks, chosen.priceCents) : [];
  const last = ladder.at(-1);
  return (
    <div className="border-b border-stone-200 py-4" data-testid="garment-picker">
      <label htmlFor={`${id}-garment`} className="mb-1.5 flex items-center gap-1.5 text-sm font-medium text-stone-800">
        <Shirt aria-hidden className="size-4 text-stone-500" />
        {t("garment.label")}
      </label>
      <select
        id={`${id}-garment`}
        value={chosen?.id ?? ""}
        onChange={(e) => {
          if (e.target.value) onChange(e.target.value);
        }}
        aria-describedby={`${id}-facts`}
        className={inputClass}
        data-testid="garment-select"
      >
        {chosen ? null : (
          <option value="" disabled>
            {t("garment.choose")}
          </option>
        )}
        {options.products.map((p) => (
          <option key={p.id} value={p.id}>
            {t("garment.option", { name: p.name, price: format(p.fromUnitCents) })}
          </option>
        ))}
      </select>
      <div id={`${id}-facts`} className="mt-2 text-xs leading-5 text-stone-600" aria-live="polite">
        {chosen ? (
          <>
            {chosen.fabric ? (
              <p data-testid="garment-fabric">
                {t("garment.fabric", {
                  fabric: chosen.fabric.name,
                  weight: chosen.fabric.weightGsm,
                  composition: chosen.fabric.composition,
                })}
              </p>
            ) : null}
            <p data-testid="garment-ladder">
              {last && last.minQuantity > 1
                ? t("garment.ladder", {
                    one: format(chosen.priceCents),
                    from: format(last.unitCents),
                    min: last.minQuantity,
                  })
                : t("garment.single", { one: format(chosen.priceCents) })}
            </p>
            {options.products.length > 1 ? <p>{t("garment.hint")}</p> : null}
          </>
        ) : null}
      </div>
      <RefusalList messages={refusals} />
    </div>
  );
}
