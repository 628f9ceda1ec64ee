import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import type { APIRequestContext } from "@playwright/test";
import { inArray } from "drizzle-orm";
import { variantTable } from "../../core/catalog/catalog.sql.ts";
import { orderLineTable, orderTable } from "../../core/orders/orders.sql.ts";
import { paymentTable } from "../../core/payments/payments.sql.ts";
import pg from "pg";
import { openDatabase } from "../../db/client.ts";
import { type SibsSimulator, startSibsSimulator } from "../../integrations/sibs/simulator.ts";
import { LISBON_ADDRESS } from "../fixtures/addresses.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Fault suite, crash part (issue 14): the shop's process is killed with SIGKILL in the middle of a
 * burst of orders and MB WAY payments, then started again on the same database (PGlite on disk).
 * The SIBS simulator runs here, outside the killed process (`SIBS_MODE=live` pointed at it), as the
 * real gateway would: it keeps approving purchases and retrying its webhooks while the shop is down.
 * After the restart and the webhook redeliveries:
 * - no half-written order: every order has its lines, and its totals add up;
 * - paid at the gateway ⇒ paid in the shop, once: every approved transaction's payment has
 *   succeeded and its order is paid; no order is paid without an approved transaction;
 * - stock is consistent: for every variant, stock now + units held by live orders = stock before.
 * Runs its own server (a free port, the production build of BUILD_DIR), not the journeys' one; on
 * PGlite (a folder on disk), and also on PostgreSQL when TEST_DATABASE_URL is set.
 */

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BUYERS = 10;
/** Orders (each with its MB WAY payment) per buyer. */
const ROUNDS = 2;
/** The shop is killed 25 ms after this payment start was sent: in the second round, with orders and payments in flight. */
const KILL_AT_PAYMENT = 13;
const SLUGS = ["classic-fleece-joggers", "relaxed-terry-sweatpants", "heavyweight-crew-tee"];
/** An MB WAY number the simulator approves shortly after the purchase (phone rule "0000"). */
const APPROVING_PHONE = "912340000";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `node server/index.ts` and waits for /readyz; its output is kept for a failure message. */
async function startShop(env: Record<string, string>, output: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output.push(...String(chunk).split("\n").filter(Boolean));
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited (${child.exitCode}):\n${output.join("\n")}`);
    try {
      const res = await fetch(`http://127.0.0.1:${env.PORT}/readyz`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`the shop did not become ready:\n${output.join("\n")}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));
}

