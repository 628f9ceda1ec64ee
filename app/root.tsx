// first: before any module builds a Zod schema in the browser
import "./lib/zod-jitless.ts";
import { useEffect, useMemo } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  data,
  isRouteErrorResponse,
  useLocation,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { countCartItems } from "../core/cart/count-cart-items.ts";
import { getViewer } from "../core/customers/get-viewer.ts";
import { getCurrencyRates } from "../core/currency/currency-rates.ts";
import { getSiteSetting } from "../core/cms/site-settings.ts";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { ConsentManager, ConsentNoscript } from "./components/engagement/consent.tsx";
import { NavigationProgress } from "./components/layout/navigation-progress.tsx";
import { CheckoutFooter } from "./components/layout/checkout-footer.tsx";
import { CheckoutHeader, isCheckoutPath } from "./components/layout/checkout-header.tsx";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { BackOfficeHeader } from "./components/layout/back-office-header.tsx";
import { SearchForm } from "./components/layout/navigation.tsx";
import { SiteHeader, headerLayoutFor } from "./components/layout/site-header.tsx";
import { ToastHost } from "./components/toast-host.tsx";
import { wipeCacheOnVersionChange } from "./lib/app-version.ts";
import { isChunkLoadError, mayReload, reloadForNewBuild, reloadStarted } from "./lib/stale-build.ts";
import { guestCartToken } from "./lib/cart.server.ts";
import { pageContext } from "./lib/context.server.ts";
import { currencyFromCookie, storeDefaultCurrencyIfMissing } from "./lib/currency.ts";
import { namespacesForPattern } from "./i18n/route-namespaces.ts";
import { LANGUAGE_STORAGE_KEY, i18nFor, loadNamespaces, rootMessages, storeLanguage } from "./lib/i18n.ts";
import { messagesJsonFor } from "./lib/messages.server.ts";
import type { RootData } from "./lib/root-data.ts";
import { isLocale, htmlLangTag } from "../core/shared/locale.ts";

/** Retry delay when currency rates could not be loaded (spec §4: "retried after 5 seconds"). */
const RATES_RETRY_MS = 5000;

/**
 * Before a client-side navigation renders, the next route's declared namespaces (ADR 0027) are
 * loaded whole alongside its data; for a route the map does not list, the namespaces held only in
 * part (sections) are completed and the others load on first use. The map comes with the first
 * navigation (a chunk of its own, cached), not with the page.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ pattern }, next) => {
    const namespaces = import("./i18n/route-namespaces.ts").then(({ routeEntries }) =>
      loadNamespaces(routeEntries(pattern)),
    );
    await Promise.all([namespaces, next()]);
  },
];

/**
 * The one style sheet, as a React style resource (`precedence`): React writes it into `<head>` right
 * after the LCP image preloads and before the route's module preloads, where an imported CSS file's
 * plain `<link>` came after all of them (ADR 0029), so the render-blocking request starts first.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: appCss, precedence: "default" }];

export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const { ctx, nonce } = context.get(pageContext);
  const cookie = request.headers.get("cookie");
  const [rates, socialLinks, cartCount, viewer] = await Promise.all([
    getCurrencyRates(ctx).catch((error) => {
      ctx.log.error({ err: error }, "currency rates could not be read");
      return null;
    }),
    getSiteSetting(ctx, "socialLinks"),
    countCartItems(ctx, { userId: ctx.actor?.userId ?? null, guestToken: guestCartToken(request) }).catch((error) => {
      ctx.log.error({ err: error }, "cart count could not be read");
      return 0;
    }),
    getViewer(ctx).catch((error) => {
      ctx.log.error({ err: error }, "signed-in user could not be read");
      return null;
    }),
  ]);
  const origin = (process.env.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, "");
  const body: RootData = {
    locale: ctx.locale,
    messagesJson: messagesJsonFor(ctx.locale, namespacesForPattern(pattern, ctx.actor !== null)),
    currency: currencyFromCookie(cookie),
    rates: rates ? { date: rates.date, rates: rates.rates } : null,
    socialLinks,
    cartCount,
    viewer,
    origin,
    nonce,
  };
  return data(body, { headers: { Vary: "Cookie, Accept-Language" } });
}

/**
 * The root data depends on the cookies and `?lng=`, not on the path: reload it on explicit
 * revalidation (language or currency switch, rates retry), after form posts, or when `lng` changes.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return currentUrl.searchParams.get("lng") !== nextUrl.searchParams.get("lng");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const locale = root?.locale ?? "en";
  const nonce = root?.nonce;
  // the page's JavaScript runs from here on (it starts after the first paint, ADR 0031): journeys wait for it
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={htmlLangTag(locale)} className="bg-white text-stone-900 antialiased" data-theme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <meta name="color-scheme" content="light" />
        <link rel="icon" href="/favicon.ico" sizes="any" />
        <ConsentNoscript />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh flex flex-col">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Client-side start-up duties of spec §4: cache wipe on version change, language sync, rates retry. */
