import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { chooseText } from "./configurator.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The editor's tools (issue 20, "Above the anchors"): undo/redo by keyboard and buttons, dragging on
 * the placement map with snapping guides and the position in mm, the clamp message, the preflight
 * marker, two artworks on the front, a left chest beside a front print (and an overlap refused), and
 * the phone's sticky preview. With `E2E_SHOTS_DIR` set, screenshots are saved there for a look.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const TEE = "t-shirt";

async function shot(page: Page, name: string, fullPage = false) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, name), fullPage });
}

/** A PNG drawn in the page, `width` × `height` px. */
async function makePng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const c = document.createElement("canvas");
      c.width = w;
      c.height = h;
      const g = c.getContext("2d");
      if (!g) throw new Error("no canvas");
      g.fillStyle = "#1d4ed8";
      g.fillRect(0, 0, w, h);
      g.fillStyle = "#fde047";
      g.fillRect(w / 4, h / 4, w / 2, h / 2);
      return c.toDataURL("image/png");
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(",")[1] ?? "", "base64");
}

async function openEditor(page: Page, lng = "") {
  await page.goto(`/customize/${TEE}?discard=true${lng ? `&lng=${lng}` : ""}`);
  await expect(page.getByTestId("design-editor")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
}

async function choosePlacement(page: Page, code: string) {
  await page.getByTestId("tab-print").click();
  await page.locator(`[data-testid="placement-option"][data-code="${code}"]`).check();
}

async function upload(page: Page, name: string, width: number, height: number) {
  await page
    .getByTestId("artwork-input")
    .setInputFiles({ name, mimeType: "image/png", buffer: await makePng(page, width, height) });
  await expect(page.getByTestId("artwork-name")).toHaveText(name);
}

/** Types a number (cm) into a field that commits on Enter. */
async function typeCm(page: Page, testId: string, value: string) {
  await page.getByTestId(testId).fill(value);
  await page.getByTestId(testId).press("Enter");
}

test("undo and redo every edit by keyboard and by buttons; a drag on the map is one step with guides and the position in mm", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openEditor(page);
  const undo = page.getByRole("button", { name: "Undo" });
  const redo = page.getByRole("button", { name: "Redo" });
  await expect(undo).toBeDisabled();

  // dye: undone with Ctrl+Z, redone with Ctrl+Shift+Z
  const before = await page.getByTestId("dye-name").textContent();
  await page.getByLabel("Navy", { exact: true }).check({ force: true });
  await expect(page.getByTestId("dye-name")).toContainText("Navy");
  await page.locator("h1").click();
  await page.keyboard.press("Control+z");
  await expect(page.getByTestId("dye-name")).toHaveText(before ?? "");
  await page.keyboard.press("Control+Shift+z");
  await expect(page.getByTestId("dye-name")).toContainText("Navy");

  // artwork on the front; a text field keeps its own Ctrl+Z
  await choosePlacement(page, "front");
  await upload(page, "logo.png", 2400, 2400);
  await expect(page.getByTestId("garment-viewer")).toContainText("1 artwork: front");
  await page.getByTestId("design-name").fill("Undo test");
  await page.getByTestId("design-name").press("Control+z");
  await expect(page.getByTestId("garment-viewer")).toContainText("1 artwork: front");

  // a drag on the map: guides while it goes, the position in mm from the centre and the HPS
  const map = page.getByTestId("placement-map");
  await map.scrollIntoViewIfNeeded();
  const x0 = await page.getByTestId("position-x").inputValue();
  const box = await page.getByTestId("placement-box").boundingBox();
  if (!box) throw new Error("no box");
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx + 1, cy + 1, { steps: 2 });
  await expect(map).toHaveAttribute("data-dragging", "true");
  // the artwork starts centred: near the centre lines it snaps to them, and the guides show
  await expect(page.locator('[data-testid="snap-guide"][data-kind="centre"]').first()).toBeAttached();
  await page.mouse.move(cx + 60, cy + 30, { steps: 6 });
  await expect(page.getByTestId("drag-position")).toContainText("mm right of centre");
  await expect(page.getByTestId("drag-position")).toContainText("below the shoulder point (HPS)");
  await shot(page, "drag-1280-en.png");
  await page.mouse.up();
  await expect(page.getByTestId("snap-guide")).toHaveCount(0);
  await expect(page.getByTestId("position-x")).not.toHaveValue(x0);
  // one undo puts the whole drag back
  await undo.click();
  await expect(page.getByTestId("position-x")).toHaveValue(x0);
  await redo.click();
  await expect(page.getByTestId("position-x")).not.toHaveValue(x0);

  // pushed against the area's edge: the move is held back, and it says so
  await map.focus();
  for (let i = 0; i < 20; i++) await page.keyboard.press("Shift+ArrowRight");
  await expect(page.getByTestId("clamp-note")).toHaveText("Kept inside the printable area.");

  // remove the artwork with the button; undo brings it back (Ctrl+Y redoes the removal)
  await page.getByRole("button", { name: /^Remove Artwork 1/ }).click();
  await expect(page.getByTestId("garment-viewer")).not.toContainText("artwork");
  await page.getByTestId("undo").click();
  await expect(page.getByTestId("garment-viewer")).toContainText("1 artwork: front");
  await page.locator("h1").click();
  await page.keyboard.press("Control+y");
  await expect(page.getByTestId("garment-viewer")).not.toContainText("artwork");
  await page.keyboard.press("Control+z");

  // quantities are undone too; the auto-save saves what is shown
  await page.getByTestId("tab-quantities").click();
  await page.locator('[data-testid="size-quantity"][data-size="M"]').fill("12");
  await expect(page.getByTestId("units-total")).toContainText("12");
  await page.locator("h1").click();
  await page.keyboard.press("Control+z");
  await expect(page.locator('[data-testid="size-quantity"][data-size="M"]')).toHaveValue(/^0?$/);
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-state", "saved", { timeout: 30_000 });
  await page.reload();
  await expect(page.getByTestId("design-editor")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByTestId("garment-viewer")).toContainText("1 artwork: front");
  await expect(page.getByTestId("undo")).toBeDisabled();
});

