import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SibsClient } from "./client.ts";
import { startSibsSimulator, SIBS_SIMULATOR_TERMINAL_ID, type SibsSimulator } from "./simulator.ts";
import { type SibsNotification, decryptNotification, webhookAck } from "./webhook.ts";

/** A shop-side webhook endpoint: decrypts, records, and answers as `behave` says. */
interface Receiver {
  url: string;
  received: { notification: SibsNotification; contentType?: string }[];
  rejected: number;
  /** How to answer the n-th request since `received` was emptied (0-based); default: 200 + ack. */
  behave: (n: number, notification: SibsNotification) => "ack" | "500" | "wrong-ack";
  close(): Promise<void>;
}

async function startReceiver(secret: () => string): Promise<Receiver> {
  const receiver: Receiver = {
    url: "",
    received: [],
    rejected: 0,
    behave: () => "ack",
    close: async () => {},
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      let notification: SibsNotification;
      try {
        notification = decryptNotification({
          body: Buffer.concat(chunks).toString("utf8"),
          iv: String(req.headers["x-initialization-vector"]),
          tag: String(req.headers["x-authentication-tag"]),
          secret: secret(),
        });
      } catch {
        receiver.rejected += 1;
        res.writeHead(400).end();
        return;
      }
      const how = receiver.behave(receiver.received.length, notification);
      receiver.received.push({ notification, contentType: req.headers["content-type"] });
      if (how === "500") {
        res.writeHead(500).end("oops");
        return;
      }
      const ack = webhookAck(how === "wrong-ack" ? "someone-else" : notification.notificationID);
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(ack));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/sibs`;
  receiver.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}

let sim: SibsSimulator;
let receiver: Receiver;
let client: SibsClient;
let seq = 0;

async function referenceCheckout() {
  seq += 1;
  const checkout = await client.createCheckout({
    merchantTransactionId: `pay_wh${seq}_${Date.now()}`,
    amountCents: 4990,
    description: "Order",
    methods: ["REFERENCE", "MBWAY"],
    customer: { name: "Rui", email: "rui@example.com", language: "en" },
  });
  return checkout;
}

beforeAll(async () => {
  receiver = await startReceiver(() => sim.webhookSecret);
  sim = await startSibsSimulator({ webhookRetryDelaysMs: [10, 20, 40], webhookMaxAttempts: 4 });
  client = new SibsClient({
    baseUrl: sim.apiUrl,
    token: sim.token,
    clientId: sim.clientId,
    terminalId: SIBS_SIMULATOR_TERMINAL_ID,
  });
});

afterAll(async () => {
  await sim.close();
  await receiver.close();
});

beforeEach(() => {
  sim.setWebhookUrl(receiver.url);
  receiver.received.length = 0;
  receiver.rejected = 0;
  receiver.behave = () => "ack";
});

describe("webhook delivery", () => {
  it("sends one encrypted text/plain notification per change, each with its own notificationID", async () => {
    const checkout = await referenceCheckout();
    const ref = await client.generateReference(checkout.transactionId, checkout.transactionSignature);
    sim.control.payReference(checkout.transactionId);
    await sim.control.webhooksIdle();
    expect(receiver.rejected).toBe(0);
    const mine = receiver.received.filter((r) => r.notification.transactionID === checkout.transactionId);
    expect(mine.map((r) => r.notification.paymentStatus)).toEqual(["Pending", "Success"]);
    expect(mine[0]?.contentType).toBe("text/plain");
    expect(mine[0]?.notification).toMatchObject({
      paymentMethod: "REFERENCE",
      amount: { value: 4990, currency: "EUR" },
      merchant: { merchantTransactionId: sim.control.transaction(checkout.transactionId)?.merchantTransactionId },
      paymentReference: { entity: ref.entity, reference: ref.reference, status: "UNPAID" },
      returnStatus: { statusCode: "000" },
    });
    expect(new Set(mine.map((r) => r.notification.notificationID)).size).toBe(2);
    expect(sim.control.deliveries().filter((d) => d.transactionId === checkout.transactionId)).toMatchObject([
      { state: "acked", attempts: 1 },
      { state: "acked", attempts: 1 },
    ]);
  });

  it("retries with backoff until a 200 that acks the same notificationID", async () => {
    receiver.behave = (n) => (n === 0 ? "500" : n === 1 ? "wrong-ack" : "ack");
    const checkout = await referenceCheckout();
    await client.mbwayPurchase(checkout.transactionId, checkout.transactionSignature, "+351912345678");
    sim.control.approveMbway(checkout.transactionId);
    await sim.control.webhooksIdle();
    expect(receiver.received.map((r) => r.notification.paymentStatus)).toEqual(["Success", "Success", "Success"]);
    expect(new Set(receiver.received.map((r) => r.notification.notificationID)).size).toBe(1);
    const [delivery] = sim.control.deliveries().filter((d) => d.transactionId === checkout.transactionId);
    expect(delivery).toMatchObject({ state: "acked", attempts: 3, paymentStatus: "Success" });
  });

  it("gives up after webhookMaxAttempts", async () => {
    receiver.behave = () => "500";
    const checkout = await referenceCheckout();
    await client.mbwayPurchase(checkout.transactionId, checkout.transactionSignature, "+351912345678");
    sim.control.declineMbway(checkout.transactionId, "E0113");
    await sim.control.webhooksIdle();
    expect(receiver.received).toHaveLength(4);
    expect(receiver.received[0]?.notification.returnStatus.statusCode).toBe("E0113");
    expect(sim.control.deliveries().at(-1)).toMatchObject({ state: "failed", attempts: 4, lastError: "HTTP 500" });
  });

  it("redelivers ×5, shuffled, with the same notificationIDs (duplicates and out-of-order)", async () => {
    const checkout = await referenceCheckout();
    await client.generateReference(checkout.transactionId, checkout.transactionSignature);
    sim.control.payReference(checkout.transactionId);
    await sim.control.webhooksIdle();
    const originals = receiver.received.map((r) => r.notification.notificationID);
    expect(originals).toHaveLength(2);
    receiver.received.length = 0;
    expect(sim.control.redeliverWebhook(checkout.transactionId, { times: 5, shuffle: true })).toBe(10);
    await sim.control.webhooksIdle();
    const ids = receiver.received.map((r) => r.notification.notificationID);
    expect(ids).toHaveLength(10);
    for (const id of originals) expect(ids.filter((x) => x === id)).toHaveLength(5);
    expect(
      sim.control.deliveries().filter((d) => d.redelivery && d.transactionId === checkout.transactionId),
    ).toHaveLength(10);
  });

  it("sends nothing without a webhook URL; redelivery after setting one sends the history", async () => {
    sim.setWebhookUrl(undefined);
    const checkout = await referenceCheckout();
    await client.generateReference(checkout.transactionId, checkout.transactionSignature);
    sim.control.expireReference(checkout.transactionId);
    await sim.control.webhooksIdle();
    expect(receiver.received).toHaveLength(0);
    expect(sim.control.redeliverWebhook(checkout.transactionId)).toBe(0);
    sim.setWebhookUrl(receiver.url);
    expect(sim.control.redeliverWebhook(checkout.transactionId)).toBe(2);
    await sim.control.webhooksIdle();
    expect(receiver.received.map((r) => r.notification.paymentStatus)).toEqual(["Pending", "Expired"]);
    expect(receiver.received[1]?.notification.returnStatus.statusCode).toBe("E0612");
  });

  it("auto-approves MB WAY after mbwayAutoApproveMs", async () => {
    const auto = await startSibsSimulator({
      mbwayAutoApproveMs: 30,
      webhookUrl: receiver.url,
      webhookSecret: sim.webhookSecret,
    });
    try {
      const c = new SibsClient({ baseUrl: auto.apiUrl, token: auto.token, clientId: auto.clientId, terminalId: 7 });
      const checkout = await c.createCheckout({
        merchantTransactionId: "pay_auto",
        amountCents: 100,
        description: "x",
        methods: ["MBWAY"],
        customer: { name: "A", email: "a@example.com", language: "en" },
      });
      await c.mbwayPurchase(checkout.transactionId, checkout.transactionSignature, "+351912345678");
      await new Promise((r) => setTimeout(r, 80));
      await auto.control.webhooksIdle();
      expect((await c.getStatus(checkout.transactionId)).paymentStatus).toBe("Success");
      expect(receiver.received.at(-1)?.notification).toMatchObject({
        paymentStatus: "Success",
        paymentMethod: "MBWAY",
      });
    } finally {
      await auto.close();
    }
  });
});

describe("control over HTTP and the dev page", () => {
  it("approves MB WAY and injects failures through /__sim/ endpoints", async () => {
    const checkout = await referenceCheckout();
    await client.mbwayPurchase(checkout.transactionId, checkout.transactionSignature, "+351912345678");
    const approve = await fetch(`${sim.url}/__sim/transactions/${checkout.transactionId}/mbway/approve`, {
      method: "POST",
    });
    expect(approve.status).toBe(200);
    expect(await approve.json()).toMatchObject({ paymentStatus: "Success", paymentMethod: "MBWAY" });
    const again = await fetch(`${sim.url}/__sim/transactions/${checkout.transactionId}/mbway/approve`, {
      method: "POST",
    });
    expect(again.status).toBe(409);
    const fail = await fetch(`${sim.url}/__sim/fail-next`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ n: 1, fault: "503" }),
    });
    expect(await fail.json()).toEqual({ remaining: 1, fault: "503" });
    await expect(client.getStatus(checkout.transactionId)).rejects.toMatchObject({ httpStatus: 503 });
    const list = (await (await fetch(`${sim.url}/__sim/transactions`)).json()) as { transactionId: string }[];
    expect(list[0]?.transactionId).toBe(checkout.transactionId);
    expect((await fetch(`${sim.url}/__sim/transactions/nope`)).status).toBe(404);
  });

  it("serves the dev page; its buttons (HTML forms) act and redirect back", async () => {
    const checkout = await referenceCheckout();
    await client.generateReference(checkout.transactionId, checkout.transactionSignature);
    const page = await fetch(`${sim.url}/__sim/`);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain(checkout.transactionId);
    expect(html).toContain(`/__sim/transactions/${checkout.transactionId}/reference/pay`);
    const press = await fetch(`${sim.url}/__sim/transactions/${checkout.transactionId}/reference/pay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    expect(press.status).toBe(303);
    expect(press.headers.get("location")).toBe("/__sim/");
    expect((await client.getStatus(checkout.transactionId)).paymentStatus).toBe("Success");
    const twice = await fetch(`${sim.url}/__sim/transactions/${checkout.transactionId}/reference/pay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    expect(twice.headers.get("location")).toMatch(/^\/__sim\/\?error=E0613/);
  });

  it("serves the widget script as JavaScript loadable cross-origin", async () => {
    const response = await fetch(`${sim.widgetUrl}?id=abc`);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(await response.text()).toContain("form.paymentSPG");
  });
});
