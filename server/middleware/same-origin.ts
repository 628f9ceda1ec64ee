import type { Context, MiddlewareHandler } from "hono";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { Forbidden } from "../../core/shared/errors.ts";
import { translateMessage } from "../api/field-messages.ts";
import type { AppEnv } from "../env.ts";

/**
 * API paths a state-changing call may reach from another origin, each with its own proof of who
 * calls: the SIBS webhook (AES-GCM signed body, server to server), the newsletter's one-click
 * unsubscribe (RFC 8058: mail providers POST a form with no Origin; the token in the URL is the
 * proof), OAuth providers' callbacks (`form_post`; Better Auth checks the state parameter), and the
 * NextAuth-style `/api/auth/signin[/provider]`, which changes nothing (a redirect to the sign-in page).
 */
export const CROSS_SITE_API_PATHS: readonly (string | RegExp)[] = [
  "/api/sibs/webhook",
  "/api/newsletter/unsubscribe",
  /^\/api\/auth\/callback\/[^/]+$/,
  /^\/api\/auth\/signin(?:\/[^/]+)?$/,
];

const UNSAFE = /^(POST|PUT|PATCH|DELETE)$/i;

/**
 * The one origin check of every state-changing API call (issue 14; replaces the routers' own
 * copies). For POST, PUT, PATCH and DELETE under `/api`, except {@link CROSS_SITE_API_PATHS}:
 * 1. a browser's proof of another site refuses the call, whatever its body type: an `Origin` that is
 *    neither the request's own origin nor PUBLIC_URL's, or `Sec-Fetch-Site` other than `same-origin`;
 * 2. then, for POST, hono/csrf's rule (node_modules/hono/dist/middleware/csrf): a body a cross-site
 *    HTML form can send without a preflight (form-encoded, multipart, text/plain, or no
 *    Content-Type) needs positive proof (`Sec-Fetch-Site: same-origin` or an allowed `Origin`).
 *    PUT, PATCH and DELETE are never "simple" requests (another site's page needs a CORS preflight,
 *    which this API never grants), so step 1 is enough for them.
 * A call with neither header and a JSON body (a non-browser client: scripts, tests, server to
 * server) passes, as with hono/csrf. Refusals are 403 `REQUEST_BLOCKED`, translated.
 * @param options.publicUrl the shop's public origin (config.PUBLIC_URL), allowed besides the request's own
 */
export function sameOriginGuard(options: { publicUrl?: string } = {}): MiddlewareHandler<AppEnv> {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  const allowedOrigin = (origin: string, c: Context) => origin === new URL(c.req.url).origin || origin === publicOrigin;
  const formGuard = csrf({ origin: allowedOrigin, secFetchSite: "same-origin" });
  const blocked = (c: Context<AppEnv>) =>
    new Forbidden(translateMessage("support:errors.REQUEST_BLOCKED", c.get("locale") ?? "en"), "REQUEST_BLOCKED");
  return async (c, next) => {
    if (!UNSAFE.test(c.req.method) || !c.req.path.startsWith("/api/")) return next();
    const path = c.req.path;
    if (CROSS_SITE_API_PATHS.some((p) => (typeof p === "string" ? p === path : p.test(path)))) return next();
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    if ((origin !== undefined && !allowedOrigin(origin, c)) || (site !== undefined && site !== "same-origin")) {
      throw blocked(c);
    }
    if (c.req.method.toUpperCase() === "POST") {
      try {
        await formGuard(c, async () => {});
      } catch (error) {
        if (error instanceof HTTPException && error.status === 403) throw blocked(c);
        throw error;
      }
    }
    await next();
  };
}
