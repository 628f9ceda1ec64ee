import { chromium } from "playwright-core";
import { renderFlat } from "../core/media/flats/index.ts";
// usage: zoom.ts type view color x y w h out
const [t, v, c, x, y, w, h, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
const page = await browser.newPage({ viewport: { width: 600, height: 700 }, deviceScaleFactor: 3 });
await page.setContent(`<html><body style="margin:0">${renderFlat({ garmentType: t as never, view: v as never, colorHex: c! })}</body></html>`);
await page.screenshot({ path: out, clip: { x: +x!, y: +y!, width: +w!, height: +h! } });
await browser.close();
