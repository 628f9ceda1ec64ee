import type { Writable } from "node:stream";
import zlib from "node:zlib";
import { stopWithDestination } from "./stream-departure.server.ts";

/**
 * Compression of a rendered page by the renderer itself (ADR 0036, issue 17), on Node's zlib streams, so the HTML
 * is compressed once on its way from React to the response instead of going through a web `CompressionStream`
 * after it (Hono's `compress`, gzip at level 6 only).
 *
 * Settings, measured on a 137 kB product page, one stream at a time (CPU time including zlib's threads):
 * gzip 6 2.9 ms → 27.5 kB; Brotli 3 1.8 ms → 25.4 kB; Brotli 4 2.5 ms → 24.4 kB. Under load (10 connections) Brotli 3
 * with a 256 kB window costs about what gzip 6 does and gives the browser a page ~8 % smaller; gzip stays at zlib's
 * default level for clients without Brotli.
 */

/** The codings a rendered page is compressed with (the server chooses: server/web/content-encoding.ts). */
export type PageEncoding = "br" | "gzip";

/** Brotli quality of a rendered page (0–11; 11, zlib's default, is meant for files compressed once). */
export const PAGE_BROTLI_QUALITY = 3;

/** gzip level of a rendered page for clients without Brotli (zlib's default). */
export const PAGE_GZIP_LEVEL = 6;

/** A page's compressor: write the HTML into `input`; `flush()` pushes what it holds out to the response. */
export interface PageCompressor {
  input: Writable;
  /**
   * Sends what has been written so far, once the writes of this turn of the event loop have reached the
   * compressor (`setImmediate`; a sync flush, so later parts still use what came before). React calls its
   * destination's `flush()` after each batch it writes (the shell, then each streamed boundary): hand it this.
   */
  flush(): void;
}

/**
 * A compressor piped into `destination` (the response body). Brotli's window is 256 kB (`LGWIN` 18; the default
 * 4 MB made each page's encoder cost more than gzip, ~3 ms more CPU per product page under load) and its mode is
 * text. A destroyed destination (the visitor left) destroys the compressor, which in turn stops whatever writes
 * into it; the error is handled here.
 * @param encoding the coding negotiated by the server (server/web/content-encoding.ts)
 */
export function compressInto(destination: Writable, encoding: PageEncoding): PageCompressor {
  const brotli = encoding === "br";
  const compressor = brotli
    ? zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : zlib.createGzip({ level: PAGE_GZIP_LEVEL });
  // the visitor left: the compressor is destroyed with the destination
  stopWithDestination(compressor, destination);
  const kind = brotli ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH;
  let scheduled = false;
  return {
    input: compressor,
    flush() {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        // after the end it does nothing (Node's zlib: a flush once the writable side ended waits for 'end')
        if (!compressor.destroyed) compressor.flush(kind);
      });
    },
  };
}
