import type { Context } from "hono";
import { TrieRouter } from "hono/router/trie-router";
import type { AppEnv } from "../env.ts";
import { translateMessage } from "./field-messages.ts";

/** A route as Hono lists it in `app.routes`: upper-case method (`ALL` for middleware) and path pattern. */
export interface RouteEntry {
  method: string;
  path: string;
}

/**
 * The methods served at a path, from the app's own route table (issue 14: a method that exists on
 * a path but not for the verb asked is a 405 with `Allow`, not a 404). Routes registered for every
 * method (`ALL`: middleware, the `/api/*` fallback, the page renderer) are not answers of a call and
 * are left out; GET brings HEAD (Hono answers HEAD with the GET route). Matching uses Hono's own
 * router, so `:id`, `{regex}` and `*` patterns mean what they mean for dispatch.
 * @param routes `app.routes` of the finished app (read once, on the first call)
 * @param prefix only routes under this path count (`/api/`)
 * @returns `allowed(path)`: the sorted method names served at `path`, empty when none
 */
export function allowedMethodsOf(routes: () => readonly RouteEntry[], prefix: string): (path: string) => string[] {
  let router: TrieRouter<string> | undefined;
  return (path) => {
    if (!router) {
      router = new TrieRouter<string>();
      for (const route of routes()) {
        if (route.method === "ALL" || !route.path.startsWith(prefix)) continue;
        router.add("ANY", route.path, route.method.toUpperCase());
      }
    }
    const methods = new Set(router.match("ANY", path)[0].map(([method]) => method));
    if (methods.has("GET")) methods.add("HEAD");
    return [...methods].sort();
  };
}

/**
 * The answer to an `/api/*` request no route took: 405 `METHOD_NOT_ALLOWED` with an `Allow` header
 * when other methods are served at that path, else 404 `NOT_FOUND` (both the API's error body,
 * the 405 text in the request's language).
 */
export function apiFallback(allowed: (path: string) => string[]) {
  return (c: Context<AppEnv>): Response => {
    const methods = allowed(c.req.path);
    if (methods.length && !methods.includes(c.req.method.toUpperCase())) {
      c.header("Allow", methods.join(", "));
      const message = translateMessage("common:errors.METHOD_NOT_ALLOWED", c.get("locale") ?? "en", {
        method: c.req.method.toUpperCase(),
        allowed: methods.join(", "),
      });
      return c.json({ error: { code: "METHOD_NOT_ALLOWED", message } }, 405);
    }
    return c.json({ error: { code: "NOT_FOUND", message: "No such API call" } }, 404);
  };
}
