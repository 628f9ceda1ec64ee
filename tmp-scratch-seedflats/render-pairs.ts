import { chromium } from "playwright-core";
import { GARMENT_TYPES } from "../core/catalog/garment-types.ts";
import { renderFlat } from "../core/media/flats/index.ts";

const color = process.argv[2] ?? "#f4f1ea";
const tag = process.argv[3] ?? "light";
const only = process.argv[4]?.split(",");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
const page = await browser.newPage({ viewport: { width: 1200, height: 700 } });
for (const t of GARMENT_TYPES) {
  if (only && !only.includes(t)) continue;
  const html = `<html><body style="margin:0;display:flex;background:#fff">${renderFlat({ garmentType: t, view: "front", colorHex: color })}${renderFlat({ garmentType: t, view: "back", colorHex: color })}</body></html>`;
  await page.setContent(html);
  await page.screenshot({ path: `/tmp/flat-${tag}-${t}.png` });
}
await browser.close();
