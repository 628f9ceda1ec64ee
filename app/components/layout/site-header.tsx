import Menu from "lucide-react/icons/menu";
import Search from "lucide-react/icons/search";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import type { RootData } from "../../lib/root-data.ts";
import { LazyDialog } from "../ui/lazy-dialog.tsx";
import { AccountMenu } from "./account-menu.tsx";
import { NAV_LINKS, SearchForm } from "./navigation.tsx";
import { CurrencySwitcher, LanguageSwitcher } from "./preferences.tsx";

const loadDrawers = () => import("./drawers.tsx");

/**
 * The cart link with the number of units in the cart (root loader's `cartCount`, reloaded after
 * every form post, so adding to the cart updates it).
 */
function CartLink() {
  const { t } = useTranslation("common");
  const root = useRouteLoaderData("root") as RootData | undefined;
  const count = root?.cartCount ?? 0;
  return (
    <Link
      to="/cart"
      data-testid="cart-link"
      className="relative inline-flex size-10 items-center justify-center rounded-full hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <ShoppingBag aria-hidden className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden
          data-testid="cart-count"
          className="absolute -right-0.5 -top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[11px] font-semibold leading-none text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
      <span className="sr-only">{count > 0 ? t("layout.cartWithCount", { count }) : t("layout.cart")}</span>
    </Link>
  );
}

function MobileMenu() {
  const { t } = useTranslation("common");
  return (
    <LazyDialog load={() => loadDrawers().then((m) => m.MenuDrawer)}>
      {(trigger) => (
        <button
          type="button"
          {...trigger}
          className="inline-flex size-10 items-center justify-center rounded-full hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 xl:hidden"
        >
          <Menu aria-hidden className="size-5" />
          <span className="sr-only">{t("layout.openMenu")}</span>
        </button>
      )}
    </LazyDialog>
  );
}

/**
 * Where the header has no room for the search field (phones, and 1280–1535 px beside the links),
 * a search button opening a search bar under the header (Esc or a search closes it, focus back on
 * the button). Without JavaScript it is a link to the search page.
 */
function SearchToggle() {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLAnchorElement>(null);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close when the page changes
  useEffect(() => setOpen(false), [location.key]);
  return (
    <>
      <Link
        ref={toggle}
        to="/product/search"
        aria-expanded={open}
        aria-controls="header-search-bar"
        data-testid="header-search-toggle"
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
          e.preventDefault();
          setOpen((v) => !v);
        }}
        className="inline-flex size-10 items-center justify-center rounded-full hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 md:hidden xl:inline-flex 2xl:hidden"
      >
        <Search aria-hidden className="size-5" />
        <span className="sr-only">{t("layout.searchLabel")}</span>
      </Link>
      {open ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: Esc anywhere in the bar closes it
        <div
          id="header-search-bar"
          className="absolute inset-x-0 top-full border-b border-stone-200 bg-white px-4 py-3 shadow-sm md:hidden xl:block 2xl:hidden"
          onKeyDown={(e) => {
            if (e.key !== "Escape") return;
            setOpen(false);
            toggle.current?.focus();
          }}
        >
          <div className="mx-auto max-w-xl">
            <SearchForm id="header-search-popup" autoFocus onSubmit={() => setOpen(false)} />
          </div>
        </div>
      ) : null}
    </>
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
 * Header heights of spec §9 by layout: 64 px on mobile; on desktop 88 px for the shop ("main"),
 * 92 px for the customer area and back office ("dashboard"), 80 px for the rest (sign-in pages).
 * The line under the header is a shadow, not a border, so the header is exactly that tall.
 * app.css keeps a matching scroll-padding-top, so a focused field is never hidden under the
 * sticky header.
 */
export const HEADER_HEIGHT_CLASS = {
  main: "h-16 lg:h-[88px]",
  dashboard: "h-16 lg:h-[92px]",
  plain: "h-16 lg:h-20",
} as const;
export type HeaderLayout = keyof typeof HEADER_HEIGHT_CLASS;

/** The header layout of a path: the customer area and back office are dashboards, `/auth/*` plain, the rest main. */
export function headerLayoutFor(pathname: string): HeaderLayout {
  if (/^\/(user|admin)(\/|$)/.test(pathname)) return "dashboard";
  if (/^\/auth(\/|$)/.test(pathname)) return "plain";
  return "main";
}

/**
 * The site header (heights: {@link HEADER_HEIGHT_CLASS}). Logo, main navigation, search,
 * language and currency switchers, account and cart entry points.
 */
export function SiteHeader({ layout = "main" }: { layout?: HeaderLayout }) {
  const { t } = useTranslation("common");
  const isCurrent = useIsCurrent();
  return (
    <header
      className="sticky top-0 z-30 bg-white/95 shadow-[0_1px_0_0_var(--color-stone-200)] backdrop-blur"
      data-layout={layout}
    >
      <div
        className={`mx-auto flex max-w-7xl items-center gap-3 px-4 lg:gap-4 lg:px-8 2xl:gap-6 ${HEADER_HEIGHT_CLASS[layout]}`}
      >
        <MobileMenu />
        <Link
          to="/"
          className="text-xl font-bold tracking-tight text-stone-900 lg:text-2xl"
          aria-label={t("layout.homeLabel")}
        >
          Fabrico
        </Link>
        {/* seven links fit beside the switchers from 1280 px in every language (es is the longest); the menu below */}
        <nav aria-label={t("layout.mainNav")} className="hidden xl:block">
          <ul className="flex items-center gap-4 text-sm font-medium whitespace-nowrap text-stone-700 2xl:gap-5">
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
        {/* the search field needs room the links leave only from 1536 px; an icon link beside the links below that */}
        <div className="ml-auto hidden max-w-xs min-w-44 flex-1 md:block xl:hidden 2xl:block">
          <SearchForm id="header-search" />
        </div>
        <div className="ml-auto flex items-center gap-1 md:ml-0 lg:gap-2 xl:ml-auto 2xl:ml-0">
          <div className="hidden items-center gap-2 lg:flex">
            <LanguageSwitcher id="header-language" />
            <CurrencySwitcher id="header-currency" />
          </div>
          <SearchToggle />
          <AccountMenu />
          <CartLink />
        </div>
      </div>
    </header>
  );
}
