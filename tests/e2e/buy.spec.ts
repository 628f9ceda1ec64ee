import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { LISBON_ADDRESS } from "../fixtures/addresses.ts";
import { signUpVerified } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { fillDeliveryAddress } from "./checkout.ts";
import { payByCard, simControl, simTransaction } from "./sibs.ts";

/**
 * Paying and following an order (issue 4): the card form with 3-D Secure, MB WAY approved in the
 * "app" (the SIBS simulator's control endpoint), a Multibanco reference paid later, a declined card
 * that keeps the cart, and the order pages (timeline, messages with attachments, tracking link,
 * templates). The first journey goes through the shop's own product, cart and checkout pages; the
 * others fill the cart and place the order through the API in the browser's own session, to reach
 * the payment page quickly. Each test buys a product of its own (stock is shared by the run's server).
 */

/** Axe violations of impact serious or critical (WCAG 2.1 A/AA). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** A JSON call in the page's session (its cookies: guest cart, signed-in customer). */
async function api<T>(page: Page, method: "GET" | "POST" | "PUT", path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`/api${path}`, { method, data });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

interface PlacedOrder {
  orderId: string;
  number: string;
  token: string;
  amountDueCents: number;
}

/**
 * Puts one unit of `slug` in the session's cart and places the order through the API (the checkout
 * page is covered by tests/e2e/cart.spec.ts): to the Lisbon address by MRW, or to the nearest UPS
 * Access Point.
 */
async function placeOrder(
  page: Page,
  slug: string,
  { email, accessPoint = false, spain = false }: { email: string; accessPoint?: boolean; spain?: boolean },
): Promise<PlacedOrder> {
  await page.goto("/");
  const product = await api<{ variants: { id: string; stock: number }[] }>(page, "GET", `/product/${slug}`);
  const variant = product.variants.find((v) => v.stock >= 2);
  if (!variant) throw new Error(`no stock for ${slug}`);
  await api(page, "POST", "/cart/line", { variantId: variant.id, quantity: 1 });
  const { items: methods } = await api<{ items: { id: string; code: string }[] }>(page, "GET", "/shippingmethod");
  const method = (code: string) => methods.find((m) => m.code === code)?.id;
  let draft: Record<string, unknown> = {
    email,
    delivery: "address",
    address: LISBON_ADDRESS,
    shippingMethodId: method("mrw-pt-standard"),
  };
  if (spain) {
    draft = {
      ...draft,
      address: { ...LISBON_ADDRESS, country: "ES", city: "Madrid", postcode: "28013", phone: "+34 612 345 678" },
      shippingMethodId: method("mrw-es-standard"),
    };
  }
  if (accessPoint) {
    const points = await api<unknown[]>(page, "GET", "/ups/accesspoints?country=PT&postcode=1200-094");
    draft = {
      ...draft,
      delivery: "access_point",
      accessPoint: points[0],
      shippingMethodId: method("ups-access-point"),
    };
  }
  await api(page, "PUT", "/cart/checkout", draft);
  return api<PlacedOrder>(page, "POST", "/order", { idempotencyKey: crypto.randomUUID(), acceptTerms: true });
}

