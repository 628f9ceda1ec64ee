import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit.ts";
import { queueCreditNote } from "../invoicing/queue-invoice.ts";
import { changeOrderStatus, lockOrder, recordOrderEvent } from "../orders/change-order-status.ts";
import { notifyOrder } from "../orders/notify-order.ts";
import { releaseOrderHolds } from "../orders/order-holds.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Conflict, isDomainError, parseInput } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { requirePermission } from "../shared/permissions.ts";
import { paymentTable } from "./payments.sql.ts";
import { type RefundMethod, type RefundReason, type RefundStatus, refundTable } from "./refunds.sql.ts";
import { type RefundPaymentInput, refundPaymentSchema } from "./schemas.ts";

/** Order statuses whose payment may be refunded (money was captured). */
const REFUNDABLE_ORDER_STATUSES = ["paid", "in_production", "shipped", "delivered"] as const;

/** Input of {@link refundPayment}: its schema lives with the payment schemas (browser-safe). */
export { type RefundPaymentInput, refundPaymentSchema } from "./schemas.ts";

/**
 * A refund as staff (and the returns flow) see it. Money in EUR cents. `method` `store_credit`: a gift card
 * made for a return (core/payments/store-credit.ts), `paymentId` null when the order had no captured payment.
 */
export interface RefundView {
  id: string;
  orderId: string;
  paymentId: string | null;
  amountCents: number;
  status: RefundStatus;
  method: RefundMethod;
  reason: RefundReason;
  note: string | null;
  source: "staff" | "return" | "system";
  returnId: string | null;
  createdBy: string | null;
  failureCode: string | null;
  createdAt: string;
  succeededAt: string | null;
}

/**
 * What an order's captured payment allows: paid, refunded to it (succeeded), given back as store credit
 * (`creditedCents`, gift cards of returns), in flight (pending) and still refundable at the gateway
 * (paid − refunded − credited − pending, never below 0).
 */
export interface RefundSummary {
  paymentId: string | null;
  paidCents: number;
  refundedCents: number;
  creditedCents: number;
  pendingCents: number;
  refundableCents: number;
}

type RefundRow = typeof refundTable.$inferSelect;

function viewOf(r: RefundRow): RefundView {
  return {
    id: r.id,
    orderId: r.orderId,
    paymentId: r.paymentId,
    amountCents: r.amountCents,
    status: r.status,
    method: r.method,
    reason: r.reason,
    note: r.note,
    source: r.source,
    returnId: r.returnId,
    createdBy: r.createdBy,
    failureCode: r.failureCode,
    createdAt: r.createdAt.toISOString(),
    succeededAt: r.succeededAt?.toISOString() ?? null,
  };
}

/** The order's captured SIBS payment (succeeded, not itself due back), or undefined. */
async function capturedPayment(ctx: Ctx, orderId: string) {
  const [payment] = await ctx.db
    .select()
    .from(paymentTable)
    .where(
      and(
        eq(paymentTable.orderId, orderId),
        inArray(paymentTable.status, ["succeeded", "refunded"]),
        eq(paymentTable.refundDue, false),
      ),
    )
    .orderBy(asc(paymentTable.createdAt))
    .limit(1);
  return payment;
}

/**
 * How much of an order's captured payment is refunded, credited as store credit, in flight and still
 * refundable (EUR cents). Store credit of the order's returns counts against the payment (issue 19): money
 * given back as a gift card is not refunded to the card as well. A payment refunded in full before partial
 * refunds existed (status `refunded`, no refund rows) counts as fully refunded.
 */
