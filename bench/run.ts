/**
 * Benchmarks of issues 2 and 17 (`npm run bench`; needs `npm run build` first, `BUILD_DIR` picks the build).
 * Starts one production server (`server/index.ts`) on an in-memory PGlite with the demo seed, or on
 * `BENCH_DATABASE_URL`, picks the best-selling product (`/api/product/sellers`) and puts one line of it (its first
 * size in stock) in a guest cart, then measures, in this order:
 *
 * 1. **HTML per page** (raw and gzip bytes, English, from this server): home, search, the product, the empty cart
 *    (scripts/budgets.ts `measureHtml`, the same count as `npm run test:budgets`) and the cart with its line.
 * 2. **Load** (autocannon, `BENCH_CONNECTIONS` × `BENCH_SECONDS` per URL, after a warm-up, with Chromium's
 *    `Accept-Encoding`, in `BENCH_LOAD_ROUNDS` (3) rounds of all four URLs; each figure is the URL's round with the
 *    median requests/s, every round's listed beside it: on a shared machine one 10-second run swings ±10 %): the
 *    product page as an
 *    anonymous visitor gets it (from the shared page cache, ADR 0026) and rendered for each request (a shop cookie
 *    no feature reads bypasses the cache, as a session or a cart does), the search API, and a pre-rendered copy of
 *    the product page served as a static file by the same server (the upper limit): requests/s, p50/p99 latency in
 *    ms, and each one's share of the static copy's requests/s.
 * 3. **Server memory after the load**: VmRSS and VmHWM (peak) of the spawned server process from Linux's
 *    `/proc/<pid>/status` (the server's one process: PGlite, the job workers and the simulators run in it), once
 *    ready and again right after the load.
 * 4. **Lighthouse** (its default config: mobile form factor, simulated slow 4G and 4× CPU slowdown; Debian Chromium,
 *    one browser, storage and cache reset before each run) on home, search, the product, the cart with its line (the
 *    page a shopper opens; the cart is never served from the page cache, empty or not) and search
 *    with a query (noindex, so its SEO score is < 100 by design: shown, not judged). The cart is judged although it
 *    is noindex too (app/routes/cart.tsx), which fails Lighthouse's `is-crawlable`: the summary names each audit that
 *    cost accessibility, best practices or SEO points. `BENCH_LIGHTHOUSE_RUNS` (3) runs
 *    per page; the reported run is the one with the median performance score (the lower middle one for an even
 *    count), so its scores, LCP, TBT, CLS and script bytes transferred belong to one real run and the judged score
 *    is the median of the runs; every run's score is listed beside it. Lighthouse's own `computeMedianRun`
 *    (lighthouse/core/lib/median-run.js: the run nearest the median FCP and TTI) is not used: it can pick a run whose
 *    score is not the median (seen here: runs 90, 87, 82 → it picked 82).
 * 5. **Initial JS per route** (gzip) from the build's client manifest (scripts/budgets.ts `initialJs`).
 *
 * It ends with one summary: every figure beside its issue 17 target ("met" / "not met"; pages and routes without
 * an issue target against scripts/budgets.ts's ratchet, and "—" where there is no target), with the load average
 * (1/5/15 min) at the start of the load, of Lighthouse and at the end, and a warning when one of them was above
 * the number of cores: this machine is shared, so read the ratios to the static copy rather than absolute
 * requests/s when it is busy. Everything also goes to
 * `bench/results/latest.json` (gitignored).
 *
 * Options by env: BENCH_PORT (3290), BENCH_SECONDS (10 per autocannon run, after BENCH_WARMUP_SECONDS (3) of
 * the same load that is not counted), BENCH_CONNECTIONS (10),
 * BENCH_LOAD_ROUNDS (3), BENCH_LIGHTHOUSE_RUNS (3), BENCH_SKIP_LIGHTHOUSE=1, BENCH_SKIP_LOAD=1, BENCH_DATABASE_URL (`postgres://…`, an
 * existing database: measured on PostgreSQL instead of PGlite; the bench adds one guest cart to it).
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result as LighthouseResult } from "lighthouse";
import {
  HTML_BUDGETS,
  JS_BUDGETS,
  TARGETS,
  initialJs,
  measureHtml,
  readManifest,
  waitReady,
} from "../scripts/budgets.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/setup/chromium.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3290);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const LOAD_ROUNDS = Math.max(1, Number(process.env.BENCH_LOAD_ROUNDS ?? 3));
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "";
const ENGINE = DATABASE_URL ? "PostgreSQL" : "PGlite";
const base = `http://127.0.0.1:${PORT}`;
// BUILD_DIR: the build the server serves (server/index.ts reads the same variable)
const STATIC_COPY = `${process.env.BUILD_DIR ?? "build"}/client/assets/bench-product-copy.html`;
const KB = 1024;

/**
 * Issue 17's figures to meet: Lighthouse scores (0-100) and LCP (ms) on every judged page; requests/s of the
 * uncached product page and the search API; the cached product page's share of the static copy (%).
 */
