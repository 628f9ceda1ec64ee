import Lock from "lucide-react/icons/lock";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSwitcher } from "./preferences.tsx";
import { HEADER_HEIGHT_CLASS } from "./site-header.tsx";

/** Paths that get the checkout's minimal header: the checkout and the payment page. */
export function isCheckoutPath(pathname: string): boolean {
  return /^\/(checkout|payment)(\/|$)/.test(pathname);
}

/**
 * The checkout's minimal header (issue 15, as Baymard's checkout studies advise): the logo (back to
 * the shop), a "Secure checkout" note, and the language — no shop navigation, search, currency or
 * cart entry that would lead away from paying.
 */
export function CheckoutHeader() {
  const { t } = useTranslation("common");
  return (
    <header className="border-b border-stone-200 bg-white" data-layout="checkout" data-testid="checkout-header">
      <div className={`mx-auto flex max-w-6xl items-center gap-3 px-4 lg:px-8 ${HEADER_HEIGHT_CLASS.plain}`}>
        <Link
          to="/"
          className="text-xl font-bold tracking-tight text-stone-900 lg:text-2xl"
          aria-label={t("layout.homeLabel")}
        >
          Fabrico
        </Link>
        <p className="ml-auto inline-flex items-center gap-1.5 text-sm font-medium text-stone-700">
          <Lock aria-hidden className="size-4 text-brand-700" />
          {t("layout.secureCheckout")}
        </p>
        <div className="hidden sm:block">
          <LanguageSwitcher id="checkout-language" />
        </div>
      </div>
    </header>
  );
}
