import { z } from "@hono/zod-openapi";

/** Shared OpenAPI pieces: the error body and the standard error responses of every route. */
export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: "INVALID_INPUT" }),
      message: z.string().openapi({ example: "limit: Too small: expected number to be >=1" }),
      field: z.string().optional().openapi({ example: "limit" }),
    }),
  })
  .openapi("Error");

const errorContent = { "application/json": { schema: ErrorSchema } };

export const errorResponses = {
  400: { description: "Invalid input; `field` names it", content: errorContent },
  404: { description: "Not found", content: errorContent },
  500: { description: "Something went wrong", content: errorContent },
} as const;

export const LocaleQuery = z.object({
  lng: z
    .enum(["en", "pt", "es"])
    .optional()
    .openapi({ description: "Language of texts (default from cookie / Accept-Language)" }),
});

const ImageSchema = z
  .object({
    url: z.string(),
    alt: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    view: z
      .enum(["front", "back", "detail", "photo"])
      .openapi({ description: "`photo`: a product photo; else a drawn view (`detail`: a close-up of the front)" }),
    colorCode: z.string(),
  })
  .openapi("ProductImage");

export const ProductCardSchema = z
  .object({
    id: z.string().openapi({ example: "prd_01JD3M8Q2R7X5K9Z4W1B6C8D2E" }),
    slug: z.string(),
    garmentType: z.string(),
    name: z.string(),
    summary: z.string(),
    priceCents: z.number().int().openapi({ description: "EUR cents incl. VAT" }),
    compareAtPriceCents: z.number().int().nullable(),
    currency: z.literal("EUR"),
    category: z.object({ code: z.string(), name: z.string() }),
    colors: z.array(z.object({ code: z.string(), name: z.string(), hex: z.string(), inStock: z.boolean() })),
    sizes: z.array(z.string()),
    inStock: z.boolean(),
    customizable: z.boolean(),
    image: ImageSchema,
    hoverImage: ImageSchema,
    rating: z
      .object({ average: z.number(), count: z.number().int() })
      .nullable()
      .openapi({ description: "Approved reviews: mean stars (one decimal) and count; null before the first" }),
  })
  .openapi("ProductCard");

export const ProductPageSchema = z
  .object({
    items: z.array(ProductCardSchema),
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
  })
  .openapi("ProductPage");

export const ProductSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    garmentType: z.string(),
    garmentTypeName: z.string(),
    name: z.string(),
    summary: z.string(),
    description: z.string().openapi({ description: "Markdown" }),
    care: z.array(z.string()),
    fit: z.enum(["regular", "relaxed", "oversized"]),
    weightGrams: z.number().int(),
    priceCents: z.number().int(),
    compareAtPriceCents: z.number().int().nullable(),
    currency: z.literal("EUR"),
    customizable: z.boolean(),
    category: z.object({
      code: z.string(),
      name: z.string(),
      parent: z.object({ code: z.string(), name: z.string() }).nullable(),
    }),
    material: z.object({ code: z.string(), name: z.string(), composition: z.string(), weightGsm: z.number().int() }),
    colors: z.array(z.object({ code: z.string(), name: z.string(), hex: z.string(), images: z.array(ImageSchema) })),
    sizes: z.array(z.string()),
    variants: z.array(
      z.object({
        id: z.string(),
        sku: z.string(),
        colorCode: z.string(),
        sizeCode: z.string(),
        stock: z.number().int(),
        priceCents: z.number().int(),
      }),
    ),
    updatedAt: z.string(),
    safety: z
      .object({
        manufacturer: z.string(),
        address: z.string(),
        email: z.string(),
        responsiblePerson: z
          .string()
          .openapi({ description: "EU responsible person; empty when the maker is in the EU" }),
        information: z.string().openapi({ description: "Safety information in the request's language; may be empty" }),
      })
      .openapi({ description: "Product safety details (GPSR, Regulation (EU) 2023/988 art. 19)" }),
  })
  .openapi("Product");

type CategoryShape = { id: string; code: string; name: string; description: string; children: CategoryShape[] };
export const CategorySchema: z.ZodType<CategoryShape> = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    get children() {
      return z.array(CategorySchema);
    },
  })
  .openapi("Category");

export const AttributeSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    hex: z.string().optional(),
    composition: z.string().optional(),
    weightGsm: z.number().int().optional(),
  })
  .openapi("Attribute");

export const ShippingMethodSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    carrier: z.enum(["ups", "mrw", "collect"]),
    name: z.string(),
    description: z.string(),
    priceCents: z.number().int(),
    freeOverCents: z.number().int().nullable(),
    minDays: z.number().int(),
    maxDays: z.number().int(),
    countries: z.array(z.string()),
    toAccessPoint: z.boolean(),
  })
  .openapi("ShippingMethod");

/**
 * A response schema tied to the core view it describes: `view<QuoteView>()(QuoteSchema)` compiles only
 * when the schema's output and `View` are assignable both ways, so a field added to, removed from or
 * retyped in the core view fails the type check until the OpenAPI document follows (issue 16).
 */
export function view<View>() {
  return <S extends z.ZodType>(
    schema: S &
      ([z.output<S>] extends [View]
        ? [View] extends [z.output<S>]
          ? unknown
          : { "the view does not fit the schema": View }
        : { "the schema does not fit the view": z.output<S> }),
  ): S => schema;
}

/**
 * `schema` or null, for a registered component: written `anyOf: [$ref, {type: null}]`. (`.nullable()`
 * on a component can register the nullable variant as the component itself, so null would pass
 * wherever it is used.)
 */
export function orNull<S extends z.ZodType>(schema: S) {
  return z.union([schema, z.null()]);
}

/**
 * A core schema (plain Zod, a schemas.ts file of core) named for the OpenAPI document, as `.openapi(refId,
 * metadata)` would: Zod copies a schema's methods onto it when it is made, so a schema that core made
 * before @hono/zod-openapi extended Zod (core modules often load first) has no `.openapi` of its own;
 * this calls the extension on it all the same, whatever the load order.
 * @returns a copy of `schema` carrying the name and metadata (the original is unchanged)
 */
export function namedSchema<S extends z.ZodType>(schema: S, refId: string, metadata?: Record<string, unknown>): S {
  const openapi = (z.ZodType.prototype as unknown as { openapi: (...args: unknown[]) => S }).openapi;
  return openapi.call(schema, refId, metadata);
}
