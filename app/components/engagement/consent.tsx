import { buttonClass } from "../ui/button.tsx";
import Cookie from "lucide-react/icons/cookie";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  CONSENT_VERSION,
  type ConsentChoice,
  allowsThirdPartyTags,
  consentFromCookieHeader,
  serializeConsent,
} from "../../../core/cms/consent.ts";
import type { RootData } from "../../lib/root-data.ts";

/** The analytics configuration of spec §3/§7 (empty strings: off). */
interface AnalyticsConfig {
  googleMeasurementId: string;
  metaPixelId: string;
}

/** Window event that opens the settings (the footer's "Cookie settings" link sends it). */
export const OPEN_CONSENT_SETTINGS = "fabrico:consent-settings";

type Gtag = (...args: unknown[]) => void;
type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...a: unknown[]) => void;
  queue: unknown[];
  loaded?: boolean;
  version?: string;
  push?: unknown;
};
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

/** The script URLs of the tags (integrations.md §7). */
export const GTAG_SRC = "https://www.googletagmanager.com/gtag/js";
export const FBEVENTS_SRC = "https://connect.facebook.net/en_US/fbevents.js";

function addScript(src: string, id: string) {
  if (document.getElementById(id)) return;
  const s = document.createElement("script");
  s.id = id;
  s.async = true;
  s.src = src;
  document.head.appendChild(s);
}

const granted = (yes: boolean) => (yes ? "granted" : "denied");

/**
 * GA4 with Consent Mode v2 (integrations.md §7): the default is everything denied, set before
 * `config`; then the visitor's choice as an update. Only called after consent ("basic" mode:
 * nothing is loaded, so nothing is sent to Google, before the choice).
 */
function loadGoogle(id: string, choice: ConsentChoice) {
  window.dataLayer = window.dataLayer || [];
  const gtag: Gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, as Google's snippet pushes it
    // biome-ignore lint/complexity/noArguments: the documented gtag snippet
    window.dataLayer?.push(arguments);
  };
  window.gtag = gtag;
  gtag("consent", "default", {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
    wait_for_update: 500,
  });
  gtag("consent", "update", {
    analytics_storage: granted(choice.analytics),
    ad_storage: granted(choice.marketing),
    ad_user_data: granted(choice.marketing),
    ad_personalization: granted(choice.marketing),
  });
  gtag("js", new Date());
  gtag("config", id);
  addScript(`${GTAG_SRC}?id=${encodeURIComponent(id)}`, "fabrico-gtag");
}

/** The Meta Pixel (integrations.md §7): `consent revoke` before `init`, `grant` after the affirmative choice. */
function loadMeta(id: string) {
  if (!window.fbq) {
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    }) as Fbq;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = "2.0";
    fbq.queue = [];
    window.fbq = fbq;
    window._fbq = fbq;
  }
  window.fbq("consent", "revoke");
  window.fbq("consent", "grant");
  window.fbq("init", id);
  window.fbq("track", "PageView");
  addScript(FBEVENTS_SRC, "fabrico-fbevents");
}

function readChoice(): ConsentChoice | null {
  return consentFromCookieHeader(document.cookie);
}

