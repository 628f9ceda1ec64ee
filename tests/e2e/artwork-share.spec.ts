import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { photoJpeg, threeColourLogoPng } from "../fixtures/artwork.ts";
import { answerCookieBanner, expect, test } from "./fixtures.ts";

/**
 * Artwork intelligence and sharing (issue 20, "Above the anchors"): an uploaded logo's colours are
 * counted on the server and shown, the screen-print price follows the count (raised by hand, never
 * under it), "Remove background" on a logo on white and "Use the original"; a design shared by link,
 * opened in another browser, copied with "Customise a copy" into that browser's own designs, and the
 * link turned off. With `E2E_SHOTS_DIR` set, screenshots at 390 and 1280 px in pt and es are saved.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const HOODIE = "classic-pullover-hoodie";

/** The three-colour logo flattened on white (4 colours until the white is removed). */
async function logoOnWhite(): Promise<Buffer> {
  return sharp(await threeColourLogoPng())
    .flatten({ background: "#ffffff" })
    .png()
    .toBuffer();
}

async function openEditor(page: Page, lng = "") {
  await page.goto(`/customize/${HOODIE}?discard=true${lng ? `&lng=${lng}` : ""}`);
  await expect(page.getByTestId("design-editor")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
}

async function saved(page: Page) {
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-state", "saved", { timeout: 30_000 });
}

/** A screen-printed logo on the front and 25 units in M. */
async function screenPrintedLogo(page: Page, png: Buffer, name = "crest.png", mimeType = "image/png") {
  await page.getByTestId("tab-quantities").click();
  await page.locator('[data-testid="size-quantity"][data-size="M"]').fill("25");
  await page.getByTestId("tab-print").click();
  await page.locator('[data-testid="placement-option"][data-code="front"]').check();
  const screen = page.locator('[data-testid="technique-option"][data-code="screen-print"]');
  // on a phone the sticky preview may sit over the option: a keyboard-like click on the radio itself
  await screen.evaluate((el: HTMLInputElement) => el.click());
  await expect(screen).toBeChecked();
  await page.getByTestId("artwork-input").setInputFiles({ name, mimeType, buffer: png });
  // the new artwork is the decoration being edited (selected again if a re-render moved the selection)
  const item = page.locator('[data-testid="decoration-item"] button[aria-pressed]').first();
  await expect(item).toBeVisible({ timeout: 30_000 });
  if ((await item.getAttribute("aria-pressed")) !== "true") await item.click();
  await expect(page.getByTestId("artwork-name")).toHaveText(name);
}

/** The total of the visible price summary, in EUR cents. */
async function totalCents(page: Page): Promise<number> {
  const total = page.locator('[data-testid="price-total"]:visible [data-eur-cents]').first();
  return Number(await total.getAttribute("data-eur-cents"));
}

/** Scrolls an element to just under the editor's sticky tabs (on a phone the preview stays above them). */
async function reveal(page: Page, testId: string) {
  await page.getByTestId(testId).evaluate((el) => {
    const under = document.querySelector('[role="tablist"]')?.getBoundingClientRect().bottom ?? 0;
    window.scrollBy(0, el.getBoundingClientRect().top - under - 12);
  });
}

async function shot(page: Page, name: string, fullPage = false) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, name), fullPage });
}

test("a logo's colours are counted on upload, the screen-print price follows them, and the background comes off", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openEditor(page);
  await screenPrintedLogo(page, await logoOnWhite());

  // counted on the server: red, blue, yellow and the white ground
  await expect(page.getByTestId("colours-detected")).toHaveText("4 colours detected");
  const count = page.getByTestId("colour-count");
  await expect(count).toHaveValue("4");
  await expect(count).toHaveAttribute("min", "4");
  await expect(page.getByTestId("ink-minimum")).toContainText("at least");
  await saved(page);
  // the price breakdown, opened once
  await page.locator('[data-testid="price-summary"]:visible summary').first().click();
  const atFour = await totalCents(page);
  // screens: 50 EUR a colour (spec §9)
  await expect(page.locator('[data-testid="price-line"][data-kind="development"]:visible').first()).toContainText(
    "200",
  );

  // raising the count adds a screen and a colour per unit; lowering it below the count is not possible
  await count.fill("5");
  await saved(page);
  await expect.poll(() => totalCents(page)).toBe(atFour + 5000 + 25 * 180);
  await count.fill("2");
  await expect(count).toHaveValue("4");
  await saved(page);
  await expect.poll(() => totalCents(page)).toBe(atFour);

  // the white ground along the edges can be removed: a new artwork, one colour fewer, one screen less
  await page.getByTestId("remove-background").click();
  await expect(page.getByTestId("background-removed")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("artwork-name")).toHaveText("crest (no background).png");
  await expect(page.getByTestId("colours-detected")).toHaveText("3 colours detected");
  await expect(count).toHaveValue("3");
  await saved(page);
  await expect.poll(() => totalCents(page)).toBe(atFour - 5000 - 25 * 180);

  // and put back by choosing the original again
  await page.getByTestId("use-original-artwork").click();
  await expect(page.getByTestId("artwork-name")).toHaveText("crest.png");
  await expect(page.getByTestId("colours-detected")).toHaveText("4 colours detected");
  await expect(count).toHaveValue("4");
  await saved(page);
  await expect.poll(() => totalCents(page)).toBe(atFour);

  // after a reload the derived artwork still knows its original
  await page.getByTestId("remove-background").click();
  await expect(page.getByTestId("background-removed")).toBeVisible({ timeout: 20_000 });
  await saved(page);
  const id = await page.getByTestId("design-editor").getAttribute("data-design-id");
  await page.goto(`/customize/${id}/edit`);
  await expect(page.getByTestId("design-editor")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await page.getByTestId("tab-print").click();
  await page.locator('[data-testid="placement-option"][data-code="front"]').check();
  const item = page.locator('[data-testid="decoration-item"] button[aria-pressed]').first();
  if ((await item.getAttribute("aria-pressed")) !== "true") await item.click();
  await expect(page.getByTestId("background-removed")).toBeVisible();
  await expect(page.getByTestId("colour-count")).toHaveValue("3");
});

