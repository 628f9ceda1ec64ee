import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { z } from "zod";
import { recordAudit } from "../audit/record-audit.ts";
import { parcelsFor } from "../checkout/shipping-options.ts";
import { type RefundPaymentInput, type RefundView, refundPayment } from "../payments/refund-payment.ts";
import type { CarrierPort, CreatedShipment } from "../ports/carrier.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Conflict, NotFound, parseInput } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { requireActor } from "../shared/permissions.ts";
import { hasPermission } from "../shared/permissions.ts";
import { Forbidden } from "../shared/errors.ts";
import { changeOrderStatus, lockOrder, type OrderRow, recordOrderEvent } from "./change-order-status.ts";
import { notifyOrder } from "./notify-order.ts";
import { canReadOrder, type OrderAccess } from "./order-access.ts";
import { releaseOrderHolds } from "./order-holds.ts";
import { orderLink } from "./order-links.ts";
import { orderLineTable, orderTable, shipmentTable } from "./orders.sql.ts";
import { updateOrderInputSchema } from "./schemas.ts";

function requireStaff(ctx: Ctx): string {
  const actor = requireActor(ctx);
  if (!hasPermission(actor, "update:order:any")) throw new Forbidden();
  return actor.userId;
}

export { updateOrderSchema } from "./schemas.ts";

/**
 * Moves an order on (staff, `update:order:any`): `in_production`; `shipped` creates the carrier
 * shipment with its label first (UPS or MRW, to the address or the access point) and e-mails the
 * tracking link; `delivered` (its shipments read delivered too); `cancelled` for an unpaid order (paid orders are refunded instead,
 * {@link refundOrder}). Each step e-mails the buyer. The carriers are `ctx.services.carriers`; the
 * e-mails' signed links come from `ctx.services.links`.
 * @throws Unauthorized, Forbidden, NotFound, Conflict (ORDER_STATUS_CONFLICT), Unavailable (carrier)
 */
export async function updateOrder(ctx: Ctx, input: z.input<typeof updateOrderInputSchema>): Promise<void> {
  const staffId = requireStaff(ctx);
  const { orderId, status, note } = parseInput(updateOrderInputSchema, input);
  if (status === "shipped") {
    await shipOrder(ctx, orderId, note);
    return;
  }
  await withTransaction(ctx, async (tx) => {
    const order = await lockOrder(tx, orderId);
    await changeOrderStatus(tx, order, status, { actor: staffId, note });
    await recordAudit(tx, {
      action: "order.status.update",
      entityType: "order",
      entityId: order.id,
      before: { status: order.status },
      after: { status, note: note ?? null },
    });
    if (status === "delivered") {
      // staff's "delivered" is the order's truth: its parcels read delivered too (issue 15: a
      // delivered order must not show "Label created"), and tracking stops asking the carrier
      const now = tx.now();
      await tx.db
        .update(shipmentTable)
        .set({ status: "delivered", deliveredAt: now, updatedAt: now })
        .where(and(eq(shipmentTable.orderId, order.id), isNull(shipmentTable.deliveredAt)));
    }
    if (status === "cancelled") {
      await releaseOrderHolds(tx, order.id);
      await notifyOrder(tx, order.id, "cancelled", { reason: "cancelled_by_shop" });
    } else {
      await notifyOrder(tx, order.id, status);
    }
  });
}

/** Whether the carrier ships with a bought label (collection at the workshop does not). */
function isLabelCarrier(carrier: string): carrier is "ups" | "mrw" {
  return carrier === "ups" || carrier === "mrw";
}

/** Whether an order in `status` may be shipped. */
function canShip(status: string): boolean {
  return status === "paid" || status === "in_production";
}

/**
 * Ships a paid order. Collection at the workshop ships without a carrier. For UPS and MRW a label is
 * bought once however often the step is sent (a double click, two staff members, a retry):
 * 1. **claim** — in a transaction holding the order's lock, insert its shipment row (`sequence` 1,
 *    status `claimed`; unique per order and sequence). A request that finds the claim gets 409
 *    `SHIPMENT_IN_PROGRESS`, or `ORDER_STATUS_CONFLICT` once the order is shipped;
 * 2. **buy** — outside any transaction, ask the carrier for the shipment and label, with the claim's
 *    reference (`<order number>-<sequence>`, printed on the label); a carrier failure deletes the
 *    claim so the step can be tried again;
 * 3. **finalise** — in a transaction: store the label on the claimed row, move the order to
 *    `shipped`, audit, e-mail the tracking link. If that fails (the order was cancelled or refunded
 *    meanwhile, the database failed), the label is voided with the carrier and the claim deleted.
 * @throws Forbidden, NotFound (ORDER_NOT_FOUND), Conflict (ORDER_STATUS_CONFLICT, SHIPMENT_IN_PROGRESS),
 *   Unavailable / Invalid from the carrier (`ctx.services.carriers`; nothing is kept)
 */
