/**
 * Configurator benchmark of issues 5 and 15 (`npm run bench:configurator`; needs a build first,
 * builds nothing itself; `BUILD_DIR` picks the build like `server/index.ts` does, default `build/`).
 * Prints:
 *
 * 1. JavaScript the `/customize/{id}` route sends, gzip sizes (scripts/budgets.ts `gzipBytes`, the measure of the
 *    initial-JS budgets) read from `<build>/client/assets`:
 *    the initial modules (entry, root, route and their imports, from React Router's manifest), the
 *    lazy 3D chunk (three.js + react-three-fiber + the garment geometry), and for comparison the
 *    product page's initial JavaScript; it fails when any other route's initial JS contains the
 *    3D chunk.
 * 2. For each Chromium graphics setting (BENCH_GL, comma-separated; default `default,angle-swiftshader`):
 *    the WebGL renderer Chromium reports (so the figures say what drew them: on a machine without a
 *    GPU every setting ends in SwiftShader, i.e. on the CPU), then per garment type, times from
 *    navigation (ms): the flat drawing visible (server-rendered), the controls usable (the editor
 *    hydrated: `data-hydrated="true"`), and the first 3D frame (the viewer's `data-ready="true"` in
 *    3D mode, set after react-three-fiber's `onCreated` plus two animation frames). One cold load
 *    (empty cache, the hoodie), then the median of BENCH_RUNS (3) warm loads per garment type.
 *    Settings: `default` = the journeys' flags (`--disable-gpu`: Chromium falls back to SwiftShader
 *    through ANGLE/Vulkan); `angle-swiftshader` = no `--disable-gpu`, `--use-gl=angle
 *    --use-angle=swiftshader` (the GPU process path with SwiftShader as its device); `gpu` = no
 *    `--disable-gpu`, `--use-angle=default --ignore-gpu-blocklist` (a real GPU where the machine has one).
 *
 * Figures also go to `bench/results/configurator.json`. Options by env: BUILD_DIR, BENCH_PORT (3295),
 * BENCH_RUNS, BENCH_GL.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { gzipBytes, initialFiles, readManifest, waitReady } from "../scripts/budgets.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/setup/chromium.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3295);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const base = `http://127.0.0.1:${PORT}`;
const BUILD = process.env.BUILD_DIR ?? "build";
const ASSETS = `${BUILD}/client/assets`;

/** Chromium flags per graphics setting (see the header). */
const GL_SETTINGS: Record<string, string[]> = {
  default: CHROMIUM_ARGS,
  "angle-swiftshader": [
    ...CHROMIUM_ARGS.filter((a) => a !== "--disable-gpu"),
    "--use-gl=angle",
    "--use-angle=swiftshader",
  ],
  gpu: [...CHROMIUM_ARGS.filter((a) => a !== "--disable-gpu"), "--use-angle=default", "--ignore-gpu-blocklist"],
};
const GL = (process.env.BENCH_GL ?? "default,angle-swiftshader").split(",").map((s) => s.trim());
for (const g of GL)
  if (!GL_SETTINGS[g]) throw new Error(`BENCH_GL: unknown setting ${g} (${Object.keys(GL_SETTINGS)})`);

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

const gzipKb = (url: string) => gzipBytes(url) / 1024;

const sum = (files: string[]) => files.reduce((s, f) => s + gzipKb(f), 0);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

const manifest = readManifest();
const customize = initialFiles(manifest, "routes/customize/customize");
const product = initialFiles(manifest, "routes/product");
const threeChunk = readdirSync(ASSETS).find((f) => f.startsWith("GarmentViewer.client-") && f.endsWith(".js"));
if (!threeChunk) throw new Error("no GarmentViewer.client chunk in the build");
const leaking = Object.keys(manifest.routes).filter((id) =>
  initialFiles(manifest, id).some((f) => f.includes("GarmentViewer.client")),
);
const js = {
  customizeInitialKb: Number(sum(customize).toFixed(1)),
  threeChunkKb: Number(gzipKb(`/assets/${threeChunk}`).toFixed(1)),
  customizeTotalKb: Number((sum(customize) + gzipKb(`/assets/${threeChunk}`)).toFixed(1)),
  productInitialKb: Number(sum(product).toFixed(1)),
  routesWithThreeInInitialJs: leaking,
};
console.log("JavaScript, gzip (kB):");
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
/** Milliseconds from navigation to each stage of one load. */
interface Load {
  flatMs: number;
  usableMs: number;
  firstFrameMs: number;
}
interface GlResult {
  renderer: string;
  cold: Load;
  warm: Record<string, Load[]>;
}
const results: Record<string, GlResult> = {};

