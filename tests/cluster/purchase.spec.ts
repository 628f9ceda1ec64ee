import { type APIResponse, expect, test } from "@playwright/test";
import sharp from "sharp";
import { LISBON_ADDRESS } from "../fixtures/addresses.ts";
import { payByCard } from "../e2e/sibs.ts";
import { instanceNumber, killInstance, listInstances, startInstance } from "./control.ts";
import { query, verificationLinkPath } from "./db.ts";
import { everyMinute } from "./schedules.ts";

/**
 * The purchase journey of issue 18 on the cluster (3 instances behind nginx, playwright.cluster.config.ts):
 * a customer signs up, uploads artwork, saves a design, puts a sample of it and a blank hoodie in the cart,
 * checks out and pays by card with 3-D Secure in SIBS's form (the simulators process), while the instance
 * that started the payment is killed with SIGKILL and started again. Then: the order is paid exactly once
 * (one succeeded payment here and at the gateway, no refund due), the hoodie's stock went down by one, the
 * "payment received" e-mail was sent once (the outbox, `email_message`), and the tech pack PDF opens on
 * every instance, the restarted one included.
 */

const CUSTOMER_PASSWORD = "linen dyed in porto 42";
const HOODIE = "classic-pullover-hoodie";

/** The instance that answered (`X-Instance-Id`). */
const instanceOf = (res: APIResponse) => res.headers()["x-instance-id"] ?? "";

