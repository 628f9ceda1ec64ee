import { asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { requireCatalog } from "../catalog/admin-access.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { type GarmentType, GARMENT_TYPES } from "../catalog/garment-types.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Invalid, NotFound, parseInput } from "../shared/errors.ts";
import type { Localized } from "../shared/locale.ts";
import {
  dyeTable,
  labelOptionTable,
  techniqueTable,
  threeProductDyeTable,
  threeProductPlacementTable,
  threeProductTable,
} from "./customization.sql.ts";
import { LABEL_SLOTS, type LabelKind, type LabelSlot, TECHNIQUE_CODES, type TechniqueCode } from "./options.ts";
import type { PlacementCode } from "./uv-layout.ts";

/**
 * The 3D options of customizable garments in the back office (issue 6: "the 3D options of
 * customizable garments"; the data behind `GET /api/threeProduct` and `/api/threeProduct/{id}/option`,
 * ADR 0009). A 3D product exists per garment type and is shared by every customizable product of
 * that type. Staff choose which dyes it is offered in (order and default), which techniques each
 * placement allows, whether the 3D product is open at all, and which label options are offered
 * (label options are shared by all garments; the default of each slot stays offered). Printable
 * areas, UVs and price rules are data the configurator's geometry depends on and are not edited here.
 */

/** A 3D product's editable options with every language, plus the choices. */
export interface AdminThreeProduct {
  id: string;
  code: string;
  garmentType: GarmentType;
  name: Localized;
  active: boolean;
  defaultDyeCode: string;
  /** Every dye of the palette; `offered` in the given order first. */
  dyes: { code: string; hex: string; name: Localized; active: boolean; offered: boolean }[];
  placements: {
    code: PlacementCode;
    name: Localized;
    widthMm: number;
    heightMm: number;
    techniques: TechniqueCode[];
  }[];
  techniques: { code: TechniqueCode; name: Localized; active: boolean }[];
  labels: { code: string; slot: LabelSlot; kind: LabelKind; name: Localized; isDefault: boolean; active: boolean }[];
  updatedAt: string;
}

/** What `PUT /api/threeProduct/{id}/option` saves. */
export const threeProductOptionsInputSchema = z.object({
  active: z.boolean(),
  /** Offered dyes in swatch order (codes); at least one. */
  dyeCodes: z.array(z.string().min(1).max(40)).min(1, "admin-catalog:errors.dyesRequired").max(100),
  defaultDyeCode: z.string().min(1).max(40),
  /** Techniques allowed per placement (every placement of the product must be listed). */
  placements: z
    .array(z.object({ code: z.string().min(1).max(40), techniques: z.array(z.enum(TECHNIQUE_CODES)).max(3) }))
    .max(20),
  /** Label options offered (shared by every garment). */
  labels: z
    .array(z.object({ code: z.string().min(1).max(60), active: z.boolean() }))
    .max(100)
    .default([]),
});
/** Input of {@link updateThreeProductOptions}: the options and the 3D product's id or code (`ref`, the URL's). */
export const updateThreeProductOptionsSchema = threeProductOptionsInputSchema.extend({ ref: z.string().max(200) });

export type ThreeProductOptionsInput = z.input<typeof threeProductOptionsInputSchema>;

async function findThreeProduct(ctx: Ctx, ref: string) {
  const byType = (GARMENT_TYPES as readonly string[]).includes(ref);
  const [row] = await ctx.db
    .select()
    .from(threeProductTable)
    .where(byType ? eq(threeProductTable.garmentType, ref as GarmentType) : eq(threeProductTable.id, ref));
  if (!row) throw new NotFound("3D product not found", "THREE_PRODUCT_NOT_FOUND");
  return row;
}

