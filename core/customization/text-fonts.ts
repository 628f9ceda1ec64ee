import { z } from "zod";

/**
 * # The fonts a design's text is set in (issue 20: "fonts that print as shown")
 *
 * Seven licensed faces, each one file per script subset from the `@fontsource/*` npm packages
 * (SIL Open Font License 1.1, which allows bundling, embedding in documents and printing): the
 * browser loads the very same WOFF files from the app's assets for the 2D map, the 3D preview and the
 * review renders, and the tech pack PDF embeds them (pdfkit/fontkit reads WOFF; its WOFF2 reader
 * breaks on composite glyphs, so WOFF it is). Nothing is fetched from a font service at run time.
 *
 * Each face ships one weight (the one that prints well at garment sizes) in two subsets: `latin`
 * (ASCII, Latin-1 with every Portuguese and Spanish letter, €, typographic quotes and dashes) and
 * `latinExt` (the rest of the EU's Latin letters, e.g. Polish, Czech, Romanian); the browser picks by
 * unicode range, the PDF falls back to the second for characters the first lacks.
 *
 * The design document stores the face's `code` (its family name). Designs saved before this set
 * named system fonts; {@link normaliseTextFont} reads those as their nearest face (ADR 0011).
 */
export interface TextFont {
  /** The stored value and the CSS family name. */
  code: string;
  /** What kind of face it is, for the picker's hint (English; the UI translates by `kind`). */
  kind: "sans" | "condensed" | "serif" | "script" | "slab" | "rounded" | "mono";
  /** The one weight shipped and drawn (CSS `font-weight`). */
  weight: 400 | 700 | 800;
  /** CSS fallbacks while the face loads or where it cannot (never the printed result). */
  fallback: string;
  /** The CSS `font-family` value: the face, then its fallbacks. */
  stack: string;
  /** The npm package and its WOFF files (paths inside the package): Latin and Latin Extended. */
  package: string;
  files: { latin: string; latinExt: string | null };
  licence: "OFL-1.1";
}

/** Unicode ranges of fontsource's `latin` and `latin-ext` subsets (from the packages' CSS). */
export const LATIN_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
export const LATIN_EXT_RANGE =
  "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF";

const face = (
  code: string,
  kind: TextFont["kind"],
  weight: TextFont["weight"],
  slug: string,
  fallback: string,
  latinExt = true,
): TextFont => ({
  code,
  kind,
  weight,
  fallback,
  stack: `"${code}", ${fallback}`,
  package: `@fontsource/${slug}`,
  files: {
    latin: `files/${slug}-latin-${weight}-normal.woff`,
    latinExt: latinExt ? `files/${slug}-latin-ext-${weight}-normal.woff` : null,
  },
  licence: "OFL-1.1",
});

/** The faces offered, the default first. */
export const TEXT_FONTS = [
  face("Montserrat", "sans", 700, "montserrat", "Arial, Helvetica, sans-serif"),
  face("Anton", "condensed", 400, "anton", "Impact, 'Arial Narrow', sans-serif"),
  face("Playfair Display", "serif", 700, "playfair-display", "Georgia, 'Times New Roman', serif"),
  face("Pacifico", "script", 400, "pacifico", "'Brush Script MT', cursive"),
  face("Zilla Slab", "slab", 700, "zilla-slab", "Rockwell, 'Courier New', serif"),
  face("Nunito", "rounded", 800, "nunito", "'Arial Rounded MT Bold', Arial, sans-serif"),
  face("Courier Prime", "mono", 700, "courier-prime", "'Courier New', Courier, monospace"),
] as const satisfies readonly TextFont[];

/** A face's code (the design document's `text.font`). */
export type TextFontCode = (typeof TEXT_FONTS)[number]["code"];

/** The codes, default first. */
export const TEXT_FONT_CODES = TEXT_FONTS.map((f) => f.code) as [TextFontCode, ...TextFontCode[]];

/** The face new texts start in. */
export const DEFAULT_TEXT_FONT: TextFontCode = "Montserrat";

/**
 * Fonts of designs saved before this set (the system fonts the editor offered, and a few names the
 * API accepted) → the nearest face. Keys are lower case.
 */
export const LEGACY_TEXT_FONTS: Readonly<Record<string, TextFontCode>> = {
  arial: "Montserrat",
  helvetica: "Montserrat",
  verdana: "Montserrat",
  "trebuchet ms": "Montserrat",
  "archivo black": "Montserrat",
  "system-ui": "Montserrat",
  impact: "Anton",
  "arial black": "Anton",
  georgia: "Playfair Display",
  "times new roman": "Playfair Display",
  "courier new": "Courier Prime",
  courier: "Courier Prime",
  // generic CSS families and common sans names the design API accepted before
  "sans-serif": "Montserrat",
  inter: "Montserrat",
  roboto: "Montserrat",
  "open sans": "Montserrat",
  lato: "Montserrat",
  "helvetica neue": "Montserrat",
  serif: "Playfair Display",
  times: "Playfair Display",
  monospace: "Courier Prime",
  cursive: "Pacifico",
};

/**
 * The face a stored or submitted font name means: a current code (any case), else a legacy name's
 * face; `undefined` for anything else.
 */
export function normaliseTextFont(value: string): TextFontCode | undefined {
  const key = value.trim().toLowerCase();
  return TEXT_FONT_CODES.find((c) => c.toLowerCase() === key) ?? LEGACY_TEXT_FONTS[key];
}

/**
 * The design document's `text.font`: one of {@link TEXT_FONT_CODES}; legacy names are read as
 * their face (so older designs keep loading and saving), any other value is refused.
 */
export const textFontSchema = z.preprocess(
  (v) => (typeof v === "string" ? (normaliseTextFont(v) ?? v) : v),
  z.enum(TEXT_FONT_CODES),
);

/** The face of a code, the default for anything unknown. */
export function textFont(code: string): (typeof TEXT_FONTS)[number] {
  const c = normaliseTextFont(code);
  return TEXT_FONTS.find((f) => f.code === c) ?? TEXT_FONTS[0];
}

/** The CSS `font-family` value of a face: its family, then its fallbacks. */
export function textFontStack(code: string): string {
  return textFont(code).stack;
}

/** The CSS `font` shorthand to draw a face at `sizePx` (its shipped weight, so nothing is synthesised). */
export function textFontCss(code: string, sizePx: number): string {
  const f = textFont(code);
  return `${f.weight} ${sizePx}px ${textFontStack(f.code)}`;
}
