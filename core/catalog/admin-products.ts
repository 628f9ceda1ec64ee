import { type SQL, and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { threeProductTable } from "../customization/customization.sql.ts";
import { uploadTable } from "../media/uploads.sql.ts";
import { orderLineTable } from "../orders/orders.sql.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Conflict, Invalid, NotFound, parseInput } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { LOCALES, type Locale, type Localized } from "../shared/locale.ts";
import { conflictOnUnique, requireCatalog } from "./admin-access.ts";
import {
  type ListPage,
  type ListQuery,
  type ListSource,
  type ListSpec,
  containsPattern,
  runListExport,
  runListQuery,
} from "../shared/list-query.ts";
import {
  type ProductInput,
  type ProductInputParsed,
  type UpdateProductInput,
  productInputSchema,
  updateProductSchema,
} from "./admin-schemas.ts";
import { recordAudit } from "../audit/record-audit.ts";
import {
  type ProductFit,
  type ProductGpsr,
  PRODUCT_STATUSES,
  type ProductStatus,
  categoryTable,
  colorTable,
  materialTable,
  productImageTable,
  productRelationTable,
  productTable,
  sizeTable,
  variantTable,
} from "./catalog.sql.ts";
import { invalidateCatalog } from "./catalog-cache.ts";
import { GARMENT_TYPES, type GarmentType } from "./garment-types.ts";
import { reindexProducts } from "./reindex-products.ts";
import { suggestSku } from "./sku.ts";

/**
 * Products in the back office (issue 6; spec §2 `/admin/product`, `/create`, `/list`,
 * `/{id}/edit`, `/{id}`; §7 `/api/admin/product` (list, create) and `/{id}`, the spec's
 * `/api/product` save calls). The editor saves the whole product at once (ADR 0013): texts in three
 * languages, garment type, category, material, price, weight, blank/customizable flags, status,
 * GPSR details, the variant matrix (colour × size with SKU, stock and optional price override),
 * photos in order with alt texts, related products. Every write runs in one transaction, rebuilds
 * the product's search documents (so the storefront search finds it at once, in every language)
 * and is audited. Money EUR cents incl. VAT; weights in grams.
 */

/** A variant as the editor sees it. `inOrders` = ordered at least once (it can then not be removed). */
export interface AdminVariant {
  id: string;
  colorId: string;
  colorCode: string;
  sizeId: string;
  sizeCode: string;
  sku: string;
  stock: number;
  priceCentsOverride: number | null;
  inOrders: boolean;
}

/** A product photo as the editor sees it. */
export interface AdminProductImage {
  id: string;
  uploadId: string;
  url: string;
  alt: Localized;
  colorId: string | null;
  widthPx: number | null;
  heightPx: number | null;
}

/** The whole product with every language (`GET /api/admin/product/{id}`). */
export interface AdminProduct {
  id: string;
  slug: string;
  garmentType: GarmentType;
  categoryId: string;
  materialId: string;
  name: Localized;
  summary: Localized;
  description: Localized;
  care: Localized<string[]>;
  fit: ProductFit;
  weightGrams: number;
  priceCents: number;
  compareAtPriceCents: number | null;
  blank: boolean;
  customizable: boolean;
  status: ProductStatus;
  tags: string[];
  gpsr: ProductGpsr | null;
  variants: AdminVariant[];
  /** The colour shown first in the shop (one of the variants' colours); null = first in stock. */
  leadColorId: string | null;
  images: AdminProductImage[];
  relatedProductIds: string[];
  related: { id: string; slug: string; name: Localized; status: ProductStatus }[];
  /** True once an order names the product: deleting it then archives it (ADR 0013). */
  inOrders: boolean;
  createdAt: string;
  updatedAt: string;
}

/** One row of the admin product list. */
export interface AdminProductRow {
  id: string;
  slug: string;
  name: Localized;
  garmentType: GarmentType;
  category: { id: string; code: string; name: Localized };
  status: ProductStatus;
  priceCents: number;
  blank: boolean;
  customizable: boolean;
  variantCount: number;
  stock: number;
  imageUrl: string | null;
  /** Languages whose name or summary is still empty. */
  missingTranslations: Locale[];
  updatedAt: string;
}

/**
 * The admin product list (list kit, ADR 0012): filters `status`, `category` (a category id; its
 * sub-categories included), `garmentType`; `q` searches the slug, the name in every language and the
 * SKUs; sorts `updatedAt` (default, newest first), `name` (in the reader's language), `price`, `stock`.
 */
export const PRODUCT_LIST = {
  sorts: ["updatedAt", "name", "price", "stock"],
  defaultSort: "updatedAt",
  defaultDir: "desc",
  filters: {
    status: z.enum(PRODUCT_STATUSES),
    category: z.string().trim().max(64),
    garmentType: z.enum(GARMENT_TYPES),
  },
} as const satisfies ListSpec<string, z.ZodRawShape>;

export type ProductListQuery = ListQuery<
  (typeof PRODUCT_LIST.sorts)[number],
  z.infer<z.ZodObject<typeof PRODUCT_LIST.filters>>
>;

const uploadUrl = (id: string) => `/media/upload/${id}`;

function productListSource(ctx: Ctx, query: ProductListQuery): ListSource<AdminProductRow, ProductListQuery["sort"]> {
  const f = query.filters;
  const where: SQL[] = [];
  if (f.status) where.push(eq(productTable.status, f.status));
  if (f.category) {
    where.push(
      sql`(${productTable.categoryId} = ${f.category} OR ${productTable.categoryId} IN (SELECT ${categoryTable.id} FROM ${categoryTable} WHERE ${categoryTable.parentId} = ${f.category}))`,
    );
  }
  if (f.garmentType) where.push(eq(productTable.garmentType, f.garmentType));
  if (query.q) {
    const like = containsPattern(query.q);
    where.push(
      sql`(${productTable.slug} ILIKE ${like} OR ${productTable.name}::text ILIKE ${like} OR EXISTS (SELECT 1 FROM ${variantTable} WHERE ${variantTable.productId} = ${productTable.id} AND ${variantTable.sku} ILIKE ${like}))`,
    );
  }
  const condition = where.length ? and(...where) : undefined;
  const stock = sql<number>`coalesce((SELECT sum(${variantTable.stock}) FROM ${variantTable} WHERE ${variantTable.productId} = ${productTable.id}), 0)`;
  return {
    sortColumns: {
      updatedAt: productTable.updatedAt,
      name: sql`lower(${productTable.name}->>${ctx.locale})`,
      price: productTable.priceCents,
      stock,
    },
    tiebreaker: productTable.id,
    rows: async ({ orderBy, limit, offset }) => {
      const rows = await ctx.db
        .select({
          product: productTable,
          category: categoryTable,
          stock: stock.mapWith(Number),
          variantCount:
            sql<number>`(SELECT count(*) FROM ${variantTable} WHERE ${variantTable.productId} = ${productTable.id})`.mapWith(
              Number,
            ),
          imageId: sql<
            string | null
          >`(SELECT ${productImageTable.uploadId} FROM ${productImageTable} WHERE ${productImageTable.productId} = ${productTable.id} ORDER BY ${productImageTable.sortOrder} LIMIT 1)`,
        })
        .from(productTable)
        .innerJoin(categoryTable, eq(categoryTable.id, productTable.categoryId))
        .where(condition)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        id: r.product.id,
        slug: r.product.slug,
        name: r.product.name,
        garmentType: r.product.garmentType,
        category: { id: r.category.id, code: r.category.code, name: r.category.name },
        status: r.product.status,
        priceCents: r.product.priceCents,
        blank: r.product.blank,
        customizable: r.product.customizable,
        variantCount: r.variantCount,
        stock: r.stock,
        imageUrl: r.imageId ? uploadUrl(r.imageId) : null,
        missingTranslations: LOCALES.filter((l) => !r.product.name[l]?.trim() || !r.product.summary[l]?.trim()),
        updatedAt: r.product.updatedAt.toISOString(),
      }));
    },
    count: async () => {
      const [row] = await ctx.db.select({ n: count() }).from(productTable).where(condition);
      return Number(row?.n ?? 0);
    },
  };
}

