import { type LineRole, lineRole } from "./line-figures.ts";
import { and, asc, count, desc, eq, inArray, ne } from "drizzle-orm";
import { paymentTable } from "../payments/payments.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import type { z } from "zod";
import { NotFound, parseInput } from "../shared/errors.ts";
import { getOrderSchema } from "./schemas.ts";
import { pickLocale } from "../shared/locale.ts";
import { canReadOrder } from "./order-access.ts";
import {
  type MessageAttachment,
  type OrderStatus,
  orderEventTable,
  orderLineTable,
  orderMessageTable,
  orderTable,
  shipmentTable,
} from "./orders.sql.ts";
import type { AccessPointSnapshot, OrderAddress, ShippingMethodSnapshot, TaxSnapshot } from "./snapshots.ts";
import { flatImageUrl } from "../catalog/product-view.ts";
import type { GarmentType } from "../catalog/garment-types.ts";

/** An order line as shown (texts in `ctx.locale`). Money in EUR cents. */
export interface OrderLineView {
  id: string;
  /** `blank`, `custom` (a design in bulk) or `sample`. */
  kind: "blank" | "custom" | "sample";
  /** What the line is, for its label: a sample, the quoted run, a configurator run, a blank (issue 20). */
  role: LineRole;
  /** A custom line's one-off development costs as priced (PT-VAT-inclusive list), shown apart; 0 when none. */
  oneOffCents: number;
  /** Custom and sample lines: the design ordered. */
  designId: string | null;
  /** Custom and sample lines: the blank the design was made on, as ordered (issue 20); null before blanks. */
  garmentName: string | null;
  sku: string;
  productSlug: string;
  name: string;
  colorName: string;
  sizeCode: string;
  imageUrl: string;
  quantity: number;
  unitPriceCents: number;
  unitNetCents: number;
  discountCents: number;
  vatRateBp: number;
  vatCents: number;
  totalCents: number;
}

/** An order as its buyer (or staff) sees it: lines, amounts, delivery, history, payments, shipments, messages. */
export interface OrderView {
  id: string;
  number: string;
  status: OrderStatus;
  email: string;
  placedAt: string;
  paidAt: string | null;
  payBy: string;
  lines: OrderLineView[];
  merchandiseCents: number;
  discountCents: number;
  shippingCents: number;
  shippingVatCents: number;
  vatCents: number;
  totalCents: number;
  giftCardAppliedCents: number;
  amountDueCents: number;
  couponCode: string | null;
  tax: TaxSnapshot;
  shippingAddress: OrderAddress;
  /** The tax number and company the invoice is made out to (checkout, issue 19); null: a final consumer. */
  invoiceTo: { taxId: string; companyName: string | null } | null;
  accessPoint: AccessPointSnapshot | null;
  shippingMethod: ShippingMethodSnapshot;
  history: {
    at: string;
    type: string;
    fromStatus: OrderStatus | null;
    toStatus: OrderStatus | null;
    note: string | null;
  }[];
  payments: {
    id: string;
    method: string;
    status: string;
    amountCents: number;
    createdAt: string;
    failureCode: string | null;
    multibanco: { entity: string; reference: string; amountCents: number; expiresAt: string } | null;
  }[];
  shipments: {
    id: string;
    carrier: string;
    trackingNumber: string | null;
    status: string;
    /** `status`: the event as a normalised tracking status (absent on events stored before issue 15). */
    events: { at: string; location: string; description: string; code: string; status?: string }[];
    lastTrackedAt: string | null;
    deliveredAt: string | null;
  }[];
  messages: {
    id: string;
    author: "customer" | "staff";
    body: string;
    attachments: MessageAttachment[];
    at: string;
  }[];
}

/**
 * One order for its owner, staff, or the holder of its signed link (`access.token`, checked with
 * `ctx.services.links.linkSecret`).
 * @throws NotFound (ORDER_NOT_FOUND) for an unknown order or one the caller may not see (no existence leak)
 */