function storeChoice(choice: ConsentChoice) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(choice)}; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${secure}`;
}

const button = buttonClass({ extra: "flex-1 sm:flex-none" });

/** Attribute of the banner as the server renders it, before the browser has read the visitor's choice. */
const PENDING = "data-consent-pending";

/**
 * The banner's script before hydration, inline right before the banner (first-view performance, ADR
 * 0029). The server cannot know the choice (the page cache keeps one page for every anonymous visitor,
 * ADR 0026), so it always renders the banner, marked `data-consent-pending`; this script, which the
 * parser runs before it reaches the banner and so before the banner can be painted:
 * - hides it when the `fabrico.consent` cookie holds a choice of this version (a returning visitor never
 *   sees it flash); React then leaves it out once it has read the cookie;
 * - makes "Accept all" and "Reject all" work before the JavaScript has loaded: it stores the choice
 *   exactly as `storeChoice` does and hides the banner; after hydration React reads that cookie.
 * Hiding adds a constructed style sheet (a `<style>` in older browsers), so the DOM React hydrates is
 * unchanged. The rule matches only the pending banner: once React renders it (an invalid cookie, or
 * the settings panel), it is shown whatever the rule says.
 */
export const CONSENT_PREPAINT_SCRIPT = `(function(){var d=document,P="[${PENDING}]",hide=function(){var c=P+"{display:none!important}";try{var s=new CSSStyleSheet();s.replaceSync(c);d.adoptedStyleSheets=d.adoptedStyleSheets.concat(s)}catch(e){var t=d.createElement("style");t.textContent=c;d.head.appendChild(t)}};if(/(?:^|;\\s*)${CONSENT_COOKIE.replace(".", "\\.")}=v${CONSENT_VERSION}\\.a[01]\\.m[01]\\./.test(d.cookie))hide();d.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest(P+" [data-consent-all]");if(!b)return;var y=b.getAttribute("data-consent-all")==="true"?1:0;d.cookie="${CONSENT_COOKIE}="+encodeURIComponent("v${CONSENT_VERSION}.a"+y+".m"+y+"."+new Date().toISOString())+"; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax"+(location.protocol==="https:"?"; Secure":"");hide()})})()`;

/**
 * For the document's `<head>`: in a browser without JavaScript, a style that hides the pending banner
 * (its buttons need scripts; without them no optional tag can load, so there is nothing to ask).
 */
export function ConsentNoscript() {
  return (
    <noscript>
      <style>{`[${PENDING}]{display:none}`}</style>
    </noscript>
  );
}

/**
 * `CONSENT_PREPAINT_SCRIPT` as an inline script right before the banner (which root.tsx renders at the
 * top of the body). Like any inline script after a style sheet it waits for that sheet, which the first
 * paint waits for anyway, so the banner is never painted before the script has hidden it. The browser
 * only needs it from the server's HTML: the client render leaves it empty (React does not patch a
 * script's content when hydrating, and does not run it), so the browser bundle does not carry its text.
 */
function PrepaintScript() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return (
    <script
      nonce={root?.nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, no visitor input
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? CONSENT_PREPAINT_SCRIPT : "" }}
    />
  );
}

/**
 * The cookie banner and the consented tag loader (issue 8):
 * - on every app load the analytics configuration is read (`GET /api/cms/analytics`, spec §7); if it
 *   cannot be loaded the failure is logged and analytics stay off (spec §8);
 * - nothing third-party loads before the visitor chooses; "Accept all", "Reject all" and "Choose"
 *   are the same size and style; the choice is kept 6 months in a cookie and can be changed from the
 *   footer's "Cookie settings";
 * - with consent, GA4 (Consent Mode v2) and/or the Meta Pixel load, never on checkout, payment,
 *   sign-in or back-office pages; withdrawing consent after tags loaded reloads the page so no tag
 *   code stays in memory, as does moving client-side onto a page where tags may not run.
 */
export function ConsentManager() {
  const { t } = useTranslation("consent");
  const { pathname } = useLocation();
  const [choice, setChoice] = useState<ConsentChoice | null>(null);
  const [ready, setReady] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [config, setConfig] = useState<AnalyticsConfig | null>(null);
  const loaded = useRef({ google: false, meta: false });
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const current = readChoice();
    setChoice(current);
    setReady(true);
    let cancelled = false;
    fetch("/api/cms/analytics", { headers: { accept: "application/json" } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const body = (await res.json()) as { data?: Partial<AnalyticsConfig> };
        if (!cancelled)
          setConfig({
            googleMeasurementId: body.data?.googleMeasurementId ?? "",
            metaPixelId: body.data?.metaPixelId ?? "",
          });
      })
      .catch((error) => {
        // spec §8: the failure is logged and analytics stay off
        console.error("analytics configuration could not be loaded; analytics stay off", error);
      });
    const onOpen = () => setSettingsOpen(true);
    window.addEventListener(OPEN_CONSENT_SETTINGS, onOpen);
    return () => {
      cancelled = true;
      window.removeEventListener(OPEN_CONSENT_SETTINGS, onOpen);
    };
  }, []);

  // load what the choice allows, where tags may run
  useEffect(() => {
    const tagsHere = allowsThirdPartyTags(pathname);
    if (!tagsHere && (loaded.current.google || loaded.current.meta)) {
      window.location.reload();
      return;
    }
    if (!config || !choice || !tagsHere) return;
    if (choice.analytics && config.googleMeasurementId && !loaded.current.google) {
      loadGoogle(config.googleMeasurementId, choice);
      loaded.current.google = true;
    }
    if (choice.marketing && config.metaPixelId && !loaded.current.meta) {
      loadMeta(config.metaPixelId);
      loaded.current.meta = true;
    }
  }, [config, choice, pathname]);

  // a page view per client-side navigation for the pixel (GA4 measures history changes itself)
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (loaded.current.meta && window.fbq) window.fbq("track", "PageView");
  }, [pathname]);

  useEffect(() => {
    if (settingsOpen) panelRef.current?.querySelector<HTMLElement>("input, button")?.focus();
  }, [settingsOpen]);

  const decide = useCallback((analytics: boolean, marketing: boolean) => {
    const next = { analytics, marketing, at: new Date().toISOString() };
    const withdrawing = (loaded.current.google && !analytics) || (loaded.current.meta && !marketing);
    storeChoice(next);
    setChoice(next);
    setSettingsOpen(false);
    if (withdrawing) {
      window.gtag?.("consent", "update", {
        analytics_storage: granted(analytics),
        ad_storage: granted(marketing),
        ad_user_data: granted(marketing),
        ad_personalization: granted(marketing),
      });
      if (!marketing) window.fbq?.("consent", "revoke");
      window.location.reload();
    }
  }, []);

  // The banner asks on pages where optional tags could run; elsewhere (checkout, payment, sign-in,
  // back office) nothing optional ever loads, so it waits, but the footer link still opens the settings.
  // Before the cookie is read (the server's render and hydration) the banner is rendered pending: it
  // paints with the page instead of after hydration, and CONSENT_PREPAINT_SCRIPT hides it for a visitor
  // who has already chosen.
  const open: "banner" | "settings" | null = settingsOpen
    ? "settings"
    : (!ready || !choice) && allowsThirdPartyTags(pathname)
      ? "banner"
      : null;
  useReserveSpaceBelow(panelRef, ready ? open : null);
  if (!open) return null;

  return (
    <>
      {ready ? null : <PrepaintScript />}
      <section
        ref={panelRef}
        aria-labelledby={titleId}
        {...(ready ? {} : { [PENDING]: "" })}
        data-testid={open === "banner" ? "consent-banner" : "consent-settings"}
        className="fixed inset-x-0 bottom-0 z-50 border-t border-stone-200 bg-white shadow-[0_-8px_30px_rgba(0,0,0,0.08)] sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-lg sm:rounded-2xl sm:border"
      >
        <div className="max-h-[80dvh] overflow-y-auto p-5">
          <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold text-stone-900">
            <Cookie aria-hidden className="size-5 text-stone-500" />
            {open === "banner" ? t("banner.title") : t("settings.title")}
          </h2>
          {open === "banner" ? (
            <>
              <p className="mt-2 text-sm leading-6 text-stone-700">{t("banner.body")}</p>
              <p className="mt-2 text-sm">
                <Link to="/privacy#cookies" className="font-medium underline underline-offset-2">
                  {t("banner.policy")}
                </Link>
              </p>
              <div className="mt-4 flex flex-wrap gap-2">
                <button type="button" className={button} data-consent-all="true" onClick={() => decide(true, true)}>
                  {t("banner.accept")}
                </button>
                <button type="button" className={button} data-consent-all="false" onClick={() => decide(false, false)}>
                  {t("banner.reject")}
                </button>
                <button type="button" className={button} onClick={() => setSettingsOpen(true)}>
                  {t("banner.choose")}
                </button>
              </div>
            </>
          ) : (
            <ConsentSettings choice={choice} onSave={decide} onClose={() => setSettingsOpen(false)} />
          )}
        </div>
        {/* app.css keeps the server-rendered banner invisible until the parser has reached this marker */}
        {ready ? null : <span data-consent-end="" hidden />}
      </section>
    </>
  );
}

function ConsentSettings({
  choice,
  onSave,
  onClose,
}: {
  choice: ConsentChoice | null;
  onSave: (analytics: boolean, marketing: boolean) => void;
  onClose?: () => void;
}) {
  const { t } = useTranslation("consent");
  const [analytics, setAnalytics] = useState(choice?.analytics ?? false);
  const [marketing, setMarketing] = useState(choice?.marketing ?? false);
  const row = (id: string, title: string, body: string, control: React.ReactNode) => (
    <li className="flex items-start justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-stone-900">
          {title}
        </label>
        <p className="mt-0.5 text-xs leading-5 text-stone-600">{body}</p>
      </div>
      {control}
    </li>
  );
  const toggle = (id: string, checked: boolean, set: (v: boolean) => void) => (
    <input
      id={id}
      type="checkbox"
      checked={checked}
      onChange={(e) => set(e.target.checked)}
      className="mt-1 size-5 shrink-0 accent-stone-900"
    />
  );
  return (
    <>
      <p className="mt-2 text-sm leading-6 text-stone-700">{t("settings.lead")}</p>
      <ul className="mt-2 divide-y divide-stone-200">
        {row(
          "consent-necessary",
          t("settings.necessary"),
          t("settings.necessaryBody"),
          <span className="shrink-0 text-xs font-medium text-stone-500">{t("settings.alwaysOn")}</span>,
        )}
        {row(
          "consent-analytics",
          t("settings.analytics"),
          t("settings.analyticsBody"),
          toggle("consent-analytics", analytics, setAnalytics),
        )}
        {row(
          "consent-marketing",
          t("settings.marketing"),
          t("settings.marketingBody"),
          toggle("consent-marketing", marketing, setMarketing),
        )}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={button} onClick={() => onSave(analytics, marketing)}>
          {t("settings.save")}
        </button>
        <button type="button" className={button} onClick={() => onSave(true, true)}>
          {t("settings.acceptAll")}
        </button>
        <button type="button" className={button} onClick={() => onSave(false, false)}>
          {t("settings.rejectAll")}
        </button>
        {onClose ? (
          <button
            type="button"
            className="inline-flex h-11 items-center px-3 text-sm font-medium text-stone-700 underline"
            onClick={onClose}
          >
            {t("settings.close")}
          </button>
        ) : null}
      </div>
    </>
  );
}

/** The footer's "Cookie settings" link: opens the settings (a button: it changes state, it does not navigate). */
export function ConsentSettingsLink({ className }: { className?: string }) {
  const { t } = useTranslation("consent");
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS))}>
      {t("footerLink")}
    </button>
  );
}

/**
 * While the banner (or settings panel) is shown, writes the room it takes at the bottom of the
 * viewport to `--cookie-banner-height` on `<html>`: app.css turns it into scroll padding and body
 * padding, so a focused element is never hidden under it (issue 15, WCAG 2.4.11 focus not obscured).
 * @param shown the open panel's kind, or null when nothing is shown (the variable is then removed)
 */
function useReserveSpaceBelow(panelRef: React.RefObject<HTMLElement | null>, shown: string | null) {
  useEffect(() => {
    const panel = panelRef.current;
    const root = document.documentElement;
    if (!shown || !panel) {
      root.style.removeProperty("--cookie-banner-height");
      return;
    }
    const measure = () => {
      const room = Math.max(0, Math.ceil(window.innerHeight - panel.getBoundingClientRect().top));
      root.style.setProperty("--cookie-banner-height", `${room}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(panel);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
      root.style.removeProperty("--cookie-banner-height");
    };
  }, [panelRef, shown]);
}