async function shipOrder(ctx: Ctx, orderId: string, note?: string): Promise<void> {
  const staffId = requireStaff(ctx);
  const claim = await withTransaction(ctx, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!canShip(order.status)) {
      throw new Conflict(`An order that is ${order.status} cannot be shipped`, "ORDER_STATUS_CONFLICT");
    }
    const carrier = order.shippingMethod.carrier;
    if (!isLabelCarrier(carrier)) {
      await markShipped(tx, { order, staffId, note, shipment: null });
      return null;
    }
    const now = tx.now();
    const [claimed] = await tx.db
      .insert(shipmentTable)
      .values({
        id: createId("shipment", now.getTime()),
        orderId,
        sequence: 1,
        carrier,
        serviceCode: order.shippingMethod.serviceCode ?? null,
        status: "claimed",
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [shipmentTable.orderId, shipmentTable.sequence] })
      .returning({ id: shipmentTable.id, sequence: shipmentTable.sequence });
    if (!claimed) throw new Conflict("A label is already being bought for this order", "SHIPMENT_IN_PROGRESS");
    return { shipmentId: claimed.id, reference: `${order.number}-${claimed.sequence}`, order, carrier };
  });
  if (!claim) return;

  const { order, carrier } = claim;
  const releaseClaim = () =>
    withTransaction(ctx, (tx) =>
      tx.db
        .delete(shipmentTable)
        .where(and(eq(shipmentTable.id, claim.shipmentId), eq(shipmentTable.status, "claimed"))),
    );
  let created: CreatedShipment;
  try {
    const lines = await ctx.db.select().from(orderLineTable).where(eq(orderLineTable.orderId, orderId));
    const a = order.shippingAddress;
    created = await ctx.services.carriers.ship({
      carrier,
      reference: claim.reference,
      serviceCode: order.shippingMethod.serviceCode ?? null,
      recipient: {
        name: `${a.firstName} ${a.lastName}`,
        phone: a.phone,
        email: order.email,
        address: {
          street: [a.streetAddress, a.houseNumber].filter(Boolean).join(" "),
          city: a.city,
          postcode: a.postcode ?? "",
          country: a.country,
        },
      },
      accessPoint: order.accessPoint,
      parcels: parcelsFor(lines.reduce((g, l) => g + l.weightGrams * l.quantity, 0)),
    });
  } catch (error) {
    await releaseClaim();
    throw error;
  }

  try {
    await withTransaction(ctx, async (tx) => {
      const locked = await lockOrder(tx, orderId);
      if (!canShip(locked.status)) {
        throw new Conflict(`An order that is ${locked.status} cannot be shipped`, "ORDER_STATUS_CONFLICT");
      }
      const now = tx.now();
      const stored = await tx.db
        .update(shipmentTable)
        .set({
          carrierShipmentId: created.carrierShipmentId,
          trackingNumber: created.trackingNumber,
          labelFormat: created.label.format,
          labelBase64: created.label.base64,
          status: "label_created",
          updatedAt: now,
        })
        .where(and(eq(shipmentTable.id, claim.shipmentId), eq(shipmentTable.status, "claimed")))
        .returning({ id: shipmentTable.id });
      if (stored.length === 0) throw new Conflict("The shipment claim was lost", "SHIPMENT_IN_PROGRESS");
      await recordOrderEvent(tx, orderId, {
        type: "shipment",
        actor: staffId,
        note: `${carrier.toUpperCase()} ${created.trackingNumber}`,
      });
      await markShipped(tx, {
        order: locked,
        staffId,
        note,
        shipment: { carrier, trackingNumber: created.trackingNumber },
      });
    });
  } catch (error) {
    try {
      await ctx.services.carriers.voidShipment({
        carrier,
        carrierShipmentId: created.carrierShipmentId,
        trackingNumber: created.trackingNumber,
      });
    } catch (voidError) {
      ctx.log.error(
        { err: voidError, orderId, trackingNumber: created.trackingNumber },
        "a label bought for an order that could not be shipped was not voided: void it with the carrier",
      );
    }
    await releaseClaim();
    throw error;
  }
}