export async function getOrder(ctx: Ctx, input: z.input<typeof getOrderSchema>): Promise<OrderView> {
  const { orderId, access } = parseInput(getOrderSchema, input);
  const [order] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, orderId));
  if (!order || !canReadOrder(ctx, order, access)) throw new NotFound("Order not found", "ORDER_NOT_FOUND");
  const [lines, events, payments, shipments, messages] = await Promise.all([
    ctx.db
      .select()
      .from(orderLineTable)
      .where(eq(orderLineTable.orderId, orderId))
      .orderBy(asc(orderLineTable.position)),
    ctx.db
      .select()
      .from(orderEventTable)
      .where(eq(orderEventTable.orderId, orderId))
      .orderBy(asc(orderEventTable.createdAt), asc(orderEventTable.id)),
    ctx.db.select().from(paymentTable).where(eq(paymentTable.orderId, orderId)).orderBy(desc(paymentTable.createdAt)),
    ctx.db
      .select()
      .from(shipmentTable)
      // a `claimed` row is a label being bought (fulfil-order.ts), not a shipment yet
      .where(and(eq(shipmentTable.orderId, orderId), ne(shipmentTable.status, "claimed")))
      .orderBy(asc(shipmentTable.createdAt)),
    ctx.db
      .select()
      .from(orderMessageTable)
      .where(eq(orderMessageTable.orderId, orderId))
      .orderBy(asc(orderMessageTable.createdAt), asc(orderMessageTable.id)),
  ]);
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    email: order.email,
    placedAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    payBy: order.payBy.toISOString(),
    lines: lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      role: lineRole(l.kind, l.quoteId),
      oneOffCents: l.kind === "custom" ? (l.designSnapshot?.price?.developmentCents ?? 0) : 0,
      designId: l.designId,
      garmentName: l.designSnapshot?.blank ? pickLocale(l.designSnapshot.blank.name, ctx.locale) : null,
      sku: l.sku,
      productSlug: l.productSlug,
      name: pickLocale(l.name, ctx.locale),
      colorName: pickLocale(l.colorName, ctx.locale),
      sizeCode: l.sizeCode,
      imageUrl: flatImageUrl(l.garmentType as GarmentType, "front", l.colorHex),
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      unitNetCents: l.unitNetCents,
      discountCents: l.discountCents,
      vatRateBp: l.vatRateBp,
      vatCents: l.vatCents,
      totalCents: l.totalCents,
    })),
    merchandiseCents: order.merchandiseCents,
    discountCents: order.discountCents,
    shippingCents: order.shippingCents,
    shippingVatCents: order.shippingVatCents,
    vatCents: order.vatCents,
    totalCents: order.totalCents,
    giftCardAppliedCents: order.giftCardAppliedCents,
    amountDueCents: order.amountDueCents,
    couponCode: order.couponCode,
    tax: order.tax,
    shippingAddress: order.shippingAddress,
    invoiceTo: order.invoiceTaxId ? { taxId: order.invoiceTaxId, companyName: order.invoiceCompanyName } : null,
    accessPoint: order.accessPoint,
    shippingMethod: {
      ...order.shippingMethod,
      name: order.shippingMethod.names ? pickLocale(order.shippingMethod.names, ctx.locale) : order.shippingMethod.name,
    },
    history: events.map((e) => ({
      at: e.createdAt.toISOString(),
      type: e.type,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      note: e.note,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      method: p.method,
      status: p.status,
      amountCents: p.amountCents,
      createdAt: p.createdAt.toISOString(),
      failureCode: p.failureCode,
      multibanco: p.multibanco,
    })),
    shipments: shipments.map((s) => ({
      id: s.id,
      carrier: s.carrier,
      trackingNumber: s.trackingNumber,
      status: s.status,
      events: s.events,
      lastTrackedAt: s.lastTrackedAt?.toISOString() ?? null,
      deliveredAt: s.deliveredAt?.toISOString() ?? null,
    })),
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author,
      body: m.body,
      attachments: m.attachments,
      at: m.createdAt.toISOString(),
    })),
  };
}

/** A row of the order list (`/user/order`). Money in EUR cents. */
export interface OrderSummary {
  id: string;
  number: string;
  status: OrderStatus;
  placedAt: string;
  totalCents: number;
  itemCount: number;
  firstItemName: string | null;
}

/**
 * The signed-in customer's orders, newest first, `limit` (1–50) from `offset` (spec §3 query
 * parameters offset/limit), and how many there are.
 * @throws Unauthorized for an anonymous visitor
 */
export async function listOrders(
  ctx: Ctx,
  input: { userId: string; offset?: number; limit?: number },
): Promise<{ orders: OrderSummary[]; total: number }> {
  const limit = Math.min(Math.max(input.limit ?? 20, 1), 50);
  const offset = Math.max(input.offset ?? 0, 0);
  const [counted] = await ctx.db.select({ n: count() }).from(orderTable).where(eq(orderTable.userId, input.userId));
  const page = await ctx.db
    .select({
      id: orderTable.id,
      number: orderTable.number,
      status: orderTable.status,
      createdAt: orderTable.createdAt,
      totalCents: orderTable.totalCents,
    })
    .from(orderTable)
    .where(eq(orderTable.userId, input.userId))
    .orderBy(desc(orderTable.createdAt), desc(orderTable.id))
    .limit(limit)
    .offset(offset);
  const lines = page.length
    ? await ctx.db
        .select({
          orderId: orderLineTable.orderId,
          quantity: orderLineTable.quantity,
          name: orderLineTable.name,
          position: orderLineTable.position,
        })
        .from(orderLineTable)
        .where(
          inArray(
            orderLineTable.orderId,
            page.map((o) => o.id),
          ),
        )
    : [];
  return {
    total: counted?.n ?? 0,
    orders: page.map((o) => {
      const own = lines.filter((l) => l.orderId === o.id).sort((a, b) => a.position - b.position);
      return {
        id: o.id,
        number: o.number,
        status: o.status,
        placedAt: o.createdAt.toISOString(),
        totalCents: o.totalCents,
        itemCount: own.reduce((n, l) => n + l.quantity, 0),
        firstItemName: own[0] ? pickLocale(own[0].name, ctx.locale) : null,
      };
    }),
  };
}
