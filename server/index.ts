/**
 * The shop's process (DESIGN "One process"): reads the config, opens and migrates the database,
 * seeds the demo catalogue on an empty database (both under a PostgreSQL advisory lock, so
 * instances started together take turns: db/startup-lock.ts), starts the job queue and the outside-service
 * simulators it needs, and serves the Hono app on PORT. SIGTERM/SIGINT close it gracefully:
 * stop accepting, finish in-flight requests, stop jobs, close the database.
 *
 * `npm start` builds and runs it in production mode; `npm run dev` runs it with Vite in
 * middleware mode (HMR).
 */
import { createServer } from "node:http";
import { Server } from "node:net";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { createLogger } from "./logger.ts";
import type { ServerBuild } from "react-router";
import { openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { acquireStartupLock } from "../db/startup-lock.ts";
import { isEmptyCatalogue, seedDemo } from "../db/seed/seed-demo.ts";
import { createApp, instanceIdOf } from "./app.ts";
import { queueAccountEmail } from "./auth/account-email.ts";
import { resolveAuthSecret } from "./auth/better-auth.ts";
import { composeShop } from "./composition.ts";
import { openRedisStorage } from "./redis-storage.ts";
import { openDevMailLog } from "./dev-mail-log.ts";
import { loadConfig } from "./config.ts";
import { createTestStaff } from "./test-staff.ts";
import { createPageRenderer } from "./web/pages.ts";
import { createPageCache, memoryPageStore, redisPageStore } from "./web/page-cache.ts";

const config = loadConfig();
const log = createLogger({ level: config.LOG_LEVEL, base: { service: "fabrico" } });

const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
// Instances started together on one PostgreSQL take turns until the demo seed below (ADR 0025):
// one migrates and seeds, the others find it done.
const startupLock = await acquireStartupLock(database);
await migrateDatabase(database);
if (config.NODE_ENV === "production" && !config.PUBLIC_URL) {
  // E-mails and other links made outside a request (jobs, sweeps) cannot use a request's origin.
  log.warn(
    { fallback: `http://localhost:${config.PORT}` },
    "PUBLIC_URL is not set: links in e-mails point to localhost; set it to the shop's public origin",
  );
}
const authSecret = await resolveAuthSecret(
  config,
  database.db,
  config.NODE_ENV !== "production" || process.env.ALLOW_SIMULATORS === "true",
);
// Test-only copy of e-mails for browser journeys (MAIL_LOG_FILE; never in a real production start).
const mailLog = await openDevMailLog(config, process.env, log);
const redis = config.REDIS_URL ? await openRedisStorage(config.REDIS_URL) : undefined;
const shop = await composeShop({
  config,
  database,
  log,
  secret: authSecret,
  publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  secondaryStorage: redis?.storage,
  ...(mailLog
    ? {
        // account e-mails are queued as usual and copied whole; the others by subject and first link
        sendAccountEmail: async (email) => {
          await queueAccountEmail(shop.ctx(), email);
          await mailLog(email);
        },
        emailObserver: async (m) => {
          const accountMail = ["verify-email", "reset-password", "password-changed", "sign-in-locked"];
          if (accountMail.includes(m.template)) return;
          const data = m.data as Record<string, unknown>;
          const url = [data.url, data.orderUrl, data.ticketUrl, data.confirmUrl].find((u) => typeof u === "string");
          await mailLog({
            to: m.to,
            template: m.template,
            locale: m.locale,
            data: { name: m.subject, subject: m.subject, url },
          });
        },
      }
    : {}),
});
const auth = shop.auth;
const bootCtx = shop.ctx();
if (config.SEED_DEMO && (await isEmptyCatalogue(bootCtx))) {
  const counts = await seedDemo(bootCtx);
  log.info({ counts }, "demo catalogue seeded");
}
await startupLock.release();

// Test-only staff accounts with two-step verification on (E2E_STAFF_ACCOUNTS; never in a real production start).
await createTestStaff({ auth, db: database.db, config, log }, process.env);

const isDev = config.NODE_ENV === "development";
/** The production build's folder: `build/`, or BUILD_DIR (react-router.config.ts reads the same variable). */
const buildDir = resolve(fileURLToPath(new URL("..", import.meta.url)), process.env.BUILD_DIR ?? "build");
let vite: import("vite").ViteDevServer | undefined;
let build: ServerBuild | (() => Promise<ServerBuild>);
if (isDev) {
  const { createServer: createViteServer } = await import("vite");
  vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
  const devServer = vite;
  build = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
} else {
  build = (await import(pathToFileURL(resolve(buildDir, "server/index.js")).href)) as ServerBuild;
}

// Anonymous visitors' catalogue pages (ADR 0026): shared in Redis with REDIS_URL, else in memory; emptied by every
// drop of the process cache, i.e. by catalogue, CMS, settings and rates writes on any instance.
const pageCache = config.PAGE_CACHE
  ? createPageCache({
      store: config.REDIS_URL ? await redisPageStore(config.REDIS_URL, log) : memoryPageStore(),
      log: log.child({ module: "page-cache" }),
      onInvalidate: (listener) => shop.cache.onDrop(listener),
    })
  : undefined;
const app = createApp({
  config,
  database,
  log,
  auth,
  services: shop.services,
  paymentFormOrigin: shop.paymentFormOrigin,
  renderPage: createPageRenderer(build, isDev ? "development" : "production"),
  pageCache: isDev ? undefined : pageCache,
  clientAssetsDir: isDev ? undefined : resolve(buildDir, "client"),
});
const listener = getRequestListener(app.fetch);
/** Set by {@link shutdown}: the process is leaving. */
let closing = false;
const server = createServer((req, res) => {
  // Shutting down: answer, then close the connection, so a proxy's keep-alive connection (nginx's
  // upstream keepalive) does not keep bringing new requests to a process that is leaving.
  if (closing) res.setHeader("connection", "close");
  if (vite) vite.middlewares(req, res, () => listener(req, res));
  else listener(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(config.PORT, config.HOST, () => {
  // The SIBS simulator posts its webhooks to this process (with live SIBS the URL is set in its Backoffice).
  const port = (server.address() as { port: number }).port;
  shop.setWebhookUrl(`http://127.0.0.1:${port}/api/sibs/webhook`);
  log.info(
    { port, database: database.driver, mode: config.NODE_ENV, instance: instanceIdOf(config) },
    `Fabrico listening on http://localhost:${port}`,
  );
});

/**
 * SIGTERM/SIGINT: stop accepting connections, finish the requests in flight, stop the job workers,
 * close the database, exit 0 (1 after 15 s). A request that still arrives on a connection a proxy keeps
 * alive is answered with `Connection: close`; from a second on, such connections are closed once idle
 * (`close()` alone would wait for them until the proxy's own idle time-out, 60 s for nginx, and time out).
 * The cluster suite's rolling restart checks it (tests/cluster/rolling-restart.spec.ts).
 */
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  log.info({ signal }, "shutting down");
  const force = setTimeout(() => {
    log.error("shutdown timed out; exiting");
    process.exit(1);
  }, 15_000);
  force.unref();
  // For a second, requests still arriving on kept-alive connections are answered (with Connection:
  // close); after that, idle connections are closed every 100 ms. Closing one just as the proxy sends on
  // it resets that request: nginx retries a GET on another instance, not a POST.
  let idle: NodeJS.Timeout | undefined;
  const grace = setTimeout(() => {
    idle = setInterval(() => server.closeIdleConnections(), 100);
  }, 1_000);
  // net.Server's close: stop accepting and wait for the connections to end. http.Server's own close() would
  // also close at once every connection without a request under way, including one whose request has
  // arrived but is not parsed yet (a busy event loop), resetting it.
  await new Promise<void>((resolve) => Server.prototype.close.call(server, () => resolve()));
  clearTimeout(grace);
  clearInterval(idle);
  await vite?.close();
  await shop.stop();
  await redis?.close();
  await pageCache?.close();
  await database.close();
  log.info("bye");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
