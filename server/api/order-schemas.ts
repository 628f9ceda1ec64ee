import { z } from "@hono/zod-openapi";
import type { OrderSummary, OrderView } from "../../core/orders/get-order.ts";
import { ORDER_STATUSES, PAYMENT_METHODS } from "../../core/orders/orders.sql.ts";
import type {
  AccessPointSnapshot,
  OrderAddress,
  ShippingMethodSnapshot,
  TaxSnapshot,
} from "../../core/orders/snapshots.ts";
import type { ShippingOption } from "../../core/checkout/shipping-options.ts";
import type { PaymentView } from "../../core/payments/check-payment.ts";
import { type MultibancoReference, PAYMENT_STATUSES } from "../../core/payments/payments.sql.ts";
import type { StartedPayment } from "../../core/payments/start-payment.ts";
import { orNull, view } from "./schemas.ts";

/**
 * OpenAPI response schemas of orders (issue 16): what `core/orders/get-order.ts` answers
 * ({@link OrderView}, {@link OrderSummary}) and the snapshots an order freezes at checkout
 * (`core/orders/snapshots.ts`), each tied to its core type by `view<>()`. Money in EUR cents,
 * VAT rates in basis points, times ISO 8601.
 */

const date = () => z.string().openapi({ format: "date-time" });
export const OrderStatusSchema = z.enum(ORDER_STATUSES).openapi("OrderStatus");

/** A delivery address as ordered; country ISO 3166-1 alpha-2, phone E.164. */
export const OrderAddressSchema = view<OrderAddress>()(
  z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      company: z.string().nullish(),
      country: z.string(),
      streetAddress: z.string(),
      houseNumber: z.string().nullish(),
      additionalInfo: z.string().nullish(),
      city: z.string(),
      postcode: z.string().nullish(),
      phone: z.string(),
    })
    .openapi("OrderAddress"),
);

/** A carrier access point (UPS Locator, MRW pickup point) with its opening hours (ISO weekday, `HH:MM`). */
export const AccessPointSchema = view<AccessPointSnapshot>()(
  z
    .object({
      carrier: z.enum(["ups", "mrw"]),
      id: z.string(),
      publicId: z.string().nullish(),
      name: z.string(),
      address: z.object({ street: z.string(), city: z.string(), postcode: z.string(), country: z.string() }),
      distanceKm: z.number().nullish(),
      openingHours: z.array(z.object({ day: z.number().int(), open: z.string(), close: z.string() })),
    })
    .openapi("AccessPoint"),
);

/** The shipping method as chosen: admin-defined (`method`) or a live UPS rate. */
export const ShippingMethodSnapshotSchema = view<ShippingMethodSnapshot>()(
  z
    .object({
      source: z.enum(["method", "ups_rate"]),
      id: z.string(),
      code: z.string(),
      carrier: z.string(),
      name: z.string(),
      names: z.object({ en: z.string(), pt: z.string(), es: z.string() }).nullish(),
      priceCents: z.number().int().openapi({ description: "PT-VAT-inclusive EUR cents" }),
      minDays: z.number().int(),
      maxDays: z.number().int(),
      serviceCode: z.string().nullish(),
      toAccessPoint: z.boolean(),
    })
    .openapi("ShippingMethodSnapshot"),
);

/** The tax treatment applied and the VAT per rate. */
export const TaxSnapshotSchema = view<TaxSnapshot>()(
  z
    .object({
      kind: z.enum(["domestic", "oss", "intra_community_exempt", "export"]),
      country: z.string(),
      rateBp: z.number().int(),
      breakdown: z.array(
        z.object({ rateBp: z.number().int(), netCents: z.number().int(), vatCents: z.number().int() }),
      ),
      pricesIncludeVat: z.boolean().optional(),
      buyer: z.enum(["consumer", "business"]).optional(),
    })
    .openapi("TaxSnapshot"),
);

const cents = () => z.number().int();

/** The VAT figures of one priced line, the same on an order line and a priced cart line (EUR cents; rate in basis points). */
export const lineVatShape = {
  discountCents: cents(),
  vatRateBp: z.number().int(),
  vatCents: cents(),
  totalCents: cents(),
};

/**
 * The money totals an order and a priced cart both answer (core/checkout/compute-totals.ts `Totals`),
 * EUR cents: `amountDueCents` = `totalCents` − `giftCardAppliedCents`.
 */
export const totalsShape = {
  merchandiseCents: cents(),
  discountCents: cents(),
  shippingCents: cents(),
  shippingVatCents: cents(),
  vatCents: cents(),
  totalCents: cents(),
  giftCardAppliedCents: cents(),
  amountDueCents: cents(),
};