test("two artworks on the front, a low-resolution one marked; a left chest beside a front print, an overlap refused", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openEditor(page);
  await choosePlacement(page, "front");
  await upload(page, "big.png", 3000, 3000);
  // a second artwork on the same placement, small in pixels: low resolution at its size
  await page.getByTestId("add-artwork").click();
  await upload(page, "small.png", 200, 200);
  await expect(page.getByTestId("decoration-item")).toHaveCount(2);
  await expect(page.getByTestId("garment-viewer")).toContainText("2 artworks");
  await expect(page.locator('[data-testid="decoration-item"][data-warning="true"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="decoration-item"][data-warning="true"]')).toContainText("small.png");
  await expect(page.locator('[data-testid="map-item"][data-warning="true"] [data-testid="map-warning"]')).toHaveCount(
    1,
  );
  await expect(page.getByTestId("preflight-warning")).toContainText("DPI");
  await page.getByTestId("placement-map").scrollIntoViewIfNeeded();
  await shot(page, "two-artworks-1280-en.png");
  // a text on the front as well
  await page.getByTestId("add-text").click();
  await chooseText(page);
  await page.getByTestId("text-content").fill("Barcelos");
  await expect(page.getByTestId("decoration-item")).toHaveCount(3);
  await expect(page.locator('[data-testid="placement-option"][data-code="front"]').locator("..")).toContainText(
    "3 decorations",
  );

  // the two artworks are removed, leaving one small text moved to the lower left of the front
  // (the list renumbers: the second artwork is "Artwork 1" once the first is gone)
  for (let i = 0; i < 2; i++) await page.getByRole("button", { name: /^Remove Artwork 1/ }).click();
  await expect(page.getByTestId("decoration-item")).toHaveCount(1);
  await typeCm(page, "artwork-width-number", "12");
  await typeCm(page, "position-x", "7");
  await typeCm(page, "position-y", "30");

  // left chest beside it: no overlap, no refusal, both priced
  await choosePlacement(page, "left-chest");
  await chooseText(page);
  await page.getByTestId("text-content").fill("FB");
  await expect(page.getByTestId("garment-viewer")).toContainText("2 artworks: front, left chest");
  await page.getByTestId("tab-quantities").click();
  await page.locator('[data-testid="size-quantity"][data-size="M"]').fill("10");
  await expect(page.getByTestId("refusal")).toHaveCount(0);
  await expect(page.getByTestId("tab-problems")).toHaveCount(0);
  await choosePlacement(page, "left-chest");
  await page.getByTestId("placement-map").scrollIntoViewIfNeeded();
  await shot(page, "chest-beside-front-1280-en.png");

  // the front text made wide enough to reach the chest: refused next to the placement
  await choosePlacement(page, "front");
  await typeCm(page, "position-x", "15");
  await typeCm(page, "position-y", "10");
  await typeCm(page, "artwork-width-number", "28");
  await expect(page.getByTestId("tab-print").getByTestId("tab-problems")).toBeVisible();
  await choosePlacement(page, "left-chest");
  await expect(page.getByTestId("neighbour-box")).toHaveCount(1);
  await expect(page.getByTestId("refusal").first()).toContainText("overlaps");
  // undo takes the change back and the refusal with it
  await page.locator("h1").click();
  await page.keyboard.press("Control+z");
  await expect(page.getByTestId("tab-problems")).toHaveCount(0);
});

