import { useId } from "react";
import { labelOffered } from "../../../core/customization/label-rules.ts";
import { useTranslation } from "react-i18next";
import type { LabelSlot } from "../../../core/customization/options.ts";
import { Price } from "../price.tsx";
import type { EditorOptions } from "./editor-state.ts";
import { useCm } from "./messages.ts";
import { RefusalList } from "./ui.tsx";

/**
 * Labels and tags: one option per slot (neck, brand, size, care, hang tag) with its unit price and
 * minimum order ("minimum 500 units" for the woven neck label, spec §5), where it sits, and the
 * refusals of that slot right under it.
 */
export function LabelsPanel({
  options,
  chosen,
  onChange,
  refusalsFor,
}: {
  options: EditorOptions;
  chosen: Partial<Record<LabelSlot, string>>;
  onChange: (slot: LabelSlot, code: string) => void;
  refusalsFor: (slot: LabelSlot) => string[];
}) {
  const { t } = useTranslation("customize");
  const toCm = useCm();
  const base = useId();
  return (
    <div className="space-y-6">
      <p className="text-xs leading-5 text-stone-600">{t("labels.hint")}</p>
      {options.labelSlots.map((slot) => {
        // what this garment cannot take (a woven neck label on bottoms) is not offered; an older
        // design that has it keeps it visible with its refusal until it is changed
        const list = options.labels.filter(
          (l) => l.slot === slot.code && (labelOffered(options.garmentType, l) || chosen[slot.code] === l.code),
        );
        if (list.length === 0) return null;
        const selected = chosen[slot.code] ?? list.find((l) => l.isDefault)?.code;
        return (
          <fieldset key={slot.code} data-testid={`label-slot-${slot.code}`}>
            <legend className="text-sm font-semibold text-stone-900">{slot.name}</legend>
            <div className="mt-2 space-y-2">
              {list.map((l) => {
                const checked = l.code === selected;
                return (
                  <label
                    key={l.code}
                    className={`flex cursor-pointer gap-3 rounded-xl border px-3 py-2.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                      checked ? "border-stone-900 bg-stone-50" : "border-stone-200 hover:border-stone-400"
                    }`}
                  >
                    <input
                      type="radio"
                      name={`${base}-${slot.code}`}
                      value={l.code}
                      checked={checked}
                      onChange={() => onChange(slot.code, l.code)}
                      className="mt-1 size-4 accent-stone-900"
                      data-testid="label-option"
                      data-code={l.code}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                        <span className="text-sm font-medium text-stone-900">{l.name}</span>
                        <span className="text-sm text-stone-700">
                          {l.unitCents > 0 ? (
                            <>
                              +<Price cents={l.unitCents} /> {t("labels.perUnit")}
                            </>
                          ) : (
                            t("labels.noCharge")
                          )}
                        </span>
                      </span>
                      {l.description ? (
                        <span className="mt-0.5 block text-xs leading-5 text-stone-600">{l.description}</span>
                      ) : null}
                      {l.minQuantity > 1 ? (
                        <span className="mt-1 block text-xs font-medium text-amber-800" data-testid="label-moq">
                          {t("labels.minimum", { count: l.minQuantity })}
                        </span>
                      ) : null}
                      {l.position && l.kind !== "none" ? (
                        <span className="mt-0.5 block text-xs text-stone-500">
                          {l.position.offsetMm > 0
                            ? t(`labels.position.${l.position.anchor}`, {
                                cm: toCm(l.position.offsetMm),
                                reference: t(`labels.reference.${l.position.reference}`),
                              })
                            : t(`labels.at.${l.position.anchor}`)}
                        </span>
                      ) : null}
                    </span>
                  </label>
                );
              })}
            </div>
            <RefusalList messages={refusalsFor(slot.code)} />
          </fieldset>
        );
      })}
    </div>
  );
}
