import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  type AdminAttribute,
  createAttribute,
  deleteAttribute,
  getAdminAttribute,
  listAdminAttributes,
  updateAttribute,
} from "../../../core/catalog/admin-attributes.ts";
import {
  createCategory,
  deleteCategory,
  getAdminCategory,
  CATEGORY_LIST,
  type AdminCategory,
  exportCategories,
  listCategoriesPage,
  updateCategory,
} from "../../../core/catalog/admin-categories.ts";
import {
  type AdminProductRow,
  PRODUCT_LIST,
  createProduct,
  deleteProduct,
  exportAdminProducts,
  getAdminProduct,
  listAdminProducts,
  updateProduct,
} from "../../../core/catalog/admin-products.ts";
import {
  ATTRIBUTE_INPUT_SCHEMAS,
  categoryInputSchema,
  productInputSchema,
} from "../../../core/catalog/admin-schemas.ts";
import { csvResponse, toCsv } from "../../../core/shared/csv.ts";
import { listQuerySchema, parseListQuery } from "../../../core/shared/list-query.ts";
import { ATTRIBUTE_TYPES, type AttributeType } from "../../../core/catalog/list-attributes.ts";
import {
  getAdminThreeProduct,
  threeProductOptionsInputSchema,
  updateThreeProductOptions,
} from "../../../core/customization/admin-three-product.ts";
import { requireCatalog } from "../../../core/catalog/admin-access.ts";
import type { Action } from "../../../core/shared/permissions.ts";
import type { Locale } from "../../../core/shared/locale.ts";
import type { AppEnv } from "../../env.ts";
import { mapError } from "../../middleware/error-mapper.ts";
import { translateMessage } from "../field-messages.ts";
import { ErrorSchema, view } from "../schemas.ts";
import { listPageSchema } from "./list-params.ts";
import {
  AdminProductPageSchema,
  AdminProductSchema,
  AdminThreeProductSchema,
  LocalizedSchema as Localized,
} from "./response-schemas.ts";

/**
 * The catalogue's back-office calls (issue 6; spec §7): `POST /api/category` and
 * `GET|PUT|DELETE /api/admin/category/{id}`; `POST /api/attribute/{type}` and
 * `GET|PUT|DELETE /api/attribute/{type}/{id}`; `GET|POST /api/admin/product` and
 * `GET|PUT|DELETE /api/admin/product/{id}` (the spec's `POST /api/product` and `PUT /api/product/{id}`
 * are the same save calls); `GET /api/admin/threeProduct/{id}` and `PUT /api/threeProduct/{id}/option`
 * (3D options). Every call needs the `product` permission of a staff role (`admin`,
 * `catalog_editor`): anonymous 401, others 403, checked in `core/`. Writes are same-origin only.
 * Field errors answer in the request's language; conflicts are 409 with a stable `code`.
 */

/** The product list as CSV: texts in `locale`, money in EUR (cents / 100, two decimals). */
function productCsv(rows: AdminProductRow[], locale: Locale): string {
  const t = (key: string) => translateMessage(`admin-catalog:csv.${key}`, locale);
  return toCsv<AdminProductRow>(
    [
      { header: t("id"), value: (r) => r.id },
      { header: t("slug"), value: (r) => r.slug },
      { header: t("name"), value: (r) => r.name[locale] || r.name.en },
      { header: t("garmentType"), value: (r) => r.garmentType },
      { header: t("category"), value: (r) => r.category.code },
      { header: t("status"), value: (r) => r.status },
      { header: t("price"), value: (r) => (r.priceCents / 100).toFixed(2) },
      { header: t("variants"), value: (r) => r.variantCount },
      { header: t("stock"), value: (r) => r.stock },
      { header: t("updatedAt"), value: (r) => r.updatedAt },
    ],
    rows,
  );
}

