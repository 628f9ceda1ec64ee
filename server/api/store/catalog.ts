import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { getProduct } from "../../../core/catalog/get-product.ts";
import { ATTRIBUTE_TYPES, listAttributes } from "../../../core/catalog/list-attributes.ts";
import { listCategories } from "../../../core/catalog/list-categories.ts";
import { listRelatedProducts } from "../../../core/catalog/list-related-products.ts";
import { GARMENT_TYPES } from "../../../core/catalog/garment-types.ts";
import { paginationSchema, productSearchFields, refinePriceRange } from "../../../core/catalog/schemas.ts";
import { searchProducts } from "../../../core/catalog/search-products.ts";
import { listShippingMethods } from "../../../core/shipping/list-shipping-methods.ts";
import type { AppEnv } from "../../env.ts";
import { validationHook } from "../validation-hook.ts";
import {
  AttributeSchema,
  CategorySchema,
  LocaleQuery,
  ProductCardSchema,
  ProductPageSchema,
  ProductSchema,
  ShippingMethodSchema,
  errorResponses,
} from "../schemas.ts";

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { description, content: { "application/json": { schema } } },
  ...errorResponses,
});

const listCategoriesRoute = createRoute({
  method: "get",
  path: "/category",
  tags: ["Catalogue"],
  summary: "Category tree",
  request: { query: LocaleQuery },
  responses: json(z.object({ items: z.array(CategorySchema) }), "Categories with sub-categories"),
});

const listAttributesRoute = createRoute({
  method: "get",
  path: "/attribute/{type}",
  tags: ["Catalogue"],
  summary: "Attribute values (color, size or material)",
  request: { params: z.object({ type: z.enum(ATTRIBUTE_TYPES) }), query: LocaleQuery },
  responses: json(z.object({ items: z.array(AttributeSchema) }), "Values of the attribute"),
});

const listProductsRoute = createRoute({
  method: "get",
  path: "/product",
  tags: ["Catalogue"],
  summary: "Active products, newest first",
  request: { query: paginationSchema.extend(LocaleQuery.shape) },
  responses: json(ProductPageSchema, "A page of products"),
});

const searchRoute = createRoute({
  method: "get",
  path: "/product/search",
  tags: ["Catalogue"],
  summary: "Full-text search with typo tolerance, filters, sort and pagination",
  request: { query: refinePriceRange(productSearchFields.extend(LocaleQuery.shape)) },
  responses: json(ProductPageSchema, "Matching products"),
});

const sellersRoute = createRoute({
  method: "get",
  path: "/product/sellers",
  tags: ["Catalogue"],
  summary: "Best sellers",
  request: { query: z.object({ limit: z.coerce.number().int().min(1).max(24).default(8) }).extend(LocaleQuery.shape) },
  responses: json(z.object({ items: z.array(ProductCardSchema) }), "Best-selling products"),
});

const relationsRoute = createRoute({
  method: "get",
  path: "/product/relations",
  tags: ["Catalogue"],
  summary: "Related products of a product",
  request: {
    query: z
      .object({
        productId: z.string().min(1).max(120).openapi({ description: "Product id (prd_…) or slug" }),
        limit: z.coerce.number().int().min(1).max(12).default(4),
      })
      .extend(LocaleQuery.shape),
  },
  responses: json(z.object({ items: z.array(ProductCardSchema) }), "Related products"),
});

const byTypeRoute = createRoute({
  method: "get",
  path: "/product/get/{type}",
  tags: ["Catalogue"],
  summary: "Products of one garment type",
  request: { params: z.object({ type: z.enum(GARMENT_TYPES) }), query: paginationSchema.extend(LocaleQuery.shape) },
  responses: json(ProductPageSchema, "Products of the garment type"),
});

const getProductRoute = createRoute({
  method: "get",
  path: "/product/{id}",
  tags: ["Catalogue"],
  summary: "One product with variants (id or slug)",
  request: { params: z.object({ id: z.string().min(1).max(120) }), query: LocaleQuery },
  responses: json(ProductSchema, "The product"),
});

const shippingMethodsRoute = createRoute({
  method: "get",
  path: "/shippingmethod",
  tags: ["Checkout"],
  summary: "Active shipping methods",
  request: {
    query: z
      .object({
        country: z
          .string()
          .regex(/^[A-Za-z]{2}$/, "must be an ISO 3166-1 alpha-2 code")
          .optional(),
      })
      .extend(LocaleQuery.shape),
  },
  responses: json(z.object({ items: z.array(ShippingMethodSchema) }), "Shipping methods"),
});

/** Storefront catalogue calls of spec §7 (categories, attributes, products, shipping methods). */
export function catalogRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(listCategoriesRoute, async (c) => c.json({ items: await listCategories(c.get("ctx")) }, 200));
  app.openapi(listAttributesRoute, async (c) =>
    c.json({ items: await listAttributes(c.get("ctx"), c.req.valid("param").type) }, 200),
  );
  app.openapi(listProductsRoute, async (c) => {
    const { offset, limit } = c.req.valid("query");
    return c.json(await searchProducts(c.get("ctx"), { q: "", offset, limit, sort: "newest" }), 200);
  });
  app.openapi(searchRoute, async (c) => c.json(await searchProducts(c.get("ctx"), c.req.valid("query")), 200));
  app.openapi(sellersRoute, async (c) => {
    const { limit } = c.req.valid("query");
    const page = await searchProducts(c.get("ctx"), { q: "", offset: 0, limit, sort: "best-selling" });
    return c.json({ items: page.items }, 200);
  });
  app.openapi(relationsRoute, async (c) => {
    const { productId, limit } = c.req.valid("query");
    return c.json({ items: await listRelatedProducts(c.get("ctx"), { ref: productId, limit }) }, 200);
  });
  app.openapi(byTypeRoute, async (c) => {
    const { offset, limit } = c.req.valid("query");
    const page = await searchProducts(c.get("ctx"), {
      q: "",
      garmentType: [c.req.valid("param").type],
      offset,
      limit,
      sort: "best-selling",
    });
    return c.json(page, 200);
  });
  app.openapi(getProductRoute, async (c) => c.json(await getProduct(c.get("ctx"), c.req.valid("param").id), 200));
  app.openapi(shippingMethodsRoute, async (c) =>
    c.json({ items: await listShippingMethods(c.get("ctx"), c.req.valid("query").country) }, 200),
  );
  return app;
}
