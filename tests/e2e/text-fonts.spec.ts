import type { Page } from "@playwright/test";
import { chooseText } from "./configurator.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Fonts that print as shown (issue 20): a text in the editor is set in one of the shop's licensed
 * faces, served from the app's own assets (no font service), loaded before it is drawn on the 3D
 * preview, and shown in the picker, the map and the input; a woven neck label is not offered on
 * pants. Prints the font bytes the page fetched.
 */

async function openEditor(page: Page, ref: string) {
  await page.goto(`/customize/${ref}?discard=true`);
  await expect(page.getByTestId("design-editor")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
}

test("a text is set in a shipped face from the shop's own assets, on the map and the 3D preview", async ({ page }) => {
  test.setTimeout(120_000);
  const fonts: { url: string; bytes: number; status: number }[] = [];
  page.on("response", async (r) => {
    if (r.request().resourceType() !== "font") return;
    let bytes = 0;
    try {
      bytes = (await r.body()).length;
    } catch {
      // a navigation may cancel a body read
    }
    fonts.push({ url: r.url(), bytes, status: r.status() });
  });
  await openEditor(page, "t-shirt");
  await page.getByTestId("tab-print").click();
  await page.locator('[data-testid="placement-option"][data-code="front"]').check();
  await chooseText(page);
  await page.getByTestId("text-content").fill("Barcelos");

  // the picker offers the seven faces, each shown in itself
  const options = page.getByTestId("text-font").locator("option");
  await expect(options).toHaveText([
    "Montserrat",
    "Anton",
    "Playfair Display",
    "Pacifico",
    "Zilla Slab",
    "Nunito",
    "Courier Prime",
  ]);
  await page.getByTestId("text-font").selectOption("Anton");
  await expect(page.getByTestId("placement-map")).toContainText("Barcelos");
  await expect(page.getByTestId("text-content")).toHaveCSS("font-family", /Anton/);

  // the face is loaded (document.fonts) from the shop's own /assets/
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('400 40px "Anton"', "Barcelos")), { timeout: 15_000 })
    .toBe(true);
  await expect.poll(() => fonts.some((f) => /\/assets\/anton-latin-400-normal-[^/]+\.woff$/.test(f.url))).toBe(true);
  const origin = new URL(page.url()).origin;
  for (const f of fonts) {
    expect(new URL(f.url).origin, `${f.url} comes from the shop`).toBe(origin);
    expect(f.status).toBe(200);
  }
  const anton = await page.evaluate(() =>
    [...document.fonts].filter((f) => f.family.replace(/"/g, "") === "Anton").map((f) => f.status),
  );
  expect(anton).toContain("loaded");
  await expect(page.getByTestId("garment-viewer")).toContainText("1 artwork: front");
  const total = fonts.reduce((s, f) => s + f.bytes, 0);
  console.log(
    `[bench] /customize text: ${fonts.length} font file(s), ${(total / 1024).toFixed(1)} kB (${fonts.map((f) => f.url.split("/").pop()).join(", ")})`,
  );
});

test("pants offer a printed neck label but no woven one", async ({ page }) => {
  await openEditor(page, "pants");
  await page.getByTestId("tab-labels").click();
  const neck = page.getByTestId("label-slot-neck");
  await expect(neck.locator('[data-testid="label-option"][data-code="neck-printed"]')).toHaveCount(1);
  await expect(neck.locator('[data-testid="label-option"][data-code="neck-woven"]')).toHaveCount(0);
  // a top still has it
  await openEditor(page, "hoodie");
  await page.getByTestId("tab-labels").click();
  await expect(
    page.locator('[data-testid="label-slot-neck"] [data-testid="label-option"][data-code="neck-woven"]'),
  ).toHaveCount(1);
});
