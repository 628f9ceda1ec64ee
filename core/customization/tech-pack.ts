import { eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { GARMENT_TYPE_LABELS } from "../catalog/garment-types.ts";
import { SHOP_ADDRESS, SHOP_CONTACT_EMAIL } from "../mail/templates/layout.ts";
import { type UploadView, readUpload } from "../media/store-upload.ts";
import { uploadTable } from "../media/uploads.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { NotFound } from "../shared/errors.ts";
import { type Locale, SHOP_TIME_ZONE, intlLocaleTag } from "../shared/locale.ts";
import { rotatedBox } from "./artwork-box.ts";
import { COPY, type LineNames, type ReferenceKind, type Side } from "./tech-pack-copy.ts";
import { drawDesignText } from "./tech-pack-fonts.ts";
import { textFont } from "./text-fonts.ts";
import { type DesignOwner, type DesignView, getDesign, getDesignForStaff } from "./designs.ts";
import { type ThreeProductOptions, getThreeProductOptions } from "./get-three-product.ts";
import type { LabelSlot } from "./options.ts";
import { effectiveDpi } from "./preflight.ts";
import { GARMENT_LAYOUTS, type PanelCode } from "./uv-layout.ts";

/**
 * The production tech pack (issue 5: "a production tech pack as PDF for every saved design …
 * downloadable by the customer and by admins"): one A4 PDF, drawn with pdfkit in the standard
 * Helvetica fonts (WinAnsi: Portuguese and Spanish letters, €, dashes; anything else prints as "?";
 * a design's own texts are set in their face, the preview's font files embedded: `tech-pack-fonts.ts`),
 * texts in `ctx.locale`. It holds the shop's name, the design (name, id, version, dates), the garment,
 * the dye with a swatch, the size distribution, labels and tags with their positions (spec §9:
 * 10 cm from the waist or bottom), every placement (technique, printed size, position in mm from the
 * printable area's top-left and from the garment's reference point, rotation, ink/thread counts,
 * stitch area, a diagram at scale, the artwork embedded with its file name, pixel size and effective
 * DPI, or the text with font and colour), the rendered front/back views, preflight warnings, the
 * price breakdown (EUR incl. VAT) with the under-delivery note (3–5 %, never charged, spec §9), the
 * notes for the production team and page numbers.
 *
 * Positions on the garment use the flat pattern of size M (`GARMENT_LAYOUTS`, ADR 0009): a panel's
 * top edge is the high point shoulder (front and back of tops), the top of the waistband (bottoms),
 * the top of the sleeve cap (sleeves) or of the hood; its vertical centre line is centre front, centre
 * back, the sleeve's or the hood pattern's centre line.
 */

/** The shop's name as printed on the tech pack. */
export const TECH_PACK_SHOP_NAME = "Fabrico";
/**
 * Raster artwork longer than this (px) is embedded as a downscaled preview: the boxes it is drawn in
 * are at most 3.5 in wide (≈ 340 DPI on paper), and the file itself is the production master.
 */
export const TECH_PACK_MAX_PREVIEW_PX = 1200;
/** SVG artwork is rasterised for the PDF to at most this many pixels on its long side. */
export const TECH_PACK_SVG_PREVIEW_PX = 1200;

/** Rendering switches. `compress: false` leaves the PDF's content streams readable (tests). */
export interface TechPackRenderOptions {
  compress?: boolean;
}

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

/**
 * The download's file name, `<design name> tech pack.pdf`, as a `Content-Disposition` value: an
 * ASCII `filename` (accents dropped, quotes and other characters replaced) and the exact name as
 * RFC 6266/5987 `filename*` (UTF-8).
 */
export function techPackContentDisposition(designName: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const name = `${designName.replace(/[\u0000-\u001f\u007f/\\]/g, " ").trim() || "design"} tech pack.pdf`;
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "'");
  const encoded = encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Number, length, money and date formats in the reader's language. */
function formats(locale: Locale) {
  const tag = intlLocaleTag(locale);
  const one = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const money = new Intl.NumberFormat(tag, { style: "currency", currency: "EUR" });
  const date = new Intl.DateTimeFormat(tag, { dateStyle: "long", timeStyle: "short", timeZone: SHOP_TIME_ZONE });
  const num = (n: number) => one.format(Math.round(n * 10) / 10 + 0);
  return {
    num,
    int: (n: number) => whole.format(n),
    mm: (n: number) => `${num(n)} mm`,
    size: (w: number, h: number) => `${num(w)} × ${num(h)} mm`,
    xy: (x: number, y: number) => `x ${num(x)} mm, y ${num(y)} mm`,
    money: (cents: number) => money.format(cents / 100),
    date: (value: Date | string) => `${date.format(typeof value === "string" ? new Date(value) : value)} (Lisboa)`,
  };
}

/** An artwork or rendered view ready to embed. */
interface PreparedImage {
  uploadId: string;
  upload: UploadView | null;
  /** PNG or JPEG bytes per background colour it is drawn on (transparency flattened onto it); empty = placeholder. */
  images: Map<string, Buffer>;
  downscaled: boolean;
}

/** Background of the artwork and view boxes. */
const PREVIEW_BG = "#f3f3f3";
/** Fast PNG settings for previews sharp writes (pdfkit embeds opaque, non-interlaced PNGs without re-encoding). */
const PREVIEW_PNG = { compressionLevel: 3, adaptiveFiltering: false } as const;

/**
 * Loads an upload for embedding, for each background it will be drawn on. Opaque PNG and JPEG go
 * in as stored (they were re-encoded at upload, so pdfkit embeds them as they are). Sharp does the
 * rest, because pdfkit decodes transparent or interlaced PNGs pixel by pixel in JavaScript (≈ 0.5 s
 * for 2000 × 2000 px): transparency is flattened onto the background the image sits on (the dye in
 * the diagram, grey in the preview: the same look), anything longer than
 * {@link TECH_PACK_MAX_PREVIEW_PX} is downscaled, and SVG is rasterised to
 * {@link TECH_PACK_SVG_PREVIEW_PX}. A missing or unreadable file gives no images (a placeholder).
 */
async function prepareImage(ctx: Ctx, uploadId: string, backgrounds: string[]): Promise<PreparedImage> {
  let file: Awaited<ReturnType<typeof readUpload>>;
  try {
    file = await readUpload(ctx, uploadId);
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
    // the row may outlive its bytes: keep the file's name for the placeholder
    const [row] = await ctx.db.select().from(uploadTable).where(eq(uploadTable.id, uploadId));
    const upload: UploadView | null = row
      ? {
          id: row.id,
          kind: row.kind,
          name: row.name,
          contentType: row.contentType,
          size: row.size,
          widthPx: row.widthPx,
          heightPx: row.heightPx,
          url: `/media/upload/${row.id}`,
          artwork: row.artwork ?? null,
          sourceUploadId: row.sourceUploadId ?? null,
        }
      : null;
    return { uploadId, upload, images: new Map(), downscaled: false };
  }
  const { upload, bytes } = file;
  const images = new Map<string, Buffer>();
  /** Decodes (and downscales) once, then flattens the pixels onto each background. */
  const flattened = async (source: Buffer | Uint8Array, resize: boolean) => {
    let decoded = sharp(source);
    if (resize) {
      decoded = decoded.resize({ width: TECH_PACK_MAX_PREVIEW_PX, height: TECH_PACK_MAX_PREVIEW_PX, fit: "inside" });
    }
    const { data, info } = await decoded.raw().toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    await Promise.all(
      backgrounds.map(async (background) => {
        images.set(background, await sharp(data, { raw }).flatten({ background }).png(PREVIEW_PNG).toBuffer());
      }),
    );
  };
  try {
    if (upload.contentType === "image/svg+xml") {
      const long = Math.max(upload.widthPx ?? 0, upload.heightPx ?? 0) || 300;
      const density = Math.min(Math.max((72 * TECH_PACK_SVG_PREVIEW_PX) / long, 1), 2400);
      const raster = sharp(bytes, { density }).resize({
        width: TECH_PACK_SVG_PREVIEW_PX,
        height: TECH_PACK_SVG_PREVIEW_PX,
        fit: "inside",
      });
      await flattened(await raster.png({ compressionLevel: 0 }).toBuffer(), false);
      return { uploadId, upload, images, downscaled: false };
    }
    if (upload.contentType !== "image/png" && upload.contentType !== "image/jpeg") {
      return { uploadId, upload, images, downscaled: false };
    }
    const meta = await sharp(bytes).metadata();
    const downscaled = Math.max(meta.width ?? 0, meta.height ?? 0) > TECH_PACK_MAX_PREVIEW_PX;
    if (meta.hasAlpha) {
      await flattened(bytes, downscaled);
    } else if (downscaled || (upload.contentType === "image/png" && meta.isProgressive)) {
      const resized = sharp(bytes).resize({
        width: TECH_PACK_MAX_PREVIEW_PX,
        height: TECH_PACK_MAX_PREVIEW_PX,
        fit: "inside",
        withoutEnlargement: true,
      });
      const image = await (upload.contentType === "image/png"
        ? resized.png(PREVIEW_PNG)
        : resized.jpeg({ quality: 88 })
      ).toBuffer();
      for (const background of backgrounds) images.set(background, image);
    } else {
      const image = Buffer.from(bytes);
      for (const background of backgrounds) images.set(background, image);
    }
    return { uploadId, upload, images, downscaled };
  } catch (error) {
    ctx.log.warn({ err: error, uploadId }, "tech pack: artwork could not be prepared");
    return { uploadId, upload, images: new Map(), downscaled: false };
  }
}

const uploadIdOf = (url: string | null) => (url ? (/\/media\/upload\/([^/?#]+)$/.exec(url)?.[1] ?? null) : null);

/** Where a placement's printable area sits on its pattern panel (from the options' UV rectangles). */
function areaOnPanel(options: ThreeProductOptions, code: string) {
  const placement = options.placements.find((p) => p.code === code);
  if (!placement) return null;
  const panel = options.panels.find((p) => p.code === placement.panel);
  if (!panel) return { placement, panel: null, xMm: 0, yMm: 0 };
  const du = panel.uv.u1 - panel.uv.u0;
  const dv = panel.uv.v1 - panel.uv.v0;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    placement,
    panel,
    xMm: round(((placement.uv.u0 - panel.uv.u0) / du) * panel.widthMm),
    yMm: round(((panel.uv.v1 - placement.uv.v1) / dv) * panel.heightMm),
  };
}

function referenceKind(options: ThreeProductOptions, panel: PanelCode): ReferenceKind | null {
  const bottom = GARMENT_LAYOUTS[options.garmentType]?.kind === "bottom";
  if (panel === "front") return bottom ? "bottom-front" : "front";
  if (panel === "back") return bottom ? "bottom-back" : "back";
  if (panel === "left-sleeve" || panel === "right-sleeve") return "sleeve";
  if (panel === "hood") return "hood";
  return null;
}

/** Panels are seen from outside: on the front the viewer's right is the wearer's left, on the back it is the wearer's right. */
function sideOf(panel: PanelCode, dxMm: number): Side {
  if (Math.abs(dxMm) < 0.05) return "centre";
  if (panel === "front") return dxMm > 0 ? "wearerLeft" : "wearerRight";
  if (panel === "back") return dxMm > 0 ? "wearerRight" : "wearerLeft";
  return dxMm > 0 ? "viewerRight" : "viewerLeft";
}

/** A light or dark line colour that shows on `hex`. */
function contrastOn(hex: string): string {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  if (!Number.isFinite(n)) return "#333333";
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 140 ? "#333333" : "#eeeeee";
}

const A4_WIDTH = 595.28;
const MARGIN = 42;
const FOOTER = 28;
const CONTENT_WIDTH = A4_WIDTH - 2 * MARGIN;
const GREY = "#666666";
const INK = "#111111";
const RULE = "#cccccc";

type Doc = PDFKit.PDFDocument;
type PdfImage = unknown;

/**
 * pdfkit parses an image once (`openImage`) so that drawing it twice embeds it once; `cache` keys
 * on the bytes. Null when there is no image for `background` or pdfkit cannot read it.
 */
function openImage(
  doc: Doc,
  cache: WeakMap<Buffer, PdfImage>,
  prepared: PreparedImage | null,
  background: string,
): PdfImage | null {
  const bytes = prepared?.images.get(background);
  if (!bytes) return null;
  const known = cache.get(bytes);
  if (known) return known;
  try {
    const image = (doc as Doc & { openImage(src: Buffer): PdfImage }).openImage(bytes);
    cache.set(bytes, image);
    return image;
  } catch {
    return null;
  }
}

/**
 * Draws the production tech pack of `design` as an A4 PDF (see the module comment for what it holds).
 * Texts in `ctx.locale`; lengths in mm; money EUR cents shown as euros incl. VAT; dates in Lisbon
 * time. Artwork and rendered views are read from `ctx.services.storage` (`readUpload`): opaque PNG/JPEG
 * embedded as stored, transparent ones flattened by sharp onto the colour they are drawn on, all
 * downscaled above {@link TECH_PACK_MAX_PREVIEW_PX} px, SVG rasterised with sharp; a file that is
 * missing or unreadable becomes a placeholder box with its name. No access check here: call
 * {@link getTechPack} for that.
 * @param options the design's 3D product options (`getThreeProductOptions(ctx, design.threeProduct.id)`)
 * @param render `compress: false` for readable content streams (tests)
 * @returns the PDF bytes (`%PDF-…`)
 * @throws whatever the storage throws other than a missing file
 */
export async function renderTechPack(
  ctx: Ctx,
  design: DesignView,
  options: ThreeProductOptions,
  render: TechPackRenderOptions = {},
): Promise<Uint8Array> {
  const t = COPY[ctx.locale] ?? COPY.en;
  const f = formats(ctx.locale);
  const spec = design.document;
  const dye = options.dyes.find((d) => d.code === spec.dye);
  const dyeHex = /^#[0-9a-f]{6}$/i.test(dye?.hex ?? "") ? (dye?.hex ?? "#ffffff") : "#ffffff";
  const [artworks, views] = await Promise.all([
    Promise.all(
      spec.placements.map((p) => (p.artwork ? prepareImage(ctx, p.artwork.uploadId, [dyeHex, PREVIEW_BG]) : null)),
    ),
    Promise.all(
      [uploadIdOf(design.frontImageUrl), uploadIdOf(design.backImageUrl)].map((id) =>
        id ? prepareImage(ctx, id, [PREVIEW_BG]) : null,
      ),
    ),
  ]);
  const opened = new WeakMap<Buffer, PdfImage>();

  const doc: Doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    compress: render.compress ?? true,
    bufferPages: true,
    info: {
      Title: pdfText(`${design.name} - ${t.title}`),
      Author: TECH_PACK_SHOP_NAME,
      Subject: `${t.title} ${design.id} v${design.version}`,
      Creator: TECH_PACK_SHOP_NAME,
      CreationDate: ctx.now(),
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<void>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });

  const pageBottom = () => doc.page.height - doc.page.margins.bottom;
  const ensure = (height: number) => {
    if (doc.y + height > pageBottom()) doc.addPage();
  };
  const write = (text: string, x: number, y: number, opts: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(pdfText(text), x, y, opts);
  const heightOf = (text: string, width: number, size: number, bold = false) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(size);
    return doc.heightOfString(pdfText(text), { width });
  };

  /** A section title, kept on one page with at least `keep` points of what follows. */
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

  const LABEL_WIDTH = 150;
  const rows = (pairs: [string, string][]) => {
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

  type Column = { title: string; width: number; align?: "left" | "right" | "center" };
  const table = (columns: Column[], body: string[][], boldRows: ReadonlySet<number> = new Set()) => {
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

  const placementName = (code: string | undefined) =>
    options.placements.find((p) => p.code === code)?.name ?? code ?? "";
  const techniqueName = (code: string | undefined) =>
    options.techniques.find((x) => x.code === code)?.name ?? code ?? "";
  const labelName = (code: string) => options.labels.find((l) => l.code === code)?.name ?? code;

  // ——— header ———
  doc.font("Helvetica-Bold").fontSize(22).fillColor(INK);
  write(TECH_PACK_SHOP_NAME, MARGIN, MARGIN);
  doc.font("Helvetica").fontSize(8).fillColor(GREY);
  write(`${t.madeIn}\n${SHOP_ADDRESS}\n${SHOP_CONTACT_EMAIL}`, MARGIN + CONTENT_WIDTH - 260, MARGIN + 2, {
    width: 260,
    align: "right",
  });
  doc.font("Helvetica-Bold").fontSize(15).fillColor(INK);
  write(t.title, MARGIN, MARGIN + 34);
  doc.font("Helvetica").fontSize(11).fillColor(GREY);
  write(`${design.name} · v${design.version}`, MARGIN, doc.y + 1, { width: CONTENT_WIDTH });
  doc.y += 4;

  // ——— design and garment ———
  heading(t.design);
  rows([
    [t.name, design.name],
    [t.id, design.id],
    [t.version, `${design.version} (${t.statuses[design.status] ?? design.status})`],
    [t.updated, f.date(design.updatedAt)],
    [t.generated, f.date(ctx.now())],
  ]);

  heading(t.garment);
  const garmentLabel = GARMENT_TYPE_LABELS[options.garmentType]?.[ctx.locale] ?? options.garmentType;
  // the blank the design is made from: its name, fabric, weight and composition (issue 20)
  const blank = design.blank;
  rows([
    [t.garmentType, garmentLabel],
    [t.product, blank ? `${blank.name} (${blank.slug})` : `${options.name} (${options.code})`],
    [t.cut, `${options.name} (${options.code})`],
    [t.fabric, blank?.fabric ? t.fabricOf(blank.fabric) : t.fabricText],
    [t.pattern, t.patternText],
  ]);

  // dye, with a swatch
  {
    ensure(22);
    const y = doc.y;
    doc.font("Helvetica").fontSize(9).fillColor(GREY);
    write(t.dye, MARGIN, y + 4, { width: LABEL_WIDTH - 8 });
    doc
      .lineWidth(0.5)
      .rect(MARGIN + LABEL_WIDTH, y, 34, 17)
      .fillAndStroke(dyeHex, "#999999");
    doc.font("Helvetica-Bold").fontSize(10).fillColor(INK);
    write(`${dye?.name ?? spec.dye}  ${dye?.hex ?? ""}  (${spec.dye})`, MARGIN + LABEL_WIDTH + 42, y + 4, {
      width: CONTENT_WIDTH - LABEL_WIDTH - 42,
    });
    doc.y = y + 22;
  }

  // ——— sizes ———
  heading(t.sizes);
  const sizeCodes = [...options.sizes, ...Object.keys(spec.sizes).filter((s) => !options.sizes.includes(s))];
  const totalUnits = Object.values(spec.sizes).reduce((a, b) => a + b, 0);
  {
    const width = CONTENT_WIDTH / (sizeCodes.length + 2);
    table(
      [
        { title: t.size, width },
        ...sizeCodes.map((s) => ({ title: s, width, align: "right" as const })),
        { title: t.total, width, align: "right" },
      ],
      [[t.units, ...sizeCodes.map((s) => f.int(spec.sizes[s] ?? 0)), f.int(totalUnits)]],
    );
  }

  // ——— labels ———
  heading(t.labels);
  const labelRows = options.labelSlots.map(({ code: slot, name }) => {
    const chosen =
      spec.labels[slot as LabelSlot] ?? options.labels.find((l) => l.slot === slot && l.isDefault)?.code ?? null;
    const option = chosen ? options.labels.find((l) => l.code === chosen) : undefined;
    if (!option || option.kind === "none") return [name, option?.name ?? t.none, "-"];
    return [
      name,
      `${option.name}${option.minQuantity > 1 ? ` (MOQ ${f.int(option.minQuantity)})` : ""}`,
      option.position ? t.labelPosition(option.position, f.mm) : "-",
    ];
  });
  table(
    [
      { title: t.slot, width: 95 },
      { title: t.option, width: 150 },
      { title: t.position, width: CONTENT_WIDTH - 245 },
    ],
    labelRows,
  );

  // ——— notes ———
  heading(t.notes);
  paragraph(spec.notes.trim() || t.noNotes);

  // ——— decoration ———
  heading(t.decoration, spec.placements.length > 0 ? 290 : 20);
  if (spec.placements.length === 0) paragraph(t.noDecoration);
  const lineColour = contrastOn(dyeHex);
  spec.placements.forEach((p, index) => {
    const where = areaOnPanel(options, p.placement);
    const area = where?.placement ?? { widthMm: p.widthMm, heightMm: p.heightMm };
    const prepared = artworks[index] ?? null;
    const image = openImage(doc, opened, prepared, dyeHex);
    const preview = openImage(doc, opened, prepared, PREVIEW_BG);
    // the numbers
    const rotation = p.rotationDeg ?? 0;
    const box = rotatedBox(p.widthMm, p.heightMm, rotation);
    const details: [string, string][] = [
      [t.technique, techniqueName(p.technique)],
      [
        t.placement,
        `${placementName(p.placement)} (${p.placement}${where?.panel && where.panel.code !== p.placement ? `; ${where.panel.code}` : ""})`,
      ],
      [t.printableArea, f.size(area.widthMm, area.heightMm)],
      [t.printedSize, f.size(p.widthMm, p.heightMm)],
      [t.rotation, `${f.num(rotation)}°`],
    ];
    if (rotation % 180 !== 0) details.push([t.rotatedBox, f.size(box.widthMm, box.heightMm)]);
    details.push([
      t.inArea,
      t.inAreaText(f.xy(p.centerXMm, p.centerYMm), f.xy(p.centerXMm - p.widthMm / 2, p.centerYMm - p.heightMm / 2)),
    ]);
    if (where?.panel) {
      const kind = referenceKind(options, where.panel.code);
      const cx = where.xMm + p.centerXMm;
      const cy = where.yMm + p.centerYMm;
      const dx = cx - where.panel.widthMm / 2;
      if (kind) {
        const ref = t.reference[kind];
        const side = sideOf(where.panel.code, dx);
        details.push([
          t.onGarment,
          t.onGarmentText({
            horizontal: side === "centre" ? ref.on : `${f.mm(Math.abs(dx))} ${t.side[side]} ${ref.of}`,
            down: f.mm(cy),
            top: f.mm(cy - box.heightMm / 2),
            below: ref.below,
          }),
        ]);
      }
    }
    if (p.technique === "screen-print") details.push([t.colours, t.inks(p.colourCount ?? 1)]);
    else if (p.technique === "embroidery") {
      details.push([t.colours, t.threads(p.colourCount ?? null)]);
      details.push([t.stitchArea, `${f.int(p.stitchAreaMm2 ?? p.widthMm * p.heightMm)} mm²`]);
    } else details.push([t.colours, t.fullColour]);
    if (p.artwork) {
      const upload = prepared?.upload;
      details.push([
        t.file,
        upload
          ? `${upload.name} (${upload.contentType})${prepared?.images.size ? "" : `: ${t.missing}`}`
          : `${p.artwork.uploadId}: ${t.missing}`,
      ]);
      if (upload?.widthPx && upload.heightPx) {
        details.push([t.pixels, `${f.int(upload.widthPx)} × ${f.int(upload.heightPx)} px`]);
        if (upload.contentType === "image/svg+xml") details.push([t.dpi, t.vector]);
        else {
          const dpi = effectiveDpi(upload.widthPx, upload.heightPx, p.widthMm, p.heightMm);
          details.push([t.dpi, t.dpiValue(dpi, dpi >= options.rules.minPrintDpi)]);
        }
      }
      if (prepared?.downscaled) details.push(["", t.previewOnly]);
    }
    if (p.text) {
      details.push(
        [t.text, `“${p.text.content}”`],
        [t.font, `${textFont(p.text.font).code} (SIL Open Font License 1.1)`],
        [t.colour, p.text.colorHex.toLowerCase()],
        ["", t.textNote],
      );
    }
    const BOX_W = 250;
    const BOX_H = 150;
    const rowsHeight = details.reduce(
      (sum, [label, value]) =>
        sum + Math.max(heightOf(label, LABEL_WIDTH - 8, 9), heightOf(value, CONTENT_WIDTH - LABEL_WIDTH, 10)) + 3,
      0,
    );
    // keep a placement on one page when it fits on one
    ensure(Math.min(22 + BOX_H + 18 + rowsHeight, pageBottom() - MARGIN - 10));
    doc.y += 4;
    doc.font("Helvetica-Bold").fontSize(11).fillColor(INK);
    write(`${index + 1}. ${placementName(p.placement)}: ${techniqueName(p.technique)}`, MARGIN, doc.y, {
      width: CONTENT_WIDTH,
    });
    const top = doc.y + 4;

    // diagram: the printable area at scale on the dye, the artwork at its place and rotation
    const s = Math.min(BOX_W / area.widthMm, BOX_H / area.heightMm);
    const aw = area.widthMm * s;
    const ah = area.heightMm * s;
    const ox = MARGIN + (BOX_W - aw) / 2;
    const oy = top + (BOX_H - ah) / 2;
    doc.save();
    doc.rect(ox, oy, aw, ah).fill(dyeHex);
    doc.rect(ox, oy, aw, ah).lineWidth(0.7).dash(3, { space: 2 }).strokeColor(lineColour).stroke();
    doc.undash();
    doc.restore();
    doc.save();
    doc.translate(ox + p.centerXMm * s, oy + p.centerYMm * s).rotate(p.rotationDeg ?? 0);
    const w = p.widthMm * s;
    const h = p.heightMm * s;
    if (image) {
      doc.image(image as Buffer, -w / 2, -h / 2, { fit: [w, h], align: "center", valign: "center" });
    } else if (p.text) {
      drawDesignText(doc, p.text, { centre: [0, 0], width: w, maxSize: h * 0.9, minSize: 2 });
    }
    doc
      .rect(-w / 2, -h / 2, w, h)
      .lineWidth(0.5)
      .strokeColor(image || p.text ? lineColour : "#cc0000")
      .stroke();
    if (!image && !p.text) {
      doc
        .moveTo(-w / 2, -h / 2)
        .lineTo(w / 2, h / 2)
        .moveTo(w / 2, -h / 2)
        .lineTo(-w / 2, h / 2)
        .stroke();
    }
    doc.restore();
    doc.font("Helvetica").fontSize(8).fillColor(GREY);
    write(`${t.printableArea} ${f.size(area.widthMm, area.heightMm)}`, MARGIN, top + BOX_H + 3, {
      width: BOX_W,
      align: "center",
    });

    // the artwork itself (or the text), on a neutral ground
    const px = MARGIN + BOX_W + 11;
    const pw = CONTENT_WIDTH - BOX_W - 11;
    doc.rect(px, top, pw, BOX_H).fill(PREVIEW_BG);
    if (preview) {
      doc.image(preview as Buffer, px + 6, top + 6, {
        fit: [pw - 12, BOX_H - 12],
        align: "center",
        valign: "center",
      });
    } else if (p.text) {
      drawDesignText(doc, p.text, { centre: [px + pw / 2, top + BOX_H / 2], width: pw - 20, maxSize: 40, minSize: 4 });
    } else {
      doc
        .rect(px + 10, top + 10, pw - 20, BOX_H - 20)
        .lineWidth(0.6)
        .strokeColor("#cc0000")
        .stroke();
      doc.font("Helvetica").fontSize(9).fillColor("#cc0000");
      write(`${prepared?.upload?.name ?? p.artwork?.uploadId ?? ""}\n${t.missing}`, px + 14, top + BOX_H / 2 - 12, {
        width: pw - 28,
        align: "center",
      });
    }
    doc.font("Helvetica").fontSize(8).fillColor(GREY);
    write(
      p.text ? `${t.text}: ${textFont(p.text.font).code}` : (prepared?.upload?.name ?? p.artwork?.uploadId ?? ""),
      px,
      top + BOX_H + 3,
      { width: pw, align: "center", lineBreak: false, ellipsis: true },
    );
    doc.y = top + BOX_H + 18;

    rows(details);
    doc.y += 6;
  });

  // ——— rendered views ———
  const shown = views
    .map((v, i) => ({ prepared: v, title: i === 0 ? t.front : t.back }))
    .filter((v) => v.prepared !== null);
  if (shown.length > 0) {
    const VIEW_H = 300;
    heading(t.views, VIEW_H + 20);
    const top = doc.y;
    const w = (CONTENT_WIDTH - 11) / 2;
    shown.forEach((v, i) => {
      const x = MARGIN + i * (w + 11);
      const image = openImage(doc, opened, v.prepared, PREVIEW_BG);
      doc.rect(x, top, w, VIEW_H).fill(PREVIEW_BG);
      if (image)
        doc.image(image as Buffer, x + 6, top + 6, { fit: [w - 12, VIEW_H - 12], align: "center", valign: "center" });
      doc.font("Helvetica").fontSize(9).fillColor(GREY);
      write(image ? v.title : `${v.title}: ${t.missing}`, x, top + VIEW_H + 3, { width: w, align: "center" });
    });
    doc.y = top + VIEW_H + 18;
  }

  // ——— preflight ———
  heading(t.preflight);
  if (design.preflight.length === 0) paragraph(t.noWarnings);
  for (const w of design.preflight) paragraph(`• ${t.warning(w, placementName(w.placement))}`);

  // ——— price ———
  heading(t.price);
  const price = design.price;
  if (price) {
    const names: LineNames = {
      product: design.blank?.name ?? options.name,
      placement: placementName,
      technique: techniqueName,
      label: labelName,
    };
    const body = price.lines.map((l) => [
      t.line(l, names),
      f.int(l.quantity),
      f.money(l.unitCents),
      f.money(l.totalCents),
    ]);
    const first = body.length;
    body.push(
      [t.recurring, "", f.money(price.recurringUnitCents), ""],
      [t.development, "", "", f.money(price.developmentCents)],
      [t.grandTotal, f.int(price.quantity), f.money(price.unitCents), f.money(price.totalCents)],
    );
    table(
      [
        { title: t.description, width: CONTENT_WIDTH - 250 },
        { title: t.qty, width: 60, align: "right" },
        { title: t.unit, width: 90, align: "right" },
        { title: t.lineTotal, width: 100, align: "right" },
      ],
      body,
      new Set([first + 2]),
    );
    paragraph(`${t.perUnit}: ${f.money(price.unitCents)}. ${t.vat}`, 9, GREY);
  } else if (design.refusals.length > 0) {
    paragraph(`${t.notPriced}:`);
    for (const r of design.refusals) paragraph(`• ${r.code}: ${r.message}`, 9);
  } else {
    paragraph(t.noSizes);
  }
  const under = price?.underDelivery;
  const min = options.rules.underDeliveryRateBp.min / 100;
  const max = options.rules.underDeliveryRateBp.max / 100;
  paragraph(
    t.underDelivery(
      min,
      max,
      under?.minUnits ?? Math.floor((totalUnits * min) / 100),
      under?.maxUnits ?? Math.ceil((totalUnits * max) / 100),
    ),
    9,
    GREY,
  );

  // ——— footers ———
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 6;
    doc
      .moveTo(MARGIN, y - 5)
      .lineTo(MARGIN + CONTENT_WIDTH, y - 5)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
    doc.font("Helvetica").fontSize(8).fillColor(GREY);
    write(`${TECH_PACK_SHOP_NAME} · ${t.title} · ${design.name} · v${design.version}`, MARGIN, y, {
      width: CONTENT_WIDTH - 90,
      lineBreak: false,
      ellipsis: true,
    });
    write(t.page(i - range.start + 1, range.count), MARGIN + CONTENT_WIDTH - 90, y, {
      width: 90,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The design a tech pack may be made of: the caller's own (as `getDesign` decides: the signed-in
 * user or the guest's cart token), or any design for staff (`read:order:any`). A design someone
 * else published in the gallery is NOT enough: the tech pack holds the price and the notes.
 * @throws NotFound (DESIGN_NOT_FOUND) otherwise, so a guessed id does not tell whether it exists
 */
export async function techPackDesign(ctx: Ctx, owner: DesignOwner, id: string): Promise<DesignView> {
  let view: DesignView | null = null;
  try {
    view = await getDesign(ctx, owner, id);
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
  }
  if (view?.mine) return view;
  return getDesignForStaff(ctx, id);
}

/**
 * The tech pack download (`GET /api/customize/{id}/techpack`): checks access ({@link techPackDesign}),
 * loads the 3D product's options in `ctx.locale` and renders ({@link renderTechPack}).
 * @returns the PDF bytes and the `Content-Disposition` value (`<design name> tech pack.pdf`)
 * @throws NotFound (DESIGN_NOT_FOUND, THREE_PRODUCT_NOT_FOUND)
 */
export async function getTechPack(
  ctx: Ctx,
  owner: DesignOwner,
  id: string,
  render: TechPackRenderOptions = {},
): Promise<{ bytes: Uint8Array; contentDisposition: string; designName: string }> {
  const design = await techPackDesign(ctx, owner, id);
  const options = await getThreeProductOptions(ctx, design.threeProduct.id);
  const bytes = await renderTechPack(ctx, design, options, render);
  return { bytes, contentDisposition: techPackContentDisposition(design.name), designName: design.name };
}