async function load(ctx: Ctx, ref: string): Promise<AdminThreeProduct> {
  const p = await findThreeProduct(ctx, ref);
  const [dyes, offered, placements, techniques, labels] = await Promise.all([
    ctx.db.select().from(dyeTable).orderBy(asc(dyeTable.sortOrder), asc(dyeTable.code)),
    ctx.db
      .select()
      .from(threeProductDyeTable)
      .where(eq(threeProductDyeTable.threeProductId, p.id))
      .orderBy(asc(threeProductDyeTable.sortOrder)),
    ctx.db
      .select()
      .from(threeProductPlacementTable)
      .where(eq(threeProductPlacementTable.threeProductId, p.id))
      .orderBy(asc(threeProductPlacementTable.sortOrder), asc(threeProductPlacementTable.code)),
    ctx.db.select().from(techniqueTable).orderBy(asc(techniqueTable.sortOrder)),
    ctx.db.select().from(labelOptionTable).orderBy(asc(labelOptionTable.sortOrder), asc(labelOptionTable.code)),
  ]);
  const offeredIds = offered.map((o) => o.dyeId);
  const dyeView = (d: (typeof dyes)[number]) => ({
    code: d.code,
    hex: d.hex,
    name: d.name,
    active: d.active,
    offered: offeredIds.includes(d.id),
  });
  return {
    id: p.id,
    code: p.code,
    garmentType: p.garmentType,
    name: p.name,
    active: p.active,
    defaultDyeCode: p.defaultDyeCode,
    dyes: [
      ...offeredIds.flatMap((id) => dyes.filter((d) => d.id === id)).map(dyeView),
      ...dyes.filter((d) => !offeredIds.includes(d.id)).map(dyeView),
    ],
    placements: placements.map((pl) => ({
      code: pl.code,
      name: pl.name,
      widthMm: pl.widthMm,
      heightMm: pl.heightMm,
      techniques: pl.techniques,
    })),
    techniques: techniques.map((t) => ({ code: t.code, name: t.name, active: t.active })),
    labels: labels.map((l) => ({
      code: l.code,
      slot: l.slot,
      kind: l.kind,
      name: l.name,
      isDefault: l.isDefault,
      active: l.active,
    })),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/**
 * The 3D options of one garment type's 3D product, for the product editor.
 * @param ref a 3D product id (`tdp_…`) or a garment type slug
 * @throws NotFound `THREE_PRODUCT_NOT_FOUND` | Unauthorized | Forbidden
 */
export async function getAdminThreeProduct(ctx: Ctx, ref: string): Promise<AdminThreeProduct> {
  requireCatalog(ctx, "read");
  return load(ctx, ref);
}

/**
 * Saves a 3D product's offered dyes (order, default), the techniques of each placement, whether it
 * is open, and which label options are offered. The storefront's `/api/threeProduct` answers the
 * new options as soon as this commits.
 * @throws NotFound | Invalid (`DYE_NOT_FOUND`, `DEFAULT_DYE_NOT_OFFERED`, `PLACEMENT_UNKNOWN`,
 *   `PLACEMENT_MISSING`, `NO_TECHNIQUE`, `LABEL_NOT_FOUND`, `LABEL_DEFAULT_REQUIRED`) | Unauthorized | Forbidden
 */
export async function updateThreeProductOptions(
  ctx: Ctx,
  input: z.input<typeof updateThreeProductOptionsSchema>,
): Promise<AdminThreeProduct> {
  requireCatalog(ctx, "update");
  const { ref, ...data } = parseInput(updateThreeProductOptionsSchema, input);
  let id = "";
  await withTransaction(ctx, async (tx) => {
    const p = await findThreeProduct(tx, ref);
    id = p.id;
    const before = await load(tx, p.id);
    const codes = [...new Set(data.dyeCodes)];
    const dyes = await tx.db.select().from(dyeTable).where(inArray(dyeTable.code, codes));
    const missing = codes.find((c) => !dyes.some((d) => d.code === c));
    if (missing) throw new Invalid(`Unknown dye ${missing}`, "dyeCodes", "DYE_NOT_FOUND");
    if (!codes.includes(data.defaultDyeCode)) {
      throw new Invalid("The default dye must be one of the offered dyes", "defaultDyeCode", "DEFAULT_DYE_NOT_OFFERED");
    }
    const placements = await tx.db
      .select()
      .from(threeProductPlacementTable)
      .where(eq(threeProductPlacementTable.threeProductId, p.id));
    for (const given of data.placements) {
      if (!placements.some((pl) => pl.code === given.code)) {
        throw new Invalid(`Unknown placement ${given.code}`, "placements", "PLACEMENT_UNKNOWN");
      }
    }
    for (const pl of placements) {
      if (!data.placements.some((g) => g.code === pl.code)) {
        throw new Invalid(`The placement ${pl.code} is missing`, "placements", "PLACEMENT_MISSING");
      }
    }
    if (data.active && !data.placements.some((pl) => pl.techniques.length > 0)) {
      throw new Invalid("Allow at least one technique on one placement", "placements", "NO_TECHNIQUE");
    }
    const labels = await tx.db.select().from(labelOptionTable);
    for (const l of data.labels) {
      const row = labels.find((r) => r.code === l.code);
      if (!row) throw new Invalid(`Unknown label option ${l.code}`, "labels", "LABEL_NOT_FOUND");
      if (row.isDefault && !l.active) {
        throw new Invalid("The default option of a label slot is always offered", "labels", "LABEL_DEFAULT_REQUIRED");
      }
    }
    const now = tx.now();
    await tx.db
      .update(threeProductTable)
      .set({ active: data.active, defaultDyeCode: data.defaultDyeCode, updatedAt: now })
      .where(eq(threeProductTable.id, p.id));
    await tx.db.delete(threeProductDyeTable).where(eq(threeProductDyeTable.threeProductId, p.id));
    await tx.db.insert(threeProductDyeTable).values(
      codes.map((code, i) => ({
        threeProductId: p.id,
        dyeId: dyes.find((d) => d.code === code)?.id ?? "",
        sortOrder: i,
      })),
    );
    for (const given of data.placements) {
      const techniques = TECHNIQUE_CODES.filter((t) => given.techniques.includes(t));
      const pl = placements.find((x) => x.code === given.code);
      if (pl && pl.techniques.join() !== techniques.join()) {
        await tx.db
          .update(threeProductPlacementTable)
          .set({ techniques, updatedAt: now })
          .where(eq(threeProductPlacementTable.id, pl.id));
      }
    }
    for (const l of data.labels) {
      const row = labels.find((r) => r.code === l.code);
      if (row && row.active !== l.active) {
        await tx.db
          .update(labelOptionTable)
          .set({ active: l.active, updatedAt: now })
          .where(eq(labelOptionTable.id, row.id));
      }
    }
    const after = await load(tx, p.id);
    await recordAudit(tx, {
      action: "threeProduct.update",
      entityType: "threeProduct",
      entityId: p.id,
      before,
      after,
    });
  });
  return load(ctx, id);
}

/** Label slots in display order, for the editor. */
export const ADMIN_LABEL_SLOTS = LABEL_SLOTS;
