import type { Page } from "@playwright/test";
import { e2eMailLogFile, mailsTo } from "../setup/e2e-mail.ts";
import { expect, test } from "./fixtures.ts";

/**
 * One price for one thing (issue 15): a Spanish consumer pays the shelf price. Every consumer charged
 * VAT in the EU pays the VAT-inclusive list price, the destination's VAT (21 % in Spain) inside it
 * (core/checkout/compute-totals.ts rule 2). The journey follows one order in Spanish from the product
 * page through the cart, the checkout summary (lines, discount, shipping, "del cual IVA 21 %"), the
 * payment page and the order confirmation to the "paid" e-mail, and checks every page shows the same
 * amounts (the e-mail's amounts are checked in core/checkout/one-price.test.ts). With `E2E_SCREENSHOTS=<dir>` it saves a screenshot of each page there.
 */

const MAIL_LOG = e2eMailLogFile(Number(process.env.E2E_PORT ?? 3210));
const SLUG = "classic-crewneck-sweatshirt";
/** MRW home delivery (Spain), its listed price in the demo seed. */
const MRW_ES_CENTS = 690;

/** An amount as Spanish pages write it ("€85,80", "−€8,58", "€1.234,50") in cents. */
function cents(text: string): number {
  const m = text.replace(/\s/g, "").match(/€([\d.]+)(?:,(\d{1,2}))?/);
  if (!m) throw new Error(`no amount in ${text}`);
  return Number(m[1]!.replace(/\./g, "")) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}

/** `cents` as the Spanish totals write it, two decimals ("€84,12"). */
function eur(amount: number): string {
  const euros = Math.floor(amount / 100).toLocaleString("de-DE");
  return `€${euros},${String(amount % 100).padStart(2, "0")}`;
}

/** VAT inside a VAT-inclusive amount at `rateBp`, rounded half-up. */
const vatIn = (gross: number, rateBp: number) =>
  Math.floor((2 * gross * rateBp + (10_000 + rateBp)) / (2 * (10_000 + rateBp)));

