import { type SQL, and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Ctx } from "../shared/ctx.ts";
import type { Locale } from "../shared/locale.ts";
import { categoryTable, colorTable, productTable, sizeTable, variantTable } from "./catalog.sql.ts";
import { readCatalog } from "./catalog-cache.ts";
import { type ProductCard, loadProductCards } from "./product-cards.ts";
import { type ProductSearchQuery, parseSearchTerms } from "./schemas.ts";
import { foldForSearch } from "./search-text.ts";

/** A page of search results: cards, the total matching count, and the page window. */
export interface ProductSearchResult {
  items: ProductCard[];
  total: number;
  offset: number;
  limit: number;
}

const TEXT_CONFIG: Record<Locale, string> = { en: "english", pt: "portuguese", es: "spanish" };

/** Word similarity from which a term counts as a typo of a word in the document (pg_trgm). */
export const TYPO_SIMILARITY = 0.45;
/** Terms shorter than this match by stem only: a typo in "tee" would otherwise also find "terry". */
export const TYPO_MIN_LENGTH = 4;

function searchColumns(locale: Locale) {
  switch (locale) {
    case "pt":
      return { text: productTable.searchTextPt, vector: productTable.searchVectorPt };
    case "es":
      return { text: productTable.searchTextEs, vector: productTable.searchVectorEs };
    default:
      return { text: productTable.searchTextEn, vector: productTable.searchVectorEn };
  }
}

/**
 * Full-text product search in `ctx.locale` with typo tolerance (issue 2; spec §7 `/api/product/search`).
 * Every query term must match the product's document, either through the language's stemmer
 * (`to_tsquery`, prefix match) or, for typos in terms of TYPO_MIN_LENGTH letters or more, through
 * trigram word similarity ≥ TYPO_SIMILARITY.
 * Filters: category (and its sub-categories), garment types, colours, sizes (a variant in any of
 * them), price range in EUR cents. Only active products are found.
 */
export async function searchProducts(ctx: Ctx, query: ProductSearchQuery): Promise<ProductSearchResult> {
  const { text, vector } = searchColumns(ctx.locale);
  const config = TEXT_CONFIG[ctx.locale];
  const terms = parseSearchTerms(query.q ?? "", foldForSearch);
  const where: SQL[] = [eq(productTable.status, "active")];
  const scores: SQL[] = [];

  for (const term of terms) {
    // Only letters and digits reach to_tsquery: "%%" or ":*" would be a tsquery syntax error (500).
    const lexeme = term.replace(/[^a-z0-9]/g, "");
    if (!lexeme) continue;
    const tsq = sql`to_tsquery(${config}::regconfig, ${`${lexeme}:*`})`;
    // A stop word ("the", "for", "com", "para") gives an empty tsquery that matches nothing: skip it.
    const stopWord = sql`numnode(${tsq}) = 0`;
    where.push(
      term.length >= TYPO_MIN_LENGTH
        ? sql`(${stopWord} OR ${vector} @@ ${tsq} OR word_similarity(${term}, ${text}) >= ${TYPO_SIMILARITY})`
        : sql`(${stopWord} OR ${vector} @@ ${tsq})`,
    );
    scores.push(sql`(ts_rank(${vector}, ${tsq}) + word_similarity(${term}, ${text}))`);
  }
  if (query.category) {
    where.push(
      sql`${productTable.categoryId} IN (SELECT ${categoryTable.id} FROM ${categoryTable} WHERE ${categoryTable.code} = ${query.category} OR ${categoryTable.parentId} = (SELECT c2.id FROM ${categoryTable} c2 WHERE c2.code = ${query.category}))`,
    );
  }
  if (query.garmentType?.length) {
    where.push(
      sql`${productTable.garmentType} IN (${sql.join(
        query.garmentType.map((g) => sql`${g}`),
        sql`, `,
      )})`,
    );
  }
  if (query.color?.length || query.size?.length) {
    const conds: SQL[] = [sql`${variantTable.productId} = ${productTable.id}`];
    if (query.color?.length)
      conds.push(
        sql`${colorTable.code} IN (${sql.join(
          query.color.map((c) => sql`${c}`),
          sql`, `,
        )})`,
      );
    if (query.size?.length)
      conds.push(
        sql`${sizeTable.code} IN (${sql.join(
          query.size.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      );
    where.push(
      sql`EXISTS (SELECT 1 FROM ${variantTable} JOIN ${colorTable} ON ${colorTable.id} = ${variantTable.colorId} JOIN ${sizeTable} ON ${sizeTable.id} = ${variantTable.sizeId} WHERE ${sql.join(conds, sql` AND `)})`,
    );
  }
  if (query.priceMin !== undefined) where.push(gte(productTable.priceCents, query.priceMin));
  if (query.priceMax !== undefined) where.push(lte(productTable.priceCents, query.priceMax));

  // With no scored term (no q, or only punctuation), relevance means best-selling: a bare
  // `ORDER BY 0` would be read as a column position and fail.
  const score = scores.length ? sql.join(scores, sql` + `) : undefined;
  const sort = query.sort ?? (score ? "relevance" : "best-selling");
  const bestSelling = sql`coalesce(${productTable.bestSellerRank}, 1000000)`;
  const orderBy: SQL[] = {
    relevance: score
      ? [sql`${score} DESC`, sql`${bestSelling} ASC`]
      : [sql`${bestSelling} ASC`, desc(productTable.createdAt)],
    "best-selling": [sql`${bestSelling} ASC`, desc(productTable.createdAt)],
    newest: [desc(productTable.createdAt), sql`${productTable.id} DESC`],
    "price-asc": [sql`${productTable.priceCents} ASC`],
    "price-desc": [sql`${productTable.priceCents} DESC`],
  }[sort];
  orderBy.push(sql`${productTable.slug} ASC`);

  // The matching ids and their count are the same for every reader of the language (prices per customer are the
  // cards'), so they are read through the catalogue cache, which every catalogue write drops (ADR 0026): a repeated
  // search asks the database nothing. The key is the query as parsed (folded terms, filters, sort, page).
  const key = `search:${ctx.locale}:${JSON.stringify([terms, query.category, query.garmentType, query.color, query.size, query.priceMin, query.priceMax, sort, query.offset, query.limit])}`;
  const { ids, total } = await readCatalog(ctx, key, async () => {
    const rows = await ctx.db
      .select({ id: productTable.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(productTable)
      .where(and(...where))
      .orderBy(...orderBy)
      .offset(query.offset)
      .limit(query.limit);
    return {
      ids: rows.map((r) => r.id),
      total: rows[0]?.total ?? (query.offset > 0 ? await countMatches(ctx, where) : 0),
    };
  });
  return { items: await loadProductCards(ctx, ids), total, offset: query.offset, limit: query.limit };
}

async function countMatches(ctx: Ctx, where: SQL[]): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(productTable)
    .where(and(...where));
  return row?.n ?? 0;
}
