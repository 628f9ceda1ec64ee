import { asc, count, eq } from "drizzle-orm";
import { z } from "zod";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Conflict, NotFound, parseInput } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import type { Localized } from "../shared/locale.ts";
import { conflictOnUnique, conflictWith, requireCatalog } from "./admin-access.ts";
import { ATTRIBUTE_INPUT_SCHEMAS } from "./admin-schemas.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { colorTable, materialTable, productImageTable, productTable, sizeTable, variantTable } from "./catalog.sql.ts";
import { ATTRIBUTE_TYPES, type AttributeType } from "./list-attributes.ts";
import { rowId } from "../shared/input-refs.ts";
import { reindexProducts } from "./reindex-products.ts";
import { invalidateCatalog } from "./catalog-cache.ts";

/**
 * Attribute values in the back office (issue 6; spec §2 `/admin/attributes/size|color|material`;
 * §7 `GET|POST /api/attribute/{type}`, `GET|PUT|DELETE /api/attribute/{type}/{id}`): colours (hex
 * swatch, names in three languages), sizes (code, optional display name) and materials (name,
 * composition, fabric weight g/m²), each in sort order. Renaming a colour or material rebuilds the
 * search documents of the products that use it in the same transaction. A value still used by a
 * variant, photo or product cannot be deleted (409 `ATTRIBUTE_IN_USE`).
 */

/** An attribute value with every language and how many records use it. */
export interface AdminAttribute {
  id: string;
  type: AttributeType;
  code: string;
  name: Localized | null;
  hex?: string;
  composition?: Localized;
  weightGsm?: number;
  sortOrder: number;
  /** Variants (colour, size) or products (material) that use it. */
  usage: number;
  updatedAt: string;
}

export type AttributeInput<T extends AttributeType> = z.input<(typeof ATTRIBUTE_INPUT_SCHEMAS)[T]>;

/** Which attribute value a verb acts on: its type (`color`, `size`, `material`) and id (the URL's). */
export const attributeRefSchema = z.object({ type: z.enum(ATTRIBUTE_TYPES), id: rowId });
export type AttributeRef = z.input<typeof attributeRefSchema>;
/** The input of {@link createAttribute}: the type and that type's fields ({@link ATTRIBUTE_INPUT_SCHEMAS}). */
export type CreateAttributeInput<T extends AttributeType> = { type: T } & AttributeInput<T>;
/** The input of {@link updateAttribute}: the type, the id and that type's fields. */
export type UpdateAttributeInput<T extends AttributeType> = { type: T; id: string } & AttributeInput<T>;

const TABLES = { color: colorTable, size: sizeTable, material: materialTable } as const;

