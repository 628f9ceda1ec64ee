import type { Page } from "@playwright/test";
import { e2eMailLogFile, mailsTo } from "../setup/e2e-mail.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Customer-account helpers of the browser journeys: the server copies account e-mails to a mail log
 * (tests/setup/e2e-mail.ts, one file per server port), so a journey can open the link an e-mail carries.
 */

/** The mail log of the server the journeys run against (`E2E_PORT`, playwright.config.ts). */
export const MAIL_LOG = e2eMailLogFile(Number(process.env.E2E_PORT ?? 3210));

/** The password of the customers the journeys make. */
export const CUSTOMER_PASSWORD = "linen dyed in porto 42";

/** A new address no other test uses: `e2e-<tag>-<time><random>@example.com`. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/**
 * The link of the newest e-mail of `template` to `email` (waiting for it), as a path and query, so the
 * page opens it on its own server.
 */
export async function mailLink(email: string, template: string): Promise<string> {
  let url = "";
  await expect
    .poll(() => {
      url = mailsTo(MAIL_LOG, email, template).at(-1)?.url ?? "";
      return url;
    })
    .toMatch(/^https?:\/\//);
  const link = new URL(url);
  return `${link.pathname}${link.search}`;
}

/**
 * Signs a customer up through the API (`/api/auth/sign-up/email`) and opens the verification link of
 * the `verify-email` e-mail on `page`, which verifies the address and signs the customer in there.
 * The request carries the shop's origin (a context with cookies is checked by Better Auth): the
 * page's own when it shows a shop page, else the project's `baseURL`.
 * @returns the e-mail address
 */
export async function signUpVerified(
  page: Page,
  account: { email: string; name?: string; password?: string },
): Promise<string> {
  const { email, name = "Inês Duarte", password = CUSTOMER_PASSWORD } = account;
  const current = page.url();
  const origin = /^https?:/.test(current)
    ? new URL(current).origin
    : new URL(test.info().project.use.baseURL ?? "http://127.0.0.1").origin;
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { name, email, password },
    headers: { origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto(await mailLink(email, "verify-email"));
  return email;
}