const GOALS = {
  performance: 98,
  otherScores: 100,
  lcpMs: 1800,
  uncachedProductRps: 160,
  searchApiRps: 400,
  cachedShareOfStatic: 50,
};

/** Storefront routes (app/routes.ts ids) held to issue 17's 120 kB initial JS; the others have their own budgets. */
const STOREFRONT_ROUTES = new Set([
  "routes/home",
  "routes/product-search",
  "routes/product",
  "routes/cart",
  "routes/checkout",
]);

/** A cookie of the shop's (`fabrico.*`) that no feature reads: the page cache renders the page for each request. */
const UNCACHED_COOKIE = "fabrico.bench=uncached";

/** Load average over 1, 5 and 15 minutes (os.loadavg), two decimals. */
const load3 = () => loadavg().map((l) => Math.round(l * 100) / 100);

/** Resident (VmRSS) and peak resident (VmHWM) memory of process `pid` in MiB, from Linux's /proc/<pid>/status. */
function memoryOf(pid: number): { rssMb: number; peakRssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const mb = (field: string) => {
    const kb = Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1]);
    if (!Number.isFinite(kb)) throw new Error(`no ${field} in /proc/${pid}/status`);
    return Math.round(kb / 102.4) / 10;
  };
  return { rssMb: mb("VmRSS"), peakRssMb: mb("VmHWM") };
}

/**
 * The `Accept-Encoding` of every load request: what Chromium sends, so the server compresses each answer as it
 * does for a shopper's browser (a rendered page zstd, ADR 0038; the static copy and the cached page gzip).
 */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/** One autocannon run: requests/s (mean), p50/p99 latency (ms), non-2xx answers and socket errors. */
type LoadFigure = {
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
};

/**
 * One URL under load: `WARMUP_SECONDS` of the same load first, not counted (the server's JIT and heap settle on
 * that request's code path; without it the first seconds of a cold path, e.g. the uncached render right after
 * the cached runs, weigh on its figure), then `SECONDS` measured.
 */
async function load(url: string, label = url.replace(base, ""), headers: Record<string, string> = {}) {
  const options = {
    url,
    connections: CONNECTIONS,
    headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING, ...headers },
  };
  if (WARMUP_SECONDS > 0) await autocannon({ ...options, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...options, duration: SECONDS });
  return {
    url: label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  } satisfies LoadFigure;
}

/**
 * The round with the median requests/s of one URL's rounds (the lower middle one for an even count), with every
 * round's requests/s in `rounds`, so the latencies shown belong to one real run.
 */
function medianRound(runs: LoadFigure[]): LoadFigure & { rounds: number[] } {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] as LoadFigure;
  return { ...median, rounds: runs.map((r) => r.requestsPerSecond) };
}

/** A page for Lighthouse: its URL, the request headers it is opened with, and whether issue 17 judges it. */
type LighthousePage = { url: string; headers?: Record<string, string>; judged: boolean };

/** The median run's figures of one page (scores 0-100, times in ms, script bytes transferred in kB). */
type LighthouseFigure = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKbTransferred: number;
  performanceRuns: number[];
  /** Per category id (accessibility, best-practices, seo): the scored audits below 1 that cost it points. */
  failedAudits: Record<string, string[]>;
};

