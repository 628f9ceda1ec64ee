import { and, eq, inArray, lt } from "drizzle-orm";
import { changeOrderStatus, recordOrderEvent } from "../orders/change-order-status.ts";
import { notifyOrder } from "../orders/notify-order.ts";
import { releaseOrderHolds } from "../orders/order-holds.ts";
import { orderTable } from "../orders/orders.sql.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { checkPendingPayments } from "./check-payment.ts";
import { paymentTable } from "./payments.sql.ts";

/** What one sweep did. */
export interface SweepResult {
  checked: number;
  expired: number;
  refunded: number;
}

/**
 * The payments sweep (run every minute by jobs/workers/sweep-payments.ts; safe on several instances
 * at once — every change is guarded by row locks):
 * 1. asks the gateway about attempts still pending for over a minute (lost webhooks);
 * 2. cancels orders still awaiting payment after their `payBy` (30 minutes for card and MB WAY, the
 *    reference's expiry for Multibanco) and gives back their stock, coupon use and gift card amount;
 *    a buyer who was given a Multibanco reference is told by e-mail;
 * 3. refunds payments marked `refund_due` (a second payment, one for an order a newer order of its
 *    cart replaced, or one that came after the stock was sold).
 * The gateway is `ctx.services.payments`; the e-mails' signed links come from `ctx.services.links`.
 */
export async function sweepPayments(ctx: Ctx): Promise<SweepResult> {
  const checked = await checkPendingPayments(ctx);
  const now = ctx.now();
  const due = await ctx.db
    .select({ id: orderTable.id })
    .from(orderTable)
    .where(and(eq(orderTable.status, "awaiting_payment"), lt(orderTable.payBy, now)))
    .limit(200);
  let expired = 0;
  for (const { id } of due) {
    const done = await withTransaction(ctx, async (tx) => {
      const [order] = await tx.db
        .select()
        .from(orderTable)
        .where(eq(orderTable.id, id))
        .for("update", { skipLocked: true });
      if (order?.status !== "awaiting_payment" || order.payBy >= tx.now()) return false;
      const attempts = await tx.db.select().from(paymentTable).where(eq(paymentTable.orderId, id));
      await changeOrderStatus(tx, order, "cancelled", { actor: "system", note: "payment not received in time" });
      await releaseOrderHolds(tx, order.id);
      await tx.db
        .update(paymentTable)
        .set({ status: "expired", updatedAt: tx.now() })
        .where(and(eq(paymentTable.orderId, id), inArray(paymentTable.status, ["created", "pending"])));
      if (attempts.some((a) => a.method === "multibanco" && a.multibanco)) {
        await notifyOrder(tx, order.id, "cancelled", { reason: "payment_not_received" });
      }
      return true;
    });
    if (done) expired++;
  }
  let refunded = 0;
  const refunds = await ctx.db
    .select()
    .from(paymentTable)
    .where(and(eq(paymentTable.refundDue, true), eq(paymentTable.status, "succeeded")))
    .limit(50);
  for (const payment of refunds) {
    if (!payment.transactionId) continue;
    try {
      await ctx.services.payments.refund({
        transactionId: payment.transactionId,
        amountCents: payment.amountCents,
        merchantTransactionId: `${payment.id}-refund`,
        originalDatetime: payment.succeededAt,
      });
    } catch (error) {
      ctx.log.warn({ err: error, paymentId: payment.id }, "refund failed; retried by the next sweep");
      continue;
    }
    await withTransaction(ctx, async (tx) => {
      await tx.db
        .update(paymentTable)
        .set({ status: "refunded", refundDue: false, refundedAt: tx.now(), updatedAt: tx.now() })
        .where(eq(paymentTable.id, payment.id));
      await recordOrderEvent(tx, payment.orderId, {
        type: "payment",
        actor: "system",
        note: "duplicate payment refunded",
      });
    });
    refunded++;
  }
  return { checked, expired, refunded };
}
