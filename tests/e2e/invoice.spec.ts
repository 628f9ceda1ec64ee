import type { Page } from "@playwright/test";
import { LISBON_ADDRESS } from "../fixtures/addresses.ts";
import { expect, test } from "./fixtures.ts";
import { fillDeliveryAddress } from "./checkout.ts";
import { payByCard, simControl, simTransaction } from "./sibs.ts";
import { noSidewaysScroll, staffPage } from "./staff.ts";

/**
 * Legal invoices in the shop (issue 19): a guest gives a tax number at checkout (refused first for its
 * country's format, by keyboard, at a phone's width too), pays by card, and downloads the invoice-receipt
 * from the order page: the certified service's PDF (here its simulator's) with the ATCUD and a QR code.
 * Then staff refund one line of a paid order on the admin order page and the customer's order page shows
 * the credit note. Issuing is a background job: the pages are reloaded until the document is there.
 */

interface InvoiceView {
  id: string;
  type: "FR" | "NC";
  status: "pending" | "issued" | "failed";
  number: string | null;
  atcud: string | null;
  totalCents: number;
}

/** A JSON call in the page's session. */
async function api<T>(page: Page, method: "GET" | "POST" | "PUT", path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`/api${path}`, { method, data });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Reloads `page` until `check` passes (the issuing job runs in the background). */
async function reloadUntil(page: Page, check: () => Promise<void>, timeout = 45_000): Promise<void> {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout, intervals: [500, 1000, 2000] });
}

test("a guest gives a tax number at checkout, pays by card and downloads the invoice with its ATCUD and QR code", async ({
  page,
}) => {
  test.setTimeout(150_000); // checkout, SIBS's form with 3-D Secure, then the issuing job
  await page.goto("/product/oversized-heavy-crewneck");
  await page.locator('[data-testid="size-option"]:not([aria-disabled="true"]):not([disabled])').first().click();
  await expect(page).toHaveURL(/size=/);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.goto("/cart");
  await page.getByTestId("go-to-checkout").click();
  await page.getByTestId("checkout-email").fill("invoice.guest@example.com");
  await fillDeliveryAddress(page, LISBON_ADDRESS);
  const delivery = page.locator("#checkout-delivery");

  // the tax number is optional; the company name shows once a number is typed
  const taxId = page.getByLabel("Tax number (NIF / VAT ID) for the invoice");
  const company = page.getByLabel("Company name", { exact: true });
  await expect(taxId).toHaveValue("");
  await expect(company).toHaveCount(0);

  // by keyboard: a NIF with a wrong check digit, Enter saves and the error says which field and why
  await taxId.focus();
  await page.keyboard.type("501 964 844");
  await expect(company).toBeVisible();
  await page.keyboard.press("Enter");
  const summary = page.getByTestId("error-summary");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Tax number: This tax number does not look right");
  await expect(
    delivery.getByText(/This tax number does not look right for the invoice address's country/),
  ).toBeVisible();
  await expect(taxId).toHaveAttribute("aria-invalid", "true");
  await expect(taxId).toHaveValue("501 964 844"); // what was typed stays to be corrected

  // a phone's width: the fields fit, nothing scrolls sideways
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  const box = await taxId.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });

  await taxId.fill("");
  await taxId.focus();
  await page.keyboard.type("501 964 843");
  await page.keyboard.press("Tab");
  await expect(company).toBeFocused();
  await page.keyboard.type("Tecidos do Norte Lda");
  await page.getByTestId("delivery-continue").click();
  await expect(summary).toHaveCount(0);
  await page
    .getByTestId("shipping-option")
    .filter({ hasText: "MRW home delivery (Portugal)" })
    .locator("label")
    .click();
  await expect(page.getByTestId("total-shipping")).toHaveText("€4.90");
  // the review says who the invoice is made out to
  await expect(page.getByTestId("invoice-to")).toHaveText("Invoice to: Tecidos do Norte Lda, 501964843");
  await page.getByTestId("accept-terms").check();
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/payment\?order=ord_[A-Za-z0-9]+&token=[A-Za-z0-9_-]+/);
  const orderId = new URL(page.url()).searchParams.get("order") ?? "";
  await page.getByRole("button", { name: /^Enter card details to pay €[\d.,]+$/ }).click();
  await payByCard(page, { number: "4176660000000100", cvv: "597", code: "123456" });
  await expect(page).toHaveURL(new RegExp(`/user/order/${orderId}\\?paid=1&token=`), { timeout: 20_000 });
  const token = new URL(page.url()).searchParams.get("token") ?? "";

  // the order page: who the invoice is for, then the invoice-receipt once the certified service issued it
  const panel = page.getByTestId("order-invoices");
  await expect(panel.getByTestId("invoice-to")).toHaveText("Invoice to: Tecidos do Norte Lda, 501964843");
  const invoice = panel.getByTestId("order-invoice").filter({ hasText: "Invoice" });
  await reloadUntil(page, () => expect(invoice.getByTestId("invoice-pdf")).toBeVisible({ timeout: 1000 }));
  await expect(invoice).toContainText(/FR \S+\/\d+/);
  await expect(invoice).toContainText(/ATCUD \S+-\d+/);
  const docs = await api<InvoiceView[]>(page, "GET", `/order/${orderId}/invoice?token=${token}`);
  const fr = docs.find((d) => d.type === "FR");
  expect(fr).toMatchObject({ status: "issued" });

  // the download: the service's PDF, with the ATCUD and the QR code (an image whose payload has the ATCUD, field H)
  const href = (await invoice.getByTestId("invoice-pdf").getAttribute("href")) ?? "";
  expect(href).toBe(`/invoice/${fr?.id}/pdf?token=${token}`);
  const download = page.waitForEvent("download");
  await invoice.getByTestId("invoice-pdf").click();
  expect((await download).suggestedFilename()).toMatch(/^FR-.+\.pdf$/);
  const res = await page.request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  const pdf = (await res.body()).toString("latin1");
  expect(pdf.startsWith("%PDF-")).toBe(true);
  expect(pdf).toContain(`ATCUD:${fr?.atcud}`);
  expect(pdf).toContain(`H:${fr?.atcud}`);
  expect(pdf).toMatch(/\/Subtype \/Image/);
  // anyone without the link gets nothing
  const stranger = await page.context().browser()?.newContext();
  const other = await stranger?.request.get(new URL(`/invoice/${fr?.id}/pdf`, page.url()).toString());
  expect(other?.status()).toBe(404);
  await stranger?.close();
});

