import { AlertTriangle, Minus, Plus, ShoppingBag, Trash2, Undo2 } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher, useFetchers } from "react-router";
import { displayPrice } from "../../lib/currency.ts";
import { useRootData } from "../../lib/root-data.ts";
import { Price } from "../price.tsx";
import { lineFigures } from "../../../core/orders/line-figures.ts";
import { LineRoleBadge, LineUnits } from "../orders/line-role.tsx";
import { Button, buttonClass } from "../ui/button.tsx";
import { MAX_LINE_QUANTITY } from "../../../core/cart/limits.ts";
import { cartFailureMessage } from "./cart-result.ts";
import type { CartActionResult, CartLineView, CartPageData } from "./cart-view.ts";
import { useHydrated } from "./use-hydrated.ts";
import { CustomItemsReturnNote } from "../returns/custom-items-return-note.tsx";
import { MoqNotice } from "../wholesale/moq-notice.tsx";

/** The keyed fetcher that removes lines and undoes a removal (one per page, read by the notice). */
const REMOVE_FETCHER = "cart-remove";

const buttonPrimary = buttonClass({ size: "lg", extra: "w-full" });
const buttonSecondary = buttonClass({ variant: "secondary" });
const stepClass =
  "inline-flex size-10 shrink-0 items-center justify-center text-stone-700 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent";

/**
 * The cart page (`/cart`): lines with steppers and remove (with undo), stock warnings, the
 * subtotal at list prices with the VAT note, and the way to checkout. Every form works without
 * JavaScript; with it, quantity and removal go through fetchers and the page updates in place.
 */
export function CartPage({ cart, actionData }: { cart: CartPageData; actionData: CartActionResult | undefined }) {
  const { t } = useTranslation("cart");
  const remover = useFetcher<CartActionResult>({ key: REMOVE_FETCHER });
  const removing = remover.state !== "idle" && remover.formData?.get("intent") === "remove";
  const removingId = removing ? String(remover.formData?.get("lineId")) : null;
  const lines = cart.lines.filter((l) => l.id !== removingId);
  const itemCount = lines.reduce((n, l) => n + l.quantity, 0);
  const removal =
    remover.data ?? (actionData?.intent === "remove" || actionData?.intent === "undo" ? actionData : undefined);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 lg:px-8 lg:py-12">
      <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
        {t("title")}
        {itemCount > 0 ? (
          <span className="ml-2 text-base font-normal text-stone-600" data-testid="cart-item-count">
            {t("itemCount", { count: itemCount })}
          </span>
        ) : null}
      </h1>
      <RemovedNotice result={removal} />
      {lines.length > 0 ? (
        <MoqNotice problems={cart.moqShortfalls.map((m) => ({ code: "BELOW_MOQ", ...m }))} cartLink={false} />
      ) : null}
      {lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <section aria-labelledby="cart-lines-title">
            <h2 id="cart-lines-title" className="sr-only">
              {t("linesTitle")}
            </h2>
            <ul className="divide-y divide-stone-200 border-y border-stone-200" data-testid="cart-lines">
              {lines.map((line) => (
                <CartLine key={line.id} line={line} pageResult={actionData} />
              ))}
            </ul>
          </section>
          <CartSummary cart={cart} itemCount={itemCount} />
        </div>
      )}
    </div>
  );
}

/** "X was removed. Undo" after a removal; focused so keyboard users keep their place. */
function RemovedNotice({ result }: { result: CartActionResult | undefined }) {
  const { t } = useTranslation("cart");
  const undo = useFetcher<CartActionResult>({ key: REMOVE_FETCHER });
  const ref = useRef<HTMLDivElement>(null);
  const removed = result?.ok && result.intent === "remove" ? result.removed : null;
  useEffect(() => {
    if (removed) ref.current?.focus();
  }, [removed]);
  if (result && !result.ok && result.intent === "undo") {
    const m = cartFailureMessage(result);
    return (
      <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        {t("undoFailed")} {t(m.key, m.values)}
      </p>
    );
  }
  if (!removed) return null;
  const undoing = undo.state !== "idle";
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      data-testid="removed-notice"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-sm text-stone-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <span>{t("removed", { name: `${removed.name} (${removed.colorName}, ${removed.sizeCode})` })}</span>
      {/* a design line comes back from "My designs", not by undo */}
      {removed.variantId ? (
        <undo.Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="undo" />
          <input type="hidden" name="variantId" value={removed.variantId} />
          <input type="hidden" name="quantity" value={removed.quantity} />
          <button
            type="submit"
            disabled={undoing}
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-medium text-brand-800 underline underline-offset-2 hover:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <Undo2 aria-hidden className="size-4" />
            {t("undo")}
          </button>
        </undo.Form>
      ) : null}
    </div>
  );
}

