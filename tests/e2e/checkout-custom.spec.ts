import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { signUpVerified } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { signInStaff } from "./staff.ts";

/**
 * Checkout of custom work (issue 20): a signed-in customer whose cart holds two samples of their
 * designs and an accepted quote types a new address, picks the country and presses Continue; nothing
 * typed is lost, and the order is placed. Set SCREENSHOT_DIR to keep screenshots.
 */

const SHOTS = process.env.SCREENSHOT_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

// signs up, signs staff in (TOTP) and places an order
test.describe.configure({ timeout: 180_000 });

/** A JSON call in the page's session. */
async function api<T>(page: Page, method: "GET" | "POST" | "PUT", path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`/api${path}`, {
    method,
    data,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A new verified customer, signed in on `page`. */
async function signUp(page: Page): Promise<string> {
  await page.goto("/");
  const email = `e2e-ckcustom-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await signUpVerified(page, { email });
  return email;
}

/** A saved t-shirt design of the signed-in customer, with `placements` (document shape). */
async function createDesign(
  page: Page,
  name: string,
  sizes: Record<string, number>,
  placements: unknown[] = [],
): Promise<string> {
  const design = await api<{ id: string }>(page, "POST", "/customize", {
    threeProduct: "t-shirt",
    name,
    status: "saved",
    document: { dye: "black", labels: {}, placements, sizes, notes: "" },
  });
  return design.id;
}

/** A small logo uploaded as the customer's artwork (300 px: too few pixels for a 25 cm print). */
async function uploadLogo(page: Page): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#b91c1c" } })
    .png()
    .toBuffer();
  const res = await page.request.post("/api/upload/image", {
    multipart: { file: { name: "logo.png", mimeType: "image/png", buffer: png } },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

/**
 * The cart of the defect: two samples (one of each of two designs) and an approved quote of 500
 * units, priced by staff on the staff quote page at `unitPrice` euros a unit, ordered into the cart.
 * The staff page is checked on the way: staff wording, option names, the tech pack, preflight.
 */
async function sampleAndQuoteCart(page: Page, browser: Browser, unitPrice: string) {
  const stamp = Date.now().toString(36);
  const logo = await uploadLogo(page);
  const front = {
    placement: "front",
    technique: "digital-print",
    artwork: { uploadId: logo },
    widthMm: 250,
    heightMm: 250,
    centerXMm: 150,
    centerYMm: 150,
  };
  const designName = `Crew tee ${stamp}`;
  const first = await createDesign(page, designName, { M: 300, L: 200 }, [front]);
  const second = await createDesign(page, `Pocket tee ${stamp}`, { S: 20 });
  await api(page, "POST", "/cart/sample", { designId: first, size: "M" });
  await api(page, "POST", "/cart/sample", { designId: second });
  const quote = await api<{ id: string }>(page, "POST", "/quote", { designId: first, message: "500 for the tour" });

  const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInStaff(staff, "admin", "/admin/quote/list");
  for (const lng of SHOTS ? ["pt", "es", "en"] : ["en"]) {
    await staff.goto(`/admin/quote/${quote.id}?lng=${lng}`);
    for (const width of SHOTS ? [390, 1280] : []) {
      await staff.setViewportSize({ width, height: 900 });
      await staff.screenshot({ path: join(SHOTS ?? "", `staff-quote-${lng}-${width}.png`), fullPage: true });
    }
    await staff.setViewportSize({ width: 1280, height: 900 });
  }
  // staff wording and option names, not the customer's words or raw codes
  await expect(staff.getByTestId("quote-status").first()).toHaveText("To price");
  await expect(staff.getByTestId("quote-dye")).toHaveText("Black");
  await expect(staff.getByTestId("quote-placements")).toContainText("Front");
  await expect(staff.getByTestId("quote-placements")).toContainText("Digital print");
  await expect(staff.getByTestId("quote-placements")).not.toContainText("digital-print");
  // the design's preflight warnings and its tech pack
  await expect(staff.getByTestId("quote-preflight")).toContainText("DPI");
  const techPack = await staff.request.get((await staff.getByTestId("quote-techpack").getAttribute("href")) ?? "");
  expect(techPack.status()).toBe(200);
  expect(techPack.headers()["content-type"]).toBe("application/pdf");
  // priced per unit: the total follows
  await staff.getByLabel("Price per unit, VAT included (EUR)").fill(unitPrice);
  await expect(staff.getByTestId("quote-price-total")).toContainText("× 500 units");
  await staff.getByRole("button", { name: "Send the offer" }).click();
  await expect(staff).toHaveURL(/\?done=price$/);
  await expect(staff.getByTestId("quote-status").first()).toHaveText("Offer sent, awaiting the customer");
  await staff.close();

  await api(page, "POST", `/quote/${quote.id}/approve`);
  await api(page, "POST", `/quote/${quote.id}/order`);
  return { quoteId: quote.id, designName };
}

/** The address fields of the checkout form, by name (labels differ per language). */
const fieldOf = (page: Page, name: string) => page.getByTestId("checkout-form").locator(`[name="${name}"]`);

/** Types a Lisbon address into the checkout's new-address fields, picking the country between the fields as shoppers do. */
async function typeAddress(page: Page) {
  await fieldOf(page, "firstName").fill("Inês");
  await fieldOf(page, "lastName").fill("Duarte");
  await fieldOf(page, "streetAddress").fill("Rua do Carmo");
  await fieldOf(page, "city").fill("Lisboa");
  await fieldOf(page, "country").selectOption("PT");
  await fieldOf(page, "postcode").fill("1200-094");
  await fieldOf(page, "phone").fill("912345678");
}

/** Every typed field still holds its value. */
async function expectTyped(page: Page) {
  await expect(fieldOf(page, "firstName")).toHaveValue("Inês");
  await expect(fieldOf(page, "lastName")).toHaveValue("Duarte");
  await expect(fieldOf(page, "country")).toHaveValue("PT");
  await expect(fieldOf(page, "streetAddress")).toHaveValue("Rua do Carmo");
  await expect(fieldOf(page, "city")).toHaveValue("Lisboa");
  await expect(fieldOf(page, "postcode")).toHaveValue("1200-094");
}

test("a signed-in customer with two samples and a quote in the cart keeps what they typed and places the order", async ({
  page,
  browser,
}) => {
  await signUp(page);
  // a saved address too: the checkout starts on it, and "Use a new address" must stay chosen
  await api(page, "POST", "/customer/address", {
    firstName: "Ana",
    lastName: "Silva",
    country: "PT",
    streetAddress: "Rua de Santa Catarina",
    houseNumber: "5",
    city: "Porto",
    postcode: "4000-442",
    phone: "912345678",
  });
  await sampleAndQuoteCart(page, browser, "26.43");
  const checkoutPosts: number[] = [];
  page.on("response", (r) => {
    if (r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/checkout")) {
      checkoutPosts.push(r.status());
    }
  });
  await page.goto("/checkout");
  await expect(page.getByTestId("summary-line")).toHaveCount(3);
  // each line says what it is; the quoted run's unit multiplies back to its total (issue 20)
  const quoted = page.getByTestId("summary-line").filter({ hasText: "Quoted run" });
  await expect(quoted).toHaveCount(1);
  await expect(quoted.getByTestId("summary-line-unit")).toContainText("500 × €26.43 ·");
  await expect(quoted.getByTestId("summary-line-amount")).toHaveText(/^€13,215(\.00)?$/);
  await expect(page.getByTestId("summary-line").filter({ hasText: "Sample" })).toHaveCount(2);
  await expect(page.getByTestId("summary-line").getByTestId("summary-line-unit").first()).toContainText("1 × €");
  if (SHOTS) {
    for (const lng of ["pt", "es"]) {
      await page.goto(`/checkout?lng=${lng}`);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        if (width === 390) await page.getByTestId("mobile-summary").locator("summary").click();
        await page.screenshot({ path: join(SHOTS, `checkout-custom-${lng}-${width}.png`), fullPage: true });
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/checkout?lng=en");
  }
  await page.getByTestId("checkout-form").getByText("Use a new address", { exact: true }).click();
  await typeAddress(page);
  // the change is saved in the background and the page reloads its data: nothing typed is lost
  await expect(page.getByTestId("place-order")).toBeEnabled();
  await expect(page.getByTestId("checkout-form").locator('[name="addressChoice"]:checked')).toHaveValue("new");
  await expectTyped(page);

  await page.getByTestId("delivery-continue").click();
  await expect(page.locator("#checkout-shipping-title")).toBeFocused();
  await expect(page.getByTestId("error-summary")).toHaveCount(0);
  await expectTyped(page);
  expect(checkoutPosts.filter((s) => s >= 400)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: join(SHOTS, "checkout-custom-1280.png"), fullPage: true });

  // the shipping method, the terms, and the order is placed
  await page.getByTestId("shipping-option").first().click();
  await expect(page.getByTestId("place-order")).toBeEnabled();
  await page.getByTestId("accept-terms").check();
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/payment\?order=/);
  expect(checkoutPosts.filter((s) => s >= 400)).toEqual([]);
  // the payment page and the order page say the same: the samples, the quoted run and its units
  await expect(page.getByTestId("payment-line-role").filter({ hasText: "Sample" })).toHaveCount(2);
  await expect(page.getByTestId("payment-line-unit").filter({ hasText: "500 × €26.43" })).toHaveCount(1);
  const orderId = new URL(page.url()).searchParams.get("order") ?? "";
  await page.goto(`/user/order/${orderId}`);
  const orderLines = page.getByTestId("order-line");
  await expect(orderLines).toHaveCount(3);
  await expect(orderLines.getByTestId("order-line-role").filter({ hasText: "Sample" })).toHaveCount(2);
  const quotedLine = orderLines.filter({ has: page.getByTestId("order-line-role").filter({ hasText: "Quoted run" }) });
  await expect(quotedLine.getByTestId("order-line-unit")).toContainText("500 × €26.43");
});
