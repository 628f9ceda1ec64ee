import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { logoOnWhitePng, oneColourLogoPng, photoJpeg, threeColourLogoPng } from "../../tests/fixtures/artwork.ts";
import { MIN_COLOUR_SHARE, measureArtwork, measurePixels } from "./artwork-colours.ts";

/** A width × height RGBA buffer filled by `pixel(x, y)`. */
function pixels(width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]) {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(pixel(x, y), (y * width + x) * 4);
  return data;
}

describe("the colour count of uploaded artwork (screen print, issue 20)", () => {
  it("counts a one-colour logo with anti-aliased edges on a transparent ground as 1", async () => {
    const facts = await measureArtwork(await oneColourLogoPng(), "image/png");
    expect(facts).toMatchObject({ colours: 1, capped: false, transparent: true, background: null });
    expect(facts?.palette[0]).toMatch(/^#1[ab]2[9a]6[ab]$/);
  });

  it("counts a three-colour logo as 3, however its shapes blend where they meet", async () => {
    const facts = await measureArtwork(await threeColourLogoPng(), "image/png");
    expect(facts?.colours).toBe(3);
    expect(facts?.palette).toHaveLength(3);
  });

  it("counts the same three-colour logo flattened on white and saved as a JPEG as 4 (the white is ink until removed)", async () => {
    const jpeg = await sharp(await threeColourLogoPng())
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 75 })
      .toBuffer();
    const facts = await measureArtwork(jpeg, "image/jpeg");
    expect(facts?.colours).toBe(4);
    expect(facts?.background?.hex).toMatch(/^#f[cdef]f[cdef]f[cdef]$/);
  });

  it("counts a photo as more colours than screen print takes (8): the digital-print path", async () => {
    const facts = await measureArtwork(await photoJpeg(), "image/jpeg");
    expect(facts?.colours).toBeGreaterThan(8);
    expect(facts?.background).toBeNull();
  });

  it("measures an SVG by rendering it", async () => {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><rect width="50" height="50" fill="#e11d48"/><circle cx="75" cy="25" r="20" fill="#0f766e"/></svg>`,
    );
    const facts = await measureArtwork(svg, "image/svg+xml", 100);
    expect(facts?.colours).toBe(2);
  });

  it("offers background removal for a logo on a plain white ground, not for a transparent one", async () => {
    expect((await measureArtwork(await logoOnWhitePng(), "image/png"))?.background).toEqual({
      hex: "#ffffff",
      borderShare: 1,
    });
    expect((await measureArtwork(await oneColourLogoPng(), "image/png"))?.background).toBeNull();
  });

  it("drops specks under the minimum share and ignores transparent pixels", () => {
    const size = 100;
    // a red square, two green pixels (0.02 % < 0.5 %), the rest fully transparent blue
    const data = pixels(size, size, (x, y) => {
      if (x === 50 && (y === 50 || y === 51)) return [0, 200, 0, 255];
      if (x >= 20 && x < 80 && y >= 20 && y < 80) return [220, 20, 20, 255];
      return [0, 0, 255, 0];
    });
    const facts = measurePixels(data, size, size);
    expect(MIN_COLOUR_SHARE).toBe(0.005);
    expect(facts).toMatchObject({ colours: 1, palette: ["#dc1414"], transparent: true });
  });

  it("says 0 colours for an empty (fully transparent) artwork", () => {
    expect(
      measurePixels(
        pixels(10, 10, () => [0, 0, 0, 0]),
        10,
        10,
      ),
    ).toMatchObject({ colours: 0, palette: [] });
  });

  it("offers no background removal when the artwork is only that colour", () => {
    expect(
      measurePixels(
        pixels(20, 20, () => [255, 255, 255, 255]),
        20,
        20,
      ),
    ).toMatchObject({
      colours: 1,
      background: null,
    });
  });

  it("answers null for bytes it cannot decode (the upload is not refused for it)", async () => {
    expect(await measureArtwork(new Uint8Array([1, 2, 3]), "image/png")).toBeNull();
  });
});
