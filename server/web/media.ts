import { Hono } from "hono";
import { isGarmentType } from "../../core/catalog/garment-types.ts";
import { renderFlat } from "../../core/media/flats/index.ts";
import type { AppEnv } from "../env.ts";
import type { FileStorage } from "../../core/media/storage.ts";
import { readUpload } from "../../core/media/store-upload.ts";

/**
 * Product images: garment flats drawn as SVG per garment type, view and colour
 * (`/media/flat/{garmentType}/{front|back}/{rrggbb}.svg`). The URL names everything the image
 * depends on, so it is cached for a year and immutable. Uploaded artwork: `/media/upload/{id}`.
 */
export function mediaRoutes(storage?: () => FileStorage | undefined) {
  const app = new Hono<AppEnv>();
  // Uploaded artwork (core/media/store-upload.ts): ids are unguessable; served as images only, with a
  // CSP that forbids scripts (SVGs are sanitised at upload, and this keeps them inert anyway).
  app.get("/upload/:id", async (c) => {
    const files = storage?.();
    if (!files) return c.json({ error: { code: "NOT_FOUND", message: "No such file" } }, 404);
    const { upload, bytes } = await readUpload(c.get("ctx"), files, c.req.param("id"));
    return c.body(Buffer.from(bytes), 200, {
      "Content-Type": upload.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "Content-Disposition":
        upload.kind === "file" ? `attachment; filename*=UTF-8''${encodeURIComponent(upload.name)}` : "inline",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
  });
  app.get("/flat/:garmentType/:view/:file", (c) => {
    const { garmentType, view, file } = c.req.param();
    const hex = file.match(/^([0-9a-fA-F]{6})\.svg$/)?.[1];
    if (!isGarmentType(garmentType) || (view !== "front" && view !== "back") || !hex) {
      return c.json({ error: { code: "NOT_FOUND", message: "No such image" } }, 404);
    }
    const svg = renderFlat({ garmentType, view, colorHex: `#${hex.toLowerCase()}` });
    return c.body(svg, 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
  return app;
}
