import { join } from "node:path";
import type { APIRequestContext, Page, Request } from "@playwright/test";
import sharp from "sharp";
import { LISBON_ADDRESS } from "../fixtures/addresses.ts";
import { signUpVerified } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { noSidewaysScroll, staffPage } from "./staff.ts";
import { simControl, simTransaction } from "./sibs.ts";
import { e2eMailLogFile, mailsTo } from "../setup/e2e-mail.ts";

/**
 * Journeys around the sale (issue 8) and the staff screens for them (issue 6): cookie consent with
 * GA4 and the Meta Pixel (no third-party request before consent, none on checkout), the contact form
 * opening a ticket the support inbox shows and answers, and a rating of a delivered product that
 * appears on the product page after approval. No internet: the tag scripts are answered by
 * `page.route`. Screenshots only when E2E_SHOTS_DIR is set.
 */

// These journeys are about the cookie banner: it is left unanswered (tests/e2e/fixtures.ts).
test.use({ cookieBanner: true });

const SHOTS = process.env.E2E_SHOTS_DIR;
const MAIL_LOG = e2eMailLogFile(Number(process.env.E2E_PORT ?? 3210));

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

const THIRD_PARTY = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|facebook\.net|facebook\.com/;

/** Answers the tag scripts locally and records every request to an analytics host. */
async function watchTags(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on("request", (r: Request) => {
    if (THIRD_PARTY.test(r.url())) seen.push(r.url());
  });
  await page.route(THIRD_PARTY, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "/* stand-in tag */" }),
  );
  return seen;
}

test("a visitor rejects cookies and no analytics request leaves; then accepts and GA4 and the Meta Pixel load, never on checkout @mobile", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.route("**/api/cms/analytics", (route) =>
    route.fulfill({ json: { data: { googleMeasurementId: "G-TEST12345", metaPixelId: "123456789012" } } }),
  );
  const seen = await watchTags(page);
  await page.goto("/");
  const banner = page.getByTestId("consent-banner");
  await expect(banner).toBeVisible();
  // the three choices are equally prominent: same size and colour
  const boxes = await Promise.all(
    ["Accept all", "Reject all", "Choose"].map(async (name) => {
      const b = banner.getByRole("button", { name, exact: true });
      const box = await b.boundingBox();
      const bg = await b.evaluate((el) => getComputedStyle(el).backgroundColor);
      return { h: Math.round(box?.height ?? 0), bg };
    }),
  );
  expect(new Set(boxes.map((b) => `${b.h}/${b.bg}`)).size).toBe(1);
  await shot(page, "consent-banner");
  await banner.getByRole("button", { name: "Reject all", exact: true }).click();
  await expect(banner).toBeHidden();
  await page.goto("/product/search");
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(seen).toEqual([]);
  expect(await page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).toBe("undefined");

  // change of mind from the footer link
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  const settings = page.getByTestId("consent-settings");
  await expect(settings).toBeVisible();
  await shot(page, "consent-settings");
  await settings.getByRole("button", { name: "Accept all", exact: true }).click();
  await expect
    .poll(() => seen.some((u) => u.startsWith("https://www.googletagmanager.com/gtag/js?id=G-TEST12345")))
    .toBe(true);
  await expect.poll(() => seen.some((u) => u.startsWith("https://connect.facebook.net/en_US/fbevents.js"))).toBe(true);
  // Consent Mode v2: the default (denied) comes before the update and before config
  const layer = await page.evaluate(() =>
    ((window as { dataLayer?: IArguments[] }).dataLayer ?? []).map((a) => Array.from(a).slice(0, 2).join(" ")),
  );
  expect(layer.slice(0, 4)).toEqual([
    "consent default",
    "consent update",
    expect.stringMatching(/^js /),
    "config G-TEST12345",
  ]);

  // checkout: no third-party script, and its CSP admits none
  const product = await page.request.get("/api/product/essential-organic-tee");
  const variant = ((await product.json()) as { variants: { id: string; stock: number }[] }).variants.find(
    (v) => v.stock > 1,
  );
  await page.request.post("/api/cart/line", {
    data: { variantId: variant?.id, quantity: 1 },
    headers: { origin: new URL(page.url()).origin },
  });
  const before = seen.length;
  const res = await page.goto("/checkout");
  expect(new URL(page.url()).pathname).toBe("/checkout");
  expect(res?.headers()["content-security-policy"]).not.toContain("googletagmanager");
  await page.waitForLoadState("networkidle");
  expect(seen.slice(before)).toEqual([]);
  expect(
    await page.evaluate(
      () => document.querySelectorAll("script[src*='googletagmanager'],script[src*='facebook']").length,
    ),
  ).toBe(0);
});

