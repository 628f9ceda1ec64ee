import { eq } from "drizzle-orm";
import type { Ctx } from "../shared/ctx.ts";
import { Conflict, NotFound } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { orderEventTable, type OrderStatus, orderTable } from "./orders.sql.ts";

/**
 * Allowed order status changes (issue 4). An unpaid order is paid or cancelled; a paid order goes
 * to production, is shipped and delivered, or is refunded (refund-order.ts); a cancelled order can
 * only come back as paid (a payment that arrived after it expired, when the stock could be taken again).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaiting_payment: ["paid", "cancelled"],
  paid: ["in_production", "shipped", "refunded"],
  in_production: ["shipped", "refunded"],
  shipped: ["delivered", "refunded"],
  delivered: ["refunded"],
  cancelled: ["paid"],
  refunded: [],
};

export type OrderRow = typeof orderTable.$inferSelect;

/**
 * Locks an order row for the rest of the caller's transaction (`SELECT … FOR UPDATE`), so payment
 * webhooks, status checks and staff edits on one order run one after another.
 * @throws NotFound when there is no such order
 */
export async function lockOrder(ctx: Ctx, orderId: string): Promise<OrderRow> {
  const [order] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, orderId)).for("update");
  if (!order) throw new NotFound("Order not found", "ORDER_NOT_FOUND");
  return order;
}

/**
 * Moves a (locked) order to `to` and writes the history event, in the caller's transaction.
 * @param actor who did it: a user id, `customer`, `system` or `gateway`
 * @throws Conflict (ORDER_STATUS_CONFLICT) when {@link ORDER_TRANSITIONS} does not allow it
 */
export async function changeOrderStatus(
  ctx: Ctx,
  order: OrderRow,
  to: OrderStatus,
  input: { actor: string; note?: string | null; set?: Partial<OrderRow> },
): Promise<OrderRow> {
  if (!ORDER_TRANSITIONS[order.status].includes(to)) {
    throw new Conflict(`An order that is ${order.status} cannot become ${to}`, "ORDER_STATUS_CONFLICT");
  }
  const now = ctx.now();
  const [updated] = await ctx.db
    .update(orderTable)
    .set({ ...input.set, status: to, updatedAt: now })
    .where(eq(orderTable.id, order.id))
    .returning();
  await recordOrderEvent(ctx, order.id, {
    type: "status",
    fromStatus: order.status,
    toStatus: to,
    actor: input.actor,
    note: input.note ?? null,
  });
  return updated as OrderRow;
}

/** Adds an event to an order's visible history (a status change, a payment attempt, a shipment, a note). */
export async function recordOrderEvent(
  ctx: Ctx,
  orderId: string,
  event: {
    type: "status" | "payment" | "shipment" | "note";
    actor: string;
    note?: string | null;
    fromStatus?: OrderStatus | null;
    toStatus?: OrderStatus | null;
  },
): Promise<void> {
  const now = ctx.now();
  await ctx.db.insert(orderEventTable).values({
    id: createId("orderEvent", now.getTime()),
    orderId,
    type: event.type,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    actor: event.actor,
    note: event.note ?? null,
    createdAt: now,
    updatedAt: now,
  });
}
