import { mkdirSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * The way into the configurator (issue 15): home → a product → "Customise" → the configurator, whose
 * title names the garment; `/customize` → pick a garment → its configurator; the "Custom" entry of
 * the header (desktop) or the mobile menu (390 px); and what a product page shows beside it (the
 * delivery estimate, the detail view, the shop's legal details in the footer).
 * With `E2E_SHOTS_DIR` set, the journeys also save screenshots there for a look (none in CI).
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/** Saves a full-page screenshot named after the project and `name` into `E2E_SHOTS_DIR` when set. */
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${test.info().project.name}-${name}.png`), fullPage: true });
}

/** Axe violations of impact serious or critical (WCAG 2.1 A/AA). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("home → a product → Customise → the configurator names the garment @mobile", async ({ page, isMobile }) => {
  await page.goto("/");
  // the first customizable product on the home page, by its card
  const card = page
    .getByTestId("product-card")
    .filter({ has: page.getByTestId("card-customize") })
    .first();
  await expect(card).toBeVisible();
  if (!isMobile) {
    // the card shows the garment in the colour under the pointer
    const swatch = card.getByTestId("card-swatch").nth(1);
    const color = await swatch.getAttribute("data-color");
    await swatch.hover();
    await expect(card.getByTestId("card-image")).toHaveAttribute("data-color", color ?? "");
  }
  const name = (await card.getByRole("heading").textContent())?.trim() ?? "";
  expect(name).not.toBe("");
  await card.getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

  // beside "Add to cart": when it would arrive; in the gallery: front, back and a close-up
  await expect(page.getByTestId("delivery-estimate")).toContainText(/delivered .+ to Portugal/);
  await expect(page.locator('img[src*="/detail/"]').first()).toBeAttached();
  await expect(page.getByTestId("shop-legal")).toContainText("NIF");
  // the size guide puts the garment's own measurements beside the body chart
  await page.getByTestId("size-guide-trigger").click();
  const measurements = page.getByRole("dialog").getByTestId("garment-measurements");
  await expect(measurements).toBeVisible();
  await expect(measurements.locator("tbody tr")).not.toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await shot(page, "product-en");

  const customise = page.getByTestId("product-customize");
  await expect(customise).toHaveAttribute("href", /^\/customize\/[a-z0-9-]+\?dye=[a-z-]+$/);
  await customise.click();
  await expect(page).toHaveURL(/\/customize\/[a-z0-9-]+\?dye=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Customise the ${name}`);
  await expect(page).toHaveTitle(new RegExp(`^Customise the ${name}`));
});

test("/customize → pick a garment → its configurator, in Portuguese @mobile", async ({ page }) => {
  await page.goto("/customize?lng=pt");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Personalize as suas peças");
  const garments = page.getByTestId("customize-garment");
  await expect(garments).toHaveCount(8);
  // every garment says what it costs from
  for (const text of await garments.allTextContents()) expect(text).toMatch(/desde\s*\S*\d/);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "customize-pt");

  const hoodie = garments.and(page.locator('[data-garment="hoodie"]'));
  // each garment type says which blank a design starts as (issue 20); the editor names that one
  const startsAs = (await hoodie.getByTestId("customize-garment-blank").locator("span").first().textContent()) ?? "";
  expect(startsAs).toMatch(/^Começa com: \S/);
  await hoodie.getByRole("link").click();
  await expect(page).toHaveURL(/\/customize\/hoodie(\?|$)/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Personalizar: ${startsAs.replace("Começa com: ", "")}`,
  );
});

test("the navigation has a Custom entry on every page @mobile", async ({ page, isMobile }) => {
  await page.goto("/product/search?lng=es");
  if (isMobile) {
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Personalizar", exact: true }).click();
  } else {
    await page.getByRole("banner").getByRole("link", { name: "Personalizar", exact: true }).click();
  }
  await expect(page).toHaveURL(/\/customize(\?|$)/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Personaliza tus prendas");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Personalizar", exact: true })).toBeVisible();
  await shot(page, "customize-es");
});
