import { type SQL, and, count, desc, eq, max, sql } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "../audit/record-audit.ts";
import { isShippingCountry } from "../customers/address-schema.ts";
import { CARRIERS, shippingMethodTable } from "../shipping/shipping.sql.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Conflict, Invalid, NotFound, parseInput } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { rowId } from "../shared/input-refs.ts";
import {
  type ListPage,
  type ListQuery,
  type ListSpec,
  runListExport,
  runListQuery,
  searchColumns,
} from "../shared/list-query.ts";
import { LOCALES, type Locale } from "../shared/locale.ts";
import { requirePermission } from "../shared/permissions.ts";
import { type CmsTranslation, cmsPageRevisionTable, cmsPageTable, siteSettingTable } from "./cms.sql.ts";
import { renderMarkdown } from "./render-markdown.ts";
import {
  type AnalyticsSettings,
  type SocialLinks,
  analyticsSchema,
  getSiteSetting,
  invalidateSiteSettings,
  socialLinksSchema,
} from "./site-settings.ts";

/**
 * The CMS configurator pages of spec §7 (`/api/admin/cms/configurator/{page}`), in the spec's
 * order, with the storefront path each page's texts belong to. `analytics` is not a text page: its
 * content is the analytics settings (Google measurement id, Meta pixel id).
 */
export const CONFIGURATOR_PAGES = {
  checkout: "/checkout",
  media: "/media",
  login: "/auth/auth",
  register: "/auth/register",
  recover: "/auth/forgot",
  faq: "/faqs",
  refund: "/refund",
  contact: "/contact",
  about: "/about",
  community: "/community",
  wholesale: "/wholesale",
  thankyou: "/payment/return",
  analytics: "",
  terms: "/terms-of-use",
  privacy: "/privacy",
  shipping: "/shipping-policy",
  size: "/size-guide",
  disputeResolution: "/disputeresolution",
} as const;
export type ConfiguratorPage = keyof typeof CONFIGURATOR_PAGES;
export const CONFIGURATOR_PAGE_KEYS = Object.keys(CONFIGURATOR_PAGES) as ConfiguratorPage[];

/** True when `page` is one of {@link CONFIGURATOR_PAGES}. */
export function isConfiguratorPage(page: string): page is ConfiguratorPage {
  return Object.hasOwn(CONFIGURATOR_PAGES, page);
}

/** One language of a text page: title (≤ 200), SEO description (≤ 300), Markdown body (≤ 100 000 characters). */
export const translationSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(300).default(""),
  body: z.string().max(100_000).default(""),
});

/**
 * The save payload of a text page: the version it was edited from (0 for a page never saved
 * here) and all three languages (ADR 0014: a page is saved whole, so languages never drift).
 */
export const textPageSaveSchema = z.object({
  version: z.number().int().min(0),
  translations: z.object({ en: translationSchema, pt: translationSchema, es: translationSchema }),
});

/** The save payload of `analytics`: the version and the settings (spec §3 googleMeasurementId, metaPixelId). */
export const analyticsSaveSchema = z.object({
  version: z.number().int().min(0),
  data: analyticsSchema,
});

/** Which configurator page a verb acts on (`page`, the URL's `{page}`: `about`, `terms`, …, `analytics`). */
export const configuratorPageRefSchema = z.object({ page: z.string().max(64) });
/** Input of {@link saveConfiguratorPage}: the page, and its save payload ({@link textPageSaveSchema} or {@link analyticsSaveSchema}). */
export type SaveConfiguratorPageInput = z.input<typeof configuratorPageRefSchema> & Record<string, unknown>;

/** A configurator page as the editor loads it. */
export type ConfiguratorPageView =
  | {
      page: Exclude<ConfiguratorPage, "analytics">;
      kind: "text";
      path: string;
      version: number;
      updatedAt: string | null;
      translations: Record<Locale, CmsTranslation>;
    }
  | { page: "analytics"; kind: "settings"; version: number; updatedAt: string | null; data: AnalyticsSettings };