test("drag an artwork directly on the 3D garment: it moves within its placement, one undo step", async ({ page }) => {
  test.setTimeout(120_000);
  await openEditor(page);
  await choosePlacement(page, "front");
  await upload(page, "logo.png", 2400, 2400);
  const viewer = page.getByTestId("garment-viewer");
  await expect(viewer).toHaveAttribute("data-mode", "3d", { timeout: 30_000 });
  await expect(viewer).toHaveAttribute("data-ready", "true", { timeout: 60_000 });
  await page.getByTestId("garment-viewport").scrollIntoViewIfNeeded();
  const box = await page.getByTestId("garment-viewport").boundingBox();
  if (!box) throw new Error("no viewport");
  const x0 = await page.getByTestId("position-x").inputValue();
  // the artwork sits centred on the chest, a little above the middle of the view
  const sx = box.x + box.width * 0.5;
  const sy = box.y + box.height * 0.46;
  await page.mouse.move(sx, sy);
  await page.mouse.down();
  await page.mouse.move(sx - box.width * 0.08, sy + box.height * 0.04, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByTestId("position-x")).not.toHaveValue(x0);
  // the garment did not turn: still seen from the front
  await expect(viewer).toHaveAttribute("data-view", "front");
  await shot(page, "drag-3d-1280-en.png");
  await page.getByTestId("undo").click();
  await expect(page.getByTestId("position-x")).toHaveValue(x0);
});

for (const lng of ["pt", "es"] as const) {
  test(`the map and the history in ${lng} at 1280 px`, async ({ page }) => {
    test.setTimeout(90_000);
    await openEditor(page, lng);
    await choosePlacement(page, "front");
    await upload(page, "logo.png", 2400, 1800);
    await page.getByTestId("add-text").click();
    await chooseText(page);
    await page.getByTestId("text-content").fill(lng === "pt" ? "Olá" : "Hola");
    await page.getByTestId("placement-map").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("map-position")).toContainText(lng === "pt" ? "HPS" : "HPS");
    await expect(page.getByTestId("undo")).toHaveText(lng === "pt" ? "Anular" : "Deshacer");
    await shot(page, `map-1280-${lng}.png`);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const lng of ["pt", "es"] as const) {
    test(`the preview stays in sight while the panels scroll (${lng}, 390 px) @mobile`, async ({ page }) => {
      test.setTimeout(90_000);
      await openEditor(page, lng);
      await choosePlacement(page, "front");
      await upload(page, "logo.png", 2400, 1800);
      await page.getByTestId("placement-map").scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 400);
      const viewer = await page.getByTestId("viewer-area").boundingBox();
      expect(viewer).not.toBeNull();
      // stuck under the 64 px header, and smaller than half the screen
      expect(Math.round(viewer?.y ?? -1)).toBeGreaterThanOrEqual(60);
      expect(Math.round(viewer?.y ?? 999)).toBeLessThanOrEqual(70);
      expect(viewer?.height ?? 999).toBeLessThan(844 / 2);
      await expect(page.getByTestId("garment-viewer")).toBeInViewport();
      // the tabs stick right under it
      const tabs = await page.getByRole("tablist").boundingBox();
      expect(Math.abs((tabs?.y ?? 0) - ((viewer?.y ?? 0) + (viewer?.height ?? 0)))).toBeLessThan(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot(page, `phone-390-${lng}.png`);
    });
  }
});
