import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Ctx } from "../shared/ctx.ts";
import { siteSettingTable } from "./cms.sql.ts";

/** Social links shown in the footer (spec §7 `/api/admin/sociallinks`). */
export const socialLinksSchema = z.array(
  z.object({
    network: z.enum(["instagram", "facebook", "tiktok", "pinterest", "linkedin", "youtube"]),
    url: z.url(),
  }),
);
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/** Analytics configuration (spec §3, §7 CMS analytics): empty strings mean "off". */
export const analyticsSchema = z.object({
  googleMeasurementId: z.string().regex(/^(G-[A-Z0-9]{4,16})?$/),
  metaPixelId: z.string().regex(/^(\d{6,20})?$/),
});
export type AnalyticsSettings = z.infer<typeof analyticsSchema>;

const SETTINGS = {
  socialLinks: { schema: socialLinksSchema, fallback: [] as SocialLinks },
  analytics: { schema: analyticsSchema, fallback: { googleMeasurementId: "", metaPixelId: "" } as AnalyticsSettings },
} as const;
export type SettingKey = keyof typeof SETTINGS;
type SettingValue<K extends SettingKey> = z.infer<(typeof SETTINGS)[K]["schema"]>;

/**
 * Reads a site setting; a missing or malformed value yields its default (and is logged). Kept in
 * `ctx.services.cache` under the `settings` topic (ADR 0026): every write of `site_settings` calls
 * {@link invalidateSiteSettings} in its transaction. The value is shared: callers must not change it.
 */
export function getSiteSetting<K extends SettingKey>(ctx: Ctx, key: K): Promise<SettingValue<K>> {
  return ctx.services.cache.read("settings", key, () => loadSiteSetting(ctx, key));
}

/** Drops the cached site settings on every instance once `ctx`'s transaction commits (call it with each write). */
export function invalidateSiteSettings(ctx: Ctx): Promise<void> {
  return ctx.services.cache.invalidate(ctx.db, "settings");
}

async function loadSiteSetting<K extends SettingKey>(ctx: Ctx, key: K): Promise<SettingValue<K>> {
  const [row] = await ctx.db.select().from(siteSettingTable).where(eq(siteSettingTable.key, key)).limit(1);
  if (!row) return SETTINGS[key].fallback as SettingValue<K>;
  const parsed = SETTINGS[key].schema.safeParse(row.value);
  if (!parsed.success) {
    ctx.log.warn({ key, issues: parsed.error.issues }, "malformed site setting; using default");
    return SETTINGS[key].fallback as SettingValue<K>;
  }
  return parsed.data as SettingValue<K>;
}
