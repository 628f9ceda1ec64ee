import { writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { GARMENT_TYPES } from "../core/catalog/garment-types.ts";
import { renderFlat } from "../core/media/flats/index.ts";

const colors = (process.argv[2] ?? "#f4f1ea,#1f2a44").split(",");
const out = process.argv[3] ?? "/tmp/flats.png";
let html = `<html><body style="margin:0;background:#fff;font:14px sans-serif"><div style="display:grid;grid-template-columns:repeat(4,300px);gap:6px">`;
for (const c of colors)
  for (const t of GARMENT_TYPES)
    for (const v of ["front", "back"] as const) {
      const svg = renderFlat({ garmentType: t, view: v, colorHex: c }).replace(/width="600" height="700"/, 'width="300" height="350"');
      html += `<div style="border:1px solid #ddd"><div>${t} ${v} ${c}</div>${svg}</div>`;
    }
html += "</div></body></html>";
writeFileSync("/tmp/flats.html", html);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
const page = await browser.newPage({ viewport: { width: 1230, height: 800 } });
await page.setContent(html);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log("ok", out);
