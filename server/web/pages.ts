import { RouterContextProvider, type ServerBuild, createRequestHandler } from "react-router";
import { pageContext } from "../../app/lib/context.server.ts";
import type { PageRequestValues } from "../app.ts";

/**
 * Builds the page renderer handed to `createApp` (DESIGN "One process"): React Router's request
 * handler with a load context carrying the request's ctx, CSP nonce and request id
 * (`context.get(pageContext)` in loaders).
 * @param build the server build: the imported `build/server/index.js` in production (routes are
 *   derived once), or a function returning Vite's `ssrLoadModule("virtual:react-router/server-build")`
 *   in development (derived per request, so edits show at once)
 */
export function createPageRenderer(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: "development" | "production",
): (request: Request, values: PageRequestValues) => Promise<Response> {
  const handle = createRequestHandler(build, mode);
  return (request, values) => {
    const context = new RouterContextProvider();
    context.set(pageContext, values);
    return handle(request, context);
  };
}
