import { gzipSync } from "node:zlib";
import { type Page, chromium } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../setup/chromium.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The 3D garment viewer (issue 5) on `/customize/{id}`: the first frame is drawn, the canvas shows
 * the chosen dye, switching dye repaints it, presets work from the keyboard, rendered views come
 * out as PNGs, and a browser without WebGL gets the 2D flats. Also prints the time from navigation
 * to the first 3D frame and the route's JavaScript (gzip), for the benchmark.
 */

const HOODIE = "classic-pullover-hoodie";
const BURGUNDY = "#6b1e2b";
const FOREST = "#2f4a3a";
const READY = '[data-testid="garment-viewer"][data-mode="3d"][data-ready="true"]';

function hue(r: number, g: number, b: number): { h: number; s: number } {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  if (d === 0) return { h: 0, s: 0 };
  let h: number;
  if (max === r) h = ((g - b) / d) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: (h * 60 + 360) % 360, s: max === 0 ? 0 : d / max };
}

const hexHue = (hex: string) =>
  hue(Number.parseInt(hex.slice(1, 3), 16), Number.parseInt(hex.slice(3, 5), 16), Number.parseInt(hex.slice(5, 7), 16))
    .h;

const hueDistance = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

/** Statistics of the canvas: share of non-background pixels and the mean hue of the central patch. */
async function canvasStats(page: Page) {
  const png = await page.getByTestId("garment-canvas").screenshot();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 3;
    return [data[i] as number, data[i + 1] as number, data[i + 2] as number] as const;
  };
  let garment = 0;
  const colours = new Set<number>();
  for (let y = 0; y < info.height; y += 4) {
    for (let x = 0; x < info.width; x += 4) {
      const [r, g, b] = at(x, y);
      colours.add((r >> 3) * 1024 + (g >> 3) * 32 + (b >> 3));
      if (hue(r, g, b).s > 0.2) garment++;
    }
  }
  // a patch a little below the middle: the chest of a top
  let sx = 0;
  let sy = 0;
  let n = 0;
  const cx = Math.round(info.width / 2);
  const cy = Math.round(info.height * 0.55);
  for (let y = cy - 20; y < cy + 20; y += 2) {
    for (let x = cx - 20; x < cx + 20; x += 2) {
      const [r, g, b] = at(x, y);
      const { h, s } = hue(r, g, b);
      if (s < 0.15) continue;
      sx += Math.cos((h * Math.PI) / 180);
      sy += Math.sin((h * Math.PI) / 180);
      n++;
    }
  }
  return {
    garmentShare: garment / ((info.width / 4) * (info.height / 4)),
    colours: colours.size,
    centreHue: n > 0 ? (Math.atan2(sy, sx) * 180) / Math.PI + (sy < 0 ? 360 : 0) : Number.NaN,
    centreSamples: n,
    png,
  };
}