test("if the analytics configuration cannot be loaded, the failure is logged and nothing loads even with consent", async ({
  page,
}) => {
  await page.route("**/api/cms/analytics", (route) =>
    route.fulfill({ status: 500, json: { error: { code: "INTERNAL" } } }),
  );
  const seen = await watchTags(page);
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto("/");
  await page.getByTestId("consent-banner").getByRole("button", { name: "Accept all", exact: true }).click();
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(seen).toEqual([]);
  expect(errors.some((e) => e.includes("analytics configuration could not be loaded"))).toBe(true);
});

test("the newsletter form: no consent tick is refused in the browser with the schema's text, then the sign-up goes through", async ({
  page,
}) => {
  await page.goto("/newsletter");
  const form = page.getByTestId("newsletter-form-newsletter-page");
  await page.waitForLoadState("networkidle");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await form.locator('input[name="email"]').fill(`news-${Date.now().toString(36)}@example.com`);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Tick the box to agree to receive the newsletter.")).toBeVisible();
  expect(posts).toEqual([]);
  await form.getByRole("checkbox").check();
  await expect(form.getByText("Tick the box to agree to receive the newsletter.")).toHaveCount(0);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByTestId("newsletter-check-newsletter-page")).toBeVisible();
});

test("without JavaScript the contact form's refusals come from the server, next to their fields, with what was typed", async ({
  browser,
}) => {
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const page = await plain.newPage();
  await page.goto("/contact");
  await page.locator("#contact-name").fill("Marta Reis");
  await page.locator("#contact-email").fill("not-an-address");
  await page.locator("#contact-subject").fill("Tamanhos");
  await page.locator("#contact-message").fill("curta");
  await page.locator('form[action="/contact"] button[type="submit"]').click();
  await expect(page.locator("#contact-email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Write at least 10 characters.")).toBeVisible();
  await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
  await expect(page.locator("#contact-subject")).toHaveValue("Tamanhos");
  await expect(page.locator("#contact-message")).toHaveValue("curta");
  await plain.close();
});

