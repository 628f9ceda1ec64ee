import type { UploadView } from "../media/store-upload.ts";

/**
 * The tech pack's page layout on a pdfkit document (issue 16 split of tech-pack.ts): A4 in points,
 * the standard Helvetica fonts (WinAnsi text, {@link pdfText}), and the blocks every section is
 * made of: headings, label/value rows, paragraphs and tables that move to a new page when they do
 * not fit. `tech-pack-sections.ts` draws the sections with them.
 */

/** A pdfkit document. */
export type Doc = PDFKit.PDFDocument;
/** An image pdfkit has parsed (`openImage`), drawn with `doc.image`. */
export type PdfImage = unknown;

const A4_WIDTH = 595.28;
/** Page margin on every side, pt (the bottom one has {@link FOOTER} added). */
export const MARGIN = 42;
/** Room kept above the bottom margin for the page footer, pt. */
export const FOOTER = 28;
/** Width between the left and right margins, pt. */
export const CONTENT_WIDTH = A4_WIDTH - 2 * MARGIN;
/** Secondary text (labels, captions). */
export const GREY = "#666666";
/** Body text. */
export const INK = "#111111";
/** Rules under headings and table rows. */
export const RULE = "#cccccc";
/** Width of the label column of {@link TechPackLayout.rows}, pt. */
export const LABEL_WIDTH = 150;
/** Background of the artwork and view boxes. */
export const PREVIEW_BG = "#f3f3f3";

/** Characters of WinAnsi (the standard fonts' encoding) above 0x7f outside Latin-1. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const REPLACEMENTS: Record<string, string> = {
  "≤": "<=",
  "≥": ">=",
  "−": "-",
  "→": "->",
  "\u2009": " ",
  "\u202f": "\u00a0",
  "\u2007": " ",
  "\t": " ",
};

/**
 * Text as the standard PDF fonts can show it: WinAnsi characters (ASCII, Latin-1, €, typographic
 * quotes and dashes) kept, a few look-alikes replaced (≤ → <=, narrow spaces), anything else "?"
 * (pdfkit would otherwise print garbage for characters outside the font's encoding).
 */
export function pdfText(value: string): string {
  let out = "";
  for (const ch of value.normalize("NFC")) {
    const code = ch.codePointAt(0) ?? 0;
    if (code === 10 || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) {
      out += ch;
    } else if (REPLACEMENTS[ch] !== undefined) {
      out += REPLACEMENTS[ch];
    } else if (code === 13) {
      // dropped: "\r\n" keeps its "\n"
    } else {
      out += code < 0x20 ? " " : "?";
    }
  }
  return out;
}

/** An artwork or rendered view ready to embed. */
export interface PreparedImage {
  uploadId: string;
  upload: UploadView | null;
  /** PNG or JPEG bytes per background colour it is drawn on (transparency flattened onto it); empty = placeholder. */
  images: Map<string, Buffer>;
  downscaled: boolean;
}

/** A table column: its title, width in pt and alignment. */
export interface TechPackColumn {
  title: string;
  width: number;
  align?: "left" | "right" | "center";
}

/** The layout blocks bound to one document (see {@link techPackLayout}). */
export interface TechPackLayout {
  doc: Doc;
  /** The lowest y text may reach on the current page, pt. */
  pageBottom(): number;
  /** Starts a new page unless `height` pt fit below `doc.y`. */
  ensure(height: number): void;
  /** Writes `text` (through {@link pdfText}) at x, y in the current font. */
  write(text: string, x: number, y: number, opts?: PDFKit.Mixins.TextOptions): void;
  /** The height `text` takes at `width` pt in Helvetica (bold) of `size` pt; sets that font. */
  heightOf(text: string, width: number, size: number, bold?: boolean): number;
  /** A section title, kept on one page with at least `keep` points of what follows. */
  heading(text: string, keep?: number): void;
  /** Label/value rows: the label grey 9 pt in {@link LABEL_WIDTH}, the value 10 pt beside it. */
  rows(pairs: readonly (readonly [string, string])[]): void;
  /** A paragraph over the content width. */
  paragraph(text: string, size?: number, colour?: string): void;
  /** A table with a grey header row, repeated on each new page; `boldRows` are body row indexes. */
  table(columns: TechPackColumn[], body: string[][], boldRows?: ReadonlySet<number>): void;
  /**
   * pdfkit parses an image once (`openImage`) so that drawing it twice embeds it once; the cache
   * keys on the bytes. Null when there is no image for `background` or pdfkit cannot read it.
   */
  openImage(prepared: PreparedImage | null, background: string): PdfImage | null;
}

