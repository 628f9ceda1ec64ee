import { MAX_LINE_QUANTITY } from "../../../core/cart/limits.ts";
import { buttonClass } from "../ui/button.tsx";
import { Layers } from "lucide-react";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { displayPrice } from "../../lib/currency.ts";
import { useRootData } from "../../lib/root-data.ts";
import { notify } from "../../lib/toast.ts";
import { Price } from "../price.tsx";

/** What the grid needs of the product page's data (core/catalog/get-product.ts, wholesale set). */
export interface SizeRunProduct {
  name: string;
  /** The list price (the page's `compareAtPriceCents` for a wholesale customer), EUR cents. */
  listPriceCents: number;
  colors: { code: string; name: string; hex: string }[];
  sizes: string[];
  variants: { id: string; colorCode: string; sizeCode: string; stock: number }[];
  wholesale: { moq: number; tiers: { minQuantity: number; unitPriceCents: number }[] };
}

/** The answer of the size-run action (app/routes/cart-size-run.tsx). */
export type SizeRunResult = { ok: true; units: number } | { ok: false; code: string; variantId?: string };

/** The unit price (server-computed tier prices) for `units` in total: the best tier reached, else the list price. */
function unitPriceFor(product: SizeRunProduct, units: number): number {
  let price = product.listPriceCents;
  let best = 0;
  for (const t of product.wholesale.tiers) {
    if (t.minQuantity <= units && t.minQuantity >= best) {
      best = t.minQuantity;
      price = t.unitPriceCents;
    }
  }
  return price;
}

/**
 * The size-run grid of the product page for wholesale customers (issue 7): a colour × size matrix of
 * quantity inputs with live totals (units, the tier's unit price, the amount, the MOQ and the next
 * tier), adding every cell to the cart at once (`POST /cart/size-run`, all or nothing). Prices shown
 * are the server's tier prices; the cart and checkout price the lines again on the server. Works
 * without JavaScript (the form posts and lands on the cart). Keyboard: Tab moves cell by cell.
 */
