/**
 * Place-order benchmark of issue 4 (`npm run bench:orders`): cart → order → payment created, on
 * PostgreSQL, with 20 concurrent buyers (BENCH_BUYERS) for BENCH_SECONDS (20) after a 3 s warm-up.
 *
 * Each buyer is a guest that, in a loop: adds a variant to a new cart (`POST /api/cart/line`), saves
 * the checkout (`PUT /api/cart/checkout`: e-mail, Lisbon address, MRW — this prices the cart with
 * live UPS rates from the UPS simulator), places the order (`POST /api/order`: stock reservation,
 * pricing in the transaction) and starts a card payment (`POST /api/sibs`: a checkout at the SIBS
 * simulator). The app runs in this process behind a real HTTP server, with its real SIBS and UPS
 * clients pointed at their simulators (DESIGN rule 7).
 *
 * Prints: flows per second (= orders/s), p50/p90/p99 latency of a whole flow and of the place-order
 * call alone, in ms, and failures. Figures also go to `bench/results/place-order.json`.
 *
 * Database: BENCH_DATABASE_URL (an existing, empty or shop database), else a new database
 * `fabrico_bench_<pid>` made on `postgres://postgres@127.0.0.1:5432` and dropped afterwards.
 */
import { randomUUID } from "node:crypto";
import { Session } from "node:inspector/promises";
import { mkdirSync, writeFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { variantTable } from "../core/catalog/catalog.sql.ts";
import { shippingMethodTable } from "../core/shipping/shipping.sql.ts";
import { openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { isEmptyCatalogue, seedDemo } from "../db/seed/seed-demo.ts";
import { createApp } from "../server/app.ts";
import { composeShop } from "../server/composition.ts";
import { loadConfig } from "../server/config.ts";
import { LISBON_ADDRESS } from "../tests/fixtures/addresses.ts";

const BUYERS = Number(process.env.BENCH_BUYERS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

let url = process.env.BENCH_DATABASE_URL;
let dropDatabase: (() => Promise<void>) | undefined;
if (!url) {
  const name = `fabrico_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  dropDatabase = async () => {
    const a = new pg.Client({ connectionString: ADMIN_URL });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  };
}

const log = pino({ level: "silent" });
const database = await openDatabase({ url, poolMax: 10 });
await migrateDatabase(database);
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://" });
// the shop as tests/setup/buying-app.ts composes it: real SIBS and UPS clients on their simulators
const shop = await composeShop({
  config,
  database,
  log,
  secret: "bench-secret-bench-secret-bench-secret",
  publicUrl: "http://127.0.0.1",
});
const ctx = shop.ctx();
if (await isEmptyCatalogue(ctx)) await seedDemo(ctx);
await database.db.update(variantTable).set({ stock: 1_000_000 });
const variants = (await database.db.select({ id: variantTable.id }).from(variantTable)).map((v) => v.id);
const [mrw] = await database.db
  .select()
  .from(shippingMethodTable)
  .where(eq(shippingMethodTable.code, "mrw-pt-standard"));

const app = createApp({ config, database, log, services: shop.services });
const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
});
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}/api`;

async function call(cookie: string, method: string, path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const setCookie = res.headers.get("set-cookie");
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
  return { json, cookie: setCookie ? (setCookie.split(";")[0] ?? "") : cookie };
}

/** Milliseconds of each call of the flow, per step name. */
const steps: Record<"add" | "checkout" | "order" | "payment", number[]> = {
  add: [],
  checkout: [],
  order: [],
  payment: [],
};

/** One buyer's whole flow; returns [flow ms, place-order ms] and records each step's time. */
async function buyOnce(): Promise<[number, number]> {
  const started = performance.now();
  let mark = started;
  const lap = (step: keyof typeof steps) => {
    const now = performance.now();
    steps[step].push(now - mark);
    mark = now;
  };
  const variantId = variants[Math.floor(Math.random() * variants.length)];
  const added = await call("", "POST", "/cart/line", { variantId, quantity: 1 + Math.floor(Math.random() * 3) });
  lap("add");
  await call(added.cookie, "PUT", "/cart/checkout", {
    email: `bench-${randomUUID()}@example.com`,
    delivery: "address",
    address: LISBON_ADDRESS,
    shippingMethodId: mrw?.id,
  });
  lap("checkout");
  const orderStarted = performance.now();
  const placed = await call(added.cookie, "POST", "/order", { idempotencyKey: randomUUID(), acceptTerms: true });
  const orderMs = performance.now() - orderStarted;
  lap("order");
  await call(added.cookie, "POST", "/sibs", { orderId: placed.json.orderId, method: "card", token: placed.json.token });
  lap("payment");
  return [performance.now() - started, orderMs];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
}

async function run(seconds: number) {
  const flows: number[] = [];
  const orders: number[] = [];
  let failures = 0;
  let firstError = "";
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      while (Date.now() < until) {
        try {
          const [flow, order] = await buyOnce();
          flows.push(flow);
          orders.push(order);
        } catch (error) {
          failures++;
          firstError ||= String(error);
        }
      }
    }),
  );
  return { flows, orders, failures, firstError };
}

await run(3); // warm-up: JIT, connection pool, simulator tokens
for (const list of Object.values(steps)) list.length = 0;
// BENCH_PROFILE=1: a CPU profile of the measured run in bench/results/place-order.cpuprofile
const profiler = process.env.BENCH_PROFILE ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post("Profiler.enable");
  await profiler.post("Profiler.start");
}
const { flows, orders, failures, firstError } = await run(SECONDS);
if (profiler) {
  const { profile } = await profiler.post("Profiler.stop");
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/place-order.cpuprofile", JSON.stringify(profile));
}
flows.sort((a, b) => a - b);
orders.sort((a, b) => a - b);
const result = {
  database: "postgres",
  buyers: BUYERS,
  seconds: SECONDS,
  ordersPerSecond: Math.round((flows.length / SECONDS) * 10) / 10,
  flowMs: { p50: percentile(flows, 50), p90: percentile(flows, 90), p99: percentile(flows, 99) },
  placeOrderMs: { p50: percentile(orders, 50), p90: percentile(orders, 90), p99: percentile(orders, 99) },
  stepP50Ms: Object.fromEntries(
    Object.entries(steps).map(([k, v]) => [
      k,
      percentile(
        [...v].sort((a, b) => a - b),
        50,
      ),
    ]),
  ),
  completed: flows.length,
  failures,
  firstError: firstError || undefined,
};
console.log("place-order: cart → order → payment created, PostgreSQL");
console.table({
  "flows (orders)/s": result.ordersPerSecond,
  "flow p50 ms": result.flowMs.p50,
  "flow p99 ms": result.flowMs.p99,
  "place-order p50 ms": result.placeOrderMs.p50,
  "place-order p99 ms": result.placeOrderMs.p99,
  ...Object.fromEntries(Object.entries(result.stepP50Ms).map(([k, v]) => [`${k} p50 ms`, v])),
  completed: result.completed,
  failures: result.failures,
});
if (firstError) console.log(`first failure: ${firstError}`);
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/place-order.json", `${JSON.stringify(result, null, 2)}\n`);

await new Promise((resolve) => server.close(resolve));
await shop.stop();
await database.close();
await dropDatabase?.();
process.exit(failures > 0 && flows.length === 0 ? 1 : 0);
