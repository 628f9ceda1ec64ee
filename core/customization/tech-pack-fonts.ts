import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type PDFDocument from "pdfkit";
import { TEXT_FONTS, type TextFontCode, textFont } from "./text-fonts.ts";

/**
 * A design's text in the tech pack PDF, set in the very font files the configurator's preview uses
 * (`text-fonts.ts`, issue 20): each face's WOFF files are read from its npm package once per
 * process and embedded (subset) by pdfkit. Characters the Latin file lacks come from the Latin
 * Extended file; anything neither has prints as "?".
 */

type Doc = InstanceType<typeof PDFDocument>;

const require = createRequire(import.meta.url);

/** The part of a fontkit font used here (fontkit ships no types; pdfkit embeds with it). */
interface FontkitFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
const fontkit = require("fontkit") as { create(bytes: Buffer): FontkitFont };

interface LoadedFace {
  latin: { bytes: Buffer; font: FontkitFont };
  latinExt: { bytes: Buffer; font: FontkitFont } | null;
}

const cache = new Map<TextFontCode, LoadedFace>();

function open(pkg: string, file: string): { bytes: Buffer; font: FontkitFont } {
  const bytes = readFileSync(require.resolve(`${pkg}/${file}`));
  return { bytes, font: fontkit.create(bytes) };
}

/** A face's files, read once (the same bytes the browser loads). */
export function loadedFace(code: string): LoadedFace {
  const f = textFont(code);
  let loaded = cache.get(f.code);
  if (!loaded) {
    loaded = {
      latin: open(f.package, f.files.latin),
      latinExt: f.files.latinExt ? open(f.package, f.files.latinExt) : null,
    };
    cache.set(f.code, loaded);
  }
  return loaded;
}

/** A run of text drawn with one of a face's two files. */
export interface TextRun {
  file: "latin" | "latinExt";
  text: string;
}

/**
 * Splits a text into runs by the file that has each character: Latin first, Latin Extended for
 * what it lacks, "?" (in Latin) for what neither has. Line breaks and controls become spaces.
 */
export function designTextRuns(code: string, content: string): TextRun[] {
  const face = loadedFace(code);
  const runs: TextRun[] = [];
  for (const raw of content.normalize("NFC")) {
    const cp = raw.codePointAt(0) ?? 0x3f;
    const ch = cp < 0x20 || cp === 0x7f ? " " : raw;
    const c = ch.codePointAt(0) ?? 0x3f;
    let file: TextRun["file"] = "latin";
    let text = ch;
    if (!face.latin.font.hasGlyphForCodePoint(c)) {
      if (face.latinExt?.font.hasGlyphForCodePoint(c)) file = "latinExt";
      else text = "?";
    }
    const last = runs[runs.length - 1];
    if (last && last.file === file) last.text += text;
    else runs.push({ file, text });
  }
  return runs;
}

const registered = new WeakMap<Doc, Set<string>>();

function fontName(doc: Doc, code: TextFontCode, file: TextRun["file"]): string {
  const name = `design-${code}-${file}`;
  let set = registered.get(doc);
  if (!set) {
    set = new Set();
    registered.set(doc, set);
  }
  if (!set.has(name)) {
    const face = loadedFace(code);
    const bytes = file === "latin" ? face.latin.bytes : face.latinExt?.bytes;
    if (bytes) doc.registerFont(name, bytes);
    set.add(name);
  }
  return name;
}

/**
 * Draws a design's text in its face, on one line, centred on `centre` and as large as fits `width`
 * (at most `maxSize` pt, at least `minSize`), vertically centred on `centre[1]`.
 * @returns the font size used, pt
 */
export function drawDesignText(
  doc: Doc,
  text: { content: string; font: string; colorHex: string },
  box: { centre: [number, number]; width: number; maxSize: number; minSize: number },
): number {
  const code = textFont(text.font).code;
  const runs = designTextRuns(code, text.content).map((r) => ({ ...r, name: fontName(doc, code, r.file) }));
  const widthAt1 = runs.reduce((sum, r) => sum + doc.font(r.name).fontSize(1).widthOfString(r.text), 0);
  const size = Math.max(box.minSize, Math.min(box.maxSize, box.width / Math.max(widthAt1, 0.01)));
  let x = box.centre[0] - (widthAt1 * size) / 2;
  // the line box's middle at the centre: pdfkit places text by the top of its line box
  const lineHeight = doc
    .font(runs[0]?.name ?? fontName(doc, code, "latin"))
    .fontSize(size)
    .currentLineHeight(true);
  const y = box.centre[1] - lineHeight / 2;
  doc.fillColor(text.colorHex);
  for (const r of runs) {
    doc.font(r.name).fontSize(size);
    doc.text(r.text, x, y, { lineBreak: false });
    x += doc.widthOfString(r.text);
  }
  return size;
}

/** Every face's code and licence, for the tech pack's font line. */
export const TECH_PACK_FONTS = TEXT_FONTS.map((f) => ({ code: f.code, licence: f.licence }));
