import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.ts";
import { auth_user } from "../customers/auth.sql.ts";
import type { Localized } from "../shared/locale.ts";
import type { LineKind } from "../cart/cart.sql.ts";
import { PAYMENT_METHODS } from "../payments/schemas.ts";
import type {
  AccessPointSnapshot,
  DesignSnapshot,
  OrderAddress,
  ShippingMethodSnapshot,
  TaxSnapshot,
} from "./snapshots.ts";

/**
 * Order statuses (issue 4): awaiting_payment → paid → in_production → shipped → delivered;
 * cancelled (unpaid and expired, or cancelled by staff); refunded. Transitions: order-status.ts.
 */
export const ORDER_STATUSES = [
  "awaiting_payment",
  "paid",
  "in_production",
  "shipped",
  "delivered",
  "cancelled",
  "refunded",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export { PAYMENT_METHODS };
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * An order: a frozen copy of what was bought, where it goes and what it costs. Money in EUR cents,
 * computed on the server (core/checkout/compute-totals.ts). `number` is the human order number
 * (`#FAB` + 5 letters/digits, spec §5). `idempotencyKey` comes from the checkout form, so a double
 * submit finds the first order. Guests reach their order through a signed link (order-access.ts).
 * `stockReleasedAt` is set when a cancelled order gave its reserved stock back.
 */
export const orderTable = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    number: text("number").notNull().unique(),
    userId: text("user_id").references(() => auth_user.id, { onDelete: "set null" }),
    cartId: text("cart_id"),
    email: text("email").notNull(),
    locale: text("locale").notNull(),
    status: text("status").$type<OrderStatus>().notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    shippingAddress: jsonb("shipping_address").$type<OrderAddress>().notNull(),
    accessPoint: jsonb("access_point").$type<AccessPointSnapshot>(),
    shippingMethod: jsonb("shipping_method").$type<ShippingMethodSnapshot>().notNull(),
    couponCode: text("coupon_code"),
    giftCardCode: text("gift_card_code"),
    merchandiseCents: integer("merchandise_cents").notNull(),
    discountCents: integer("discount_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull(),
    shippingVatCents: integer("shipping_vat_cents").notNull(),
    vatCents: integer("vat_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    giftCardAppliedCents: integer("gift_card_applied_cents").notNull().default(0),
    amountDueCents: integer("amount_due_cents").notNull(),
    tax: jsonb("tax").$type<TaxSnapshot>().notNull(),
    paymentMethod: text("payment_method").$type<PaymentMethod>(),
    /** When an unpaid order is cancelled and its stock released, unless paid first. */
    payBy: timestamp("pay_by", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    stockReleasedAt: timestamp("stock_released_at", { withTimezone: true }),
    /** The NIF or VAT id the customer gave at checkout for the invoice (issue 19); null: a final consumer. */
    invoiceTaxId: text("invoice_tax_id"),
    /** The company name the invoice is made out to, when the customer gave one with the tax id (issue 19). */
    invoiceCompanyName: text("invoice_company_name"),
    ...timestamps,
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_status_pay_by_idx").on(t.status, t.payBy),
    index("orders_cart_idx").on(t.cartId),
    // One live unpaid order per cart (issue 14; place-order.ts replaces the earlier one under a
    // per-cart lock). An order with a Multibanco reference has left its cart and may wait beside it.
    uniqueIndex("orders_one_live_per_cart")
      .on(t.cartId)
      .where(sql`${t.status} = 'awaiting_payment' and ${t.paymentMethod} is null`),
    check("orders_amounts_check", sql`${t.totalCents} >= 0 and ${t.amountDueCents} >= 0`),
  ],
);

/**
 * An order line item, frozen at order time: the variant's SKU, name, colour and size as they were,
 * and its prices (EUR cents): `unitPriceCents` is the PT-VAT-inclusive list price, `unitNetCents`
 * without VAT; `discountCents`, `vatCents` and `totalCents` are for the whole line. Custom and
 * sample lines carry the design snapshot; their `quantity` is the units made, `sizeCode` lists the
 * size distribution, and `totalCents` is the design's exact price (development costs included).
 */
export const orderLineTable = pgTable(
  "order_line",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orderTable.id, { onDelete: "cascade" }),
    kind: text("kind").$type<LineKind>().notNull().default("blank"),
    productId: text("product_id").notNull(),
    productSlug: text("product_slug").notNull(),
    /** Blank lines only; custom and sample lines are made to order (no stock). */
    variantId: text("variant_id"),
    designId: text("design_id"),
    /** A custom line ordered from a quote, at its quoted price. */
    quoteId: text("quote_id"),
    /** Custom and sample lines: the design as ordered (document, version, price breakdown), frozen. */
    designSnapshot: jsonb("design_snapshot").$type<DesignSnapshot>(),
    sku: text("sku").notNull(),
    name: jsonb("name").$type<Localized>().notNull(),
    colorName: jsonb("color_name").$type<Localized>().notNull(),
    colorHex: text("color_hex").notNull(),
    garmentType: text("garment_type").notNull(),
    sizeCode: text("size_code").notNull(),
    weightGrams: integer("weight_grams").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    unitNetCents: integer("unit_net_cents").notNull(),
    discountCents: integer("discount_cents").notNull(),
    vatRateBp: integer("vat_rate_bp").notNull(),
    vatCents: integer("vat_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    index("order_line_order_idx").on(t.orderId, t.position),
    check("order_line_qty_check", sql`${t.quantity} > 0`),
  ],
);

/**
 * The order's visible history: each status change (and notable events such as a payment attempt
 * that failed), who made it (`actor`: a user id, `customer`, `system`, `gateway`) and when.
 */
export const orderEventTable = pgTable(
  "order_event",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orderTable.id, { onDelete: "cascade" }),
    type: text("type").$type<"status" | "payment" | "shipment" | "note">().notNull(),
    fromStatus: text("from_status").$type<OrderStatus>(),
    toStatus: text("to_status").$type<OrderStatus>(),
    actor: text("actor").notNull(),
    note: text("note"),
    ...timestamps,
  },
  (t) => [index("order_event_order_idx").on(t.orderId, t.createdAt)],
);