const score = (lhr: LighthouseResult, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** Ids of the audits with weight in category `id` that did not pass (score below 1) in `lhr`. */
const failedIn = (lhr: LighthouseResult, id: string) =>
  (lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .filter((ref) => {
      const audit = lhr.audits[ref.id];
      return audit !== undefined && audit.score !== null && audit.score < 1;
    })
    .map((ref) => ref.id);

/** Attempts per Lighthouse run: a run that ends in a runtime error (e.g. NO_NAVSTART on a busy machine) is retried. */
const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * Runs Lighthouse `LIGHTHOUSE_RUNS` times per page in one Debian Chromium and keeps each page's median run
 * (`figures`); a page whose run still fails after `LIGHTHOUSE_ATTEMPTS` is left out of `figures` and its last
 * error is in `errors`, so one flaky page does not lose the others' figures.
 */
async function runLighthouse(pages: Record<string, LighthousePage>) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const out: Record<string, LighthouseFigure> = {};
  const errors: Record<string, string> = {};
  try {
    for (const [name, page] of Object.entries(pages)) {
      // one request first, so no run pays for a cold page cache or a first render
      await (await fetch(page.url, { headers: page.headers })).text();
      const runs: LighthouseResult[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS && !errors[name]; i++) {
        let error = "";
        for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS; attempt++) {
          const runner = await lighthouse(page.url, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            extraHeaders: page.headers ?? null,
          });
          const failure = runner?.lhr.runtimeError;
          if (runner?.lhr && !failure) {
            runs.push(runner.lhr);
            error = "";
            break;
          }
          error = failure ? `${failure.code}: ${failure.message}` : "no result";
          console.log(`  ${name}: run ${i + 1}, attempt ${attempt} failed (${error})`);
        }
        if (error) errors[name] = error;
      }
      if (errors[name]) continue;
      const byScore = [...runs].sort((a, b) => score(a, "performance") - score(b, "performance"));
      const lhr = byScore[Math.floor((byScore.length - 1) / 2)];
      if (!lhr) throw new Error(`no Lighthouse run of ${page.url}`);
      const requests =
        (
          lhr.audits["network-requests"]?.details as
            | { items?: { resourceType?: string; transferSize?: number }[] }
            | undefined
        )?.items ?? [];
      const scriptBytes = requests
        .filter((r) => r.resourceType === "Script")
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      out[name] = {
        performance: score(lhr, "performance"),
        accessibility: score(lhr, "accessibility"),
        bestPractices: score(lhr, "best-practices"),
        seo: score(lhr, "seo"),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
        cls: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
        scriptKbTransferred: Math.round(scriptBytes / 102.4) / 10,
        performanceRuns: runs.map((r) => score(r, "performance")),
        failedAudits: Object.fromEntries(
          ["accessibility", "best-practices", "seo"].map((id) => [id, failedIn(lhr, id)]),
        ),
      };
      const failed = Object.values(out[name].failedAudits).flat();
      console.log(
        `  ${name}: performance of each run ${out[name].performanceRuns.join(", ")}` +
          (failed.length ? `; failed audits (median run): ${failed.join(", ")}` : ""),
      );
    }
  } finally {
    chrome.kill();
  }
  return { figures: out, errors };
}

/** One line of the summary: what, the figure, issue 17's target (or the budget), and whether it is met. */
type SummaryRow = { figure: string; measured: string; target: string; status: "met" | "not met" | "—" };

/** A category's score with the audits that failed in it, e.g. `66 (failed: is-crawlable)`. */
const withFailed = (value: number, f: LighthouseFigure, category: string) =>
  f.failedAudits[category]?.length ? `${value} (failed: ${f.failedAudits[category].join(", ")})` : String(value);

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const mark = (ok: boolean): SummaryRow["status"] => (ok ? "met" : "not met");

