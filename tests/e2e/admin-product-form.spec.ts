import { expect, test } from "./fixtures.ts";
import { signInStaff } from "./staff.ts";

/**
 * The product editor through Conform and the verb's schema (issue 16, ADR 0021): a price typed as
 * "abc" is refused in the browser when the field loses focus, with the field's own message and
 * nothing typed lost; "24,90" then saves as 24.90 with two colours × two sizes. Without JavaScript
 * the server's reply puts the same message on the field and the page keeps what was typed.
 */

async function fillNewProduct(page: import("@playwright/test").Page, word: string, price: string) {
  const texts = page.getByTestId("name");
  await texts.getByLabel(/English/).fill(`Form ${word} tee`);
  await texts.getByLabel(/Portuguese/).fill(`T-shirt ${word}`);
  await texts.getByLabel(/Spanish/).fill(`Camiseta ${word}`);
  await page
    .getByTestId("summary")
    .getByLabel(/English/)
    .fill("A tee saved through the form schema");
  await page.getByLabel("URL name").fill(`${word}-form-tee`);
  await page.getByLabel("Category").selectOption({ label: "— T-shirts" });
  await page.getByLabel("Material").selectOption({ index: 1 });
  await page.getByLabel("Weight (g)").fill("180");
  await page.getByLabel("Price (EUR, incl. VAT)").fill(price);
}

test("a bad price is refused on its field with nothing lost; '24,90' saves two colours × two sizes at 24.90", async ({
  page,
}) => {
  test.slow();
  const word = `zf${Date.now().toString(36)}`;
  await signInStaff(page, "catalog_editor", "/admin/product/create");
  await fillNewProduct(page, word, "abc");
  for (const code of ["black", "white"]) await page.getByTestId(`color-${code}`).check({ force: true });
  for (const code of ["S", "M"]) await page.getByTestId(`size-${code}`).check({ force: true });
  const price = page.getByLabel("Price (EUR, incl. VAT)");
  await price.blur();
  await expect(page.getByText("Enter an amount in euros, e.g. 24.90.")).toBeVisible();
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await page.getByTestId("product-save").click();
  await expect(page).toHaveURL(/\/admin\/product\/create$/);
  await expect(page.getByTestId("name").getByLabel(/English/)).toHaveValue(`Form ${word} tee`);
  await expect(page.getByTestId("variant-matrix").locator("tbody tr")).toHaveCount(4);

  await price.fill("24,90");
  await page.getByTestId("variant-white-M").getByRole("spinbutton").fill("7");
  await page.getByTestId("product-save").click();
  await expect(page).toHaveURL(/\/admin\/product\/prd_[0-9A-Z]+\/edit\?saved=1$/, { timeout: 30_000 });
  await expect(page.getByLabel("Price (EUR, incl. VAT)")).toHaveValue("24.90");
  await expect(page.getByTestId("variant-matrix").locator("tbody tr")).toHaveCount(4);
  await expect(page.getByTestId("variant-white-M").getByRole("spinbutton")).toHaveValue("7");

  // saving again updates it (expectedUpdatedAt, the suggested SKUs kept)
  const editUrl = page.url();
  await page.getByTestId("variant-black-S").getByRole("spinbutton").fill("3");
  const saving = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByTestId("product-save").click();
  expect((await saving).status()).toBeLessThan(400);
  await expect(page.getByTestId("form-error")).toHaveCount(0);
  await page.goto(editUrl);
  await expect(page.getByTestId("variant-black-S").getByRole("spinbutton")).toHaveValue("3");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server's reply puts the price's message on its field", async ({ page, context, browser, baseURL }) => {
    test.slow();
    // sign in with JavaScript (two-step form), then edit without it
    const signIn = await browser.newContext({ baseURL, javaScriptEnabled: true });
    const staff = await signIn.newPage();
    await signInStaff(staff, "catalog_editor", "/admin/product/create");
    await context.addCookies(await signIn.cookies());
    await signIn.close();
    const word = `zn${Date.now().toString(36)}`;
    await page.goto("/admin/product/create");
    await fillNewProduct(page, word, "abc");
    for (const code of ["black", "white"]) await page.getByTestId(`color-${code}`).check({ force: true });
    for (const code of ["S", "M"]) await page.getByTestId(`size-${code}`).check({ force: true });
    await page.getByTestId("product-save").click();
    await expect(page.locator("#f-price-error")).toHaveText("Enter an amount in euros, e.g. 24.90.");
    await expect(page.getByTestId("form-error")).toContainText("Enter an amount in euros");
    // nothing typed is lost: the page renders again from what was sent
    await expect(page.getByTestId("name").getByLabel(/English/)).toHaveValue(`Form ${word} tee`);
    await expect(page.getByLabel("Price (EUR, incl. VAT)")).toHaveValue("abc");
    await expect(page.getByLabel("Weight (g)")).toHaveValue("180");
    await expect(page.getByTestId("color-white")).toBeChecked();
    await expect(page.getByTestId("variant-matrix").locator("tbody tr")).toHaveCount(4);
  });
});

test("the 3D options form refuses no offered dye, then saves its options unchanged", async ({ page }) => {
  test.slow();
  await signInStaff(page, "admin", "/admin/product/list?garmentType=sweatshirt");
  const href = await page
    .getByTestId("products-table")
    .locator("a[href*='/admin/product/prd_']")
    .first()
    .getAttribute("href");
  const id = href?.match(/prd_[0-9A-Z]+/)?.[0];
  await page.goto(`/admin/product/${id}/edit`);
  const three = page.getByTestId("three-product-form");
  const boxes = three.locator("input[type=checkbox]:not([disabled])");
  const before = await boxes.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).checked));
  const defaultDye = await three.locator("select[name=defaultDyeCode]").inputValue();
  for (const box of await three.locator("input[name=dyeCodes]").all()) await box.uncheck();
  await three.getByTestId("three-save").click();
  await expect(three.getByTestId("form-error")).toBeVisible();
  await expect(page.getByTestId("form-error").first()).toBeVisible();
  expect(await three.getByTestId("form-error").innerText()).toMatch(/Offer at least one dye|required/);

  await page.goto(`/admin/product/${id}/edit`);
  await expect(three.locator("select[name=defaultDyeCode]")).toHaveValue(defaultDye);
  await three.getByTestId("three-save").click();
  await expect(page).toHaveURL(/saved=3d/);
  await expect(page.getByTestId("saved")).toBeVisible();
  expect(await boxes.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).checked))).toEqual(before);
  await expect(three.locator("select[name=defaultDyeCode]")).toHaveValue(defaultDye);
});