export function SizeRunGrid({ product }: { product: SizeRunProduct }) {
  const { t, i18n } = useTranslation("wholesale");
  const { currency, rates } = useRootData();
  const fetcher = useFetcher<SizeRunResult>();
  const [qty, setQty] = useState<Record<string, number>>({});
  /** The last typed quantity that was cut to the cell's stock (said next to the grid). */
  const [capped, setCapped] = useState<{ cell: string; stock: number; typed: number } | null>(null);
  const variantAt = useMemo(
    () => new Map(product.variants.map((v) => [`${v.colorCode}|${v.sizeCode}`, v])),
    [product.variants],
  );
  const units = Object.values(qty).reduce((a, b) => a + b, 0);
  const unit = unitPriceFor(product, units);
  const next = [...product.wholesale.tiers]
    .sort((a, b) => a.minQuantity - b.minQuantity)
    .find((tier) => tier.minQuantity > units);
  const missing = Math.max(0, product.wholesale.moq - units);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  const refused = result && !result.ok ? result : null;

  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) {
      void notify(t("grid.added", { count: result.units }), "success");
      setQty({});
      setCapped(null);
    }
  }, [fetcher.state, result, t]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    body.delete("noscript");
    void fetcher.submit(body, { method: "post", action: "/cart/size-run" });
  };

  const colTotal = (sizeCode: string) =>
    product.colors.reduce((sum, c) => {
      const v = variantAt.get(`${c.code}|${sizeCode}`);
      return sum + (v ? (qty[v.id] ?? 0) : 0);
    }, 0);

  return (
    <section
      aria-labelledby="size-run-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
      data-testid="size-run-grid"
    >
      <h2 id="size-run-title" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Layers aria-hidden className="size-5 text-brand-700" />
        {t("grid.title")}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t("grid.lead")}</p>
      <p className="mt-1 text-xs text-stone-500">{t("grid.stockLegend")}</p>

      <fetcher.Form method="post" action="/cart/size-run" onSubmit={onSubmit} className="mt-4">
        <input type="hidden" name="noscript" value="1" />
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <table className="w-full min-w-max border-separate border-spacing-0 text-sm">
            <caption className="sr-only">{t("grid.title")}</caption>
            <thead>
              <tr>
                <th scope="col" className="sticky left-0 z-10 bg-white py-2 pr-3 text-left font-medium text-stone-600">
                  {t("grid.colour")}
                </th>
                {product.sizes.map((s) => (
                  <th key={s} scope="col" className="px-0.5 py-2 text-center font-medium text-stone-800">
                    {s}
                  </th>
                ))}
                <th scope="col" className="py-2 pl-2 text-right font-medium text-stone-600">
                  {t("grid.total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {product.colors.map((c) => {
                const rowTotal = product.sizes.reduce((sum, s) => {
                  const v = variantAt.get(`${c.code}|${s}`);
                  return sum + (v ? (qty[v.id] ?? 0) : 0);
                }, 0);
                return (
                  <tr key={c.code}>
                    <th
                      scope="row"
                      className="sticky left-0 z-10 border-t border-stone-100 bg-white py-1.5 pr-3 text-left font-normal"
                    >
                      <span className="flex max-w-28 items-center gap-2 text-stone-800">
                        <span
                          aria-hidden
                          className="size-4 shrink-0 rounded-full ring-1 ring-stone-300"
                          style={{ backgroundColor: c.hex }}
                        />
                        {c.name}
                      </span>
                    </th>
                    {product.sizes.map((s) => {
                      const v = variantAt.get(`${c.code}|${s}`);
                      if (!v) {
                        return (
                          <td key={s} className="border-t border-stone-100 px-1 py-1.5 text-center text-stone-400">
                            —
                          </td>
                        );
                      }
                      const max = Math.min(v.stock, MAX_LINE_QUANTITY);
                      return (
                        <td key={s} className="border-t border-stone-100 px-0.5 pt-1.5 text-center align-top">
                          <input
                            type="number"
                            name={`q.${v.id}`}
                            min={0}
                            max={max}
                            step={1}
                            inputMode="numeric"
                            placeholder="0"
                            disabled={max === 0}
                            value={qty[v.id] ? String(qty[v.id]) : ""}
                            onChange={(e) => {
                              const typed = Math.max(0, Math.floor(Number(e.target.value) || 0));
                              const n = Math.min(max, typed);
                              setQty((q) => ({ ...q, [v.id]: n }));
                              setCapped(
                                typed > max
                                  ? { cell: t("grid.cell", { colour: c.name, size: s }), stock: max, typed }
                                  : null,
                              );
                            }}
                            aria-label={`${t("grid.cell", { colour: c.name, size: s })} (${t("grid.stock", { count: v.stock })})`}
                            aria-invalid={refused?.variantId === v.id ? true : undefined}
                            data-testid={`size-run-${c.code}-${s}`}
                            className="h-10 w-12 rounded-lg border border-stone-300 bg-white px-0.5 text-center text-base tabular-nums text-stone-900 focus:border-stone-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:bg-stone-50 disabled:text-stone-400 aria-[invalid=true]:border-red-500 sm:text-sm"
                          />
                          <span
                            aria-hidden
                            className="block text-[11px] leading-4 tabular-nums text-stone-500"
                            data-testid={`size-run-stock-${c.code}-${s}`}
                          >
                            {v.stock}
                          </span>
                        </td>
                      );
                    })}
                    <td className="border-t border-stone-100 py-1.5 pl-2 text-right tabular-nums text-stone-800">
                      {rowTotal || ""}
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="sticky left-0 z-10 bg-white pt-2 pr-3 text-left font-medium text-stone-600">
                  {t("grid.total")}
                </th>
                {product.sizes.map((s) => (
                  <td key={s} className="px-0.5 pt-2 text-center tabular-nums text-stone-700">
                    {colTotal(s) || ""}
                  </td>
                ))}
                <td
                  className="pt-2 pl-2 text-right font-semibold tabular-nums text-stone-900"
                  data-testid="size-run-units"
                >
                  {units}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>

        <dl className="mt-4 grid grid-cols-3 gap-3 rounded-xl bg-stone-50 p-3 text-sm" aria-live="polite">
          <div>
            <dt className="text-stone-500">{t("grid.total")}</dt>
            <dd className="font-semibold text-stone-900">{t("grid.units", { count: units })}</dd>
          </div>
          <div>
            <dt className="text-stone-500">{t("grid.unitPrice")}</dt>
            <dd className="font-semibold text-stone-900" data-testid="size-run-unit-price">
              <Price cents={unit} />
            </dd>
          </div>
          <div>
            <dt className="text-stone-500">{t("grid.amount")}</dt>
            <dd className="font-semibold text-stone-900" data-testid="size-run-amount">
              <Price cents={unit * units} />
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-sm text-stone-600" data-testid="size-run-hint">
          {missing > 0
            ? t("grid.belowMoq", { count: missing, moq: product.wholesale.moq })
            : next
              ? t("grid.nextTier", {
                  min: next.minQuantity,
                  price: displayPrice(next.unitPriceCents, currency, rates?.rates ?? null, { locale: i18n.language }),
                })
              : null}
        </p>
        {capped ? (
          <p role="status" className="mt-2 text-sm text-amber-800" data-testid="size-run-capped">
            {t("grid.capped", capped)}
          </p>
        ) : null}
        {refused ? (
          <p role="alert" className="mt-2 text-sm text-red-700" data-testid="size-run-error">
            {t(`errors.${refused.code}`, { defaultValue: t("errors.generic") })}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={busy || units === 0}
            className={buttonClass({ extra: "flex-1 sm:flex-none" })}
          >
            {busy ? t("grid.adding") : t("grid.add", { count: units })}
          </button>
          {units > 0 ? (
            <button
              type="button"
              onClick={() => {
                setQty({});
                setCapped(null);
              }}
              className={buttonClass({ variant: "ghost" })}
            >
              {t("grid.clear")}
            </button>
          ) : null}
          {result?.ok ? (
            <Link to="/cart" className="inline-flex h-11 items-center text-sm font-medium text-brand-700 underline">
              {t("grid.added", { count: result.units })}
            </Link>
          ) : null}
        </div>
      </fetcher.Form>
    </section>
  );
}

/** The wholesale price ladder under the product price: MOQ and the unit price from each tier. */
export function WholesaleTiers({ wholesale }: { wholesale: SizeRunProduct["wholesale"] }) {
  const { t } = useTranslation("wholesale");
  return (
    <div
      className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900"
      data-testid="wholesale-tiers"
    >
      <p className="font-semibold">{t("price.tiers")}</p>
      <ul className="mt-1 grid grid-cols-2 gap-x-4 gap-y-0.5 sm:grid-cols-4">
        {wholesale.tiers.map((tier) => (
          <li key={tier.minQuantity} className="tabular-nums">
            <span className="text-brand-800">{t("price.tierFrom", { min: tier.minQuantity })}: </span>
            <Price cents={tier.unitPriceCents} className="font-medium" />
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-brand-800">{t("price.moq", { moq: wholesale.moq })}</p>
    </div>
  );
}

/**
 * What a wholesale customer sees under the product's price (issue 7): the price ladder, then the size-run grid.
 * The product page loads this module only for them (`lazy` in app/routes/product.tsx), so the other visitors'
 * initial JavaScript does not carry it (issue 17).
 */
export default function WholesaleBuying({ product }: { product: SizeRunProduct }) {
  return (
    <>
      <WholesaleTiers wholesale={product.wholesale} />
      <SizeRunGrid product={product} />
    </>
  );
}
