/**
 * The shared page cache for anonymous visitors (issue 17, ADR 0026 "Page cache"), through the real Hono app
 * (server/app.ts) with a renderer that writes what it was asked into the page: who is served from the cache and who
 * never is, that languages and currencies never cross, that a response with Set-Cookie is never stored, that a
 * cached page carries this response's CSP nonce, and that a catalogue write committed on the database empties it
 * (the process cache's LISTEN/NOTIFY). The rendered pages themselves are checked by tests/e2e/page-cache.spec.ts.
 */
import { gunzipSync } from "node:zlib";
import { createConnection } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidateCatalog } from "../../core/catalog/catalog-cache.ts";
import { withTransaction } from "../../core/shared/ctx.ts";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import { testServices } from "../../tests/setup/services.ts";
import { type App, createApp } from "../app.ts";
import { type ProcessCache, startCache } from "../cache.ts";
import { loadConfig } from "../config.ts";
import {
  PAGE_CACHE_HEADER,
  type PageCache,
  type PageStore,
  SHARED_CACHE_CONTROL,
  createPageCache,
  memoryPageStore,
  pageCacheKey,
  redisPageStore,
} from "./page-cache.ts";

/** Redis for the shared store: TEST_REDIS_URL, else the machine's local server (skipped when unreachable). */
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const reachable = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redisUrl);
  const socket = createConnection({ host: hostname, port: Number(port || 6379) });
  socket.once("connect", () => resolve(socket.end() && true));
  socket.once("error", () => resolve(false));
  socket.setTimeout(1000, () => resolve(socket.destroy() && false));
});

const log = pino({ level: "silent" });
let tdb: TestDatabase;
let processCache: ProcessCache;
let pageCache: PageCache;
let app: App;
let renders = 0;
/** The coding the server asked the last render for (app/lib/context.server.ts `encoding`). */
let lastEncoding: string | null = null;
/** Set by a test: the renderer's answer gets this Set-Cookie header. */
let setCookie: string | null = null;
/** Set by a test: the renderer waits for this before answering. */
let holdRender: Promise<void> | null = null;

beforeAll(async () => {
  tdb = await openTestDatabase();
  processCache = await startCache(tdb.handle, log);
  pageCache = createPageCache({ store: memoryPageStore(), log, onInvalidate: (l) => processCache.onDrop(l) });
  app = createApp({
    services: testServices({ cache: processCache }),
    config: loadConfig({ NODE_ENV: "test" }),
    database: tdb.handle,
    log,
    pageCache,
    renderPage: async (request, values) => {
      renders++;
      lastEncoding = values.encoding;
      const render = renders;
      if (holdRender) await holdRender;
      const currency = /(?:^|;\s*)currency=([a-z]{3})/.exec(request.headers.get("cookie") ?? "")?.[1] ?? "eur";
      const html = `<!doctype html><html lang="${values.ctx.locale}"><script nonce="${values.nonce}">window.n=${JSON.stringify(values.nonce)}</script><p>${new URL(request.url).pathname} ${currency} render ${render}</p></html>`;
      const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
      if (setCookie) headers.set("set-cookie", setCookie);
      return new Response(html, { headers });
    },
  });
});

afterAll(async () => {
  await processCache?.close();
  await tdb?.close();
});

/** A page request: anonymous English visitor unless headers say otherwise. */
async function get(path: string, headers: Record<string, string> = {}) {
  const res = await app.request(path, { headers: { "accept-language": "en", ...headers } });
  return { res, html: await res.text(), state: res.headers.get(PAGE_CACHE_HEADER) };
}

