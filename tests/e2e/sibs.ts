/**
 * The SIBS simulator of the journeys' server (playwright.config.ts starts it on E2E_PORT + 1000),
 * driven as the customer's phone or bank would: approve or decline an MB WAY request, pay or expire
 * a Multibanco reference (integrations/sibs/simulator.ts, `/__sim/` control endpoints).
 */
import { type APIRequestContext, type Page, expect } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210) + 1000;

/** Base URL of the simulator, e.g. `http://127.0.0.1:4210`. */
export const SIBS_SIMULATOR_URL = `http://127.0.0.1:${port}`;

/**
 * Fills SIBS's hosted card form (in its iframe on the payment page) with a simulator test card and
 * pays; `code` answers the 3-D Secure challenge when the card asks for one.
 */
export async function payByCard(page: Page, card: { number: string; cvv: string; code?: string }): Promise<void> {
  const form = page.frameLocator('[data-testid="sibs-card-form"] iframe');
  await form.getByLabel("Card number").fill(card.number);
  await form.getByLabel("Expiry date (MM/YY)").fill("12/30");
  await form.getByLabel("Security code (CVV)").fill(card.cvv);
  await form.getByLabel("Cardholder name").fill("Ana Silva");
  await form.getByRole("button", { name: /^Pay/ }).click();
  if (card.code) {
    // exact: "Security code (CVV)" also contains "Code"
    await form.getByLabel("Code", { exact: true }).fill(card.code);
    await form.getByRole("button", { name: "Confirm" }).click();
  }
}

/** The simulator's transaction id of one of our payment attempts (`pay_…` is SIBS's merchantTransactionId), once it has it. */
export async function simTransaction(request: APIRequestContext, paymentId: string): Promise<string> {
  let id = "";
  await expect
    .poll(async () => {
      const all = (await (await request.get(`${SIBS_SIMULATOR_URL}/__sim/transactions`)).json()) as {
        transactionId: string;
        merchantTransactionId: string;
      }[];
      id = all.find((t) => t.merchantTransactionId === paymentId)?.transactionId ?? "";
      return id;
    })
    .not.toBe("");
  return id;
}

/** Drives the simulator as the customer's phone or bank would (`mbway/approve`, `reference/pay` …) on a transaction. */
export async function simControl(request: APIRequestContext, transactionId: string, action: string): Promise<void> {
  const res = await request.post(`${SIBS_SIMULATOR_URL}/__sim/transactions/${transactionId}/${action}`, { data: {} });
  expect(res.ok(), await res.text()).toBe(true);
}
