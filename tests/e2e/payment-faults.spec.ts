import type { APIRequestContext, Page } from "@playwright/test";
import { LISBON_ADDRESS } from "../fixtures/addresses.ts";
import { expect, test } from "./fixtures.ts";
import { SIBS_SIMULATOR_URL } from "./sibs.ts";

/**
 * Fault suite, part 1 (issue 14): the SIBS gateway fails while the customer starts a payment on the
 * payment page — HTTP 500, 503, 429, or no answer at all (the client gives up after its 10 s limit).
 * The page (the production build, whose `core/` is a second copy beside the server's) must show the
 * translated "payment service did not answer" with the method choice kept, never the generic
 * "Something went wrong"; the cart keeps its line; and the same order can be paid right after.
 * Each fault is injected for this test's order only (`/__sim/fail-next` with `match` = the order
 * number), so journeys running beside it on the same server are not touched.
 */

const TEXT = {
  en: "The payment service did not answer. Nothing was charged",
  pt: "O serviço de pagamentos não respondeu. Nada foi cobrado",
  es: "El servicio de pagos no ha respondido. No se ha cobrado nada",
} as const;

const CASES = [
  { fault: "500", method: "card", lng: "en", slug: "ripstop-drawcord-shorts" },
  { fault: "503", method: "mbway", lng: "pt", slug: "twill-drawcord-joggers" },
  { fault: "429", method: "multibanco", lng: "es", slug: "heavyweight-boxy-tee" },
  { fault: "hang", method: "card", lng: "en", slug: "organic-oversized-tee" },
] as const;

/** A JSON call in the page's session (its guest cart cookie). */
async function api<T>(page: Page, method: "GET" | "POST" | "PUT", path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`/api${path}`, { method, data });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** One unit of `slug` in the session's cart, ordered through the API to the Lisbon address by MRW. */
async function placeOrder(page: Page, slug: string) {
  await page.goto("/");
  const product = await api<{ variants: { id: string; stock: number }[] }>(page, "GET", `/product/${slug}`);
  const variant = product.variants.find((v) => v.stock >= 2);
  if (!variant) throw new Error(`no stock for ${slug}`);
  await api(page, "POST", "/cart/line", { variantId: variant.id, quantity: 1 });
  const { items } = await api<{ items: { id: string; code: string }[] }>(page, "GET", "/shippingmethod");
  await api(page, "PUT", "/cart/checkout", {
    email: `fault.${slug}@example.com`,
    delivery: "address",
    address: LISBON_ADDRESS,
    shippingMethodId: items.find((m) => m.code === "mrw-pt-standard")?.id,
  });
  return api<{ orderId: string; number: string; token: string }>(page, "POST", "/order", {
    idempotencyKey: crypto.randomUUID(),
    acceptTerms: true,
  });
}

/** The payment page's form (the method choice and its button). */
function payForm(page: Page) {
  return page.locator("form").filter({ has: page.getByTestId("method-card") });
}

/** The next gateway call that carries `match` fails with `fault`. */
async function injectFault(request: APIRequestContext, fault: string, match: string): Promise<void> {
  const res = await request.post(`${SIBS_SIMULATOR_URL}/__sim/fail-next`, { data: { n: "1", fault, match } });
  expect(res.ok(), await res.text()).toBe(true);
}

