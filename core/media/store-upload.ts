import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sanitizeHtml from "sanitize-html";
import { hashToken } from "../cart/cart-ref.ts";
import type { Ctx } from "../shared/ctx.ts";
import { Invalid, NotFound, parseInput } from "../shared/errors.ts";
import { ownerRefSchema, rowId } from "../shared/input-refs.ts";
import { z } from "zod";
import { createId } from "../shared/ids.ts";
import { type ArtworkFacts, measureArtwork } from "./artwork-colours.ts";
import { cleanFileName } from "./storage.ts";
import { MAX_IMAGE_PIXELS, imageHeader, untrustedImage } from "./untrusted-image.ts";
import { type UploadKind, uploadTable } from "./uploads.sql.ts";
import { and, eq } from "drizzle-orm";

/** Largest artwork upload, in bytes (25 MB: a 300 DPI A3 PNG fits). */
export const MAX_ARTWORK_BYTES = 25 * 1024 * 1024;
/** Largest document upload, in bytes (10 MB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Largest artwork side, in pixels (a 40 × 50 cm print at 300 DPI is ≈ 4724 × 5906). */
export const MAX_ARTWORK_SIDE_PX = 12_000;
/** Raster artwork types (by sniffed content) and the documents accepted as files. */
export const ARTWORK_TYPES = ["image/png", "image/jpeg", "image/svg+xml"] as const;
export const FILE_TYPES = ["image/png", "image/jpeg", "image/webp", "application/pdf"] as const;

/**
 * A stored upload as the API returns it. `widthPx`/`heightPx` for artwork (SVG: view box at 96 px/in);
 * `artwork`: the colour facts measured when it was stored (null for files, or artwork that could not
 * be measured); `sourceUploadId`: the artwork this one was derived from (a removed background).
 */
export interface UploadView {
  id: string;
  kind: UploadKind;
  name: string;
  contentType: string;
  size: number;
  widthPx: number | null;
  heightPx: number | null;
  url: string;
  artwork: ArtworkFacts | null;
  sourceUploadId: string | null;
}

/** Who uploads: a signed-in user, or a guest identified by their cart token (so drafts can use it). */
export interface UploadOwner {
  userId: string | null;
  guestToken: string | null;
}

/** SVG elements and attributes that survive sanitising: shapes, paths, text, gradients; no scripts, links or foreign content. */
const SVG_TAGS = [
  "svg",
  "g",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "defs",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "title",
  "desc",
  "use",
  "symbol",
];
const SVG_ATTRIBUTES = [
  "viewBox",
  "width",
  "height",
  "x",
  "y",
  "x1",
  "x2",
  "y1",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "d",
  "points",
  "fill",
  "fill-opacity",
  "fill-rule",
  "clip-rule",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-opacity",
  "stroke-dasharray",
  "opacity",
  "transform",
  "id",
  "class",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "clip-path",
  "mask",
  "font-family",
  "font-size",
  "font-weight",
  "text-anchor",
  "dominant-baseline",
  "href",
  "xmlns",
  "preserveAspectRatio",
  "version",
];

/** Markers of active or external content that make an SVG refused outright (not silently cleaned). */
const SVG_DANGER =
  /<\s*script|<\s*foreignObject|\son[a-z]+\s*=|javascript:|<!ENTITY|<\s*iframe|<\s*embed|<\s*object|(?:xlink:)?href\s*=\s*["'](?!#)/i;

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("utf8").trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head);
}

