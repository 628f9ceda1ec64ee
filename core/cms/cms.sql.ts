import { jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
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
