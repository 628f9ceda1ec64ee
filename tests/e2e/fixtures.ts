import { type Browser, type BrowserContext, type Page, test as base } from "@playwright/test";
import { CONSENT_COOKIE, serializeConsent } from "../../core/cms/consent.ts";

let counter = 0;

/**
 * Answers the cookie banner for a browser context as a visitor who rejected analytics and marketing
 * (the `fabrico.consent` cookie, core/cms/consent.ts), so the banner does not cover the page in
 * journeys about something else. Call it on contexts made with `browser.newContext()`.
 */
export async function answerCookieBanner(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  const url = baseURL ?? "http://127.0.0.1";
  const value = serializeConsent({ analytics: false, marketing: false, at: "2026-01-01T00:00:00.000Z" });
  await context.addCookies([{ name: CONSENT_COOKIE, value, url }]);
}

/**
 * Contexts with JavaScript off: their pages never hydrate, so their navigations do not wait for it. Playwright makes
 * a test's own context with `browser.newContext()` and no options (it applies `test.use` options another way), so
 * the `context` fixture adds it here from the `javaScriptEnabled` option; contexts a journey makes are added from
 * their options.
 */
const WITHOUT_JAVASCRIPT = new WeakSet<BrowserContext>();

/**
 * Makes `page.goto`, `reload`, `goBack` and `goForward` also wait, after the `load` event, until an HTML page has
 * hydrated (`html[data-hydrated]`, set by the root layout's first effect), at most 20 s. The page's JavaScript
 * starts after the first paint (ADR 0031), which is often after `load`: without this a journey's first click can
 * land before React does, and a link or form then does a full page load instead of the client-side behaviour the
 * journey checks. A page that never hydrates is left to the journey's own assertions.
 */
function waitForHydrationOnLoad(page: Page): void {
  if (WITHOUT_JAVASCRIPT.has(page.context())) return;
  for (const name of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page["reload"]>;
    page[name] = (async (...args: unknown[]) => {
      const response = await navigate(...args);
      if (response && /^text\/html/.test(response.headers()["content-type"] ?? "")) {
        await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 20_000 }).catch(() => {});
      }
      return response;
    }) as never;
  }
}

/**
 * Playwright's `test` where every test's browser context sends its own `X-Forwarded-For`
 * (a documentation-range address, RFC 5737), so the server's per-IP rate limits (sign-in 5/min,
 * sign-up 5/10 min) count each test separately, as they would count separate shoppers; and where
 * the cookie banner is already answered (reject), unless a file says `test.use({ cookieBanner: true })`; and
 * where its pages' navigations wait for hydration when JavaScript is on (`waitForHydrationOnLoad`,
 * `WITHOUT_JAVASCRIPT`).
 */
export const test = base.extend<{ cookieBanner: boolean }, { browser: Browser }>({
  cookieBanner: [false, { option: true }],
  // every context: Playwright makes each test's own with `browser.newContext()` too, as journeys do for a second
  // shopper
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled === false) WITHOUT_JAVASCRIPT.add(context);
        context.on("page", waitForHydrationOnLoad);
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
  context: async ({ context, cookieBanner, baseURL, javaScriptEnabled }, use, testInfo) => {
    if (javaScriptEnabled === false) WITHOUT_JAVASCRIPT.add(context);
    counter += 1;
    const ip = `198.51.${(testInfo.workerIndex % 250) + 1}.${(counter % 250) + 1}`;
    await context.setExtraHTTPHeaders({ "x-forwarded-for": ip });
    if (!cookieBanner) await answerCookieBanner(context, baseURL);
    await use(context);
  },
});

export { expect } from "@playwright/test";