export async function refundSummary(ctx: Ctx, orderId: string): Promise<RefundSummary> {
  const payment = await capturedPayment(ctx, orderId);
  if (!payment) {
    return { paymentId: null, paidCents: 0, refundedCents: 0, creditedCents: 0, pendingCents: 0, refundableCents: 0 };
  }
  const [sums] = await ctx.db
    .select({
      refunded: sql<number>`coalesce(sum(case when ${refundTable.status} = 'succeeded' and ${refundTable.method} = 'gateway' then ${refundTable.amountCents} end), 0)::int`,
      credited: sql<number>`coalesce(sum(case when ${refundTable.status} = 'succeeded' and ${refundTable.method} = 'store_credit' then ${refundTable.amountCents} end), 0)::int`,
      pending: sql<number>`coalesce(sum(case when ${refundTable.status} = 'pending' then ${refundTable.amountCents} end), 0)::int`,
    })
    .from(refundTable)
    .where(
      and(
        eq(refundTable.orderId, orderId),
        or(eq(refundTable.paymentId, payment.id), eq(refundTable.method, "store_credit")),
      ),
    );
  let refunded = Number(sums?.refunded ?? 0);
  const credited = Number(sums?.credited ?? 0);
  const pending = Number(sums?.pending ?? 0);
  if (payment.status === "refunded" && refunded + credited + pending === 0) refunded = payment.amountCents;
  return {
    paymentId: payment.id,
    paidCents: payment.amountCents,
    refundedCents: refunded,
    creditedCents: credited,
    pendingCents: pending,
    refundableCents: Math.max(0, payment.amountCents - refunded - credited - pending),
  };
}

/**
 * The refunds of an order, oldest first (staff: `read:refund:any`).
 * @throws Unauthorized, Forbidden
 */
export async function listRefunds(ctx: Ctx, orderId: string): Promise<RefundView[]> {
  requirePermission(ctx, "read:refund:any");
  const rows = await ctx.db
    .select()
    .from(refundTable)
    .where(eq(refundTable.orderId, orderId))
    .orderBy(asc(refundTable.createdAt), asc(refundTable.id));
  return rows.map(viewOf);
}

/**
 * Refunds (part of) an order's captured SIBS payment (ADR 0014; spec §7 `/api/order/{id}/refund`,
 * reused by the returns portal). Staff only (`create:refund:any`). The rules:
 * - money only goes back to the payment that captured it, in integer EUR cents, never more than it
 *   captured minus the refunds already succeeded or in flight (the order row is locked while the
 *   refund is recorded, so two staff members cannot both refund the last euro);
 * - the same `idempotencyKey` returns the first refund and never asks the gateway twice;
 * - the refund is recorded `pending`, then SIBS is asked (outside any transaction), then it is
 *   `succeeded` (the buyer is e-mailed with the amount, and its credit note (NC) is queued in the same
 *   transaction, core/invoicing/queue-invoice.ts) or `failed` (the amount and the key are free
 *   again, and the gateway's error is thrown);
 * - when nothing is left to refund, the order becomes `refunded` (its stock comes back if it never
 *   shipped) and the payment `refunded`; a partial refund leaves the order's status as it is and
 *   writes a history event.
 * The gateway is `ctx.services.payments`; the buyer's e-mail links come from `ctx.services.links`.
 * @returns the refund (possibly an earlier one with the same key)
 * @throws Unauthorized, Forbidden, NotFound (ORDER_NOT_FOUND), Invalid (bad input),
 *   Conflict (ORDER_STATUS_CONFLICT, NOTHING_TO_REFUND, REFUND_EXCEEDS_PAID, REFUND_KEY_REUSED),
 *   Unavailable (gateway; the refund is marked failed), other DomainErrors the gateway gives
 */
