import { type Transform, Writable } from "node:stream";
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
 * default level for clients without Brotli. zstd 3 (ADR 0038): 0.3 ms → 23.4 kB on a 112 kB page, a third of Brotli 3's
 * CPU for 2 % more bytes, for the browsers that accept it (Chromium, Firefox).
 */

/** The codings a rendered page is compressed with (the server chooses: server/web/content-encoding.ts). */
export type PageEncoding = "zstd" | "br" | "gzip";

/** zstd level of a rendered page (1–22; 3 is zstd's default). */
export const PAGE_ZSTD_LEVEL = 3;

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
 * Window of the Brotli and zstd encoders, log2 bytes: 256 kB, more than a page. Brotli's default 4 MB made each
 * page's encoder cost more than gzip (~3 ms more CPU per product page under load); a zstd decoder in a browser
 * must accept up to 8 MB (RFC 9659).
 */
const WINDOW_LOG = 18;

/**
 * Size of the encoders' output buffers: 64 kB, a page in one or two (zlib's default 16 kB made each page several
 * rounds through the thread pool: zstd 3 on a product page, one stream at a time, 0.85–1.2 ms of CPU with 16 kB,
 * 0.73 ms with 64 kB).
 */
const CHUNK_SIZE = 64 * 1024;

/** Each coding's compressor and the flush kind that sends what it holds without ending the stream. */
const CODERS: Record<PageEncoding, () => { compressor: Transform & zlib.Zlib; kind: number }> = {
  zstd: () => ({
    compressor: zlib.createZstdCompress({
      chunkSize: CHUNK_SIZE,
      params: {
        [zlib.constants.ZSTD_c_compressionLevel]: PAGE_ZSTD_LEVEL,
        [zlib.constants.ZSTD_c_windowLog]: WINDOW_LOG,
      },
    }),
    kind: zlib.constants.ZSTD_e_flush,
  }),
  br: () => ({
    compressor: zlib.createBrotliCompress({
      chunkSize: CHUNK_SIZE,
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_LGWIN]: WINDOW_LOG,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    kind: zlib.constants.BROTLI_OPERATION_FLUSH,
  }),
  gzip: () => ({
    compressor: zlib.createGzip({ level: PAGE_GZIP_LEVEL, chunkSize: CHUNK_SIZE }),
    kind: zlib.constants.Z_SYNC_FLUSH,
  }),
};

/**
 * A compressor piped into `destination` (the response body), with the window of {@link WINDOW_LOG}; Brotli's mode
 * is text. What is written into `input` is held and handed to the encoder in one piece at each flush cue and at the
 * end: React writes a product page in about seven pieces, and each write into a zlib stream is at least one job on
 * libuv's thread pool with its round trip through the main thread (zstd 3 on the product page: 0.82 ms of CPU in
 * seven writes, 0.57 ms in one; issue 17). A destroyed destination (the visitor left) destroys the compressor and
 * the input, which in turn stops whatever writes into it; the error is handled here.
 * @param encoding the coding negotiated by the server (server/web/content-encoding.ts)
 */
export function compressInto(destination: Writable, encoding: PageEncoding): PageCompressor {
  const { compressor, kind } = CODERS[encoding]();
  // the visitor left: the compressor is destroyed with the destination
  stopWithDestination(compressor, destination);
  let held: Buffer[] = [];
  let heldBytes = 0;
  const handOver = () => {
    if (heldBytes === 0 || compressor.destroyed) return;
    compressor.write(held.length === 1 ? held[0] : Buffer.concat(held, heldBytes));
    held = [];
    heldBytes = 0;
  };
  const input = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      held.push(chunk);
      heldBytes += chunk.length;
      callback();
    },
    final(callback) {
      handOver();
      compressor.end();
      callback();
    },
    destroy(error, callback) {
      held = [];
      heldBytes = 0;
      // destroyed before the end (after it, Node destroys every finished stream): the page stops here
      if (!input.writableFinished && !compressor.destroyed) compressor.destroy();
      callback(error);
    },
  });
  compressor.once("close", () => {
    if (!input.destroyed && !input.writableFinished) input.destroy();
  });
  let scheduled = false;
  return {
    input,
    flush() {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        // after the end it does nothing (the end handed over the rest; Node's zlib: a flush once the writable
        // side ended waits for 'end')
        if (input.writableEnded || compressor.destroyed) return;
        handOver();
        compressor.flush(kind);
      });
    },
  };
}