describe("who is served from the cache", () => {
  it("an anonymous visitor: rendered once, then served the stored page with this response's nonce", async () => {
    await pageCache.clear();
    const first = await get("/product/cache-tee");
    expect(first.state).toBe("miss");
    expect(first.res.headers.get("cache-control")).toBe(SHARED_CACHE_CONTROL);
    expect(first.res.headers.get("vary")).toContain("Cookie");
    const second = await get("/product/cache-tee");
    expect(second.state).toBe("hit");
    expect(second.html.replace(/nonce="[^"]+"|window\.n="[^"]+"/g, "")).toBe(
      first.html.replace(/nonce="[^"]+"|window\.n="[^"]+"/g, ""),
    );
    const nonce = /nonce="([^"]+)"/.exec(second.html)?.[1];
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(/nonce="([^"]+)"/.exec(first.html)?.[1]);
    expect(second.html).toContain(`window.n=${JSON.stringify(nonce)}`);
    expect(second.res.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
  });

  it("a signed-in visitor, a cart, a flash message: never served from it and never stored", async () => {
    await pageCache.clear();
    await get("/product/cache-tee");
    for (const cookie of [
      "fabrico.session_token=abc",
      "__Secure-fabrico.session_token=abc",
      "fabrico.cart=tok",
      "fabrico_flash=signed-in",
      "lng=en; fabrico.cart=tok; currency=usd",
    ]) {
      const before = renders;
      const page = await get("/product/cache-tee", { cookie });
      expect(page.state, cookie).toBe("bypass");
      expect(page.res.headers.get("cache-control"), cookie).toBe("private, no-store");
      expect(renders, cookie).toBe(before + 1);
    }
    // the consent choice and an analytics cookie are not personal to the page
    expect((await get("/product/cache-tee", { cookie: "fabrico.consent=v1.a1.m0.1; _ga=GA1.1.1" })).state).toBe("hit");
  });

  it("a response that sets a cookie is never stored", async () => {
    await pageCache.clear();
    setCookie = "fabrico.cart=new; Path=/";
    try {
      expect((await get("/about")).state).toBe("bypass");
      expect((await get("/about")).state).toBe("bypass");
    } finally {
      setCookie = null;
    }
    expect((await get("/about")).state).toBe("miss");
    expect((await get("/about")).state).toBe("hit");
  });

  it("pages with forms or personal data, client navigations and posts are not cached", async () => {
    for (const path of ["/cart", "/checkout", "/user", "/contact", "/product/cache-tee.data", "/admin"]) {
      expect((await get(path)).state, path).toBeNull();
    }
    const post = await app.request("/product/cache-tee", { method: "POST", headers: { origin: "http://localhost" } });
    expect(post.headers.get(PAGE_CACHE_HEADER)).toBe("bypass");
  });
});

