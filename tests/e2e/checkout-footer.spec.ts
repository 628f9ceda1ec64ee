import { join } from "node:path";
import type { Page } from "@playwright/test";
import { LISBON_ADDRESS } from "../fixtures/addresses.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The checkout's minimal chrome (issue 15): with the minimal header, the checkout and the payment
 * page get a minimal footer — terms, privacy, returns and withdrawal, contact and the complaints
 * book (each in a new tab, so the checkout stays open), the cookie settings and who sells — and no
 * newsletter, shop navigation or currency switch. The shop's pages keep the full footer. Checked in
 * Portuguese and Spanish at 1280 and 390 px. Set SCREENSHOT_DIR to keep screenshots.
 */

async function api<T>(page: Page, method: "GET" | "POST" | "PUT", path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`/api${path}`, { method, data });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

async function oneTeeInTheBag(page: Page) {
  await page.goto("/");
  const product = await api<{ variants: { id: string; stock: number }[] }>(
    page,
    "GET",
    "/product/garment-dyed-oversized-tee",
  );
  const variant = product.variants.find((v) => v.stock >= 2);
  await api(page, "POST", "/cart/line", { variantId: variant?.id, quantity: 1 });
}

async function shots(page: Page, name: string) {
  if (!process.env.SCREENSHOT_DIR) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const TEXTS = {
  pt: {
    links: [
      "Termos de utilização",
      "Política de privacidade",
      "Devoluções e livre resolução",
      "Contacto",
      "Livro de reclamações",
    ],
    nav: "Informação legal",
  },
  es: {
    links: [
      "Condiciones de uso",
      "Política de privacidad",
      "Devoluciones y desistimiento",
      "Contacto",
      "Libro de reclamaciones",
    ],
    nav: "Información legal",
  },
} as const;

for (const lng of ["pt", "es"] as const) {
  test(`checkout and payment have the minimal footer (${lng}): legal links in a new tab and who sells, no newsletter or navigation`, async ({
    page,
  }) => {
    await oneTeeInTheBag(page);
    await page.goto(`/checkout?lng=${lng}`);
    const footer = page.getByTestId("checkout-footer");
    await expect(footer).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    const legal = footer.getByRole("navigation", { name: TEXTS[lng].nav });
    for (const name of TEXTS[lng].links) {
      const link = legal.getByRole("link", { name: new RegExp(`^${name}`) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await expect(footer.getByTestId("shop-legal")).toContainText("Fabrico Têxteis, Lda.");
    await expect(footer.getByTestId("shop-legal")).toContainText("NIF");
    // nothing that leads away from paying
    await expect(page.getByTestId("newsletter-form-footer")).toHaveCount(0);
    await expect(page.getByTestId("currency-switcher")).toHaveCount(0);
    await expect(footer.getByRole("link", { name: /^(Personalizar|Todos os produtos|Ver todo)/ })).toHaveCount(0);
    await shots(page, `checkout-${lng}`);

    // a new tab keeps the checkout where it is
    const [terms] = await Promise.all([
      page.waitForEvent("popup"),
      legal.getByRole("link", { name: new RegExp(`^${TEXTS[lng].links[0]}`) }).click(),
    ]);
    await expect(terms).toHaveURL(/\/terms-of-use$/);
    await terms.close();
    await expect(page).toHaveURL(/\/checkout/);

    // the payment page of an order has the same footer
    const { items: methods } = await api<{ items: { id: string; code: string }[] }>(page, "GET", "/shippingmethod");
    await api(page, "PUT", "/cart/checkout", {
      email: `e2e-footer-${lng}-${Date.now().toString(36)}@example.com`,
      delivery: "address",
      address: LISBON_ADDRESS,
      shippingMethodId: methods.find((m) => m.code === "mrw-pt-standard")?.id,
    });
    const order = await api<{ orderId: string; token: string }>(page, "POST", "/order", {
      idempotencyKey: crypto.randomUUID(),
      acceptTerms: true,
    });
    await page.goto(`/payment?order=${order.orderId}&token=${order.token}&lng=${lng}`);
    await expect(page.getByTestId("checkout-footer")).toBeVisible();
    await expect(page.getByTestId("checkout-footer").getByRole("link")).toHaveCount(5);
    await expect(page.getByTestId("newsletter-form-footer")).toHaveCount(0);
    await shots(page, `payment-${lng}`);

    // the shop's own pages keep the full footer
    await page.goto(`/cart?lng=${lng}`);
    await expect(page.getByTestId("checkout-footer")).toHaveCount(0);
    await expect(page.getByTestId("newsletter-form-footer")).toBeVisible();
    await shots(page, `cart-${lng}`);
  });
}