/** A new verified customer, signed in on `page`. */
async function signUp(page: Page, tag: string): Promise<string> {
  const email = `e2e-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await signUpVerified(page, { email });
  await page.goto("/user");
  await expect(page).toHaveURL(/\/user$/);
  return email;
}

test("a guest buys a hoodie through checkout and pays by card with 3-D Secure; the order shows paid", async ({
  page,
}) => {
  test.setTimeout(120_000); // the whole way from the product page, through SIBS's form and 3-D Secure
  // the shop's own pages up to the payment (tests/e2e/cart.spec.ts covers them in depth)
  await page.goto("/product/classic-pullover-hoodie");
  await page.locator('[data-testid="size-option"]:not([aria-disabled="true"]):not([disabled])').first().click();
  await expect(page).toHaveURL(/size=/);
  await expect(page.locator('[data-testid="add-to-cart-form"] input[name="via"]')).toHaveCount(1);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.goto("/cart");
  await page.getByTestId("go-to-checkout").click();
  await page.getByTestId("checkout-email").fill("hoodie.guest@example.com");
  await fillDeliveryAddress(page, LISBON_ADDRESS);
  await page.getByTestId("delivery-continue").click();
  await page
    .getByTestId("shipping-option")
    .filter({ hasText: "MRW home delivery (Portugal)" })
    .locator("label")
    .click();
  await expect(page.getByTestId("total-shipping")).toHaveText("€4.90"); // the total has caught up with the choice
  await page.getByTestId("accept-terms").check();
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/payment\?order=ord_[A-Za-z0-9]+&token=[A-Za-z0-9_-]+/);
  const orderId = new URL(page.url()).searchParams.get("order") ?? "";

  // the payment page: amount due in EUR, the three methods, card chosen
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByTestId("amount-due")).toHaveText(/^€\d/);
  const methods = page.getByRole("group", { name: "How would you like to pay?" });
  await expect(methods.getByRole("radio")).toHaveCount(3);
  await expect(page.getByTestId("method-card")).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  // the button says what it does: it opens the card form (issue 15)
  await page.getByRole("button", { name: /^Enter card details to pay €[\d.,]+$/ }).click();

  // SIBS's form in its frame; the Visa test card asks for the 3-D Secure code
  await payByCard(page, { number: "4176660000000100", cvv: "597", code: "123456" });
  await expect(page).toHaveURL(new RegExp(`/user/order/${orderId}\\?paid=1&token=`), { timeout: 20_000 });
  await expect(page.getByTestId("paid-banner")).toContainText("Thank you, your payment was received");
  // the confirmation leads on to shopping, not to returns (issue 15)
  await expect(page.getByTestId("continue-shopping")).toHaveText("Continue shopping");
  await expect(page.getByTestId("order-returns-link")).toHaveCount(0);
  // the order page's figures are the checkout's: VAT-inclusive for a consumer, quantity × unit = line
  await expect(page.getByTestId("order-totals")).toHaveAttribute("data-basis", "gross");
  await expect(page.getByTestId("order-totals")).toContainText("of which VAT 23 %");
  await expect(page.getByTestId("order-line-unit")).toContainText(/^1 × €[\d.]+ ·/);
  await expect(page.getByTestId("order-status").first()).toHaveText("Paid");
  await expect(page.getByTestId("order-line")).toContainText("Classic Pullover Hoodie");
  await expect(page.getByTestId("payments")).toContainText("Card");
  await expect(page.getByTestId("payment-status")).toHaveText("Paid");
  await expect(page.getByTestId("order-timeline").locator('[aria-current="step"]')).toContainText("Paid");
  await expect(page.getByTestId("order-history")).toContainText("Card payment received");
  await expect(page.getByTestId("tax-note")).toContainText("VAT of Portugal at 23 % is included.");
  await expect(page.getByTestId("pay-now")).toHaveCount(0);
  // the guest's token only goes to this order's own pages and files
  const tokenLinks = await page.locator('a[href*="token="]').evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  for (const href of tokenLinks)
    expect(href).toMatch(
      new RegExp(
        `^(/user/order/${orderId}[/?#]|/payment\\?order=${orderId}&|/api/order/${orderId}/|/refund/${orderId}[/?#])`,
      ),
    );
  expect(await seriousViolations(page)).toEqual([]);

  // a message to the shop with an image; a renamed text file is refused by its content
  await page.getByLabel("Your message").fill("Could the hoodie be wrapped as a gift?");
  await page.getByLabel("Attach files").setInputFiles({
    name: "note.png",
    mimeType: "image/png",
    buffer: Buffer.from(
      "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f80f00000101000518d84e0000000049454e44ae426082",
      "hex",
    ),
  });
  await expect(page.getByTestId("chosen-files")).toContainText("note.png");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Your message was sent.")).toBeVisible();
  const message = page.getByTestId("order-message");
  await expect(message).toContainText("Could the hoodie be wrapped as a gift?");
  const file = message.getByRole("link", { name: /note\.png/ });
  const download = await page.request.get((await file.getAttribute("href")) ?? "");
  expect(download.headers()["content-type"]).toBe("image/png");

  await page.getByLabel("Your message").fill("And this one");
  await page.getByLabel("Attach files").setInputFiles({
    name: "fake.png",
    mimeType: "image/png",
    buffer: Buffer.from("not an image at all"),
  });
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Attach images (JPEG, PNG, WebP, GIF) or PDF files only.")).toBeVisible();
  await expect(page.getByLabel("Your message")).toHaveValue("And this one");
  await expect(message).toHaveCount(1);

  // the payment page of a paid order goes to the order
  await page.goto(`/payment?order=${orderId}&token=${new URL(page.url()).searchParams.get("token")}`);
  await expect(page).toHaveURL(new RegExp(`/user/order/${orderId}\\?token=`));
});

