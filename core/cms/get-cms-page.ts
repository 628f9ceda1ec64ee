import { and, eq } from "drizzle-orm";
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
 * The CMS page `key` in `ctx.locale`, falling back to English when that translation is missing.
 * @throws NotFound (`PAGE_NOT_FOUND`) when the page does not exist in any language
 */
export async function getCmsPage(ctx: Ctx, key: string): Promise<CmsPage> {
  const rows = await ctx.db
    .select()
    .from(cmsPageTable)
    .where(and(eq(cmsPageTable.key, key)));
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