function printSummary(rows: SummaryRow[], loadAverages: Record<string, number[]>) {
  const averages = Object.entries(loadAverages)
    .map(([when, l]) => `${when} ${l.join(" / ")}`)
    .join(", ");
  console.log(`\nIssue 17 summary (${ENGINE}; load average 1/5/15 min: ${averages})`);
  const width = (key: keyof SummaryRow) => Math.max(key.length, ...rows.map((r) => r[key].length));
  const [wf, wm, wt] = [width("figure"), width("measured"), width("target")];
  console.log(`  ${"figure".padEnd(wf)}  ${"measured".padEnd(wm)}  ${"target".padEnd(wt)}  status`);
  for (const r of rows) {
    console.log(`  ${r.figure.padEnd(wf)}  ${r.measured.padEnd(wm)}  ${r.target.padEnd(wt)}  ${r.status}`);
  }
  const missed = rows.filter((r) => r.status === "not met").length;
  const met = rows.filter((r) => r.status === "met").length;
  console.log(`  ${met} met, ${missed} not met`);
  const cores = availableParallelism();
  const busy = Object.entries(loadAverages).filter(([, [oneMinute = 0]]) => oneMinute > cores);
  if (busy.length > 0) {
    console.log(
      `  warning: the 1-minute load average was above this machine's ${cores} cores (${busy.map(([when, [l]]) => `${when} ${l}`).join(", ")}): ` +
        "other work shared the CPU, so requests/s, TBT and the performance score are lower than this build's; " +
        "read the shares of the static copy and re-run Lighthouse on a quiet machine",
    );
  }
}

