import sharp from "sharp";
import { expect, test } from "./fixtures.ts";
import { noSidewaysScroll, signInStaff } from "./staff.ts";

/**
 * The catalogue back office (issue 6): a catalogue editor signs in with two-step verification,
 * creates a product with two colours and three sizes in English, Portuguese and Spanish with a
 * photo, and the storefront search finds it in each language; categories refuse to be deleted
 * while products use them; the pages fit a tablet without sideways scrolling.
 */

test("a catalogue editor creates a product with two colours × three sizes in three languages; the shop's search finds it in each", async ({
  page,
}) => {
  test.slow(); // sign-in, a form of some sixty fields, an upload, three searches
  const word = `zq${Date.now().toString(36)}`;
  const slug = `${word}-linen-tee`;
  await signInStaff(page, "catalog_editor", "/admin/product/create");
  await expect(page.getByRole("heading", { level: 1, name: "New product" })).toBeVisible();

  const texts = page.getByTestId("name");
  await texts.getByLabel(/English/).fill(`Aurora ${word} tee`);
  await texts.getByLabel(/Portuguese/).fill(`T-shirt Aurora ${word} algodão`);
  await texts.getByLabel(/Spanish/).fill(`Camiseta Aurora ${word} algodón`);
  const summary = page.getByTestId("summary");
  await summary.getByLabel(/English/).fill("A soft everyday tee");
  await summary.getByLabel(/Portuguese/).fill("Uma t-shirt macia para todos os dias");
  await summary.getByLabel(/Spanish/).fill("Una camiseta suave para cada día");
  await page.getByLabel("URL name").fill(slug);
  await page.getByLabel("Garment type").selectOption("t-shirt");
  await page.getByLabel("Category").selectOption({ label: "— T-shirts" });
  await page.getByLabel("Material").selectOption({ index: 1 });
  await page.getByLabel("Status").selectOption("active");
  await page.getByLabel("Price (EUR, incl. VAT)").fill("29.90");
  await page.getByLabel("Weight (g)").fill("190");

  // the matrix: two colours × three sizes = six variants
  for (const code of ["black", "white"]) await page.getByTestId(`color-${code}`).check({ force: true });
  for (const code of ["S", "M", "L"]) await page.getByTestId(`size-${code}`).check({ force: true });
  const matrix = page.getByTestId("variant-matrix");
  await expect(matrix.locator("tbody tr")).toHaveCount(6);
  for (const row of await matrix.locator("tbody tr").all()) await row.getByRole("spinbutton").fill("12");
  await page.getByTestId("variant-black-M").getByRole("spinbutton").fill("30");

  // a photo through /api/upload/image, with alt texts
  const png = await sharp({ create: { width: 500, height: 600, channels: 3, background: "#30343a" } })
    .png()
    .toBuffer();
  await page
    .getByTestId("image-upload")
    .setInputFiles({ name: "aurora-front.png", mimeType: "image/png", buffer: png });
  const photo = page.getByTestId("image-row");
  await expect(photo).toHaveCount(1);
  await photo.getByLabel("Alt text (EN)").fill("Aurora tee, front, black");
  await photo.getByLabel("Alt text (PT)").fill("T-shirt Aurora, frente, preta");
  await photo.getByLabel("Alt text (ES)").fill("Camiseta Aurora, delante, negra");

  await page.getByTestId("product-save").click();
  await expect(page).toHaveURL(/\/admin\/product\/prd_[0-9A-Z]+\/edit\?saved=1$/, { timeout: 30_000 });
  await expect(page.getByTestId("saved")).toBeVisible();
  // suggested SKUs are filled in, one per variant, all different
  const skus = await matrix
    .locator("input[name$='.sku']")
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(skus).toHaveLength(6);
  expect(new Set(skus).size).toBe(6);
  expect(skus.every((s) => /^[A-Z0-9-]+-(BLACK|WHITE)-(S|M|L)$/.test(s))).toBe(true);
  await expect(page.getByTestId("variant-black-M").getByRole("spinbutton")).toHaveValue("30");
  await noSidewaysScroll(page);

  // the storefront search finds it at once, in each language
  for (const [lng, name] of [
    ["en", `Aurora ${word} tee`],
    ["pt", `T-shirt Aurora ${word} algodão`],
    ["es", `Camiseta Aurora ${word} algodón`],
  ] as const) {
    await page.goto(`/product/search?q=${word}&lng=${lng}`);
    const card = page.locator(`[data-testid=product-card][data-product="${slug}"]`);
    await expect(card, lng).toBeVisible();
    await expect(card).toContainText(name);
  }

  // the product list shows it with six variants and 90 units (5 × 12 + 30)
  await page.goto(`/admin/product/list?q=${word}&lng=en`);
  const row = page.getByTestId("products-table").locator("tr", { hasText: `Aurora ${word} tee` });
  await expect(row).toContainText("6");
  await expect(row).toContainText("90");
});

test("a category that still has products cannot be deleted, and says why", async ({ page }) => {
  await signInStaff(page, "admin", "/admin/categories/list");
  await page.getByTestId("categories-table").getByRole("link", { name: "Tops" }).first().click();
  await page.getByTestId("category-form").waitFor();
  // Tops has sub-categories: the refusal names them
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByTestId("category-delete").click();
  await expect(page.getByTestId("form-error")).toContainText("sub-categories");

  await page.goto("/admin/categories/sub");
  await page.getByTestId("categories-table").getByRole("link", { name: "T-shirts" }).first().click();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByTestId("category-delete").click();
  await expect(page.getByTestId("form-error")).toContainText(/still has \d+ products/);
});

test("the catalogue pages fit a tablet (768 px) and a phone (390 px) without sideways scrolling", async ({ page }) => {
  await signInStaff(page, "catalog_editor", "/admin/product/list");
  // a demo product's form has every section: the variant matrix and the 3D placements' table scroll in their boxes
  const edit = await page.getByTestId("products-table").locator('a[href$="/edit"]').first().getAttribute("href");
  for (const width of [768, 390]) {
    await page.setViewportSize({ width, height: 1024 });
    await page.goto("/admin/product/list");
    await noSidewaysScroll(page);
    for (const path of ["/admin/categories", "/admin/attributes", "/admin/attributes/color", "/admin/product/create"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await noSidewaysScroll(page);
    }
    await page.goto(edit ?? "");
    await expect(page.getByTestId("variant-matrix")).toBeVisible();
    await noSidewaysScroll(page);
  }
});
