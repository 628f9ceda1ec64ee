import { Hono } from "hono";
import { isGarmentType } from "../../core/catalog/garment-types.ts";
import { FLAT_IMAGE_VIEWS, type FlatImageView, renderFlat } from "../../core/media/flats/index.ts";
import type { AppEnv } from "../env.ts";
import { readUpload } from "../../core/media/store-upload.ts";
import { readProductPhoto } from "../../core/catalog/product-photos.ts";

/**
 * Product images: garment flats drawn as SVG per garment type, view and colour
 * (`/media/flat/{garmentType}/{front|back|detail}/{rrggbb}.svg`). The URL names everything the image
 * depends on, so it is cached for a year and immutable. Uploaded artwork: `/media/upload/{id}`.
 * Product photos (issue 6): `/media/product-photo/{uploadId}`, only while on an active product.
 */
export function mediaRoutes() {
  const app = new Hono<AppEnv>();
  // Uploads (core/media/store-upload.ts) are capability URLs (ADR 0010 "Who may read an upload"):
  // 128-bit random ids; served with a CSP that forbids scripts (SVGs are sanitised at upload, and
  // this keeps them inert anyway), kept out of shared caches and search engines.
  app.get("/upload/:id", async (c) => {
    const { upload, bytes } = await readUpload(c.get("ctx"), c.req.param("id"));
    return c.body(Buffer.from(bytes), 200, {
      "Content-Type": upload.contentType,
      "Cache-Control": "private, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "X-Robots-Tag": "noindex, noimageindex",
      "Referrer-Policy": "no-referrer",
      "Content-Disposition":
        upload.kind === "file" ? `attachment; filename*=UTF-8''${encodeURIComponent(upload.name)}` : "inline",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
  });
  // Product photos for everyone (storefront, search engines, other sites' previews), but only uploads
  // attached to an active product; everything else is 404 here. Cached for a day, since unpublishing
  // must take the photo down.
  app.get("/product-photo/:id", async (c) => {
    const photo = await readProductPhoto(c.get("ctx"), c.req.param("id"));
    return c.body(Buffer.from(photo.bytes), 200, {
      "Content-Type": photo.contentType,
      "Cache-Control": "public, max-age=86400",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "X-Content-Type-Options": "nosniff",
    });
  });
  app.get("/flat/:garmentType/:view/:file", (c) => {
    const { garmentType, view, file } = c.req.param();
    const hex = file.match(/^([0-9a-fA-F]{6})\.svg$/)?.[1];
    if (!isGarmentType(garmentType) || !(FLAT_IMAGE_VIEWS as readonly string[]).includes(view) || !hex) {
      return c.json({ error: { code: "NOT_FOUND", message: "No such image" } }, 404);
    }
    const svg = renderFlat({ garmentType, view: view as FlatImageView, colorHex: `#${hex.toLowerCase()}` });
    return c.body(svg, 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
  return app;
}