/** A file attached to an order message (stored by core/media/storage.ts). `size` in bytes. */
export interface MessageAttachment {
  id: string;
  name: string;
  contentType: string;
  size: number;
}

/**
 * A message in an order's thread between the customer and the shop (spec §2 `/user/order/{id}`,
 * §7 `/api/order/{id}/message`), with attachments.
 */
export const orderMessageTable = pgTable(
  "order_message",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orderTable.id, { onDelete: "cascade" }),
    author: text("author").$type<"customer" | "staff">().notNull(),
    authorUserId: text("author_user_id"),
    body: text("body").notNull(),
    attachments: jsonb("attachments").$type<MessageAttachment[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index("order_message_order_idx").on(t.orderId, t.createdAt)],
);

/** A line of an order template: a variant and a quantity. */
export interface OrderTemplateLine {
  variantId: string;
  quantity: number;
}

/** A saved set of order lines a customer re-orders in one step (spec §7 `/api/order/template`). */
export const orderTemplateTable = pgTable(
  "order_template",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => auth_user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    sourceOrderId: text("source_order_id"),
    lines: jsonb("lines").$type<OrderTemplateLine[]>().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("order_template_user_name_idx").on(t.userId, t.name)],
);

/** A tracking event as the carrier reported it (normalised). */
export interface ShipmentEvent {
  at: string;
  location: string;
  /** The carrier's own text (shown as a detail under the translated status). */
  description: string;
  code: string;
  /**
   * The event as a normalised tracking status (label_created, in_transit, out_for_delivery,
   * delivered, exception, unknown), shown translated; absent on events stored before issue 15.
   */
  status?: string;
}

/**
 * A shipment of an order: the carrier (`ups`, `mrw`), its shipment id and tracking number, the label
 * (Base64, format), and the tracking events last fetched (`lastTrackedAt`).
 */
export const shipmentTable = pgTable(
  "shipment",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orderTable.id, { onDelete: "cascade" }),
    /**
     * Which shipment of the order this is (1 for the order's parcels; a replacement would be 2). Unique
     * per order: the row is claimed (`status` `claimed`) before the carrier is asked for a label, so a
     * second request for the same shipment finds the claim instead of buying a second label.
     */
    sequence: integer("sequence").notNull().default(1),
    carrier: text("carrier").notNull(),
    serviceCode: text("service_code"),
    carrierShipmentId: text("carrier_shipment_id"),
    trackingNumber: text("tracking_number"),
    labelFormat: text("label_format"),
    labelBase64: text("label_base64"),
    status: text("status").notNull().default("label_created"),
    events: jsonb("events").$type<ShipmentEvent[]>().notNull().default([]),
    lastTrackedAt: timestamp("last_tracked_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("shipment_order_sequence_idx").on(t.orderId, t.sequence),
    uniqueIndex("shipment_tracking_idx").on(t.carrier, t.trackingNumber),
  ],
);
