import { asc, count, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "../audit/record-audit.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Conflict, Invalid, NotFound, parseInput } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { type ListPage, type ListQuery, type ListSpec, pageInMemory, sortInMemory } from "../shared/list-query.ts";
import type { Localized } from "../shared/locale.ts";
import { conflictOnUnique, conflictWith, requireCatalog } from "./admin-access.ts";
import {
  type CategoryInput,
  type UpdateCategoryInput,
  categoryInputSchema,
  updateCategorySchema,
} from "./admin-schemas.ts";
import { categoryTable, productTable } from "./catalog.sql.ts";
import { invalidateCatalog } from "./catalog-cache.ts";

/**
 * Categories and sub-categories in the back office (issue 6; spec §2 `/admin/categories`,
 * `/list`, `/sub`, `/{id}`; §7 `POST /api/category`, `/api/admin/category/{id}`). Two levels: a
 * top-level category, or a sub-category of one. `code` is the URL slug (`?category=hoodies`).
 * Every call needs the `product` permission (`requireCatalog`); writes are audited.
 */

/** A category as the back office sees it: every language, its parent, counts of products and sub-categories. */
export interface AdminCategory {
  id: string;
  code: string;
  parentId: string | null;
  parentCode: string | null;
  name: Localized;
  description: Localized;
  sortOrder: number;
  productCount: number;
  childCount: number;
  updatedAt: string;
}

type CategoryRow = typeof categoryTable.$inferSelect;

function view(row: CategoryRow, all: CategoryRow[], counts: Map<string, number>): AdminCategory {
  return {
    id: row.id,
    code: row.code,
    parentId: row.parentId,
    parentCode: all.find((c) => c.id === row.parentId)?.code ?? null,
    name: row.name,
    description: row.description,
    sortOrder: row.sortOrder,
    productCount: counts.get(row.id) ?? 0,
    childCount: all.filter((c) => c.parentId === row.id).length,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function productCounts(ctx: Ctx, ids?: string[]): Promise<Map<string, number>> {
  const rows = await ctx.db
    .select({ id: productTable.categoryId, n: count() })
    .from(productTable)
    .where(ids ? inArray(productTable.categoryId, ids) : undefined)
    .groupBy(productTable.categoryId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/**
 * Every category, top-level ones first in sort order, each followed by its sub-categories.
 * @param filter.level `top` (spec `/admin/categories/list`), `sub` (`/admin/categories/sub`) or all
 * @throws Unauthorized | Forbidden
 */
export async function listAdminCategories(
  ctx: Ctx,
  filter: { level?: "top" | "sub"; q?: string } = {},
): Promise<AdminCategory[]> {
  requireCatalog(ctx, "read");
  const rows = await ctx.db.select().from(categoryTable).orderBy(asc(categoryTable.sortOrder), asc(categoryTable.code));
  const counts = await productCounts(ctx);
  const ordered: CategoryRow[] = [];
  for (const top of rows.filter((r) => !r.parentId)) {
    ordered.push(top, ...rows.filter((r) => r.parentId === top.id));
  }
  // sub-categories whose parent vanished cannot exist (FK-like check on write), but never drop rows silently
  for (const r of rows) if (!ordered.includes(r)) ordered.push(r);
  const q = filter.q?.trim().toLowerCase();
  return ordered
    .filter((r) => (filter.level === "top" ? !r.parentId : filter.level === "sub" ? !!r.parentId : true))
    .filter((r) => !q || r.code.includes(q) || Object.values(r.name).some((n) => n.toLowerCase().includes(q)))
    .map((r) => view(r, rows, counts));
}

/**
 * The category list's query (list kit, ADR 0012): `tree` order (each top-level category followed
 * by its sub-categories, the shop's display order) by default, or by code, English name, product
 * count or last change; filter by level; search code and names. Categories are few (tens), so the
 * list is read whole and paged in memory.
 */
export const CATEGORY_LIST = {
  sorts: ["tree", "code", "name", "productCount", "updatedAt"],
  defaultSort: "tree",
  defaultDir: "asc",
  filters: { level: z.enum(["top", "sub"]) },
} as const satisfies ListSpec<string, z.ZodRawShape>;
export type CategoryListQuery = ListQuery<
  (typeof CATEGORY_LIST.sorts)[number],
  z.infer<z.ZodObject<typeof CATEGORY_LIST.filters>>
>;

async function categoryListItems(ctx: Ctx, query: CategoryListQuery) {
  const items = await listAdminCategories(ctx, { level: query.filters.level, q: query.q });
  const tree = new Map(items.map((c, i) => [c.id, i]));
  const compare = {
    tree: (a: AdminCategory, b: AdminCategory) => (tree.get(a.id) ?? 0) - (tree.get(b.id) ?? 0),
    code: (a: AdminCategory, b: AdminCategory) => a.code.localeCompare(b.code),
    name: (a: AdminCategory, b: AdminCategory) => (a.name.en ?? "").localeCompare(b.name.en ?? "", "en"),
    productCount: (a: AdminCategory, b: AdminCategory) => a.productCount - b.productCount,
    updatedAt: (a: AdminCategory, b: AdminCategory) => a.updatedAt.localeCompare(b.updatedAt),
  };
  return { items, compare };
}

/** A page of categories for the back office (`read:product:any`). @throws Unauthorized | Forbidden */
export async function listCategoriesPage(ctx: Ctx, query: CategoryListQuery): Promise<ListPage<AdminCategory>> {
  const { items, compare } = await categoryListItems(ctx, query);
  return pageInMemory(items, query, compare);
}

/** Every category matching the query in its order, for CSV (`read:product:any`). */
export async function exportCategories(ctx: Ctx, query: CategoryListQuery): Promise<AdminCategory[]> {
  const { items, compare } = await categoryListItems(ctx, query);
  return sortInMemory(items, query, compare);
}

/**
 * One category with every language.
 * @throws NotFound (`CATEGORY_NOT_FOUND`) | Unauthorized | Forbidden
 */
export async function getAdminCategory(ctx: Ctx, id: string): Promise<AdminCategory> {
  requireCatalog(ctx, "read");
  const rows = await ctx.db.select().from(categoryTable);
  const row = rows.find((r) => r.id === id);
  if (!row) throw new NotFound("Category not found", "CATEGORY_NOT_FOUND");
  return view(row, rows, await productCounts(ctx, [id]));
}

async function checkParent(ctx: Ctx, parentId: string | null, selfId?: string): Promise<void> {
  if (!parentId) return;
  if (parentId === selfId)
    throw new Invalid("A category cannot be its own parent", "parentId", "CATEGORY_PARENT_INVALID");
  const [parent] = await ctx.db.select().from(categoryTable).where(eq(categoryTable.id, parentId));
  if (!parent) throw new Invalid("The parent category does not exist", "parentId", "CATEGORY_PARENT_INVALID");
  if (parent.parentId) {
    throw new Invalid("Sub-categories cannot have sub-categories of their own", "parentId", "CATEGORY_PARENT_INVALID");
  }
  if (selfId) {
    const [child] = await ctx.db
      .select({ id: categoryTable.id })
      .from(categoryTable)
      .where(eq(categoryTable.parentId, selfId))
      .limit(1);
    if (child) {
      throw new Invalid(
        "This category has sub-categories, so it must stay a top-level category",
        "parentId",
        "CATEGORY_PARENT_INVALID",
      );
    }
  }
}

async function checkCodeFree(ctx: Ctx, code: string, selfId?: string): Promise<void> {
  const [other] = await ctx.db.select({ id: categoryTable.id }).from(categoryTable).where(eq(categoryTable.code, code));
  if (other && other.id !== selfId)
    throw new Conflict(`The code "${code}" is already used by another category`, "CATEGORY_CODE_TAKEN");
}

/**
 * Creates a category or sub-category.
 * @throws Invalid (field named) | Conflict `CATEGORY_CODE_TAKEN` | Unauthorized | Forbidden
 */
export async function createCategory(ctx: Ctx, input: CategoryInput): Promise<AdminCategory> {
  requireCatalog(ctx, "create");
  const data = parseInput(categoryInputSchema, input);
  const id = await withTransaction(ctx, async (tx) => {
    await checkParent(tx, data.parentId);
    await checkCodeFree(tx, data.code);
    const now = tx.now();
    const row = { id: createId("category", now.getTime()), ...data, createdAt: now, updatedAt: now };
    await conflictOnUnique(
      () => tx.db.insert(categoryTable).values(row),
      "CATEGORY_CODE_TAKEN",
      `The code "${data.code}" is already used by another category`,
    );
    await invalidateCatalog(tx);
    await recordAudit(tx, {
      action: "category.create",
      entityType: "category",
      entityId: row.id,
      before: null,
      after: row,
    });
    return row.id;
  });
  return getAdminCategory(ctx, id);
}

/**
 * Replaces a category's fields.
 * @throws NotFound `CATEGORY_NOT_FOUND` | Invalid | Conflict `CATEGORY_CODE_TAKEN` | Unauthorized | Forbidden
 */
export async function updateCategory(ctx: Ctx, input: UpdateCategoryInput): Promise<AdminCategory> {
  requireCatalog(ctx, "update");
  const { id, ...data } = parseInput(updateCategorySchema, input);
  await withTransaction(ctx, async (tx) => {
    const [before] = await tx.db.select().from(categoryTable).where(eq(categoryTable.id, id)).for("update");
    if (!before) throw new NotFound("Category not found", "CATEGORY_NOT_FOUND");
    await checkParent(tx, data.parentId, id);
    await checkCodeFree(tx, data.code, id);
    const [after] = await conflictOnUnique(
      () =>
        tx.db
          .update(categoryTable)
          .set({ ...data, updatedAt: tx.now() })
          .where(eq(categoryTable.id, id))
          .returning(),
      "CATEGORY_CODE_TAKEN",
      `The code "${data.code}" is already used by another category`,
    );
    await invalidateCatalog(tx);
    await recordAudit(tx, { action: "category.update", entityType: "category", entityId: id, before, after });
  });
  return getAdminCategory(ctx, id);
}

/**
 * Deletes a category. Refused while products or sub-categories still use it: the shop never
 * leaves a product without a category.
 * @throws NotFound `CATEGORY_NOT_FOUND` | Conflict `CATEGORY_HAS_PRODUCTS` (with the count) |
 *   Conflict `CATEGORY_HAS_SUBCATEGORIES` | Unauthorized | Forbidden
 */
export async function deleteCategory(ctx: Ctx, id: string): Promise<void> {
  requireCatalog(ctx, "delete");
  await withTransaction(ctx, async (tx) => {
    const [before] = await tx.db.select().from(categoryTable).where(eq(categoryTable.id, id)).for("update");
    if (!before) throw new NotFound("Category not found", "CATEGORY_NOT_FOUND");
    const [children] = await tx.db.select({ n: count() }).from(categoryTable).where(eq(categoryTable.parentId, id));
    if (Number(children?.n ?? 0) > 0) {
      throw conflictWith(
        `This category still has ${children?.n} sub-categories; delete or move them first`,
        "CATEGORY_HAS_SUBCATEGORIES",
        { count: Number(children?.n) },
      );
    }
    const [products] = await tx.db.select({ n: count() }).from(productTable).where(eq(productTable.categoryId, id));
    const n = Number(products?.n ?? 0);
    if (n > 0) {
      throw conflictWith(
        `This category still has ${n} ${n === 1 ? "product" : "products"}; move them to another category first`,
        "CATEGORY_HAS_PRODUCTS",
        { count: n },
      );
    }
    await tx.db.delete(categoryTable).where(eq(categoryTable.id, id));
    await invalidateCatalog(tx);
    await recordAudit(tx, { action: "category.delete", entityType: "category", entityId: id, before, after: null });
  });
}