describe("compression (ADR 0036)", () => {
  const chromium = { "accept-encoding": "gzip, deflate, br, zstd" };

  it("a page that may be stored is rendered as plain HTML, stored as text, and gzipped on its way out", async () => {
    await pageCache.clear();
    const miss = await app.request("/product/compress-tee", { headers: chromium });
    expect(miss.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(lastEncoding).toBeNull();
    expect(miss.headers.get("content-encoding")).toBe("gzip");
    expect(miss.headers.get("vary")).toMatch(/^Cookie, Accept-Language, Accept-Encoding$/);
    expect(gunzipSync(Buffer.from(await miss.arrayBuffer())).toString()).toContain("/product/compress-tee");
    const hit = await app.request("/product/compress-tee", { headers: { "accept-encoding": "identity" } });
    expect(hit.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(hit.headers.get("content-encoding")).toBeNull();
    expect(await hit.text()).toContain("/product/compress-tee");
  });

  it("a page that is never stored is rendered with the coding the client prefers", async () => {
    await app.request("/product/compress-tee", { headers: { ...chromium, cookie: "fabrico.cart=tok" } });
    expect(lastEncoding).toBe("zstd");
    await app.request("/checkout", { headers: { "accept-encoding": "gzip" } });
    expect(lastEncoding).toBe("gzip");
    await app.request("/checkout");
    expect(lastEncoding).toBeNull();
  });
});

describe("languages and currencies never cross", () => {
  it("each language (query, cookie, Accept-Language) and each currency has its own page", async () => {
    await pageCache.clear();
    const en = await get("/product/search?q=tee");
    const pt = await get("/product/search?q=tee", { "accept-language": "pt-PT,pt;q=0.9" });
    const es = await get("/product/search?q=tee", { cookie: "lng=es" });
    const usd = await get("/product/search?q=tee", { cookie: "currency=usd" });
    expect([en.state, pt.state, es.state, usd.state]).toEqual(["miss", "miss", "miss", "miss"]);
    expect(en.html).toContain('lang="en"');
    expect(pt.html).toContain('lang="pt"');
    expect(es.html).toContain('lang="es"');
    expect(usd.html).toContain("usd");
    const again = await get("/product/search?q=tee", { "accept-language": "pt" });
    expect(again.state).toBe("hit");
    expect(again.html).toContain('lang="pt"');
    expect((await get("/product/search?q=tee", { cookie: "currency=usd" })).html).toContain("usd");
    expect((await get("/product/search?q=tee", { cookie: "currency=gbp" })).state).toBe("miss");
    expect((await get("/product/search?q=other")).state).toBe("miss");
    expect((await get("/product/search?q=tee&lng=es")).html).toContain('lang="es"');
  });

  it("keys name the origin, language, currency and the path with its query", () => {
    const key = (url: string, cookie = "") => pageCacheKey(new Request(url, { headers: { cookie } }), "en");
    expect(key("http://shop.test/product/a?color=navy", "currency=usd")).toBe(
      "http://shop.test|en|usd|/product/a?color=navy",
    );
    expect(key("http://other.test/product/a?color=navy", "currency=usd")).not.toBe(
      key("http://shop.test/product/a?color=navy", "currency=usd"),
    );
    expect(key("http://shop.test/")).toBe("http://shop.test|en|-|/");
    expect(key("http://shop.test/faqs")).not.toBeNull();
    expect(key("http://shop.test/user/order/ord_1")).toBeNull();
  });
});

describe("invalidation", () => {
  it("a catalogue write empties the cache once it commits; a rolled-back one does not", async () => {
    await pageCache.clear();
    await get("/product/cache-tee");
    expect((await get("/product/cache-tee")).state).toBe("hit");
    const ctx = tdb.ctx({ services: testServices({ cache: processCache }) });
    await withTransaction(ctx, async (tx) => {
      await invalidateCatalog(tx);
      throw new Error("roll back");
    }).catch(() => {});
    // the writer's own drop is immediate (the page is rendered again), a notification only comes with a commit
    expect((await get("/product/cache-tee")).state).toBe("miss");
    await new Promise((r) => setTimeout(r, 200));
    expect((await get("/product/cache-tee")).state).toBe("hit");
    await withTransaction(ctx, (tx) => invalidateCatalog(tx));
    const started = Date.now();
    let state: string | null = "hit";
    while (state === "hit" && Date.now() - started < 1000) state = (await get("/product/cache-tee")).state;
    expect(state).toBe("miss");
  });

  it("a page rendered while the cache was emptied is not stored (it may show what the write changed)", async () => {
    await pageCache.clear();
    let release = () => {};
    holdRender = new Promise((r) => {
      release = r;
    });
    const slow = get("/promo");
    await new Promise((r) => setTimeout(r, 20));
    await pageCache.clear();
    holdRender = null;
    release();
    expect((await slow).state).toBe("miss");
    expect((await get("/promo")).state).toBe("miss");
    expect((await get("/promo")).state).toBe("hit");
  });
});

describe("stores", () => {
  const page = (html: string) => ({
    status: 200,
    headers: [["content-type", "text/html"]] as [string, string][],
    html,
    nonce: "n",
  });

  it("in memory: expires, drops the least recently read past its size, ignores a cleared generation", async () => {
    let clock = 0;
    const store = memoryPageStore({ maxBytes: 3000, now: () => clock });
    const { generation } = await store.get("a");
    await store.set(generation, "a", page("x".repeat(400)), 10);
    await store.set(generation, "b", page("y".repeat(400)), 10);
    expect((await store.get("a")).page?.html).toHaveLength(400);
    await store.set(generation, "c", page("z".repeat(400)), 10);
    expect((await store.get("b")).page).toBeNull();
    expect((await store.get("a")).page).not.toBeNull();
    clock = 11_000;
    expect((await store.get("a")).page).toBeNull();
    const before = (await store.get("d")).generation;
    await store.clear();
    await store.set(before, "d", page("old"), 10);
    expect((await store.get("d")).page).toBeNull();
  });

  it.skipIf(!reachable)("in Redis: shared by two instances; clearing on one empties both", async () => {
    let a: PageStore | undefined;
    let b: PageStore | undefined;
    try {
      a = await redisPageStore(redisUrl, log);
      b = await redisPageStore(redisUrl, log);
      const key = `test-${Date.now().toString(36)}`;
      const { generation } = await a.get(key);
      await a.set(generation, key, page("<p>shared</p>"), 30);
      expect((await b.get(key)).page?.html).toBe("<p>shared</p>");
      await b.clear();
      expect((await a.get(key)).page).toBeNull();
      await a.set(generation, key, page("<p>late</p>"), 30);
      expect((await b.get(key)).page).toBeNull();
    } finally {
      await a?.close();
      await b?.close();
    }
  });
});