test("staff refund one line of a paid order and the customer's order page shows the credit note", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  // a guest order of two lines, placed and paid by MB WAY through the API (the checkout is covered above)
  await page.goto("/");
  const { items: methods } = await api<{ items: { id: string; code: string }[] }>(page, "GET", "/shippingmethod");
  for (const slug of ["garment-dyed-oversized-sweatshirt", "oversized-heavy-crewneck"]) {
    const product = await api<{ variants: { id: string; stock: number }[] }>(page, "GET", `/product/${slug}`);
    const variant = product.variants.find((v) => v.stock >= 2);
    if (!variant) throw new Error(`no stock for ${slug}`);
    await api(page, "POST", "/cart/line", { variantId: variant.id, quantity: 1 });
  }
  await api(page, "PUT", "/cart/checkout", {
    email: "invoice.refund@example.com",
    delivery: "address",
    address: LISBON_ADDRESS,
    shippingMethodId: methods.find((m) => m.code === "mrw-pt-standard")?.id,
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
  await simControl(request, await simTransaction(request, started.paymentId), "mbway/approve");
  const orderPage = `/user/order/${order.orderId}?token=${order.token}`;
  await page.goto(orderPage);
  const panel = page.getByTestId("order-invoices");
  await reloadUntil(page, () =>
    expect(panel.getByTestId("order-invoice").filter({ hasText: "Invoice" }).getByTestId("invoice-pdf")).toBeVisible({
      timeout: 1000,
    }),
  );
  const placed = await api<{ lines: { totalCents: number }[] }>(
    page,
    "GET",
    `/order/${order.orderId}?token=${order.token}`,
  );
  expect(placed.lines).toHaveLength(2);
  const refundCents = placed.lines[0]?.totalCents ?? 0;
  expect(refundCents).toBeGreaterThan(0);

  // staff refund that line's amount on the admin order page
  const staff = await staffPage(browser, "admin", `/admin/order/${order.orderId}`, "198.51.100.91");
  await staff.getByLabel("Amount (EUR)").fill((refundCents / 100).toFixed(2));
  await staff.getByLabel("Reason").selectOption("return");
  await staff.getByRole("button", { name: "Refund through SIBS" }).click();
  await reloadUntil(staff, () =>
    expect(staff.getByTestId("admin-refunds")).toContainText("refunded", { timeout: 1000 }),
  );
  // staff see both documents on the order
  await reloadUntil(staff, () =>
    expect(
      staff.getByTestId("order-invoice").filter({ hasText: "Credit note" }).getByTestId("invoice-pdf"),
    ).toBeVisible({
      timeout: 1000,
    }),
  );
  await staff.context().close();

  // the customer's page: the credit note beside the invoice, for exactly what was refunded
  await reloadUntil(page, () =>
    expect(
      panel.getByTestId("order-invoice").filter({ hasText: "Credit note" }).getByTestId("invoice-pdf"),
    ).toBeVisible({
      timeout: 1000,
    }),
  );
  const docs = await api<InvoiceView[]>(page, "GET", `/order/${order.orderId}/invoice?token=${order.token}`);
  expect(docs.map((d) => [d.type, d.status])).toEqual([
    ["FR", "issued"],
    ["NC", "issued"],
  ]);
  expect(docs[1]?.totalCents).toBe(refundCents);
  const nc = await page.request.get(`/invoice/${docs[1]?.id}/pdf?token=${order.token}`);
  expect(nc.headers()["content-type"]).toBe("application/pdf");
  expect((await nc.body()).toString("latin1")).toContain(`ATCUD:${docs[1]?.atcud}`);
});
