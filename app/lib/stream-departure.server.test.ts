import { once } from "node:events";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { stopWithDestination } from "./stream-departure.server.ts";

describe("stopWithDestination", () => {
  it("passes the whole page and destroys nothing when it ends normally", async () => {
    const source = new PassThrough();
    const destination = new PassThrough();
    stopWithDestination(source, destination);
    const chunks: Buffer[] = [];
    destination.on("data", (chunk: Buffer) => chunks.push(chunk));
    source.write("<html>");
    source.end("</html>");
    await once(destination, "end");
    expect(Buffer.concat(chunks).toString()).toBe("<html></html>");
    expect(source.errored).toBeNull();
    expect(destination.errored).toBeNull();
  });

  it("stops the source when the destination closes first (the visitor left), without an unhandled error", async () => {
    const source = new PassThrough();
    const destination = new PassThrough();
    stopWithDestination(source, destination);
    source.write("<html>");
    destination.destroy(new Error("aborted"));
    await once(source, "close");
    expect(source.destroyed).toBe(true);
  });

  it("ends the destination with a source's error", async () => {
    const source = new PassThrough();
    const destination = new PassThrough();
    stopWithDestination(source, destination);
    const failure = new Error("compressor failed");
    const closed = new Promise((resolve) => destination.once("close", resolve));
    source.destroy(failure);
    await closed;
    expect(destination.errored).toBe(failure);
  });
});