test("a signed-in customer pays by MB WAY to an access point; the page updates by itself once approved", async ({
  page,
  request,
}) => {
  const email = await signUp(page, "mbway");
  const order = await placeOrder(page, "brushed-fleece-hoodie", { email, accessPoint: true });

  // the owner needs no token
  await page.goto(`/payment?order=${order.orderId}`);
  await page.getByTestId("method-mbway").check();
  const phone = page.getByLabel("Mobile number of your MB WAY app");
  await expect(phone).toHaveValue("912 345 678"); // from the order's Portuguese phone
  await phone.fill("12345");
  await page.getByRole("button", { name: "Send the request to my phone" }).click();
  await expect(page.getByTestId("payment-error")).toContainText("Portuguese mobile number");
  await expect(page.getByTestId("method-mbway")).toBeChecked();
  await phone.fill("912 345 678");
  await page.getByRole("button", { name: "Send the request to my phone" }).click();

  await expect(page.getByRole("heading", { name: "Approve the payment in your MB WAY app" })).toBeVisible();
  await expect(page.getByTestId("mbway-countdown")).toHaveText(/^[45]:\d\d$/);
  const paymentId = new URL(page.url()).searchParams.get("payment") ?? "";
  expect(paymentId).toMatch(/^pay_/);
  expect(await seriousViolations(page)).toEqual([]);

  // the customer approves in the app; nobody touches the page
  await simControl(request, await simTransaction(request, paymentId), "mbway/approve");
  await expect(page).toHaveURL(new RegExp(`/user/order/${order.orderId}\\?paid=1$`), { timeout: 15_000 });
  await expect(page.getByTestId("paid-banner")).toBeVisible();
  await expect(page.getByTestId("order-status").first()).toHaveText("Paid");
  await expect(page.getByTestId("payments")).toContainText("MB WAY");
  const point = page.getByTestId("access-point");
  await expect(point).toContainText("UPS access point");
  await point.getByText("Opening hours").click();
  await expect(point).toContainText(/Monday/i);
  // the order sits in the account: navigation, list and template
  await expect(
    page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Orders" }),
  ).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Template name").fill("Winter hoodies");
  await page.getByRole("button", { name: "Save as template" }).click();
  await expect(page.getByTestId("template-saved")).toBeVisible();

  await page.getByRole("link", { name: "All orders" }).first().click();
  await expect(page).toHaveURL(/\/user\/order$/);
  const row = page.getByTestId("order-row").filter({ hasText: order.number });
  await expect(row).toContainText("Paid");
  await expect(row).toContainText("Brushed Fleece Hoodie");
  await expect(page.getByTestId("order-template")).toContainText("Winter hoodies");
  await page.getByRole("button", { name: "Order again: Winter hoodies" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test("a Multibanco reference is shown with copy buttons, paid later at the bank, and the order shows paid @mobile", async ({
  page,
  request,
}) => {
  const order = await placeOrder(page, "lightweight-terry-hoodie", { email: "mb.guest@example.com" });
  await page.goto(`/payment?order=${order.orderId}&token=${order.token}`);
  await page.getByTestId("method-multibanco").check();
  await page.getByRole("button", { name: "Get a Multibanco reference" }).click();

  const details = page.getByTestId("multibanco-details");
  await expect(page.getByRole("heading", { name: "Pay by Multibanco" })).toBeVisible();
  await expect(page.getByTestId("multibanco-entity")).toHaveText(/^\d{5}$/);
  await expect(page.getByTestId("multibanco-reference")).toHaveText(/^\d{3} \d{3} \d{3}$/);
  await expect(page.getByTestId("multibanco-amount")).toHaveText(/^€\d/);
  await expect(details.getByRole("button", { name: /Copy/ })).toHaveCount(3);
  await expect(page.getByText("We sent these details to mb.guest@example.com too.")).toBeVisible();
  await expect(page.getByText("You can close this page.", { exact: false })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 1280,
  );
  const paymentId = new URL(page.url()).searchParams.get("payment") ?? "";

  // the order page shows the reference while it waits
  await page.getByRole("link", { name: "View your order" }).first().click();
  await expect(page.getByTestId("awaiting-payment")).toContainText("Multibanco");
  await expect(page.getByTestId("payments").getByTestId("multibanco-reference")).toBeVisible();

  // paid at an ATM; SIBS's webhook tells the shop
  await simControl(request, await simTransaction(request, paymentId), "reference/pay");
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("order-status").first()).toHaveText("Paid", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId("awaiting-payment")).toHaveCount(0);
  await expect(page.getByTestId("order-history")).toContainText("Multibanco payment received");
});

test("a Spanish shopper sees no MB WAY or Multibanco: card only, in Spanish, and the server refuses the others", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "lng", value: "es", url: test.info().project.use.baseURL ?? "" }]);
  const order = await placeOrder(page, "lightweight-slub-tee", { email: "madrid.guest@example.com", spain: true });
  await page.goto(`/payment?order=${order.orderId}&token=${order.token}`);
  const methods = page.getByRole("group", { name: "¿Cómo quieres pagar?" });
  await expect(methods.getByRole("radio")).toHaveCount(1);
  await expect(page.getByTestId("method-card")).toBeChecked();
  await expect(page.getByTestId("method-mbway")).toHaveCount(0);
  await expect(page.getByTestId("method-multibanco")).toHaveCount(0);
  await expect(page.getByTestId("pt-methods-note")).toHaveText(
    "MB WAY y Multibanco están disponibles para pedidos entregados en Portugal.",
  );
  await expect(
    page.getByRole("button", { name: /^Introducir los datos de la tarjeta para pagar €[\d.,]+$/ }),
  ).toBeVisible();
  // a hand-made request is refused too, in the shopper's language
  const res = await page.request.post("/api/sibs?lng=es", {
    data: { orderId: order.orderId, method: "multibanco", token: order.token },
  });
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { error: { code: string; message: string } }).error).toMatchObject({
    code: "PAYMENT_METHOD_UNAVAILABLE",
    message: expect.stringContaining("Paga con tarjeta"),
  });
  expect(await seriousViolations(page)).toEqual([]);
});

