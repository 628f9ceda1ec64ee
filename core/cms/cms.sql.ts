import { integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.ts";

/**
 * A CMS page in one language (DESIGN "CMS page"): Markdown body plus SEO fields.
 * `key` follows spec §7's CMS configurator list where one exists (about, faq, terms …).
 */
export const cmsPageTable = pgTable(
  "cms_page",
  {
    id: text("id").primaryKey(),
    key: text("key").notNull(),
    locale: text("locale").notNull(),
    path: text("path").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    body: text("body").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("cms_page_key_locale_idx").on(t.key, t.locale)],
);

/** Site-wide settings edited by administrators: social links, analytics ids (spec §3, §7). */
export const siteSettingTable = pgTable("site_setting", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  ...timestamps,
});

/** One language's text of a CMS page revision. */
export interface CmsTranslation {
  title: string;
  description: string;
  body: string;
}

/**
 * A saved version of a CMS configurator page (spec §7 `/api/admin/cms/configurator/{page}`, ADR
 * 0014): the three languages' texts (or, for `analytics`, the settings) as one staff member saved
 * them. `version` counts from 1 per page; a save names the version it started from, so two editors
 * cannot overwrite each other. The live texts are the `cms_page` rows (or the site setting).
 */
export const cmsPageRevisionTable = pgTable(
  "cms_page_revision",
  {
    id: text("id").primaryKey(),
    key: text("key").notNull(),
    version: integer("version").notNull(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    editedBy: text("edited_by"),
    ...timestamps,
  },
  (t) => [uniqueIndex("cms_page_revision_key_version_idx").on(t.key, t.version)],
);
