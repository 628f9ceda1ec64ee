import { useTranslation } from "react-i18next";
import { Price } from "../price.tsx";

/** A price with its former price struck through (sale), with words for screen readers. */
export function PriceWithCompare({
  cents,
  compareAtCents,
  from = false,
  size = "sm",
  testId,
}: {
  cents: number;
  compareAtCents: number | null;
  from?: boolean;
  size?: "sm" | "lg";
  /** `data-testid` of the current price (e.g. `product-price`). */
  testId?: string;
}) {
  const { t } = useTranslation("catalog");
  const onSale = compareAtCents !== null && compareAtCents > cents;
  const big = size === "lg";
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${big ? "text-2xl" : "text-sm"}`}>
      {onSale ? <span className="sr-only">{t("price.now")}</span> : null}
      {from ? <span className={big ? "text-base text-stone-600" : "text-stone-600"}>{t("price.from")}</span> : null}
      <span data-testid={testId}>
        <Price cents={cents} className={`font-semibold ${onSale ? "text-red-700" : "text-stone-900"}`} />
      </span>
      {onSale ? (
        <>
          <span className="sr-only">{t("price.was")}</span>
          <s className={big ? "text-base text-stone-500" : "text-stone-500"}>
            <Price cents={compareAtCents} />
          </s>
        </>
      ) : null}
    </span>
  );
}
