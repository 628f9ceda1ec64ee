/**
 * The simulator's hosted card form in real Chromium (playwright-core): a tiny shop page on another
 * origin, with a strict CSP and no inline script, loads the widget and gets redirected back.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tests/setup/chromium.ts";
import { SibsClient, type SibsMethod } from "./client.ts";
import { esc } from "./simulator-pages.ts";
import { SIBS_SIMULATOR_TERMINAL_ID, type SibsSimulator, startSibsSimulator } from "./simulator.ts";

let sim: SibsSimulator;
let client: SibsClient;
let browser: Browser;
let shop: Server;
let shopUrl: string;
/** Pages the shop serves: `/pay/{n}` → the checkout page of checkout n. */
const checkouts = new Map<
  string,
  { transactionId: string; formContext: string; language: string; methods: SibsMethod[] }
>();

function shopPage(n: string): string {
  const c = checkouts.get(n);
  if (!c) return "not found";
  const config = {
    paymentMethodList: c.methods,
    amount: { value: 25, currency: "EUR" },
    language: c.language,
    redirectUrl: `${shopUrl}/return/${n}`,
  };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout</title></head>
<body><h1>Checkout</h1>
<form class="paymentSPG" spg-context="${esc(c.formContext)}" spg-config='${esc(JSON.stringify(config))}'></form>
<script src="${esc(client.widgetScriptUrl(c.transactionId))}"></script>
</body></html>`;
}

let seq = 0;
async function newCheckout(
  language = "en",
  methods: SibsMethod[] = ["CARD"],
): Promise<{ n: string; transactionId: string }> {
  seq += 1;
  const checkout = await client.createCheckout({
    merchantTransactionId: `pay_form${seq}_${Date.now()}`,
    amountCents: 2500,
    description: "Order #FAB0001",
    methods,
    customer: { name: "Ana Silva", email: "ana@example.com", language: language as "en" },
  });
  const n = String(seq);
  checkouts.set(n, { transactionId: checkout.transactionId, formContext: checkout.formContext, language, methods });
  return { n, transactionId: checkout.transactionId };
}

/** Opens the shop page and returns it with the CSP violations seen. */
async function openShop(n: string): Promise<{ page: Page; violations: string[] }> {
  const page = await browser.newPage();
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto(`${shopUrl}/pay/${n}`);
  return { page, violations };
}

async function payByCard(page: Page, card: { pan: string; exp: string; cvv: string; holder: string }) {
  const form = page.frameLocator("form.paymentSPG iframe");
  await form.getByLabel("Card number").fill(card.pan);
  await form.getByLabel("Expiry date (MM/YY)").fill(card.exp);
  await form.getByLabel("Security code (CVV)").fill(card.cvv);
  await form.getByLabel("Cardholder name").fill(card.holder);
  await form.getByRole("button", { name: /^Pay/ }).press("Enter");
}

beforeAll(async () => {
  sim = await startSibsSimulator({ formRedirectDelayMs: 100 });
  client = new SibsClient({
    baseUrl: sim.apiUrl,
    token: sim.token,
    clientId: sim.clientId,
    terminalId: SIBS_SIMULATOR_TERMINAL_ID,
    widgetBaseUrl: sim.widgetUrl,
  });
  shop = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://shop").pathname;
    const pay = /^\/pay\/(\d+)$/.exec(path);
    const csp = `default-src 'none'; script-src ${sim.url}; frame-src ${sim.url}; base-uri 'none'; form-action 'self'`;
    if (pay) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": csp });
      res.end(shopPage(pay[1]!));
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": csp });
    res.end(`<!doctype html><title>Back at the shop</title><h1>Back at the shop</h1>`);
  });
  await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
  // "localhost" keeps the shop on another origin than the simulator's 127.0.0.1
  shopUrl = `http://localhost:${(shop.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => shop?.close(() => resolve()));
  await sim?.close();
});

// Each case drives real Chromium through the card form (two whole payments in one case): 60 s, not the
// suite's 30 s, so a loaded CI machine does not time them out.
describe("hosted card form (Chromium)", { timeout: 60_000 }, () => {
  it("challenge card + 3-D Secure code 123456 → Success, then back to redirectUrl", async () => {
    const { n, transactionId } = await newCheckout();
    const { page, violations } = await openShop(n);
    await payByCard(page, { pan: "4176 6600 0000 0100", exp: "12/28", cvv: "597", holder: "Ana Silva" });
    const challenge = page.frameLocator("form.paymentSPG iframe");
    await challenge.getByLabel("Code", { exact: true }).fill("123456");
    await challenge.getByRole("button", { name: "Confirm" }).click();
    await page.waitForURL(`${shopUrl}/return/${n}`);
    expect((await client.getStatus(transactionId)).paymentStatus).toBe("Success");
    expect(sim.control.transaction(transactionId)?.card).toMatchObject({ brand: "VISA", last4: "0100" });
    expect(violations).toEqual([]);
    await page.close();
  });

  it("no-3DS card → Success without a challenge", async () => {
    const { n, transactionId } = await newCheckout();
    const { page, violations } = await openShop(n);
    await payByCard(page, { pan: "5206361000001351", exp: "12/25", cvv: "536", holder: "Rui Costa" });
    await page.waitForURL(`${shopUrl}/return/${n}`);
    expect(await client.getStatus(transactionId)).toMatchObject({ paymentStatus: "Success", paymentMethod: "CARD" });
    expect(violations).toEqual([]);
    await page.close();
  });

  it("unknown card → Declined; a wrong 3DS code → Declined", async () => {
    const unknown = await newCheckout();
    const first = await openShop(unknown.n);
    await payByCard(first.page, { pan: "4111111111111111", exp: "01/30", cvv: "123", holder: "Eve" });
    await first.page.waitForURL(`${shopUrl}/return/${unknown.n}`);
    expect(await client.getStatus(unknown.transactionId)).toMatchObject({
      paymentStatus: "Declined",
      returnStatus: { statusCode: "SIM_CARD_DECLINED" },
    });
    await first.page.close();

    const wrongCode = await newCheckout();
    const second = await openShop(wrongCode.n);
    await payByCard(second.page, { pan: "5185520050000010", exp: "11/27", cvv: "001", holder: "Eve" });
    const challenge = second.page.frameLocator("form.paymentSPG iframe");
    await challenge.getByLabel("Code", { exact: true }).fill("000000");
    await challenge.getByRole("button", { name: "Confirm" }).click();
    await second.page.waitForURL(`${shopUrl}/return/${wrongCode.n}`);
    expect((await client.getStatus(wrongCode.transactionId)).paymentStatus).toBe("Declined");
    await second.page.close();
  });

  it("speaks Portuguese and shows field errors without leaving the form", async () => {
    const { n, transactionId } = await newCheckout("pt", ["CARD", "MBWAY"]);
    const { page, violations } = await openShop(n);
    const form = page.frameLocator("form.paymentSPG iframe");
    await form.getByRole("link", { name: "MB WAY" }).waitFor(); // the method tabs, waited for (the frame loads late)
    await form.getByLabel("Número do cartão").fill("4111111111111112");
    await form.getByRole("button", { name: /^Pagar/ }).click();
    await form.getByText("Indique um número de cartão válido.").waitFor();
    await expect(form.getByLabel("Número do cartão").getAttribute("aria-invalid")).resolves.toBe("true");
    expect((await client.getStatus(transactionId)).paymentStatus).toBe("Pending");
    expect(page.url()).toBe(`${shopUrl}/pay/${n}`);
    expect(violations).toEqual([]);
    await page.close();
  });
});