/** An order as its buyer (or staff) sees it. */
export const OrderSchema = view<OrderView>()(
  z
    .object({
      id: z.string(),
      number: z.string(),
      status: OrderStatusSchema,
      email: z.string(),
      placedAt: date(),
      paidAt: date().nullable(),
      payBy: date(),
      lines: z.array(
        z.object({
          id: z.string(),
          kind: z.enum(["blank", "custom", "sample"]),
          role: z.enum(["blank", "custom", "quoted", "sample"]),
          oneOffCents: cents(),
          designId: z.string().nullable(),
          garmentName: z.string().nullable(),
          sku: z.string(),
          productSlug: z.string(),
          name: z.string(),
          colorName: z.string(),
          sizeCode: z.string(),
          imageUrl: z.string(),
          quantity: z.number().int(),
          unitPriceCents: cents(),
          unitNetCents: cents(),
          ...lineVatShape,
        }),
      ),
      ...totalsShape,
      couponCode: z.string().nullable(),
      tax: TaxSnapshotSchema,
      shippingAddress: OrderAddressSchema,
      invoiceTo: orNull(
        z
          .object({ taxId: z.string(), companyName: z.string().nullable() })
          .describe("The tax number (PT NIF or VAT id) and company the invoice is made out to (issue 19)"),
      ),
      accessPoint: orNull(AccessPointSchema),
      shippingMethod: ShippingMethodSnapshotSchema,
      history: z.array(
        z.object({
          at: date(),
          type: z.string(),
          fromStatus: orNull(OrderStatusSchema),
          toStatus: orNull(OrderStatusSchema),
          note: z.string().nullable(),
        }),
      ),
      payments: z.array(
        z.object({
          id: z.string(),
          method: z.string(),
          status: z.string(),
          amountCents: cents(),
          createdAt: date(),
          failureCode: z.string().nullable(),
          multibanco: z
            .object({ entity: z.string(), reference: z.string(), amountCents: cents(), expiresAt: z.string() })
            .nullable(),
        }),
      ),
      shipments: z.array(
        z.object({
          id: z.string(),
          carrier: z.string(),
          trackingNumber: z.string().nullable(),
          status: z.string(),
          events: z.array(
            z.object({
              at: z.string(),
              location: z.string(),
              description: z.string(),
              code: z.string(),
              status: z.string().optional(),
            }),
          ),
          lastTrackedAt: date().nullable(),
          deliveredAt: date().nullable(),
        }),
      ),
      messages: z.array(
        z.object({
          id: z.string(),
          author: z.enum(["customer", "staff"]),
          body: z.string(),
          attachments: z.array(
            z.object({ id: z.string(), name: z.string(), contentType: z.string(), size: z.number().int() }),
          ),
          at: date(),
        }),
      ),
    })
    .openapi("Order", { description: "The order with lines, totals, history, payments, shipments and messages" }),
);

/** A row of the customer's order list. */
export const OrderSummarySchema = view<OrderSummary>()(
  z
    .object({
      id: z.string(),
      number: z.string(),
      status: OrderStatusSchema,
      placedAt: date(),
      totalCents: cents(),
      itemCount: z.number().int(),
      firstItemName: z.string().nullable(),
    })
    .openapi("OrderSummary"),
);

/** An order's shipments with their tracking events (the `shipments` of {@link OrderSchema}). */
export const ShipmentsSchema = z.array(OrderSchema.shape.shipments.element).openapi("Shipments");

/** A shipping option for a destination: the method as it would be frozen, its description, and whether it is free. */
export const ShippingOptionSchema = view<ShippingOption>()(
  // a plain object, not `.extend()`: an extended component is written as `allOf`, and its `.nullable()` loses the null
  z
    .object({
      ...ShippingMethodSnapshotSchema.shape,
      description: z.string(),
      free: z.boolean().openapi({ description: "The free-shipping threshold made it free" }),
    })
    .openapi("ShippingOption"),
);

const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
const MultibancoSchema = view<MultibancoReference>()(
  z
    .object({ entity: z.string(), reference: z.string(), amountCents: cents(), expiresAt: z.string() })
    .openapi("MultibancoReference"),
);

/** A payment attempt just started: the card form's context, the Multibanco reference, or MB WAY's expiry. */
export const StartedPaymentSchema = view<StartedPayment>()(
  z
    .object({
      paymentId: z.string(),
      method: PaymentMethodSchema,
      status: PaymentStatusSchema,
      amountCents: cents(),
      card: z.object({ transactionId: z.string(), formContext: z.string(), scriptUrl: z.string() }).optional(),
      multibanco: MultibancoSchema.optional(),
      mbwayExpiresAt: z.string().optional(),
    })
    .openapi("StartedPayment"),
);

/** A payment as checked with the gateway, with its order's number and status. */
export const PaymentSchema = view<PaymentView>()(
  z
    .object({
      paymentId: z.string(),
      orderId: z.string(),
      orderNumber: z.string(),
      orderStatus: z.string(),
      method: PaymentMethodSchema,
      status: PaymentStatusSchema,
      amountCents: cents(),
      failureCode: z.string().nullable(),
      multibanco: orNull(MultibancoSchema),
    })
    .openapi("Payment"),
);
