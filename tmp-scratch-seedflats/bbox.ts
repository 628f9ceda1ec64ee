import { chromium } from "playwright-core";
import { GARMENT_TYPES } from "../core/catalog/garment-types.ts";
import { renderFlat } from "../core/media/flats/index.ts";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
const page = await browser.newPage();
for (const t of GARMENT_TYPES) for (const v of ["front","back"] as const) {
  await page.setContent(renderFlat({ garmentType: t, view: v, colorHex: "#888888" }));
  const b = await page.evaluate(() => { const r = (document.querySelector("svg > g") as SVGGElement).getBBox(); return [r.x, r.y, r.x + r.width, r.y + r.height].map(Math.round); });
  console.log(t.padEnd(22), v.padEnd(6), b.join(" "));
}
await browser.close();
