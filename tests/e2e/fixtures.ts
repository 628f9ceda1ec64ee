import { type BrowserContext, test as base } from "@playwright/test";
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
 * Playwright's `test` where every test's browser context sends its own `X-Forwarded-For`
 * (a documentation-range address, RFC 5737), so the server's per-IP rate limits (sign-in 5/min,
 * sign-up 5/10 min) count each test separately, as they would count separate shoppers; and where
 * the cookie banner is already answered (reject), unless a file says `test.use({ cookieBanner: true })`.
 */
export const test = base.extend<{ cookieBanner: boolean }>({
  cookieBanner: [false, { option: true }],
  context: async ({ context, cookieBanner, baseURL }, use, testInfo) => {
    counter += 1;
    const ip = `198.51.${(testInfo.workerIndex % 250) + 1}.${(counter % 250) + 1}`;
    await context.setExtraHTTPHeaders({ "x-forwarded-for": ip });
    if (!cookieBanner) await answerCookieBanner(context, baseURL);
    await use(context);
  },
});

export { expect } from "@playwright/test";
