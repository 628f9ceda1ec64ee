import { type ServerType, serve } from "@hono/node-server";
import pino from "pino";
import { type App, createApp } from "../../server/app.ts";
import { type BuyingServices, startBuyingServices } from "../../server/buying-services.ts";
import { loadConfig } from "../../server/config.ts";
import { type TestDatabase, openTestDatabase } from "./db.ts";

/** Secret that signs order links in these tests. */
export const TEST_LINK_SECRET = "test-secret-test-secret-test-secret-0123";

/**
 * The app with the buying services (SIBS, UPS and MRW clients talking to their simulators) on a test
 * database clone, served on a local port so the SIBS simulator's webhooks reach it (call in `beforeAll`).
 * `sim(path)` calls the SIBS simulator's control endpoints (`/__sim/…`).
 */
export interface BuyingTestApp {
  tdb: TestDatabase;
  app: App;
  buying: BuyingServices;
  /** `http://127.0.0.1:<port>` of the app. */
  url: string;
  /** POSTs to the SIBS simulator's control path, e.g. `transactions/<id>/mbway/approve`; returns its JSON. */
  sim(path: string, body?: Record<string, unknown>): Promise<unknown>;
  close(): Promise<void>;
}

export async function openBuyingTestApp(): Promise<BuyingTestApp> {
  const tdb = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://" });
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });
  const buying = await startBuyingServices({
    config,
    log,
    linkSecret: TEST_LINK_SECRET,
    publicUrl: "https://shop.test",
  });
  const app = createApp({ config, database: tdb.handle, log, buying: buying.deps });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const port = (server.address() as { port: number }).port;
  const url = `http://127.0.0.1:${port}`;
  buying.setWebhookUrl(`${url}/api/sibs/webhook`);
  return {
    tdb,
    app,
    buying,
    url,
    async sim(path, body) {
      const res = await fetch(`${buying.sibsSimulatorUrl}/__sim/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body ?? {}),
      });
      if (!res.ok) throw new Error(`simulator ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await buying.stop();
      await tdb.close();
    },
  };
}