/** The CSV download of the product list. */
function productCsvResponse(c: Context<AppEnv>, rows: AdminProductRow[]) {
  const day = c.get("ctx").now().toISOString().slice(0, 10);
  return c.body(productCsv(rows, c.get("locale")), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="products-${day}.csv"`,
  }) as never;
}

// biome-ignore lint/suspicious/noExplicitAny: the hook is shared by every route of the router
const hook = (result: any, c: Context<AppEnv>) => {
  if (result.success) return;
  return mapError(result.error, c);
};

const errorContent = { "application/json": { schema: ErrorSchema } };
const errors = {
  400: { description: "Invalid input; `field` names it (text in the request's language)", content: errorContent },
  401: { description: "Not signed in", content: errorContent },
  403: { description: "Not staff with the `product` permission, or a cross-site request", content: errorContent },
  404: { description: "Not found", content: errorContent },
  409: { description: "Conflict: see `code`", content: errorContent },
} as const;
const security = [{ cookieAuth: [] }];
const ok = (schema: z.ZodType, description: string) => ({
  200: { description, content: { "application/json": { schema } } },
  ...errors,
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});
const Id = z.object({ id: z.string().min(1).max(64) });
const TypeParam = z.object({ type: z.enum(ATTRIBUTE_TYPES) });
const TypeIdParam = z.object({ type: z.enum(ATTRIBUTE_TYPES), id: z.string().min(1).max(64) });

const AdminCategorySchema = view<AdminCategory>()(
  z
    .object({
      id: z.string(),
      code: z.string().openapi({ description: "URL slug, unique" }),
      parentId: z.string().nullable(),
      parentCode: z.string().nullable(),
      name: Localized,
      description: Localized,
      sortOrder: z.number().int(),
      productCount: z.number().int(),
      childCount: z.number().int(),
      updatedAt: z.string(),
    })
    .openapi("AdminCategory"),
);
const AdminAttributeSchema = view<AdminAttribute>()(
  z
    .object({
      id: z.string(),
      type: z.enum(ATTRIBUTE_TYPES),
      code: z.string(),
      name: Localized.nullable(),
      hex: z.string().optional(),
      composition: Localized.optional(),
      weightGsm: z.number().int().optional(),
      sortOrder: z.number().int(),
      usage: z.number().int(),
      updatedAt: z.string(),
    })
    .openapi("AdminAttribute"),
);
const DeletedSchema = z.object({ result: z.enum(["deleted", "archived"]) });

const tags = ["Admin: catalogue"];
const ACTION_OF: Record<string, Action> = { POST: "create", PUT: "update", PATCH: "update", DELETE: "delete" };

/** The router (mounted under `/api`). */
export function adminCatalogRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: hook });
  // Staff reads under /admin/…, and the save calls exactly as routed below (a POST to a storefront
  // read such as /product/search stays a 404). Writes are same-origin only (server/middleware/same-origin.ts); every staff call answers
  // 401/403 before the body is validated (core checks again), so a stranger learns nothing about
  // the payload shapes from 400s. Answers are never cached.
  const guard = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    requireCatalog(c.get("ctx"), ACTION_OF[c.req.method] ?? "read");
    await next();
    c.header("Cache-Control", "private, no-store");
  };
  for (const path of [
    "/admin/category/*",
    "/admin/product",
    "/admin/product/*",
    "/admin/attribute/*",
    "/admin/threeProduct/*",
  ]) {
    app.use(path, guard);
  }
  const saveCalls: [string[], string][] = [
    [["POST"], "/category"],
    [["POST"], "/attribute/:type"],
    [["GET", "PUT", "DELETE"], "/attribute/:type/:id"],
    [["POST"], "/product"],
    [["PUT"], "/product/:id"],
    [["PUT"], "/threeProduct/:id/option"],
  ];
  for (const [methods, path] of saveCalls) app.on(methods, path, guard);
  app.onError(mapError);
  const ctx = (c: Context<AppEnv>) => c.get("ctx");

  // Categories ------------------------------------------------------------------------------
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/category",
      tags,
      security,
      summary: "Categories with every language and product counts (staff): level filter, search, sort, pages, CSV",
      request: { query: listQuerySchema(CATEGORY_LIST) },
      responses: ok(
        listPageSchema(AdminCategorySchema, "AdminCategoryPage"),
        "A page of categories; the default `tree` order puts each top-level one before its sub-categories",
      ),
    }),
    async (c) => {
      const query = parseListQuery(CATEGORY_LIST, c.req.query());
      if (c.req.query("format") === "csv") {
        const rows = await exportCategories(ctx(c), query);
        const locale = c.get("locale");
        const t = (key: string) => translateMessage(`admin-catalog:csv.${key}`, locale);
        const csv = toCsv<AdminCategory>(
          [
            { header: t("id"), value: (r) => r.id },
            { header: t("code"), value: (r) => r.code },
            { header: t("name"), value: (r) => r.name[locale] || r.name.en },
            { header: t("parent"), value: (r) => r.parentCode ?? "" },
            { header: t("products"), value: (r) => r.productCount },
            { header: t("sortOrder"), value: (r) => r.sortOrder },
            { header: t("updatedAt"), value: (r) => r.updatedAt },
          ],
          rows,
        );
        return csvResponse("categories", csv, ctx(c).now()) as never;
      }
      return c.json(await listCategoriesPage(ctx(c), query), 200);
    },
  );
  const createCategoryRoute = createRoute({
    method: "post",
    path: "/category",
    tags,
    security,
    summary: "Create a category or sub-category (spec §7 /api/category save)",
    description: "Needs `create:product:any`. 409 `CATEGORY_CODE_TAKEN` when the code is used.",
    request: body(categoryInputSchema),
    responses: ok(AdminCategorySchema, "The new category"),
  });
  app.openapi(createCategoryRoute, async (c) => c.json(await createCategory(ctx(c), c.req.valid("json")), 200));
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/category/{id}",
      tags,
      security,
      summary: "One category with every language (staff)",
      request: { params: Id },
      responses: ok(AdminCategorySchema, "The category"),
    }),
    async (c) => c.json(await getAdminCategory(ctx(c), c.req.valid("param").id), 200),
  );
  app.openapi(
    createRoute({
      method: "put",
      path: "/admin/category/{id}",
      tags,
      security,
      summary: "Save a category",
      description: "Needs `update:product:any`. 409 `CATEGORY_CODE_TAKEN`; 400 `CATEGORY_PARENT_INVALID`.",
      request: { params: Id, ...body(categoryInputSchema) },
      responses: ok(AdminCategorySchema, "The saved category"),
    }),
    async (c) => c.json(await updateCategory(ctx(c), { ...c.req.valid("json"), id: c.req.valid("param").id }), 200),
  );
  app.openapi(
    createRoute({
      method: "delete",
      path: "/admin/category/{id}",
      tags,
      security,
      summary: "Delete a category",
      description:
        "Needs `delete:product:any`. 409 `CATEGORY_HAS_PRODUCTS` while products use it (details.count), 409 `CATEGORY_HAS_SUBCATEGORIES` while it has sub-categories.",
      request: { params: Id },
      responses: ok(z.object({ result: z.literal("deleted") }), "Deleted"),
    }),
    async (c) => {
      await deleteCategory(ctx(c), c.req.valid("param").id);
      return c.json({ result: "deleted" as const }, 200);
    },
  );

  // Attributes ------------------------------------------------------------------------------
  // Documented as one of the three shapes; validated against the path's type by `attributeInput`.
  const attributeBody = z.looseObject({}).openapi("AttributeInput", {
    oneOf: [ATTRIBUTE_INPUT_SCHEMAS.color, ATTRIBUTE_INPUT_SCHEMAS.size, ATTRIBUTE_INPUT_SCHEMAS.material].map(
      (schema) => z.toJSONSchema(schema, { io: "input" }),
    ) as never,
  });
  /** Validates the body against the schema of the path's type. */
  const attributeInput = async (c: Context<AppEnv>, type: AttributeType) =>
    ATTRIBUTE_INPUT_SCHEMAS[type].parse(await c.req.json().catch(() => ({})));
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/attribute/{type}",
      tags,
      security,
      summary: "Attribute values with every language and usage counts (staff)",
      request: { params: TypeParam },
      responses: ok(z.object({ items: z.array(AdminAttributeSchema) }), "Values in sort order"),
    }),
    async (c) => c.json({ items: await listAdminAttributes(ctx(c), c.req.valid("param").type) }, 200),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/attribute/{type}",
      tags,
      security,
      summary: "Create a colour, size or material (spec §7 /api/attribute/{type} save)",
      description:
        "Needs `create:product:any`. Colour: code, hex `#rrggbb`, name (en/pt/es), sortOrder. Size: code (upper case), optional name, sortOrder. Material: code, name, composition, weightGsm, sortOrder. 409 `ATTRIBUTE_CODE_TAKEN`.",
      request: { params: TypeParam, body: { content: { "application/json": { schema: attributeBody } } } },
      responses: ok(AdminAttributeSchema, "The new value"),
    }),
    async (c) => {
      const { type } = c.req.valid("param");
      return c.json(await createAttribute(ctx(c), { ...(await attributeInput(c, type)), type }), 200);
    },
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/attribute/{type}/{id}",
      tags,
      security,
      summary: "One attribute value with every language (staff; spec §7 /api/attribute/{type}/{id})",
      request: { params: TypeIdParam },
      responses: ok(AdminAttributeSchema, "The value"),
    }),
    async (c) => {
      const { type, id } = c.req.valid("param");
      return c.json(await getAdminAttribute(ctx(c), { type, id }), 200);
    },
  );
  app.openapi(
    createRoute({
      method: "put",
      path: "/attribute/{type}/{id}",
      tags,
      security,
      summary: "Save an attribute value (spec §7 /api/attribute/{type}/{id} edit)",
      description:
        "Needs `update:product:any`. Renaming a colour or material re-indexes the products using it for search.",
      request: { params: TypeIdParam, body: { content: { "application/json": { schema: attributeBody } } } },
      responses: ok(AdminAttributeSchema, "The saved value"),
    }),
    async (c) => {
      const { type, id } = c.req.valid("param");
      return c.json(await updateAttribute(ctx(c), { ...(await attributeInput(c, type)), type, id }), 200);
    },
  );
  app.openapi(
    createRoute({
      method: "delete",
      path: "/attribute/{type}/{id}",
      tags,
      security,
      summary: "Delete an attribute value",
      description: "Needs `delete:product:any`. 409 `ATTRIBUTE_IN_USE` while variants, photos or products use it.",
      request: { params: TypeIdParam },
      responses: ok(z.object({ result: z.literal("deleted") }), "Deleted"),
    }),
    async (c) => {
      const { type, id } = c.req.valid("param");
      await deleteAttribute(ctx(c), { type, id });
      return c.json({ result: "deleted" as const }, 200);
    },
  );

  // Products --------------------------------------------------------------------------------
  const productListQuery = listQuerySchema(PRODUCT_LIST);
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/product",
      tags,
      security,
      summary: "Product list for staff: every status, search (name, slug, SKU), filters, sort, pages",
      request: { query: productListQuery },
      responses: ok(AdminProductPageSchema, "A page of products"),
    }),
    async (c) => {
      const query = parseListQuery(PRODUCT_LIST, c.req.query());
      // `?format=csv` is the data table's CSV link (the same as /admin/product/export.csv)
      if (c.req.query("format") === "csv") return productCsvResponse(c, await exportAdminProducts(ctx(c), query));
      return c.json(await listAdminProducts(ctx(c), query), 200);
    },
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/product/export.csv",
      tags,
      security,
      summary: "The filtered product list as CSV (at most 10 000 rows)",
      request: { query: productListQuery },
      responses: {
        200: { description: "text/csv, UTF-8", content: { "text/csv": { schema: z.string() } } },
        ...errors,
      },
    }),
    async (c) => productCsvResponse(c, await exportAdminProducts(ctx(c), parseListQuery(PRODUCT_LIST, c.req.query()))),
  );
  for (const path of ["/admin/product", "/product"] as const) {
    app.openapi(
      createRoute({
        method: "post",
        path,
        tags,
        security,
        summary:
          path === "/product"
            ? "Create a product (spec §7 /api/product save; same as POST /api/admin/product)"
            : "Create a product with variants, photos and related products",
        description:
          "Needs `create:product:any`. The storefront search finds an active product at once in every language. 409 `PRODUCT_SLUG_TAKEN`, `SKU_TAKEN`; 400 names the field.",
        request: body(productInputSchema),
        responses: ok(AdminProductSchema, "The new product"),
      }),
      async (c) => c.json(await createProduct(ctx(c), c.req.valid("json")), 200),
    );
  }
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/product/{id}",
      tags,
      security,
      summary: "One product with every language, variants, photos, related products",
      request: { params: Id },
      responses: ok(AdminProductSchema, "The product"),
    }),
    async (c) => c.json(await getAdminProduct(ctx(c), c.req.valid("param").id), 200),
  );
  for (const path of ["/admin/product/{id}", "/product/{id}"] as const) {
    app.openapi(
      createRoute({
        method: "put",
        path,
        tags,
        security,
        summary:
          path === "/product/{id}"
            ? "Save a product (spec §7 /api/product/{id}; same as PUT /api/admin/product/{id})"
            : "Save the whole product",
        description:
          "Needs `update:product:any`. Variants are matched by colour × size and keep their ids; one that was ordered cannot be removed (409 `VARIANT_IN_ORDERS`). 409 `PRODUCT_STALE` when `expectedUpdatedAt` is older than the stored product, `SKU_TAKEN`, `PRODUCT_SLUG_TAKEN`.",
        request: { params: Id, ...body(productInputSchema) },
        responses: ok(AdminProductSchema, "The saved product"),
      }),
      async (c) => c.json(await updateProduct(ctx(c), { ...c.req.valid("json"), id: c.req.valid("param").id }), 200),
    );
  }
  app.openapi(
    createRoute({
      method: "delete",
      path: "/admin/product/{id}",
      tags,
      security,
      summary: "Delete a product, or archive it when orders name it",
      description: "Needs `delete:product:any`. Answers `archived` when an order line names the product (ADR 0013).",
      request: { params: Id },
      responses: ok(DeletedSchema, "Deleted or archived"),
    }),
    async (c) => c.json(await deleteProduct(ctx(c), c.req.valid("param").id), 200),
  );

  // 3D options ------------------------------------------------------------------------------
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/threeProduct/{id}",
      tags,
      security,
      summary: "A 3D product's editable options (id `tdp_…` or garment type)",
      request: { params: Id },
      responses: ok(AdminThreeProductSchema, "The options"),
    }),
    async (c) => c.json(await getAdminThreeProduct(ctx(c), c.req.valid("param").id), 200),
  );
  app.openapi(
    createRoute({
      method: "put",
      path: "/threeProduct/{id}/option",
      tags,
      security,
      summary: "Save a 3D product's options: offered dyes, techniques per placement, labels, open or closed",
      description: "Needs `update:product:any`. `GET /api/threeProduct/{id}/option` answers the new options at once.",
      request: { params: Id, ...body(threeProductOptionsInputSchema) },
      responses: ok(AdminThreeProductSchema, "The saved options"),
    }),
    async (c) =>
      c.json(await updateThreeProductOptions(ctx(c), { ...c.req.valid("json"), ref: c.req.valid("param").id }), 200),
  );
  return app;
}