test("the contact form opens a ticket that the support inbox shows and answers @mobile", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = `contact-${Date.now().toString(36)}@example.com`;
  const subject = `Team order ${Date.now().toString(36)}`;
  await page.goto("/contact");
  await page.getByTestId("consent-banner").getByRole("button", { name: "Reject all", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await shot(page, "contact");
  await noSidewaysScroll(page);
  await page.getByLabel("Your name").fill("Marta Reis");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Subject").fill(subject);
  const message = page.getByRole("textbox", { name: "Message" });
  await message.fill("short");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Write at least 10 characters.")).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue(subject);
  await message.fill("Do you make the oversized hoodie in 3XL for a team of 40 people?");
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#224466" } })
    .png()
    .toBuffer();
  await page
    .getByLabel("Attach files (optional)")
    .setInputFiles({ name: "sizes.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Send message" }).click();
  const sent = page.getByTestId("contact-sent");
  await expect(sent).toBeVisible();
  const number = (await sent.textContent())?.match(/T-[0-9A-Z]{6}/)?.[0] ?? "";
  expect(number).not.toBe("");
  await shot(page, "contact-sent");

  const staff = await staffPage(browser, "support_agent", "/admin/ticket", "198.51.200.7");
  await staff.getByLabel("Search reference, name, e-mail, subject").fill(email);
  await staff.keyboard.press("Enter");
  const list = staff.getByTestId("ticket-list");
  await expect(list.getByRole("link", { name: number }).first()).toBeVisible();
  await shot(staff, "admin-tickets");
  await list.getByRole("link", { name: number }).first().click();
  await expect(staff.getByRole("heading", { level: 1 })).toContainText(subject);
  await expect(staff.getByTestId("ticket-thread")).toContainText("oversized hoodie in 3XL");
  await expect(staff.getByRole("link", { name: "sizes.png" })).toBeVisible();
  // the reply is checked in the browser with the verb's schema when the box is left blank
  await staff.getByRole("textbox", { name: "Message" }).fill("   ");
  await staff.getByRole("textbox", { name: "Message" }).blur();
  await expect(staff.getByText("Write a message.")).toBeVisible();
  await staff.getByRole("textbox", { name: "Message" }).fill("Yes — 3XL is available in every dye. A quote follows.");
  await staff.getByRole("button", { name: "Send reply" }).click();
  await expect(staff.getByTestId("reply-sent")).toBeVisible();
  await expect(staff.getByTestId("ticket-thread")).toContainText("3XL is available");
  await shot(staff, "admin-ticket");
  await staff.context().close();

  // the customer answers through the signed link of the reply's e-mail; an empty message is refused
  // in the browser by the verb's schema, with its text under the field
  await expect
    .poll(() => mailsTo(MAIL_LOG, email, "ticket-update").length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
  const link = new URL(mailsTo(MAIL_LOG, email, "ticket-update").at(-1)?.url ?? "");
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByTestId("ticket-thread")).toContainText("3XL is available");
  await page.waitForLoadState("networkidle");
  const posts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST") posts.push(sent.url());
  });
  const answer = page.getByRole("textbox", { name: "Message" });
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("Write a message.")).toBeVisible();
  await expect(answer).toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);
  await answer.fill("Great, 40 in black please.");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("Message sent")).toBeVisible();
  await expect(page.getByTestId("ticket-thread")).toContainText("40 in black please");
  await expect(answer).toHaveValue("");
});

