import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { getThreeProductOptions, listThreeProducts } from "../../../core/customization/get-three-product.ts";
import { LABEL_KINDS, LABEL_SLOTS, TECHNIQUE_CODES } from "../../../core/customization/options.ts";
import { PANEL_CODES, PLACEMENT_CODES } from "../../../core/customization/uv-layout.ts";
import { GARMENT_TYPES } from "../../../core/catalog/garment-types.ts";
import type { AppEnv } from "../../env.ts";
import { validationHook } from "../validation-hook.ts";
import { LocaleQuery, errorResponses } from "../schemas.ts";

const cents = (description: string) =>
  z
    .number()
    .int()
    .openapi({ description: `${description}, EUR cents incl. VAT` });

const UvRectSchema = z
  .object({ u0: z.number(), v0: z.number(), u1: z.number(), v1: z.number() })
  .openapi("UvRect", { description: "UV rectangle (0–1, v up); convention in core/customization/uv-layout.ts" });

const PriceBreakSchema = z
  .object({ minQuantity: z.number().int(), unitCents: cents("Unit price from this quantity") })
  .openapi("PriceBreak");

const AreaBandSchema = z.object({
  maxAreaMm2: z.number().int(),
  unitBreaks: z.array(PriceBreakSchema),
});

const TechniquePricingSchema = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("digital-print"), areaBands: z.array(AreaBandSchema) }),
    z.object({
      kind: z.literal("screen-print"),
      perColourBreaks: z.array(PriceBreakSchema),
      developmentCentsPerColour: cents("One-off per colour per placement"),
    }),
    z.object({
      kind: z.literal("embroidery"),
      stitchAreaBands: z.array(AreaBandSchema.extend({ developmentCents: cents("One-off film per placement") })),
    }),
  ])
  .openapi("TechniquePricing");

const ImagesSchema = z.object({ front: z.string(), back: z.string() });
const DyeSchema = z.object({ code: z.string(), hex: z.string(), name: z.string() }).openapi("Dye");

const BlankFabricSchema = z
  .object({ name: z.string(), composition: z.string(), weightGsm: z.number().int().openapi({ example: 450 }) })
  .openapi("BlankFabric");

/** A blank: a customizable catalogue product of the garment type that a design is made from (ADR 0009 "Blanks"). */
const BlankSchema = z
  .object({
    id: z.string().openapi({ example: "prd_01JD3M8Q2R7X5K9Z4W1B6C8D2E" }),
    slug: z.string().openapi({ example: "oversized-heavy-hoodie" }),
    name: z.string(),
    priceCents: cents("The product's price: the garment's unit price for 1–9 units"),
    fromUnitCents: cents("The garment's unit price at the largest quantity break"),
    fabric: BlankFabricSchema.nullable(),
    isDefault: z.boolean().openapi({ description: "The garment type's default blank (lowest price, then slug)" }),
  })
  .openapi("Blank");

const ThreeProductSummarySchema = z
  .object({
    id: z.string().openapi({ example: "tdp_01JD3M8Q2R7X5K9Z4W1B6C8D2E" }),
    code: z.string().openapi({ example: "hoodie" }),
    garmentType: z.enum(GARMENT_TYPES),
    name: z.string(),
    description: z.string(),
    images: ImagesSchema,
    defaultDye: DyeSchema,
    fromUnitCents: cents("Lowest garment unit price, on the default blank"),
    defaultProduct: z
      .object({ id: z.string(), slug: z.string(), name: z.string(), fabric: BlankFabricSchema.nullable() })
      .nullable()
      .openapi({ description: "The blank a design of this garment type starts from" }),
  })
  .openapi("ThreeProduct");

const LabelPlacementSchema = z.object({
  anchor: z.enum(["back-neck", "side-seam"]),
  reference: z.enum(["neckline", "bottom-hem", "waistband"]),
  offsetMm: z.number(),
  panel: z.enum(PANEL_CODES),
  xMm: z.number(),
  yMm: z.number(),
  uv: z.object({ u: z.number(), v: z.number() }),
});

const ThreeProductOptionsSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    garmentType: z.enum(GARMENT_TYPES),
    name: z.string(),
    description: z.string(),
    currency: z.literal("EUR"),
    vatIncluded: z.literal(true),
    images: ImagesSchema,
    sizes: z.array(z.string()),
    sizeSurchargeCents: z.record(z.string(), z.number().int()),
    basePriceBreaks: z.array(PriceBreakSchema),
    defaultDyeCode: z.string(),
    dyes: z.array(DyeSchema),
    techniques: z.array(
      z.object({
        code: z.enum(TECHNIQUE_CODES),
        name: z.string(),
        description: z.string(),
        minQuantity: z.number().int(),
        maxColours: z.number().int().nullable(),
        pricing: TechniquePricingSchema,
      }),
    ),
    placements: z.array(
      z.object({
        code: z.enum(PLACEMENT_CODES),
        name: z.string(),
        panel: z.enum(PANEL_CODES),
        widthMm: z.number().int(),
        heightMm: z.number().int(),
        uv: UvRectSchema,
        techniques: z.array(z.enum(TECHNIQUE_CODES)),
        excludes: z.array(z.enum(PLACEMENT_CODES)),
      }),
    ),
    panels: z.array(
      z.object({ code: z.enum(PANEL_CODES), widthMm: z.number(), heightMm: z.number(), uv: UvRectSchema }),
    ),
    labelSlots: z.array(z.object({ code: z.enum(LABEL_SLOTS), name: z.string() })),
    labels: z.array(
      z.object({
        code: z.string(),
        slot: z.enum(LABEL_SLOTS),
        kind: z.enum(LABEL_KINDS),
        name: z.string(),
        description: z.string(),
        unitCents: cents("Per unit"),
        minQuantity: z.number().int(),
        isDefault: z.boolean(),
        position: LabelPlacementSchema.nullable(),
      }),
    ),
    products: z.array(BlankSchema).openapi({ description: "The blanks, default first" }),
    defaultProductId: z.string().nullable(),
    rules: z.object({
      samplesPerDesign: z.number().int(),
      underDeliveryRateBp: z.object({ min: z.number().int(), max: z.number().int() }),
      underDeliveryCharged: z.literal(false),
      minPrintDpi: z.number().int(),
      minEmbroideryStrokeMm: z.number(),
      minEmbroideryTextMm: z.number(),
    }),
  })
  .openapi("ThreeProductOptions");

/** Response schemas of the 3D product calls, exported for tests. */
export { ThreeProductOptionsSchema, ThreeProductSummarySchema };

const listRoute = createRoute({
  method: "get",
  path: "/threeProduct",
  tags: ["Configurator"],
  summary: "Customizable garments of the 3D configurator",
  request: { query: LocaleQuery },
  responses: {
    200: {
      description: "One 3D product per garment type",
      content: { "application/json": { schema: z.object({ items: z.array(ThreeProductSummarySchema) }) } },
    },
    ...errorResponses,
  },
});

const optionRoute = createRoute({
  method: "get",
  path: "/threeProduct/{id}/option",
  tags: ["Configurator"],
  summary: "Everything the configurator needs for one 3D product",
  description:
    "Dyes, label options with positions, techniques with price rules, placements with printable areas (mm) and UV rectangles, garment price breaks. Money in EUR cents incl. Portuguese VAT.",
  request: {
    params: z.object({
      id: z
        .string()
        .min(1)
        .max(64)
        .openapi({ description: "3D product id (tdp_…) or code (garment type, e.g. hoodie)" }),
    }),
    query: LocaleQuery,
  },
  responses: {
    200: {
      description: "The 3D product's options",
      content: { "application/json": { schema: ThreeProductOptionsSchema } },
    },
    ...errorResponses,
  },
});

/** The 3D configurator's calls of spec §7: `/api/threeProduct` and `/api/threeProduct/{id}/option`. */
export function threeProductRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(listRoute, async (c) => c.json({ items: await listThreeProducts(c.get("ctx")) }, 200));
  app.openapi(optionRoute, async (c) =>
    c.json(await getThreeProductOptions(c.get("ctx"), c.req.valid("param").id), 200),
  );
  return app;
}
