import type { Locator, Page, TestInfo } from "@playwright/test";
import { mailsTo } from "../setup/e2e-mail.ts";
import { signUpVerified, MAIL_LOG } from "./accounts.ts";
import { answerCookieBanner, expect, test } from "./fixtures.ts";
import { fillDeliveryAddress } from "./checkout.ts";
import { staffPage } from "./staff.ts";

/**
 * Wholesale (issue 7): a Spanish brand applies with its EU VAT number (checked with the VIES
 * simulator as it is typed), the admin reviews and approves it in the back office, the applicant gets
 * the e-mail, signs in, sees wholesale prices, orders 120 hoodies through the size-run grid, and the
 * checkout to Madrid shows the exempt intra-Community supply with no VAT.
 */

const PASSWORD = "linen dyed in porto 42";
const HOODIE = "/product/classic-pullover-hoodie";

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto("/");
  await signUpVerified(page, { email, name: "Lucía Romero" });
}

/** Attaches a screenshot (the page, or `part` of it) at 390 and 1280 px to the report (Playwright's output folder). */
async function shots(page: Page, testInfo: TestInfo, name: string, part?: Locator, fullPage = true): Promise<void> {
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await testInfo.attach(`${name}-${width}`, {
      body: part ? await part.screenshot() : await page.screenshot({ fullPage }),
      contentType: "image/png",
    });
  }
  if (size) await page.setViewportSize(size);
}

