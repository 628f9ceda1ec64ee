import { buildPaletteSync, distance, utils } from "image-q";
import { untrustedImage } from "./untrusted-image.ts";

/**
 * What the server measured in an artwork when it was stored (issue 20, ADR 0019), kept with the
 * upload (`upload.artwork`):
 * - `colours`: the ink colours a screen printer would burn screens for — the artwork's palette
 *   quantised (image-q's RGBQuant), transparent pixels ignored, colours closer than
 *   {@link MERGE_DELTA_E} (CIEDE2000) merged, anti-aliasing fringes (thin blends between two larger
 *   colours) folded into their neighbours and colours under {@link MIN_COLOUR_SHARE} of the opaque
 *   pixels dropped; 0 for an artwork with no opaque pixel; at most {@link MAX_COUNTED_COLOURS};
 * - `capped`: more colours than {@link MAX_COUNTED_COLOURS} were found (a photo): the true count is higher;
 * - `palette`: the counted colours as `#rrggbb`, most used first;
 * - `background`: the border's colour when at least {@link UNIFORM_BORDER_SHARE} of the border is
 *   that colour (within {@link BORDER_DELTA_E}) and the artwork is more than that colour — what
 *   "Remove background" can make transparent; null for a transparent or busy border;
 * - `transparent`: at least 1 % of the pixels are transparent.
 */
export interface ArtworkFacts {
  colours: number;
  capped: boolean;
  palette: string[];
  background: { hex: string; borderShare: number } | null;
  transparent: boolean;
}

/** Longest side the colours are measured at (px); nearest-neighbour scaling keeps colours exact. */
export const MEASURE_SIDE_PX = 512;
/** Palette entries the quantiser may use before merging. */
export const QUANTISER_COLOURS = 24;
/** Most pixels the palette is built from (a spread sample); every opaque pixel is then assigned to it. */
const QUANTISER_SAMPLE = 20_000;
/** Colours closer than this CIEDE2000 difference are one ink (JPEG noise, slight shading). */
export const MERGE_DELTA_E = 10;
/** A colour covering less than this share of the opaque pixels is a speck or fringe, not an ink. */
export const MIN_COLOUR_SHARE = 0.005;
/** Most colours counted; the design's colour count goes to 16 as well. */
export const MAX_COUNTED_COLOURS = 16;
/** Share of the border that must be one colour for it to count as a removable background. */
export const UNIFORM_BORDER_SHARE = 0.9;
/** How far (CIEDE2000) a border pixel may be from the background colour and still be background. */
export const BORDER_DELTA_E = 10;

/** Alpha from which a pixel counts as opaque ink (anti-aliased transparent edges stay below). */
const OPAQUE_ALPHA = 250;
/** A fringe cluster: most of its pixels touch another colour, and it lies on the blend of two larger ones. */
const FRINGE_EDGE_SHARE = 0.7;
const FRINGE_MAX_SHARE = 0.2;
const FRINGE_BLEND_DELTA_E = 7;

const ciede2000 = new distance.CIEDE2000();
const deltaE = (a: Rgb, b: Rgb) => ciede2000.calculateRaw(a[0], a[1], a[2], 255, b[0], b[1], b[2], 255);

type Rgb = [number, number, number];

/** `#rrggbb` of an RGB triple. */
export function rgbHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
}

/** The RGB triple of `#rrggbb`. */
export function hexRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

interface Cluster {
  rgb: Rgb;
  count: number;
  edge: number;
  alive: boolean;
}

/**
 * Measures an RGBA pixel buffer (row-major, 4 bytes a pixel): see {@link ArtworkFacts}. Pure.
 * @param data RGBA bytes, `width × height × 4`
 */
