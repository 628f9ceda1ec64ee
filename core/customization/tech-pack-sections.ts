import { drawDesignText } from "./tech-pack-fonts.ts";
import {
  CONTENT_WIDTH,
  GREY,
  INK,
  LABEL_WIDTH,
  MARGIN,
  PREVIEW_BG,
  type PreparedImage,
  RULE,
  type TechPackLayout,
} from "./tech-pack-layout.ts";
import type { TechPackModel, TechPackPlacement } from "./tech-pack-model.ts";

/**
 * The tech pack's sections, one function each, in the order the PDF shows them (issue 16 split of
 * tech-pack.ts). Each draws its slice of the {@link TechPackModel} with the layout blocks of
 * `tech-pack-layout.ts` from `doc.y` on and leaves `doc.y` below what it drew. No computing here:
 * every number and text comes from the model.
 */

/** A light or dark line colour that shows on `hex`. */
function contrastOn(hex: string): string {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  if (!Number.isFinite(n)) return "#333333";
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 140 ? "#333333" : "#eeeeee";
}

/** The first page's head: the shop's name and address, the title, the design's name and version. */
export function drawHeader({ doc, write }: TechPackLayout, header: TechPackModel["header"]): void {
  doc.font("Helvetica-Bold").fontSize(22).fillColor(INK);
  write(header.shopName, MARGIN, MARGIN);
  doc.font("Helvetica").fontSize(8).fillColor(GREY);
  write(header.address, MARGIN + CONTENT_WIDTH - 260, MARGIN + 2, { width: 260, align: "right" });
  doc.font("Helvetica-Bold").fontSize(15).fillColor(INK);
  write(header.title, MARGIN, MARGIN + 34);
  doc.font("Helvetica").fontSize(11).fillColor(GREY);
  write(header.subtitle, MARGIN, doc.y + 1, { width: CONTENT_WIDTH });
  doc.y += 4;
}

/** The design block: name, id, version and status, last saved, generated. */
export function drawDesign(layout: TechPackLayout, design: TechPackModel["design"]): void {
  layout.heading(design.title);
  layout.rows(design.rows);
}

/** The garment block: type, product, cut, fabric, measurements, then the dye with a swatch. */
export function drawGarment(layout: TechPackLayout, garment: TechPackModel["garment"]): void {
  const { doc, write } = layout;
  layout.heading(garment.title);
  layout.rows(garment.rows);
  layout.ensure(22);
  const y = doc.y;
  doc.font("Helvetica").fontSize(9).fillColor(GREY);
  write(garment.dye.label, MARGIN, y + 4, { width: LABEL_WIDTH - 8 });
  doc
    .lineWidth(0.5)
    .rect(MARGIN + LABEL_WIDTH, y, 34, 17)
    .fillAndStroke(garment.dye.hex, "#999999");
  doc.font("Helvetica-Bold").fontSize(10).fillColor(INK);
  write(garment.dye.text, MARGIN + LABEL_WIDTH + 42, y + 4, { width: CONTENT_WIDTH - LABEL_WIDTH - 42 });
  doc.y = y + 22;
}

/** The size distribution: one table row of units per size and the total, columns of equal width. */
export function drawSizes(layout: TechPackLayout, sizes: TechPackModel["sizes"]): void {
  layout.heading(sizes.title);
  const width = CONTENT_WIDTH / sizes.columns.length;
  layout.table(
    sizes.columns.map((title, i) => (i === 0 ? { title, width } : { title, width, align: "right" as const })),
    [sizes.row],
  );
}

/** Labels and tags: per slot the option and its position on the garment. */
export function drawLabels(layout: TechPackLayout, labels: TechPackModel["labels"]): void {
  layout.heading(labels.title);
  const [slot, option, position] = labels.columns;
  layout.table(
    [
      { title: slot, width: 95 },
      { title: option, width: 150 },
      { title: position, width: CONTENT_WIDTH - 245 },
    ],
    labels.rows,
  );
}