test("a Spanish brand applies, is approved, orders 120 hoodies by size run and checks out VAT-exempt (intra-Community supply)", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000); // three people, a VIES check, a 120-unit size run and the checkout, on a shared machine
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const email = `e2e-wholesale-${stamp}@example.com`;
  const brand = `Lima Studio ${stamp}`;

  // a signed-out visitor fills the form: sending it asks for an account and keeps the draft
  await page.goto("/wholesale");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Wholesale");
  await expect(page.getByTestId("wholesale-tiers")).toContainText("from 100 units: 40 % off");
  await page.getByLabel("Brand name *").fill(brand);
  await page.getByLabel("Zip or postcode *").fill("28013");
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByTestId("wholesale-needs-account")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", /callbackUrl=.*b%3D/);

  // with an account: the brand applies with its EU VAT number, checked as the field is left
  await signUp(page, email);
  await page.goto(`/wholesale?b=${encodeURIComponent(brand)}&z=28013`);
  await expect(page.getByLabel("Brand name *")).toHaveValue(brand); // the draft came back
  await page.getByLabel("Brand website").fill("limastudio.es");
  await page.getByLabel("Brand Instagram").fill("@limastudio");
  await page.getByLabel("EU VAT number").fill("ES A58818501");
  await page.getByLabel("UK VAT number").focus();
  await expect(page.getByTestId("vat-status-eu")).toContainText("Confirmed");
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page).toHaveURL(/\/user\/wholesale\?sent=1$/);
  await expect(page.getByTestId("wholesale-sent")).toBeVisible();
  await expect(page.getByTestId("wholesale-stage")).toHaveAttribute("data-stage", "contact");
  await expect(page.getByTestId("my-eu-vat")).toContainText("ESA58818501");
  await shots(page, testInfo, "my-application");
  await expect.poll(() => mailsTo(MAIL_LOG, email, "wholesale-application").length).toBe(1);

  // the admin reviews and approves it
  const admin = await staffPage(browser, "admin", "/admin/wholesale", "203.0.113.77");
  await admin.getByRole("searchbox", { name: /Search brand/ }).fill(brand);
  await admin.keyboard.press("Enter");
  await admin.getByRole("link", { name: brand }).first().click();
  await expect(admin.getByRole("heading", { level: 1, name: brand })).toBeVisible();
  await expect(admin.getByTestId("admin-eu-vat")).toHaveAttribute("data-vat-status", "valid");
  await expect(admin.getByTestId("admin-eu-vat-proof")).toHaveText(/^WAPI/);
  await shots(admin, testInfo, "admin-application");
  await admin.getByTestId("ws-start-review").click();
  await expect(admin.getByTestId("ws-approve")).toBeVisible();
  await admin.getByTestId("ws-approve").click();
  await expect(admin.getByText("This application is closed.")).toBeVisible();
  await admin.context().close();

  // the approval e-mail arrives (in the language of the application)
  await expect
    .poll(() => mailsTo(MAIL_LOG, email, "wholesale-application").map((m) => m.subject ?? ""))
    .toContainEqual(expect.stringContaining("is approved"));

  // the applicant signs in (a new browser) and sees wholesale prices
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.78" } });
  await answerCookieBanner(context, test.info().project.use.baseURL);
  const buyer = await context.newPage();
  await buyer.goto("/auth/auth?callbackUrl=%2Fuser%2Fwholesale");
  await buyer.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await buyer.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await buyer.getByRole("button", { name: "Sign in" }).click();
  await expect(buyer).toHaveURL(/\/user\/wholesale$/);
  await expect(buyer.getByTestId("wholesale-stage")).toHaveAttribute("data-stage", "approved");

  await buyer.goto(HOODIE);
  await expect(buyer.getByTestId("wholesale-tiers")).toContainText("from 100 units");
  // tier prices are not a consumer sale, nor labelled "VAT included" (issue 15)
  await expect(buyer.getByTestId("product-price")).not.toContainText(/was|Sale/i);
  await expect(buyer.getByText("VAT included. Shipping calculated at checkout.")).toHaveCount(0);
  const grid = buyer.getByTestId("size-run-grid");
  await expect(grid).toBeVisible();

  // a typed quantity above a cell's stock is cut to it, and the grid says so (issue 15); each cell shows its stock
  const cells = grid.locator('input[type="number"]:not([disabled])');
  const first = cells.first();
  const stock = Number(await first.getAttribute("max"));
  await first.fill(String(stock + 3));
  await expect(first).toHaveValue(String(stock));
  await expect(grid.getByTestId("size-run-capped")).toContainText(`only ${stock} in stock`);
  await expect(grid.getByTestId("size-run-capped")).toContainText(`you typed ${stock + 3}`);
  await expect(grid.locator('[data-testid^="size-run-stock-"]').first()).toHaveText(String(stock));
  await first.fill("");
  // the whole grid, 3XL and totals included, fits without sideways scrolling at desktop width
  expect(
    await grid.locator("table").evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth),
  ).toBe(true);

  // 120 hoodies over the colour × size grid, as far as each cell's stock goes
  let left = 120;
  for (let i = 0; left > 0 && i < (await cells.count()); i++) {
    const cell = cells.nth(i);
    const max = Number(await cell.getAttribute("max"));
    const n = Math.min(max, left, 30);
    if (n <= 0) continue;
    await cell.fill(String(n));
    left -= n;
  }
  expect(left).toBe(0);
  await expect(grid.getByTestId("size-run-units")).toHaveText("120");
  await expect(grid.getByTestId("size-run-hint")).toContainText("From 250 units");
  await shots(buyer, testInfo, "size-run", grid);
  await grid.getByRole("button", { name: "Add 120 to cart" }).click();
  await expect(grid.getByRole("link", { name: "Added 120 units to your cart" })).toBeVisible();

  // checkout to Madrid: exempt intra-Community supply, no VAT
  await buyer.goto("/checkout");
  await fillDeliveryAddress(buyer, {
    firstName: "Lucía",
    lastName: "Romero",
    country: "ES",
    streetAddress: "Calle Mayor 10",
    postcode: "28013",
    city: "Madrid",
    phone: "+34 612 345 678",
  });
  await buyer.getByTestId("delivery-continue").click();
  await buyer.getByTestId("shipping-option").filter({ hasText: "MRW home delivery (Spain)" }).locator("label").click();
  await expect(buyer.getByTestId("tax-note")).toContainText(
    "Exempt intra-Community supply — Art. 138 Directive 2006/112/EC",
  );
  // a business sees net figures (issue 15): items excl. VAT, VAT 0 % added, quantity × unit = line on every line
  const totals = buyer.getByTestId("totals");
  await expect(totals).toHaveAttribute("data-basis", "net");
  await expect(totals).toContainText("Items (excl. VAT)");
  await expect(totals.getByTestId("total-vat")).toHaveText(/^€0(\.00)?$/);
  await expect(totals).not.toContainText("of which VAT");
  const euros = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);
  for (const line of await buyer.getByTestId("summary-line").all()) {
    const [, quantity, unit] = (await line.getByTestId("summary-line-unit").innerText()).match(/^(\d+) × (≈?)/) ?? [];
    expect(unit).toBe("");
    const unitCents = euros(
      (await line.getByTestId("summary-line-unit").innerText()).split("·")[0]?.split("×")[1] ?? "",
    );
    expect(Number(quantity) * unitCents).toBe(euros(await line.getByTestId("summary-line-amount").innerText()));
  }
  await shots(buyer, testInfo, "checkout", undefined, false);
  await context.close();
});
