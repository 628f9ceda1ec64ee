import { eq } from "drizzle-orm";
import type { Ctx } from "../shared/ctx.ts";
import { NotFound } from "../shared/errors.ts";
import { DEFAULT_LOCALE } from "../shared/locale.ts";
import { cmsPageTable } from "./cms.sql.ts";

/** A CMS page in one language; `body` is Markdown (render with `renderMarkdown`). */
export interface CmsPage {
  key: string;
  locale: string;
  path: string;
  title: string;
  description: string;
  body: string;
  updatedAt: string;
}

/**
 * The CMS page `key` in `ctx.locale`, falling back to English when that translation is missing. The page's rows (all
 * its languages) are read through `ctx.services.cache` under the `cms` topic (ADR 0026), which every save of a page
 * drops on every instance (core/cms/admin-content.ts): a content page is one database read per page per instance,
 * not one per request (issue 17).
 * @throws NotFound (`PAGE_NOT_FOUND`) when the page does not exist in any language
 */
export async function getCmsPage(ctx: Ctx, key: string): Promise<CmsPage> {
  const rows = await ctx.services.cache.read("cms", `page:${key}`, () =>
    ctx.db.select().from(cmsPageTable).where(eq(cmsPageTable.key, key)),
  );
  const row = rows.find((r) => r.locale === ctx.locale) ?? rows.find((r) => r.locale === DEFAULT_LOCALE);
  if (!row) throw new NotFound("Page not found", "PAGE_NOT_FOUND");
  return {
    key: row.key,
    locale: row.locale,
    path: row.path,
    title: row.title,
    description: row.description,
    body: row.body,
    updatedAt: row.updatedAt.toISOString(),
  };
}
