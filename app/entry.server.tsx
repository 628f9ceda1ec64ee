import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { type PageValues, pageContext } from "./lib/context.server.ts";
import { compressInto } from "./lib/compression.server.ts";
import { paintFirstInto } from "./lib/paint-first.server.ts";

/** The load-context key of the page requests' values; the server reads it from the build (server/web/pages.ts). */
export { pageContext };

/** The request's logger (it carries the request id), or null outside server/app.ts. */
function requestLog(context: Readonly<RouterContextProvider> | undefined) {
  try {
    return context?.get(pageContext).ctx.log ?? null;
  } catch {
    return null; // no page context (a request not made through server/app.ts)
  }
}

/**
 * Logs every error of a loader, action or render (issue 14: a page's 500 must leave an error log line
 * with the request id; React Router's default only prints it to stderr). Thrown 4xx responses are not
 * errors and never reach this; a request the visitor aborted is not logged.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const wrapped = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const err = wrapped ?? error;
  const log = requestLog(context);
  if (log) log.error({ err, method: request.method, path: new URL(request.url).pathname }, "page error");
  else console.error(err);
};

/** How long a streamed render may wait for deferred data before it is aborted. */
export const streamTimeout = 5_000;

/**
 * Renders a page to a streamed HTML response (React Router's node entry, plus the request's CSP
 * nonce on every inline script, the hydration code started after the first paint: paint-first.server.ts, and the
 * HTML compressed with the coding the server chose: compression.server.ts).
 * Bots get the whole document at once (`onAllReady`).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let nonce = "";
  let encoding: PageValues["encoding"] = null;
  try {
    ({ nonce, encoding } = loadContext.get(pageContext));
  } catch {
    // no page context (should not happen behind server/app.ts); render without a nonce, uncompressed
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // compressed here when the server asked for it (ADR 0036)
          if (encoding) {
            responseHeaders.set("Content-Encoding", encoding);
            responseHeaders.append("Vary", "Accept-Encoding");
          }
          const compressor = encoding ? compressInto(body, encoding) : null;
          // no script is fetched before the first paint (ADR 0031)
          const page = paintFirstInto(compressor?.input ?? body, nonce);
          // React calls its destination's `flush()` after each batch it writes: the compressor's cue to send it
          if (compressor) Object.assign(page, { flush: compressor.flush });
          pipe(page);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // before the shell, onShellError rejects and React Router's handleError logs it
          if (shellRendered) {
            const log = requestLog(loadContext);
            if (log) log.error({ err: error, path: new URL(request.url).pathname }, "page render error");
            else console.error(error);
          }
        },
      },
    );
  });
}
