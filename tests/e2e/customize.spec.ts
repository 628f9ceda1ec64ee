import { mkdirSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { signUpVerified } from "./accounts.ts";
import { chooseText } from "./configurator.ts";
import { answerCookieBanner, expect, test } from "./fixtures.ts";

/**
 * The configurator's editor and pages (issue 5): customise a hoodie (dye, artwork upload, text,
 * woven neck label refused at 499 and accepted at 500), save, review, bulk order, two samples and the
 * third refused, the quote link; a renamed executable refused with the design kept; the gallery's
 * "Start from this design"; My designs with multi-delete; Portuguese on a 375 px phone.
 * With `E2E_SHOTS_DIR` set, the journeys also save screenshots there for a look (none in CI).
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const HOODIE = "classic-pullover-hoodie";

/** A PNG drawn in the page (a canvas), as bytes: `width` × `height` px, two colours. */
async function makePng(page: Page, width = 1600, height = 1200): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const c = document.createElement("canvas");
      c.width = w;
      c.height = h;
      const g = c.getContext("2d");
      if (!g) throw new Error("no canvas");
      g.fillStyle = "#b91c1c";
      g.fillRect(0, 0, w, h);
      g.fillStyle = "#fde047";
      g.beginPath();
      g.arc(w / 2, h / 2, Math.min(w, h) / 3, 0, Math.PI * 2);
      g.fill();
      return c.toDataURL("image/png");
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(",")[1] ?? "", "base64");
}

/** Saves a screenshot named `name` into `E2E_SHOTS_DIR` when it is set. */
async function shot(page: Page, name: string, fullPage = false) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, name), fullPage });
}

