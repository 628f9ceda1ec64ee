/**
 * Configurator benchmark of issue 5 (`npm run bench:configurator`; needs `npm run build` first,
 * builds nothing itself). Prints:
 *
 * 1. JavaScript the `/customize/{id}` route sends, gzip (level 9) sizes read from `build/client/assets`:
 *    the initial modules (entry, root, route and their imports, from React Router's manifest), the
 *    lazy 3D chunk (three.js + react-three-fiber + the garment geometry), and for comparison the
 *    product page's initial JavaScript; it fails when any other route's initial JS contains the
 *    3D chunk.
 * 2. Time from navigation to the first 3D frame in headless Chromium (Debian's, via playwright-core;
 *    WebGL by SwiftShader, i.e. on the CPU): a cold load (empty cache) and warm loads of every garment
 *    type, median of BENCH_RUNS (3) each. "First frame" = the viewer's `data-ready="true"`, set after
 *    react-three-fiber's `onCreated` plus two animation frames.
 *
 * Figures also go to `bench/results/configurator.json`. Options by env: BENCH_PORT (3295), BENCH_RUNS.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/setup/chromium.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3295);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const base = `http://127.0.0.1:${PORT}`;
const ASSETS = "build/client/assets";

/** One customizable demo product per garment type. */
const PRODUCTS: Record<string, string> = {
  "t-shirt": "essential-organic-tee",
  "oversized-t-shirt": "heavyweight-boxy-tee",
  shorts: "french-terry-sweat-shorts",
  hoodie: "classic-pullover-hoodie",
  "oversized-hoodie": "oversized-heavy-hoodie",
  pants: "classic-fleece-joggers",
  sweatshirt: "classic-crewneck-sweatshirt",
  "oversized-sweatshirt": "oversized-heavy-crewneck",
};

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; parentId?: string; module: string; imports?: string[] }>;
}

function readManifest(): Manifest {
  const file = readdirSync(ASSETS).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no React Router manifest in ${ASSETS}: run npm run build first`);
  const text = readFileSync(`${ASSETS}/${file}`, "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest;
}

const gzipSizes = new Map<string, number>();
function gzipKb(path: string): number {
  let size = gzipSizes.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(`build/client${path}`), { level: 9 }).length;
    gzipSizes.set(path, size);
  }
  return size / 1024;
}

/** The modules a route loads before it renders: entry, its ancestors and itself, with imports. */
function initialModules(m: Manifest, routeId: string): string[] {
  const files = new Set<string>([m.entry.module, ...m.entry.imports]);
  let id: string | undefined = routeId;
  while (id) {
    const r: Manifest["routes"][string] | undefined = m.routes[id];
    if (!r) break;
    files.add(r.module);
    for (const i of r.imports ?? []) files.add(i);
    id = r.parentId;
  }
  return [...files];
}

const sum = (files: string[]) => files.reduce((s, f) => s + gzipKb(f), 0);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

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

const manifest = readManifest();
const customize = initialModules(manifest, "routes/customize/customize");
const product = initialModules(manifest, "routes/product");
const threeChunk = readdirSync(ASSETS).find((f) => f.startsWith("GarmentViewer.client-") && f.endsWith(".js"));
if (!threeChunk) throw new Error("no GarmentViewer.client chunk in the build");
const leaking = Object.keys(manifest.routes).filter((id) =>
  initialModules(manifest, id).some((f) => f.includes("GarmentViewer.client")),
);
const js = {
  customizeInitialKb: Number(sum(customize).toFixed(1)),
  threeChunkKb: Number(gzipKb(`/assets/${threeChunk}`).toFixed(1)),
  customizeTotalKb: Number((sum(customize) + gzipKb(`/assets/${threeChunk}`)).toFixed(1)),
  productInitialKb: Number(sum(product).toFixed(1)),
  routesWithThreeInInitialJs: leaking,
};
console.log("JavaScript, gzip -9 (kB):");
console.log(
  `  /customize initial ${js.customizeInitialKb} + lazy 3D chunk ${js.threeChunkKb} = ${js.customizeTotalKb}`,
);
console.log(
  `  /product initial ${js.productInitialKb} (no 3D chunk: ${leaking.length === 0 ? "yes" : `NO: ${leaking.join(", ")}`})`,
);

const server = spawn(process.execPath, ["server/index.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    ALLOW_SIMULATORS: "true",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: "memory://",
    LOG_LEVEL: "error",
    SIBS_SIMULATOR_PORT: String(PORT + 1000),
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const frames: Record<string, { coldMs?: number; warmMs: number[] }> = {};
try {
  await waitReady();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const measure = async (page: import("playwright-core").Page, slug: string) => {
      const started = Date.now();
      await page.goto(`${base}/customize/${slug}`);
      await page.waitForSelector('[data-testid="garment-viewer"][data-mode="3d"][data-ready="true"]', {
        timeout: 120_000,
      });
      return Date.now() - started;
    };
    // cold: a fresh context (empty cache) on the hoodie
    const cold = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const coldMs = await measure(await cold.newPage(), PRODUCTS.hoodie as string);
    await cold.close();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await measure(page, PRODUCTS.hoodie as string); // warm the cache
    for (const [type, slug] of Object.entries(PRODUCTS)) {
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(page, slug));
      frames[type] = { warmMs: runs };
    }
    (frames.hoodie as { coldMs?: number }).coldMs = coldMs;
    await context.close();
  } finally {
    await browser.close();
  }
} finally {
  server.kill("SIGTERM");
}

console.log(`Navigation → first 3D frame, headless Chromium (SwiftShader), median of ${RUNS} warm loads (ms):`);
for (const [type, f] of Object.entries(frames)) {
  console.log(`  ${type.padEnd(22)} ${median(f.warmMs)}${f.coldMs ? `   (cold cache: ${f.coldMs})` : ""}`);
}
mkdirSync("bench/results", { recursive: true });
writeFileSync(
  "bench/results/configurator.json",
  `${JSON.stringify({ measuredAt: new Date().toISOString(), js, firstFrameMs: frames }, null, 2)}\n`,
);
if (leaking.length > 0) process.exitCode = 1;
