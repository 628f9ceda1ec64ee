import type { Page } from "@playwright/test";
import { mailsTo } from "../setup/e2e-mail.ts";
import { signUpVerified, MAIL_LOG } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Quote requests (issue 5, spec §2 `/quote`): a signed-in customer picks a saved design, sends a
 * request and finds it "in review" in their quotes; withdrawing declines it. The shop's answer
 * (approve / order at the quoted price) needs the admin back office (issue 6): it is covered through
 * core in core/quotes/quotes.test.ts, not here.
 */

/** A new verified customer, signed in on `page` (Better Auth sign-up, then the e-mailed link). */
async function signUp(page: Page): Promise<string> {
  await page.goto("/");
  const email = `e2e-quote-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await signUpVerified(page, { email });
  return email;
}

/** A saved design of the signed-in customer, made through the API. */
async function createDesign(page: Page, name: string): Promise<string> {
  const res = await page.request.post("/api/customize", {
    data: {
      threeProduct: "t-shirt",
      name,
      status: "saved",
      document: { dye: "black", labels: {}, placements: [], sizes: { M: 50 }, notes: "" },
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

test("a refused request comes back on the form with the translated reason and the wishes kept", async ({ page }) => {
  await signUp(page);
  const designId = await createDesign(page, `Refused tee ${Date.now().toString(36)}`);
  await page.goto(`/quote?design=${designId}`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("What do you need?").fill("Printed sleeves, please.");
  await page.getByLabel("What do you need?").blur();
  // the design goes away between opening the form and sending it (React keeps the hidden field's value
  // on a render, so it is changed once the form has been checked on blur)
  await page.locator('input[name="designId"]').evaluate((input) => {
    (input as HTMLInputElement).value = "dsg_unknown";
  });
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByTestId("quote-error")).toHaveText("This design was not found among your designs.");
  await expect(page.getByLabel("What do you need?")).toHaveValue("Printed sleeves, please.");
});

test("a customer asks for a quote for a saved design and sees it in review", async ({ page }) => {
  const email = await signUp(page);
  const name = `Crew tee ${Date.now().toString(36)}`;
  const designId = await createDesign(page, name);

  // the picker lists the design
  await page.goto("/quote");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByRole("link", { name: `Request a quote for ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/quote\\?design=${designId}`));

  // the form: design, garment, sizes and units
  await expect(page.getByTestId("quote-design-name")).toHaveText(name);
  await expect(page.getByTestId("quote-sizes")).toContainText("M");
  await expect(page.getByText("50 units")).toBeVisible();
  await page.getByLabel("What do you need?").fill("Woven neck labels, delivery before June.");
  await page.getByRole("button", { name: "Send request" }).click();

  // the quote's page
  await expect(page).toHaveURL(/\/user\/quotes\/[^/?]+\?sent=1/);
  await expect(page.getByTestId("quote-sent")).toBeVisible();
  await expect(page.getByTestId("quote-status").first()).toHaveText("In review");
  await expect(page.getByTestId("quote-message")).toHaveText("Woven neck labels, delivery before June.");
  await expect(page.getByTestId("quote-timeline").getByRole("listitem")).toHaveCount(1);
  // the request is acknowledged by e-mail (issue 20)
  await expect
    .poll(() => mailsTo(MAIL_LOG, email, "quote-update").map((m) => m.subject))
    .toEqual([`We have received your quote request for "${name}"`]);
  const quoteUrl = page.url().replace(/\?.*$/, "");

  // the list
  await page.goto("/user/quotes");
  const row = page.getByTestId("quote-row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("quote-status")).toHaveText("In review");
  await expect(page.getByRole("link", { name: "Quotes", exact: true })).toHaveAttribute("aria-current", "page");

  // withdrawing declines it (a plain form post)
  await page.goto(quoteUrl);
  await page.getByText("Withdraw the request").first().click();
  await page.getByRole("button", { name: "Withdraw the request" }).click();
  await expect(page.getByTestId("quote-status").first()).toHaveText("Declined");
  await expect(page.getByTestId("quote-timeline").getByRole("listitem")).toHaveCount(2);

  // someone else's (or an unknown) design: translated error, not a crash
  await page.goto("/quote?design=dsg_unknown");
  await expect(page.getByTestId("quote-error")).toHaveText("This design was not found among your designs.");
});

test("the quote pages fit a phone and a desktop without sideways scrolling", async ({ page }) => {
  await signUp(page);
  const designId = await createDesign(page, "Porto crew tee");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/quote?design=${designId}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.goto("/quote");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.goto(`/quote?design=${designId}`);
  await page.getByLabel("What do you need?").fill("500 units, mixed sizes later.");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/user\/quotes\//);
  const detail = page.url();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(detail);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.goto("/user/quotes");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
