import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { logoOnWhitePng } from "../../tests/fixtures/artwork.ts";
import { measurePixels } from "./artwork-colours.ts";
import { removeBackgroundPixels } from "./remove-background.ts";

async function rgba(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}
const alphaAt = (img: { data: Uint8Array; width: number }, x: number, y: number) =>
  img.data[(y * img.width + x) * 4 + 3];
const rgbAt = (img: { data: Uint8Array; width: number }, x: number, y: number) =>
  Array.from(img.data.subarray((y * img.width + x) * 4, (y * img.width + x) * 4 + 3));

describe("background removal of flat-colour logos (issue 20)", () => {
  it("makes the border-connected white transparent and keeps the white inside the ring", async () => {
    const img = await rgba(await logoOnWhitePng());
    const removed = removeBackgroundPixels(img.data, img.width, img.height, "#ffffff");
    expect(removed).toBeGreaterThan(img.width * img.height * 0.4);
    // the four corners
    for (const [x, y] of [
      [0, 0],
      [img.width - 1, 0],
      [0, img.height - 1],
      [img.width - 1, img.height - 1],
    ] as const) {
      expect(alphaAt(img, x, y)).toBe(0);
    }
    // the white disc inside the black ring (centre 200,200, radius 70) is not connected to the border
    expect(alphaAt(img, 200, 200)).toBe(255);
    expect(rgbAt(img, 200, 200)).toEqual([255, 255, 255]);
    // the black ring and bar stay
    expect(alphaAt(img, 200, 100)).toBe(255);
    expect(alphaAt(img, 200, 352)).toBe(255);
    // what is left counts as two inks (black and the inner white), on a transparent ground
    const facts = measurePixels(img.data, img.width, img.height);
    expect(facts).toMatchObject({ colours: 2, transparent: true, background: null });
  });

  it("turns the anti-aliased rim into partial transparency of the logo's own colour (no white halo)", async () => {
    const img = await rgba(await logoOnWhitePng());
    removeBackgroundPixels(img.data, img.width, img.height, "#ffffff");
    // along the outside of the ring (radius 130) some rim pixels are partly transparent and dark
    let rim = 0;
    for (let x = 0; x < img.width; x++) {
      const a = alphaAt(img, x, 70) ?? 0;
      if (a > 0 && a < 255) {
        rim++;
        const [r, g, b] = rgbAt(img, x, 70);
        expect(Math.max(r ?? 0, g ?? 0, b ?? 0)).toBeLessThan(60);
      }
    }
    expect(rim).toBeGreaterThan(0);
  });

  it("leaves an artwork whose border is not the colour given alone", () => {
    const data = new Uint8Array(4 * 4 * 4).fill(0);
    for (let i = 0; i < 16; i++) data.set([10, 10, 10, 255], i * 4);
    expect(removeBackgroundPixels(data, 4, 4, "#ffffff")).toBe(0);
    expect(data[3]).toBe(255);
  });
});