export async function refundPayment(ctx: Ctx, input: RefundPaymentInput): Promise<RefundView> {
  const actor = requirePermission(ctx, "create:refund:any");
  const data = parseInput(refundPaymentSchema, input);
  const prepared = await withTransaction(ctx, async (tx) => {
    const order = await lockOrder(tx, data.orderId);
    const [existing] = await tx.db
      .select()
      .from(refundTable)
      .where(eq(refundTable.idempotencyKey, data.idempotencyKey));
    if (existing) {
      if (existing.orderId !== order.id)
        throw new Conflict("This refund key was used for another order", "REFUND_KEY_REUSED");
      return { refund: existing, fresh: false, transactionId: null, paidAt: null };
    }
    if (!(REFUNDABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) {
      throw new Conflict(`An order that is ${order.status} cannot be refunded`, "ORDER_STATUS_CONFLICT");
    }
    const payment = await capturedPayment(tx, order.id);
    const summary = await refundSummary(tx, order.id);
    if (!payment?.transactionId || summary.refundableCents <= 0) {
      throw new Conflict("There is no payment left to refund", "NOTHING_TO_REFUND");
    }
    const amount = data.amountCents ?? summary.refundableCents;
    if (amount > summary.refundableCents) {
      throw new Conflict(
        `At most ${summary.refundableCents} cents can be refunded (paid ${summary.paidCents}, refunded ${summary.refundedCents + summary.pendingCents}, store credit ${summary.creditedCents})`,
        "REFUND_EXCEEDS_PAID",
      );
    }
    const now = tx.now();
    const [row] = await tx.db
      .insert(refundTable)
      .values({
        id: createId("refund", now.getTime()),
        orderId: order.id,
        paymentId: payment.id,
        amountCents: amount,
        status: "pending",
        reason: data.returnId ? "return" : data.reason,
        note: data.note || null,
        source: data.returnId ? "return" : "staff",
        returnId: data.returnId ?? null,
        idempotencyKey: data.idempotencyKey,
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAudit(tx, {
      action: "refund.create",
      entityType: "refund",
      entityId: (row as RefundRow).id,
      after: row,
    });
    return { refund: row as RefundRow, fresh: true, transactionId: payment.transactionId, paidAt: payment.succeededAt };
  });
  if (!prepared.fresh || !prepared.transactionId) return viewOf(prepared.refund);
  const refund = prepared.refund;
  try {
    await ctx.services.payments.refund({
      transactionId: prepared.transactionId,
      amountCents: refund.amountCents,
      merchantTransactionId: refund.id,
      originalDatetime: prepared.paidAt,
    });
  } catch (error) {
    const code = isDomainError(error) ? error.code : "GATEWAY_ERROR";
    await ctx.db
      .update(refundTable)
      // the key is freed so that the same form (or job) can try again; the failed row stays as history
      .set({
        status: "failed",
        failureCode: code,
        idempotencyKey: `${refund.idempotencyKey}#failed:${refund.id}`,
        updatedAt: ctx.now(),
      })
      .where(eq(refundTable.id, refund.id));
    await recordAudit(ctx, {
      action: "refund.fail",
      entityType: "refund",
      entityId: refund.id,
      before: { status: "pending" },
      after: { status: "failed", failureCode: code },
    });
    ctx.log.warn({ err: error, refundId: refund.id }, "refund refused or gateway unavailable");
    throw error;
  }
  return withTransaction(ctx, async (tx) => {
    const order = await lockOrder(tx, refund.orderId);
    const now = tx.now();
    const [done] = await tx.db
      .update(refundTable)
      .set({ status: "succeeded", succeededAt: now, updatedAt: now })
      .where(eq(refundTable.id, refund.id))
      .returning();
    await recordAudit(tx, {
      action: "refund.succeed",
      entityType: "refund",
      entityId: refund.id,
      before: { status: "pending" },
      after: { status: "succeeded", amountCents: refund.amountCents },
    });
    const summary = await refundSummary(tx, order.id);
    const euros = (refund.amountCents / 100).toFixed(2);
    if (summary.refundableCents === 0 && summary.pendingCents === 0) {
      await tx.db
        .update(paymentTable)
        .set({ status: "refunded", refundedAt: now, updatedAt: now })
        // a gateway refund always has its payment
        .where(eq(paymentTable.id, refund.paymentId ?? ""));
      if ((REFUNDABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) {
        const shipped = order.status === "shipped" || order.status === "delivered";
        await changeOrderStatus(tx, order, "refunded", {
          actor: refund.createdBy ?? "staff",
          note: refund.note ?? `refund €${euros}`,
        });
        if (!shipped) await releaseOrderHolds(tx, order.id);
      }
    } else {
      await recordOrderEvent(tx, order.id, {
        type: "payment",
        actor: refund.createdBy ?? "staff",
        note: `partial refund €${euros}${refund.note ? ` — ${refund.note}` : ""}`,
      });
    }
    await notifyOrder(tx, order.id, "refunded", { refundCents: refund.amountCents });
    // the credit note of exactly this refund, in this transaction (ADR 0024)
    await queueCreditNote(tx, { id: refund.id, orderId: order.id, amountCents: refund.amountCents });
    return viewOf(done as RefundRow);
  });
}

/**
 * The refund recorded under `idempotencyKey`, if any (the returns flow checks whether its refund
 * already ran). @throws Unauthorized, Forbidden
 */
export async function findRefundByKey(ctx: Ctx, idempotencyKey: string): Promise<RefundView | null> {
  requirePermission(ctx, "read:refund:any");
  const [row] = await ctx.db.select().from(refundTable).where(eq(refundTable.idempotencyKey, idempotencyKey));
  return row ? viewOf(row) : null;
}