/** A JSON call that must succeed. */
async function call<T>(api: APIRequestContext, method: "GET" | "POST" | "PUT", path: string, data?: unknown) {
  const res = await api.fetch(`/api${path}`, { method, data });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Where the killed shop keeps its data: a PGlite folder on disk (always), or a fresh database on the
 * PostgreSQL server of TEST_DATABASE_URL (when set, as in CI), dropped afterwards.
 */
const STORES = [{ kind: "pglite" as const }, ...(process.env.TEST_DATABASE_URL ? [{ kind: "postgres" as const }] : [])];

/** A fresh database on TEST_DATABASE_URL's server; `drop` removes it. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new URL(process.env.TEST_DATABASE_URL ?? "");
  const name = `fabrico_crash_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.href });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin.href);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

for (const store of STORES) {
  test(`SIGKILL during a burst of orders and payments (${store.kind}): after restart no half order, gateway-paid ⇒ shop-paid, stock consistent`, async ({
    playwright,
  }, testInfo) => {
    test.setTimeout(240_000);
    const dataDir = testInfo.outputPath("shop-data");
    const postgres = store.kind === "postgres" ? await freshPostgres() : null;
    let passed = false;
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const sim: SibsSimulator = await startSibsSimulator({
      // approvals come 1.5 s after the purchase: most of them while the shop is down
      mbwayRuleDelayMs: 1500,
      // keep retrying for ~40 s: longer than the shop is down
      webhookRetryDelaysMs: [250, 500, 1000, 2000],
      webhookMaxAttempts: 22,
    });
    const env = {
      NODE_ENV: "production",
      ALLOW_SIMULATORS: "true",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? "",
      LOG_LEVEL: "warn",
      MAIL_LOG_FILE: "",
      SIBS_MODE: "live",
      SIBS_API_URL: sim.apiUrl,
      SIBS_WIDGET_URL: sim.widgetUrl,
      SIBS_TOKEN: sim.token,
      SIBS_CLIENT_ID: sim.clientId,
      SIBS_TERMINAL_ID: "50000",
      SIBS_WEBHOOK_SECRET: sim.webhookSecret,
    };
    sim.setWebhookUrl(`${baseURL}/api/sibs/webhook`);
    const output: string[] = [];
    let shop = await startShop(env, output);
    const apis: APIRequestContext[] = [];
    try {
      const newApi = async (i: number) => {
        const api = await playwright.request.newContext({
          baseURL,
          extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": `203.0.113.${i + 1}` },
        });
        apis.push(api);
        return api;
      };

      // stock before the burst, as the catalogue answers it
      const probe = await newApi(200);
      const stockBefore = new Map<string, number>();
      const variantsOf = new Map<string, string[]>();
      for (const slug of SLUGS) {
        const product = await call<{ variants: { id: string; stock: number }[] }>(probe, "GET", `/product/${slug}`);
        variantsOf.set(
          slug,
          product.variants.filter((v) => v.stock >= 6).map((v) => v.id),
        );
        for (const v of product.variants) stockBefore.set(v.id, v.stock);
      }
      const { items: methods } = await call<{ items: { id: string; code: string }[] }>(probe, "GET", "/shippingmethod");
      const mrw = methods.find((m) => m.code === "mrw-pt-standard")?.id;

      // the burst: each buyer, twice, fills a new cart, places the order and starts MB WAY; the shop is
      // killed once KILL_AFTER_PAYMENTS payments were answered, with other orders and payments in flight
      let killedAt = -1;
      const outcome = { ordersAnswered: 0, paymentsSent: 0, paymentsAnswered: 0 };
      /** Requests the kill cut, by what they were doing. */
      const cutAt: Record<string, number> = {};
      const kill = () => {
        if (killedAt > 0) return;
        killedAt = Date.now();
        shop.kill("SIGKILL");
      };
      const buyer = async (i: number) => {
        for (let round = 0; round < ROUNDS; round++) {
          const api = await newApi(i * ROUNDS + round);
          const slug = SLUGS[(i + round) % SLUGS.length] ?? "";
          const ids = variantsOf.get(slug) ?? [];
          // a few variants only, so buyers compete for the same stock
          const variantId = ids[(i + round) % Math.min(3, ids.length)];
          let stage = "cart";
          try {
            await call(api, "POST", "/cart/line", { variantId, quantity: 1 + (i % 2) });
            stage = "checkout";
            await call(api, "PUT", "/cart/checkout", {
              email: `crash.${i}.${round}@example.com`,
              delivery: "address",
              address: LISBON_ADDRESS,
              shippingMethodId: mrw,
            });
            stage = "order";
            const order = await call<{ orderId: string; token: string }>(api, "POST", "/order", {
              idempotencyKey: crypto.randomUUID(),
              acceptTerms: true,
            });
            outcome.ordersAnswered += 1;
            stage = "payment";
            outcome.paymentsSent += 1;
            // the kill lands while this payment is being started (SIBS called, rows being written)
            if (outcome.paymentsSent === KILL_AT_PAYMENT) setTimeout(kill, 25);
            await call(api, "POST", "/sibs", {
              orderId: order.orderId,
              method: "mbway",
              phone: APPROVING_PHONE,
              token: order.token,
            });
            outcome.paymentsAnswered += 1;
          } catch {
            cutAt[stage] = (cutAt[stage] ?? 0) + 1; // cut by the kill: what the shop kept is checked below
            return;
          }
        }
      };
      await Promise.all(Array.from({ length: BUYERS }, (_, i) => buyer(i)));
      expect(killedAt, "the shop was killed during the burst").toBeGreaterThan(0);
      await exited(shop);
      expect(shop.signalCode).toBe("SIGKILL");

      // approvals go on at the gateway while the shop is down; then the shop comes back on the same data
      const restartStarted = Date.now();
      shop = await startShop(env, output);
      const downMs = Date.now() - killedAt;
      const restartMs = Date.now() - restartStarted;

      // the gateway's retries reach the shop again; any notification given up on is sent once more
      await sim.control.webhooksIdle();
      const approved = sim.control.transactions().filter((t) => t.paymentStatus === "Success");
      const givenUp = sim.control
        .deliveries()
        .filter((d) => d.state === "failed" && approved.some((t) => t.transactionId === d.transactionId));
      for (const t of new Set(givenUp.map((d) => d.transactionId))) sim.control.redeliverWebhook(t);
      await sim.control.webhooksIdle();
      const retriedDeliveries = sim.control.deliveries().filter((d) => d.attempts > 1).length;

      // stop the shop cleanly and read its database
      shop.kill("SIGTERM");
      await exited(shop);
      const database = await openDatabase({ url: postgres?.url, dataDir });
      try {
        const orders = await database.db.select().from(orderTable);
        const lines = await database.db.select().from(orderLineTable);
        const payments = await database.db.select().from(paymentTable);
        const variants = await database.db
          .select()
          .from(variantTable)
          .where(inArray(variantTable.id, [...stockBefore.keys()]));

        // no half-written order
        expect(orders.length).toBeGreaterThanOrEqual(outcome.ordersAnswered);
        for (const o of orders) {
          const own = lines.filter((l) => l.orderId === o.id);
          expect(own.length, `order ${o.number} has lines`).toBeGreaterThan(0);
          expect(o.totalCents, `order ${o.number}: total = its lines + shipping`).toBe(
            own.reduce((sum, l) => sum + l.totalCents, 0) + o.shippingCents + o.shippingVatCents,
          );
        }

        // paid at the gateway ⇒ paid in the shop (once); paid in the shop ⇒ approved at the gateway
        for (const t of approved) {
          const payment = payments.find((p) => p.id === t.merchantTransactionId);
          expect(payment?.status, `payment ${t.merchantTransactionId}`).toBe("succeeded");
          const order = orders.find((o) => o.id === payment?.orderId);
          expect(order?.status, `order of ${t.merchantTransactionId}`).toBe("paid");
        }
        const approvedIds = new Set(approved.map((t) => t.merchantTransactionId));
        for (const p of payments.filter((p) => p.status === "succeeded")) expect(approvedIds.has(p.id)).toBe(true);
        for (const o of orders.filter((o) => o.status === "paid")) {
          expect(payments.filter((p) => p.orderId === o.id && p.status === "succeeded")).toHaveLength(1);
        }

        // stock: what is on hand plus what live orders hold is what there was
        const held = new Map<string, number>();
        for (const l of lines) {
          const order = orders.find((o) => o.id === l.orderId);
          if (!l.variantId || !order || order.stockReleasedAt) continue;
          held.set(l.variantId, (held.get(l.variantId) ?? 0) + l.quantity);
        }
        for (const v of variants) {
          expect(v.stock + (held.get(v.id) ?? 0), `stock of ${v.sku}`).toBe(stockBefore.get(v.id));
        }

        const paidOrders = orders.filter((o) => o.status === "paid").length;
        testInfo.annotations.push({
          type: "figures",
          description: JSON.stringify({
            store: store.kind,
            buyers: BUYERS,
            rounds: ROUNDS,
            ...outcome,
            cutAt,
            ordersInDatabase: orders.length,
            approvedAtGateway: approved.length,
            paidInShop: paidOrders,
            redeliveredAfterGivingUp: givenUp.length,
            deliveriesRetried: retriedDeliveries,
            unitsHeld: [...held.values()].reduce((a, b) => a + b, 0),
            downMs,
            restartMs,
          }),
        });
        console.log(`crash-recovery figures: ${testInfo.annotations.at(-1)?.description}`);
        expect(paidOrders).toBe(approved.length);
        passed = true;
      } finally {
        await database.close();
      }
    } finally {
      for (const api of apis) await api.dispose();
      if (shop.exitCode === null && shop.signalCode === null) {
        shop.kill("SIGKILL");
        await exited(shop);
      }
      await sim.close();
      await postgres?.drop();
      // the PGlite folder is kept for a look only when the test failed
      if (passed) rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
