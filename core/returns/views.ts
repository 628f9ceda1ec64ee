import { and, desc, eq, inArray, isNotNull, min } from "drizzle-orm";
import { flatImageUrl } from "../catalog/product-view.ts";
import type { GarmentType } from "../catalog/garment-types.ts";
import { orderEventTable, type orderTable, shipmentTable } from "../orders/orders.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { type Locale, pickLocale } from "../shared/locale.ts";
import { OPEN_OR_DONE, type ReturnOutcome, type ReturnReason, type ReturnStatus, isOverdue } from "./rules.ts";
import { type ReturnEvent, type ReturnShippingPayer, returnRequestTable } from "./returns.sql.ts";

export type ReturnRow = typeof returnRequestTable.$inferSelect;
export type OrderRow = typeof orderTable.$inferSelect;

/** A return request as its customer and staff see it. Money in EUR cents. */
export interface ReturnView {
  id: string;
  number: string;
  orderId: string;
  orderNumber: string;
  kind: "withdrawal" | "claim";
  reason: ReturnReason;
  outcome: ReturnOutcome;
  status: ReturnStatus;
  comment: string;
  photos: { id: string; url: string }[];
  lines: {
    orderLineId: string;
    kind: string;
    sku: string;
    name: string;
    details: string;
    quantity: number;
    refundCents: number;
    replacement: string | null;
  }[];
  refundCents: number;
  shippingRefundCents: number;
  withdrawal: { name: string; confirmedAt: string } | null;
  /** The shop answers by then (spec §9, 48 hours not counting weekends). */
  answerBy: string;
  answeredAt: string | null;
  overdue: boolean;
  shopNote: string | null;
  giftCardCode: string | null;
  returnShippingPaidBy: ReturnShippingPayer;
  history: ReturnEvent[];
  createdAt: string;
}

/** The view of a request row, in `locale`. `payer` is the settings' return-shipping payer (claims: the shop). */
export function returnViewOf(
  row: ReturnRow,
  orderNumber: string,
  locale: Locale,
  now: Date,
  payer: ReturnShippingPayer,
): ReturnView {
  return {
    id: row.id,
    number: row.number,
    orderId: row.orderId,
    orderNumber,
    kind: row.kind,
    reason: row.reason,
    outcome: row.outcome,
    status: row.status,
    comment: row.comment,
    photos: row.photos.map((id) => ({ id, url: `/media/upload/${id}` })),
    lines: row.lines.map((l) => ({
      orderLineId: l.orderLineId,
      kind: l.kind,
      sku: l.sku,
      name: pickLocale(l.name, locale),
      details: `${pickLocale(l.colorName, locale)} · ${l.sizeCode}`,
      quantity: l.quantity,
      refundCents: l.refundCents,
      replacement: l.replacementLabel,
    })),
    refundCents: row.refundCents,
    shippingRefundCents: row.shippingRefundCents,
    withdrawal: row.withdrawal,
    answerBy: row.answerBy.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    overdue: isOverdue(row, now),
    shopNote: row.shopNote,
    giftCardCode: row.giftCardCode,
    returnShippingPaidBy: row.kind === "claim" ? "shop" : payer,
    history: row.history,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * When an order reached the customer: the carrier's delivery time of its first delivered shipment,
 * else the time the order became `delivered`; null when it is not known to be delivered.
 */
export async function orderDeliveredAt(ctx: Ctx, orderId: string): Promise<Date | null> {
  const [shipped] = await ctx.db
    .select({ at: min(shipmentTable.deliveredAt) })
    .from(shipmentTable)
    .where(and(eq(shipmentTable.orderId, orderId), isNotNull(shipmentTable.deliveredAt)));
  if (shipped?.at) return new Date(shipped.at);
  const [event] = await ctx.db
    .select({ at: orderEventTable.createdAt })
    .from(orderEventTable)
    .where(and(eq(orderEventTable.orderId, orderId), eq(orderEventTable.toStatus, "delivered")))
    .orderBy(desc(orderEventTable.createdAt))
    .limit(1);
  return event?.at ?? null;
}

/** Units of each order line already in a return request that was not rejected or cancelled. */
export async function returnedUnits(ctx: Ctx, orderId: string): Promise<Map<string, number>> {
  const rows = await ctx.db
    .select({ lines: returnRequestTable.lines })
    .from(returnRequestTable)
    .where(
      and(eq(returnRequestTable.orderId, orderId), inArray(returnRequestTable.status, OPEN_OR_DONE as ReturnStatus[])),
    );
  const out = new Map<string, number>();
  for (const r of rows) for (const l of r.lines) out.set(l.orderLineId, (out.get(l.orderLineId) ?? 0) + l.quantity);
  return out;
}

/** The picture of an order line: the design's front view for custom/sample lines, else the garment flat. */
export function lineImageUrl(line: {
  kind: string;
  garmentType: string;
  colorHex: string;
  designSnapshot: { frontImageId: string | null } | null;
}): string {
  if (line.designSnapshot?.frontImageId) return `/media/upload/${line.designSnapshot.frontImageId}`;
  return flatImageUrl(line.garmentType as GarmentType, "front", line.colorHex);
}
