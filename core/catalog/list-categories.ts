import type { Ctx } from "../shared/ctx.ts";
import { pickLocale } from "../shared/locale.ts";
import { readCategoryRows } from "./product-cards.ts";

/** A category with its sub-categories (API `Category`). */
export interface CategoryNode {
  id: string;
  code: string;
  name: string;
  description: string;
  children: CategoryNode[];
}

/**
 * The category tree (spec §7 `GET /api/category`), in sort order, texts in `ctx.locale`. The rows are read through
 * the `catalog` cache (core/catalog/catalog-cache.ts): no query while the catalogue is unchanged.
 */
export async function listCategories(ctx: Ctx): Promise<CategoryNode[]> {
  const rows = await readCategoryRows(ctx);
  const nodes = new Map<string, CategoryNode & { parentId: string | null }>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      code: r.code,
      name: pickLocale(r.name, ctx.locale),
      description: pickLocale(r.description, ctx.locale),
      children: [],
      parentId: r.parentId,
    });
  }
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const strip = (n: CategoryNode & { parentId?: string | null }): CategoryNode => ({
    id: n.id,
    code: n.code,
    name: n.name,
    description: n.description,
    children: n.children.map(strip),
  });
  return roots.map(strip);
}
