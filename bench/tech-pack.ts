/**
 * Tech pack PDF generation time (issue 5 benchmark; `npm run bench:techpack`).
 *
 * Opens an in-memory PGlite database, migrates and seeds it with the demo data, stores a realistic
 * hoodie design through the real core calls (`storeUpload`, `saveDesign`) with two artworks — a
 * 3000 × 3000 px PNG logo with transparency on the front (digital print, ≈ 305 DPI at 250 mm) and a
 * 2000 × 2500 px JPEG on the back (digital print) — plus rendered front and back views (PNG
 * 1200 × 1500 px), a printed neck label and 250 units over five sizes. Files live in an in-memory
 * storage, so disk speed does not count.
 *
 * Then, after WARMUP runs, it generates the PDF RUNS times (BENCH_RUNS, default 20) twice:
 * `getTechPack` (what `GET /api/customize/{id}/techpack` does: access check, design and options
 * from the database, rendering) and `renderTechPack` alone (design and options already loaded).
 * Prints p50/p95/max in ms and the PDF size in kB (1 kB = 1000 bytes) for each.
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import pino from "pino";
import sharp from "sharp";
import { newCartToken } from "../core/cart/cart-ref.ts";
import { saveDesign } from "../core/customization/designs.ts";
import { getThreeProductOptions } from "../core/customization/get-three-product.ts";
import { getTechPack, renderTechPack } from "../core/customization/tech-pack.ts";
import type { FileStorage } from "../core/ports/file-storage.ts";
import { storeUpload } from "../core/media/store-upload.ts";
import { createCtx } from "../core/shared/ctx.ts";
import { openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { seedDemo } from "../db/seed/seed-demo.ts";
import { offlineServices } from "../server/composition.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = 2;

const files = new Map<string, Uint8Array>();
const storage: FileStorage = {
  put: async (key, bytes) => {
    files.set(key, bytes);
  },
  get: async (key) => files.get(key) ?? null,
  delete: async (key) => {
    files.delete(key);
  },
};

/** A logo: shapes and lettering on a transparent ground. */
function logoSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 300 300">
  <circle cx="150" cy="150" r="120" fill="none" stroke="#d9a53f" stroke-width="14"/>
  <path d="M80 190 L150 70 L220 190 Z" fill="#b4643f"/>
  <rect x="95" y="200" width="110" height="22" rx="6" fill="#2f55a4"/>
  <text x="150" y="262" font-family="sans-serif" font-size="30" font-weight="bold" text-anchor="middle" fill="#f7f7f4">BARCELOS</text>
</svg>`;
}

/** A photo-like picture: gradients and soft shapes. */
function photoSvg(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 200 250">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2f55a4"/><stop offset="1" stop-color="#d9a53f"/></linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="#fff6d0"/><stop offset="1" stop-color="#d9a53f" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="200" height="250" fill="url(#sky)"/>
  <circle cx="140" cy="80" r="60" fill="url(#sun)"/>
  <path d="M0 190 Q50 150 100 185 T200 170 V250 H0 Z" fill="#2f4a3a"/>
  <path d="M0 215 Q60 190 120 215 T200 205 V250 H0 Z" fill="#6b6b3a" opacity="0.8"/>
</svg>`;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;

async function time(label: string, run: () => Promise<Uint8Array>) {
  for (let i = 0; i < WARMUP; i++) await run();
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const pdf = await run();
    ms.push(performance.now() - start);
    bytes = pdf.byteLength;
  }
  ms.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  const figures = {
    runs: RUNS,
    p50Ms: round(quantile(ms, 0.5)),
    p95Ms: round(quantile(ms, 0.95)),
    maxMs: round(ms[ms.length - 1] ?? Number.NaN),
    pdfKb: round(bytes / 1000),
  };
  console.log(
    `${label.padEnd(34)} p50 ${figures.p50Ms} ms  p95 ${figures.p95Ms} ms  max ${figures.maxMs} ms  PDF ${figures.pdfKb} kB`,
  );
  return figures;
}

const log = pino({ level: "silent" });
const database = await openDatabase({ dataDir: "memory://" });
try {
  await migrateDatabase(database);
  // no outside service is reached; uploads go to the in-memory storage above
  const services = {
    ...offlineServices({
      publicUrl: "http://localhost:3000",
      linkSecret: "",
      uploadsDir: join(tmpdir(), "fabrico-bench"),
    }),
    storage,
  };
  const ctx = createCtx({ db: database.db, log, services });
  await seedDemo(ctx);

  const owner = { userId: null, guestToken: newCartToken() };
  const upload = async (name: string, bytes: Buffer) =>
    storeUpload(ctx, { kind: "artwork", name, bytes: new Uint8Array(bytes), owner });
  const logo = await upload(
    "logo-3000.png",
    await sharp(Buffer.from(logoSvg(3000)))
      .png()
      .toBuffer(),
  );
  const photo = await upload(
    "photo-2000x2500.jpg",
    await sharp(Buffer.from(photoSvg(2000, 2500)))
      .jpeg({ quality: 90 })
      .toBuffer(),
  );
  const view = async (name: string, hex: string) =>
    upload(
      name,
      await sharp({ create: { width: 1200, height: 1500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
        .composite([
          {
            input: Buffer.from(
              `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1500"><path d="M300 200 L500 120 Q600 220 700 120 L900 200 L1100 600 L950 660 L930 1400 H270 L250 660 L100 600 Z" fill="${hex}"/></svg>`,
            ),
          },
        ])
        .png()
        .toBuffer(),
    );
  const front = await view("render-front.png", "#1f2a44");
  const back = await view("render-back.png", "#1f2a44");
  const design = await saveDesign(ctx, {
    owner,
    threeProduct: "hoodie",
    name: "Benchmark hoodie",
    status: "saved",
    document: {
      dye: "navy",
      labels: { neck: "neck-printed" },
      placements: [
        {
          placement: "front",
          technique: "digital-print",
          artwork: { uploadId: logo.id },
          widthMm: 250,
          heightMm: 250,
          centerXMm: 152.5,
          centerYMm: 127,
        },
        {
          placement: "back",
          technique: "digital-print",
          artwork: { uploadId: photo.id },
          widthMm: 280,
          heightMm: 350,
          centerXMm: 152.5,
          centerYMm: 200,
        },
      ],
      sizes: { S: 40, M: 80, L: 70, XL: 40, XXL: 20 },
      notes: "Benchmark design: two artworks, rendered views, printed neck label.",
    },
    frontImageId: front.id,
    backImageId: back.id,
  });
  if (design.refusals.length > 0) throw new Error(`benchmark design refused: ${JSON.stringify(design.refusals)}`);
  const kb = (n: number) => `${Math.round(n / 100) / 10} kB`;
  console.log(
    `tech pack benchmark: ${RUNS} runs after ${WARMUP} warm-up; artwork ${logo.widthPx}×${logo.heightPx} PNG (${kb(logo.size)}), ` +
      `${photo.widthPx}×${photo.heightPx} JPEG (${kb(photo.size)}); views 2 × 1200×1500 PNG; Node ${process.version}`,
  );
  const options = await getThreeProductOptions(ctx, design.threeProduct.id);
  await time("getTechPack (as the route)", async () => (await getTechPack(ctx, { owner, id: design.id })).bytes);
  await time("renderTechPack (render only)", () => renderTechPack(ctx, design, options));
} finally {
  await database.close();
}
