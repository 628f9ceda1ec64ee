import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { pageEncodingOf } from "./content-encoding.ts";

const app = new Hono().all("*", (c) => c.body(null, 204, { "x-chosen": String(pageEncodingOf(c)) }));

/** The coding chosen for a request with this `Accept-Encoding` (none when undefined). */
async function chosen(acceptEncoding: string | undefined, method = "GET") {
  const headers: Record<string, string> = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
  const res = await app.request("/product/tee", { method, headers });
  return res.headers.get("x-chosen");
}

describe("pageEncodingOf (ADR 0036, ADR 0038)", () => {
  it("prefers zstd, then Brotli, when the client accepts them as much as gzip, whatever the header's order", async () => {
    expect(await chosen("gzip, deflate, br, zstd")).toBe("zstd"); // Chromium
    expect(await chosen("gzip, deflate, br")).toBe("br"); // Safari
    expect(await chosen("br;q=1.0, gzip;q=0.8, *;q=0.1")).toBe("br");
    expect(await chosen("zstd;q=0.5, br, gzip")).toBe("br");
    expect(await chosen("*")).toBe("zstd");
  });

  it("follows the client's quality values", async () => {
    expect(await chosen("gzip")).toBe("gzip");
    expect(await chosen("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(await chosen("zstd;q=0, br;q=0, *;q=0.5")).toBe("gzip");
    expect(await chosen("deflate, GZIP")).toBe("gzip");
  });

  it("sends plain HTML when the client accepts neither, says nothing, or asks for the headers only", async () => {
    expect(await chosen(undefined)).toBe("null");
    expect(await chosen("identity")).toBe("null");
    expect(await chosen("deflate, compress")).toBe("null");
    expect(await chosen("zstd;q=0, br;q=0, gzip;q=0")).toBe("null");
    expect(await chosen("br", "HEAD")).toBe("null");
  });
});