/** What Chromium's WebGL says it draws with (unmasked renderer string), or why there is none. */
async function webglRenderer(page: import("playwright-core").Page): Promise<string> {
  return page.evaluate(() => {
    const canvas = document.createElement("canvas");
    const gl = (canvas.getContext("webgl2") ?? canvas.getContext("webgl")) as WebGLRenderingContext | null;
    if (!gl) return "no WebGL";
    const info = gl.getExtension("WEBGL_debug_renderer_info");
    return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  });
}

async function measure(page: import("playwright-core").Page, slug: string): Promise<Load> {
  const started = performance.now();
  const since = () => Math.round(performance.now() - started);
  await page.goto(`${base}/customize/${slug}`, { waitUntil: "commit" });
  const stage = (selector: string) =>
    page.waitForSelector(selector, { timeout: 120_000, state: "attached" }).then(since);
  const [flatMs, usableMs, firstFrameMs] = await Promise.all([
    page.waitForSelector('[data-testid="garment-flat"]', { timeout: 120_000, state: "visible" }).then(since),
    stage('[data-testid="design-editor"][data-hydrated="true"]'),
    stage('[data-testid="garment-viewer"][data-mode="3d"][data-ready="true"]'),
  ]);
  return { flatMs, usableMs, firstFrameMs };
}

try {
  await waitReady(base, server, 120_000);
  for (const gl of GL) {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: GL_SETTINGS[gl] });
    try {
      // cold: a fresh context (empty cache) on the hoodie
      const cold = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const coldPage = await cold.newPage();
      const coldLoad = await measure(coldPage, PRODUCTS.hoodie as string);
      const renderer = await webglRenderer(coldPage);
      await cold.close();
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await measure(page, PRODUCTS.hoodie as string); // warm the cache
      const warm: Record<string, Load[]> = {};
      for (const [type, slug] of Object.entries(PRODUCTS)) {
        warm[type] = [];
        for (let i = 0; i < RUNS; i++) warm[type].push(await measure(page, slug));
      }
      await context.close();
      results[gl] = { renderer, cold: coldLoad, warm };
    } finally {
      await browser.close();
    }
  }
} finally {
  server.kill("SIGTERM");
}

const med = (loads: Load[], k: keyof Load) => median(loads.map((l) => l[k]));
for (const [gl, r] of Object.entries(results)) {
  console.log(`\nChromium graphics "${gl}" (${GL_SETTINGS[gl]?.filter((a) => /gpu|gl|angle/.test(a)).join(" ")}):`);
  console.log(`  WebGL renderer: ${r.renderer}`);
  console.log(
    `  cold cache, hoodie: flat drawing ${r.cold.flatMs} · controls usable ${r.cold.usableMs} · first 3D frame ${r.cold.firstFrameMs}`,
  );
  console.log(`  warm, median of ${RUNS} (ms):   flat   usable   first 3D frame`);
  for (const [type, loads] of Object.entries(r.warm)) {
    console.log(
      `    ${type.padEnd(22)} ${String(med(loads, "flatMs")).padStart(5)} ${String(med(loads, "usableMs")).padStart(8)} ${String(med(loads, "firstFrameMs")).padStart(16)}`,
    );
  }
}
mkdirSync("bench/results", { recursive: true });
writeFileSync(
  "bench/results/configurator.json",
  `${JSON.stringify({ measuredAt: new Date().toISOString(), build: BUILD, js, runs: RUNS, graphics: results }, null, 2)}\n`,
);
if (leaking.length > 0) process.exitCode = 1;
