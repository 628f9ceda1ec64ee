import * as Dialog from "@radix-ui/react-dialog";
import { Menu, Search, ShoppingBag, User, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation, useSearchParams } from "react-router";
import { CurrencySwitcher, LanguageSwitcher } from "./preferences.tsx";

/** Main navigation: the shop and its garment groups (search filters), plus the about page. */
export const NAV_LINKS = [
  { to: "/product/search", key: "nav.shopAll" },
  { to: "/product/search?garmentType=t-shirt,oversized-t-shirt", key: "nav.tshirts" },
  { to: "/product/search?garmentType=hoodie,oversized-hoodie", key: "nav.hoodies" },
  { to: "/product/search?garmentType=sweatshirt,oversized-sweatshirt", key: "nav.sweatshirts" },
  { to: "/product/search?garmentType=shorts,pants", key: "nav.bottoms" },
  { to: "/about", key: "nav.about" },
] as const;

function SearchForm({ id }: { id: string }) {
  const { t } = useTranslation("common");
  const [params] = useSearchParams();
  return (
    <Form method="get" action="/product/search" role="search" className="relative w-full">
      <label htmlFor={id} className="sr-only">
        {t("layout.searchLabel")}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={params.get("q") ?? ""}
        placeholder={t("layout.searchPlaceholder")}
        className="h-10 w-full rounded-full border border-stone-300 bg-stone-50 pl-10 pr-4 text-sm placeholder:text-stone-500 focus:border-stone-500 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      />
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-stone-500"
      />
    </Form>
  );
}

/** Cart entry point: a drawer that shows the cart (empty until the cart lands with the buying issue). */
function CartButton() {
  const { t } = useTranslation("common");
  return (
    <Dialog.Root>
      <Dialog.Trigger className="relative inline-flex size-10 items-center justify-center rounded-full hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
        <ShoppingBag aria-hidden className="size-5" />
        <span className="sr-only">{t("layout.cart")}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{t("layout.cart")}</Dialog.Title>
            <Dialog.Close className="inline-flex size-9 items-center justify-center rounded-full hover:bg-stone-100">
              <X aria-hidden className="size-5" />
              <span className="sr-only">{t("layout.close")}</span>
            </Dialog.Close>
          </div>
          <div className="flex flex-1 flex-col items-center justify-center text-center">
            <ShoppingBag aria-hidden className="size-10 text-stone-300" />
            <Dialog.Description className="mt-4 text-stone-600">{t("layout.cartEmpty")}</Dialog.Description>
            <Dialog.Close asChild>
              <Link
                to="/product/search"
                className="mt-6 rounded-full bg-stone-900 px-5 py-2.5 text-sm font-medium text-white hover:bg-stone-700"
              >
                {t("layout.startShopping")}
              </Link>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MobileMenu() {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex size-10 items-center justify-center rounded-full hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 lg:hidden">
        <Menu aria-hidden className="size-5" />
        <span className="sr-only">{t("layout.openMenu")}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-full max-w-xs flex-col gap-6 overflow-y-auto bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{t("layout.menu")}</Dialog.Title>
            <Dialog.Close className="inline-flex size-9 items-center justify-center rounded-full hover:bg-stone-100">
              <X aria-hidden className="size-5" />
              <span className="sr-only">{t("layout.close")}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("layout.menuDescription")}</Dialog.Description>
          <SearchForm id="mobile-search" />
          <nav aria-label={t("layout.mainNav")}>
            <ul className="flex flex-col">
              {NAV_LINKS.map((l) => (
                <li key={l.to}>
                  <Link
                    to={l.to}
                    onClick={() => setOpen(false)}
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** True when `to` (path and query) is the page being shown, so the link gets `aria-current="page"`. */
function useIsCurrent(): (to: string) => boolean {
  const location = useLocation();
  return (to) => {
    const url = new URL(to, "http://x");
    if (url.pathname !== location.pathname) return false;
    const here = new URLSearchParams(location.search);
    here.delete("lng");
    return url.searchParams.toString() === here.toString();
  };
}

/**
 * The site header: 64 px tall on mobile, 80 px on desktop (spec §9). Logo, main navigation,
 * search, language and currency switchers, account and cart entry points.
 */
export function SiteHeader() {
  const { t } = useTranslation("common");
  const isCurrent = useIsCurrent();
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 lg:h-20 lg:gap-6 lg:px-8">
        <MobileMenu />
        <Link
          to="/"
          className="text-xl font-bold tracking-tight text-stone-900 lg:text-2xl"
          aria-label={t("layout.homeLabel")}
        >
          Fabrico
        </Link>
        <nav aria-label={t("layout.mainNav")} className="hidden lg:block">
          <ul className="flex items-center gap-4 text-sm font-medium whitespace-nowrap text-stone-700 xl:gap-5">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  aria-current={isCurrent(l.to) ? "page" : undefined}
                  className="hover:text-stone-950 aria-[current=page]:text-stone-950 aria-[current=page]:underline aria-[current=page]:underline-offset-8"
                >
                  {t(l.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden max-w-xs min-w-44 flex-1 md:block lg:hidden xl:block">
          <SearchForm id="header-search" />
        </div>
        <div className="ml-auto flex items-center gap-1 md:ml-0 lg:ml-auto lg:gap-2 xl:ml-0">
          <div className="hidden items-center gap-2 lg:flex">
            <LanguageSwitcher id="header-language" />
            <CurrencySwitcher id="header-currency" />
          </div>
          <Link
            to="/product/search"
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-stone-100 md:hidden lg:inline-flex xl:hidden"
          >
            <Search aria-hidden className="size-5" />
            <span className="sr-only">{t("layout.searchLabel")}</span>
          </Link>
          <Link
            to="/auth/auth"
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <User aria-hidden className="size-5" />
            <span className="sr-only">{t("layout.account")}</span>
          </Link>
          <CartButton />
        </div>
      </div>
    </header>
  );
}
