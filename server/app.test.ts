import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCategories, seedProducts } from "../db/seed/catalog/index.ts";
import { type TestDatabase, openTestDatabase } from "../tests/setup/db.ts";
import { type App, INSTANCE_ID_HEADER, createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { testServices } from "../tests/setup/services.ts";

let tdb: TestDatabase;
let app: App;

const log = pino({ level: "silent" });

beforeAll(async () => {
  tdb = await openTestDatabase();
  app = createApp({ services: testServices(), config: loadConfig({ NODE_ENV: "test" }), database: tdb.handle, log });
});

afterAll(async () => {
  await tdb?.close();
});

/** Runs `run` with an app serving a build folder whose assets/ holds `files` (name → content); removed after. */
async function withBuildFiles(files: Record<string, string | Buffer>, run: (app: App) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), "fabrico-assets-"));
  mkdirSync(join(dir, "assets"));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, "assets", name), content);
  try {
    await run(
      createApp({
        services: testServices(),
        config: loadConfig({ NODE_ENV: "test" }),
        database: tdb.handle,
        log,
        clientAssetsDir: dir,
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("health checks", () => {
  it("/healthz answers ok without touching the database", async () => {
    const res = await app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("/readyz answers ready with the database driver", async () => {
    const res = await app.request("/readyz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready", database: tdb.handle.driver });
    expect(["pglite", "postgres"]).toContain(tdb.handle.driver);
  });

  it("/readyz answers 503 when the database does not answer", async () => {
    const broken = createApp({
      services: testServices(),
      config: loadConfig({ NODE_ENV: "test" }),
      database: {
        ...tdb.handle,
        db: {
          execute: () => Promise.reject(new Error("connection refused")),
        } as unknown as typeof tdb.handle.db,
      },
      log,
    });
    const res = await broken.request("/readyz");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unavailable" });
  });
});

describe("instance id header (issue 18)", () => {
  it("names the instance on every response, errors included: hostname:pid by default", async () => {
    for (const path of ["/healthz", "/api/category", "/api/no-such-route"]) {
      const res = await app.request(path);
      expect(res.headers.get(INSTANCE_ID_HEADER)).toMatch(new RegExp(`^.+:${process.pid}$`));
    }
  });

  it("is INSTANCE_ID when set", async () => {
    const named = createApp({
      services: testServices(),
      config: loadConfig({ NODE_ENV: "test", INSTANCE_ID: "shop-2" }),
      database: tdb.handle,
      log,
    });
    const res = await named.request("/readyz");
    expect(res.headers.get(INSTANCE_ID_HEADER)).toBe("shop-2");
  });
});

describe("security headers", () => {
  const nonceOf = (csp: string) => csp.match(/script-src[^;]*'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1];

  it("sends a CSP with frame-ancestors 'none' and a per-request nonce in script-src", async () => {
    const a = await app.request("/api/category");
    const b = await app.request("/healthz");
    const csp = a.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const nonce = nonceOf(csp);
    expect(nonce).toBeTruthy();
    expect(nonce!.length).toBeGreaterThanOrEqual(16);
    expect(nonceOf(b.headers.get("content-security-policy") ?? "")).not.toBe(nonce);
  });

  it("sends nosniff, a strict referrer policy and DENY framing", async () => {
    const res = await app.request("/api/category");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("sends the headers on errors too", async () => {
    const res = await app.request("/api/product/no-such-product");
    expect(res.status).toBe(404);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("sends no HSTS by default", async () => {
    const res = await app.request("/healthz");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("sends HSTS when TRUST_PROXY_TLS=true", async () => {
    const tls = createApp({
      services: testServices(),
      config: loadConfig({ NODE_ENV: "test", TRUST_PROXY_TLS: "true" }),
      database: tdb.handle,
      log,
    });
    const res = await tls.request("/healthz");
    expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}; includeSubDomains/);
  });

  it("sends a build script only nosniff and same-origin CORP (no document policies); an SVG keeps the CSP", async () => {
    const files = { "entry-abc123.js": "export {};", "logo-abc123.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>" };
    await withBuildFiles(files, async (withAssets) => {
      const script = await withAssets.request("/assets/entry-abc123.js");
      expect(script.status).toBe(200);
      expect(script.headers.get("x-content-type-options")).toBe("nosniff");
      expect(script.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      for (const header of ["content-security-policy", "permissions-policy", "x-frame-options", "referrer-policy"]) {
        expect(script.headers.get(header), header).toBeNull();
      }
      const svg = await withAssets.request("/assets/logo-abc123.svg");
      expect(svg.headers.get("content-security-policy")).toContain("default-src 'self'");
    });
  });

  it("sends a build file as the build precompressed it: Brotli, else gzip, else as it is (ADR 0036)", async () => {
    const code = `export const text = ${JSON.stringify("Essential Organic Tee ".repeat(200))};`;
    const files = {
      "shell-abc123.js": code,
      "shell-abc123.js.br": brotliCompressSync(code),
      "shell-abc123.js.gz": gzipSync(code, { level: 9 }),
    };
    await withBuildFiles(files, async (withAssets) => {
      const get = (acceptEncoding?: string) =>
        withAssets.request("/assets/shell-abc123.js", {
          headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
        });
      const br = await get("gzip, deflate, br, zstd");
      expect(br.headers.get("content-encoding")).toBe("br");
      expect(br.headers.get("vary")).toContain("Accept-Encoding");
      expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(code);
      const gz = await get("gzip");
      expect(gz.headers.get("content-encoding")).toBe("gzip");
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(code);
      const plain = await get();
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(await plain.text()).toBe(code);
    });
  });

  it("gives every response a request id", async () => {
    const res = await app.request("/healthz");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });
});

describe("/robots.txt", () => {
  it("allows the shop, keeps crawlers out of the API, account and admin, and names the sitemap", async () => {
    const res = await app.request("http://shop.test/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Sitemap: http:\/\/shop\.test\/sitemap\.xml$/m);
  });

  it("uses PUBLIC_URL for the sitemap address when set", async () => {
    const withUrl = createApp({
      services: testServices(),
      config: loadConfig({ NODE_ENV: "test", PUBLIC_URL: "https://fabrico.example/" }),
      database: tdb.handle,
      log,
    });
    const text = await (await withUrl.request("http://internal:3000/robots.txt")).text();
    expect(text).toMatch(/^Sitemap: https:\/\/fabrico\.example\/sitemap\.xml$/m);
  });
});

describe("/sitemap.xml", () => {
  let xml: string;

  beforeAll(async () => {
    const res = await app.request("http://shop.test/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    xml = await res.text();
  });

  const urlBlocks = () => [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
  const locOf = (block: string) => block.match(/<loc>([^<]+)<\/loc>/)?.[1];

  it("is a sitemap urlset with the xhtml namespace", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("lists every product page once, with a lastmod", () => {
    const blocks = urlBlocks();
    for (const p of seedProducts) {
      const own = blocks.filter((b) => locOf(b) === `http://shop.test/product/${p.slug}`);
      expect(own, p.slug).toHaveLength(1);
      expect(own[0]).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    }
    const locs = blocks.map(locOf);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain("http://shop.test/");
  });

  it("gives every page hreflang alternates for en, pt, es and x-default", () => {
    for (const block of urlBlocks()) {
      const loc = locOf(block)!;
      for (const lng of ["en", "pt", "es"]) {
        expect(block).toContain(
          `<xhtml:link rel="alternate" hreflang="${lng}" href="${loc}?lng=${lng}"/>`.replace(/&/g, "&amp;"),
        );
      }
      expect(block).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${loc}"/>`);
    }
  });

  it("lists CMS pages", () => {
    const locs = urlBlocks().map(locOf);
    expect(locs.some((l) => /^http:\/\/shop\.test\/[a-z-]+$/.test(l ?? "") && l !== "http://shop.test/")).toBe(true);
  });
});

describe("/media flats", () => {
  it("serves a garment flat as SVG in the colour asked for, cached for a year", async () => {
    const res = await app.request("/media/flat/hoodie/front/1f2a44.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    const svg = await res.text();
    expect(svg).toMatch(/^(<\?xml[^>]*>\s*)?<svg[\s>]/);
    expect(svg.toLowerCase()).toContain("#1f2a44");
    expect(svg).not.toMatch(/<script/i);
  });

  it("draws the back view and other colours differently", async () => {
    const front = await (await app.request("/media/flat/hoodie/front/1f2a44.svg")).text();
    const back = await (await app.request("/media/flat/hoodie/back/1f2a44.svg")).text();
    const white = await (await app.request("/media/flat/hoodie/front/F7F7F4.svg")).text();
    expect(back).not.toBe(front);
    expect(white.toLowerCase()).toContain("#f7f7f4");
  });

  it("serves the detail view, a close-up of the front (issue 15)", async () => {
    const res = await app.request("/media/flat/hoodie/detail/1f2a44.svg");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('viewBox="150 0 300 350"');
  });

  it.each([
    "/media/flat/cape/front/1f2a44.svg",
    "/media/flat/hoodie/side/1f2a44.svg",
    "/media/flat/hoodie/front/zzzzzz.svg",
    "/media/flat/hoodie/front/1f2a44.png",
    "/media/flat/hoodie/front/1f2a4.svg",
    "/media/flat/hoodie/front/%3Cscript%3E.svg",
    "/media/flat/hoodie/front",
  ])("%s → 404", async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type") ?? "").not.toMatch(/svg/);
  });
});

describe("the request's language", () => {
  const tops = seedCategories.find((c) => c.code === "tops") ?? seedCategories[0]!;
  const nameOf = async (init: { query?: string; headers?: Record<string, string> }) => {
    const res = await app.request(`/api/category${init.query ?? ""}`, { headers: init.headers });
    const body = (await res.json()) as { items: { code: string; name: string }[] };
    return body.items.find((c) => c.code === tops.code)?.name;
  };

  it("comes from ?lng=", async () => {
    expect(await nameOf({ query: "?lng=pt" })).toBe(tops.name.pt);
    expect(await nameOf({ query: "?lng=es" })).toBe(tops.name.es);
  });

  it("then from the lng cookie", async () => {
    expect(await nameOf({ headers: { cookie: "lng=es" } })).toBe(tops.name.es);
  });

  it("then from Accept-Language", async () => {
    expect(await nameOf({ headers: { "accept-language": "pt-PT,pt;q=0.9,en;q=0.5" } })).toBe(tops.name.pt);
  });

  it("with ?lng= winning over the cookie, and English by default", async () => {
    expect(await nameOf({ query: "?lng=en", headers: { cookie: "lng=pt" } })).toBe(tops.name.en);
    expect(await nameOf({})).toBe(tops.name.en);
    expect(new Set([tops.name.en, tops.name.pt, tops.name.es]).size).toBe(3);
  });
});

describe("requests that are not API calls", () => {
  it("answer 404 when no page renderer is given", async () => {
    const res = await app.request("/some/page");
    expect(res.status).toBe(404);
  });

  it("go to the page renderer with a ctx in the request's language and the CSP nonce", async () => {
    let seen: { locale: string; nonce: string; requestId: string } | undefined;
    const withPages = createApp({
      services: testServices(),
      config: loadConfig({ NODE_ENV: "test" }),
      database: tdb.handle,
      log,
      renderPage: async (_request, values) => {
        seen = { locale: values.ctx.locale, nonce: values.nonce, requestId: values.requestId };
        return new Response("<!doctype html><title>page</title>", { headers: { "content-type": "text/html" } });
      },
    });
    const res = await withPages.request("/product/x?lng=es");
    expect(res.status).toBe(200);
    expect(seen?.locale).toBe("es");
    expect(seen?.nonce).toBeTruthy();
    expect(res.headers.get("content-security-policy")).toContain(`'nonce-${seen?.nonce}'`);
    expect(res.headers.get("x-request-id")).toBe(seen?.requestId);
  });
});

describe("actorFor: roles from the session user (spec §6) and the staff 2FA rule", () => {
  it("defaults to customer and keeps known roles only", async () => {
    const { actorFor } = await import("./app.ts");
    expect(actorFor({ id: "usr_1" })).toEqual({ userId: "usr_1", roles: ["customer"] });
    expect(actorFor({ id: "usr_1", role: "wholesale, bogus" })).toEqual({ userId: "usr_1", roles: ["wholesale"] });
  });
  it("an admin without two-factor authentication acts as a customer and is told why", async () => {
    const { actorFor } = await import("./app.ts");
    expect(actorFor({ id: "usr_2", role: "admin", twoFactorEnabled: false })).toEqual({
      userId: "usr_2",
      roles: ["customer"],
      staffNeedsTwoFactor: true,
    });
    expect(actorFor({ id: "usr_2", role: "admin", twoFactorEnabled: true })).toEqual({
      userId: "usr_2",
      roles: ["admin"],
    });
  });
  it("every staff role needs two-factor authentication, like admins (ADR 0012)", async () => {
    const { actorFor } = await import("./app.ts");
    for (const role of ["catalog_editor", "order_handler", "support_agent", "content_editor"]) {
      expect(actorFor({ id: "usr_3", role, twoFactorEnabled: false })).toEqual({
        userId: "usr_3",
        roles: ["customer"],
        staffNeedsTwoFactor: true,
      });
      expect(actorFor({ id: "usr_3", role: `wholesale,${role}`, twoFactorEnabled: false }).roles).toEqual([
        "wholesale",
      ]);
      expect(actorFor({ id: "usr_3", role: `customer,${role}`, twoFactorEnabled: true }).roles).toEqual([
        "customer",
        role,
      ]);
    }
  });
});
