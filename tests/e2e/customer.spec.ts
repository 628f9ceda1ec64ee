import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { answerCookieBanner, expect, test } from "./fixtures.ts";
import { signUpVerified } from "./accounts.ts";

/**
 * The customer area (issue 3: `/user`, profile, addresses, password, GDPR export and deletion).
 * Accounts are made through Better Auth's sign-up call and verified with the e-mailed link
 * (the server's test-only mail copy, see tests/setup/e2e-mail.ts); two-step verification is
 * covered by tests/e2e/auth.spec.ts.
 */
const PASSWORD = "linen dyed in porto 42";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** A new verified customer, signed in on `page`. */
async function customer(page: Page, tag: string): Promise<string> {
  const email = `e2e-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await signUpVerified(page, { email });
  await page.goto("/user");
  await expect(page).toHaveURL(/\/user$/);
  return email;
}

test("addresses: validation next to the fields, nothing typed lost; add, edit, make default, delete with confirmation", async ({
  page,
}) => {
  await customer(page, "addr");
  await page.goto("/user/address");
  await expect(page.getByRole("heading", { name: "No saved addresses" })).toBeVisible();
  await page.getByRole("link", { name: "Add your first address" }).click();
  await expect(page).toHaveURL(/\/user\/address\/create$/);

  await page.getByLabel("Country").selectOption("PT");
  await page.getByLabel("Street address").fill("Rua de Santa Catarina");
  await page.getByLabel("House/apartment number (optional)").fill("312");
  await page.getByLabel("Postcode").fill("28001");
  await page.getByLabel("City").fill("Porto");
  await page.getByLabel("Phone").fill("12");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("alert")).toContainText("Please check the fields marked below.");
  await expect(page.getByText("Enter a postcode like 1234-567.")).toBeVisible();
  await expect(page.getByText("Enter a valid phone number, like +351 912 345 678.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Postcode")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Street address")).toHaveValue("Rua de Santa Catarina");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel("Postcode").fill("4000447");
  await page.getByLabel("Phone").fill("912 345 678");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page).toHaveURL(/\/user\/address\?notice=created$/);
  await expect(page.getByRole("status")).toContainText("The address is saved.");
  const first = page.getByTestId("address-card").filter({ hasText: "Rua de Santa Catarina" });
  await expect(first).toContainText("4000-447 Porto");
  await expect(first).toContainText("+351 912 345 678");
  await expect(first).toContainText("Default shipping address");

  // a second address in Spain, then make it the default
  await page.getByRole("link", { name: "Add address" }).click();
  await page.getByLabel("Country").selectOption("ES");
  await expect(page.getByLabel("Postcode")).toHaveAttribute("placeholder", "28001");
  await page.getByLabel("Street address").fill("Calle de Serrano");
  await page.getByLabel("Postcode").fill("28001");
  await page.getByLabel("City").fill("Madrid");
  await page.getByLabel("Phone").fill("612 34 56 78");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page).toHaveURL(/notice=created/);
  await page.getByRole("button", { name: "Make the address in Madrid the default" }).click();
  await expect(page.getByRole("status")).toContainText("Your default shipping address has changed.");
  await expect(page.getByTestId("address-card").first()).toContainText("Madrid");
  await expect(page.getByTestId("address-card").first()).toContainText("Default shipping address");

  // edit the Porto address
  await page.getByRole("link", { name: "Edit the address in Porto" }).click();
  await page.getByLabel("Additional information (optional)").fill("Loja 2");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/notice=updated/);
  await expect(page.getByTestId("address-card").filter({ hasText: "Porto" })).toContainText("Loja 2");

  // delete it, after confirming
  await page.getByRole("link", { name: "Delete the address in Porto" }).click();
  await expect(page.getByRole("heading", { name: "Delete this address?" })).toBeVisible();
  await page.getByRole("link", { name: "Keep it" }).click();
  await expect(page.getByRole("heading", { name: "Delete this address?" })).toHaveCount(0);
  await page.goto(`${new URL(page.url()).pathname}?delete`);
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page).toHaveURL(/notice=deleted/);
  await expect(page.getByTestId("address-card")).toHaveCount(1);
});

test("profile: details saved with errors shown next to the fields; password change signs out the other devices", async ({
  page,
  browser,
}) => {
  const email = await customer(page, "profile");
  await page.goto("/user/profile");
  await page.getByLabel("Contact phone (optional)").fill("12");
  // the translated date field (dd/mm/yyyy as en-GB writes it) once the page runs
  await expect(page.getByLabel("Date of birth (optional)")).toHaveAttribute("placeholder", "dd/mm/yyyy");
  await page.getByLabel("Date of birth (optional)").fill("29/02/1988");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Enter a valid phone number.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Contact phone (optional)")).toHaveValue("12");
  await page.getByLabel("Contact phone (optional)").fill("912 345 678");
  await page.getByLabel("Gender").selectOption("female");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Your details are saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Contact phone (optional)")).toHaveValue("+351 912 345 678");
  await expect(page.getByLabel("Date of birth (optional)")).toHaveValue("29/02/1988");
  expect(await seriousViolations(page)).toEqual([]);

  // a second device
  const other = await browser.newContext();
  await answerCookieBanner(other, test.info().project.use.baseURL);
  const otherPage = await other.newPage();
  const signIn = await otherPage.request.post("/api/auth/sign-in/email", {
    data: { email, password: PASSWORD },
    headers: { origin: new URL(test.info().project.use.baseURL ?? "http://127.0.0.1").origin },
  });
  expect(signIn.ok()).toBe(true);
  await otherPage.goto("/user");
  await expect(otherPage).toHaveURL(/\/user$/);

  await page.getByLabel("Current password").fill("not my password");
  await page.getByLabel("New password").fill("quiet meadow compass 7731");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The password is not correct.")).toBeVisible();
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password").fill("quiet meadow compass 7731");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password is changed.")).toBeVisible();
  await page.goto("/user");
  await expect(page).toHaveURL(/\/user$/);
  await otherPage.goto("/user");
  await expect(otherPage).toHaveURL(/\/auth\/auth\?error=SessionRequired&callbackUrl=%2Fuser$/);
  await other.close();
});

test("privacy: download my data, delete my account (password confirmation)", async ({ page }) => {
  const email = await customer(page, "privacy");
  await page.goto("/user/privacy");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^fabrico-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const { readFile } = await import("node:fs/promises");
  const data = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(data).toMatchObject({ format: "fabrico-customer-export", account: { email } });

  await page.getByLabel("Enter your password to confirm").fill("not my password");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("The password is not correct.")).toBeVisible();
  await page.getByLabel("Enter your password to confirm").fill(PASSWORD);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/user\/deleted$/);
  await expect(page.getByRole("heading", { name: "Your account is deleted" })).toBeVisible();
  await page.goto("/user");
  await expect(page).toHaveURL(/\/auth\/auth\?error=SessionRequired/);
  const again = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password: PASSWORD },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(again.status()).toBe(401);
});

test("the account navigation works on a phone, in Portuguese @mobile", async ({ page }) => {
  await customer(page, "mobile");
  await page.goto("/user?lng=pt");
  const nav = page.getByRole("navigation", { name: "A minha conta" });
  await expect(nav.getByRole("link", { name: "Resumo" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Moradas" }).click();
  await expect(page).toHaveURL(/\/user\/address/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moradas");
  await nav.getByRole("link", { name: "Privacidade" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacidade");
  // nothing wider than the screen (the tab row scrolls inside itself)
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
  expect(await seriousViolations(page)).toEqual([]);
});
