import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { productTable } from "../../core/catalog/catalog.sql.ts";
import { cmsPageTable } from "../../core/cms/cms.sql.ts";
import { LOCALES } from "../../core/shared/locale.ts";
import type { Config } from "../config.ts";
import type { AppEnv } from "../env.ts";

/** Public origin for absolute URLs: PUBLIC_URL, else the request's own origin. */
export function publicOrigin(config: Config, request: Request): string {
  return (config.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, "");
}

/** Pages outside the catalogue and the CMS; `/customize` is the configurator's front door (issue 15). */
const STATIC_PATHS = ["/", "/product/search", "/customize", "/size-guide", "/complaints-book"];

function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * `/robots.txt` and `/sitemap.xml` (issue 2). The sitemap lists every page once with `hreflang`
 * alternates per language (`?lng=pt`, `?lng=es`) and `x-default`.
 */
export function seoRoutes(config: Config) {
  const app = new Hono<AppEnv>();
  app.get("/robots.txt", (c) => {
    const origin = publicOrigin(config, c.req.raw);
    return c.text(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /user",
        "Disallow: /admin",
        "Disallow: /checkout",
        "",
        `Sitemap: ${origin}/sitemap.xml`,
        "",
      ].join("\n"),
    );
  });
  app.get("/sitemap.xml", async (c) => {
    const origin = publicOrigin(config, c.req.raw);
    const db = c.get("ctx").db;
    const [products, pages] = await Promise.all([
      db
        .select({ slug: productTable.slug, updatedAt: productTable.updatedAt })
        .from(productTable)
        .where(eq(productTable.status, "active")),
      db.selectDistinct({ path: cmsPageTable.path }).from(cmsPageTable),
    ]);
    const entries: { path: string; lastmod?: string }[] = [
      ...STATIC_PATHS.map((path) => ({ path })),
      ...pages.filter((p) => p.path.startsWith("/")).map((p) => ({ path: p.path })),
      ...products.map((p) => ({ path: `/product/${p.slug}`, lastmod: p.updatedAt.toISOString().slice(0, 10) })),
    ];
    const seen = new Set<string>();
    const urls = entries
      .filter((e) => {
        if (seen.has(e.path)) return false;
        seen.add(e.path);
        return true;
      })
      .map((e) => {
        const loc = `${origin}${e.path}`;
        const alternates = LOCALES.map(
          (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(`${loc}?lng=${l}`)}"/>`,
        ).join("");
        return `<url><loc>${escapeXml(loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(loc)}"/></url>`;
      });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>\n`;
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8" });
  });
  return app;
}
