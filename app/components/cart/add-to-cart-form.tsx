import { CheckCircle2, Minus, Plus } from "lucide-react";
import { Suspense, lazy, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { notify } from "../../lib/toast.ts";
import { MAX_LINE_QUANTITY } from "../../../core/cart/limits.ts";
import { type AddSuccess, type CartFailure, cartFailureMessage } from "./cart-result.ts";
import { useHydrated } from "./use-hydrated.ts";
import { buttonClass } from "../ui/button.tsx";

/** The cart drawer (Radix Dialog) is loaded on the first add, not with the product page. */
const CartDrawer = lazy(() => import("../layout/drawers.tsx").then((m) => ({ default: m.CartDrawer })));

/** What the product action answers a fetcher (the guest token travels as a cookie, never in the data). */
export type AddResult = AddSuccess | CartFailure;

const stepClass =
  "inline-flex size-11 shrink-0 items-center justify-center text-stone-700 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent";

/**
 * The product page's "Add to cart" form. With JavaScript it posts through a fetcher (the page
 * stays, the cart drawer opens with the line, subtotal and free-shipping progress — focus goes into
 * it and back to this button on close — and the header count follows); without, it is a plain form post that
 * redirects back with `?added=N`. Stock refusals show under the button ("Only 2 left"). With
 * JavaScript a missing size is refused in the browser with `addToCartSchema`'s text (`cart:errors.SIZE_REQUIRED`)
 * and the quantity stepper keeps the quantity within 1 and the stock; anything else the action refuses shows here.
 * No Conform or Zod in the product page's JavaScript (issue 17): the action parses with the schema.
 * @param variant the chosen colour × size, or undefined while no size is chosen
 * @param pageResult the action's answer to a post without JavaScript, or the `?added=` redirect
 */
export function AddToCartForm({
  variant,
  productName,
  colorSoldOut,
  pageResult,
}: {
  variant: { id: string; stock: number; sizeCode: string } | undefined;
  productName: string;
  colorSoldOut: boolean;
  pageResult: AddResult | undefined;
}) {
  const { t } = useTranslation("cart");
  const fetcher = useFetcher<AddResult>({ key: "add-to-cart" });
  const hydrated = useHydrated();
  const quantityId = useId();
  const statusId = useId();
  const max = variant ? Math.max(1, Math.min(variant.stock, MAX_LINE_QUANTITY)) : MAX_LINE_QUANTITY;
  const [quantity, setQuantity] = useState(1);
  useEffect(() => setQuantity((q) => Math.min(Math.max(q, 1), max)), [max]);

  // the browser's own check of this form: a missing size, only while none is chosen
  const [sizeMissing, setSizeMissing] = useState(false);
  const checked = !variant && sizeMissing ? t("errors.SIZE_REQUIRED") : undefined;

  const busy = fetcher.state !== "idle";
  const result = fetcher.data ?? pageResult;
  // a message about another size than the one now chosen is stale
  const shown = result && (!result.variantId || !variant || result.variantId === variant.id) ? result : undefined;

  const addButton = useRef<HTMLButtonElement>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = fetcher.data?.ok ? fetcher.data.drawer : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one drawer (or toast) per answer
  useEffect(() => {
    const data = fetcher.data;
    if (data?.ok && data.drawer) setDrawerOpen(true);
    else if (data?.ok) {
      void notify(
        t("add.addedToast", { name: productName, size: variant?.sizeCode ?? "", count: data.added }),
        "success",
      );
    }
  }, [fetcher.data]);

  // no size yet: the button stays usable and the answer says to choose one (SIZE_REQUIRED)
  const disabled = busy || colorSoldOut;
  return (
    <fetcher.Form
      method="post"
      id="add-to-cart"
      onSubmit={(event) => {
        if (variant) return;
        event.preventDefault();
        setSizeMissing(true);
      }}
      noValidate
      className="rounded-xl bg-stone-50 p-4"
      data-testid="add-to-cart-form"
    >
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="variantId" value={variant?.id ?? ""} />
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={quantityId} className="mb-1.5 block text-sm font-medium text-stone-800">
            {t("add.quantity")}
          </label>
          <div className="flex h-12 items-center overflow-hidden rounded-full border border-stone-300 bg-white">
            <button
              type="button"
              className={stepClass}
              disabled={!hydrated || quantity <= 1}
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
            >
              <Minus aria-hidden className="size-4" />
              <span className="sr-only">{t("quantity.decrease")}</span>
            </button>
            <input
              id={quantityId}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              value={quantity}
              onChange={(e) => {
                const n = Number(e.target.value);
                setQuantity(Number.isFinite(n) ? Math.min(Math.max(Math.trunc(n), 0), MAX_LINE_QUANTITY) : 1);
              }}
              onBlur={() => setQuantity((q) => Math.min(Math.max(q, 1), max))}
              aria-invalid={quantity < 1 ? true : undefined}
              data-testid="add-quantity"
              className="h-full w-12 border-x border-stone-200 text-center text-base tabular-nums [appearance:textfield] focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
            />
            <button
              type="button"
              className={stepClass}
              disabled={!hydrated || quantity >= max}
              onClick={() => setQuantity((q) => Math.min(max, q + 1))}
            >
              <Plus aria-hidden className="size-4" />
              <span className="sr-only">{t("quantity.increase")}</span>
            </button>
          </div>
        </div>
        <button
          ref={addButton}
          type="submit"
          disabled={disabled}
          aria-describedby={statusId}
          aria-busy={busy || undefined}
          data-testid="add-to-cart"
          className={buttonClass({ size: "lg", extra: "min-w-44 flex-1" })}
        >
          {busy ? t("add.adding") : t("add.button")}
        </button>
      </div>
      <div id={statusId} aria-live="polite" className="text-sm empty:hidden">
        {checked || (shown && !shown.ok) ? (
          <p className="mt-3 font-medium text-red-700" data-testid="add-error">
            {checked ??
              (shown && !shown.ok
                ? (replyError(shown.reply) ??
                  (() => {
                    const m = cartFailureMessage(shown);
                    return t(m.key, m.values);
                  })())
                : null)}
          </p>
        ) : shown?.ok ? (
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-stone-800" data-testid="add-success">
            <span className="inline-flex items-center gap-1.5 font-medium text-brand-800">
              <CheckCircle2 aria-hidden className="size-4" />
              {t("add.added", { count: shown.added })}
            </span>
            <Link to="/cart" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
              {t("add.viewCart")}
            </Link>
          </p>
        ) : null}
      </div>
      {drawer ? (
        <Suspense fallback={null}>
          <CartDrawer cart={drawer} open={drawerOpen} onOpenChange={setDrawerOpen} returnFocusTo={addButton} />
        </Suspense>
      ) : null}
    </fetcher.Form>
  );
}

/** The first message of the action's refusal (form-wide first, then the fields'; app/lib/form-errors.ts `firstError`). */
function replyError(reply: { error?: Record<string, string[] | null> | null } | null | undefined): string | undefined {
  const errors = reply?.error;
  if (!errors) return undefined;
  return [errors[""], ...Object.values(errors)].find((messages) => messages && messages.length > 0)?.[0];
}