/** A new verified customer, signed in on `page`. */
async function signUp(page: Page): Promise<string> {
  await page.goto("/");
  const email = `e2e-rate-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await signUpVerified(page, { email });
  return email;
}

async function api<T>(page: Page, method: "GET" | "POST" | "PUT", path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`/api${path}`, {
    method,
    data,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** An order of one unit of `slug` by the signed-in customer of `page`, paid by MB WAY at the SIBS simulator. */
async function paidOrder(page: Page, request: APIRequestContext, slug: string, email: string) {
  const product = await api<{ id: string; variants: { id: string; stock: number }[] }>(page, "GET", `/product/${slug}`);
  const variant = product.variants.find((v) => v.stock >= 2);
  if (!variant) throw new Error(`no stock for ${slug}`);
  await api(page, "POST", "/cart/line", { variantId: variant.id, quantity: 1 });
  const { items: methods } = await api<{ items: { id: string; code: string }[] }>(page, "GET", "/shippingmethod");
  await api(page, "PUT", "/cart/checkout", {
    email,
    delivery: "address",
    address: LISBON_ADDRESS,
    shippingMethodId: methods.find((m) => m.code === "mrw-pt-standard")?.id,
  });
  const order = await api<{ orderId: string; number: string; token: string }>(page, "POST", "/order", {
    idempotencyKey: crypto.randomUUID(),
    acceptTerms: true,
  });
  const payment = await api<{ paymentId: string }>(page, "POST", "/sibs", {
    orderId: order.orderId,
    method: "mbway",
    phone: "912345678",
    token: order.token,
  });
  await simControl(request, await simTransaction(request, payment.paymentId), "mbway/approve");
  await expect
    .poll(async () => (await api<{ status: string }>(page, "GET", `/order/${order.orderId}`)).status, {
      timeout: 15_000,
    })
    .toBe("paid");
  return { ...order, productId: product.id };
}

test("a customer rates a delivered product and the review appears on the product page after approval @mobile", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const slug = "essential-organic-tee";
  const email = await signUp(page);
  await page.getByTestId("consent-banner").getByRole("button", { name: "Reject all", exact: true }).click();
  await page.goto("/user/feedback");
  await expect(page.getByTestId("feedback-empty")).toBeVisible();
  const order = await paidOrder(page, request, slug, email);

  const staff = await staffPage(browser, "admin", "/admin/review/list", "198.51.200.8");
  for (const status of ["shipped", "delivered"]) {
    const res = await staff.request.put(`/api/order/${order.orderId}`, {
      data: { status },
      headers: { origin: new URL(staff.url()).origin },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  await page.goto("/user/feedback");
  const awaiting = page.getByTestId("feedback-awaiting");
  await expect(awaiting.getByText(order.number)).toBeVisible();
  await shot(page, "feedback-list");
  await awaiting.getByRole("link", { name: /^Rate/ }).first().click();
  await expect(page).toHaveURL(/\/user\/feedback\/oln_/);
  const text = `Heavy, soft cotton and true to size ${Date.now().toString(36)}.`;
  await page.getByRole("button", { name: "Send review" }).click();
  await expect(page.getByText("Choose 1 to 5 stars.")).toBeVisible();
  // keyboard: the stars are radio buttons
  await page.getByRole("radio", { name: /^4 stars/ }).check({ force: true });
  await page.getByRole("textbox", { name: "Your review" }).fill(text);
  await shot(page, "feedback-rate");
  await page.getByRole("button", { name: "Send review" }).click();
  await expect(page.getByTestId("review-thanks")).toBeVisible();

  await page.goto(`/product/${slug}`);
  await expect(page.getByText(text)).toHaveCount(0);

  await staff.goto(`/admin/review/list?q=${encodeURIComponent(text.slice(-12))}`);
  const row = staff.getByTestId("review-list");
  // the list draws a table from 768 px and cards below: act on the visible one
  await expect(row.getByText(text).filter({ visible: true })).toBeVisible();
  await shot(staff, "admin-reviews");
  await row.getByRole("button", { name: "Approve" }).filter({ visible: true }).first().click();
  await expect(row.getByText("Published").filter({ visible: true }).first()).toBeVisible();
  await staff.context().close();

  // a new document (the page is already on this product: a hash-only change would not reload it)
  await page.goto(`/product/${slug}?from=review#reviews`);
  const reviews = page.locator("#reviews");
  await expect(reviews.getByText(text)).toBeVisible();
  await expect(reviews.getByText("Verified buyer").first()).toBeVisible();
  await expect(page.getByTestId("rating-summary")).toContainText("Based on");
  const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(ld ?? "{}").aggregateRating?.reviewCount).toBeGreaterThanOrEqual(1);
  await shot(page, "product-reviews");
  await noSidewaysScroll(page);
});

test("staff open a ticket for a customer: a blank name is refused in the browser, an unticked box sends no e-mail", async ({
  browser,
}) => {
  const staff = await staffPage(browser, "admin", "/admin/ticket/create", "198.51.200.9");
  await expect(staff).toHaveURL(/\/admin\/ticket\/create$/);
  await staff.getByLabel("Your name").fill("  ");
  await staff.getByLabel("Your name").blur();
  await expect(staff.getByText("Enter your name.")).toBeVisible();
  const email = `e2e-ticket-${Date.now().toString(36)}@example.com`;
  await staff.getByLabel("Your name").fill("Rita Lopes");
  await staff.getByLabel("E-mail", { exact: true }).fill(email);
  await staff.getByLabel("Subject").fill("Phone call about embroidery");
  await staff.getByRole("textbox", { name: "Message" }).fill("Called about embroidery on 40 polos.");
  await staff.getByLabel("E-mail this message to the customer").uncheck();
  await staff.getByRole("button", { name: "Open ticket" }).click();
  await expect(staff).toHaveURL(/\/admin\/ticket\/(?!create)[\w-]+$/);
  await expect(staff.getByTestId("ticket-thread")).toContainText("embroidery on 40 polos");
  // the ticket's e-mail would be queued with the ticket and sent within a second or two
  await staff.waitForTimeout(3000);
  expect(mailsTo(MAIL_LOG, email)).toHaveLength(0);
  await staff.context().close();
});