/**
 * A page of the admin product list (`GET /api/admin/product`, `/admin/product/list`).
 * @throws Unauthorized | Forbidden
 */
export async function listAdminProducts(ctx: Ctx, query: ProductListQuery): Promise<ListPage<AdminProductRow>> {
  requireCatalog(ctx, "read");
  return runListQuery(query, productListSource(ctx, query));
}

/**
 * Every product matching the list query, in its order, for CSV export.
 * @throws Unauthorized | Forbidden
 */
export async function exportAdminProducts(ctx: Ctx, query: ProductListQuery): Promise<AdminProductRow[]> {
  requireCatalog(ctx, "read");
  return runListExport(query, productListSource(ctx, query));
}

async function loadAdminProduct(ctx: Ctx, id: string): Promise<AdminProduct> {
  const [p] = await ctx.db.select().from(productTable).where(eq(productTable.id, id));
  if (!p) throw new NotFound("Product not found", "PRODUCT_NOT_FOUND");
  const [variants, images, related, ordered] = await Promise.all([
    ctx.db
      .select({
        variant: variantTable,
        colorCode: colorTable.code,
        sizeCode: sizeTable.code,
        inOrders: sql<boolean>`EXISTS (SELECT 1 FROM ${orderLineTable} WHERE ${orderLineTable.variantId} = ${variantTable.id})`,
      })
      .from(variantTable)
      .innerJoin(colorTable, eq(colorTable.id, variantTable.colorId))
      .innerJoin(sizeTable, eq(sizeTable.id, variantTable.sizeId))
      .where(eq(variantTable.productId, id))
      .orderBy(asc(colorTable.sortOrder), asc(colorTable.code), asc(sizeTable.sortOrder)),
    ctx.db
      .select({ image: productImageTable, upload: uploadTable })
      .from(productImageTable)
      .innerJoin(uploadTable, eq(uploadTable.id, productImageTable.uploadId))
      .where(eq(productImageTable.productId, id))
      .orderBy(asc(productImageTable.sortOrder)),
    ctx.db
      .select({ id: productTable.id, slug: productTable.slug, name: productTable.name, status: productTable.status })
      .from(productRelationTable)
      .innerJoin(productTable, eq(productTable.id, productRelationTable.relatedProductId))
      .where(eq(productRelationTable.productId, id))
      .orderBy(asc(productRelationTable.sortOrder)),
    ctx.db.select({ id: orderLineTable.id }).from(orderLineTable).where(eq(orderLineTable.productId, id)).limit(1),
  ]);
  return {
    id: p.id,
    slug: p.slug,
    garmentType: p.garmentType,
    categoryId: p.categoryId,
    materialId: p.materialId,
    name: p.name,
    summary: p.summary,
    description: p.description,
    care: p.care,
    fit: p.fit,
    weightGrams: p.weightGrams,
    priceCents: p.priceCents,
    compareAtPriceCents: p.compareAtPriceCents,
    blank: p.blank,
    customizable: p.customizable,
    status: p.status,
    tags: p.tags,
    gpsr: p.gpsr ?? null,
    variants: variants.map((v) => ({
      id: v.variant.id,
      colorId: v.variant.colorId,
      colorCode: v.colorCode,
      sizeId: v.variant.sizeId,
      sizeCode: v.sizeCode,
      sku: v.variant.sku,
      stock: v.variant.stock,
      priceCentsOverride: v.variant.priceCentsOverride,
      inOrders: Boolean(v.inOrders),
    })),
    leadColorId: p.leadColorId,
    images: images.map(({ image, upload }) => ({
      id: image.id,
      uploadId: image.uploadId,
      url: uploadUrl(image.uploadId),
      alt: image.alt,
      colorId: image.colorId,
      widthPx: upload.widthPx,
      heightPx: upload.heightPx,
    })),
    relatedProductIds: related.map((r) => r.id),
    related,
    inOrders: ordered.length > 0,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/**
 * One product with every language, its variants, photos and related products.
 * @throws NotFound `PRODUCT_NOT_FOUND` | Unauthorized | Forbidden
 */
export async function getAdminProduct(ctx: Ctx, id: string): Promise<AdminProduct> {
  requireCatalog(ctx, "read");
  return loadAdminProduct(ctx, id);
}

/** Product photos may be PNG or JPEG uploads (re-encoded without metadata by `storeUpload`). */
const PHOTO_TYPES = ["image/png", "image/jpeg"];

/**
 * Checks everything a save refers to and the matrix rules, and returns the variants with their SKUs
 * (suggested where left empty).
 */
async function validateProduct(ctx: Ctx, data: ProductInputParsed, selfId?: string) {
  if (!data.blank && !data.customizable) {
    throw new Invalid("A product is sold blank, customizable, or both", "blank", "PRODUCT_NOT_SELLABLE");
  }
  if (data.compareAtPriceCents !== null && data.compareAtPriceCents <= data.priceCents) {
    throw new Invalid(
      "The compare-at price must be higher than the price",
      "compareAtPriceCents",
      "COMPARE_AT_PRICE_TOO_LOW",
    );
  }
  const [category] = await ctx.db.select().from(categoryTable).where(eq(categoryTable.id, data.categoryId));
  if (!category) throw new Invalid("Choose a category", "categoryId", "CATEGORY_NOT_FOUND");
  const [material] = await ctx.db.select().from(materialTable).where(eq(materialTable.id, data.materialId));
  if (!material) throw new Invalid("Choose a material", "materialId", "MATERIAL_NOT_FOUND");
  if (data.customizable) {
    const [three] = await ctx.db
      .select({ id: threeProductTable.id })
      .from(threeProductTable)
      .where(eq(threeProductTable.garmentType, data.garmentType));
    if (!three) {
      throw new Invalid("This garment type has no 3D product to customize", "customizable", "THREE_PRODUCT_NOT_FOUND");
    }
  }
  const [slugOwner] = await ctx.db
    .select({ id: productTable.id })
    .from(productTable)
    .where(eq(productTable.slug, data.slug));
  if (slugOwner && slugOwner.id !== selfId) {
    throw new Conflict(`The URL name "${data.slug}" is already used by another product`, "PRODUCT_SLUG_TAKEN");
  }

  const colorIds = [
    ...new Set([...data.variants.map((v) => v.colorId), ...data.images.flatMap((i) => i.colorId ?? [])]),
  ];
  const sizeIds = [...new Set(data.variants.map((v) => v.sizeId))];
  const [colors, sizes] = await Promise.all([
    colorIds.length ? ctx.db.select().from(colorTable).where(inArray(colorTable.id, colorIds)) : [],
    sizeIds.length ? ctx.db.select().from(sizeTable).where(inArray(sizeTable.id, sizeIds)) : [],
  ]);
  const colorById = new Map(colors.map((c) => [c.id, c]));
  const sizeById = new Map(sizes.map((s) => [s.id, s]));
  const cells = new Set<string>();
  const skus = new Map<string, number>();
  const variants = data.variants.map((v, i) => {
    const color = colorById.get(v.colorId);
    const size = sizeById.get(v.sizeId);
    if (!color) throw new Invalid("Unknown colour", `variants.${i}.colorId`, "ATTRIBUTE_NOT_FOUND");
    if (!size) throw new Invalid("Unknown size", `variants.${i}.sizeId`, "ATTRIBUTE_NOT_FOUND");
    const cell = `${v.colorId}|${v.sizeId}`;
    if (cells.has(cell)) {
      throw new Invalid(
        `The variant ${color.code} / ${size.code} is listed twice`,
        `variants.${i}`,
        "VARIANT_DUPLICATE",
      );
    }
    cells.add(cell);
    const sku = v.sku ?? suggestSku(data.slug, color.code, size.code);
    if (skus.has(sku)) throw new Conflict(`The SKU ${sku} is used twice in this product`, "SKU_TAKEN");
    skus.set(sku, i);
    return { ...v, sku, colorCode: color.code, sizeCode: size.code };
  });
  if (data.leadColorId && !variants.some((v) => v.colorId === data.leadColorId)) {
    throw new Invalid("The lead colour must be one of the product's colours", "leadColorId", "LEAD_COLOR_NOT_OFFERED");
  }
  if (data.blank && data.status === "active" && variants.length === 0) {
    throw new Invalid("A product sold blank needs at least one variant", "variants", "PRODUCT_NEEDS_VARIANTS");
  }
  if (skus.size) {
    const taken = await ctx.db
      .select({ sku: variantTable.sku, productId: variantTable.productId })
      .from(variantTable)
      .where(
        selfId
          ? and(inArray(variantTable.sku, [...skus.keys()]), ne(variantTable.productId, selfId))
          : inArray(variantTable.sku, [...skus.keys()]),
      );
    if (taken[0]) throw new Conflict(`The SKU ${taken[0].sku} is already used by another product`, "SKU_TAKEN");
  }

  for (const [i, image] of data.images.entries()) {
    if (image.colorId && !colorById.has(image.colorId)) {
      throw new Invalid("Unknown colour", `images.${i}.colorId`, "ATTRIBUTE_NOT_FOUND");
    }
  }
  const uploadIds = [...new Set(data.images.map((i) => i.uploadId))];
  if (uploadIds.length !== data.images.length) {
    throw new Invalid("The same photo is listed twice", "images", "IMAGE_DUPLICATE");
  }
  if (uploadIds.length) {
    const uploads = await ctx.db.select().from(uploadTable).where(inArray(uploadTable.id, uploadIds));
    for (const [i, image] of data.images.entries()) {
      const upload = uploads.find((u) => u.id === image.uploadId);
      if (!upload) throw new Invalid("This photo was not uploaded", `images.${i}.uploadId`, "UPLOAD_NOT_FOUND");
      if (!PHOTO_TYPES.includes(upload.contentType)) {
        throw new Invalid("Product photos must be PNG or JPEG", `images.${i}.uploadId`, "UPLOAD_TYPE");
      }
    }
  }
  const related = [...new Set(data.relatedProductIds)];
  if (selfId && related.includes(selfId)) {
    throw new Invalid("A product cannot be related to itself", "relatedProductIds", "RELATED_SELF");
  }
  if (related.length) {
    const found = await ctx.db
      .select({ id: productTable.id })
      .from(productTable)
      .where(inArray(productTable.id, related));
    if (found.length !== related.length) {
      throw new Invalid("A related product does not exist", "relatedProductIds", "PRODUCT_NOT_FOUND");
    }
  }
  return { variants, related };
}

type ValidatedVariant = Awaited<ReturnType<typeof validateProduct>>["variants"][number];

function productColumns(data: ProductInputParsed) {
  return {
    slug: data.slug,
    garmentType: data.garmentType,
    categoryId: data.categoryId,
    materialId: data.materialId,
    name: data.name,
    summary: data.summary,
    description: data.description,
    care: data.care,
    fit: data.fit,
    weightGrams: data.weightGrams,
    priceCents: data.priceCents,
    compareAtPriceCents: data.compareAtPriceCents,
    blank: data.blank,
    customizable: data.customizable,
    status: data.status,
    tags: [...new Set(data.tags)],
    gpsr: data.gpsr,
    leadColorId: data.leadColorId,
  };
}

async function writeChildren(
  ctx: Ctx,
  productId: string,
  data: ProductInputParsed,
  variants: ValidatedVariant[],
  related: string[],
): Promise<void> {
  const now = ctx.now();
  const existing = await ctx.db.select().from(variantTable).where(eq(variantTable.productId, productId));
  const cellOf = (v: { colorId: string; sizeId: string }) => `${v.colorId}|${v.sizeId}`;
  const wanted = new Map(variants.map((v) => [cellOf(v), v]));
  const removed = existing.filter((v) => !wanted.has(cellOf(v)));
  if (removed.length) {
    const ordered = await ctx.db
      .select({ variantId: orderLineTable.variantId, sku: orderLineTable.sku })
      .from(orderLineTable)
      .where(
        inArray(
          orderLineTable.variantId,
          removed.map((v) => v.id),
        ),
      )
      .limit(1);
    if (ordered[0]) {
      throw new Conflict(
        `The variant ${ordered[0].sku} has been ordered, so it cannot be removed; set its stock to 0 instead`,
        "VARIANT_IN_ORDERS",
      );
    }
    await ctx.db.delete(variantTable).where(
      inArray(
        variantTable.id,
        removed.map((v) => v.id),
      ),
    );
  }
  const byCell = new Map(existing.map((v) => [cellOf(v), v]));
  // SKUs may swap between variants of this product: park the changed ones first (the index is unique).
  const changed = variants.filter((v) => {
    const old = byCell.get(cellOf(v));
    return old && old.sku !== v.sku;
  });
  for (const v of changed) {
    const old = byCell.get(cellOf(v));
    if (old)
      await ctx.db
        .update(variantTable)
        .set({ sku: `~${old.id}` })
        .where(eq(variantTable.id, old.id));
  }
  for (const v of variants) {
    const old = byCell.get(cellOf(v));
    if (old) {
      await ctx.db
        .update(variantTable)
        .set({ sku: v.sku, stock: v.stock, priceCentsOverride: v.priceCentsOverride, updatedAt: now })
        .where(eq(variantTable.id, old.id));
    } else {
      await ctx.db.insert(variantTable).values({
        id: createId("variant", now.getTime()),
        productId,
        colorId: v.colorId,
        sizeId: v.sizeId,
        sku: v.sku,
        stock: v.stock,
        priceCentsOverride: v.priceCentsOverride,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  await ctx.db.delete(productImageTable).where(eq(productImageTable.productId, productId));
  if (data.images.length) {
    await ctx.db.insert(productImageTable).values(
      data.images.map((image, i) => ({
        id: createId("productImage", now.getTime()),
        productId,
        uploadId: image.uploadId,
        colorId: image.colorId,
        alt: image.alt,
        sortOrder: i,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  await ctx.db.delete(productRelationTable).where(eq(productRelationTable.productId, productId));
  if (related.length) {
    await ctx.db
      .insert(productRelationTable)
      .values(related.map((relatedProductId, i) => ({ productId, relatedProductId, sortOrder: i })));
  }
  await reindexProducts(ctx, [productId]);
}

const SKU_RACE = "A SKU or the URL name was taken by another save at the same moment; save again";

/**
 * Creates a product with its variants, photos and related products (`POST /api/admin/product`).
 * @returns the stored product
 * @throws Invalid (field named: unknown category/material/colour/size/upload, duplicate variant,
 *   PRODUCT_NOT_SELLABLE, PRODUCT_NEEDS_VARIANTS …) | Conflict `PRODUCT_SLUG_TAKEN` | Conflict
 *   `SKU_TAKEN` | Unauthorized | Forbidden | Invalid (shape: a schema check)
 */
export async function createProduct(ctx: Ctx, input: ProductInput): Promise<AdminProduct> {
  requireCatalog(ctx, "create");
  const data = parseInput(productInputSchema, input);
  const id = await withTransaction(ctx, async (tx) => {
    const { variants, related } = await validateProduct(tx, data);
    const now = tx.now();
    const id = createId("product", now.getTime());
    await conflictOnUnique(
      async () => {
        await tx.db.insert(productTable).values({ id, ...productColumns(data), createdAt: now, updatedAt: now });
        await writeChildren(tx, id, data, variants, related);
      },
      "SKU_TAKEN",
      SKU_RACE,
    );
    const after = await loadAdminProduct(tx, id);
    await invalidateCatalog(tx);
    await recordAudit(tx, { action: "product.create", entityType: "product", entityId: id, before: null, after });
    return id;
  });
  return loadAdminProduct(ctx, id);
}

/**
 * Saves the whole product (`PUT /api/admin/product/{id}`). Variants are matched by colour × size and
 * keep their ids (carts point at them); a variant left out is deleted unless it was ever ordered.
 * @throws NotFound `PRODUCT_NOT_FOUND` | Conflict `PRODUCT_STALE` (someone saved since
 *   `expectedUpdatedAt`) | Conflict `VARIANT_IN_ORDERS` | Conflict `SKU_TAKEN` | Conflict
 *   `PRODUCT_SLUG_TAKEN` | Invalid (also a schema check) | Unauthorized | Forbidden
 */
export async function updateProduct(ctx: Ctx, input: UpdateProductInput): Promise<AdminProduct> {
  requireCatalog(ctx, "update");
  const { id, ...data } = parseInput(updateProductSchema, input);
  await withTransaction(ctx, async (tx) => {
    const [row] = await tx.db.select().from(productTable).where(eq(productTable.id, id)).for("update");
    if (!row) throw new NotFound("Product not found", "PRODUCT_NOT_FOUND");
    if (data.expectedUpdatedAt && new Date(data.expectedUpdatedAt).getTime() !== row.updatedAt.getTime()) {
      throw new Conflict(
        "Someone else saved this product after you opened it; reload to see their changes",
        "PRODUCT_STALE",
      );
    }
    const before = await loadAdminProduct(tx, id);
    const { variants, related } = await validateProduct(tx, data, id);
    await conflictOnUnique(
      async () => {
        await tx.db
          .update(productTable)
          .set({ ...productColumns(data), updatedAt: tx.now() })
          .where(eq(productTable.id, id));
        await writeChildren(tx, id, data, variants, related);
      },
      "SKU_TAKEN",
      SKU_RACE,
    );
    const after = await loadAdminProduct(tx, id);
    await invalidateCatalog(tx);
    await recordAudit(tx, { action: "product.update", entityType: "product", entityId: id, before, after });
  });
  return loadAdminProduct(ctx, id);
}

/**
 * Deletes a product (`DELETE /api/admin/product/{id}`), or archives it when an order names it: orders
 * keep pointing at their product and variants, so those stay (hidden from the shop) for the
 * accounting retention period (ADR 0013).
 * @returns `deleted`, or `archived` (status set to `archived`)
 * @throws NotFound `PRODUCT_NOT_FOUND` | Unauthorized | Forbidden
 */
export async function deleteProduct(ctx: Ctx, id: string): Promise<{ result: "deleted" | "archived" }> {
  requireCatalog(ctx, "delete");
  return withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .select({ id: productTable.id })
      .from(productTable)
      .where(eq(productTable.id, id))
      .for("update");
    if (!row) throw new NotFound("Product not found", "PRODUCT_NOT_FOUND");
    const before = await loadAdminProduct(tx, id);
    if (before.inOrders) {
      await tx.db.update(productTable).set({ status: "archived", updatedAt: tx.now() }).where(eq(productTable.id, id));
      const after = await loadAdminProduct(tx, id);
      await invalidateCatalog(tx);
      await recordAudit(tx, { action: "product.archive", entityType: "product", entityId: id, before, after });
      return { result: "archived" as const };
    }
    await tx.db.delete(productRelationTable).where(eq(productRelationTable.relatedProductId, id));
    await tx.db.delete(productTable).where(eq(productTable.id, id));
    await invalidateCatalog(tx);
    await recordAudit(tx, { action: "product.delete", entityType: "product", entityId: id, before, after: null });
    return { result: "deleted" as const };
  });
}

/** What the product editor's pickers offer: categories, colours, sizes, materials, other products (names in every language). */
export interface ProductEditorOptions {
  categories: { id: string; code: string; name: Localized; parentId: string | null }[];
  colors: { id: string; code: string; hex: string; name: Localized }[];
  sizes: { id: string; code: string; name: Localized | null }[];
  materials: { id: string; code: string; name: Localized; composition: Localized; weightGsm: number }[];
  products: { id: string; slug: string; name: Localized; status: ProductStatus }[];
  /** Garment types that have a 3D product (may be customizable). */
  customizableTypes: GarmentType[];
}

/**
 * The choices of the product editor.
 * @throws Unauthorized | Forbidden
 */
export async function getProductEditorOptions(ctx: Ctx): Promise<ProductEditorOptions> {
  requireCatalog(ctx, "read");
  const [categories, colors, sizes, materials, products, threes] = await Promise.all([
    ctx.db.select().from(categoryTable).orderBy(asc(categoryTable.sortOrder), asc(categoryTable.code)),
    ctx.db.select().from(colorTable).orderBy(asc(colorTable.sortOrder), asc(colorTable.code)),
    ctx.db.select().from(sizeTable).orderBy(asc(sizeTable.sortOrder), asc(sizeTable.code)),
    ctx.db.select().from(materialTable).orderBy(asc(materialTable.sortOrder), asc(materialTable.code)),
    ctx.db
      .select({ id: productTable.id, slug: productTable.slug, name: productTable.name, status: productTable.status })
      .from(productTable)
      .orderBy(desc(productTable.updatedAt))
      .limit(500),
    ctx.db.select({ garmentType: threeProductTable.garmentType }).from(threeProductTable),
  ]);
  return {
    categories: categories.map((c) => ({ id: c.id, code: c.code, name: c.name, parentId: c.parentId })),
    colors: colors.map((c) => ({ id: c.id, code: c.code, hex: c.hex, name: c.name })),
    sizes: sizes.map((s) => ({ id: s.id, code: s.code, name: s.name ?? null })),
    materials: materials.map((m) => ({
      id: m.id,
      code: m.code,
      name: m.name,
      composition: m.composition,
      weightGsm: m.weightGsm,
    })),
    products,
    customizableTypes: threes.map((t) => t.garmentType),
  };
}