/** The notes for the production team. */
export function drawNotes(layout: TechPackLayout, notes: TechPackModel["notes"]): void {
  layout.heading(notes.title);
  layout.paragraph(notes.text);
}

const BOX_W = 250;
const BOX_H = 150;

/**
 * One placement: its title, the diagram (the printable area at scale on the dye, the artwork or
 * text at its place and rotation, a red crossed box when neither can be drawn), the artwork itself
 * on a neutral ground, then its detail rows; kept on one page when it fits on one.
 * @param artwork the placement's prepared file (null without artwork)
 * @param dyeHex the garment's colour, `#rrggbb`
 */
export function drawPlacement(
  layout: TechPackLayout,
  p: TechPackPlacement,
  artwork: PreparedImage | null,
  dyeHex: string,
): void {
  const { doc, write, heightOf } = layout;
  const lineColour = contrastOn(dyeHex);
  const image = layout.openImage(artwork, dyeHex);
  const preview = layout.openImage(artwork, PREVIEW_BG);
  const { area, print, text } = p;
  const rowsHeight = p.details.reduce(
    (sum, [label, value]) =>
      sum + Math.max(heightOf(label, LABEL_WIDTH - 8, 9), heightOf(value, CONTENT_WIDTH - LABEL_WIDTH, 10)) + 3,
    0,
  );
  // keep a placement on one page when it fits on one
  layout.ensure(Math.min(22 + BOX_H + 18 + rowsHeight, layout.pageBottom() - MARGIN - 10));
  doc.y += 4;
  doc.font("Helvetica-Bold").fontSize(11).fillColor(INK);
  write(p.title, MARGIN, doc.y, { width: CONTENT_WIDTH });
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
  doc.translate(ox + print.centerXMm * s, oy + print.centerYMm * s).rotate(print.rotationDeg);
  const w = print.widthMm * s;
  const h = print.heightMm * s;
  if (image) {
    doc.image(image as Buffer, -w / 2, -h / 2, { fit: [w, h], align: "center", valign: "center" });
  } else if (text) {
    drawDesignText(doc, text, { centre: [0, 0], width: w, maxSize: h * 0.9, minSize: 2 });
  }
  doc
    .rect(-w / 2, -h / 2, w, h)
    .lineWidth(0.5)
    .strokeColor(image || text ? lineColour : "#cc0000")
    .stroke();
  if (!image && !text) {
    doc
      .moveTo(-w / 2, -h / 2)
      .lineTo(w / 2, h / 2)
      .moveTo(w / 2, -h / 2)
      .lineTo(-w / 2, h / 2)
      .stroke();
  }
  doc.restore();
  doc.font("Helvetica").fontSize(8).fillColor(GREY);
  write(p.areaCaption, MARGIN, top + BOX_H + 3, { width: BOX_W, align: "center" });

  // the artwork itself (or the text), on a neutral ground
  const px = MARGIN + BOX_W + 11;
  const pw = CONTENT_WIDTH - BOX_W - 11;
  doc.rect(px, top, pw, BOX_H).fill(PREVIEW_BG);
  if (preview) {
    doc.image(preview as Buffer, px + 6, top + 6, { fit: [pw - 12, BOX_H - 12], align: "center", valign: "center" });
  } else if (text) {
    drawDesignText(doc, text, { centre: [px + pw / 2, top + BOX_H / 2], width: pw - 20, maxSize: 40, minSize: 4 });
  } else {
    doc
      .rect(px + 10, top + 10, pw - 20, BOX_H - 20)
      .lineWidth(0.6)
      .strokeColor("#cc0000")
      .stroke();
    doc.font("Helvetica").fontSize(9).fillColor("#cc0000");
    write(p.missingText, px + 14, top + BOX_H / 2 - 12, { width: pw - 28, align: "center" });
  }
  doc.font("Helvetica").fontSize(8).fillColor(GREY);
  write(p.previewCaption, px, top + BOX_H + 3, { width: pw, align: "center", lineBreak: false, ellipsis: true });
  doc.y = top + BOX_H + 18;

  layout.rows(p.details);
  doc.y += 6;
}

