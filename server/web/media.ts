import { Hono } from "hono";
import { isGarmentType } from "../../core/catalog/garment-types.ts";
import { renderFlat } from "../../core/media/flats/index.ts";
import type { AppEnv } from "../env.ts";

/**
 * Product images: garment flats drawn as SVG per garment type, view and colour
 * (`/media/flat/{garmentType}/{front|back}/{rrggbb}.svg`). The URL names everything the image
 * depends on, so it is cached for a year and immutable.
 */
export function mediaRoutes() {
  const app = new Hono<AppEnv>();
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
