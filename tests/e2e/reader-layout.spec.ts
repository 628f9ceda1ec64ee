import { join } from "node:path";
import type { Page } from "@playwright/test";
import { LISBON_ADDRESS } from "../fixtures/addresses.ts";
import { signUpVerified } from "./accounts.ts";
import { answerCookieBanner, expect, test } from "./fixtures.ts";
import { SIBS_SIMULATOR_URL } from "./sibs.ts";
import { signInStaff } from "./staff.ts";

/**
 * Issue 15, "every text in the reader's language" and "layout": the newsletter e-mail field keeps
 * its height on a phone; a signed-in customer's header is right in the server's HTML (JavaScript
 * off); a Portuguese reader's tracking page shows the carrier's events as Portuguese statuses.
 * Set SCREENSHOT_DIR to keep screenshots.
 */

async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) {
    await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, `${name}.png`), fullPage: true });
  }
}

/** A JSON call in the page's session. */
async function api<T>(page: Page, method: "GET" | "POST" | "PUT", path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`/api${path}`, {
    method,
    data,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (res.status() === 204 ? null : await res.json()) as T;
}

test("the newsletter e-mail field is at least 40 px high at 390 px, in the footer and on /newsletter", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/?lng=pt", "/newsletter?lng=es"]) {
    await page.goto(path);
    for (const field of await page.locator('form[data-testid^="newsletter-form-"] input[type="email"]').all()) {
      const box = await field.boundingBox();
      expect(box?.height ?? 0, path).toBeGreaterThanOrEqual(40);
    }
  }
});

test("a signed-in customer's header shows their account, not 'Sign in', with JavaScript off", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/");
  const email = `e2e-ssr-header-${Date.now().toString(36)}@example.com`;
  await signUpVerified(page, { email, name: "Maria Sousa" });
  await expect(page.getByTestId("account-menu")).toHaveAttribute("data-status", "authenticated");

  const noJs = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    extraHTTPHeaders: { "x-forwarded-for": "198.51.100.77" },
  });
  await answerCookieBanner(noJs, baseURL);
  const plain = await noJs.newPage();
  for (const path of ["/", "/product/search?lng=pt"]) {
    await plain.goto(path);
    const header = plain.getByRole("banner");
    await expect(header.getByTestId("account-menu")).toHaveAttribute("data-status", "authenticated");
    await expect(header.getByTestId("account-menu-button")).toContainText("MS");
    await expect(header.getByTestId("account-link")).toHaveCount(0);
  }
  // the header's sign-out is a plain form, so it works without JavaScript too
  await noJs.close();
});

test("tracking in Portuguese shows the carrier's events as Portuguese statuses", async ({ page, browser }) => {
  test.setTimeout(180_000);
  // a guest order to Lisbon by UPS, paid by MB WAY through the SIBS simulator
  await page.goto("/");
  const product = await api<{ variants: { id: string; stock: number }[] }>(
    page,
    "GET",
    "/product/brushed-fleece-hoodie",
  );
  await api(page, "POST", "/cart/line", { variantId: product.variants.find((v) => v.stock >= 2)?.id, quantity: 1 });
  const { items: methods } = await api<{ items: { id: string; code: string }[] }>(
    page,
    "GET",
    "/shippingmethod?country=PT",
  );
  await api(page, "PUT", "/cart/checkout", {
    email: `e2e-track-pt-${Date.now().toString(36)}@example.com`,
    delivery: "address",
    address: LISBON_ADDRESS,
    shippingMethodId: methods.find((m) => m.code.startsWith("ups-") && m.code !== "ups-access-point")?.id,
  });
  const order = await api<{ orderId: string; number: string; token: string }>(page, "POST", "/order", {
    idempotencyKey: crypto.randomUUID(),
    acceptTerms: true,
  });
  const started = await api<{ paymentId: string }>(page, "POST", "/sibs", {
    orderId: order.orderId,
    method: "mbway",
    phone: "912345678",
    token: order.token,
  });
  let transactionId = "";
  await expect
    .poll(async () => {
      const all = (await (await page.request.get(`${SIBS_SIMULATOR_URL}/__sim/transactions`)).json()) as {
        transactionId: string;
        merchantTransactionId: string;
      }[];
      transactionId = all.find((t) => t.merchantTransactionId === started.paymentId)?.transactionId ?? "";
      return transactionId;
    })
    .not.toBe("");
  await page.request.post(`${SIBS_SIMULATOR_URL}/__sim/transactions/${transactionId}/mbway/approve`, { data: {} });
  await expect
    .poll(
      async () => (await api<{ status: string }>(page, "GET", `/order/${order.orderId}?token=${order.token}`)).status,
    )
    .toBe("paid");

  // staff mark it shipped: the UPS shipment and its label are booked
  const staff = await browser.newPage();
  await signInStaff(staff, "order_handler", "/admin/order/list");
  await api(staff, "PUT", `/order/${order.orderId}`, { status: "shipped" });
  // the back office has its own header: no shop cart, no second menu button
  for (const width of [390, 1280]) {
    await staff.setViewportSize({ width, height: 844 });
    await expect(staff.getByTestId("back-office-home")).toBeVisible();
    await expect(staff.getByTestId("cart-link")).toHaveCount(0);
    await expect(staff.getByRole("button", { name: "Open menu" })).toHaveCount(0);
    await shot(staff, `admin-header-${width}`);
  }
  await staff.close();

  // the order page links to tracking; the track page speaks Portuguese
  await page.goto(`/user/order/${order.orderId}?token=${order.token}&lng=pt`);
  await page.getByRole("link", { name: "Seguir a encomenda" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${order.orderId}/track`));
  await expect(page.getByTestId("shipment-status").first()).toHaveText("Etiqueta criada");
  const event = page.getByTestId("tracking-event-status").first();
  await expect(event).toHaveText("Etiqueta criada");
  // the carrier's own words stay available as a detail
  await expect(page.getByTestId("tracking-event-detail").first()).toContainText(/\S/);
  await shot(page, "track-pt-1280");
});

test("on a phone: a search from the menu closes it, Esc on the filters returns to their button, the 404 page searches", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/?lng=es");
  await expect(async () => {
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole("dialog").getByRole("searchbox").fill("hoodie");
  await page.getByRole("dialog").getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(/\/product\/search\?q=hoodie/);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByTestId("filters-button").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("filters-button")).toBeFocused();

  await page.goto("/no-such-page?lng=pt");
  const search = page.getByTestId("not-found-search").getByRole("searchbox");
  await search.fill("t-shirt");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/product\/search\?q=t-shirt/);
});

test("/faq answers 301 to /faqs, where questions are grouped accordions with a contents list", async ({ page }) => {
  const alias = await page.request.get("/faq?lng=es", { maxRedirects: 0 });
  expect(alias.status()).toBe(301);
  expect(alias.headers().location).toMatch(/^(https?:\/\/[^/]+)?\/faqs\?lng=es$/);
  await page.goto("/faqs?lng=es");
  const contents = page.getByRole("navigation", { name: "Índice" });
  const groups = await contents.getByRole("link").count();
  expect(groups).toBeGreaterThan(1);
  const first = page.getByTestId("faq-item").first();
  await expect(first).not.toHaveAttribute("open");
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open");
  await contents.getByRole("link").nth(1).click();
  await expect(page).toHaveURL(/\/faqs\?lng=es#[a-z0-9-]+$/);
});
