import { RouterContextProvider, type ServerBuild, createRequestHandler } from "react-router";
import { pageContext } from "../../app/lib/context.server.ts";
import type { PageRequestValues } from "../app.ts";

/**
 * Builds the page renderer handed to `createApp` (DESIGN "One process"): React Router's request
 * handler with a load context carrying the request's ctx, CSP nonce and request id
 * (`context.get(pageContext)` in loaders).
 * @param loadBuild returns the server build: `import("../build/server/index.js")` in production,
 *   Vite's `ssrLoadModule("virtual:react-router/server-build")` in development
 */
export function createPageRenderer(
  loadBuild: () => Promise<ServerBuild>,
  mode: "development" | "production",
): (request: Request, values: PageRequestValues) => Promise<Response> {
  const handle = createRequestHandler(loadBuild, mode);
  return (request, values) => {
    const context = new RouterContextProvider();
    context.set(pageContext, values);
    return handle(request, context);
  };
}