function useClientStartup(root: RootData) {
  const revalidator = useRevalidator();
  // biome-ignore lint/correctness/useExhaustiveDependencies: start-up work runs once per page load
  useEffect(() => {
    wipeCacheOnVersionChange();
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    const hasCookie = /(?:^|;\s*)lng=/.test(document.cookie);
    if (
      !hasCookie &&
      isLocale(stored) &&
      stored !== root.locale &&
      !new URL(window.location.href).searchParams.has("lng")
    ) {
      storeLanguage(stored);
      revalidator.revalidate();
    } else {
      storeLanguage(root.locale);
    }
    const onLeave = () => storeDefaultCurrencyIfMissing();
    window.addEventListener("pagehide", onLeave);
    return () => window.removeEventListener("pagehide", onLeave);
  }, []);
  useEffect(() => {
    if (root.rates) return;
    console.warn("currency rates unavailable; prices shown in EUR, retrying in 5 s");
    const timer = window.setTimeout(() => revalidator.revalidate(), RATES_RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [root.rates, revalidator]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  const root = loaderData as RootData;
  const i18n = useMemo(() => i18nFor(root.locale, rootMessages(root.messagesJson)), [root.locale, root.messagesJson]);
  useClientStartup(root);
  const { pathname } = useLocation();
  const backOffice = pathname.startsWith("/admin");
  return (
    <I18nextProvider i18n={i18n}>
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {i18n.t("common:layout.skipToContent")}
      </a>
      {/* Early in the document (fixed at the bottom on screen): the banner is parsed and painted with the
          first paint, not after the whole page, and keyboard users reach it before the header, as the
          GOV.UK cookie banner pattern places it (ADR 0029). */}
      <ConsentManager />
      {backOffice ? (
        <BackOfficeHeader />
      ) : isCheckoutPath(pathname) ? (
        <CheckoutHeader />
      ) : (
        <SiteHeader layout={headerLayoutFor(pathname)} />
      )}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {!backOffice && isCheckoutPath(pathname) ? <CheckoutFooter /> : <SiteFooter backOffice={backOffice} />}
      <ToastHost />
    </I18nextProvider>
  );
}

/** 404 and 500 pages (issue 2): real pages in the visitor's language; anything unexpected says 'Something went wrong' (§8). */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData("root") as RootData | undefined;
  const i18n = useMemo(
    () => i18nFor(root?.locale ?? "en", rootMessages(root?.messagesJson)),
    [root?.locale, root?.messagesJson],
  );
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { pathname } = useLocation();
  // a script of this page's build is gone (a deploy): the document loads again instead (app/lib/stale-build.ts)
  const staleBuild =
    typeof window !== "undefined" && isChunkLoadError(error) && (reloadStarted() || mayReload(window.location.href));
  useEffect(() => {
    if (staleBuild) reloadForNewBuild();
  }, [staleBuild]);
  if (!notFound && !staleBuild) console.error(error);
  return (
    <I18nextProvider i18n={i18n}>
      {root ? <SiteHeader layout={headerLayoutFor(pathname)} /> : null}
      <main id="main" className="flex-1">
        {staleBuild ? (
          <p role="status" className="mx-auto max-w-2xl px-4 py-24 text-center text-stone-600">
            {i18n.t("common:errors.loadingNewVersion")}
          </p>
        ) : (
          <ErrorPage status={notFound ? 404 : isRouteErrorResponse(error) ? error.status : 500} />
        )}
      </main>
      {root ? <SiteFooter /> : null}
    </I18nextProvider>
  );
}

function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation("common");
  const notFound = status === 404;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{`${notFound ? t("errors.notFoundTitle") : t("errors.somethingWentWrong")} · Fabrico`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-widest text-stone-500">{status}</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">
        {notFound ? t("errors.notFoundTitle") : t("errors.somethingWentWrong")}
      </h1>
      <p className="mt-4 text-stone-600">{notFound ? t("errors.notFoundBody") : t("errors.serverErrorBody")}</p>
      {notFound ? (
        <div className="mx-auto mt-8 max-w-md" data-testid="not-found-search">
          <SearchForm id="not-found-search" />
        </div>
      ) : null}
      <div className="mt-8 flex justify-center gap-3">
        <Link
          to="/"
          className="rounded-full bg-stone-900 px-5 py-2.5 text-sm font-medium text-white hover:bg-stone-700"
        >
          {t("errors.backHome")}
        </Link>
        <Link
          to="/product/search"
          className="rounded-full border border-stone-300 px-5 py-2.5 text-sm font-medium hover:bg-stone-50"
        >
          {t("errors.browseShop")}
        </Link>
      </div>
    </section>
  );
}
