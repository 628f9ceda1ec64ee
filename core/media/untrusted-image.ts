import sharp, { type Metadata } from "sharp";

/**
 * Most pixels an uploaded image may have (width × height × frames), checked from its header before
 * any decoding (issue 14: a 12,000 × 12,000 PNG fits in 137 kB and decodes to 432 MB). 40 MP holds
 * a 40 × 50 cm print at 300 DPI (≈ 27.9 MP) with room to spare. Also given to sharp as
 * `limitInputPixels`, so no decoder goes past it.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * sharp on untrusted image bytes: refuses to decode past {@link MAX_IMAGE_PIXELS}; a truncated or
 * corrupt file makes its output calls reject (sharp's default `failOn: "warning"`), which callers
 * turn into a 400. `density` (DPI) renders a vector input (SVG) at that resolution.
 */
export function untrustedImage(bytes: Uint8Array, options: { density?: number } = {}) {
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, ...options });
}

/**
 * The size an image's header declares, read without decoding a pixel: `unreadable` when the header
 * cannot be read, `too-large` past {@link MAX_IMAGE_PIXELS} (all frames counted), else `ok` with the
 * width and height in pixels.
 */
export async function imageHeader(
  bytes: Uint8Array,
): Promise<
  | { state: "ok"; width: number; height: number; meta: Metadata }
  | { state: "too-large" | "unreadable"; width?: number; height?: number }
> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    return { state: "unreadable" };
  }
  const { width, height } = meta;
  if (!width || !height) return { state: "unreadable" };
  if (width * height * (meta.pages ?? 1) > MAX_IMAGE_PIXELS) return { state: "too-large", width, height };
  return { state: "ok", width, height, meta };
}
