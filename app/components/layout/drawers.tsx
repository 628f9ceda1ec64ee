import * as Dialog from "@radix-ui/react-dialog";
import X from "lucide-react/icons/x";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type CartDrawerData, freeShippingProgress } from "../cart/cart-result.ts";
import { Price, PriceBlock, useFormatPrice } from "../price.tsx";
import type { LazyDialogProps } from "../ui/lazy-dialog.tsx";
import { CurrencySwitcher, LanguageSwitcher } from "./preferences.tsx";
import { NAV_LINKS, SearchForm } from "./navigation.tsx";
import { buttonClass } from "../ui/button.tsx";

/**
 * A side drawer (Radix Dialog): overlay, a panel on the `side` of the screen, a title with a close
 * button, then `children`. Focus returns to the trigger on close.
 */
function Drawer({
  open,
  onOpenChange,
  returnFocusTo,
  side,
  title,
  children,
}: LazyDialogProps & { side: "left" | "right"; title: string; children: React.ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={`fixed inset-y-0 z-50 flex w-full flex-col overflow-y-auto bg-white p-6 shadow-xl focus:outline-none ${
            side === "left" ? "left-0 max-w-xs gap-6" : "right-0 max-w-sm"
          }`}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close className="inline-flex size-9 items-center justify-center rounded-full hover:bg-stone-100">
              <X aria-hidden className="size-5" />
              <span className="sr-only">{t("layout.close")}</span>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The mobile menu drawer: search, navigation, language and currency. Loaded on first use. */
export function MenuDrawer(props: LazyDialogProps) {
  const { t } = useTranslation("common");
  return (
    <Drawer {...props} side="left" title={t("layout.menu")}>
      <Dialog.Description className="sr-only">{t("layout.menuDescription")}</Dialog.Description>
      <SearchForm id="mobile-search" onSubmit={() => props.onOpenChange(false)} />
      <nav aria-label={t("layout.mainNav")}>
        <ul className="flex flex-col">
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              <Link
                to={l.to}
                onClick={() => props.onOpenChange(false)}
                className="block border-b border-stone-100 py-3 text-base font-medium"
              >
                {t(l.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex gap-3">
        <LanguageSwitcher id="mobile-language" />
        <CurrencySwitcher id="mobile-currency" />
      </div>
    </Drawer>
  );
}

/**
 * The cart drawer opened by "Add to cart" (issue 15): the line added, the subtotal, a free-shipping
 * progress line when the destination has a threshold, "View bag" and "Checkout". Focus moves into
 * it (Radix Dialog) and back to the add button (`returnFocusTo`) when it closes.
 */
export function CartDrawer({ cart, ...props }: LazyDialogProps & { cart: CartDrawerData }) {
  const { t } = useTranslation("cart");
  const money = useFormatPrice();
  const progress = freeShippingProgress(cart.subtotalCents, cart.freeShippingFromCents);
  const close = () => props.onOpenChange(false);
  return (
    <Drawer {...props} side="right" title={t("drawer.title")}>
      <Dialog.Description className="sr-only">{t("drawer.description")}</Dialog.Description>
      <div className="mt-5 flex flex-1 flex-col gap-5" data-testid="cart-drawer">
        {cart.line ? (
          <div className="flex gap-3 border-b border-stone-200 pb-5 text-sm">
            <div className="h-20 w-16 shrink-0 rounded-md bg-stone-50">
              <img
                src={cart.line.imageUrl}
                alt=""
                width={64}
                height={80}
                className="h-full w-full object-contain p-1"
              />
            </div>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-stone-900" data-testid="drawer-line-name">
                {cart.line.name}
              </p>
              <p className="text-stone-600">
                {cart.line.colorName} · {cart.line.sizeCode}
              </p>
              <p className="mt-1 text-stone-700" data-testid="drawer-line-price">
                {cart.line.quantity} × <Price cents={cart.line.unitPriceCents} /> ={" "}
                <Price cents={cart.line.unitPriceCents * cart.line.quantity} />
              </p>
            </div>
          </div>
        ) : null}
        <PriceBlock amounts={[cart.subtotalCents]}>
          <p className="flex items-baseline justify-between text-base font-semibold text-stone-900">
            <span>{t("drawer.subtotal", { count: cart.itemCount })}</span>
            <Price cents={cart.subtotalCents} className="tabular-nums" />
          </p>
        </PriceBlock>
        {progress ? (
          <div data-testid="free-shipping-progress">
            <p className="text-sm text-stone-700">
              {progress.missingCents > 0
                ? t("drawer.freeShippingAway", { amount: money(progress.missingCents) })
                : t("drawer.freeShippingReached")}
            </p>
            <div
              className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
              role="progressbar"
              aria-label={t("drawer.freeShippingLabel")}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress.share * 100)}
            >
              <div className="h-full rounded-full bg-brand-700" style={{ width: `${progress.share * 100}%` }} />
            </div>
          </div>
        ) : null}
        <div className="mt-auto grid gap-3 pt-2">
          <Link to="/checkout" onClick={close} className={buttonClass({ size: "lg" })} data-testid="drawer-checkout">
            {t("drawer.checkout")}
          </Link>
          <Link
            to="/cart"
            onClick={close}
            className={buttonClass({ variant: "secondary", size: "lg" })}
            data-testid="drawer-view-bag"
          >
            {t("drawer.viewBag")}
          </Link>
        </div>
      </div>
    </Drawer>
  );
}