async function usageCounts(ctx: Ctx, type: AttributeType): Promise<Map<string, number>> {
  const rows =
    type === "material"
      ? await ctx.db
          .select({ id: productTable.materialId, n: count() })
          .from(productTable)
          .groupBy(productTable.materialId)
      : type === "color"
        ? await ctx.db.select({ id: variantTable.colorId, n: count() }).from(variantTable).groupBy(variantTable.colorId)
        : await ctx.db.select({ id: variantTable.sizeId, n: count() }).from(variantTable).groupBy(variantTable.sizeId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

function view(type: AttributeType, row: Record<string, unknown>, usage: number): AdminAttribute {
  const base = {
    id: row.id as string,
    type,
    code: row.code as string,
    name: (row.name as Localized | null) ?? null,
    sortOrder: row.sortOrder as number,
    usage,
    updatedAt: (row.updatedAt as Date).toISOString(),
  };
  if (type === "color") return { ...base, hex: row.hex as string };
  if (type === "material")
    return { ...base, composition: row.composition as Localized, weightGsm: row.weightGsm as number };
  return base;
}

const label: Record<AttributeType, string> = { color: "colour", size: "size", material: "material" };

/**
 * Values of one attribute type in sort order, with usage counts.
 * @throws Unauthorized | Forbidden
 */
export async function listAdminAttributes(ctx: Ctx, type: AttributeType): Promise<AdminAttribute[]> {
  requireCatalog(ctx, "read");
  const table: (typeof TABLES)[AttributeType] = TABLES[type as AttributeType];
  const [rows, usage] = await Promise.all([
    ctx.db.select().from(table).orderBy(asc(table.sortOrder), asc(table.code)),
    usageCounts(ctx, type),
  ]);
  return rows.map((r) => view(type, r, usage.get(r.id) ?? 0));
}

/**
 * One attribute value with every language.
 * @throws NotFound `ATTRIBUTE_NOT_FOUND` | Unauthorized | Forbidden
 */
export async function getAdminAttribute(ctx: Ctx, input: AttributeRef): Promise<AdminAttribute> {
  requireCatalog(ctx, "read");
  const { type, id } = parseInput(attributeRefSchema, input);
  const table: (typeof TABLES)[AttributeType] = TABLES[type as AttributeType];
  const [row] = await ctx.db.select().from(table).where(eq(table.id, id));
  if (!row) throw new NotFound(`No such ${label[type]}`, "ATTRIBUTE_NOT_FOUND");
  return view(type, row, (await usageCounts(ctx, type)).get(id) ?? 0);
}

function parse<T extends AttributeType>(type: T, input: unknown) {
  return parseInput(ATTRIBUTE_INPUT_SCHEMAS[type], input) as Record<string, unknown> & { code: string };
}

async function checkCodeFree(ctx: Ctx, type: AttributeType, code: string, selfId?: string) {
  const table: (typeof TABLES)[AttributeType] = TABLES[type as AttributeType];
  const [other] = await ctx.db.select({ id: table.id }).from(table).where(eq(table.code, code));
  if (other && other.id !== selfId) {
    throw new Conflict(`The code "${code}" is already used by another ${label[type]}`, "ATTRIBUTE_CODE_TAKEN");
  }
}

async function productsUsing(ctx: Ctx, type: AttributeType, id: string): Promise<string[]> {
  if (type === "material") {
    const rows = await ctx.db.select({ id: productTable.id }).from(productTable).where(eq(productTable.materialId, id));
    return rows.map((r) => r.id);
  }
  if (type === "color") {
    const rows = await ctx.db
      .selectDistinct({ id: variantTable.productId })
      .from(variantTable)
      .where(eq(variantTable.colorId, id));
    return rows.map((r) => r.id);
  }
  return [];
}

/**
 * Creates a colour, size or material.
 * @throws Invalid (a schema check, field named) | Conflict `ATTRIBUTE_CODE_TAKEN` | Unauthorized | Forbidden
 */
export async function createAttribute<T extends AttributeType>(
  ctx: Ctx,
  input: CreateAttributeInput<T>,
): Promise<AdminAttribute> {
  requireCatalog(ctx, "create");
  const { type } = parseInput(attributeRefSchema.pick({ type: true }), input);
  const data = parse(type, input);
  const table: (typeof TABLES)[AttributeType] = TABLES[type as AttributeType];
  const idKind = type === "color" ? "color" : type === "size" ? "size" : "material";
  const id = await withTransaction(ctx, async (tx) => {
    await checkCodeFree(tx, type, data.code);
    const now = tx.now();
    const row = { id: createId(idKind, now.getTime()), ...data, createdAt: now, updatedAt: now };
    await conflictOnUnique(
      // biome-ignore lint/suspicious/noExplicitAny: the row matches the table chosen by `type`
      () => tx.db.insert(table).values(row as any),
      "ATTRIBUTE_CODE_TAKEN",
      `The code "${data.code}" is already used by another ${label[type]}`,
    );
    await invalidateCatalog(tx);
    await recordAudit(tx, { action: `${type}.create`, entityType: type, entityId: row.id, before: null, after: row });
    return row.id;
  });
  return getAdminAttribute(ctx, { type, id });
}

/**
 * Replaces an attribute value's fields; rebuilds the search documents of products using it.
 * @throws NotFound `ATTRIBUTE_NOT_FOUND` | Invalid | Conflict `ATTRIBUTE_CODE_TAKEN` | Unauthorized | Forbidden
 */
export async function updateAttribute<T extends AttributeType>(
  ctx: Ctx,
  input: UpdateAttributeInput<T>,
): Promise<AdminAttribute> {
  requireCatalog(ctx, "update");
  const { type, id } = parseInput(attributeRefSchema, input);
  const data = parse(type, input);
  const table: (typeof TABLES)[AttributeType] = TABLES[type as AttributeType];
  await withTransaction(ctx, async (tx) => {
    const [before] = await tx.db.select().from(table).where(eq(table.id, id)).for("update");
    if (!before) throw new NotFound(`No such ${label[type]}`, "ATTRIBUTE_NOT_FOUND");
    await checkCodeFree(tx, type, data.code, id);
    const [after] = await conflictOnUnique(
      () =>
        tx.db
          .update(table)
          // biome-ignore lint/suspicious/noExplicitAny: the fields match the table chosen by `type`
          .set({ ...(data as any), updatedAt: tx.now() })
          .where(eq(table.id, id))
          .returning(),
      "ATTRIBUTE_CODE_TAKEN",
      `The code "${data.code}" is already used by another ${label[type]}`,
    );
    await reindexProducts(tx, await productsUsing(tx, type, id));
    await invalidateCatalog(tx);
    await recordAudit(tx, { action: `${type}.update`, entityType: type, entityId: id, before, after });
  });
  return getAdminAttribute(ctx, { type, id });
}

/**
 * Deletes an attribute value nobody uses.
 * @throws NotFound `ATTRIBUTE_NOT_FOUND` | Conflict `ATTRIBUTE_IN_USE` (variants, photos or products
 *   still use it) | Unauthorized | Forbidden
 */
export async function deleteAttribute(ctx: Ctx, input: AttributeRef): Promise<void> {
  requireCatalog(ctx, "delete");
  const { type, id } = parseInput(attributeRefSchema, input);
  const table: (typeof TABLES)[AttributeType] = TABLES[type as AttributeType];
  await withTransaction(ctx, async (tx) => {
    const [before] = await tx.db.select().from(table).where(eq(table.id, id)).for("update");
    if (!before) throw new NotFound(`No such ${label[type]}`, "ATTRIBUTE_NOT_FOUND");
    let used = (await usageCounts(tx, type)).get(id) ?? 0;
    if (type === "color") {
      const [photos] = await tx.db
        .select({ n: count() })
        .from(productImageTable)
        .where(eq(productImageTable.colorId, id));
      used += Number(photos?.n ?? 0);
    }
    if (used > 0) {
      const what = type === "material" ? (used === 1 ? "product" : "products") : used === 1 ? "variant" : "variants";
      throw conflictWith(
        `This ${label[type]} is still used by ${used} ${what}; remove it from them first`,
        "ATTRIBUTE_IN_USE",
        { count: used },
      );
    }
    await tx.db.delete(table).where(eq(table.id, id));
    await invalidateCatalog(tx);
    await recordAudit(tx, { action: `${type}.delete`, entityType: type, entityId: id, before, after: null });
  });
}
