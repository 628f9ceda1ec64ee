import { hostname } from "node:os";
import { OpenAPIHono } from "@hono/zod-openapi";
import { Scalar } from "@scalar/hono-api-reference";
import { sql } from "drizzle-orm";
import { serveStatic } from "@hono/node-server/serve-static";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import type { Logger } from "pino";
import { type Actor, ROLES, type Role, createCtx, isStaffRole } from "../core/shared/ctx.ts";
import type { Services } from "../core/ports/services.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { authRoutes } from "./api/store/auth.ts";
import { adminCatalogRoutes } from "./api/admin/catalog.ts";
import { adminAccessGuard } from "./api/admin-access.ts";
import { adminAuditRoutes } from "./api/admin/audit.ts";
import { adminCustomerRoutes } from "./api/admin/customer.ts";
import { adminOrderRoutes } from "./api/admin/orders.ts";
import { adminQuoteRoutes } from "./api/admin/quotes.ts";
import { adminCouponRoutes } from "./api/admin/coupons.ts";
import { adminContentRoutes } from "./api/admin/content.ts";
import { buyingRoutes } from "./api/store/buying.ts";
import { catalogRoutes } from "./api/store/catalog.ts";
import { customizeRoutes } from "./api/store/customize.ts";
import { designToolRoutes } from "./api/store/design-tools.ts";
import { quoteRoutes } from "./api/store/quotes.ts";
import { wholesaleRoutes } from "./api/store/wholesale.ts";
import { engagementRoutes } from "./api/store/engagement.ts";
import { adminEngagementRoutes } from "./api/admin/engagement.ts";
import { returnRoutes } from "./api/store/returns.ts";
import { invoiceRoutes } from "./api/store/invoices.ts";
import { adminInvoiceRoutes } from "./api/admin/invoices.ts";
import { customerRoutes } from "./api/store/customer.ts";
import { threeProductRoutes } from "./api/store/three-product.ts";
import { allowedMethodsOf, apiFallback } from "./api/method-not-allowed.ts";
import { finishApiDocument } from "./api/standard-responses.ts";
import { validationHook } from "./api/validation-hook.ts";
import type { Auth } from "./auth/better-auth.ts";
import { CLIENT_IP_HEADER } from "../core/shared/secure-request.ts";
import type { Config } from "./config.ts";
import type { AppEnv } from "./env.ts";
import { mapError } from "./middleware/error-mapper.ts";
import { resolveLocale } from "./middleware/locale.ts";
import { requestInputGuard } from "./middleware/request-body.ts";
import { sameOriginGuard } from "./middleware/same-origin.ts";
import {
  CODE_ASSET,
  apiDocsSecurityHeaders,
  assetSecurityHeaders,
  securityHeaders,
} from "./middleware/security-headers.ts";
import { mediaRoutes } from "./web/media.ts";
import type { PageCache } from "./web/page-cache.ts";
import { type PageEncoding, pageEncodingOf } from "./web/content-encoding.ts";
import { seoRoutes } from "./web/seo.ts";

/**
 * What the app needs from the process: config, the open database, a logger, the shop's services
 * (server/composition.ts; every request's ctx carries them), and the page renderer.
 */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  log: Logger;
  services: Services;
  /**
   * Renders every non-API request (React Router's request handler). Receives the request and the
   * per-request values loaders need. Absent in API-only tests.
   */
  renderPage?: (request: Request, values: PageRequestValues) => Promise<Response>;
  /** Better Auth (server/auth/better-auth.ts): mounted at `/api/auth/*`, and the source of `ctx.actor`. Absent in API-only tests. */
  auth?: Auth;
  /** Origin of the SIBS hosted card form (script + iframe), allowed by the pages' CSP. */
  paymentFormOrigin?: string;
  /** Folder of the built client assets (`build/client`) served as static files; absent in dev and API tests. */
  clientAssetsDir?: string;
  /** The shared page cache for anonymous visitors (server/web/page-cache.ts); absent: every page is rendered. */
  pageCache?: PageCache;
}

/** Response header naming the instance that answered, for a cluster behind a load balancer (issue 18). */
export const INSTANCE_ID_HEADER = "X-Instance-Id";

/** This process's name in {@link INSTANCE_ID_HEADER}: INSTANCE_ID when set, else `<hostname>:<pid>`. */
export function instanceIdOf(config: Pick<Config, "INSTANCE_ID">): string {
  return config.INSTANCE_ID ?? `${hostname()}:${process.pid}`;
}

/** Per-request values handed to React Router loaders (see app/lib/context.server.ts). */
export interface PageRequestValues {
  ctx: ReturnType<typeof createCtx>;
  nonce: string;
  requestId: string;
  /** How the renderer compresses the page (server/web/content-encoding.ts); null: plain HTML. */
  encoding: PageEncoding | null;
}