test("a photo is too many colours for screen print and goes to digital print in one click", async ({ page }) => {
  test.setTimeout(120_000);
  await openEditor(page);
  await screenPrintedLogo(page, await photoJpeg(), "beach.jpg", "image/jpeg");
  await expect(page.getByTestId("too-many-colours")).toBeVisible();
  await expect(page.getByTestId("colour-count")).toHaveValue("8");
  await page.getByTestId("use-digital").click();
  await expect(page.locator('[data-testid="technique-option"][data-code="digital-print"]')).toBeChecked();
  await expect(page.getByTestId("too-many-colours")).toHaveCount(0);
});

test("share a design by link, open it in another browser, customise a copy; the link can be turned off", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await openEditor(page);
  await screenPrintedLogo(page, await threeColourLogoPng());
  await page.getByTestId("design-name").fill("Club crest hoodie");
  await page.getByTestId("tab-notes").click();
  await page.getByTestId("design-notes").fill("Private: call Rita before printing");
  await saved(page);
  const ownerDesign = await page.getByTestId("design-editor").getAttribute("data-design-id");

  await page.getByTestId("share-design").click();
  const dialog = page.getByTestId("share-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByTestId("create-share-link").click({ timeout: 30_000 });
  const link = dialog.getByTestId("share-link");
  await expect(link).toHaveValue(/\/shared\/dsg_[^?]+\?key=/, { timeout: 30_000 });
  const path = (await link.getAttribute("data-path")) ?? "";
  await page.keyboard.press("Escape");

  // another browser (no cookies of the owner's)
  const other = await browser.newContext({ baseURL });
  await answerCookieBanner(other, baseURL);
  const viewer = await other.newPage();
  const res = await viewer.goto(path);
  expect(res?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(viewer.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(viewer.getByTestId("shared-name")).toHaveText("Club crest hoodie");
  await expect(viewer.getByTestId("shared-details")).toContainText("Screen print");
  await expect(viewer.getByTestId("shared-design")).not.toContainText("call Rita");
  await expect(viewer.getByTestId("shared-price")).toBeVisible();
  await viewer.getByTestId("customise-copy").click();
  await expect(viewer).toHaveURL(/\/customize\/dsg_[^/]+\/edit$/);
  await expect(viewer.getByTestId("design-editor")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  const copyId = await viewer.getByTestId("design-editor").getAttribute("data-design-id");
  expect(copyId).toBeTruthy();
  expect(copyId).not.toBe(ownerDesign);
  await expect(viewer.getByTestId("design-name")).toHaveValue("Club crest hoodie");
  // the copy is the viewer's: it is in their designs, and the owner cannot open it
  const mine = await viewer.request.get("/api/customize");
  expect(((await mine.json()) as { id: string }[]).map((d) => d.id)).toContain(copyId);
  expect((await page.request.get(`/api/customize/${copyId}`)).status()).toBe(404);

  // the owner turns the link off: it stops working
  await page.getByTestId("share-design").click();
  await expect(dialog.getByTestId("share-link")).toHaveValue(/\/shared\//, { timeout: 30_000 });
  await dialog.getByTestId("revoke-share-link").click();
  await expect(dialog.getByTestId("share-revoked")).toBeVisible();
  const gone = await viewer.goto(path);
  expect(gone?.status()).toBe(404);
  await expect(viewer.getByTestId("shared-invalid")).toBeVisible();
  await other.close();
});

test("screenshots of the colour count, background removal, share dialog and shared page (pt, es; 390 and 1280 px)", async ({
  browser,
  baseURL,
}) => {
  test.skip(!SHOTS, "only with E2E_SHOTS_DIR");
  test.setTimeout(300_000);
  for (const lng of ["pt", "es"]) {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ baseURL, viewport: { width, height: width < 600 ? 844 : 900 } });
      await answerCookieBanner(context, baseURL);
      const page = await context.newPage();
      await openEditor(page, lng);
      await screenPrintedLogo(page, await logoOnWhite());
      await expect(page.getByTestId("colours-detected")).toBeVisible();
      await saved(page);
      await reveal(page, "artwork-tools");
      await shot(page, `colours-${lng}-${width}.png`);
      await page.getByTestId("remove-background").evaluate((el: HTMLButtonElement) => el.click());
      await expect(page.getByTestId("background-removed")).toBeVisible({ timeout: 20_000 });
      await saved(page);
      await reveal(page, "artwork-tools");
      await shot(page, `background-removed-${lng}-${width}.png`);
      await reveal(page, "colour-count");
      await shot(page, `ink-count-${lng}-${width}.png`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId("share-design").click();
      await page.getByTestId("create-share-link").click();
      const path = (await page.getByTestId("share-link").getAttribute("data-path")) ?? "";
      await shot(page, `share-dialog-${lng}-${width}.png`);
      await page.goto(path);
      await expect(page.getByTestId("shared-design")).toBeVisible();
      await shot(page, `shared-${lng}-${width}.png`, true);
      await page.goto("/shared/dsg_unknown?key=wrong");
      await shot(page, `shared-invalid-${lng}-${width}.png`);
      await context.close();
    }
  }
});