/** One saved version of a page, newest first in {@link listRevisions}. */
export interface RevisionView {
  version: number;
  editedBy: string | null;
  at: string;
  content: Record<string, unknown>;
}

function pageOf(page: string): ConfiguratorPage {
  if (!isConfiguratorPage(page)) throw new NotFound("No such CMS page", "PAGE_NOT_FOUND");
  return page;
}

async function currentVersion(ctx: Ctx, key: string): Promise<{ version: number; at: Date | null }> {
  const [row] = await ctx.db
    .select({ version: max(cmsPageRevisionTable.version), at: max(cmsPageRevisionTable.createdAt) })
    .from(cmsPageRevisionTable)
    .where(eq(cmsPageRevisionTable.key, key));
  return { version: Number(row?.version ?? 0), at: row?.at ?? null };
}

/**
 * A configurator page for the editor (`read:content:any`): the live texts in en/pt/es (empty
 * where a language is missing) or the analytics settings, with the version to send back on save.
 * @throws Unauthorized, Forbidden, NotFound (PAGE_NOT_FOUND: not a page of spec §7)
 */
export async function getConfiguratorPage(ctx: Ctx, pageName: string): Promise<ConfiguratorPageView> {
  requirePermission(ctx, "read:content:any");
  const page = pageOf(pageName);
  const { version, at } = await currentVersion(ctx, page);
  if (page === "analytics") {
    return {
      page,
      kind: "settings",
      version,
      updatedAt: at?.toISOString() ?? null,
      data: await getSiteSetting(ctx, "analytics"),
    };
  }
  const rows = await ctx.db.select().from(cmsPageTable).where(eq(cmsPageTable.key, page));
  const translations = {} as Record<Locale, CmsTranslation>;
  for (const locale of LOCALES) {
    const row = rows.find((r) => r.locale === locale);
    translations[locale] = { title: row?.title ?? "", description: row?.description ?? "", body: row?.body ?? "" };
  }
  const updated = rows.reduce<Date | null>((a, r) => (!a || r.updatedAt > a ? r.updatedAt : a), at);
  return {
    page,
    kind: "text",
    path: rows[0]?.path ?? CONFIGURATOR_PAGES[page],
    version,
    updatedAt: updated?.toISOString() ?? null,
    translations,
  };
}

