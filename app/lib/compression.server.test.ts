import { PassThrough } from "node:stream";
import { once } from "node:events";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { type PageEncoding, compressInto } from "./compression.server.ts";

const decoders = {
  zstd: () => zlib.createZstdDecompress(),
  br: () => zlib.createBrotliDecompress(),
  gzip: () => zlib.createGunzip(),
} as const;

/** A response body whose bytes are decompressed as they arrive; `text()` is what has been decoded so far. */
function decodedBody(encoding: PageEncoding) {
  const body = new PassThrough();
  const decoder = decoders[encoding]();
  let text = "";
  decoder.on("data", (chunk: Buffer) => {
    text += chunk.toString();
  });
  body.pipe(decoder);
  return { body, decoder, text: () => text };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("compressInto (ADR 0036, ADR 0038)", () => {
  for (const encoding of ["zstd", "br", "gzip"] as const) {
    it(`${encoding}: the shell reaches the browser at React's flush, before the page ends, and the whole page decodes`, async () => {
      const { body, decoder, text } = decodedBody(encoding);
      const compressor = compressInto(body, encoding);
      const shell = `<!doctype html><html><body>${"<p>Essential Organic Tee</p>".repeat(500)}`;
      compressor.input.write(shell);
      await tick();
      expect(text()).toBe(""); // held by the compressor until the cue
      compressor.flush();
      compressor.flush(); // twice in one turn: one flush
      await tick();
      expect(text()).toBe(shell);
      compressor.input.write("<script>late data</script>");
      compressor.flush();
      compressor.input.end("</body></html>");
      await once(decoder, "end");
      expect(text()).toBe(`${shell}<script>late data</script></body></html>`);
    });
  }

  it("a response body destroyed (the visitor left) destroys the compressor, and nothing is thrown", async () => {
    const body = new PassThrough();
    const compressor = compressInto(body, "br");
    compressor.input.write("<html>");
    body.destroy(new Error("aborted"));
    await tick();
    expect(compressor.input.destroyed).toBe(true);
    compressor.flush();
    await tick();
  });
});
