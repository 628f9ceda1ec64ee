import { and, asc, eq, inArray } from "drizzle-orm";
import { uploadTable } from "../media/uploads.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { NotFound } from "../shared/errors.ts";
import { type Localized, pickLocale } from "../shared/locale.ts";
import { colorTable, productImageTable, productTable } from "./catalog.sql.ts";
import { FLAT_HEIGHT, FLAT_WIDTH, type ProductImage } from "./product-view.ts";

/**
 * Product photos on the storefront (issue 6, ADR 0013): the photos staff attach to a product in the
 * back office (`product_image`), served publicly at `/media/product-photo/{uploadId}` — but only while
 * the photo belongs to an active product. Other uploads (customers' artwork, return photos, files)
 * are never readable through that path.
 */

/** One photo of a product as stored: its upload, the colour it shows (null: every colour), alt texts, pixel size. */
export interface StoredProductPhoto {
  uploadId: string;
  colorCode: string | null;
  alt: Localized;
  widthPx: number | null;
  heightPx: number | null;
}

/** Public URL of a product photo (see {@link readProductPhoto}). */
export const productPhotoUrl = (uploadId: string) => `/media/product-photo/${encodeURIComponent(uploadId)}`;

/**
 * The photos of the products `productIds`, in their order, grouped by product id — one query for
 * any number of products (lists and cards must not query per product).
 */
export async function loadProductPhotos(ctx: Ctx, productIds: string[]): Promise<Map<string, StoredProductPhoto[]>> {
  const byProduct = new Map<string, StoredProductPhoto[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await ctx.db
    .select({
      productId: productImageTable.productId,
      uploadId: productImageTable.uploadId,
      alt: productImageTable.alt,
      colorCode: colorTable.code,
      widthPx: uploadTable.widthPx,
      heightPx: uploadTable.heightPx,
    })
    .from(productImageTable)
    .innerJoin(uploadTable, eq(uploadTable.id, productImageTable.uploadId))
    .leftJoin(colorTable, eq(colorTable.id, productImageTable.colorId))
    .where(inArray(productImageTable.productId, productIds))
    .orderBy(asc(productImageTable.productId), asc(productImageTable.sortOrder), asc(productImageTable.id));
  for (const { productId, ...photo } of rows) {
    const list = byProduct.get(productId) ?? [];
    list.push(photo);
    byProduct.set(productId, list);
  }
  return byProduct;
}

/**
 * A stored photo as a storefront image: public URL, alt text in `locale` (the product name when staff
 * left it empty), pixel size (the flat's 600 × 700 when unknown), `view: "photo"`, and `colorCode`
 * (the photo's colour, or `forColor` for a photo of every colour).
 */
export function photoImage(
  photo: StoredProductPhoto,
  input: { productName: string; locale: Ctx["locale"]; forColor?: string },
): ProductImage {
  return {
    url: productPhotoUrl(photo.uploadId),
    alt: pickLocale(photo.alt, input.locale) || input.productName,
    width: photo.widthPx ?? FLAT_WIDTH,
    height: photo.heightPx ?? FLAT_HEIGHT,
    view: "photo",
    colorCode: photo.colorCode ?? input.forColor ?? "",
  };
}

/** The photos shown for colour `colorCode`: those of that colour and those of no colour, in their order. */
export function photosForColor(photos: StoredProductPhoto[], colorCode: string): StoredProductPhoto[] {
  return photos.filter((p) => p.colorCode === null || p.colorCode === colorCode);
}

/**
 * Reads a product photo for the public path `/media/product-photo/{uploadId}`: the upload must be a
 * photo of a product whose status is `active`. Anything else — an unknown id, a draft or archived
 * product's photo, a customer's artwork, a return photo — is "not found", so the path reveals nothing.
 * The bytes come from `ctx.services.storage`.
 * @throws NotFound (`UPLOAD_NOT_FOUND`)
 */
export async function readProductPhoto(
  ctx: Ctx,
  uploadId: string,
): Promise<{ contentType: string; bytes: Uint8Array }> {
  const [row] = await ctx.db
    .select({ id: uploadTable.id, contentType: uploadTable.contentType })
    .from(productImageTable)
    .innerJoin(productTable, eq(productTable.id, productImageTable.productId))
    .innerJoin(uploadTable, eq(uploadTable.id, productImageTable.uploadId))
    .where(and(eq(productImageTable.uploadId, uploadId), eq(productTable.status, "active")))
    .limit(1);
  const servable = row?.contentType.startsWith("image/") && !row.contentType.includes("svg");
  const bytes = row && servable ? await ctx.services.storage.get(row.id) : null;
  if (!row || !bytes) throw new NotFound("No such file", "UPLOAD_NOT_FOUND");
  return { contentType: row.contentType, bytes };
}
