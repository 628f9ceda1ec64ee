import { test as base } from "@playwright/test";

let counter = 0;

/**
 * Playwright's `test` where every test's browser context sends its own `X-Forwarded-For`
 * (a documentation-range address, RFC 5737), so the server's per-IP rate limits (sign-in 5/min,
 * sign-up 5/10 min) count each test separately, as they would count separate shoppers.
 */
export const test = base.extend({
  context: async ({ context }, use, testInfo) => {
    counter += 1;
    const ip = `198.51.${(testInfo.workerIndex % 250) + 1}.${(counter % 250) + 1}`;
    await context.setExtraHTTPHeaders({ "x-forwarded-for": ip });
    await use(context);
  },
});

export { expect } from "@playwright/test";