const server = spawn(process.execPath, ["server/index.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    ALLOW_SIMULATORS: "true",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATABASE_URL,
    DATA_DIR: "memory://",
    LOG_LEVEL: "error",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  await waitReady(base, server, 120_000);
  const serverPid = server.pid;
  if (serverPid === undefined) throw new Error("the server process has no pid");
  const loadAverages: Record<string, number[]> = {};
  const summary: SummaryRow[] = [];

  const sellers = (await (await fetch(`${base}/api/product/sellers?limit=1`)).json()) as { items: { slug: string }[] };
  const slug = sellers.items[0]?.slug;
  if (!slug) throw new Error("no product to benchmark");
  const productPath = `/product/${slug}`;
  const detail = (await (await fetch(`${base}/api/product/${slug}`)).json()) as {
    variants: { id: string; stock: number }[];
  };
  const variantId = detail.variants.find((v) => v.stock > 0)?.id;
  if (!variantId) throw new Error(`${slug} has no variant in stock for the cart`);
  const added = await fetch(`${base}/api/cart/line`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ variantId, quantity: 1 }),
  });
  const cartCookie = added.headers.get("set-cookie")?.split(";")[0];
  if (!added.ok || !cartCookie) throw new Error(`adding a cart line answered ${added.status} without a cart cookie`);
  writeFileSync(STATIC_COPY, await (await fetch(`${base}${productPath}`)).text());

  // 1. HTML per page
  const html = await measureHtml(base, productPath);
  const cartHtml = await (
    await fetch(`${base}/cart`, { headers: { "accept-language": "en", cookie: cartCookie } })
  ).text();
  html["/cart (1 line)"] = { raw: Buffer.byteLength(cartHtml), gzip: gzipSync(cartHtml).length };
  console.log(`HTML per page (en; product = ${productPath}):`);
  console.table(
    Object.fromEntries(Object.entries(html).map(([page, b]) => [page, { raw: kb(b.raw), gzip: kb(b.gzip) }])),
  );
  const htmlTargets: Record<string, [number, string]> = {
    "/": [TARGETS.homeHtml, "issue 17"],
    product: [TARGETS.productHtml, "issue 17"],
  };
  for (const [page, bytes] of Object.entries(html)) {
    const [limit, source] = htmlTargets[page] ?? [HTML_BUDGETS[page], "budgets.ts"];
    summary.push({
      figure: `HTML ${page === "product" ? productPath : page}`,
      measured: `${kb(bytes.gzip)} gzip (${kb(bytes.raw)} raw)`,
      target: limit === undefined ? "—" : `≤ ${kb(limit)} gzip (${source})`,
      status: limit === undefined ? "—" : mark(bytes.gzip <= limit),
    });
  }

  // 2. load, 3. memory
  const memoryReady = memoryOf(serverPid);
  let loadFigures: Record<string, unknown> | undefined;
  let memoryAfterLoad: ReturnType<typeof memoryOf> | undefined;
  if (process.env.BENCH_SKIP_LOAD !== "1") {
    loadAverages["load start"] = load3();
    console.log(
      `autocannon: ${CONNECTIONS} connections, ${SECONDS} s each, ${LOAD_ROUNDS} rounds, against ${base} on ${ENGINE}`,
    );
    const runs: Record<"cachedPage" | "page" | "search" | "copy", LoadFigure[]> = {
      cachedPage: [],
      page: [],
      search: [],
      copy: [],
    };
    for (let round = 0; round < LOAD_ROUNDS; round++) {
      runs.cachedPage.push(await load(`${base}${productPath}`, `${productPath} (page cache)`));
      runs.page.push(await load(`${base}${productPath}`, `${productPath} (uncached)`, { cookie: UNCACHED_COOKIE }));
      runs.search.push(await load(`${base}/api/product/search?q=hoodie`));
      runs.copy.push(await load(`${base}/assets/bench-product-copy.html`, "static copy of the product page"));
    }
    const cachedPage = medianRound(runs.cachedPage);
    const page = medianRound(runs.page);
    const search = medianRound(runs.search);
    const copy = medianRound(runs.copy);
    memoryAfterLoad = memoryOf(serverPid);
    const share = (r: LoadFigure) =>
      Math.round((r.requestsPerSecond / Math.max(1, copy.requestsPerSecond)) * 1000) / 10;
    console.table([copy, cachedPage, page, search].map((r) => ({ ...r, "% of static": share(r) })));
    loadFigures = {
      engine: ENGINE,
      connections: CONNECTIONS,
      seconds: SECONDS,
      cachedPage,
      page,
      search,
      copy,
      ratioPercent: share(page),
      cachedRatioPercent: share(cachedPage),
      searchRatioPercent: share(search),
    };
    const figure = (r: LoadFigure & { rounds: number[] }) =>
      `${r.requestsPerSecond} req/s (rounds ${r.rounds.join(", ")}), p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${share(r)} % of static` +
      (r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : "");
    summary.push(
      { figure: "load: static copy", measured: figure(copy), target: "the reference", status: "—" },
      {
        figure: "load: product page, page cache",
        measured: figure(cachedPage),
        target: `≥ ${GOALS.cachedShareOfStatic} % of static`,
        status: mark(share(cachedPage) >= GOALS.cachedShareOfStatic),
      },
      {
        figure: "load: product page, uncached",
        measured: figure(page),
        target: `≥ ${GOALS.uncachedProductRps} req/s`,
        status: mark(page.requestsPerSecond >= GOALS.uncachedProductRps),
      },
      {
        figure: "load: search API",
        measured: figure(search),
        target: `≥ ${GOALS.searchApiRps} req/s`,
        status: mark(search.requestsPerSecond >= GOALS.searchApiRps),
      },
      {
        figure: "RSS after the load",
        measured: `${memoryAfterLoad.rssMb} MiB (${memoryReady.rssMb} MiB once ready, peak ${memoryAfterLoad.peakRssMb} MiB)`,
        target: "— (none set)",
        status: "—",
      },
    );
  } else {
    summary.push({ figure: "load and RSS", measured: "skipped (BENCH_SKIP_LOAD=1)", target: "", status: "—" });
  }

  // 4. Lighthouse
  let lighthouseFigures: Awaited<ReturnType<typeof runLighthouse>> | undefined;
  if (process.env.BENCH_SKIP_LIGHTHOUSE !== "1") {
    loadAverages.lighthouse = load3();
    console.log(`lighthouse (mobile, median of ${LIGHTHOUSE_RUNS}):`);
    const pages: Record<string, LighthousePage> = {
      home: { url: `${base}/`, judged: true },
      search: { url: `${base}/product/search`, judged: true },
      product: { url: `${base}${productPath}`, judged: true },
      "cart (1 line)": { url: `${base}/cart`, headers: { cookie: cartCookie }, judged: true },
      "search?q= (noindex)": { url: `${base}/product/search?q=hoodie`, judged: false },
    };
    lighthouseFigures = await runLighthouse(pages);
    console.table(
      Object.fromEntries(
        Object.entries(lighthouseFigures.figures).map(([name, { failedAudits: _, performanceRuns, ...f }]) => [
          name,
          { ...f, "performance (runs)": performanceRuns.join(" ") },
        ]),
      ),
    );
    for (const [name, error] of Object.entries(lighthouseFigures.errors)) {
      const judged = pages[name]?.judged ?? false;
      summary.push({
        figure: `lighthouse ${name}`,
        measured: `no figure: ${error.slice(0, 80)}`,
        target: judged ? "a median run" : "— (not judged)",
        status: judged ? "not met" : "—",
      });
    }
    for (const [name, f] of Object.entries(lighthouseFigures.figures)) {
      const judged = pages[name]?.judged ?? false;
      const row = (what: string, measured: string, target: string, ok: boolean): SummaryRow => ({
        figure: `lighthouse ${name}: ${what}`,
        measured,
        target: judged ? target : "— (not judged)",
        status: judged ? mark(ok) : "—",
      });
      summary.push(
        row(
          "performance",
          `${f.performance} (runs ${f.performanceRuns.join(", ")})`,
          `≥ ${GOALS.performance}`,
          f.performance >= GOALS.performance,
        ),
        row(
          "accessibility",
          withFailed(f.accessibility, f, "accessibility"),
          "100",
          f.accessibility >= GOALS.otherScores,
        ),
        row(
          "best practices",
          withFailed(f.bestPractices, f, "best-practices"),
          "100",
          f.bestPractices >= GOALS.otherScores,
        ),
        row("SEO", withFailed(f.seo, f, "seo"), "100", f.seo >= GOALS.otherScores),
        row(
          "LCP",
          `${(f.lcpMs / 1000).toFixed(2)} s (TBT ${f.tbtMs} ms, CLS ${f.cls}, JS ${f.scriptKbTransferred} kB)`,
          `≤ ${GOALS.lcpMs / 1000} s`,
          f.lcpMs <= GOALS.lcpMs,
        ),
      );
    }
  } else {
    summary.push({ figure: "lighthouse", measured: "skipped (BENCH_SKIP_LIGHTHOUSE=1)", target: "", status: "—" });
  }

  // 5. initial JS per route
  const manifest = readManifest();
  const initialJsBytes = Object.fromEntries(Object.keys(JS_BUDGETS).map((id) => [id, initialJs(manifest, id)]));
  for (const [id, bytes] of Object.entries(initialJsBytes)) {
    const storefront = STOREFRONT_ROUTES.has(id);
    const limit = storefront ? TARGETS.storefrontJs : (JS_BUDGETS[id] ?? Number.POSITIVE_INFINITY);
    summary.push({
      figure: `initial JS ${id}`,
      measured: `${kb(bytes)} gzip`,
      target: `≤ ${kb(limit)} (${storefront ? "issue 17" : "own budget"})`,
      status: mark(bytes <= limit),
    });
  }

  loadAverages.end = load3();
  printSummary(summary, loadAverages);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    "bench/results/latest.json",
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        engine: ENGINE,
        loadAverages,
        productPath,
        html,
        load: loadFigures,
        memory: { ready: memoryReady, afterLoad: memoryAfterLoad, source: `/proc/${serverPid}/status` },
        lighthouse: lighthouseFigures && {
          runs: LIGHTHOUSE_RUNS,
          median: "the run with the median performance score",
          pages: lighthouseFigures.figures,
          errors: lighthouseFigures.errors,
        },
        initialJsBytes,
        summary,
      },
      null,
      2,
    )}\n`,
  );
} finally {
  rmSync(STATIC_COPY, { force: true });
  server.kill("SIGTERM");
}