test("a declined card charges nothing, keeps the cart and offers to try again with any method", async ({ page }) => {
  const order = await placeOrder(page, "lightweight-slub-tee", { email: "declined.guest@example.com" });
  await page.goto(`/payment?order=${order.orderId}&token=${order.token}`);
  await page.getByRole("button", { name: /^Enter card details to pay/ }).click();
  await payByCard(page, { number: "4000000000000002", cvv: "123" });

  await expect(page).toHaveURL(/\/payment\/return\?order=/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "The payment did not go through" })).toBeVisible();
  await expect(page.getByText("Nothing was charged.")).toBeVisible();
  await expect(page.getByText("your cart is intact", { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const cart = await api<{ itemCount: number; pricing: { lines: unknown[] } }>(page, "GET", "/cart");
  expect(cart.itemCount).toBe(1);
  expect(cart.pricing.lines).toHaveLength(1);

  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?order=${order.orderId}&token=`));
  await expect(page.getByRole("group", { name: "How would you like to pay?" }).getByRole("radio")).toHaveCount(3);
  await page.goto(`/user/order/${order.orderId}?token=${order.token}`);
  await expect(page.getByTestId("order-status").first()).toHaveText("Awaiting payment");
  await expect(page.getByTestId("payment-status").first()).toHaveText("Declined");
  await expect(page.getByTestId("pay-now")).toBeVisible();
});

test("an order page is not found without its token, and tracking says when nothing has shipped", async ({ page }) => {
  const order = await placeOrder(page, "lightweight-terry-crewneck", { email: "nosy.guest@example.com" });
  const res = await page.goto(`/user/order/${order.orderId}`);
  expect(res?.status()).toBe(404);
  expect((await page.goto(`/user/order/${order.orderId}?token=forged`))?.status()).toBe(404);
  await page.goto(`/user/order/${order.orderId}/track?token=${order.token}`);
  await expect(page.getByRole("heading", { name: "Not shipped yet" })).toBeVisible();
  await page.getByRole("link", { name: `Back to order ${order.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${order.orderId}\\?token=`));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the card option explains itself instead of showing an empty box (issue 15)", async ({ page }) => {
    const order = await placeOrder(page, "french-terry-sweat-shorts", { email: "nojs.card@example.com" });
    await page.goto(`/payment?order=${order.orderId}&token=${order.token}`);
    await expect(page.getByTestId("method-card")).toBeChecked();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByTestId("card-noscript")).toHaveText(/The card form needs JavaScript/);
    await expect(page.getByTestId("sibs-card-form")).toBeHidden();
    await expect(page.getByRole("link", { name: "Choose another payment method" })).toBeVisible();
  });

  test("MB WAY's phone field shows when chosen, and a Multibanco reference comes with plain form posts", async ({
    page,
  }) => {
    const order = await placeOrder(page, "french-terry-sweat-shorts", { email: "nojs.guest@example.com" });
    await page.goto(`/payment?order=${order.orderId}&token=${order.token}`);
    const phone = page.getByLabel("Mobile number of your MB WAY app");
    await expect(phone).toBeHidden();
    await page.getByTestId("method-mbway").check();
    await expect(phone).toBeVisible();
    await phone.fill("91234");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByTestId("payment-error")).toContainText("Portuguese mobile number");
    await expect(phone).toBeVisible();

    await page.getByTestId("method-multibanco").check();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("heading", { name: "Pay by Multibanco" })).toBeVisible();
    await expect(page.getByTestId("multibanco-reference")).toHaveText(/^\d{3} \d{3} \d{3}$/);
    // nothing to copy without JavaScript: no dead buttons
    await expect(page.getByTestId("multibanco-details").getByRole("button")).toHaveCount(0);
  });
});