test("a purchase across the instances survives one of them killed mid-payment", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const origin = baseURL ?? "";
  // every shop response's instance: pages and assets through the browser, API calls through `api`
  const seen = new Set<string>();
  page.on("response", (res) => {
    const id = res.headers()["x-instance-id"];
    if (id && res.url().startsWith(origin)) seen.add(id);
  });
  const api = async <T>(method: "GET" | "POST" | "PUT", path: string, data?: unknown): Promise<T> => {
    const res = await page.request.fetch(`/api${path}`, { method, data, headers: { origin } });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    seen.add(instanceOf(res));
    return (await res.json()) as T;
  };

  // sign up; the verification link comes from the outbox (SMTP_URL is unset on the cluster)
  const email = `cluster-buyer-${Date.now().toString(36)}@example.com`;
  await page.goto("/");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Inês Duarte", email, password: CUSTOMER_PASSWORD },
    headers: { origin },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  await page.goto(await verificationLinkPath(email));
  const session = await api<{ user?: { email: string } } | null>("GET", "/auth/get-session");
  expect(session?.user?.email).toBe(email);

  // artwork stored through one instance is served by another (the bucket)
  const png = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  const upload = await page.request.post("/api/upload/image", {
    multipart: { file: { name: "crest.png", mimeType: "image/png", buffer: png } },
    headers: { origin },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const artwork = (await upload.json()) as { id: string; url: string };
  const storedBy = instanceOf(upload);
  const servedBy = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const read = await page.request.get(artwork.url);
    expect(read.status()).toBe(200);
    expect(read.headers()["content-type"]).toBe("image/png");
    servedBy.add(instanceOf(read));
  }
  expect(
    [...servedBy].some((id) => id !== storedBy),
    `stored by ${storedBy}, served by ${[...servedBy]}`,
  ).toBe(true);

  // a saved design with the artwork, a sample of it and a blank hoodie in the cart
  const design = await api<{ id: string }>("POST", "/customize", {
    threeProduct: "t-shirt",
    name: "Cluster crest tee",
    status: "saved",
    document: {
      dye: "black",
      labels: {},
      placements: [
        {
          placement: "front",
          technique: "digital-print",
          artwork: { uploadId: artwork.id },
          widthMm: 200,
          heightMm: 200,
          centerXMm: 150,
          centerYMm: 150,
        },
      ],
      sizes: { M: 1 },
      notes: "",
    },
  });
  await api("POST", "/cart/sample", { designId: design.id, size: "M" });
  const product = await api<{ variants: { id: string; stock: number }[] }>("GET", `/product/${HOODIE}`);
  const variant = product.variants.find((v) => v.stock >= 2);
  if (!variant) throw new Error(`no stock for ${HOODIE}`);
  const stockOf = async () =>
    (await query<{ stock: number }>("select stock from variant where id = $1", [variant.id]))[0]?.stock;
  const stockBefore = await stockOf();
  await api("POST", "/cart/line", { variantId: variant.id, quantity: 1 });

  // check out through the API, then pay on the shop's payment page
  const { items: methods } = await api<{ items: { id: string; code: string }[] }>("GET", "/shippingmethod");
  await api("PUT", "/cart/checkout", {
    email,
    delivery: "address",
    address: LISBON_ADDRESS,
    shippingMethodId: methods.find((m) => m.code === "mrw-pt-standard")?.id,
  });
  const order = await api<{ orderId: string; token: string; amountDueCents: number }>("POST", "/order", {
    idempotencyKey: crypto.randomUUID(),
    acceptTerms: true,
  });
  expect(await stockOf()).toBe((stockBefore ?? 0) - 1);
  await page.goto(`/payment?order=${order.orderId}`);
  await expect(page.getByTestId("method-card")).toBeChecked();
  const started = page.waitForResponse((res) => res.request().method() === "POST" && res.url().startsWith(origin));
  await page.getByRole("button", { name: /^Enter card details to pay/ }).click();
  const payingOn = instanceNumber((await started).headers()["x-instance-id"]);
  expect(payingOn).toBeGreaterThan(0);
  await expect(page.frameLocator('[data-testid="sibs-card-form"] iframe').getByLabel("Card number")).toBeVisible({
    timeout: 20_000,
  });

  // mid-payment: the instance that started the payment dies without a chance to finish anything, and is
  // started again while the customer pays
  const killed = await killInstance(payingOn);
  expect(killed.signal).toBe("SIGKILL");
  test.info().annotations.push({ type: "killed", description: `instance-${payingOn} (pid ${killed.pid})` });
  const restarted = startInstance(payingOn);
  await payByCard(page, { number: "4176660000000100", cvv: "597", code: "123456" });
  await expect(page).toHaveURL(new RegExp(`/user/order/${order.orderId}\\?paid=1`), { timeout: 30_000 });
  await expect(page.getByTestId("order-status").first()).toHaveText("Paid");
  const back = await restarted;
  expect(back.n).toBe(payingOn);
  test.info().annotations.push({ type: "restarted", description: `instance-${payingOn}, ready in ${back.readyMs} ms` });
  // a restarted instance writes its schedules back; the schedules check wants them every minute
  await everyMinute();
  expect((await listInstances()).every((i) => i.running)).toBe(true);
  expect(seen.size, `instances seen: ${[...seen]}`).toBeGreaterThanOrEqual(2);
  test.info().annotations.push({ type: "instances seen", description: [...seen].sort().join(", ") });

  // paid exactly once: one succeeded payment, none to refund, one captured transaction at the gateway
  const payments = await query<{ id: string; status: string; refund_due: boolean }>(
    "select id, status, refund_due from payment where order_id = $1",
    [order.orderId],
  );
  expect(payments.filter((p) => p.status === "succeeded")).toHaveLength(1);
  expect(payments.some((p) => p.refund_due)).toBe(false);
  const [paidOrder] = await query<{ status: string; paid_at: Date | null; stock_released_at: Date | null }>(
    "select status, paid_at, stock_released_at from orders where id = $1",
    [order.orderId],
  );
  expect(paidOrder?.paid_at).not.toBeNull();
  expect(paidOrder?.stock_released_at).toBeNull();
  // at the gateway (the simulators process): one successful card payment of this order, nothing refunded
  const gateway = (await (await page.request.get(`${process.env.CLUSTER_SIBS_URL}/__sim/transactions`)).json()) as {
    transactionId: string;
    kind: string;
    originalTransactionId?: string;
    merchantTransactionId: string;
    paymentStatus: string;
  }[];
  const ours = gateway.filter((t) => payments.some((p) => p.id === t.merchantTransactionId));
  expect(ours.filter((t) => t.kind === "payment" && t.paymentStatus === "Success")).toHaveLength(1);
  const ourIds = new Set(ours.map((t) => t.transactionId));
  expect(gateway.filter((t) => t.kind === "refund" && ourIds.has(t.originalTransactionId ?? ""))).toEqual([]);

  // stock: the hoodie went down by the one unit ordered, and not again
  expect(await stockOf()).toBe((stockBefore ?? 0) - 1);

  // the "payment received" e-mail was sent once (the outbox marks each delivery)
  await expect
    .poll(
      async () =>
        query<{ status: string; attempts: number }>(
          "select status, attempts from email_message where related_id = $1 and subject like '%payment received'",
          [order.orderId],
        ),
      { timeout: 30_000 },
    )
    .toEqual([{ status: "sent", attempts: 1 }]);

  // the order page and the tech pack on every instance, the restarted one included
  const techPackBy = new Set<string>();
  const restartedId = `instance-${payingOn}`;
  await expect
    .poll(
      async () => {
        const pdf = await page.request.get(`/api/customize/${design.id}/techpack`);
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()["content-type"]).toBe("application/pdf");
        expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
        techPackBy.add(instanceOf(pdf));
        return techPackBy.has(restartedId);
      },
      // nginx leaves a failed instance out for fail_timeout (10 s) after it failed
      { timeout: 30_000, intervals: [250] },
    )
    .toBe(true);
  const orderPage = await page.request.get(`/user/order/${order.orderId}`);
  expect(orderPage.status()).toBe(200);
});
