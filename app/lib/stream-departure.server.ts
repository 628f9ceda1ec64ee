import type { Readable, Writable } from "node:stream";

/**
 * Pipes `source` into `destination` for a page on its way to the visitor (the renderer's paint-first transform and
 * compressor, app/entry.server.tsx), and stops `source` when `destination` closes before `source` has ended: the
 * visitor left (the response stream was cancelled). The source is destroyed without an error; whatever writes into it
 * (React, through the streams before it) sees it close and stops rendering. An error of `destination`, also one
 * raised after the whole page passed into it, is that same departure, not an error of the server: it is handled here.
 *
 * An error of `source` destroys `destination` with it. `stream.pipeline` does the same, but aborts an `AbortController`
 * of its own when it finishes, and Node builds a `DOMException` with its stack for that abort on every page (~1.5 % of
 * an uncached product page's server time, issue 17); two of them ran per page.
 */
export function stopWithDestination(source: Readable, destination: Writable): void {
  source.pipe(destination);
  // a failing source ends the response with its error, as `pipeline` would (the visitor gets a cut page, never a hang)
  source.once("error", (error) => destination.destroy(error));
  destination.on("error", () => {});
  destination.once("close", () => {
    if (!source.readableEnded) source.destroy();
  });
}
