import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures.ts";

/**
 * True colours (issue 20: "dyes render about 20 % darker than their swatch"). A t-shirt is shown
 * from the front in three dyes — near white, a mid tone and a dark one — on WebGL (SwiftShader in
 * Debian Chromium), both in the live viewer and in the rendered front view the review and the tech
 * pack use; the median colour of the chest (a patch in the middle of the garment, no print, no
 * seams) must be within ΔE2000 5 of the dye's swatch hex. Prints the figures.
 */

const TEE = "essential-organic-tee";
const READY = '[data-testid="garment-viewer"][data-mode="3d"][data-ready="true"]';
const DYES = [
  { code: "white", hex: "#f7f7f4" },
  { code: "sage", hex: "#9cab8e" },
  { code: "navy", hex: "#1f2a44" },
] as const;
/** Largest colour difference allowed between the rendered chest and the swatch (CIEDE2000). */
const MAX_DELTA_E = 5;

type Rgb = [number, number, number];

function hexRgb(hex: string): Rgb {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

/** sRGB (0–255) → CIELAB (D65). */
function lab([r, g, b]: Rgb): Rgb {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [R, G, B] = [lin(r), lin(g), lin(b)];
  const x = (0.4124564 * R + 0.3575761 * G + 0.1804375 * B) / 0.95047;
  const y = 0.2126729 * R + 0.7151522 * G + 0.072175 * B;
  const z = (0.0193339 * R + 0.119192 * G + 0.9503041 * B) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t) / 116 + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIEDE2000 colour difference of two sRGB colours (Sharma, Wu & Dalal 2005). */
function deltaE2000(a: Rgb, b: Rgb): number {
  const [L1, a1, b1] = lab(a);
  const [L2, a2, b2] = lab(b);
  const rad = Math.PI / 180;
  const C1 = Math.hypot(a1, b1);
  const C2 = Math.hypot(a2, b2);
  const Cm = (C1 + C2) / 2;
  const G = 0.5 * (1 - Math.sqrt(Cm ** 7 / (Cm ** 7 + 25 ** 7)));
  const a1p = (1 + G) * a1;
  const a2p = (1 + G) * a2;
  const C1p = Math.hypot(a1p, b1);
  const C2p = Math.hypot(a2p, b2);
  const h = (x: number, y: number) => (x === 0 && y === 0 ? 0 : (Math.atan2(y, x) / rad + 360) % 360);
  const h1p = h(a1p, b1);
  const h2p = h(a2p, b2);
  const dLp = L2 - L1;
  const dCp = C2p - C1p;
  let dhp = 0;
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin((dhp / 2) * rad);
  const Lm = (L1 + L2) / 2;
  const Cmp = (C1p + C2p) / 2;
  let hm = h1p + h2p;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) > 180) hm += h1p + h2p < 360 ? 360 : -360;
    hm /= 2;
  }
  const T =
    1 -
    0.17 * Math.cos((hm - 30) * rad) +
    0.24 * Math.cos(2 * hm * rad) +
    0.32 * Math.cos((3 * hm + 6) * rad) -
    0.2 * Math.cos((4 * hm - 63) * rad);
  const dTheta = 30 * Math.exp(-(((hm - 275) / 25) ** 2));
  const Rc = 2 * Math.sqrt(Cmp ** 7 / (Cmp ** 7 + 25 ** 7));
  const Sl = 1 + (0.015 * (Lm - 50) ** 2) / Math.sqrt(20 + (Lm - 50) ** 2);
  const Sc = 1 + 0.045 * Cmp;
  const Sh = 1 + 0.015 * Cmp * T;
  const Rt = -Math.sin(2 * dTheta * rad) * Rc;
  return Math.sqrt((dLp / Sl) ** 2 + (dCp / Sc) ** 2 + (dHp / Sh) ** 2 + Rt * (dCp / Sc) * (dHp / Sh));
}

/**
 * Median colour of the garment's chest in a front view: the middle of the image (the viewer frames
 * the garment's bounds centred), 12 % of its width across and from 38 % to 52 % of its height —
 * below the neck, above the hem, clear of the sleeves and of any seam.
 */
async function chestMedian(png: Buffer): Promise<Rgb> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const channels: [number[], number[], number[]] = [[], [], []];
  for (let y = Math.round(info.height * 0.38); y < info.height * 0.52; y++) {
    for (let x = Math.round(info.width * 0.44); x < info.width * 0.56; x++) {
      const i = (y * info.width + x) * 3;
      for (let c = 0; c < 3; c++) channels[c as 0 | 1 | 2].push(data[i + c] as number);
    }
  }
  return channels.map((list) => {
    list.sort((a, b) => a - b);
    return list[Math.floor(list.length / 2)] as number;
  }) as Rgb;
}

const hexOf = (c: Rgb) => `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;

async function frontRenders(page: Page, dye: string): Promise<{ live: Buffer; rendered: Buffer }> {
  await page.goto(`/customize/${TEE}?dye=${dye}&snapshot=1`);
  await expect(page.locator(READY)).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId("garment-viewer")).toHaveAttribute("data-view", "front");
  const img = page.getByTestId("snapshot-front");
  await expect(img).toBeVisible({ timeout: 20_000 });
  const dataUrl = await img.evaluate((el: HTMLImageElement) => {
    const c = document.createElement("canvas");
    c.width = el.naturalWidth;
    c.height = el.naturalHeight;
    (c.getContext("2d") as CanvasRenderingContext2D).drawImage(el, 0, 0);
    return c.toDataURL("image/png");
  });
  const rendered = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  // the live canvas, after the dye's colour has settled (it eases over a few frames)
  await page.waitForTimeout(500);
  const live = await page.getByTestId("garment-canvas").screenshot();
  return { live, rendered };
}

test.describe("true dye colours", () => {
  for (const dye of DYES) {
    test(`a t-shirt in ${dye.code} renders within ΔE2000 ${MAX_DELTA_E} of its swatch`, async ({ page }) => {
      test.setTimeout(120_000);
      const { live, rendered } = await frontRenders(page, dye.code);
      const swatch = hexRgb(dye.hex);
      const liveMedian = await chestMedian(live);
      const renderedMedian = await chestMedian(rendered);
      const dLive = deltaE2000(liveMedian, swatch);
      const dRendered = deltaE2000(renderedMedian, swatch);
      console.log(
        `[colour] ${dye.code} swatch ${dye.hex}: viewer ${hexOf(liveMedian)} ΔE2000 ${dLive.toFixed(2)}, rendered view ${hexOf(renderedMedian)} ΔE2000 ${dRendered.toFixed(2)}`,
      );
      expect(dLive, `viewer chest ${hexOf(liveMedian)} vs swatch ${dye.hex}`).toBeLessThanOrEqual(MAX_DELTA_E);
      expect(dRendered, `rendered view chest ${hexOf(renderedMedian)} vs swatch ${dye.hex}`).toBeLessThanOrEqual(
        MAX_DELTA_E,
      );
    });
  }
});
