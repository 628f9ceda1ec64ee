import { join } from "node:path";
import type { Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { signUpVerified } from "./accounts.ts";
import { E2E_STAFF, E2E_STAFF_PASSWORD, E2E_STAFF_TOTP_SECRET } from "../setup/e2e-staff.ts";
import { expect, test } from "./fixtures.ts";
import { noSidewaysScroll, signInStaff } from "./staff.ts";

/**
 * The back office's foundation (issue 6, ADR 0012): staff sign-in at /admin/auth with two-step
 * verification, the dashboard, the customer list (search, CSV), a role change and its entry in the
 * audit log; a shopper is refused. Staff accounts come from E2E_STAFF_ACCOUNTS (server/test-staff.ts).
 */

const SHOTS = process.env.E2E_SHOTS_DIR;

/** A full-page screenshot into E2E_SHOTS_DIR, when it is set. */
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}
const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromUTF8(E2E_STAFF_TOTP_SECRET), digits: 6, period: 30 });

/** The cookie banner (when the shop shows one) would cover the page: answer it first. */
async function answerCookieBanner(page: Page) {
  const reject = page.getByRole("button", { name: "Reject all" });
  if (await reject.isVisible({ timeout: 2_000 }).catch(() => false)) await reject.click();
}

async function staffSignIn(page: Page, email: string, goTo = "/admin/dashboard") {
  await page.goto(goTo);
  await expect(page).toHaveURL(/\/admin\/auth/);
  await answerCookieBanner(page);
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/auth\/two-factor/);
  await page.getByLabel("Authentication code").fill(totp.generate());
  await page.getByRole("button", { name: "Verify" }).click();
}

