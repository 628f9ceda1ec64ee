import { z } from "@hono/zod-openapi";
import type { AdminProduct, AdminProductRow } from "../../../core/catalog/admin-products.ts";
import { PRODUCT_FITS, PRODUCT_STATUSES } from "../../../core/catalog/catalog.sql.ts";
import { GARMENT_TYPES } from "../../../core/catalog/garment-types.ts";
import {
  CONFIGURATOR_PAGE_KEYS,
  type ConfiguratorPageView,
  type RevisionView,
  type listConfiguratorPages,
} from "../../../core/cms/admin-content.ts";
import type { AdminThreeProduct } from "../../../core/customization/admin-three-product.ts";
import { LABEL_KINDS, LABEL_SLOTS, TECHNIQUE_CODES } from "../../../core/customization/options.ts";
import { PLACEMENT_CODES } from "../../../core/customization/uv-layout.ts";
import type { SubscriberItem } from "../../../core/marketing/newsletter.ts";
import { NEWSLETTER_SOURCES, NEWSLETTER_STATUSES } from "../../../core/marketing/newsletter.sql.ts";
import type { AdminOrderView } from "../../../core/orders/admin-orders.ts";
import type { RefundSummary, RefundView } from "../../../core/payments/refund-payment.ts";
import { REFUND_METHODS, REFUND_REASONS, REFUND_STATUSES } from "../../../core/payments/refunds.sql.ts";
import type { AdminReviewItem } from "../../../core/reviews/reviews.ts";
import { REVIEW_STATUSES } from "../../../core/reviews/reviews.sql.ts";
import type { ListPage } from "../../../core/shared/list-query.ts";
import { LOCALES, type Localized } from "../../../core/shared/locale.ts";
import { CARRIERS, type shippingMethodTable } from "../../../core/shipping/shipping.sql.ts";
import type { TicketListItem } from "../../../core/support/list-tickets.ts";
import { TICKET_STATUSES } from "../../../core/support/support.sql.ts";
import { OrderSchema, OrderStatusSchema } from "../order-schemas.ts";
import { view } from "../schemas.ts";
import { listPageSchema } from "./list-params.ts";

/**
 * OpenAPI response schemas of the back-office calls (issue 16): what the admin verbs of `core/`
 * answer, each tied to its core type by `view<>()` so the document cannot drift from the handlers.
 * Money in EUR cents incl. VAT, weights in grams, sizes in millimetres, times ISO 8601.
 */

const date = () => z.string().openapi({ format: "date-time" });
const cents = () => z.number().int();

/** A text in every shop language. */
export const LocalizedSchema = view<Localized>()(
  z.object({ en: z.string(), pt: z.string(), es: z.string() }).openapi("LocalizedText"),
);

// Catalogue ----------------------------------------------------------------------------------------

const ProductStatusSchema = z.enum(PRODUCT_STATUSES);

