import { eq } from "drizzle-orm";
import { clearOrderedFromCart, wasReplaced } from "../checkout/place-order.ts";
import { changeOrderStatus, lockOrder, recordOrderEvent } from "../orders/change-order-status.ts";
import { queueInvoiceReceipt } from "../invoicing/queue-invoice.ts";
import { notifyOrder } from "../orders/notify-order.ts";
import { releaseOrderHolds, retakeOrderHolds } from "../orders/order-holds.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { DomainError } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import type { GatewayStatus } from "../ports/payment-gateway.ts";
import { type PaymentStatus, paymentEventTable, paymentTable } from "./payments.sql.ts";

/** A SIBS `paymentStatus` as the shop's payment status (integrations.md §1). */
export function paymentStatusOf(status: GatewayStatus): PaymentStatus {
  switch (status) {
    case "Success":
      return "succeeded";
    case "Pending":
    case "InProcessing":
      return "pending";
    case "Declined":
      return "declined";
    case "Expired":
      return "expired";
    case "Timeout":
    case "Error":
      return "error";
  }
}

/**
 * Payment states nothing the gateway says can change. A declined, expired or failed attempt is not
 * among them: the gateway is the source of truth (integrations.md §1), and a timeout on our side
 * may hide a payment that went through.
 */
const SETTLED: readonly PaymentStatus[] = ["succeeded", "refunded"];

/** What applying a gateway status did. */
export type ApplyOutcome = "applied" | "duplicate" | "unchanged" | "unknown_payment" | "refund_needed";

/**
 * Applies what the gateway says about a payment (a webhook, a status check, the card form's return),
 * in one transaction with the order row locked, so five copies of a webhook, in any order and at the
 * same time as a status check, change things once:
 * - the event is stored first (a webhook's `notificationID` is unique: a repeat is a `duplicate`);
 * - a payment already succeeded (or refunded) is left alone (`unchanged`);
 * - success pays the order (awaiting payment → paid; a cancelled order whose stock can be taken again
 *   → paid), takes the bought items out of the cart and e-mails the buyer. A second successful payment
 *   of an order already paid, one of an order a newer order of its cart replaced (place-order.ts,
 *   issue 14), or one that came after the stock was sold, is `refund_needed`: the
 *   payment is marked `refund_due` and the payments sweep gives the money back; a payment that pays the
 *   order queues its invoice-receipt (FR) in the same transaction (core/invoicing/queue-invoice.ts);
 * - a declined or failed attempt stays on the order's history; the order keeps waiting for another
 *   attempt until its `payBy` (the sweep cancels it then). An expired Multibanco reference cancels the
 *   order at once and gives its stock back.
 * The buyer's e-mails carry signed links made with `ctx.services.links`.
 */
export async function applyPaymentStatus(
  ctx: Ctx,
  input: {
    transactionId: string;
    status: GatewayStatus;
    source: "webhook" | "status_check" | "redirect";
    notificationId?: string | null;
    code?: string | null;
    payload?: unknown;
  },
): Promise<{ outcome: ApplyOutcome; paymentId: string | null; paymentStatus: PaymentStatus | null }> {
  return withTransaction(ctx, async (tx) => {
    const now = tx.now();
    const [payment] = await tx.db
      .select()
      .from(paymentTable)
      .where(eq(paymentTable.transactionId, input.transactionId));
    const eventId = createId("paymentEvent", now.getTime());
    const stored = await tx.db
      .insert(paymentEventTable)
      .values({
        id: eventId,
        source: input.source,
        notificationId: input.notificationId ?? null,
        transactionId: input.transactionId,
        paymentId: payment?.id ?? null,
        gatewayStatus: input.status,
        payload: input.payload ?? null,
        outcome: "received",
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: paymentEventTable.notificationId })
      .returning({ id: paymentEventTable.id });
    if (stored.length === 0)
      return { outcome: "duplicate", paymentId: payment?.id ?? null, paymentStatus: payment?.status ?? null };
    const finish = async (outcome: ApplyOutcome, status: PaymentStatus | null) => {
      await tx.db.update(paymentEventTable).set({ outcome }).where(eq(paymentEventTable.id, eventId));
      return { outcome, paymentId: payment?.id ?? null, paymentStatus: status };
    };
    if (!payment) return finish("unknown_payment", null);

    const order = await lockOrder(tx, payment.orderId);
    const [current] = await tx.db.select().from(paymentTable).where(eq(paymentTable.id, payment.id)).for("update");
    if (!current) return finish("unknown_payment", null);
    const next = paymentStatusOf(input.status);
    if (SETTLED.includes(current.status) || next === current.status) return finish("unchanged", current.status);

    await tx.db
      .update(paymentTable)
      .set({
        status: next,
        gatewayStatus: input.status,
        failureCode: next === "succeeded" ? null : (input.code ?? current.failureCode),
        succeededAt: next === "succeeded" ? now : current.succeededAt,
        updatedAt: now,
      })
      .where(eq(paymentTable.id, current.id));
    if (next === "pending") return finish("applied", next);

    if (next === "succeeded") {
      await recordOrderEvent(tx, order.id, {
        type: "payment",
        actor: "gateway",
        note: `${current.method} payment received`,
      });
      if (order.status === "awaiting_payment") {
        await changeOrderStatus(tx, order, "paid", {
          actor: "gateway",
          set: { paidAt: now, paymentMethod: current.method },
        });
      } else if (order.status === "cancelled" && (await wasReplaced(tx, order.id))) {
        // a newer order of the same cart took its place (issue 14): one cart, one payment kept
        await recordOrderEvent(tx, order.id, {
          type: "payment",
          actor: "system",
          note: "paid after a newer order of the same cart replaced it: refund due",
        });
        await tx.db.update(paymentTable).set({ refundDue: true }).where(eq(paymentTable.id, current.id));
        return finish("refund_needed", next);
      } else if (order.status === "cancelled") {
        try {
          await retakeOrderHolds(tx, order.id);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          await recordOrderEvent(tx, order.id, {
            type: "payment",
            actor: "system",
            note: "paid after cancellation, items no longer available: refund due",
          });
          await tx.db.update(paymentTable).set({ refundDue: true }).where(eq(paymentTable.id, current.id));
          return finish("refund_needed", next);
        }
        await changeOrderStatus(tx, order, "paid", {
          actor: "gateway",
          note: "paid after the payment window",
          set: { paidAt: now, paymentMethod: current.method },
        });
      } else {
        await recordOrderEvent(tx, order.id, {
          type: "payment",
          actor: "system",
          note: "second payment of a paid order: refund due",
        });
        await tx.db.update(paymentTable).set({ refundDue: true }).where(eq(paymentTable.id, current.id));
        return finish("refund_needed", next);
      }
      await clearOrderedFromCart(tx, order.id);
      await notifyOrder(tx, order.id, "paid");
      // the invoice-receipt's row and job, in this transaction: issued after commit, never waited for (ADR 0024)
      await queueInvoiceReceipt(tx, order.id);
      return finish("applied", next);
    }

    await recordOrderEvent(tx, order.id, {
      type: "payment",
      actor: "gateway",
      note: `${current.method} payment ${next}${input.code ? ` (${input.code})` : ""}`,
    });
    if (current.method === "multibanco" && next === "expired" && order.status === "awaiting_payment") {
      await changeOrderStatus(tx, order, "cancelled", { actor: "system", note: "Multibanco reference expired" });
      await releaseOrderHolds(tx, order.id);
      await notifyOrder(tx, order.id, "cancelled", { reason: "payment_not_received" });
    }
    return finish("applied", next);
  });
}