/** Opens the editor for a fresh design of a garment and waits until it is interactive. */
async function openEditor(page: Page, ref = HOODIE, lng = "") {
  await page.goto(`/customize/${ref}?discard=true${lng ? `&lng=${lng}` : ""}`);
  await expect(page.getByTestId("design-editor")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
}

/** Waits for the auto-save to have stored everything. */
async function saved(page: Page) {
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-state", "saved", { timeout: 30_000 });
}

/** Axe violations of impact serious or critical (WCAG 2.1 A/AA). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .exclude("[data-sonner-toaster]")
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** A new verified customer, signed in on `page`. */
async function signUp(page: Page): Promise<string> {
  const email = `e2e-designs-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await signUpVerified(page, { email, name: "Rita Sousa", password: "organic cotton from barcelos 7" });
  return email;
}

/** Puts text on a placement of the editor. */
async function addText(page: Page, placement: string, text: string) {
  await page.getByTestId("tab-print").click();
  await page.locator(`[data-testid="placement-option"][data-code="${placement}"]`).check();
  await chooseText(page);
  await page.getByTestId("text-content").fill(text);
}

test("customise a hoodie: dye, artwork, text, woven label 499 refused → 500, save, review, cart, two samples, quote", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openEditor(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Customise");

  // Dye: applied to the preview at once.
  await page.getByLabel("Navy", { exact: true }).check({ force: true });
  await expect(page.getByTestId("dye-name")).toContainText("Navy");
  await expect(page.getByTestId("garment-viewer")).toContainText("in Navy");

  // Artwork on the front: a PNG made here, uploaded with progress, placed as a decal.
  await page.getByTestId("tab-print").click();
  await page.locator('[data-testid="placement-option"][data-code="front"]').check();
  await page
    .getByTestId("artwork-input")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await makePng(page) });
  await expect(page.getByTestId("artwork-name")).toHaveText("logo.png");
  await expect(page.getByTestId("garment-viewer")).toContainText("1 artwork: front");
  // size in cm (number field), position with the arrow keys
  await page.getByTestId("artwork-width-number").fill("20");
  await page.getByTestId("artwork-width-number").press("Enter");
  await expect(page.getByTestId("artwork-size")).toContainText("20 × 15 cm");
  const x = await page.getByTestId("position-x").inputValue();
  await page.getByTestId("placement-map").focus();
  await page.keyboard.press("Shift+ArrowLeft");
  await expect(page.getByTestId("position-x")).not.toHaveValue(x);

  // Text on the back.
  await addText(page, "back", "Barcelos 1921");
  await page.getByTestId("text-font").selectOption("Playfair Display");
  await expect(page.getByTestId("placement-map")).toContainText("Barcelos 1921");
  await expect(page.getByTestId("garment-viewer")).toContainText("2 artworks: front, back");
  await expect(page.getByTestId("garment-viewer")).toHaveAttribute("data-view", "back");

  // Woven neck label with 499 units: refused next to the label; 500: accepted and priced.
  await page.getByTestId("tab-quantities").click();
  await page.locator('[data-testid="size-quantity"][data-size="M"]').fill("499");
  await page.getByTestId("tab-labels").click();
  await expect(page.locator('[data-testid="label-slot-neck"] [data-testid="label-moq"]')).toContainText("500");
  await page.locator('[data-testid="label-option"][data-code="neck-woven"]').check();
  const refusal = page.locator('[data-testid="label-slot-neck"] [data-testid="refusal"]');
  await expect(refusal).toContainText("at least 500 units");
  await expect(refusal).toContainText("you have 499");
  await expect(page.getByTestId("tab-labels").getByTestId("tab-problems")).toHaveText(/1/);
  await shot(page, "desktop-1280-refused.png", true);
  await page.getByTestId("tab-quantities").click();
  await page.locator('[data-testid="size-quantity"][data-size="M"]').fill("500");
  await expect(page.getByTestId("units-total")).toContainText("500");
  await expect(page.getByTestId("tab-problems")).toHaveCount(0);
  await expect(page.getByTestId("price-summary").getByTestId("live-unit-price").first()).toBeVisible();

  // Notes, name, save: the server confirms the price.
  await page.getByTestId("tab-notes").click();
  await page.getByTestId("design-notes").fill("Pantone 186 C for the red, please.");
  await page.getByTestId("design-name").fill("E2E team hoodie");
  await page.getByTestId("save-design").click();
  await expect(page.getByTestId("design-status")).toHaveText("Saved design");
  await saved(page);
  await expect(page.getByTestId("price-confirmed").first()).toBeVisible();
  await shot(page, "desktop-1280-editor.png", true);
  expect(await seriousViolations(page)).toEqual([]);

  // Review: rendered images, the specification, the price and the under-delivery note.
  await expect(page.getByTestId("go-review")).toBeEnabled();
  await page.getByTestId("go-review").click();
  await expect(page).toHaveURL(/\/customize\/dsg_[0-9A-Za-z]+\/review$/, { timeout: 45_000 });
  const designId = page.url().split("/").at(-2) ?? "";
  await expect(page.getByTestId("review-name")).toHaveText("E2E team hoodie");
  await expect(page.getByTestId("review-image-front")).toBeVisible();
  await expect(page.getByTestId("review-image-back")).toBeVisible();
  await expect(page.getByTestId("review-dye")).toHaveText("Navy");
  await expect(page.getByTestId("review-spec")).toContainText("Woven neck label");
  await expect(page.getByTestId("review-spec")).toContainText("Barcelos 1921");
  await expect(page.getByTestId("review-sizes")).toContainText("M × 500");
  await expect(page.getByTestId("under-delivery")).toContainText("neither shipped nor charged");
  await expect(page.getByTestId("price-total")).toBeVisible();
  await shot(page, "review-1280.png", true);
  expect(await seriousViolations(page)).toEqual([]);

  // Bulk order, two samples, the third refused; the quote link carries the design.
  await page.getByTestId("add-design-to-cart").click();
  await expect(page.getByTestId("cart-added")).toBeVisible();
  for (let i = 0; i < 2; i += 1) {
    const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/review"));
    await page.getByTestId("order-sample").click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByTestId("sample-added")).toBeVisible();
  }
  await page.getByTestId("order-sample").click();
  await expect(page.getByTestId("sample-error")).toContainText("at most 2 samples");
  await expect(page.getByTestId("request-quote")).toHaveAttribute("href", `/quote?design=${designId}`);

  // The editor reopens the saved design.
  await page.getByTestId("edit-design").click();
  await expect(page).toHaveURL(new RegExp(`/customize/${designId}/edit$`));
  await expect(page.getByTestId("design-name")).toHaveValue("E2E team hoodie");
});

test("a change undone while its auto-save is on the way is saved too: the editor never stays 'pending'", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openEditor(page);
  await page.getByTestId("design-name").fill("Club crest");
  await saved(page);
  const id = await page.getByTestId("design-editor").getAttribute("data-design-id");

  // hold the next save on its way to the server
  const held = Promise.withResolvers<void>();
  const started = Promise.withResolvers<void>();
  await page.route("**/api/customize", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    started.resolve();
    await held.promise;
    await route.fallback();
  });
  await page.getByTestId("design-name").fill("Club crest (draft)");
  await started.promise;
  // back to what was saved before, while "(draft)" is still being saved
  await page.getByTestId("design-name").fill("Club crest");
  held.resolve();
  await saved(page);
  await page.unroute("**/api/customize");
  const stored = (await (await page.request.get(`/api/customize/${id}`)).json()) as { name: string };
  expect(stored.name).toBe("Club crest");
});

test("an uploaded renamed executable is refused, the design is kept", async ({ page }) => {
  test.setTimeout(120_000);
  await openEditor(page);
  await addText(page, "front", "Kept");
  await saved(page);
  const exe = Buffer.concat([
    Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1"),
    Buffer.alloc(2048, 0x90),
  ]);
  await page.locator('[data-testid="placement-option"][data-code="back"]').check();
  await page.getByTestId("artwork-input").setInputFiles({ name: "artwork.png", mimeType: "image/png", buffer: exe });
  await expect(page.getByTestId("upload-error")).toContainText("not a PNG, JPEG or SVG");
  await expect(page.getByTestId("upload-error")).toContainText("Your design is kept");
  await expect(page.getByTestId("garment-viewer")).toContainText("1 artwork: front");
  await expect(page.getByTestId("save-status")).not.toHaveAttribute("data-state", "error");
  // a small raster at this size: a low-resolution warning, never a refusal
  await page.getByTestId("artwork-input").setInputFiles({
    name: "small.png",
    mimeType: "image/png",
    buffer: await makePng(page, 300, 300),
  });
  await expect(page.getByTestId("artwork-name")).toHaveText("small.png");
  await expect(page.getByTestId("preflight-warning")).toContainText("DPI");
  await expect(page.getByTestId("garment-viewer")).toContainText("2 artworks");
  await page
    .locator('[data-testid="placement-editor"][data-placement="back"]')
    .getByTestId("remove-decoration")
    .click();
  await saved(page);
  // the draft is there after a reload (the editor's own address)
  await expect(page).toHaveURL(/\/customize\/dsg_[0-9A-Za-z]+\/edit$/);
  await page.reload();
  await expect(page.getByTestId("design-editor")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByTestId("garment-viewer")).toContainText("1 artwork: front");
  await page.getByTestId("tab-print").click();
  await expect(page.getByTestId("text-content")).toHaveValue("Kept");
});

test("keyboard: the panels are tabs operated with the arrow keys; a change made in another window offers a reload", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await openEditor(page);
  await page.getByTestId("tab-dye").focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("tab-labels")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("tab-labels")).toBeFocused();
  await page.keyboard.press("End");
  await expect(page.getByTestId("tab-notes")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("design-notes")).toBeFocused();
  await page.keyboard.type("First window");
  await saved(page);
  const editUrl = page.url();
  expect(editUrl).toMatch(/\/customize\/dsg_[0-9A-Za-z]+\/edit$/);

  const second = await context.newPage();
  await second.goto(editUrl);
  await expect(second.getByTestId("design-editor")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await second.getByTestId("tab-notes").click();
  await second.getByTestId("design-notes").fill("Second window");
  await saved(second);

  await page.getByTestId("design-notes").fill("First window again");
  await expect(page.getByTestId("save-conflict")).toBeVisible({ timeout: 15_000 });
  await page.getByTestId("save-conflict").getByRole("link").click();
  await expect(page.getByTestId("design-editor")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await page.getByTestId("tab-notes").click();
  await expect(page.getByTestId("design-notes")).toHaveValue("Second window");
});

test("the gallery: a published design is the start of a copy of one's own", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openEditor(page);
  await addText(page, "front", "Shared");
  await page.getByTestId("design-name").fill(`Gallery ${Date.now().toString(36)}`);
  const name = await page.getByTestId("design-name").inputValue();
  await page.locator("label", { has: page.getByTestId("publish-toggle") }).click();
  await expect(page.getByTestId("publish-toggle")).toBeChecked();
  await saved(page);

  // another visitor
  const other = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.201" } });
  await answerCookieBanner(other, test.info().project.use.baseURL);
  const visitor = await other.newPage();
  await visitor.goto("/gallery");
  const card = visitor.getByTestId("gallery-item").filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await shot(visitor, "gallery-1280.png", true);
  await card.getByTestId("start-from-design").click();
  await expect(visitor).toHaveURL(/\/customize\/dsg_[0-9A-Za-z]+\/edit$/, { timeout: 30_000 });
  await expect(visitor.getByTestId("design-editor")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await expect(visitor.getByTestId("design-name")).toHaveValue(name);
  await expect(visitor.getByTestId("publish-toggle")).not.toBeChecked();
  await visitor.getByTestId("tab-print").click();
  await expect(visitor.getByTestId("text-content")).toHaveValue("Shared");
  await other.close();
});

test("My designs: a customer's designs with thumbnails, delete one and several at once", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await signUp(page);
  for (const text of ["One", "Two", "Three"]) {
    await openEditor(page);
    await addText(page, "front", text);
    await page.getByTestId("design-name").fill(`Mine ${text}`);
    await saved(page);
  }
  await page.goto("/user/designs");
  await expect(page.getByRole("link", { name: "Designs", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("design-row")).toHaveCount(3);
  await shot(page, "my-designs-1280.png", true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId("design-row").filter({ hasText: "Mine One" }).getByTestId("design-delete").click();
  await expect(page.getByTestId("designs-deleted")).toContainText("1 design deleted");
  await expect(page.getByTestId("design-row")).toHaveCount(2);
  await page.getByTestId("select-all").check();
  await page.getByTestId("delete-selected").click();
  await expect(page.getByTestId("designs-deleted")).toContainText("2 designs deleted");
  await expect(page.getByTestId("design-row")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the editor in Portuguese at 375 px: panels, refusal, price bar, review @mobile", async ({ page, context }) => {
    test.setTimeout(120_000);
    await context.addCookies([{ name: "lng", value: "pt", url: test.info().project.use.baseURL ?? "" }]);
    await openEditor(page, HOODIE, "pt");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Personalizar");
    await expect(page.getByTestId("tab-labels")).toHaveText("Etiquetas");
    await shot(page, "mobile-375-pt-top.png");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await addText(page, "front", "Olá Barcelos");
    await page.getByTestId("placement-map").scrollIntoViewIfNeeded();
    await shot(page, "mobile-375-pt-print.png");
    await page.getByTestId("tab-quantities").click();
    await page.locator('[data-testid="size-quantity"][data-size="M"]').fill("499");
    await page.getByTestId("tab-labels").click();
    await page.locator('[data-testid="label-option"][data-code="neck-woven"]').check();
    const refusal = page.locator('[data-testid="label-slot-neck"] [data-testid="refusal"]');
    await expect(refusal).toContainText("pelo menos 500 unidades — tem 499");
    await refusal.scrollIntoViewIfNeeded();
    await shot(page, "mobile-375-pt-refused.png");
    await page.getByTestId("tab-quantities").click();
    await page.locator('[data-testid="size-quantity"][data-size="M"]').fill("500");
    await expect(page.getByTestId("units-total")).toContainText("500 unidades no total");
    await expect(page.getByTestId("go-review-mobile")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saved(page);
    await page.getByTestId("go-review-mobile").click();
    await expect(page).toHaveURL(/\/review$/, { timeout: 45_000 });
    await expect(page.getByTestId("add-design-to-cart")).toContainText("Adicionar ao carrinho");
    await expect(page.getByTestId("under-delivery")).toContainText("não são enviadas nem cobradas");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, "mobile-375-pt-review.png", true);
  });
});
