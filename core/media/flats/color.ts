/**
 * Colour math for the garment flats: parsing `#rrggbb`, mixing, WCAG luminance and the
 * derived tones (outline, interior shadow, drawcord) that tint a drawing from one variant colour.
 */

/** An sRGB colour with 0–255 integer channels. */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** The tones one drawing is painted with; all are `#rrggbb` strings. */
export interface FlatPalette {
  /** The variant colour, lower-cased. */
  readonly fill: string;
  /** Outlines, seams and stitching. */
  readonly line: string;
  /** Insides seen through openings (neck, hood, leg openings). */
  readonly inner: string;
  /** Drawcords: close to the fill but set apart from it. */
  readonly cord: string;
  /** True when the outline is lighter than the fill (dark garments). */
  readonly dark: boolean;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/** True when `value` is a six-digit hex colour such as `#1f2a44` (either case). */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

/**
 * Parses a six-digit hex colour.
 * @param hex `#rrggbb`, either case
 * @returns the channels, each 0–255
 * @throws RangeError when `hex` is not `#` followed by exactly six hex digits
 */
export function parseHex(hex: string): Rgb {
  if (!isHexColor(hex)) {
    throw new RangeError(`Expected a colour like #1f2a44, got ${JSON.stringify(hex)}`);
  }
  return {
    r: Number.parseInt(hex.slice(1, 3), 16),
    g: Number.parseInt(hex.slice(3, 5), 16),
    b: Number.parseInt(hex.slice(5, 7), 16),
  };
}

/**
 * Formats channels as a lower-case `#rrggbb` string; channels are rounded and clamped to 0–255.
 */
export function toHex(color: Rgb): string {
  const part = (v: number): string =>
    Math.min(255, Math.max(0, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(color.r)}${part(color.g)}${part(color.b)}`;
}

/**
 * Linear blend of two colours in sRGB space.
 * @param t 0 returns `a`, 1 returns `b`; values outside 0–1 are clamped
 */
export function mixRgb(a: Rgb, b: Rgb, t: number): Rgb {
  const k = Math.min(1, Math.max(0, t));
  return { r: a.r + (b.r - a.r) * k, g: a.g + (b.g - a.g) * k, b: a.b + (b.b - a.b) * k };
}

/**
 * WCAG 2 relative luminance, 0 (black) to 1 (white).
 */
export function relativeLuminance(color: Rgb): number {
  const lin = (v: number): number => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(color.r) + 0.7152 * lin(color.g) + 0.0722 * lin(color.b);
}

/** WCAG 2 contrast ratio of two colours, 1 (none) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The outline colour for a garment of colour `fillHex`: the fill darkened strongly (a dark line of
 * the same hue, as a designer would ink it) or, when that would barely show (navy, black, bottle
 * green), the fill lightened; whichever contrasts more with the fill wins.
 * @param fillHex `#rrggbb`
 * @returns a lower-case `#rrggbb`
 * @throws RangeError when `fillHex` is not a six-digit hex colour
 */
export function lineColorFor(fillHex: string): string {
  const fill = parseHex(fillHex);
  const dark = mixRgb(fill, BLACK, 0.72);
  const light = mixRgb(fill, WHITE, 0.58);
  return toHex(contrastRatio(fill, dark) >= contrastRatio(fill, light) ? dark : light);
}

/**
 * All tones of one drawing, derived from the variant colour.
 * @param fillHex `#rrggbb`
 * @throws RangeError when `fillHex` is not a six-digit hex colour
 */
export function flatPalette(fillHex: string): FlatPalette {
  const fill = parseHex(fillHex);
  const line = lineColorFor(fillHex);
  const dark = relativeLuminance(parseHex(line)) > relativeLuminance(fill);
  return {
    fill: toHex(fill),
    line,
    inner: toHex(mixRgb(fill, BLACK, dark ? 0.45 : 0.24)),
    cord: toHex(dark ? mixRgb(fill, WHITE, 0.12) : mixRgb(fill, BLACK, 0.06)),
    dark,
  };
}