/** The whole product as the editor loads and saves it (`GET|POST|PUT /api/admin/product…`). */
export const AdminProductSchema = view<AdminProduct>()(
  z
    .object({
      id: z.string(),
      slug: z.string(),
      garmentType: z.enum(GARMENT_TYPES),
      categoryId: z.string(),
      materialId: z.string(),
      name: LocalizedSchema,
      summary: LocalizedSchema,
      description: LocalizedSchema.openapi({ description: "Markdown per language" }),
      care: z.object({ en: z.array(z.string()), pt: z.array(z.string()), es: z.array(z.string()) }),
      fit: z.enum(PRODUCT_FITS),
      weightGrams: z.number().int(),
      priceCents: cents(),
      compareAtPriceCents: cents().nullable(),
      blank: z.boolean(),
      customizable: z.boolean(),
      status: ProductStatusSchema,
      tags: z.array(z.string()),
      gpsr: z
        .object({
          manufacturerName: z.string(),
          manufacturerAddress: z.string(),
          manufacturerEmail: z.string(),
          responsiblePerson: z.string(),
          safetyInfo: LocalizedSchema,
        })
        .nullable()
        .openapi({ description: "Product safety details (GPSR, Regulation (EU) 2023/988 art. 19)" }),
      variants: z.array(
        z.object({
          id: z.string(),
          colorId: z.string(),
          colorCode: z.string(),
          sizeId: z.string(),
          sizeCode: z.string(),
          sku: z.string(),
          stock: z.number().int(),
          priceCentsOverride: cents().nullable(),
          inOrders: z.boolean().openapi({ description: "Ordered at least once: it can not be removed" }),
        }),
      ),
      leadColorId: z.string().nullable(),
      images: z.array(
        z.object({
          id: z.string(),
          uploadId: z.string(),
          url: z.string(),
          alt: LocalizedSchema,
          colorId: z.string().nullable(),
          widthPx: z.number().int().nullable(),
          heightPx: z.number().int().nullable(),
        }),
      ),
      relatedProductIds: z.array(z.string()),
      related: z.array(
        z.object({ id: z.string(), slug: z.string(), name: LocalizedSchema, status: ProductStatusSchema }),
      ),
      inOrders: z.boolean().openapi({ description: "An order names the product: deleting it archives it" }),
      createdAt: date(),
      updatedAt: date(),
    })
    .openapi("AdminProduct", { description: "The whole product with every language, variants and photos" }),
);

/** A page of the admin product list. */
export const AdminProductPageSchema = view<ListPage<AdminProductRow>>()(
  listPageSchema(
    z
      .object({
        id: z.string(),
        slug: z.string(),
        name: LocalizedSchema,
        garmentType: z.enum(GARMENT_TYPES),
        category: z.object({ id: z.string(), code: z.string(), name: LocalizedSchema }),
        status: ProductStatusSchema,
        priceCents: cents(),
        blank: z.boolean(),
        customizable: z.boolean(),
        variantCount: z.number().int(),
        stock: z.number().int(),
        imageUrl: z.string().nullable(),
        missingTranslations: z
          .array(z.enum(LOCALES))
          .openapi({ description: "Languages whose name or summary is still empty" }),
        updatedAt: date(),
      })
      .openapi("AdminProductRow"),
    "AdminProductPage",
  ),
);

/** A 3D product's editable options (`GET /api/admin/threeProduct/{id}`, `PUT /api/threeProduct/{id}/option`). */
export const AdminThreeProductSchema = view<AdminThreeProduct>()(
  z
    .object({
      id: z.string(),
      code: z.string(),
      garmentType: z.enum(GARMENT_TYPES),
      name: LocalizedSchema,
      active: z.boolean(),
      defaultDyeCode: z.string(),
      dyes: z
        .array(
          z.object({
            code: z.string(),
            hex: z.string(),
            name: LocalizedSchema,
            active: z.boolean(),
            offered: z.boolean(),
          }),
        )
        .openapi({ description: "Every dye of the palette; the offered ones first, in swatch order" }),
      placements: z.array(
        z.object({
          code: z.enum(PLACEMENT_CODES),
          name: LocalizedSchema,
          widthMm: z.number(),
          heightMm: z.number(),
          techniques: z.array(z.enum(TECHNIQUE_CODES)),
        }),
      ),
      techniques: z.array(z.object({ code: z.enum(TECHNIQUE_CODES), name: LocalizedSchema, active: z.boolean() })),
      labels: z.array(
        z.object({
          code: z.string(),
          slot: z.enum(LABEL_SLOTS),
          kind: z.enum(LABEL_KINDS),
          name: LocalizedSchema,
          isDefault: z.boolean(),
          active: z.boolean(),
        }),
      ),
      updatedAt: date(),
    })
    .openapi("AdminThreeProduct", { description: "Offered dyes (order, default), techniques per placement, labels" }),
);

// Support, reviews, newsletter ---------------------------------------------------------------------

