import { eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { type UploadView, readUpload } from "../media/store-upload.ts";
import { uploadTable } from "../media/uploads.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { NotFound, parseInput } from "../shared/errors.ts";
import { type DesignRef, type DesignView, designRefSchema, getDesign, getDesignForStaff } from "./designs.ts";
import { type ThreeProductOptions, getThreeProductOptions } from "./get-three-product.ts";
import {
  type Doc,
  FOOTER,
  MARGIN,
  PREVIEW_BG,
  type PreparedImage,
  pdfText,
  techPackLayout,
} from "./tech-pack-layout.ts";
import { techPackDyeHex, techPackModel, uploadIdOf } from "./tech-pack-model.ts";
import {
  drawDecoration,
  drawDesign,
  drawFooters,
  drawGarment,
  drawHeader,
  drawLabels,
  drawNotes,
  drawPreflight,
  drawPrice,
  drawSizes,
  drawViews,
} from "./tech-pack-sections.ts";

export { pdfText } from "./tech-pack-layout.ts";
export { TECH_PACK_SHOP_NAME } from "./tech-pack-model.ts";

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
 *
 * Split (issue 16): this file does the I/O (design and options from the database, artwork and views
 * from storage, prepared with sharp) and runs the steps; `tech-pack-model.ts` computes everything
 * the PDF shows as data (pure: `techPackModel`), `tech-pack-sections.ts` draws it section by section
 * with the layout blocks of `tech-pack-layout.ts`.
 */

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
  const spec = design.document;
  const dyeHex = techPackDyeHex(design, options);
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
  const model = techPackModel({
    design,
    options,
    locale: ctx.locale,
    now: ctx.now(),
    artworks: artworks.map((a) =>
      a ? { upload: a.upload, available: a.images.size > 0, downscaled: a.downscaled } : null,
    ),
  });

  const doc: Doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    compress: render.compress ?? true,
    bufferPages: true,
    info: {
      Title: pdfText(model.info.title),
      Author: model.info.author,
      Subject: model.info.subject,
      Creator: model.info.creator,
      CreationDate: model.info.creationDate,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<void>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });

  const layout = techPackLayout(doc);
  drawHeader(layout, model.header);
  drawDesign(layout, model.design);
  drawGarment(layout, model.garment);
  drawSizes(layout, model.sizes);
  drawLabels(layout, model.labels);
  drawNotes(layout, model.notes);
  drawDecoration(layout, model.decoration, artworks, dyeHex);
  drawViews(layout, model.views, views);
  drawPreflight(layout, model.preflight);
  drawPrice(layout, model.price);
  drawFooters(layout, model.footer);
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
export async function techPackDesign(ctx: Ctx, input: DesignRef): Promise<DesignView> {
  const { owner, id } = parseInput(designRefSchema, input);
  let view: DesignView | null = null;
  try {
    view = await getDesign(ctx, { owner, id });
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
  input: DesignRef & TechPackRenderOptions,
): Promise<{ bytes: Uint8Array; contentDisposition: string; designName: string }> {
  const { owner, id } = parseInput(designRefSchema, input);
  const render: TechPackRenderOptions = input.compress === undefined ? {} : { compress: input.compress };
  const design = await techPackDesign(ctx, { owner, id });
  const options = await getThreeProductOptions(ctx, design.threeProduct.id);
  const bytes = await renderTechPack(ctx, design, options, render);
  return { bytes, contentDisposition: techPackContentDisposition(design.name), designName: design.name };
}
