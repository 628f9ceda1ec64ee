import { Check } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Stock at or below which a size says "Only N left". */
export const LOW_STOCK_THRESHOLD = 5;

/** Stock state of one size in the selected colour. */
export type SizeState = "available" | "low" | "sold-out";

export function sizeState(stock: number | undefined): SizeState {
  if (!stock || stock <= 0) return "sold-out";
  return stock <= LOW_STOCK_THRESHOLD ? "low" : "available";
}

/** A link that switches in place with JS (plain left click) and navigates without it. */
function OptionLink({
  href,
  onSelect,
  className,
  children,
  ...rest
}: {
  href: string;
  onSelect: () => void;
  className: string;
  children: ReactNode;
  "aria-current"?: "true";
  "data-testid": string;
  "data-color"?: string;
  "data-size"?: string;
  "data-state"?: string;
  "data-stock"?: number;
  title?: string;
  onMouseEnter?: () => void;
}) {
  return (
    <a
      href={href}
      className={className}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
        e.preventDefault();
        onSelect();
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

/**
 * Colour swatches: one link per colour (`?color=navy`), the selected one ringed and marked
 * `aria-current`; a colour sold out in every size is crossed through but still selectable.
 */
export function ColorSwatches({
  colors,
  selected,
  soldOut,
  hrefFor,
  onSelect,
  onPreview,
}: {
  colors: { code: string; name: string; hex: string }[];
  selected: string;
  soldOut: Set<string>;
  hrefFor: (code: string) => string;
  onSelect: (code: string) => void;
  /** The colour under the pointer (null when it leaves the swatches), to show the garment in it. */
  onPreview?: (code: string | null) => void;
}) {
  const { t } = useTranslation("catalog");
  const current = colors.find((c) => c.code === selected);
  return (
    <fieldset>
      <legend className="text-sm text-stone-700">
        <span className="font-semibold text-stone-900">{t("product.color")}:</span>{" "}
        <span data-testid="selected-color">{current?.name}</span>
      </legend>
      <ul className="mt-3 flex flex-wrap gap-2 sm:gap-2.5" onMouseLeave={onPreview ? () => onPreview(null) : undefined}>
        {colors.map((c) => {
          const isSelected = c.code === selected;
          const out = soldOut.has(c.code);
          return (
            <li key={c.code}>
              <OptionLink
                href={hrefFor(c.code)}
                onSelect={() => onSelect(c.code)}
                aria-current={isSelected ? "true" : undefined}
                data-testid="color-option"
                data-color={c.code}
                data-state={isSelected ? "selected" : out ? "sold-out" : "available"}
                title={c.name}
                onMouseEnter={onPreview ? () => onPreview(c.code) : undefined}
                className={`relative flex size-9 items-center justify-center rounded-full ring-offset-2 sm:size-10 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
                  isSelected ? "ring-2 ring-stone-900" : "ring-1 ring-stone-300 hover:ring-stone-500"
                }`}
              >
                <span
                  aria-hidden="true"
                  className="size-7 rounded-full ring-1 ring-black/10 ring-inset sm:size-8"
                  style={{ backgroundColor: c.hex }}
                />
                {out ? (
                  <span
                    aria-hidden="true"
                    className="absolute inset-0 m-auto h-0.5 w-9 -rotate-45 rounded bg-stone-700/80"
                  />
                ) : null}
                <span className="sr-only">
                  {c.name}
                  {out ? ` (${t("product.soldOutAllSizes")})` : ""}
                </span>
              </OptionLink>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * Size picker for the selected colour: available sizes are links (`?size=M`), sold-out sizes are
 * shown crossed out and disabled, low stock says "Only N left".
 */
export function SizePicker({
  sizes,
  selected,
  stockBySize,
  hrefFor,
  onSelect,
  guide,
}: {
  sizes: string[];
  selected: string | null;
  stockBySize: Map<string, number>;
  hrefFor: (code: string) => string;
  onSelect: (code: string) => void;
  guide: ReactNode;
}) {
  const { t } = useTranslation("catalog");
  const base =
    "flex h-14 min-w-16 flex-col items-center justify-center rounded-lg border px-3 text-sm leading-tight focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2";
  return (
    <fieldset>
      <legend className="float-left text-sm text-stone-700">
        <span className="font-semibold text-stone-900">{t("product.size")}:</span>{" "}
        <span data-testid="selected-size">{selected ?? t("product.chooseSize")}</span>
      </legend>
      <div className="float-right">{guide}</div>
      <ul className="clear-both flex flex-wrap gap-2 pt-3">
        {sizes.map((code) => {
          const stock = stockBySize.get(code) ?? 0;
          const state = sizeState(stock);
          const isSelected = code === selected;
          const note =
            state === "sold-out"
              ? t("product.soldOut")
              : state === "low"
                ? t("product.onlyLeft", { count: stock })
                : null;
          if (state === "sold-out") {
            return (
              <li key={code}>
                <span
                  aria-disabled="true"
                  data-testid="size-option"
                  data-size={code}
                  data-state="sold-out"
                  data-stock={0}
                  className={`${base} cursor-not-allowed border-stone-200 bg-stone-50 text-stone-500`}
                >
                  <span className="font-medium line-through">{code}</span>
                  <span className="text-[11px]">{note}</span>
                </span>
              </li>
            );
          }
          return (
            <li key={code}>
              <OptionLink
                href={hrefFor(code)}
                onSelect={() => onSelect(code)}
                aria-current={isSelected ? "true" : undefined}
                data-testid="size-option"
                data-size={code}
                data-state={isSelected ? "selected" : state}
                data-stock={stock}
                className={`${base} ${
                  isSelected
                    ? "border-stone-900 bg-stone-900 text-white"
                    : "border-stone-300 text-stone-900 hover:border-stone-600"
                }`}
              >
                <span className="inline-flex items-center gap-1 font-semibold">
                  {isSelected ? <Check aria-hidden className="size-3.5" /> : null}
                  {code}
                </span>
                {note ? (
                  <span className={`text-[11px] ${isSelected ? "text-white" : "text-red-700"}`}>{note}</span>
                ) : null}
              </OptionLink>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