/** Moves a locked, shippable order to `shipped`: status change, audit, and the buyer's e-mail. */
async function markShipped(
  tx: Ctx,
  input: {
    /** The order row, locked in `tx` ({@link lockOrder}). */
    order: OrderRow;
    staffId: string;
    note?: string;
    shipment: { carrier: "ups" | "mrw"; trackingNumber: string } | null;
  },
): Promise<void> {
  const { order, staffId, note, shipment } = input;
  const orderId = order.id;
  await changeOrderStatus(tx, order, "shipped", { actor: staffId, note });
  await recordAudit(tx, {
    action: "order.status.update",
    entityType: "order",
    entityId: orderId,
    before: { status: order.status },
    after: { status: "shipped", note: note ?? null, shipment },
  });
  await notifyOrder(tx, orderId, "shipped", {
    tracking: shipment
      ? {
          carrier: shipment.carrier.toUpperCase(),
          trackingNumber: shipment.trackingNumber,
          url: orderLink(tx.services.links, orderId, "track"),
        }
      : null,
  });
}

/**
 * Fetches fresh tracking for an order's shipments from their carriers and stores it (the track page
 * calls this when the stored events are older than `maxAgeMs`); a shipment the carrier reports as
 * delivered moves a shipped order to `delivered` and e-mails the buyer. Carrier failures keep the
 * stored events (the page says when they were fetched). The carriers are `ctx.services.carriers`;
 * guest links are checked with `ctx.services.links.linkSecret`.
 * @throws NotFound for an order the caller may not see
 */
export async function refreshTracking(
  ctx: Ctx,
  input: { orderId: string; access: OrderAccess; maxAgeMs?: number },
): Promise<void> {
  const [order] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, input.orderId));
  if (!order || !canReadOrder(ctx, order, input.access)) throw new NotFound("Order not found", "ORDER_NOT_FOUND");
  const shipments = await ctx.db
    .select()
    .from(shipmentTable)
    .where(and(eq(shipmentTable.orderId, order.id), inArray(shipmentTable.carrier, ["ups", "mrw"])))
    .orderBy(asc(shipmentTable.createdAt));
  const now = ctx.now();
  const maxAge = input.maxAgeMs ?? 5 * 60_000;
  for (const s of shipments) {
    if (!s.trackingNumber || s.deliveredAt) continue;
    if (s.lastTrackedAt && now.getTime() - s.lastTrackedAt.getTime() < maxAge) continue;
    let tracking: Awaited<ReturnType<CarrierPort["track"]>>;
    try {
      tracking = await ctx.services.carriers.track({
        carrier: s.carrier as "ups" | "mrw",
        trackingNumber: s.trackingNumber,
        locale: ctx.locale,
      });
    } catch (error) {
      ctx.log.warn({ err: error, shipmentId: s.id }, "tracking unavailable; keeping stored events");
      continue;
    }
    await withTransaction(ctx, async (tx) => {
      const deliveredAt = tracking.status === "delivered" ? new Date(tracking.deliveredAt ?? tx.now()) : null;
      await tx.db
        .update(shipmentTable)
        .set({
          status: tracking.status,
          events: tracking.events,
          lastTrackedAt: tx.now(),
          deliveredAt,
          updatedAt: tx.now(),
        })
        .where(eq(shipmentTable.id, s.id));
      if (deliveredAt) {
        const locked = await lockOrder(tx, order.id);
        if (locked.status === "shipped") {
          await changeOrderStatus(tx, locked, "delivered", {
            actor: "system",
            note: `${s.carrier.toUpperCase()} delivered`,
          });
          await notifyOrder(tx, order.id, "delivered");
        }
      }
    });
  }
}

/**
 * Refunds a paid order (spec §7 `/api/order/{id}/refund`, staff only): in full by default (all that
 * is not refunded yet), or `amountCents` of it, through the SIBS client (core/payments/refund-payment.ts,
 * ADR 0014). A full refund makes the order `refunded`, its stock returns if it never shipped, and
 * the buyer is e-mailed. Without an `idempotencyKey` a repeat is refused by the order's state
 * (ORDER_STATUS_CONFLICT once refunded), not answered with the first refund. The gateway is
 * `ctx.services.payments`.
 * @throws Forbidden, NotFound, Conflict (ORDER_STATUS_CONFLICT, NOTHING_TO_REFUND, REFUND_EXCEEDS_PAID), Unavailable (gateway)
 */
export async function refundOrder(
  ctx: Ctx,
  input: {
    orderId: string;
    note?: string;
    amountCents?: number;
    idempotencyKey?: string;
    reason?: RefundPaymentInput["reason"];
  },
): Promise<RefundView> {
  // the input is checked by refundPayment's schema (core/payments/schemas.ts refundPaymentSchema)
  return refundPayment(ctx, {
    ...input,
    idempotencyKey: input.idempotencyKey ?? `refund:${input.orderId}:${randomUUID()}`,
  });
}
