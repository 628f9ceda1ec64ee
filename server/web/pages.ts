import { RouterContextProvider, type ServerBuild, createRequestHandler } from "react-router";
import type { RouterContext } from "react-router";
import type { PageRequestValues } from "../app.ts";

/** The page build's entry exports its load-context key (app/entry.server.tsx). */
type EntryWithPageContext = { pageContext?: RouterContext<PageRequestValues> };

/** The load-context key the page build's loaders read. @throws Error when the build does not export it */
function pageContextOf(build: ServerBuild): RouterContext<PageRequestValues> {
  const key = (build.entry.module as EntryWithPageContext).pageContext;
  if (!key) throw new Error("The page build's entry.server does not export pageContext");
  return key;
}

/**
 * Builds the page renderer handed to `createApp` (DESIGN "One process"): React Router's request
 * handler with a load context carrying the request's ctx, CSP nonce and request id
 * (`context.get(pageContext)` in loaders), set under the key the build itself exports.
 * @param build the server build: the imported `build/server/index.js` in production (routes are
 *   derived once), or a function returning Vite's `ssrLoadModule("virtual:react-router/server-build")`
 *   in development (derived per request, so edits show at once)
 */
export function createPageRenderer(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: "development" | "production",
): (request: Request, values: PageRequestValues) => Promise<Response> {
  const handle = createRequestHandler(build, mode);
  const fixedKey = typeof build === "function" ? null : pageContextOf(build);
  return async (request, values) => {
    const context = new RouterContextProvider();
    context.set(fixedKey ?? pageContextOf(await (build as () => Promise<ServerBuild>)()), values);
    return handle(request, context);
  };
}