function svgSize(svg: string): { width: number; height: number } | null {
  const viewBox = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(svg);
  if (viewBox?.[1] && viewBox[2])
    return { width: Math.round(Number(viewBox[1])), height: Math.round(Number(viewBox[2])) };
  const w = /\swidth\s*=\s*["']([\d.]+)(px)?["']/i.exec(svg);
  const h = /\sheight\s*=\s*["']([\d.]+)(px)?["']/i.exec(svg);
  return w?.[1] && h?.[1] ? { width: Math.round(Number(w[1])), height: Math.round(Number(h[1])) } : null;
}

/**
 * Checks and stores an upload (spec §7 `/api/upload/image` for `artwork`, `/api/upload/file` for
 * `file`). Type is decided by content, never by the name or the browser's claim:
 * - artwork: PNG or JPEG, re-encoded with sharp (EXIF and other metadata dropped; pixel size read;
 *   at most {@link MAX_ARTWORK_SIDE_PX} a side and {@link MAX_IMAGE_PIXELS} in all, read from the header
 *   before decoding; truncated files refused), or SVG, refused when it holds scripts, event
 *   handlers, foreign objects, entities or external links, then sanitised to an allow-list;
 * - file: PNG, JPEG, WebP or PDF, kept as sent; images with an unreadable header or past
 *   {@link MAX_IMAGE_PIXELS} are refused (a browser showing them would decode them).
 * Artwork is then measured ({@link measureArtwork}: colour count, palette, a removable background);
 * `sourceUploadId` marks an artwork derived from another one of the same owner. The bytes go to
 * `ctx.services.storage`.
 * @returns the stored upload
 * @throws Invalid (field `file`): UPLOAD_EMPTY, UPLOAD_TOO_LARGE (details.maxBytes), UPLOAD_TYPE,
 *   SVG_UNSAFE, IMAGE_UNREADABLE, IMAGE_TOO_LARGE_PX
 */
export async function storeUpload(
  ctx: Ctx,
  input: { kind: UploadKind; name: string; bytes: Uint8Array; owner: UploadOwner; sourceUploadId?: string | null },
): Promise<UploadView> {
  const max = input.kind === "artwork" ? MAX_ARTWORK_BYTES : MAX_FILE_BYTES;
  if (input.bytes.byteLength === 0) throw new Invalid("The file is empty", "file", "UPLOAD_EMPTY");
  if (input.bytes.byteLength > max) {
    const error = new Invalid(`Files can be at most ${max / 1024 / 1024} MB`, "file", "UPLOAD_TOO_LARGE");
    (error as Invalid & { details?: unknown }).details = { maxBytes: max };
    throw error;
  }
  let bytes: Uint8Array = input.bytes;
  let contentType: string;
  let widthPx: number | null = null;
  let heightPx: number | null = null;
  const sniffed = await fileTypeFromBuffer(input.bytes);
  if (input.kind === "artwork") {
    const textual = !sniffed || sniffed.mime === "application/xml" || sniffed.mime === "image/svg+xml";
    if (textual && looksLikeSvg(input.bytes)) {
      const text = Buffer.from(input.bytes).toString("utf8");
      if (SVG_DANGER.test(text)) {
        throw new Invalid("This SVG contains scripts or links, which are not allowed", "file", "SVG_UNSAFE");
      }
      const clean = sanitizeHtml(text, {
        allowedTags: SVG_TAGS,
        allowedAttributes: { "*": SVG_ATTRIBUTES },
        allowedSchemes: [],
        parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
      });
      const size = svgSize(clean);
      if (!size || size.width <= 0 || size.height <= 0) {
        throw new Invalid("This SVG has no size (viewBox)", "file", "IMAGE_UNREADABLE");
      }
      bytes = Buffer.from(clean, "utf8");
      contentType = "image/svg+xml";
      widthPx = size.width;
      heightPx = size.height;
    } else if (sniffed && (sniffed.mime === "image/png" || sniffed.mime === "image/jpeg")) {
      const header = await imageHeader(input.bytes); // the header only: nothing is decoded yet
      if (header.state === "unreadable") throw new Invalid("This image cannot be read", "file", "IMAGE_UNREADABLE");
      if (header.state !== "ok" || Math.max(header.width, header.height) > MAX_ARTWORK_SIDE_PX) {
        throw new Invalid(
          `Images can be at most ${MAX_ARTWORK_SIDE_PX} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
          "file",
          "IMAGE_TOO_LARGE_PX",
        );
      }
      const meta = header.meta;
      try {
        const image = untrustedImage(input.bytes).rotate(); // applies the EXIF orientation, then drops metadata
        bytes =
          sniffed.mime === "image/png" ? await image.png().toBuffer() : await image.jpeg({ quality: 92 }).toBuffer();
      } catch {
        // truncated or corrupt past the header (issue 14: was a 500)
        throw new Invalid("This image cannot be read", "file", "IMAGE_UNREADABLE");
      }
      contentType = sniffed.mime;
      widthPx = meta.autoOrient?.width ?? meta.width;
      heightPx = meta.autoOrient?.height ?? meta.height;
    } else {
      throw new Invalid("Upload artwork as PNG, JPEG or SVG", "file", "UPLOAD_TYPE");
    }
  } else {
    if (!sniffed || !(FILE_TYPES as readonly string[]).includes(sniffed.mime)) {
      throw new Invalid("Upload PNG, JPEG, WebP or PDF files", "file", "UPLOAD_TYPE");
    }
    // Files are kept as sent (never decoded here), but a browser showing one would decode it.
    const header = sniffed.mime.startsWith("image/") ? await imageHeader(input.bytes) : null;
    if (header?.state === "unreadable") throw new Invalid("This image cannot be read", "file", "IMAGE_UNREADABLE");
    if (header?.state === "too-large") {
      throw new Invalid(
        `Images can be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
        "file",
        "IMAGE_TOO_LARGE_PX",
      );
    }
    contentType = sniffed.mime;
  }
  const artwork =
    input.kind === "artwork" ? await measureArtwork(bytes, contentType, Math.max(widthPx ?? 0, heightPx ?? 0)) : null;
  const now = ctx.now();
  const id = createId("upload", now.getTime());
  await ctx.services.storage.put(id, bytes);
  const row = {
    id,
    kind: input.kind,
    userId: input.owner.userId,
    guestTokenHash: input.owner.userId || !input.owner.guestToken ? null : hashToken(input.owner.guestToken),
    name: cleanFileName(input.name),
    contentType,
    size: bytes.byteLength,
    widthPx,
    heightPx,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    artwork,
    sourceUploadId: input.sourceUploadId ?? null,
    createdAt: now,
    updatedAt: now,
  };
  await ctx.db.insert(uploadTable).values(row);
  return viewOf(row);
}

function viewOf(row: typeof uploadTable.$inferSelect): UploadView {
  return {
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
  };
}

/**
 * An upload and its bytes, for serving (`GET /media/upload/{id}`). Uploads are unguessable ids
 * (128 random bits) used in designs that may be published in the gallery, so reading needs no owner.
 * The bytes come from `ctx.services.storage`.
 * @throws NotFound
 */
export async function readUpload(ctx: Ctx, id: string): Promise<{ upload: UploadView; bytes: Uint8Array }> {
  const [row] = await ctx.db.select().from(uploadTable).where(eq(uploadTable.id, id));
  const bytes = row ? await ctx.services.storage.get(row.id) : null;
  if (!row || !bytes) throw new NotFound("No such file", "UPLOAD_NOT_FOUND");
  return { upload: viewOf(row), bytes };
}

/** Input of {@link ownedUpload}: who asks (`owner`, from the session) and the upload's `id`. */
export const ownedUploadSchema = z.object({ owner: ownerRefSchema, id: rowId });

/**
 * An upload `owner` may put on a design: their own (as user, or as the guest with this cart token).
 * @throws NotFound (UPLOAD_NOT_FOUND) for someone else's upload or none
 */
export async function ownedUpload(ctx: Ctx, input: z.input<typeof ownedUploadSchema>): Promise<UploadView> {
  const { owner, id } = parseInput(ownedUploadSchema, input);
  const where = owner.userId
    ? and(eq(uploadTable.id, id), eq(uploadTable.userId, owner.userId))
    : owner.guestToken
      ? and(eq(uploadTable.id, id), eq(uploadTable.guestTokenHash, hashToken(owner.guestToken)))
      : null;
  const [row] = where ? await ctx.db.select().from(uploadTable).where(where) : [];
  if (!row) throw new NotFound("No such file", "UPLOAD_NOT_FOUND");
  return viewOf(row);
}
