import { PassThrough, Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { BOOT_SCRIPT, paintFirst, paintFirstInto, paintFirstTransform } from "./paint-first.server.ts";

/** The shape React Router's `<Scripts>` and React give a first view (head preloads, body module script). */
const SHELL = [
  '<!DOCTYPE html><html lang="pt-PT"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0=="/>',
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="n0=="/>',
  '<link rel="preload" as="image" href="/media/hero.svg" fetchPriority="high"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0=="/>',
  "<title>Fabrico — camisolas</title></head><body><main><p>Olá, ação</p></main>",
  '<script nonce="n0==">window.__reactRouterContext = {};</script>',
  '<script nonce="n0==" type="module" async="">import * as route0 from "/assets/root-C.js";\n',
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-A.js");</script>',
].join("");
const DEFERRED =
  '<!--$--><script nonce="n0==">window.__reactRouterContext.streamController.close();</script></body></html>';

describe("paintFirst", () => {
  const out = paintFirst(SHELL + DEFERRED, "n0==");

  it("takes every module preload out of the HTML and hands the boot script their URLs, once each, in order", () => {
    expect(out).not.toMatch(/<link[^>]*modulepreload/);
    const preload = /data-preload="([^"]*)"/.exec(out)?.[1] ?? "";
    expect(JSON.parse(preload.replaceAll("&quot;", '"').replaceAll("&amp;", "&"))).toEqual([
      "/assets/entry.client-A.js",
      "/assets/framework-B.js",
    ]);
    // other links stay where they were
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(out).toContain('<link rel="preload" as="image" href="/media/hero.svg" fetchPriority="high"/>');
  });

  it("makes the module script inert in place, followed by the boot script with the nonce", () => {
    expect(out).not.toMatch(/<script[^>]* type="module"/);
    expect(out).toContain(
      '<script nonce="n0==" type="text/plain" async="">import * as route0 from "/assets/root-C.js";\n',
    );
    expect(out).toMatch(/import\("\/assets\/entry\.client-A\.js"\);<\/script><script nonce="n0==" data-preload="/);
    expect(out).toContain(`>${BOOT_SCRIPT}</script>`);
    // the rest of the page and the streamed data are untouched
    expect(out).toContain("<main><p>Olá, ação</p></main>");
    expect(out.endsWith(DEFERRED)).toBe(true);
  });

  it("leaves a page without React Router's module script as it is", () => {
    const errorPage = '<html><head><link rel="modulepreload" href="/a.js"/></head><body>Erro</body></html>';
    expect(paintFirst(errorPage, "n0==")).toBe(errorPage);
  });
});

describe("paintFirstTransform", () => {
  /** Streams `html` through the transform in pieces of `size` bytes (cutting characters in two). */
  const through = (html: string, size: number) => {
    const bytes = Buffer.from(html);
    const pieces: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
    return text(Readable.from(pieces).pipe(paintFirstTransform("n0==")));
  };

  it("gives the same HTML as paintFirst whatever the chunk size, multi-byte characters included", async () => {
    const page = `${SHELL + DEFERRED}<!-- ${"ç".repeat(50)} -->`;
    const expected = paintFirst(page, "n0==");
    for (const size of [1, 7, 64, 2048, 1 << 20]) expect(await through(page, size)).toBe(expected);
  });

  it("passes an HTML without a module script through whole", async () => {
    const page = "<html><body>Só texto, sem scripts — ç</body></html>";
    expect(await through(page, 5)).toBe(page);
  });
});

describe("paintFirstInto", () => {
  /** The error the server's response stream is destroyed with when the client goes away. */
  const visitorLeft = () =>
    Object.assign(new Error("The operation was aborted"), { name: "AbortError", code: "ABORT_ERR" });

  it("a response the visitor abandons closes the transform React writes into, without an unhandled error", async () => {
    const body = new PassThrough();
    const transform = paintFirstInto(body, "n0==");
    transform.write(SHELL);
    const closed = new Promise((resolve) => transform.on("close", resolve));
    body.destroy(visitorLeft());
    await closed;
    expect(transform.destroyed).toBe(true);
  });

  it("a body destroyed after the whole page was written into it raises no unhandled error", async () => {
    const body = new PassThrough();
    paintFirstInto(body, "n0==").end(SHELL + DEFERRED);
    await new Promise((resolve) => body.on("finish", resolve));
    const closed = new Promise((resolve) => body.on("close", resolve));
    body.destroy(visitorLeft());
    await closed;
    expect(body.destroyed).toBe(true);
  });

  it("writes the rewritten page into the response body", async () => {
    const body = new PassThrough();
    const transform = paintFirstInto(body, "n0==");
    transform.end(SHELL + DEFERRED);
    expect(await text(body)).toBe(paintFirst(SHELL + DEFERRED, "n0=="));
  });
});