test.describe("3D garment viewer", () => {
  test("draws the hoodie in its dye, repaints on a dye switch, turns with the keyboard", async ({ page }) => {
    test.setTimeout(120_000);
    const scripts = new Map<string, number>();
    page.on("response", async (r) => {
      if (r.request().resourceType() !== "script" || !r.url().includes("/assets/")) return;
      try {
        scripts.set(r.url(), gzipSync(await r.body()).length);
      } catch {
        // a navigation may cancel a body read
      }
    });
    const started = Date.now();
    await page.goto(`/customize/${HOODIE}?dye=burgundy`);
    await expect(page.locator(READY)).toBeVisible({ timeout: 45_000 });
    const firstFrameMs = Date.now() - started;

    const canvas = page.getByTestId("garment-canvas");
    await expect(canvas).toHaveAttribute("role", "img");
    await expect(canvas).toHaveAttribute("aria-label", /Classic Pullover Hoodie in Burgundy, seen from the front/);

    const burgundy = await canvasStats(page);
    expect(burgundy.garmentShare, "the canvas is not blank").toBeGreaterThan(0.15);
    expect(burgundy.colours).toBeGreaterThan(20);
    expect(burgundy.centreSamples).toBeGreaterThan(50);
    expect(hueDistance(burgundy.centreHue, hexHue(BURGUNDY)), `hue ${burgundy.centreHue}`).toBeLessThan(25);

    await page.locator('[data-testid="dye-option"][data-dye="forest"]').click();
    await expect(page.getByTestId("selected-dye")).toHaveText("Forest green");
    await expect
      .poll(async () => hueDistance((await canvasStats(page)).centreHue, hexHue(FOREST)), { timeout: 15_000 })
      .toBeLessThan(25);
    await expect(page).toHaveURL(/dye=forest/);

    // presets from the keyboard: focus the "Back" button and press Enter
    const before = (await canvasStats(page)).png;
    await page.getByTestId("view-back").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("garment-viewer")).toHaveAttribute("data-view", "back");
    await expect(page.getByTestId("view-back")).toHaveAttribute("aria-pressed", "true");
    await expect(canvas).toHaveAttribute("aria-label", /seen from the back/);
    await expect.poll(async () => Buffer.compare((await canvasStats(page)).png, before) !== 0).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("garment-viewer")).toHaveAttribute("data-view", "left");

    // arrow keys orbit the focused view: six steps of 15° turn the front to the wearer's left side
    await page.getByTestId("view-front").click();
    await expect(page.getByTestId("garment-viewer")).toHaveAttribute("data-view", "front");
    await page.getByTestId("garment-viewport").focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("garment-viewer")).toHaveAttribute("data-view", "left", { timeout: 10_000 });

    const routeJs = [...scripts].filter(([url]) => !url.includes("GarmentViewer.client"));
    const threeJs = [...scripts].filter(([url]) => url.includes("GarmentViewer.client"));
    const kb = (list: [string, number][]) => (list.reduce((s, [, b]) => s + b, 0) / 1024).toFixed(1);
    console.log(
      `[bench] /customize: first 3D frame ${firstFrameMs} ms after navigation; JavaScript gzip: page ${kb(routeJs)} kB + 3D chunk ${kb(threeJs)} kB`,
    );
    expect(threeJs.length).toBe(1);
  });

  test("renders front and back views as PNG images", async ({ page }) => {
    await page.goto(`/customize/${HOODIE}?dye=burgundy&snapshot=1&text=FABRICO`);
    await expect(page.locator(READY)).toBeVisible({ timeout: 45_000 });
    for (const view of ["front", "back"]) {
      const img = page.getByTestId(`snapshot-${view}`);
      await expect(img).toBeVisible({ timeout: 15_000 });
      const size = await img.evaluate((el: HTMLImageElement) => ({ w: el.naturalWidth, h: el.naturalHeight }));
      expect(size).toEqual({ w: 400, h: 480 });
      const share = await img.evaluate((el: HTMLImageElement) => {
        const c = document.createElement("canvas");
        c.width = el.naturalWidth;
        c.height = el.naturalHeight;
        const ctx = c.getContext("2d") as CanvasRenderingContext2D;
        ctx.drawImage(el, 0, 0);
        const d = ctx.getImageData(0, 0, c.width, c.height).data;
        let opaque = 0;
        for (let i = 3; i < d.length; i += 4) if ((d[i] as number) > 200) opaque++;
        return opaque / (c.width * c.height);
      });
      expect(share, `${view} view shows the garment on a transparent background`).toBeGreaterThan(0.15);
      expect(share).toBeLessThan(0.9);
    }
  });

  test("keeps three.js out of other pages", async ({ page }) => {
    const loaded: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") loaded.push(r.url());
    });
    await page.goto(`/product/${HOODIE}`);
    await page.waitForLoadState("networkidle");
    expect(loaded.some((u) => u.includes("GarmentViewer.client"))).toBe(false);
  });

  test("answers 404 for a product that is not customizable", async ({ page }) => {
    const response = await page.goto("/customize/ripstop-drawcord-shorts");
    expect(response?.status()).toBe(404);
  });

  test("shows the 2D flats where WebGL is missing", async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, "--disable-webgl", "--disable-3d-apis"],
    });
    try {
      const page = await browser.newPage({ baseURL: test.info().project.use.baseURL });
      await page.goto(`/customize/${HOODIE}?dye=burgundy&text=FABRICO`);
      const viewer = page.getByTestId("garment-viewer");
      await expect(viewer).toHaveAttribute("data-mode", "2d");
      const flat = page.getByTestId("garment-flat");
      await expect(flat).toBeVisible();
      await expect(flat).toHaveAttribute("aria-label", /Classic Pullover Hoodie in Burgundy, seen from the front/);
      await expect(flat.locator("image").first()).toHaveAttribute("href", "/media/flat/hoodie/front/6b1e2b.svg");
      await expect(flat.locator('[data-decal="preview-text"] text')).toHaveText("FABRICO");
      await expect(page.getByTestId("view-left")).toHaveCount(0);
      await expect(page.getByText("3D is not available in this browser")).toBeVisible();
      await page.getByTestId("view-back").click();
      await expect(flat).toHaveAttribute("data-view", "back");
      await expect(flat.locator("image").first()).toHaveAttribute("href", "/media/flat/hoodie/back/6b1e2b.svg");
      const image = await page.request.get("/media/flat/hoodie/back/6b1e2b.svg");
      expect(image.ok()).toBe(true);
    } finally {
      await browser.close();
    }
  });

  test("turns with a finger on a phone @mobile", async ({ page, hasTouch }) => {
    test.skip(!hasTouch, "touch needs a touch screen (the mobile project)");
    await page.goto(`/customize/${HOODIE}?dye=burgundy`);
    await expect(page.locator(READY)).toBeVisible({ timeout: 45_000 });
    expect((await canvasStats(page)).garmentShare).toBeGreaterThan(0.15);
    const box = await page.getByTestId("garment-canvas").boundingBox();
    if (!box) throw new Error("no canvas");
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    const point = (x: number) => [{ x, y, id: 1 }];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(box.x + box.width * 0.3) });
    for (let i = 1; i <= 10; i++) {
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: point(box.x + box.width * (0.3 + i * 0.04)),
      });
      await page.waitForTimeout(30);
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    // dragging to the right turns the garment to show its right side
    await expect(page.getByTestId("garment-viewer")).toHaveAttribute("data-view", "right", { timeout: 10_000 });
    await expect(page.getByTestId("garment-canvas")).toHaveAttribute("aria-label", /seen from the right side/);
  });
});
