import { asc } from "drizzle-orm";
import type { Ctx } from "../shared/ctx.ts";
import { pickLocale } from "../shared/locale.ts";
import { colorTable, materialTable, sizeTable } from "./catalog.sql.ts";

export const ATTRIBUTE_TYPES = ["color", "size", "material"] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

/** An attribute value (API `Attribute`): colours carry `hex`; materials `composition` and `weightGsm` (g/m²). */
export interface AttributeValue {
  id: string;
  code: string;
  name: string;
  hex?: string;
  composition?: string;
  weightGsm?: number;
}

/** Values of one attribute type (spec §7 `GET /api/attribute/{type}`), in catalogue order, texts in `ctx.locale`. */
export async function listAttributes(ctx: Ctx, type: AttributeType): Promise<AttributeValue[]> {
  if (type === "color") {
    const rows = await ctx.db.select().from(colorTable).orderBy(asc(colorTable.sortOrder), asc(colorTable.code));
    return rows.map((r) => ({ id: r.id, code: r.code, name: pickLocale(r.name, ctx.locale), hex: r.hex }));
  }
  if (type === "size") {
    const rows = await ctx.db.select().from(sizeTable).orderBy(asc(sizeTable.sortOrder));
    return rows.map((r) => ({ id: r.id, code: r.code, name: r.code }));
  }
  const rows = await ctx.db.select().from(materialTable).orderBy(asc(materialTable.code));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: pickLocale(r.name, ctx.locale),
    composition: pickLocale(r.composition, ctx.locale),
    weightGsm: r.weightGsm,
  }));
}