for (const c of CASES) {
  test(`gateway ${c.fault} while starting ${c.method} from the payment page (${c.lng}): translated notice, cart intact, payable after`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "lng", value: c.lng, url: baseURL ?? "http://127.0.0.1" }]);
    const order = await placeOrder(page, c.slug);
    await injectFault(page.request, c.fault, order.number);

    await page.goto(`/payment?order=${order.orderId}&token=${order.token}`);
    await page.getByTestId(`method-${c.method}`).check();
    if (c.method === "mbway") await payForm(page).locator('input[name="phone"]').fill("912345678");
    await payForm(page).locator('button[type="submit"]').click();

    // a hanging gateway is given up after the client's 10 s limit
    const notice = page.getByTestId("payment-error");
    await expect(notice).toContainText(TEXT[c.lng], { timeout: 25_000 });
    await expect(page.getByText(/Something went wrong|Algo correu mal|Algo salió mal/)).toHaveCount(0);
    await expect(page.getByTestId(`method-${c.method}`)).toBeChecked();

    const cart = await api<{ itemCount: number }>(page, "GET", "/cart");
    expect(cart.itemCount).toBe(1);

    // the fault was for one call: the same order is paid right after (a Multibanco reference, paid at the bank)
    await page.getByTestId("method-multibanco").check();
    await payForm(page).locator('button[type="submit"]').click();
    await expect(page.getByTestId("multibanco-reference")).toHaveText(/^\d{3} \d{3} \d{3}$/);
    const all = (await (await page.request.get(`${SIBS_SIMULATOR_URL}/__sim/transactions`)).json()) as {
      transactionId: string;
      merchantTransactionId: string;
      paymentMethod?: string;
    }[];
    const payments = await api<{ payments: { id: string; method: string; status: string }[] }>(
      page,
      "GET",
      `/order/${order.orderId}?token=${order.token}`,
    );
    const reference = payments.payments.find((p) => p.method === "multibanco" && p.status === "pending");
    const tx = all.find((t) => t.merchantTransactionId === reference?.id);
    expect(tx, "the reference's transaction at the gateway").toBeTruthy();
    const paid = await page.request.post(
      `${SIBS_SIMULATOR_URL}/__sim/transactions/${tx?.transactionId}/reference/pay`,
      {
        data: {},
      },
    );
    expect(paid.ok(), await paid.text()).toBe(true);
    await expect
      .poll(
        async () => (await api<{ status: string }>(page, "GET", `/order/${order.orderId}?token=${order.token}`)).status,
      )
      .toBe("paid");
  });
}

test("gateway 503 while the MB WAY page asks SIBS for the outcome: the waiting page stays, then shows paid", async ({
  page,
}) => {
  const order = await placeOrder(page, "classic-fleece-joggers");
  await page.goto(`/payment?order=${order.orderId}&token=${order.token}`);
  await page.getByTestId("method-mbway").check();
  await payForm(page).locator('input[name="phone"]').fill("912345678");
  await payForm(page).locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/[?&]payment=pay_/);
  await expect(page.getByRole("heading", { name: "Approve the payment in your MB WAY app" })).toBeVisible();

  // every status check of this transaction fails for a while: the page is rendered from what the shop knows
  const paymentId = new URL(page.url()).searchParams.get("payment") ?? "";
  const all = (await (await page.request.get(`${SIBS_SIMULATOR_URL}/__sim/transactions`)).json()) as {
    transactionId: string;
    merchantTransactionId: string;
  }[];
  const tx = all.find((t) => t.merchantTransactionId === paymentId)?.transactionId ?? "";
  expect(tx).not.toBe("");
  const res = await page.request.post(`${SIBS_SIMULATOR_URL}/__sim/fail-next`, {
    data: { n: "50", fault: "503", match: tx },
  });
  expect(res.ok()).toBe(true);
  const reload = await page.reload();
  expect(reload?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Approve the payment in your MB WAY app" })).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);

  // the gateway heals and the customer approves: the page moves on by itself
  await page.request.post(`${SIBS_SIMULATOR_URL}/__sim/fail-next`, { data: { n: "0", match: tx } });
  const approved = await page.request.post(`${SIBS_SIMULATOR_URL}/__sim/transactions/${tx}/mbway/approve`, {
    data: {},
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/user/order/${order.orderId}`), { timeout: 20_000 });
});

test("gateway 500 on the MB WAY purchase itself (after the checkout was made): notice, then MB WAY works", async ({
  page,
}) => {
  const order = await placeOrder(page, "relaxed-terry-sweatpants");
  // the purchase call carries the phone (`351#912345671`); the checkout call before it does not
  await injectFault(page.request, "500", "351#912345671");
  await page.goto(`/payment?order=${order.orderId}&token=${order.token}`);
  await page.getByTestId("method-mbway").check();
  await payForm(page).locator('input[name="phone"]').fill("912345671");
  await payForm(page).locator('button[type="submit"]').click();
  await expect(page.getByTestId("payment-error")).toContainText(TEXT.en);
  await expect(payForm(page).locator('input[name="phone"]')).toHaveValue(/912\s?345\s?671/);
  expect((await api<{ itemCount: number }>(page, "GET", "/cart")).itemCount).toBe(1);

  await payForm(page).locator('button[type="submit"]').click();
  await expect(page.getByRole("heading", { name: "Approve the payment in your MB WAY app" })).toBeVisible();
  const view = await api<{ payments: { method: string; status: string }[] }>(
    page,
    "GET",
    `/order/${order.orderId}?token=${order.token}`,
  );
  expect(view.payments.map((p) => p.status).sort()).toEqual(["error", "pending"]);
});
