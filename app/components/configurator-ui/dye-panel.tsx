import { Check } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { EditorOptions } from "./editor-state.ts";
import { RefusalList } from "./ui.tsx";

/** Relative luminance of `#rrggbb` (0 dark … 1 light), to pick a visible tick and ring. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  if (!Number.isFinite(n)) return 1;
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The garment dye: the 3D product's palette as swatches (native radio buttons, so arrow keys move
 * between them), the chosen dye's name, applied live to the preview.
 */
export function DyePanel({
  options,
  dye,
  onChange,
  refusals,
}: {
  options: EditorOptions;
  dye: string;
  onChange: (code: string) => void;
  refusals: string[];
}) {
  const { t } = useTranslation("customize");
  const name = useId();
  const current = options.dyes.find((d) => d.code === dye);
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-stone-900">{t("dye.title")}</legend>
      <p className="mt-1 text-xs leading-5 text-stone-600">{t("dye.hint")}</p>
      <p className="mt-3 text-sm text-stone-800" aria-live="polite" data-testid="dye-name">
        {t("dye.chosen")}{" "}
        <span className="font-medium" data-testid="selected-dye">
          {current?.name ?? dye}
        </span>
      </p>
      <div className="mt-3 grid grid-cols-5 gap-3 sm:grid-cols-6 lg:grid-cols-5 xl:grid-cols-6">
        {options.dyes.map((d) => {
          const checked = d.code === dye;
          const light = luminance(d.hex) > 0.6;
          return (
            <label
              key={d.code}
              className="group flex cursor-pointer flex-col items-center gap-1.5 text-center"
              data-testid="dye-option"
              data-dye={d.code}
            >
              <input
                type="radio"
                name={name}
                value={d.code}
                checked={checked}
                onChange={() => onChange(d.code)}
                className="peer sr-only"
              />
              <span
                aria-hidden
                style={{ backgroundColor: d.hex }}
                className={`flex size-11 items-center justify-center rounded-full border shadow-inner peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 ${
                  checked ? "ring-2 ring-stone-900 ring-offset-2" : light ? "border-stone-300" : "border-transparent"
                }`}
              >
                {checked ? <Check className={`size-5 ${light ? "text-stone-900" : "text-white"}`} /> : null}
              </span>
              <span className="line-clamp-2 text-xs leading-4 text-stone-700">{d.name}</span>
            </label>
          );
        })}
      </div>
      <RefusalList messages={refusals} />
    </fieldset>
  );
}