test("admin: 2FA sign-in → dashboard → create a customer → search and CSV → role change in the audit log", async ({
  page,
}) => {
  test.slow(); // one long journey through six pages
  await staffSignIn(page, E2E_STAFF.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByTestId("kpi-revenue")).toContainText("Revenue");
  await expect(page.getByTestId("chart-orders").getByRole("img")).toBeVisible();
  await expect(page.getByTestId("action-shipment")).toBeVisible();
  await page.getByTestId("preset-7d").click();
  await expect(page).toHaveURL(/preset=7d/);
  await expect(page.getByTestId("chart-revenue").locator("rect")).toHaveCount(7);

  // a new customer account (the customer gets the set-password e-mail)
  const email = `e2e-admin-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await page.getByRole("complementary", { name: "Back office" }).getByTestId("admin-nav-customers").click();
  await expect(page).toHaveURL(/\/admin\/customer\/list$/);
  await page.getByRole("link", { name: "New customer" }).click();
  // the browser checks with the verb's schema when a field is left: the back office's own text
  await page.getByLabel("E-mail", { exact: true }).fill("not-an-address");
  await page.getByLabel("E-mail", { exact: true }).blur();
  await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("First name").fill("Beatriz");
  await page.getByLabel("Last name").fill("Matos");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/admin\/customer\/usr_\w+\/edit/);
  await expect(page.getByRole("heading", { name: "Beatriz Matos", level: 1 })).toBeVisible();

  // the list finds it by search; the CSV has it
  await page.getByRole("link", { name: "All customers" }).click();
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill(email);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByTestId("list-count")).toHaveText("1–1 of 1");
  await expect(page.getByTestId("list-row")).toHaveCount(1);
  const download = page.waitForEvent("download");
  await page.getByTestId("list-csv").click();
  const csv = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of csv) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain(email);
  expect(text.trim().split("\r\n")).toHaveLength(2);

  // sorting is a link and keeps the search
  await page.getByTestId("sort-email").click();
  await expect(page).toHaveURL(/sort=email/);
  await expect(page).toHaveURL(/q=/);

  // role change: support agent
  await page.getByTestId("list-row").getByRole("link", { name: "Beatriz Matos" }).click();
  await page.getByLabel("Support agent").check();
  await page.getByTestId("save-roles").click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByLabel("Support agent")).toBeChecked();

  // … recorded in the audit log
  await page.getByRole("link", { name: "Change history" }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?entityType=customer&entityId=usr_/);
  const row = page.getByTestId("list-row").filter({ hasText: "customer.role.update" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(E2E_STAFF.admin);
  await expect(row.getByTestId("audit-changes")).toContainText('["customer","support_agent"]');
  await expect(page.getByTestId("list-row").filter({ hasText: "customer.create" })).toHaveCount(1);
});

test("a catalogue editor sees only their areas; the audit log is refused", async ({ page }) => {
  await staffSignIn(page, E2E_STAFF.catalog_editor);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const sidebar = page.getByRole("complementary", { name: "Back office" });
  await expect(sidebar.getByTestId("admin-nav-catalogue")).toBeVisible();
  await expect(page.getByTestId("admin-nav-orders")).toHaveCount(0);
  await expect(page.getByTestId("admin-nav-audit")).toHaveCount(0);
  await expect(page.getByTestId("action-shipment")).toHaveCount(0);
  const res = await page.goto("/admin/audit");
  expect(res?.status()).toBe(403);
  await expect(page.getByTestId("admin-refusal")).toContainText("No access to this area");
});

test("a signed-in shopper at /admin/auth is refused clearly, and admin pages stay closed @mobile", async ({ page }) => {
  await page.goto("/");
  const email = `e2e-shopper-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await signUpVerified(page, { email, name: "Rui Costa" }); // verified and signed in
  await page.waitForLoadState("networkidle");
  const refused = await page.goto("/admin/auth");
  expect(refused?.status()).toBe(403);
  await expect(page.getByTestId("admin-not-staff")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No back-office access" })).toBeVisible();
  const dash = await page.goto("/admin/dashboard");
  expect(dash?.status()).toBe(403);
  await expect(page.getByTestId("admin-refusal")).toBeVisible();
});

test("every back-office list fits 1280 px and a tablet, and searches, filters and sorts on the server", async ({
  page,
}) => {
  test.slow(); // sixteen lists at two widths
  await signInStaff(page, "admin", "/admin/dashboard");
  const lists = [
    "/admin/order/list",
    "/admin/customer/list",
    "/admin/product/list",
    "/admin/categories",
    "/admin/coupon/list",
    "/admin/giftcard",
    "/admin/quote/list",
    "/admin/refund/list",
    "/admin/ticket",
    "/admin/review/list",
    "/admin/wholesale",
    "/admin/shipping",
    "/admin/newsletter",
    "/admin/audit",
  ];
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    for (const path of lists) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      await noSidewaysScroll(page);
      await shot(page, `admin-list${path.replaceAll("/", "-")}-${width}`);
    }
  }

  // shipping methods: a carrier filter and a price sort, both in the URL (server-side), and the CSV link keeps them
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto("/admin/shipping");
  await page.getByLabel("Carrier", { exact: true }).selectOption("ups");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/carrier=ups/);
  const table = page.getByTestId("admin-shipping-list");
  await expect(table.getByRole("row").nth(1)).toContainText("UPS");
  await expect(table.getByRole("cell", { name: "MRW" })).toHaveCount(0);
  await page.getByTestId("sort-priceCents").click();
  await expect(page).toHaveURL(/sort=priceCents/);
  await expect(page.getByRole("link", { name: /CSV/ })).toHaveAttribute(
    "href",
    /carrier=ups.*format=csv|format=csv.*carrier=ups/,
  );

  // gift cards: search by code finds the seeded demo card
  await page.goto("/admin/giftcard");
  await page.getByLabel("Search by code", { exact: true }).fill("gift-demo");
  await page.getByLabel("Search by code", { exact: true }).press("Enter");
  await expect(page).toHaveURL(/q=gift-demo/);
  await expect(page.getByTestId("admin-giftcard-list")).toContainText("GIFT-DEMO-25");
});