/**
 * The shop's one HTTP app (DESIGN "One process"): `/api/*` (Hono + OpenAPI), health checks,
 * media, SEO files, then every other request to React Router. Tests call `app.request()`.
 */
export function createApp(deps: AppDeps) {
  const { config, database, log, services } = deps;
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  // Which instance answered (issue 18): INSTANCE_ID or hostname:pid, on every response, errors included.
  const instanceId = instanceIdOf(config);
  app.use(async (c, next) => {
    await next();
    c.res.headers.set(INSTANCE_ID_HEADER, instanceId);
  });
  app.use(requestId());
  app.use(async (c, next) => {
    // The connection's address for Better Auth's per-IP rate limits (server/auth/better-auth.ts reads this header
    // unless TLS terminates in a proxy, which sends X-Forwarded-For). Never taken from the client.
    c.req.raw.headers.delete(CLIENT_IP_HEADER);
    const peer = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
      ?.remoteAddress;
    if (peer) c.req.raw.headers.set(CLIENT_IP_HEADER, peer);
    const started = performance.now();
    const reqLog = log.child({ requestId: c.get("requestId") });
    const locale = resolveLocale(c.req.raw);
    c.set("log", reqLog);
    c.set("locale", locale);
    c.set(
      "ctx",
      createCtx({ db: database.db, log: reqLog, locale, services, actor: await actorOf(deps.auth, c.req.raw) }),
    );
    await next();
    // Every 500 leaves an error line with the request id, whoever answered it (API mapper, page
    // renderer, Better Auth); other 5xx (an outside service down: 503) a warning (issue 14).
    const status = c.res.status;
    const level = status === 500 ? "error" : status >= 500 ? "warn" : "info";
    reqLog[level](
      { method: c.req.method, path: c.req.path, status, ms: Math.round(performance.now() - started) },
      "request",
    );
  });
  // Body limits by route class and no control characters in any input (issue 14), before any route reads.
  app.use(requestInputGuard());
  // One origin check for every state-changing API call (issue 14), webhooks exempt by name. The
  // shop's own origin is Better Auth's baseURL (server/auth/better-auth.ts): PUBLIC_URL, else localhost:PORT.
  app.use("/api/*", sameOriginGuard({ publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` }));
  app.use(compress({ threshold: 1024 }));
  const pageHeaders = securityHeaders({
    hsts: config.TRUST_PROXY_TLS,
    dev: config.NODE_ENV === "development",
    paymentFormOrigin: deps.paymentFormOrigin,
  });
  const docsHeaders = apiDocsSecurityHeaders();
  const assetHeaders = assetSecurityHeaders({ hsts: config.TRUST_PROXY_TLS });
  app.use((c, next) =>
    c.req.path === "/api/docs"
      ? docsHeaders(c, next)
      : CODE_ASSET.test(c.req.path)
        ? assetHeaders(c, next)
        : pageHeaders(c, next),
  );
  app.onError((error, c) => mapError(error, c));

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    try {
      await database.db.execute(sql`select 1`);
      return c.json({ status: "ready", database: database.driver });
    } catch (error) {
      c.get("log").error({ err: error }, "readiness check failed");
      return c.json({ status: "unavailable" }, 503);
    }
  });

  const api = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // Every back-office call's permission, checked before its input (server/api/admin-access.ts, ADR 0012).
  api.use("*", adminAccessGuard());
  api.route("/", catalogRoutes());
  api.route("/", threeProductRoutes());
  // The spec's thin auth calls (/api/auth/login, register, me …) answer before Better Auth's mount below.
  api.route(
    "/",
    authRoutes(() => deps.auth),
  );
  api.route(
    "/",
    customerRoutes(() => deps.auth),
  );
  api.route(
    "/",
    adminCustomerRoutes(() => deps.auth),
  );
  api.route("/", adminAuditRoutes());
  api.route("/", adminCatalogRoutes());
  const trustProxy = config.TRUST_PROXY || config.TRUST_PROXY_TLS;
  api.route("/", buyingRoutes());
  api.route("/", customizeRoutes());
  api.route("/", designToolRoutes());
  api.route("/", quoteRoutes());
  api.route("/", wholesaleRoutes());
  api.route("/", engagementRoutes({ trustProxy }));
  api.route("/", adminEngagementRoutes());
  api.route("/", returnRoutes({ trustProxy }));
  api.route("/", adminOrderRoutes());
  api.route("/", invoiceRoutes());
  api.route("/", adminInvoiceRoutes());
  api.route("/", adminQuoteRoutes());
  api.route("/", adminCouponRoutes());
  api.route("/", adminContentRoutes());
  // The document with the error answers every call can give (standard-responses.ts), built once.
  let apiDocument: unknown;
  api.get("/openapi.json", (c) => {
    apiDocument ??= finishApiDocument(
      api.getOpenAPI31Document({
        openapi: "3.1.0",
        // The paths below are relative to the mount point: without this, clients would call `/category`.
        servers: [{ url: "/api" }],
        info: {
          title: "Fabrico API",
          version: "1",
          description: "Storefront and back-office calls of the Fabrico shop. Money is integer EUR cents.",
        },
      }),
    );
    return c.json(apiDocument);
  });
  api.get("/docs", (c, next) =>
    Scalar<AppEnv>({ url: "/api/openapi.json", pageTitle: "Fabrico API", nonce: c.get("secureHeadersNonce") })(c, next),
  );
  api.notFound((c) => c.json({ error: { code: "NOT_FOUND", message: "No such API call" } }, 404));
  api.onError((error, c) => mapError(error, c));
  app.route("/api", api);
  if (deps.auth) {
    const auth = deps.auth;
    app.on(["GET", "POST"], "/api/auth/*", (c) => auth.handler(c.req.raw));
  }
  // A sub-app's notFound is not used once mounted: unknown API calls would reach the page renderer.
  // Keep this after every `/api/*` route (it answers whatever reaches it): 405 with Allow when the
  // path is served for other methods, else 404 (issue 14).
  app.all("/api/*", apiFallback(allowedMethodsOf(() => app.routes, "/api/")));

  if (deps.clientAssetsDir) {
    const root = deps.clientAssetsDir;
    // Fingerprinted build output: cache for a year. Other public files (favicon) for a day.
    app.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
    });
    // the build wrote `.br` and `.gz` beside each text file (vite.config.ts `precompressedAssets`, ADR 0036)
    app.use("/assets/*", serveStatic({ root, precompressed: true }));
    app.use(
      "/favicon.ico",
      serveStatic({ root, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=86400") }),
    );
  }
  app.route("/media", mediaRoutes());
  app.route("/", seoRoutes(config));

  app.all("*", async (c) => {
    if (!deps.renderPage) return c.notFound();
    const renderPage = deps.renderPage;
    const nonce = c.get("secureHeadersNonce") ?? "";
    const encoding = pageEncodingOf(c);
    // a page the page cache may store is rendered as plain HTML (it keeps the text; `compress` gzips the answer)
    const render = (storable = false) =>
      renderPage(c.req.raw, {
        ctx: c.get("ctx"),
        nonce,
        requestId: c.get("requestId"),
        encoding: storable ? null : encoding,
      });
    const page = deps.pageCache
      ? await deps.pageCache.handle(c.req.raw, c.get("locale"), nonce, render)
      : await render();
    // A Response made outside Hono does not carry headers set before it (X-Request-Id): copy it.
    const res = new Response(page.body, page);
    res.headers.set("X-Request-Id", c.get("requestId"));
    return res;
  });
  return app;
}

export type App = ReturnType<typeof createApp>;

/** Session cookie name (Better Auth, `cookiePrefix: "fabrico"`; `__Secure-` prefixed behind TLS). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?fabrico\.session_token=/;

/**
 * The signed-in user of a request as a ctx actor (DESIGN rule 2), or null: no session cookie, an
 * expired or revoked session, or a banned user. Roles come from the user's Better Auth role.
 */
async function actorOf(auth: Auth | undefined, request: Request): Promise<Actor | null> {
  if (!auth || !SESSION_COOKIE.test(request.headers.get("cookie") ?? "")) return null;
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const user = session.user as { id: string; role?: string | null; twoFactorEnabled?: boolean | null };
  return actorFor(user);
}

/**
 * A Better Auth user as an actor: roles from its `role` (comma-separated, default customer;
 * unknown names dropped). Staff must have two-factor authentication on (issue 3, ADR 0012): a
 * staff member without it keeps only their shopper roles (customer if none), with
 * `staffNeedsTwoFactor` set so admin pages can say why.
 */
export function actorFor(user: { id: string; role?: string | null; twoFactorEnabled?: boolean | null }): Actor {
  const roles = (user.role ?? "customer")
    .split(",")
    .map((r) => r.trim())
    .filter((r): r is Role => (ROLES as readonly string[]).includes(r));
  const granted: Role[] = roles.length ? [...new Set(roles)] : ["customer"];
  if (granted.some(isStaffRole) && !user.twoFactorEnabled) {
    const rest = granted.filter((r) => !isStaffRole(r));
    return { userId: user.id, roles: rest.length ? rest : ["customer"], staffNeedsTwoFactor: true };
  }
  return { userId: user.id, roles: granted };
}