export function measurePixels(data: Uint8Array, width: number, height: number): ArtworkFacts {
  const n = width * height;
  let opaqueCount = 0;
  let halfCount = 0;
  let clearCount = 0;
  for (let i = 0; i < n; i++) {
    const a = data[i * 4 + 3] ?? 0;
    if (a >= OPAQUE_ALPHA) opaqueCount++;
    if (a >= 128) halfCount++;
    else clearCount++;
  }
  // a logo drawn half-transparent throughout still has colours: count its mostly-opaque pixels then
  const threshold = opaqueCount >= halfCount * 0.2 ? OPAQUE_ALPHA : 128;
  const transparent = clearCount >= n * 0.01;
  const background = borderBackground(data, width, height);
  const opaqueIndex = new Int32Array(n).fill(-1);
  const strip = new Uint8Array((threshold === OPAQUE_ALPHA ? opaqueCount : halfCount) * 4);
  let m = 0;
  for (let i = 0; i < n; i++) {
    if ((data[i * 4 + 3] ?? 0) < threshold) continue;
    strip[m * 4] = data[i * 4] ?? 0;
    strip[m * 4 + 1] = data[i * 4 + 1] ?? 0;
    strip[m * 4 + 2] = data[i * 4 + 2] ?? 0;
    strip[m * 4 + 3] = 255;
    opaqueIndex[i] = m;
    m++;
  }
  if (m === 0) return { colours: 0, capped: false, palette: [], background: null, transparent };

  // 1. quantise (a spread sample of) the opaque pixels to a small palette
  const step = Math.max(1, Math.floor(m / QUANTISER_SAMPLE));
  const sample = step === 1 ? strip : new Uint8Array(Math.ceil(m / step) * 4);
  if (step > 1) for (let j = 0, s = 0; j < m; j += step, s++) sample.set(strip.subarray(j * 4, j * 4 + 4), s * 4);
  const palette = buildPaletteSync([utils.PointContainer.fromUint8Array(sample, sample.length / 4, 1)], {
    colorDistanceFormula: "euclidean-bt709-noalpha",
    paletteQuantization: "rgbquant",
    colors: QUANTISER_COLOURS,
  })
    .getPointContainer()
    .getPointArray()
    .map((p) => [p.r, p.g, p.b] as Rgb);
  const nearestCache = new Map<number, number>();
  const paletteOf = new Uint8Array(m);
  const paletteCount = new Array<number>(palette.length).fill(0);
  for (let j = 0; j < m; j++) {
    const r = strip[j * 4] ?? 0;
    const g = strip[j * 4 + 1] ?? 0;
    const b = strip[j * 4 + 2] ?? 0;
    const key = (r << 16) | (g << 8) | b;
    let best = nearestCache.get(key);
    if (best === undefined) {
      best = 0;
      let bestD = Number.POSITIVE_INFINITY;
      for (let k = 0; k < palette.length; k++) {
        const p = palette[k] as Rgb;
        const d = 0.2126 * (p[0] - r) ** 2 + 0.7152 * (p[1] - g) ** 2 + 0.0722 * (p[2] - b) ** 2;
        if (d < bestD) {
          bestD = d;
          best = k;
        }
      }
      nearestCache.set(key, best);
    }
    paletteOf[j] = best;
    paletteCount[best] = (paletteCount[best] ?? 0) + 1;
  }

  // 2. merge palette entries closer than MERGE_DELTA_E (the most used entry of a group names it)
  const order = palette.map((_, k) => k).sort((a, b) => (paletteCount[b] ?? 0) - (paletteCount[a] ?? 0));
  const clusters: Cluster[] = [];
  const clusterOfPalette = new Int32Array(palette.length).fill(-1);
  for (const k of order) {
    if ((paletteCount[k] ?? 0) === 0) continue;
    const rgb = palette[k] as Rgb;
    const into = clusters.findIndex((c) => deltaE(c.rgb, rgb) < MERGE_DELTA_E);
    if (into >= 0) {
      clusterOfPalette[k] = into;
      (clusters[into] as Cluster).count += paletteCount[k] ?? 0;
    } else {
      clusterOfPalette[k] = clusters.length;
      clusters.push({ rgb, count: paletteCount[k] ?? 0, edge: 0, alive: true });
    }
  }

  // 3. how much of each colour touches another colour or transparency (fringes are all edge)
  const label = (i: number) => {
    const j = opaqueIndex[i] ?? -1;
    return j < 0 ? -1 : (clusterOfPalette[paletteOf[j] ?? 0] ?? -1);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const own = label(i);
      if (own < 0) continue;
      const touches =
        (x > 0 && label(i - 1) !== own) ||
        (x < width - 1 && label(i + 1) !== own) ||
        (y > 0 && label(i - width) !== own) ||
        (y < height - 1 && label(i + width) !== own);
      if (touches) (clusters[own] as Cluster).edge++;
    }
  }

  // 4. fold anti-aliasing fringes (thin blends between two larger colours) into the nearer one
  const bySize = clusters.map((_, k) => k).sort((a, b) => (clusters[a]?.count ?? 0) - (clusters[b]?.count ?? 0));
  for (const k of bySize) {
    const c = clusters[k] as Cluster;
    if (c.count > m * FRINGE_MAX_SHARE || c.edge < c.count * FRINGE_EDGE_SHARE) continue;
    const blend = blendOf(c, clusters);
    if (!blend) continue;
    c.alive = false;
    blend.count += c.count;
  }

  // 5. drop specks; what is left are the inks
  const inks = clusters.filter((c) => c.alive && c.count >= m * MIN_COLOUR_SHARE).sort((a, b) => b.count - a.count);
  const capped = inks.length > MAX_COUNTED_COLOURS;
  const counted = inks.slice(0, MAX_COUNTED_COLOURS);
  const onlyBackground =
    background !== null &&
    counted.length === 1 &&
    deltaE(counted[0]?.rgb ?? [0, 0, 0], hexRgb(background.hex)) < BORDER_DELTA_E;
  return {
    colours: counted.length,
    capped,
    palette: counted.map((c) => rgbHex(c.rgb)),
    background: onlyBackground ? null : background,
    transparent,
  };
}