/** Every configurator page with its version, last change and which languages have a title (`read:content:any`). */
export async function listConfiguratorPages(
  ctx: Ctx,
): Promise<{ page: ConfiguratorPage; version: number; updatedAt: string | null; languages: Locale[] }[]> {
  requirePermission(ctx, "read:content:any");
  const [rows, revisions] = await Promise.all([
    ctx.db
      .select({
        key: cmsPageTable.key,
        locale: cmsPageTable.locale,
        title: cmsPageTable.title,
        at: cmsPageTable.updatedAt,
      })
      .from(cmsPageTable),
    ctx.db
      .select({
        key: cmsPageRevisionTable.key,
        version: max(cmsPageRevisionTable.version),
        at: max(cmsPageRevisionTable.createdAt),
      })
      .from(cmsPageRevisionTable)
      .groupBy(cmsPageRevisionTable.key),
  ]);
  return CONFIGURATOR_PAGE_KEYS.map((page) => {
    const own = rows.filter((r) => r.key === page && r.title);
    const rev = revisions.find((r) => r.key === page);
    const last = [rev?.at ?? null, ...own.map((r) => r.at)].filter((d): d is Date => !!d).sort((a, b) => +b - +a)[0];
    return {
      page,
      version: Number(rev?.version ?? 0),
      updatedAt: last?.toISOString() ?? null,
      languages: page === "analytics" ? [...LOCALES] : LOCALES.filter((l) => own.some((r) => r.locale === l)),
    };
  });
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * Saves a configurator page (`update:content:any`, ADR 0014): the three languages (or the
 * analytics settings) go live at once and are kept as version `version + 1`. If someone saved in
 * between (the stored version is not `version`), nothing is saved.
 * @throws Unauthorized, Forbidden, NotFound (PAGE_NOT_FOUND), Invalid (field errors, e.g.
 *   `data.googleMeasurementId` not `G-…`), Conflict (CMS_VERSION_CONFLICT)
 */
export async function saveConfiguratorPage(ctx: Ctx, input: SaveConfiguratorPageInput): Promise<ConfiguratorPageView> {
  requirePermission(ctx, "update:content:any");
  const page = pageOf(parseInput(configuratorPageRefSchema, input).page);
  const parsed = page === "analytics" ? parseInput(analyticsSaveSchema, input) : parseInput(textPageSaveSchema, input);
  const conflict = () =>
    new Conflict("Someone saved this page meanwhile; reload to see their changes", "CMS_VERSION_CONFLICT");
  try {
    await withTransaction(ctx, async (tx) => {
      const before = await getConfiguratorPage(tx, page);
      if (before.version !== parsed.version) throw conflict();
      const now = tx.now();
      const content = "data" in parsed ? { data: parsed.data } : { translations: parsed.translations };
      await tx.db.insert(cmsPageRevisionTable).values({
        id: createId("cmsRevision", now.getTime()),
        key: page,
        version: parsed.version + 1,
        content,
        editedBy: tx.actor?.userId ?? null,
        createdAt: now,
        updatedAt: now,
      });
      if ("data" in parsed) {
        await tx.db
          .insert(siteSettingTable)
          .values({ key: "analytics", value: parsed.data, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({ target: siteSettingTable.key, set: { value: parsed.data, updatedAt: now } });
        await invalidateSiteSettings(tx);
      } else {
        const path = before.kind === "text" ? before.path : CONFIGURATOR_PAGES[page];
        for (const locale of LOCALES) {
          const text = parsed.translations[locale];
          await tx.db
            .insert(cmsPageTable)
            .values({
              id: createId("cmsPage", now.getTime()),
              key: page,
              locale,
              path,
              ...text,
              createdAt: now,
              updatedAt: now,
            })
            .onConflictDoUpdate({
              target: [cmsPageTable.key, cmsPageTable.locale],
              set: { ...text, updatedAt: now },
            });
        }
        // cached pages show the old text until this commits, then every instance drops them (ADR 0026)
        await tx.services.cache.invalidate(tx.db, "cms");
      }
      await recordAudit(tx, {
        action: "content.page.update",
        entityType: "cmsPage",
        entityId: page,
        before:
          "data" in before
            ? { version: before.version, data: before.data }
            : { version: before.version, translations: before.translations },
        after: { version: parsed.version + 1, ...content },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
  return getConfiguratorPage(ctx, page);
}

/**
 * Renders unsaved texts of a page as the storefront would (Markdown to safe HTML), for the
 * editor's preview (`read:content:any`). Nothing is stored.
 * @throws Unauthorized, Forbidden, NotFound, Invalid (a schema check)
 */
export function previewConfiguratorPage(
  ctx: Ctx,
  input: SaveConfiguratorPageInput,
): Record<Locale, { title: string; description: string; html: string }> {
  requirePermission(ctx, "read:content:any");
  const page = pageOf(parseInput(configuratorPageRefSchema, input).page);
  if (page === "analytics") throw new Invalid("The analytics page has no text to preview", "page");
  const { translations } = parseInput(textPageSaveSchema.pick({ translations: true }), input);
  const out = {} as Record<Locale, { title: string; description: string; html: string }>;
  for (const locale of LOCALES) {
    const t = translations[locale];
    out[locale] = { title: t.title, description: t.description, html: renderMarkdown(t.body) };
  }
  return out;
}

/** The saved versions of a page, newest first (at most 50; `read:content:any`). */
export async function listRevisions(ctx: Ctx, pageName: string): Promise<RevisionView[]> {
  requirePermission(ctx, "read:content:any");
  const page = pageOf(pageName);
  const rows = await ctx.db
    .select()
    .from(cmsPageRevisionTable)
    .where(eq(cmsPageRevisionTable.key, page))
    .orderBy(desc(cmsPageRevisionTable.version))
    .limit(50);
  return rows.map((r) => ({
    version: r.version,
    editedBy: r.editedBy,
    at: r.createdAt.toISOString(),
    content: r.content,
  }));
}

// ------------------------------------------------------------------------------- social links

/** Social links as saved by staff: https only, one link per network, at most 10. */
export const socialLinksSaveSchema = socialLinksSchema
  .max(10)
  .refine((links) => links.every((l) => l.url.startsWith("https://")), { message: "Links must start with https://" })
  .refine((links) => new Set(links.map((l) => l.network)).size === links.length, {
    message: "One link per network",
  });

/** The footer's social links (`read:content:any`; spec §7 `/api/admin/sociallinks` get). */
export async function getSocialLinks(ctx: Ctx): Promise<SocialLinks> {
  requirePermission(ctx, "read:content:any");
  return getSiteSetting(ctx, "socialLinks");
}

/**
 * Replaces the social links (`update:content:any`; spec §7 `/api/admin/sociallinks` update).
 * @throws Unauthorized, Forbidden, Invalid (a schema check: not https, duplicate network, unknown network)
 */
export async function saveSocialLinks(ctx: Ctx, input: unknown): Promise<SocialLinks> {
  requirePermission(ctx, "update:content:any");
  const links = parseInput(socialLinksSaveSchema, input);
  return withTransaction(ctx, async (tx) => {
    const before = await getSiteSetting(tx, "socialLinks");
    const now = tx.now();
    await tx.db
      .insert(siteSettingTable)
      .values({ key: "socialLinks", value: links, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: siteSettingTable.key, set: { value: links, updatedAt: now } });
    await invalidateSiteSettings(tx);
    await recordAudit(tx, {
      action: "content.socialLinks.update",
      entityType: "siteSetting",
      entityId: "socialLinks",
      before,
      after: links,
    });
    return links;
  });
}

// ---------------------------------------------------------------------------- shipping methods

const localizedText = (max: number) =>
  z.object({
    en: z.string().trim().min(1).max(max),
    pt: z.string().trim().min(1).max(max),
    es: z.string().trim().min(1).max(max),
  });

/**
 * A shipping method as staff edit it (spec §7 `/api/admin/shippingmethod/{id}`): carrier, names and
 * descriptions in en/pt/es, price and free-from threshold (EUR cents, VAT-inclusive), delivery days,
 * destination countries (ISO 3166-1 alpha-2), access-point delivery, carrier service code, on/off, order.
 */
export const shippingMethodInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{3,40}$/, "Lower-case letters, digits and dashes"),
    carrier: z.enum(CARRIERS),
    name: localizedText(80),
    description: localizedText(300),
    priceCents: z.number().int().min(0).max(1_000_000),
    freeOverCents: z.number().int().min(0).max(100_000_000).nullish(),
    minDays: z.number().int().min(0).max(60),
    maxDays: z.number().int().min(0).max(90),
    countries: z.array(z.string().length(2)).min(1).max(250),
    toAccessPoint: z.boolean().default(false),
    serviceCode: z.string().trim().max(10).nullish(),
    active: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(1000).default(0),
  })
  .refine((m) => m.maxDays >= m.minDays, { message: "maxDays must be at least minDays", path: ["maxDays"] })
  .refine((m) => m.countries.every((c) => isShippingCountry(c.toUpperCase())), {
    message: "A country the shop does not ship to",
    path: ["countries"],
  })
  .refine((m) => !m.toAccessPoint || m.carrier === "ups", {
    message: "Only UPS delivers to access points",
    path: ["toAccessPoint"],
  });
export type ShippingMethodInput = z.input<typeof shippingMethodInputSchema>;

/** Edit a shipping method (`PUT /api/admin/shippingmethod/{id}`): its settings and its id (the URL's). */
export const updateShippingMethodSchema = shippingMethodInputSchema.safeExtend({ id: rowId });
export type UpdateShippingMethodInput = z.input<typeof updateShippingMethodSchema>;

type ShippingRow = typeof shippingMethodTable.$inferSelect;

/**
 * The shipping method list's query (list kit, ADR 0012): search code and names (en/pt/es); filter
 * by carrier and on/off; sort by display order (default), code, carrier, price or fastest delivery.
 */
export const SHIPPING_METHOD_LIST = {
  sorts: ["sortOrder", "code", "carrier", "priceCents", "minDays"],
  defaultSort: "sortOrder",
  defaultDir: "asc",
  filters: { carrier: z.enum(CARRIERS), active: z.enum(["yes", "no"]) },
} as const satisfies ListSpec<string, z.ZodRawShape>;
export type ShippingMethodListQuery = ListQuery<
  (typeof SHIPPING_METHOD_LIST.sorts)[number],
  z.infer<z.ZodObject<typeof SHIPPING_METHOD_LIST.filters>>
>;

function shippingMethodSource(ctx: Ctx, query: ShippingMethodListQuery) {
  const t = shippingMethodTable;
  const where = and(
    searchColumns(query.q, [t.code, ...LOCALES.map((l) => sql`${t.name}->>${l}`)]),
    query.filters.carrier ? eq(t.carrier, query.filters.carrier) : undefined,
    query.filters.active ? eq(t.active, query.filters.active === "yes") : undefined,
  );
  return {
    sortColumns: {
      sortOrder: t.sortOrder,
      code: t.code,
      carrier: t.carrier,
      priceCents: t.priceCents,
      minDays: t.minDays,
    },
    tiebreaker: t.code,
    rows: (page: { orderBy: SQL[]; limit: number; offset: number }) =>
      ctx.db
        .select()
        .from(t)
        .where(where)
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset),
    count: async () => Number((await ctx.db.select({ n: count() }).from(t).where(where))[0]?.n ?? 0),
  };
}

/** A page of shipping methods, inactive ones too (`read:content:any`). @throws Unauthorized, Forbidden */
export async function listShippingMethodsForStaff(
  ctx: Ctx,
  query: ShippingMethodListQuery,
): Promise<ListPage<ShippingRow>> {
  requirePermission(ctx, "read:content:any");
  return runListQuery(query, shippingMethodSource(ctx, query));
}

/** Every shipping method matching the query, for CSV (`read:content:any`). */
export async function exportShippingMethods(ctx: Ctx, query: ShippingMethodListQuery): Promise<ShippingRow[]> {
  requirePermission(ctx, "read:content:any");
  return runListExport(query, shippingMethodSource(ctx, query));
}

/** One shipping method (`read:content:any`). @throws NotFound (SHIPPING_METHOD_NOT_FOUND) */
export async function getShippingMethodForStaff(ctx: Ctx, id: string): Promise<ShippingRow> {
  requirePermission(ctx, "read:content:any");
  const [row] = await ctx.db.select().from(shippingMethodTable).where(eq(shippingMethodTable.id, id));
  if (!row) throw new NotFound("Shipping method not found", "SHIPPING_METHOD_NOT_FOUND");
  return row;
}

function valuesOf(input: z.output<typeof shippingMethodInputSchema>) {
  return {
    ...input,
    countries: input.countries.map((c) => c.toUpperCase()),
    freeOverCents: input.freeOverCents ?? null,
    serviceCode: input.serviceCode || null,
  };
}

/** Creates a shipping method (`create:content:any`). @throws Invalid, Conflict (SHIPPING_METHOD_CODE_EXISTS) */
export async function createShippingMethod(ctx: Ctx, input: ShippingMethodInput): Promise<ShippingRow> {
  requirePermission(ctx, "create:content:any");
  const values = valuesOf(parseInput(shippingMethodInputSchema, input));
  try {
    return await withTransaction(ctx, async (tx) => {
      const now = tx.now();
      const [row] = await tx.db
        .insert(shippingMethodTable)
        .values({ id: createId("shippingMethod", now.getTime()), ...values, createdAt: now, updatedAt: now })
        .returning();
      const created = row as ShippingRow;
      await recordAudit(tx, {
        action: "shippingMethod.create",
        entityType: "shippingMethod",
        entityId: created.id,
        after: created,
      });
      await tx.services.cache.invalidate(tx.db, "cms");
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict("A shipping method has this code", "SHIPPING_METHOD_CODE_EXISTS");
    throw error;
  }
}

/**
 * Replaces a shipping method's settings (`update:content:any`). Orders keep the method as it was
 * (they hold a snapshot). @throws NotFound (SHIPPING_METHOD_NOT_FOUND), Invalid, Conflict (code taken)
 */
export async function updateShippingMethod(ctx: Ctx, input: UpdateShippingMethodInput): Promise<ShippingRow> {
  requirePermission(ctx, "update:content:any");
  const { id, ...fields } = parseInput(updateShippingMethodSchema, input);
  const values = valuesOf(fields);
  try {
    return await withTransaction(ctx, async (tx) => {
      const [before] = await tx.db
        .select()
        .from(shippingMethodTable)
        .where(eq(shippingMethodTable.id, id))
        .for("update");
      if (!before) throw new NotFound("Shipping method not found", "SHIPPING_METHOD_NOT_FOUND");
      const [row] = await tx.db
        .update(shippingMethodTable)
        .set({ ...values, updatedAt: tx.now() })
        .where(eq(shippingMethodTable.id, id))
        .returning();
      await recordAudit(tx, {
        action: "shippingMethod.update",
        entityType: "shippingMethod",
        entityId: id,
        before,
        after: row,
      });
      await tx.services.cache.invalidate(tx.db, "cms");
      return row as ShippingRow;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict("A shipping method has this code", "SHIPPING_METHOD_CODE_EXISTS");
    throw error;
  }
}

/**
 * Deletes a shipping method (`delete:content:any`; spec §7 `/api/admin/shippingmethod/{id}/delete`).
 * Placed orders keep their snapshot; checkouts that had chosen it choose again. The last active
 * method cannot go (the shop could not ship at all).
 * @throws NotFound, Conflict (SHIPPING_METHOD_LAST)
 */
export async function deleteShippingMethod(ctx: Ctx, id: string): Promise<void> {
  requirePermission(ctx, "delete:content:any");
  await withTransaction(ctx, async (tx) => {
    const [before] = await tx.db.select().from(shippingMethodTable).where(eq(shippingMethodTable.id, id)).for("update");
    if (!before) throw new NotFound("Shipping method not found", "SHIPPING_METHOD_NOT_FOUND");
    const others = await tx.db
      .select({ id: shippingMethodTable.id })
      .from(shippingMethodTable)
      .where(and(eq(shippingMethodTable.active, true)));
    if (before.active && others.filter((o) => o.id !== id).length === 0) {
      throw new Conflict("This is the last active shipping method", "SHIPPING_METHOD_LAST");
    }
    await tx.db.delete(shippingMethodTable).where(eq(shippingMethodTable.id, id));
    await recordAudit(tx, {
      action: "shippingMethod.delete",
      entityType: "shippingMethod",
      entityId: id,
      before,
      after: null,
    });
    await tx.services.cache.invalidate(tx.db, "cms");
  });
}
