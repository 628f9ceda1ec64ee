import { z } from "@hono/zod-openapi";
import type { BlankSnapshot, DesignBlank } from "../../core/customization/blanks.ts";
import { designDocumentSchema } from "../../core/customization/design-document.ts";
import type { DesignSummary, DesignView } from "../../core/customization/designs.ts";
import { LABEL_SLOTS, TECHNIQUE_CODES } from "../../core/customization/options.ts";
import { PREFLIGHT_CODES, type PreflightWarning } from "../../core/customization/preflight.ts";
import type { DesignPrice, PriceLine } from "../../core/customization/price-design.ts";
import { DESIGN_REFUSAL_CODES, type DesignRefusal } from "../../core/customization/refusals.ts";
import { orNull, view } from "./schemas.ts";

/**
 * OpenAPI response schemas of designs (issue 16): the shapes `core/customization` answers with
 * ({@link DesignView}, {@link DesignSummary}, {@link DesignPrice}), each tied to its core type by
 * `view<>()` so the document cannot drift from what the handlers send. The design document itself is
 * core's own Zod schema (`designDocumentSchema`), the one the save call validates with.
 */

const date = () => z.string().openapi({ format: "date-time" });

/** The blank a design is made from (texts in the request's language; EUR cents incl. VAT). */
export const DesignBlankSchema = view<DesignBlank>()(
  z
    .object({
      id: z.string().openapi({ description: "The catalogue product's id" }),
      slug: z.string(),
      name: z.string(),
      priceCents: z.number().int().openapi({ description: "The garment's unit price for 1–9 units" }),
      fromUnitCents: z.number().int().openapi({ description: "The unit price at the largest quantity break" }),
      fabric: z.object({ name: z.string(), composition: z.string(), weightGsm: z.number() }).nullable(),
      isDefault: z.boolean(),
    })
    .openapi("DesignBlank"),
);

/** One line of a price breakdown, EUR cents incl. VAT (`totalCents = unitCents × quantity`). */
export const PriceLineSchema = view<PriceLine>()(
  z
    .object({
      kind: z.enum(["garment", "size-surcharge", "decoration", "label", "development"]),
      code: z.string().openapi({ description: "Garment type, size, placement or label option code" }),
      unitCents: z.number().int(),
      quantity: z.number().int(),
      totalCents: z.number().int(),
      breakMinQuantity: z.number().int().optional(),
      product: z.string().optional(),
      placement: z.string().optional(),
      decoration: z.number().int().optional(),
      technique: z.enum(TECHNIQUE_CODES).optional(),
      slot: z.enum(LABEL_SLOTS).optional(),
      colours: z.number().int().optional(),
      areaMm2: z.number().optional(),
      bandMaxAreaMm2: z.number().optional(),
    })
    .openapi("PriceLine"),
);

/** A priced design; all money EUR cents incl. Portuguese VAT 23 %. */
export const DesignPriceSchema = view<DesignPrice>()(
  z
    .object({
      mode: z.enum(["bulk", "sample"]),
      currency: z.literal("EUR"),
      vatIncluded: z.literal(true),
      quantity: z.number().int(),
      sizes: z.array(z.object({ size: z.string(), quantity: z.number().int() })),
      breakMinQuantity: z.number().int(),
      lines: z.array(PriceLineSchema),
      recurringCents: z.number().int(),
      developmentCents: z.number().int(),
      totalCents: z.number().int(),
      unitCents: z.number().int(),
      recurringUnitCents: z.number().int(),
      underDelivery: z
        .object({
          minRateBp: z.number().int(),
          maxRateBp: z.number().int(),
          minUnits: z.number().int(),
          maxUnits: z.number().int(),
          charged: z.literal(false),
        })
        .nullable()
        .openapi({ description: "Bulk only: units that may not be delivered (3–5 %), never charged" }),
    })
    .openapi("DesignPrice"),
);

/** A preflight warning: code, the placement (and decoration index) it concerns, its message's numbers. */
export const PreflightWarningSchema = view<PreflightWarning>()(
  z
    .object({
      code: z.enum(PREFLIGHT_CODES),
      placement: z.string(),
      decoration: z.number().int().optional(),
      params: z.record(z.string(), z.union([z.number(), z.string()])),
    })
    .openapi("PreflightWarning"),
);

const localized = z.object({ en: z.string(), pt: z.string(), es: z.string() });
/** The blank a design was ordered or quoted on, frozen in every language. */
export const BlankSnapshotSchema = view<BlankSnapshot>()(
  z
    .object({
      productId: z.string(),
      slug: z.string(),
      name: localized,
      priceCents: z.number().int(),
      fabric: z.object({ name: localized, composition: localized, weightGsm: z.number() }).nullable(),
    })
    .openapi("BlankSnapshot"),
);

/** A rule the design breaks (core/customization/refusals.ts): the design can not be priced or ordered until fixed. */
export const DesignRefusalSchema = view<DesignRefusal>()(
  z.object({
    code: z.enum(DESIGN_REFUSAL_CODES),
    field: z.string(),
    message: z.string(),
    // open on purpose: each code carries the numbers its message needs (minimum, quantity, widthMm …),
    // listed per code in refusals.ts; a new rule adds keys without changing this document
    details: z.record(z.string(), z.unknown()),
  }),
);

/** A design as the editor and the review page see it. */
export const DesignSchema = view<DesignView>()(
  z
    .object({
      id: z.string(),
      name: z.string(),
      status: z.enum(["draft", "saved"]),
      version: z.number().int(),
      published: z.boolean(),
      mine: z.boolean().openapi({ description: "The caller owns it (else a published design, read-only)" }),
      threeProduct: z.object({ id: z.string(), code: z.string(), garmentType: z.string(), name: z.string() }),
      blank: orNull(DesignBlankSchema),
      document: designDocumentSchema,
      preflight: z.array(PreflightWarningSchema),
      price: orNull(DesignPriceSchema).openapi({ description: "Null while the design is refused" }),
      refusals: z.array(DesignRefusalSchema),
      frontImageUrl: z.string().nullable(),
      backImageUrl: z.string().nullable(),
      updatedAt: date(),
    })
    .openapi("Design", {
      description:
        "The blank it is made from (`blank`: catalogue product, fabric, price; the document's `blank` is its product id), the design document, preflight warnings, the price breakdown (EUR cents incl. VAT) or the refusals",
    }),
);

/** A row of "My designs" and of the gallery. */
export const DesignSummarySchema = view<DesignSummary>()(
  z
    .object({
      id: z.string(),
      name: z.string(),
      status: z.enum(["draft", "saved"]),
      published: z.boolean(),
      garmentType: z.string(),
      blank: z.string().nullable().openapi({ description: "The blank's catalogue product id" }),
      dye: z.string(),
      frontImageUrl: z.string().nullable(),
      updatedAt: date(),
    })
    .openapi("DesignSummary"),
);
