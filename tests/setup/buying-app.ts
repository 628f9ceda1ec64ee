import { type ServerType, serve } from "@hono/node-server";
import pino from "pino";
import { type App, createApp } from "../../server/app.ts";
import type { Ctx } from "../../core/shared/ctx.ts";
import type { Locale } from "../../core/shared/locale.ts";
import { type Shop, type ShopInput, composeShop } from "../../server/composition.ts";
import { loadConfig } from "../../server/config.ts";
import type { Jar } from "./auth-app.ts";
import { type TestDatabase, openTestDatabase } from "./db.ts";
import { TEST_LINK_SECRET } from "./services.ts";

/**
 * The app with the buying services (SIBS, UPS and MRW clients talking to their simulators) on a test
 * database clone, served on a local port so the SIBS simulator's webhooks reach it (call in `beforeAll`).
 * `sim(path)` calls the SIBS simulator's control endpoints (`/__sim/…`).
 */
export interface BuyingTestApp {
  tdb: TestDatabase;
  app: App;
  /** The composed shop (server/composition.ts): its services and the simulators tests drive. */
  shop: Shop;
  /** A ctx on the test database with the shop's services (anonymous, English unless given). */
  ctx(init?: { locale?: Locale; now?: () => Date }): Ctx;
  /** `http://127.0.0.1:<port>` of the app. */
  url: string;
  /**
   * A call to `/api<path>` over the port as the browser holding `jar` makes it: its cookies, the
   * app's own Origin, `body` as JSON; keeps the cookies set. Answers the status, the parsed JSON
   * body (null when empty) and the headers.
   */
  call(jar: Jar, method: string, path: string, body?: unknown): Promise<ApiAnswer>;
  /**
   * Uploads `bytes` as the multipart `file` field named `name` to `/api<path>` (default
   * `/upload/image`) with the app's own Origin (a browser sends it with a form post; without one the
   * API refuses a multipart body); keeps the cookies set. `type` defaults to application/octet-stream.
   */
  upload(jar: Jar, bytes: Uint8Array, name: string, init?: { path?: string; type?: string }): Promise<ApiAnswer>;
  /** POSTs to the SIBS simulator's control path, e.g. `transactions/<id>/mbway/approve`; returns its JSON. */
  sim(path: string, body?: Record<string, unknown>): Promise<unknown>;
  close(): Promise<void>;
}

/** What {@link BuyingTestApp.call} and `upload` answer. */
export interface ApiAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  body: any;
  headers: Headers;
}

/**
 * Opens the app (see {@link BuyingTestApp}). `options.invoicingJobs`: shorter retry delays and PDF polls for
 * the issuing job of legal documents (jobs/workers/issue-invoices.ts), for tests that wait for its retries.
 */
export async function openBuyingTestApp(options: Pick<ShopInput, "invoicingJobs"> = {}): Promise<BuyingTestApp> {
  const tdb = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://" });
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });
  const shop = await composeShop({
    config,
    database: tdb.handle,
    log,
    secret: TEST_LINK_SECRET,
    publicUrl: "https://shop.test",
    invoicingJobs: options.invoicingJobs,
  });
  const app = createApp({ config, database: tdb.handle, log, services: shop.services });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const port = (server.address() as { port: number }).port;
  const url = `http://127.0.0.1:${port}`;
  shop.setWebhookUrl(`${url}/api/sibs/webhook`);
  return {
    tdb,
    app,
    shop,
    ctx: (init) => tdb.ctx({ ...init, services: shop.services }),
    url,
    async call(jar, method, path, body) {
      const res = await fetch(`${url}/api${path}`, {
        method,
        headers: { cookie: jar.header(), origin: url, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      jar.take(res);
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
    },
    async upload(jar, bytes, name, init = {}) {
      const form = new FormData();
      form.set("file", new Blob([Buffer.from(bytes)], { type: init.type ?? "application/octet-stream" }), name);
      const res = await fetch(`${url}/api${init.path ?? "/upload/image"}`, {
        method: "POST",
        body: form,
        headers: { cookie: jar.header(), origin: url },
      });
      jar.take(res);
      return { status: res.status, body: await res.json(), headers: res.headers };
    },
    async sim(path, body) {
      const res = await fetch(`${shop.sibsSimulatorUrl}/__sim/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body ?? {}),
      });
      if (!res.ok) throw new Error(`simulator ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await shop.stop();
      await tdb.close();
    },
  };
}
