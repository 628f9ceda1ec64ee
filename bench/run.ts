/**
 * Benchmarks of issue 2 (`npm run bench`; needs `npm run build` first). Starts one production
 * server on an in-memory PGlite with the demo seed, then prints:
 *
 * 1. autocannon on the product page as an anonymous visitor gets it (from the shared page cache, ADR 0026) and as
 *    rendered for every request (a shop cookie bypasses the cache, as a session or a cart does), the search API
 *    and a pre-rendered copy of the product page served as a static file by the same server (the upper limit):
 *    requests/s, p50/p99 latency in ms, and each product page's share of the static copy's throughput.
 * 2. Lighthouse (mobile preset, Debian Chromium) on home, search and product pages: performance,
 *    accessibility, best practices and SEO scores, and the initial JavaScript per route in kB as
 *    transferred (gzip).
 *
 * Figures also go to `bench/results/latest.json`. Options by env: BENCH_PORT (3290),
 * BENCH_SECONDS (10 per autocannon run), BENCH_CONNECTIONS (10), BENCH_SKIP_LIGHTHOUSE=1, BENCH_SKIP_LOAD=1, and
 * BENCH_DATABASE_URL (`postgres://…`, an existing database) to measure on PostgreSQL instead of PGlite.
 */
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/setup/chromium.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3290);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const base = `http://127.0.0.1:${PORT}`;
// BUILD_DIR: the build the server serves (server/index.ts reads the same variable)
const STATIC_COPY = `${process.env.BUILD_DIR ?? "build"}/client/assets/bench-product-copy.html`;

async function waitReady(timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error("server did not become ready");
}

/** A cookie of the shop's (`fabrico.*`) that no feature reads: the page cache renders the page for each request. */
const UNCACHED_COOKIE = "fabrico.bench=uncached";

async function load(url: string, label = url.replace(base, ""), headers: Record<string, string> = {}) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": "gzip", ...headers },
  });
  return {
    url: label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function runLighthouse(urls: Record<string, string>) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const out: Record<string, Record<string, number>> = {};
  try {
    for (const [name, url] of Object.entries(urls)) {
      const runner = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
      const lhr = runner?.lhr;
      if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
      const requests =
        (
          lhr.audits["network-requests"]?.details as
            | { items?: { resourceType?: string; transferSize?: number }[] }
            | undefined
        )?.items ?? [];
      const jsBytes = requests
        .filter((r) => r.resourceType === "Script")
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      out[name] = {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        initialJsKbGzip: Math.round(jsBytes / 102.4) / 10,
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
        cls: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
        tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
      };
      const failed = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id);
      if (failed.length) console.log(`  ${name}: failed audits: ${failed.join(", ")}`);
    }
  } finally {
    chrome.kill();
  }
  return out;
}

const server = spawn(process.execPath, ["server/index.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    ALLOW_SIMULATORS: "true",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: "memory://",
    LOG_LEVEL: "error",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  await waitReady();
  const product = (await (await fetch(`${base}/api/product/sellers?limit=1`)).json()) as { items: { slug: string }[] };
  const slug = product.items[0]?.slug;
  if (!slug) throw new Error("no product to benchmark");
  const productPath = `/product/${slug}`;
  writeFileSync(STATIC_COPY, await (await fetch(`${base}${productPath}`)).text());

  let loadFigures: Record<string, unknown> | undefined;
  if (process.env.BENCH_SKIP_LOAD !== "1") {
    const engine = process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite";
    console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s each, against ${base} on ${engine}`);
    const cachedPage = await load(`${base}${productPath}`, `${productPath} (page cache)`);
    const page = await load(`${base}${productPath}`, `${productPath} (uncached)`, { cookie: UNCACHED_COOKIE });
    const search = await load(`${base}/api/product/search?q=hoodie`);
    const copy = await load(`${base}/assets/bench-product-copy.html`);
    const share = (r: { requestsPerSecond: number }) =>
      Math.round((r.requestsPerSecond / Math.max(1, copy.requestsPerSecond)) * 1000) / 10;
    const ratio = share(page);
    const cachedRatio = share(cachedPage);
    console.table([cachedPage, page, search, copy].map((r) => ({ ...r, "% of static": share(r) })));
    console.log(
      `product page throughput = ${cachedRatio}% (page cache), ${ratio}% (uncached) of the pre-rendered copy`,
    );
    loadFigures = { engine, cachedPage, page, search, copy, ratioPercent: ratio, cachedRatioPercent: cachedRatio };
  }

  let lighthouseScores: Awaited<ReturnType<typeof runLighthouse>> | undefined;
  if (process.env.BENCH_SKIP_LIGHTHOUSE !== "1") {
    console.log("lighthouse (mobile preset):");
    lighthouseScores = await runLighthouse({
      home: `${base}/`,
      search: `${base}/product/search`,
      "search?q= (noindex)": `${base}/product/search?q=hoodie`,
      product: `${base}${productPath}`,
    });
    console.table(lighthouseScores);
  }
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    "bench/results/latest.json",
    `${JSON.stringify({ at: new Date().toISOString(), load: loadFigures, lighthouse: lighthouseScores }, null, 2)}\n`,
  );
} finally {
  rmSync(STATIC_COPY, { force: true });
  server.kill("SIGTERM");
}
