import type { Browser, Cookie, Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { E2E_STAFF, E2E_STAFF_PASSWORD, E2E_STAFF_TOTP_SECRET } from "../setup/e2e-staff.ts";
import { answerCookieBanner, expect, test } from "./fixtures.ts";

/**
 * Staff helpers of the browser journeys: sign in at `/admin/auth` as one of the e2e staff accounts
 * (tests/setup/e2e-staff.ts) with the password and a TOTP code, landing on `callbackUrl`.
 */

/** A code of the e2e staff accounts' authenticator. */
export const staffTotp = () =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromUTF8(E2E_STAFF_TOTP_SECRET), digits: 6, period: 30 }).generate();

/**
 * The session cookies of each role's first sign-in in this worker process, by server origin. A TOTP
 * code is accepted once (replay protection), so a second sign-in with the form in the same 30-second
 * window waits for the next code: later journeys of the worker reuse the session instead (ADR 0028).
 */
const sessions = new Map<string, Cookie[]>();

/**
 * Signs `page` in as the staff account of `role` and waits for `callbackUrl`. The first time in a
 * worker it fills the sign-in form and the two-step code (a code refused at the edge of its 30-second
 * window, or already used in it by the other worker, is retried with the next one, up to twice);
 * later it reuses that session's cookies, and goes through the form again only if the session is gone.
 */
export async function signInStaff(page: Page, role: keyof typeof E2E_STAFF, callbackUrl: string): Promise<void> {
  const done = new RegExp(`${callbackUrl.replace(/[/?]/g, "\\$&")}$`);
  const origin = test.info().project.use.baseURL ?? "";
  const saved = sessions.get(`${origin} ${role}`);
  if (saved) {
    await page.context().addCookies(saved);
    await page.goto(callbackUrl);
    if (done.test(page.url())) return;
  }
  await page.goto(`/admin/auth?${new URLSearchParams({ callbackUrl })}`);
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(E2E_STAFF[role]);
  await page.getByLabel("Password", { exact: true }).fill(E2E_STAFF_PASSWORD);
  await page.getByRole("button", { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/auth\/two-factor/, { timeout: 30_000 });
  for (let attempt = 0; attempt < 3 && !done.test(page.url()); attempt += 1) {
    if (attempt > 0) await page.waitForTimeout(31_000 - (Date.now() % 30_000));
    await page.getByLabel("Authentication code").fill(staffTotp());
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL(done, { timeout: 15_000 }).catch(() => undefined);
  }
  await expect(page).toHaveURL(done);
  const cookies = await page.context().cookies();
  sessions.set(
    `${origin} ${role}`,
    cookies.filter((c) => c.name.includes("session")),
  );
}

/** A staff page in its own browser context, browsing from `ip` (per-IP sign-in limits, fixtures.ts), cookie banner answered. */
export async function staffPage(
  browser: Browser,
  role: keyof typeof E2E_STAFF,
  callbackUrl: string,
  ip: string,
): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } });
  await answerCookieBanner(context, test.info().project.use.baseURL);
  const page = await context.newPage();
  await signInStaff(page, role, callbackUrl);
  return page;
}

/** Fails when the page scrolls sideways at its current width. */
export async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}