function EmptyCart() {
  const { t } = useTranslation("cart");
  return (
    <div className="mt-10 flex flex-col items-center rounded-2xl border border-dashed border-stone-300 px-6 py-16 text-center">
      <ShoppingBag aria-hidden className="size-12 text-stone-300" />
      <h2 className="mt-4 text-lg font-semibold text-stone-900">{t("empty.title")}</h2>
      <p className="mt-2 max-w-md text-sm leading-6 text-stone-600">{t("empty.text")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/product/search" className={buttonClass()}>
          {t("empty.shopAll")}
        </Link>
        <Link to="/product/search?garmentType=t-shirt,oversized-t-shirt" className={buttonSecondary}>
          {t("empty.tshirts")}
        </Link>
        <Link to="/product/search?garmentType=hoodie,oversized-hoodie" className={buttonSecondary}>
          {t("empty.hoodies")}
        </Link>
      </div>
    </div>
  );
}

/** One line: image, texts, unit price, stepper, remove, line total and its warnings. */
function CartLine({ line, pageResult }: { line: CartLineView; pageResult: CartActionResult | undefined }) {
  const { t } = useTranslation("cart");
  const hydrated = useHydrated();
  const fetcher = useFetcher<CartActionResult>({ key: `cart-line-${line.id}` });
  const remover = useFetcher<CartActionResult>({ key: REMOVE_FETCHER });
  const inputId = useId();
  const messageId = useId();
  const pending = fetcher.formData ? Number(fetcher.formData.get("set") ?? fetcher.formData.get("quantity")) : null;
  const quantity = pending !== null && Number.isInteger(pending) && pending > 0 ? pending : line.quantity;
  const max = Math.min(Math.max(line.stock, 0), MAX_LINE_QUANTITY);
  const busy = fetcher.state !== "idle";
  const result =
    fetcher.data ?? (pageResult && !pageResult.ok && pageResult.lineId === line.id ? pageResult : undefined);
  const failure = result && !result.ok && !busy ? result : undefined;
  const design = line.kind !== "blank";
  const productHref = design ? `/customize/${line.slug}` : `/product/${line.slug}`;

  return (
    <li className="flex gap-4 py-5 sm:gap-6" data-testid="cart-line" data-variant={line.variantId}>
      <Link
        to={productHref}
        tabIndex={-1}
        aria-hidden
        className="block h-28 w-24 shrink-0 overflow-hidden rounded-lg bg-stone-100 sm:h-32 sm:w-28"
      >
        <img src={line.imageUrl} alt="" width={112} height={128} className="h-full w-full object-contain p-2" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h3 className="text-base font-medium text-stone-900">
              <Link to={productHref} className="hover:underline">
                {line.name}
              </Link>
            </h3>
            {design && line.garmentName ? (
              <p className="text-sm text-stone-700" data-testid="line-garment">
                {t("line.garment", { garment: line.garmentName })}
              </p>
            ) : null}
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-stone-600">
              <span className="inline-flex items-center gap-1.5">
                <span
                  aria-hidden
                  className="inline-block size-3 rounded-full border border-stone-300"
                  style={{ backgroundColor: line.colorHex }}
                />
                {t("line.color", { color: line.colorName })}
              </span>
              <span aria-hidden>·</span>
              <span>{t("line.size", { size: line.sizeCode })}</span>
            </p>
            <p className="mt-0.5 text-xs text-stone-500">
              {design ? (
                <span className="mr-2">
                  <LineRoleBadge role={line.role} />
                </span>
              ) : null}
              {t("line.sku", { sku: line.sku })}
            </p>
            {design ? <CustomItemsReturnNote className="mt-1" /> : null}
            <p className="mt-1 text-sm text-stone-700" data-testid="line-unit">
              {design ? (
                // a design's line: its units × the unit + its one-off set-up = the line (issue 20)
                <DesignLineUnits line={line} />
              ) : (
                <>
                  <Price cents={line.unitPriceCents} /> <span className="text-stone-500">{t("line.each")}</span>
                </>
              )}
            </p>
          </div>
          <p className="text-base font-semibold text-stone-900" data-testid="line-total">
            <span className="sr-only">{t("line.total")} </span>
            <Price cents={design ? line.lineCents : line.unitPriceCents * quantity} />
          </p>
        </div>

        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          {design ? (
            <p className="text-sm text-stone-700" data-testid="design-units">
              {t("line.designUnits", { count: line.quantity })}
            </p>
          ) : (
            <fetcher.Form
              method="post"
              id={`cart-line-form-${line.id}`}
              // a typed quantity is checked by the action with the verb's schema (updateCartLineSchema): no
              // form library and schema in the cart's JavaScript (ADR 0033); the input's min/max guide the browser without it
              noValidate={hydrated}
              preventScrollReset
              className="flex items-center"
              aria-describedby={failure || line.problem ? messageId : undefined}
              onBlur={(e) => {
                // with JavaScript a typed quantity is saved when the field is left
                const input = e.target;
                if (
                  input instanceof HTMLInputElement &&
                  input.name === "quantity" &&
                  input.value !== String(quantity)
                ) {
                  e.currentTarget.requestSubmit();
                }
              }}
            >
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="lineId" value={line.id} />
              <div className="flex h-10 items-center overflow-hidden rounded-full border border-stone-300 bg-white">
                {/* first in the form: the button Enter presses (implicit submission) keeps the typed quantity */}
                <button
                  type="submit"
                  className={
                    hydrated
                      ? "sr-only"
                      : "order-last h-full border-l border-stone-200 px-3 text-sm font-medium text-stone-800 hover:bg-stone-50"
                  }
                  tabIndex={hydrated ? -1 : undefined}
                  aria-hidden={hydrated || undefined}
                >
                  {t("quantity.update")}
                </button>
                <button
                  type="submit"
                  name="set"
                  value={quantity - 1}
                  disabled={quantity <= 1}
                  className={stepClass}
                  data-testid="quantity-decrease"
                >
                  <Minus aria-hidden className="size-4" />
                  <span className="sr-only">{t("quantity.decreaseFor", { name: line.name })}</span>
                </button>
                <label htmlFor={inputId} className="sr-only">
                  {t("quantity.labelFor", { name: line.name, size: line.sizeCode })}
                </label>
                <input
                  key={quantity}
                  id={inputId}
                  name="quantity"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={Math.max(max, line.quantity)}
                  defaultValue={quantity}
                  aria-invalid={failure?.code === "QUANTITY_INVALID" || undefined}
                  data-testid="line-quantity"
                  className="h-full w-12 border-x border-stone-200 text-center text-base tabular-nums [appearance:textfield] focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600 sm:text-sm [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
                />
                <button
                  type="submit"
                  name="set"
                  value={quantity + 1}
                  disabled={quantity >= max}
                  className={stepClass}
                  data-testid="quantity-increase"
                >
                  <Plus aria-hidden className="size-4" />
                  <span className="sr-only">{t("quantity.increaseFor", { name: line.name })}</span>
                </button>
              </div>
            </fetcher.Form>
          )}
          <remover.Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="lineId" value={line.id} />
            <button
              type="submit"
              aria-label={t("removeWhat", { name: line.name, size: line.sizeCode })}
              data-testid="remove-line"
              className={buttonClass({ variant: "ghost", size: "sm", extra: "gap-1.5 hover:text-stone-900" })}
            >
              <Trash2 aria-hidden className="size-4" />
              {t("remove")}
            </button>
          </remover.Form>
        </div>

        <div id={messageId} aria-live="polite" className="empty:hidden">
          {failure ? (
            <p className="mt-2 text-sm font-medium text-red-700" data-testid="line-error">
              {(() => {
                const m = cartFailureMessage(failure);
                return t(m.key, m.values);
              })()}
            </p>
          ) : line.problem ? (
            <LineProblem line={line} />
          ) : line.stock > 0 && line.stock <= 5 ? (
            <p className="mt-2 text-sm text-amber-800">{t("line.lowStock", { count: line.stock })}</p>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** What must change before checkout: fewer units (with a one-click fix) or removal. */
function LineProblem({ line }: { line: CartLineView }) {
  const { t } = useTranslation("cart");
  const fetcher = useFetcher<CartActionResult>({ key: `cart-line-${line.id}` });
  const problem = line.problem;
  if (!problem) return null;
  const available = problem.code === "OUT_OF_STOCK" ? problem.available : 0;
  return (
    <div
      className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid="line-problem"
    >
      <AlertTriangle aria-hidden className="size-4 shrink-0" />
      <span>
        {problem.code === "PRODUCT_UNAVAILABLE"
          ? t("problems.unavailable")
          : available > 0
            ? t("problems.outOfStock", { count: available })
            : t("problems.soldOut")}
      </span>
      {available > 0 ? (
        <fetcher.Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="lineId" value={line.id} />
          <button
            type="submit"
            name="set"
            value={available}
            className="font-medium underline underline-offset-2 hover:text-amber-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {t("problems.setTo", { count: available })}
          </button>
        </fetcher.Form>
      ) : null}
    </div>
  );
}

/** Subtotal at list prices, the VAT and currency notes, and the way to checkout. */
function CartSummary({ cart, itemCount }: { cart: CartPageData; itemCount: number }) {
  const { t, i18n } = useTranslation("cart");
  const { currency } = useRootData();
  const busy = useFetchers().some((f) => f.state !== "idle");
  return (
    <aside
      aria-labelledby="cart-summary-title"
      className="self-start rounded-2xl border border-stone-200 bg-stone-50 p-5 sm:p-6 lg:sticky lg:top-28"
      aria-busy={busy || undefined}
    >
      <h2 id="cart-summary-title" className="text-lg font-semibold text-stone-900">
        {t("summary.title")}
      </h2>
      <dl className="mt-4 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-stone-700">{t("summary.subtotal", { count: itemCount })}</dt>
          <dd
            className={`text-lg font-semibold text-stone-900 transition-opacity ${busy ? "opacity-50" : ""}`}
            data-testid="cart-subtotal"
          >
            <Price cents={cart.subtotalCents} />
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm leading-6 text-stone-600">{t("summary.vatNote")}</p>
      <p className="mt-1 text-sm leading-6 text-stone-600">{t("summary.shippingNote")}</p>
      {currency !== "eur" ? (
        <p className="mt-1 text-sm leading-6 text-stone-600">
          {t("summary.chargedInEur", {
            amount: displayPrice(cart.subtotalCents, "eur", null, { locale: i18n.language }),
          })}
        </p>
      ) : null}
      <div className="mt-5">
        {cart.blocked ? (
          <>
            <p className="mb-3 text-sm font-medium text-amber-900" id="checkout-blocked">
              {t("summary.fixFirst")}
            </p>
            <Button size="lg" className="w-full" disabled aria-describedby="checkout-blocked">
              {t("summary.checkout")}
            </Button>
          </>
        ) : (
          <Link to="/checkout" className={buttonPrimary} data-testid="go-to-checkout">
            {t("summary.checkout")}
          </Link>
        )}
      </div>
      <p className="mt-4 text-center text-sm">
        <Link to="/product/search" className="font-medium text-brand-700 underline underline-offset-2">
          {t("summary.continue")}
        </Link>
      </p>
    </aside>
  );
}

/** A design line's "units × unit + set-up" (core/orders/line-figures.ts). */
function DesignLineUnits({ line }: { line: CartLineView }) {
  const f = lineFigures(line.lineCents, line.quantity, line.oneOffCents);
  return (
    <LineUnits
      quantity={line.quantity}
      unitCents={f.unitCents}
      oneOffCents={f.oneOffCents}
      exact={f.exact}
      money={(cents) => <Price cents={cents} />}
    />
  );
}
