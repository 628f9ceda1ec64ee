import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { queueCreditNote } from "../invoicing/queue-invoice.ts";
import { giftCardTable } from "../marketing/marketing.sql.ts";
import { lockOrder } from "../orders/change-order-status.ts";
import { orderTable } from "../orders/orders.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { createId, randomCode } from "../shared/ids.ts";
import { paymentTable } from "./payments.sql.ts";
import { refundTable } from "./refunds.sql.ts";

/**
 * Records money given back as store credit (a gift card made for a return, core/returns/move-return.ts and
 * core/returns/staff.ts) as a `refund` row with `method = store_credit`, `status = succeeded`, and queues its
 * credit note (NC) — **inside the caller's transaction**, the one that makes the gift card. Goods returned
 * against store credit reverse (part of) the sale, so the invoice-receipt is corrected by a credit note for
 * exactly the credited amount, as for money refunded (../shared/docs/invoicing.md §1.7; issue 19, ADR 0024
 * "Issuing").
 *
 * The row carries the order's captured payment (null for an order paid by gift card only), so the gateway's
 * refundable amount (core/payments/refund-payment.ts `refundSummary`) shrinks by it: the same money cannot be
 * refunded again to the card. The key `credit:<returnId>` makes a repeat (a move retried, a second call)
 * find the first row and queue nothing more.
 * @param input.amountCents EUR cents including VAT, > 0 (nothing is recorded for 0)
 * @returns the refund row's id, or null when nothing was recorded
 */
export async function recordStoreCredit(
  ctx: Ctx,
  input: { orderId: string; returnId: string; amountCents: number; note: string | null; by: string | null },
): Promise<string | null> {
  if (input.amountCents <= 0) return null;
  const key = `credit:${input.returnId}`;
  const [existing] = await ctx.db
    .select({ id: refundTable.id })
    .from(refundTable)
    .where(eq(refundTable.idempotencyKey, key));
  if (existing) return existing.id;
  const [payment] = await ctx.db
    .select({ id: paymentTable.id })
    .from(paymentTable)
    .where(
      and(
        eq(paymentTable.orderId, input.orderId),
        inArray(paymentTable.status, ["succeeded", "refunded"]),
        eq(paymentTable.refundDue, false),
      ),
    )
    .orderBy(asc(paymentTable.createdAt))
    .limit(1);
  const now = ctx.now();
  const id = createId("refund", now.getTime());
  const inserted = await ctx.db
    .insert(refundTable)
    .values({
      id,
      orderId: input.orderId,
      paymentId: payment?.id ?? null,
      amountCents: input.amountCents,
      status: "succeeded",
      method: "store_credit",
      reason: "return",
      note: input.note,
      source: "return",
      returnId: input.returnId,
      idempotencyKey: key,
      createdBy: input.by,
      succeededAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: refundTable.id });
  if (inserted.length === 0) return null;
  await queueCreditNote(ctx, { id, orderId: input.orderId, amountCents: input.amountCents });
  return id;
}

/**
 * What of an order's total can still go back to its buyer, EUR cents ≥ 0: the order's `totalCents` (paid by card
 * and by gift card alike) less every refund of it that is pending or succeeded, to the card or as store credit.
 * Store credit ({@link grantStoreCredit}) is capped by it, so money already refunded another way (a staff refund
 * of the whole order, another return) is never given again. Read it in the transaction that locks the order
 * (core/orders/change-order-status.ts `lockOrder`) when acting on it.
 * @returns 0 for an unknown order
 */
export async function unrefundedCents(ctx: Ctx, orderId: string): Promise<number> {
  const [order] = await ctx.db
    .select({ totalCents: orderTable.totalCents })
    .from(orderTable)
    .where(eq(orderTable.id, orderId));
  if (!order) return 0;
  const [given] = await ctx.db
    .select({ cents: sql<number>`coalesce(sum(${refundTable.amountCents}), 0)::int` })
    .from(refundTable)
    .where(and(eq(refundTable.orderId, orderId), inArray(refundTable.status, ["pending", "succeeded"])));
  return Math.max(0, order.totalCents - Number(given?.cents ?? 0));
}

/** A new store-credit gift card code, e.g. `CREDIT-7K2M-9QXD` (40 random bits, `randomCode`). */
function newCreditCode(): string {
  return `CREDIT-${randomCode(4)}-${randomCode(4)}`;
}

/**
 * Gives a return's store credit, **inside the caller's transaction**: locks the order, caps `wantedCents` by
 * {@link unrefundedCents} (never more back than is left of what was paid), makes the gift card (no expiry) and
 * records it with {@link recordStoreCredit} (refund row and credit note). The one way store credit is given:
 * a return completed as store credit (core/returns/move-return.ts) and the part of a return's refund the card
 * cannot take (core/returns/staff.ts). The caller keeps the code on its return request.
 * @param input.wantedCents EUR cents including VAT
 * @returns the gift card's code and amount, or null when nothing is left to give
 * @throws NotFound (ORDER_NOT_FOUND)
 */
export async function grantStoreCredit(
  ctx: Ctx,
  input: { orderId: string; returnId: string; wantedCents: number; note: string | null; by: string | null },
): Promise<{ code: string; cents: number } | null> {
  await lockOrder(ctx, input.orderId);
  const cents = Math.min(input.wantedCents, await unrefundedCents(ctx, input.orderId));
  if (cents <= 0) return null;
  const now = ctx.now();
  const code = newCreditCode();
  await ctx.db.insert(giftCardTable).values({
    id: createId("giftCard", now.getTime()),
    code,
    initialCents: cents,
    balanceCents: cents,
    expiresAt: null,
    active: true,
    createdAt: now,
    updatedAt: now,
  });
  await recordStoreCredit(ctx, {
    orderId: input.orderId,
    returnId: input.returnId,
    amountCents: cents,
    note: input.note,
    by: input.by,
  });
  return { code, cents };
}
