import { and, asc, eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import { z } from "zod";
import { hashToken } from "../cart/cart-ref.ts";
import type { Ctx } from "../shared/ctx.ts";
import { Invalid, NotFound, parseInput } from "../shared/errors.ts";
import { ownerRefSchema } from "../shared/input-refs.ts";
import { hexRgb, svgDensity } from "./artwork-colours.ts";
import { type UploadOwner, type UploadView, ownedUpload, readUpload, storeUpload } from "./store-upload.ts";
import { MAX_IMAGE_PIXELS, untrustedImage } from "./untrusted-image.ts";
import { uploadTable } from "./uploads.sql.ts";

/**
 * "Remove background" for flat-colour logos (issue 20, ADR 0019): the background colour the upload's
 * measurement found on its border is flood-filled from every border pixel of that colour (within
 * {@link BACKGROUND_TOLERANCE}) and made transparent; the same colour inside the logo but not
 * connected to the border is kept (the white of an "O"). The one-pixel rim around the removed area
 * gets its background share turned into transparency ("colour to alpha"), so no halo of the old
 * background is printed. The result is a new PNG artwork of the same owner, derived from the
 * original (`sourceUploadId`); the original is kept, so choosing it again undoes the removal.
 */

/** Largest colour difference (CIE76 ΔE in Lab) from the background colour a filled pixel may have. */
export const BACKGROUND_TOLERANCE = 14;
/** Longest side an SVG is rendered at before its background is removed (px). */
export const SVG_RENDER_SIDE_PX = 3000;

/** Input of {@link removeArtworkBackground}. */
export const removeBackgroundSchema = z.object({ uploadId: z.string().min(1).max(64) });
/** Input of {@link removeArtworkBackground}: {@link removeBackgroundSchema} and who asks (`owner`, from the session). */
export const ownRemoveBackgroundSchema = removeBackgroundSchema.extend({ owner: ownerRefSchema });
export type RemoveBackgroundInput = z.input<typeof removeBackgroundSchema>;

const srgbToLinear = new Float64Array(256).map((_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

function lab(r: number, g: number, b: number): [number, number, number] {
  const lr = srgbToLinear[r] ?? 0;
  const lg = srgbToLinear[g] ?? 0;
  const lb = srgbToLinear[b] ?? 0;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047);
  const y = f(0.2126 * lr + 0.7152 * lg + 0.0722 * lb);
  const z = f((0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/**
 * Makes the border-connected background of an RGBA buffer transparent, in place. Pure.
 * @param data RGBA bytes, `width × height × 4`
 * @param background the background colour (`#rrggbb`)
 * @returns how many pixels were made fully transparent
 */
export function removeBackgroundPixels(
  data: Uint8Array,
  width: number,
  height: number,
  background: string,
  tolerance = BACKGROUND_TOLERANCE,
): number {
  const bg = hexRgb(background);
  const bgLab = lab(bg[0], bg[1], bg[2]);
  const n = width * height;
  const near = (i: number) => {
    if ((data[i * 4 + 3] ?? 0) < 8) return true; // already transparent: part of the background
    const p = lab(data[i * 4] ?? 0, data[i * 4 + 1] ?? 0, data[i * 4 + 2] ?? 0);
    return Math.hypot(p[0] - bgLab[0], p[1] - bgLab[1], p[2] - bgLab[2]) <= tolerance;
  };
  // 0 = not seen, 1 = background (filled), 2 = seen and kept
  const state = new Uint8Array(n);
  const queue = new Uint32Array(n);
  let head = 0;
  let tail = 0;
  const visit = (i: number) => {
    if (state[i] !== 0) return;
    if (near(i)) {
      state[i] = 1;
      queue[tail++] = i;
    } else state[i] = 2;
  };
  for (let x = 0; x < width; x++) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  while (head < tail) {
    const i = queue[head++] ?? 0;
    const x = i % width;
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (i >= width) visit(i - width);
    if (i < n - width) visit(i + width);
  }
  let removed = 0;
  for (let i = 0; i < n; i++) {
    if (state[i] !== 1) continue;
    data[i * 4 + 3] = 0;
    removed++;
  }
  // the rim: pixels beside the removed area that are partly background (anti-aliasing) lose that part
  for (let i = 0; i < n; i++) {
    if (state[i] === 1) continue;
    const x = i % width;
    const besideRemoved =
      (x > 0 && state[i - 1] === 1) ||
      (x < width - 1 && state[i + 1] === 1) ||
      (i >= width && state[i - width] === 1) ||
      (i < n - width && state[i + width] === 1);
    if (!besideRemoved) continue;
    let alpha = 0;
    for (let c = 0; c < 3; c++) {
      const p = data[i * 4 + c] ?? 0;
      const b = bg[c] ?? 0;
      const share = p > b ? (p - b) / (255 - b || 1) : p < b ? (b - p) / (b || 1) : 0;
      alpha = Math.max(alpha, share);
    }
    if (alpha >= 1) continue;
    if (alpha <= 0.02) {
      data[i * 4 + 3] = 0;
      removed++;
      continue;
    }
    for (let c = 0; c < 3; c++) {
      const p = data[i * 4 + c] ?? 0;
      const b = bg[c] ?? 0;
      data[i * 4 + c] = Math.max(0, Math.min(255, Math.round((p - (1 - alpha) * b) / alpha)));
    }
    data[i * 4 + 3] = Math.round((data[i * 4 + 3] ?? 255) * alpha);
  }
  return removed;
}

/** The file name of the derived artwork: `<name> (no background).png`. */
function derivedName(name: string): string {
  const base = name.replace(/\.(png|jpe?g|svg)$/i, "");
  return `${base} (no background).png`.slice(-120);
}

/**
 * Removes the background of one of the owner's artworks (`POST /api/upload/{id}/remove-background`),
 * see the module comment. Asking again for the same original answers the artwork made the first time.
 * The files are read from and stored in `ctx.services.storage`.
 * @returns the new artwork (PNG, `sourceUploadId` = the original), measured like any upload
 * @throws NotFound (UPLOAD_NOT_FOUND: not the owner's, or not an artwork), Invalid (BACKGROUND_NOT_UNIFORM:
 *   the border is not one colour, or already transparent; IMAGE_UNREADABLE)
 */
export async function removeArtworkBackground(
  ctx: Ctx,
  raw: RemoveBackgroundInput & { owner: UploadOwner },
): Promise<UploadView> {
  const input = parseInput(ownRemoveBackgroundSchema, raw);
  const { owner } = input;
  const original = await ownedUpload(ctx, { owner, id: input.uploadId });
  if (original.kind !== "artwork") throw new NotFound("No such file", "UPLOAD_NOT_FOUND");
  const background = original.artwork?.background;
  if (!background) {
    throw new Invalid(
      "This artwork has no plain background colour along its edges to remove",
      "uploadId",
      "BACKGROUND_NOT_UNIFORM",
    );
  }
  const ownerWhere = owner.userId
    ? eq(uploadTable.userId, owner.userId)
    : and(isNull(uploadTable.userId), eq(uploadTable.guestTokenHash, hashToken(owner.guestToken ?? "")));
  const [made] = await ctx.db
    .select({ id: uploadTable.id })
    .from(uploadTable)
    .where(and(eq(uploadTable.sourceUploadId, original.id), ownerWhere))
    .orderBy(asc(uploadTable.createdAt))
    .limit(1);
  if (made) return ownedUpload(ctx, { owner, id: made.id });

  const { bytes } = await readUpload(ctx, original.id);
  let pixels: { data: Buffer; info: { width: number; height: number } };
  try {
    const side = Math.max(original.widthPx ?? 0, original.heightPx ?? 0);
    const image =
      original.contentType === "image/svg+xml"
        ? untrustedImage(bytes, { density: svgDensity(side, Math.min(SVG_RENDER_SIDE_PX, side * 4)) })
        : untrustedImage(bytes);
    pixels = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw new Invalid("This image cannot be read", "uploadId", "IMAGE_UNREADABLE");
  }
  const { width, height } = pixels.info;
  if (width * height > MAX_IMAGE_PIXELS) throw new Invalid("This image cannot be read", "uploadId", "IMAGE_UNREADABLE");
  const data = new Uint8Array(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength);
  removeBackgroundPixels(data, width, height, background.hex);
  // our own pixels now: encoded without the untrusted-input limits
  const png = await sharp(data, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return storeUpload(ctx, {
    kind: "artwork",
    name: derivedName(original.name),
    bytes: png,
    owner,
    sourceUploadId: original.id,
  });
}