async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/one-price-${test.info().project.name}-${name}.png`, fullPage: true });
}

test("a Spanish shopper pays the shelf price: product, cart, checkout, payment, order and e-mail agree @mobile", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.addCookies([{ name: "lng", value: "es", url: test.info().project.use.baseURL ?? "" }]);
  const email = `madrid-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

  // the product page: the shelf price, VAT included
  await page.goto(`/product/${SLUG}?lng=es`);
  await page.locator('[data-testid="size-option"]:not([aria-disabled="true"]):not([disabled])').first().click();
  await expect(page).toHaveURL(/size=/);
  await expect(page.locator('[data-testid="add-to-cart-form"] input[name="via"]')).toHaveCount(1, { timeout: 20_000 });
  const unit = cents(await page.getByTestId("product-price").innerText());
  await expect(page.getByText("IVA incluido.", { exact: false })).toBeVisible();
  await shot(page, "1-product");
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  // the cart: two of them cost twice the shelf price
  await page.goto("/cart");
  const line = page.getByTestId("cart-line");
  await line.getByTestId("quantity-increase").click();
  await expect(line.getByTestId("line-quantity")).toHaveValue("2");
  const items = unit * 2;
  await expect.poll(async () => cents(await page.getByTestId("cart-subtotal").innerText())).toBe(items);
  await expect(page.getByText("Con entrega en la UE pagas el precio indicado", { exact: false })).toBeVisible();
  await shot(page, "2-cart");

  // the checkout, delivering to Madrid: the same lines, shipping at its listed price, VAT 21 % inside
  await page.getByTestId("go-to-checkout").click();
  await page.getByTestId("checkout-email").fill(email);
  const delivery = page.locator("#checkout-delivery");
  await delivery.getByLabel("Nombre", { exact: true }).fill("Lucía");
  await delivery.getByLabel("Apellidos", { exact: true }).fill("García");
  await delivery.getByLabel("País", { exact: true }).selectOption("ES");
  await delivery.getByLabel("Dirección", { exact: true }).fill("Calle Mayor 10");
  await delivery
    .getByLabel(/^Código postal/)
    .first()
    .fill("28013");
  await delivery.getByLabel("Localidad", { exact: true }).fill("Madrid");
  await delivery.getByLabel("Teléfono", { exact: true }).fill("+34 612 345 678");
  await page.getByTestId("delivery-continue").click();
  const mrw = page.getByTestId("shipping-option").filter({ hasText: "Entrega a domicilio MRW (España)" });
  await expect(mrw).toContainText(eur(MRW_ES_CENTS));
  await mrw.locator("label").click();
  await expect(page.getByTestId("total-shipping")).toHaveText(eur(MRW_ES_CENTS));
  await expect(page.getByTestId("summary-line-amount")).toHaveText(eur(items));
  await expect(page.getByTestId("summary-line-unit")).toContainText(`2 × ${eur(unit)} · IVA 21 %`);
  await expect(page.getByTestId("total-items")).toContainText(eur(items));
  await expect(page.getByTestId("amount-due")).toContainText(eur(items + MRW_ES_CENTS));
  await expect(page.getByTestId("totals")).toContainText("del cual IVA 21 %");
  await expect(page.getByTestId("total-vat")).toContainText(eur(vatIn(items, 2100) + vatIn(MRW_ES_CENTS, 2100)));
  await expect(page.getByTestId("tax-note")).toHaveText("El total incluye el IVA de España al 21 %.");

  // a 10 % coupon comes off the shelf price, as it would in Portugal
  await page.getByTestId("coupon-input").fill("WELCOME10");
  await page.getByTestId("coupon-apply").click();
  await expect(page.getByTestId("applied-coupon")).toHaveText("WELCOME10");
  const discount = Math.round(items / 10);
  const total = items - discount + MRW_ES_CENTS;
  await expect(page.getByTestId("total-discount")).toContainText(eur(discount));
  await expect(page.getByTestId("amount-due")).toContainText(eur(total));
  await expect(page.getByTestId("total-vat")).toContainText(
    eur(vatIn(items - discount, 2100) + vatIn(MRW_ES_CENTS, 2100)),
  );
  await shot(page, "3-checkout");
  await page.getByTestId("accept-terms").check();
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/payment\?order=ord_[A-Za-z0-9]+&token=[A-Za-z0-9_-]+/);
  const orderId = new URL(page.url()).searchParams.get("order") ?? "";

  // the payment page asks for the same amount
  await expect(page.getByTestId("amount-due")).toHaveText(eur(total));
  await shot(page, "4-payment");
  await page.getByRole("button", { name: `Introducir los datos de la tarjeta para pagar ${eur(total)}` }).click();
  const form = page.frameLocator('[data-testid="sibs-card-form"] iframe');
  await form.getByLabel(/^(Card number|Número de tarjeta)$/).fill("4761340000000035");
  await form.getByLabel(/^(Expiry date \(MM\/YY\)|Caducidad \(MM\/AA\))$/).fill("12/30");
  await form.getByLabel(/^(Security code \(CVV\)|Código de seguridad \(CVV\))$/).fill("536");
  await form.getByLabel(/^(Cardholder name|Nombre del titular)$/).fill("Lucía García");
  await form.getByRole("button", { name: /^(Pay|Pagar)/ }).click();

  // the order confirmation: the checkout's figures
  await expect(page).toHaveURL(new RegExp(`/user/order/${orderId}\\?paid=1&token=`), { timeout: 20_000 });
  await expect(page.getByTestId("paid-banner")).toBeVisible();
  const totals = page.getByTestId("order-totals");
  await expect(totals).toHaveAttribute("data-basis", "gross");
  await expect(totals).toContainText(eur(items));
  await expect(totals).toContainText(`−${eur(discount)}`);
  await expect(totals).toContainText(eur(MRW_ES_CENTS));
  await expect(totals).toContainText(eur(total));
  await expect(totals).toContainText("del cual IVA 21 %");
  await expect(page.getByTestId("order-line-unit")).toContainText(/^2 × €/);
  await shot(page, "5-order");

  // the "paid" e-mail goes out in Spanish (its amounts are the order's stored ones: core/orders/notify-order.ts,
  // checked against the checkout in core/checkout/one-price.test.ts)
  await expect
    .poll(() => mailsTo(MAIL_LOG, email, "order-update").map((m) => m.subject ?? ""))
    .toEqual([expect.stringMatching(/^Pedido #FAB[0-9A-Z]{5}: pago recibido$/)]);
});