/**
 * The layout blocks on `doc` (A4, margins {@link MARGIN}, footer room {@link FOOTER}); every block
 * advances `doc.y` and adds a page when it does not fit.
 */
export function techPackLayout(doc: Doc): TechPackLayout {
  const opened = new WeakMap<Buffer, PdfImage>();
  const pageBottom = () => doc.page.height - doc.page.margins.bottom;
  const ensure = (height: number) => {
    if (doc.y + height > pageBottom()) doc.addPage();
  };
  const write = (text: string, x: number, y: number, opts: PDFKit.Mixins.TextOptions = {}) => {
    doc.text(pdfText(text), x, y, opts);
  };
  const heightOf = (text: string, width: number, size: number, bold = false) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(size);
    return doc.heightOfString(pdfText(text), { width });
  };

  const heading = (text: string, keep = 40) => {
    ensure(30 + keep);
    doc.y += 10;
    doc.font("Helvetica-Bold").fontSize(13).fillColor(INK);
    write(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + 6;
  };

  const rows = (pairs: readonly (readonly [string, string])[]) => {
    for (const [label, value] of pairs) {
      const h = Math.max(heightOf(label, LABEL_WIDTH - 8, 9), heightOf(value, CONTENT_WIDTH - LABEL_WIDTH, 10));
      ensure(h + 3);
      const y = doc.y;
      doc.font("Helvetica").fontSize(9).fillColor(GREY);
      write(label, MARGIN, y + 0.8, { width: LABEL_WIDTH - 8 });
      doc.font("Helvetica").fontSize(10).fillColor(INK);
      write(value, MARGIN + LABEL_WIDTH, y, { width: CONTENT_WIDTH - LABEL_WIDTH });
      doc.y = y + h + 3;
    }
  };

  const paragraph = (text: string, size = 10, colour = INK) => {
    ensure(heightOf(text, CONTENT_WIDTH, size) + 4);
    doc.font("Helvetica").fontSize(size).fillColor(colour);
    write(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
    doc.y += 4;
  };

  const table = (columns: TechPackColumn[], body: string[][], boldRows: ReadonlySet<number> = new Set()) => {
    const cellHeight = (cells: string[], bold: boolean) =>
      Math.max(...cells.map((cell, i) => heightOf(cell, (columns[i]?.width ?? 40) - 8, 9, bold))) + 6;
    const drawRow = (cells: string[], bold: boolean, header: boolean) => {
      const h = cellHeight(cells, bold || header);
      const y = doc.y;
      if (header) doc.rect(MARGIN, y, CONTENT_WIDTH, h).fill("#eeeeee");
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const col = columns[i];
        if (!col) return;
        doc
          .font(bold || header ? "Helvetica-Bold" : "Helvetica")
          .fontSize(9)
          .fillColor(header ? GREY : INK);
        write(cell, x + 4, y + 3, { width: col.width - 8, align: col.align ?? "left" });
        x += col.width;
      });
      doc
        .moveTo(MARGIN, y + h)
        .lineTo(MARGIN + CONTENT_WIDTH, y + h)
        .lineWidth(0.4)
        .strokeColor(RULE)
        .stroke();
      doc.y = y + h;
    };
    const headerCells = columns.map((c) => c.title);
    ensure(cellHeight(headerCells, true) + cellHeight(body[0] ?? [""], boldRows.has(0)));
    drawRow(headerCells, false, true);
    body.forEach((cells, i) => {
      const h = cellHeight(cells, boldRows.has(i));
      if (doc.y + h > pageBottom()) {
        doc.addPage();
        drawRow(headerCells, false, true);
      }
      drawRow(cells, boldRows.has(i), false);
    });
    doc.y += 6;
  };

  const openImage = (prepared: PreparedImage | null, background: string): PdfImage | null => {
    const bytes = prepared?.images.get(background);
    if (!bytes) return null;
    const known = opened.get(bytes);
    if (known) return known;
    try {
      const image = (doc as Doc & { openImage(src: Buffer): PdfImage }).openImage(bytes);
      opened.set(bytes, image);
      return image;
    } catch {
      return null;
    }
  };

  return { doc, pageBottom, ensure, write, heightOf, heading, rows, paragraph, table, openImage };
}