/** The larger cluster `c` is a blend towards, when `c` lies between two larger live clusters. */
function blendOf(c: Cluster, clusters: Cluster[]): Cluster | null {
  let best: { cluster: Cluster; d: number } | null = null;
  for (const a of clusters) {
    if (a === c || !a.alive || a.count <= c.count) continue;
    for (const b of clusters) {
      if (b === c || b === a || !b.alive || b.count <= c.count) continue;
      const ab: Rgb = [b.rgb[0] - a.rgb[0], b.rgb[1] - a.rgb[1], b.rgb[2] - a.rgb[2]];
      const len2 = ab[0] ** 2 + ab[1] ** 2 + ab[2] ** 2;
      if (len2 === 0) continue;
      const t = ((c.rgb[0] - a.rgb[0]) * ab[0] + (c.rgb[1] - a.rgb[1]) * ab[1] + (c.rgb[2] - a.rgb[2]) * ab[2]) / len2;
      if (t <= 0.03 || t >= 0.97) continue;
      const point: Rgb = [a.rgb[0] + t * ab[0], a.rgb[1] + t * ab[1], a.rgb[2] + t * ab[2]];
      const d = deltaE(c.rgb, point);
      if (d < FRINGE_BLEND_DELTA_E && (!best || d < best.d)) best = { cluster: t < 0.5 ? a : b, d };
    }
  }
  return best?.cluster ?? null;
}

/** The border's colour when it is near-uniform and opaque (see {@link ArtworkFacts.background}). */
function borderBackground(data: Uint8Array, width: number, height: number): ArtworkFacts["background"] {
  const border: number[] = [];
  for (let x = 0; x < width; x++) {
    border.push(x);
    if (height > 1) border.push((height - 1) * width + x);
  }
  for (let y = 1; y < height - 1; y++) {
    border.push(y * width);
    if (width > 1) border.push(y * width + width - 1);
  }
  const bins = new Map<number, { n: number; r: number; g: number; b: number }>();
  let opaque = 0;
  for (const i of border) {
    if ((data[i * 4 + 3] ?? 0) < 128) continue;
    opaque++;
    const r = data[i * 4] ?? 0;
    const g = data[i * 4 + 1] ?? 0;
    const b = data[i * 4 + 2] ?? 0;
    const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    const bin = bins.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    bin.n++;
    bin.r += r;
    bin.g += g;
    bin.b += b;
    bins.set(key, bin);
  }
  if (opaque < border.length * UNIFORM_BORDER_SHARE) return null;
  let top: { n: number; r: number; g: number; b: number } | null = null;
  for (const bin of bins.values()) if (!top || bin.n > top.n) top = bin;
  if (!top) return null;
  const rgb: Rgb = [top.r / top.n, top.g / top.n, top.b / top.n];
  let near = 0;
  for (const i of border) {
    if ((data[i * 4 + 3] ?? 0) < 128) continue;
    const p: Rgb = [data[i * 4] ?? 0, data[i * 4 + 1] ?? 0, data[i * 4 + 2] ?? 0];
    if (deltaE(p, rgb) < BORDER_DELTA_E) near++;
  }
  const share = near / border.length;
  if (share < UNIFORM_BORDER_SHARE) return null;
  return { hex: rgbHex(rgb), borderShare: Math.round(share * 1000) / 1000 };
}

/** Pixel density that renders an SVG of `sidePx` (at 96 px/in) with its longest side near `targetPx`. */
export function svgDensity(sidePx: number, targetPx: number): number {
  return Math.min(Math.max((96 * targetPx) / Math.max(sidePx, 1), 1), 2400);
}

/**
 * Measures stored artwork bytes (PNG, JPEG or sanitised SVG): decoded with sharp at most
 * {@link MEASURE_SIDE_PX} a side (nearest neighbour, so no new colours), then {@link measurePixels}.
 * @param svgSidePx an SVG's longest side at 96 px/in, to render it near the measuring size
 * @returns the facts, or null when the image cannot be decoded (the upload itself is not refused)
 */
export async function measureArtwork(
  bytes: Uint8Array,
  contentType: string,
  svgSidePx?: number | null,
): Promise<ArtworkFacts | null> {
  try {
    const image =
      contentType === "image/svg+xml"
        ? untrustedImage(bytes, { density: svgDensity(svgSidePx ?? MEASURE_SIDE_PX, MEASURE_SIDE_PX) })
        : untrustedImage(bytes);
    const { data, info } = await image
      .resize({
        width: MEASURE_SIDE_PX,
        height: MEASURE_SIDE_PX,
        fit: "inside",
        withoutEnlargement: true,
        kernel: "nearest",
      })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return measurePixels(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
  } catch {
    return null;
  }
}