/**
 * The decoration section: every placement ({@link drawPlacement}), or the "plain dyed garment" line.
 * @param artworks per placement, its prepared file (null without artwork)
 */
export function drawDecoration(
  layout: TechPackLayout,
  decoration: TechPackModel["decoration"],
  artworks: readonly (PreparedImage | null)[],
  dyeHex: string,
): void {
  layout.heading(decoration.title, decoration.placements.length > 0 ? 290 : 20);
  if (decoration.placements.length === 0) layout.paragraph(decoration.empty);
  decoration.placements.forEach((p, index) => {
    drawPlacement(layout, p, artworks[index] ?? null, dyeHex);
  });
}

/**
 * The rendered views side by side (front, back); skipped when the design has none.
 * @param prepared per view of `views.items`, its prepared file (null when the design has none)
 */
export function drawViews(
  layout: TechPackLayout,
  views: TechPackModel["views"],
  prepared: readonly (PreparedImage | null)[],
): void {
  const { doc, write } = layout;
  const shown = views.items.map((v, i) => ({ ...v, prepared: prepared[i] ?? null })).filter((v) => v.prepared !== null);
  if (shown.length === 0) return;
  const VIEW_H = 300;
  layout.heading(views.title, VIEW_H + 20);
  const top = doc.y;
  const w = (CONTENT_WIDTH - 11) / 2;
  shown.forEach((v, i) => {
    const x = MARGIN + i * (w + 11);
    const image = layout.openImage(v.prepared, PREVIEW_BG);
    doc.rect(x, top, w, VIEW_H).fill(PREVIEW_BG);
    if (image)
      doc.image(image as Buffer, x + 6, top + 6, { fit: [w - 12, VIEW_H - 12], align: "center", valign: "center" });
    doc.font("Helvetica").fontSize(9).fillColor(GREY);
    write(image ? v.title : v.missingTitle, x, top + VIEW_H + 3, { width: w, align: "center" });
  });
  doc.y = top + VIEW_H + 18;
}

/** The preflight warnings, one paragraph each ("None." when there are none). */
export function drawPreflight(layout: TechPackLayout, preflight: TechPackModel["preflight"]): void {
  layout.heading(preflight.title);
  for (const line of preflight.lines) layout.paragraph(line);
}

/** The price: the lines and totals table (or the rules the design breaks, or "no units yet"), then the under-delivery note. */
export function drawPrice(layout: TechPackLayout, price: TechPackModel["price"]): void {
  layout.heading(price.title);
  const block = price.block;
  if (block.kind === "priced") {
    const [description, qty, unit, total] = price.columns;
    layout.table(
      [
        { title: description, width: CONTENT_WIDTH - 250 },
        { title: qty, width: 60, align: "right" },
        { title: unit, width: 90, align: "right" },
        { title: total, width: 100, align: "right" },
      ],
      block.body,
      new Set([block.boldRow]),
    );
    layout.paragraph(block.perUnit, 9, GREY);
  } else if (block.kind === "refused") {
    layout.paragraph(block.intro);
    for (const line of block.refusals) layout.paragraph(line, 9);
  } else {
    layout.paragraph(block.text);
  }
  layout.paragraph(price.underDelivery.text, 9, GREY);
}

/** Every page's footer: a rule, the shop, title, design and version, and "Page i of n" (pages must be buffered). */
export function drawFooters(layout: TechPackLayout, footer: TechPackModel["footer"]): void {
  const { doc, write } = layout;
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
    write(footer.text, MARGIN, y, { width: CONTENT_WIDTH - 90, lineBreak: false, ellipsis: true });
    write(footer.page(i - range.start + 1, range.count), MARGIN + CONTENT_WIDTH - 90, y, {
      width: 90,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