/** A page of the staff ticket inbox. */
export const TicketPageSchema = view<ListPage<TicketListItem>>()(
  listPageSchema(
    z
      .object({
        id: z.string(),
        number: z.string(),
        name: z.string(),
        email: z.string(),
        subject: z.string(),
        status: z.enum(TICKET_STATUSES),
        orderId: z.string().nullable(),
        userId: z.string().nullable(),
        messageCount: z.number().int(),
        lastAuthor: z.enum(["customer", "staff"]).nullable(),
        createdAt: date(),
        lastMessageAt: date(),
      })
      .openapi("TicketListItem"),
    "TicketPage",
  ),
);

/** A review as staff moderate it. */
export const AdminReviewSchema = view<AdminReviewItem>()(
  z
    .object({
      id: z.string(),
      productId: z.string(),
      productName: z.string(),
      productSlug: z.string(),
      orderId: z.string(),
      orderNumber: z.string().nullable().openapi({ description: "Null for a demo review, which has no order" }),
      userId: z.string().nullable(),
      authorName: z.string(),
      rating: z.number().int().min(1).max(5),
      body: z.string(),
      photos: z.array(z.object({ id: z.string(), url: z.string(), name: z.string() })),
      status: z.enum(REVIEW_STATUSES),
      answer: z.string().nullable(),
      answeredAt: date().nullable(),
      moderatedAt: date().nullable(),
      createdAt: date(),
    })
    .openapi("AdminReview"),
);

/** A page of the review moderation list. */
export const ReviewPageSchema = view<ListPage<AdminReviewItem>>()(listPageSchema(AdminReviewSchema, "ReviewPage"));

/** A page of newsletter subscribers with their consent record. */
export const SubscriberPageSchema = view<ListPage<SubscriberItem>>()(
  listPageSchema(
    z
      .object({
        id: z.string(),
        email: z.string(),
        status: z.enum(NEWSLETTER_STATUSES),
        source: z.enum(NEWSLETTER_SOURCES),
        locale: z.string(),
        requestedAt: date(),
        requestIp: z.string().nullable(),
        confirmedAt: date().nullable(),
        confirmIp: z.string().nullable(),
        unsubscribedAt: date().nullable(),
        unsubscribeMethod: z.string().nullable(),
        consentText: z.string(),
        couponCode: z.string().nullable(),
      })
      .openapi("Subscriber"),
    "SubscriberPage",
  ),
);

// Orders -------------------------------------------------------------------------------------------

/** A refund of an order's payment through SIBS. */
export const RefundSchema = view<RefundView>()(
  z
    .object({
      id: z.string(),
      orderId: z.string(),
      paymentId: z.string().nullable(),
      amountCents: cents(),
      status: z.enum(REFUND_STATUSES),
      method: z.enum(REFUND_METHODS).openapi({ description: "gateway: to the payment; store_credit: a gift card" }),
      reason: z.enum(REFUND_REASONS),
      note: z.string().nullable(),
      source: z.enum(["staff", "return", "system"]),
      returnId: z.string().nullable(),
      createdBy: z.string().nullable(),
      failureCode: z.string().nullable(),
      createdAt: date(),
      succeededAt: date().nullable(),
    })
    .openapi("Refund"),
);

const RefundSummarySchema = view<RefundSummary>()(
  z
    .object({
      paymentId: z.string().nullable(),
      paidCents: cents(),
      refundedCents: cents(),
      creditedCents: cents().openapi({ description: "Given back as store credit (gift cards of returns)" }),
      pendingCents: cents(),
      refundableCents: cents().openapi({ description: "Paid minus refunded, store credit and in flight" }),
    })
    .openapi("RefundSummary"),
);

