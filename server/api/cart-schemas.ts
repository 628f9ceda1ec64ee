import { z } from "@hono/zod-openapi";
import type { CheckoutDraft } from "../../core/cart/checkout-draft.ts";
import type { CartView } from "../../core/cart/get-cart.ts";
import { GARMENT_TYPES } from "../../core/catalog/garment-types.ts";
import { LINE_KINDS } from "../../core/cart/cart.sql.ts";
import { designDocumentSchema } from "../../core/customization/design-document.ts";
import { DesignPriceSchema, DesignRefusalSchema } from "./design-schemas.ts";
import {
  AccessPointSchema,
  OrderAddressSchema,
  ShippingOptionSchema,
  lineVatShape,
  totalsShape,
} from "./order-schemas.ts";
import { orNull, view } from "./schemas.ts";

/**
 * OpenAPI response schema of the cart (issue 16): what `core/cart/get-cart.ts` answers
 * ({@link CartView}: the checkout draft and the server's pricing of the cart — lines, tax
 * treatment, shipping options, coupon and gift card effects, totals, problems), tied to the core
 * type by `view<>()`. Money in EUR cents, VAT rates in basis points.
 */

const cents = () => z.number().int();
const localized = z.object({ en: z.string(), pt: z.string(), es: z.string() });
const refusedCode = z.object({
  code: z.string(),
  error: z.string().openapi({ description: "Why it was refused, e.g. COUPON_EXPIRED" }),
  message: z.string(),
  // open on purpose: the values the refusal's message names (a minimum, a date …), per error code
  details: z.record(z.string(), z.unknown()).optional(),
});
const treatment = z
  .object({
    kind: z.enum(["domestic", "oss", "intra_community_exempt", "export"]),
    rateBp: z.number().int(),
    country: z.string(),
    region: z.enum(["PT-30", "PT-20"]).optional(),
    territory: z
      .enum([
        "canary_islands",
        "ceuta",
        "melilla",
        "french_overseas",
        "heligoland",
        "busingen",
        "livigno",
        "campione_d_italia",
        "mount_athos",
        "aland",
      ])
      .optional(),
  })
  .openapi("TaxTreatment");

const CartLineSchema = z
  .object({
    id: z.string(),
    kind: z.enum(LINE_KINDS),
    quantity: z.number().int(),
    lineTotalCents: cents().optional().openapi({ description: "Exact total of custom and sample lines" }),
    variantId: z.string(),
    sku: z.string(),
    productId: z.string(),
    slug: z.string(),
    garmentType: z.enum(GARMENT_TYPES),
    name: z.string(),
    nameLocalized: localized,
    colorName: z.string(),
    colorLocalized: localized,
    colorHex: z.string(),
    sizeCode: z.string(),
    imageUrl: z.string(),
    unitPriceCents: cents(),
    stock: z.number().int(),
    weightGrams: z.number().int(),
    available: z.boolean(),
    design: z
      .object({
        id: z.string(),
        version: z.number().int(),
        name: z.string(),
        threeProductId: z.string(),
        document: designDocumentSchema,
        price: orNull(DesignPriceSchema),
        refusals: z.array(DesignRefusalSchema),
        frontImageId: z.string().nullable(),
        backImageId: z.string().nullable(),
        sampleSize: z.string().nullable(),
        quoteId: z.string().nullable().openapi({ description: "Set when the line comes from an approved quote" }),
        blank: z
          .object({
            productId: z.string(),
            slug: z.string(),
            name: localized,
            priceCents: cents(),
            fabric: z.object({ name: localized, composition: localized, weightGsm: z.number() }).nullable(),
          })
          .nullable(),
        garmentName: z.string(),
      })
      .optional()
      .openapi({ description: "Custom and sample lines: the design" }),
    wholesale: z
      .object({
        listPriceCents: cents(),
        moq: z.number().int(),
        moqShortfall: z.number().int(),
        scopeQuantity: z.number().int(),
        nextTier: z.object({ minQuantity: z.number().int(), unitPriceCents: cents() }).nullable(),
      })
      .optional()
      .openapi({ description: "Blank lines of an approved wholesale customer: list price, MOQ, next tier" }),
  })
  .openapi("CartLine");

/** What a customer has filled in at checkout so far (every field optional until the order is placed). */
export const CheckoutDraftSchema = view<CheckoutDraft>()(
  z
    .object({
      email: z.string().optional(),
      delivery: z.enum(["address", "access_point"]).optional(),
      address: OrderAddressSchema.optional(),
      addressId: z.string().optional(),
      accessPoint: AccessPointSchema.optional(),
      shippingMethodId: z.string().optional(),
      couponCode: z.string().optional(),
      giftCardCode: z.string().optional(),
      acceptsMarketing: z.boolean().optional(),
    })
    .openapi("CheckoutDraft"),
);

const CartPricingSchema = z.object({
  lines: z.array(CartLineSchema),
  treatment,
  destinationKnown: z.boolean().openapi({ description: "False while no destination is known (Portuguese VAT)" }),
  shippingOptions: z.array(ShippingOptionSchema),
  shipping: orNull(ShippingOptionSchema),
  coupon: z
    .object({
      id: z.string(),
      code: z.string(),
      kind: z.enum(["percentage", "fixed", "free_shipping"]),
      percentBp: z.number().int().optional(),
      amountCents: cents().optional(),
      freeShipping: z.boolean(),
    })
    .nullable(),
  couponRefused: refusedCode.nullable(),
  giftCard: z.object({ id: z.string(), code: z.string(), balanceCents: cents() }).nullable(),
  giftCardRefused: refusedCode.nullable(),
  totals: z.object({
    lines: z.array(
      z.object({
        key: z.string(),
        quantity: z.number().int(),
        unitNetCents: cents(),
        unitGrossCents: cents(),
        netCents: cents(),
        ...lineVatShape,
      }),
    ),
    ...totalsShape,
    vatBreakdown: z.array(z.object({ rateBp: z.number().int(), netCents: cents(), vatCents: cents() })),
    treatment,
    buyer: z.enum(["consumer", "business"]),
    pricesIncludeVat: z.boolean(),
  }),
  weightGrams: z.number().int().openapi({ description: "The goods' weight in grams" }),
  problems: z.array(
    z.object({
      code: z.enum([
        "CART_EMPTY",
        "OUT_OF_STOCK",
        "PRODUCT_UNAVAILABLE",
        "DESIGN_NEEDS_CHANGES",
        "DESTINATION_REQUIRED",
        "NO_SHIPPING_TO_COUNTRY",
        "SHIPPING_METHOD_REQUIRED",
        "ACCESS_POINT_REQUIRED",
        "BELOW_MOQ",
      ]),
      lineId: z.string().optional(),
      available: z.number().int().optional(),
      moq: z.number().int().optional(),
      missing: z.number().int().optional(),
    }),
  ),
});

/** The cart, priced on the server, with its checkout draft ({@link CartView}). */
export const CartSchema = view<CartView>()(
  z
    .object({
      id: z.string().nullable().openapi({ description: "Null while the visitor has no cart yet" }),
      itemCount: z.number().int(),
      draft: CheckoutDraftSchema,
      pricing: CartPricingSchema.openapi({
        description:
          "Lines with stock, tax treatment, shipping options, chosen shipping, coupon and gift card effects (or why they were refused), totals in EUR cents with VAT per line and per rate, and the problems that block ordering",
      }),
    })
    .openapi("Cart"),
);
