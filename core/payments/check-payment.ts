import { and, eq, inArray, lt } from "drizzle-orm";
import { canReadOrder, type OrderAccess } from "../orders/order-access.ts";
import { orderTable } from "../orders/orders.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { NotFound, isDomainError } from "../shared/errors.ts";
import { applyPaymentStatus } from "./apply-payment-status.ts";
import { type MultibancoReference, type PaymentStatus, paymentTable } from "./payments.sql.ts";

/** A payment as the payment page polls it (spec §7 `GET /api/sibs/{id}/check`). Money in EUR cents. */
export interface PaymentView {
  paymentId: string;
  orderId: string;
  orderNumber: string;
  orderStatus: string;
  method: "card" | "mbway" | "multibanco";
  status: PaymentStatus;
  amountCents: number;
  failureCode: string | null;
  multibanco: MultibancoReference | null;
}

/** Asks the gateway (`ctx.services.payments`) for a transaction's status and applies it (apply-payment-status.ts). */
async function refreshFromGateway(ctx: Ctx, transactionId: string): Promise<void> {
  const status = await ctx.services.payments.getStatus(transactionId);
  await applyPaymentStatus(ctx, {
    transactionId,
    status: status.status,
    code: status.code ?? null,
    source: "status_check",
    payload: status,
  });
}

/**
 * A payment of an order the caller may see; with `refresh`, first asks the gateway for its status
 * (the source of truth, integrations.md §1) and applies it, as the card form's return and the MB WAY
 * page's polling do. A gateway that cannot answer leaves the stored status (the webhook or the sweep
 * will bring the news). The gateway is `ctx.services.payments`; guest links are checked with
 * `ctx.services.links.linkSecret`.
 * @throws NotFound (PAYMENT_NOT_FOUND) for an unknown payment or one of someone else's orders
 */
export async function checkPayment(
  ctx: Ctx,
  input: { paymentId: string; orderId?: string | null; refresh: boolean; access: OrderAccess },
): Promise<PaymentView> {
  const load = async () => {
    const [row] = await ctx.db
      .select({ payment: paymentTable, order: orderTable })
      .from(paymentTable)
      .innerJoin(orderTable, eq(orderTable.id, paymentTable.orderId))
      .where(eq(paymentTable.id, input.paymentId));
    if (!row || (input.orderId && row.order.id !== input.orderId)) return null;
    if (!canReadOrder(ctx, row.order, input.access)) return null;
    return row;
  };
  let row = await load();
  if (!row) throw new NotFound("Payment not found", "PAYMENT_NOT_FOUND");
  const { payment } = row;
  if (input.refresh && payment.transactionId && payment.status !== "succeeded" && payment.status !== "refunded") {
    try {
      await refreshFromGateway(ctx, payment.transactionId);
      row = (await load()) ?? row;
    } catch (error) {
      // by shape: the gateway client may come from another copy of core/ (isDomainError)
      if (!isDomainError(error, "Unavailable")) throw error;
      ctx.log.warn({ err: error, paymentId: payment.id }, "payment status check failed; keeping the stored status");
    }
  }
  return {
    paymentId: row.payment.id,
    orderId: row.order.id,
    orderNumber: row.order.number,
    orderStatus: row.order.status,
    method: row.payment.method,
    status: row.payment.status,
    amountCents: row.payment.amountCents,
    failureCode: row.payment.failureCode,
    multibanco: row.payment.multibanco,
  };
}

/**
 * The fallback for lost webhooks (integrations.md §1: the status call is the fallback when no
 * webhook arrives): asks the gateway about every attempt still pending that was last touched more
 * than `olderThanMs` ago, and applies the answers. Run by the payments sweep job. The gateway is
 * `ctx.services.payments`.
 * @returns how many payments were checked
 */
export async function checkPendingPayments(ctx: Ctx, olderThanMs = 60_000): Promise<number> {
  const pending = await ctx.db
    .select()
    .from(paymentTable)
    .where(
      and(
        inArray(paymentTable.status, ["pending", "created"]),
        lt(paymentTable.updatedAt, new Date(ctx.now().getTime() - olderThanMs)),
      ),
    )
    .limit(200);
  let checked = 0;
  for (const payment of pending) {
    if (!payment.transactionId) {
      // the process stopped between writing the attempt and calling the gateway
      await ctx.db
        .update(paymentTable)
        .set({ status: "error", failureCode: "CHECKOUT_NOT_CREATED", updatedAt: ctx.now() })
        .where(and(eq(paymentTable.id, payment.id), eq(paymentTable.status, "created")));
      continue;
    }
    try {
      await refreshFromGateway(ctx, payment.transactionId);
      checked++;
    } catch (error) {
      ctx.log.warn({ err: error, paymentId: payment.id }, "pending payment check failed");
    }
  }
  return checked;
}