/** One order for staff: the buyer's view plus refunds, allowed moves, labels and tech packs. */
export const AdminOrderSchema = view<AdminOrderView>()(
  OrderSchema.extend({
    customerId: z.string().nullable(),
    locale: z.string(),
    nextStatuses: z.array(OrderStatusSchema).openapi({ description: "Statuses staff may move the order to" }),
    refunds: z.array(RefundSchema),
    refund: RefundSummarySchema,
    // keyed by ids only known at run time: open maps of id → URL, not free-form data
    techPackUrls: z
      .record(z.string(), z.string())
      .openapi({ description: "Per custom or sample line id: its production tech pack URL" }),
    labelUrls: z.record(z.string(), z.string()).openapi({ description: "Per shipment id: its carrier label URL" }),
  }).openapi("AdminOrder"),
);

// Content ------------------------------------------------------------------------------------------

const PageKeySchema = z.enum(CONFIGURATOR_PAGE_KEYS);
const CmsTranslationSchema = z.object({
  title: z.string(),
  description: z.string(),
  body: z.string().openapi({ description: "Markdown" }),
});

/** A CMS configurator page as the editor loads it: texts in en/pt/es, or the analytics settings. */
export const ConfiguratorPageSchema = view<ConfiguratorPageView>()(
  z
    .discriminatedUnion("kind", [
      z.object({
        page: PageKeySchema.exclude(["analytics"]),
        kind: z.literal("text"),
        path: z.string().openapi({ description: "The storefront path the texts belong to" }),
        version: z.number().int(),
        updatedAt: date().nullable(),
        translations: z.object({ en: CmsTranslationSchema, pt: CmsTranslationSchema, es: CmsTranslationSchema }),
      }),
      z.object({
        page: z.literal("analytics"),
        kind: z.literal("settings"),
        version: z.number().int(),
        updatedAt: date().nullable(),
        data: z.object({ googleMeasurementId: z.string(), metaPixelId: z.string() }),
      }),
    ])
    .openapi("CmsConfiguratorPage", { description: "`version` is the one to send back on save (0: never saved)" }),
);

/** The configurator pages with their version, last change and the languages filled. */
export const ConfiguratorPageListSchema = view<Awaited<ReturnType<typeof listConfiguratorPages>>>()(
  z.array(
    z.object({
      page: PageKeySchema,
      version: z.number().int(),
      updatedAt: date().nullable(),
      languages: z.array(z.enum(LOCALES)),
    }),
  ),
);

const PreviewSchema = z.object({ title: z.string(), description: z.string(), html: z.string() });
/** Unsaved texts rendered as the shop would show them, per language. */
export const ConfiguratorPreviewSchema = view<Localized<{ title: string; description: string; html: string }>>()(
  z.object({ en: PreviewSchema, pt: PreviewSchema, es: PreviewSchema }),
);

/** Saved versions of a page, newest first. */
export const RevisionListSchema = view<RevisionView[]>()(
  z.array(
    z.object({
      version: z.number().int(),
      editedBy: z.string().nullable().openapi({ description: "The staff member's user id" }),
      at: date(),
      // a stored snapshot of whatever the page held when saved (texts per language, or the analytics
      // settings of the time): kept as written, so older versions may not fit today's save shape
      content: z.record(z.string(), z.unknown()),
    }),
  ),
);

type ShippingMethodRow = typeof shippingMethodTable.$inferSelect;
/** A shipping method as staff edit it (the row as stored; timestamps as ISO 8601 in JSON). */
export const AdminShippingMethodSchema = view<
  Omit<ShippingMethodRow, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string }
>()(
  z
    .object({
      id: z.string(),
      code: z.string(),
      carrier: z.enum(CARRIERS),
      name: LocalizedSchema,
      description: LocalizedSchema,
      priceCents: cents(),
      freeOverCents: cents().nullable(),
      minDays: z.number().int(),
      maxDays: z.number().int(),
      countries: z.array(z.string()),
      toAccessPoint: z.boolean(),
      serviceCode: z.string().nullable().openapi({ description: "The carrier's service code (UPS)" }),
      active: z.boolean(),
      sortOrder: z.number().int(),
      createdAt: date(),
      updatedAt: date(),
    })
    .openapi("AdminShippingMethod"),
);
