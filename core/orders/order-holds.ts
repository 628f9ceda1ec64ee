import { and, eq, gte, sql } from "drizzle-orm";
import { variantTable } from "../catalog/catalog.sql.ts";
import { invalidateCatalog } from "../catalog/catalog-cache.ts";
import { couponRedemptionTable, couponTable, giftCardTable } from "../marketing/marketing.sql.ts";
import { reacceptQuotesOfOrder, reopenQuotesOfOrder } from "../quotes/quotes.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Conflict } from "../shared/errors.ts";
import { orderLineTable, orderTable } from "./orders.sql.ts";

/**
 * Stock reservation (issue 4: "stock is reserved at order creation and released when a Multibanco
 * reference expires or a payment fails"). `variant.stock` is the stock on hand not held by orders:
 * reserving takes units off with a guarded UPDATE (`stock >= quantity`), so concurrent checkouts
 * can never take more than there is, on PostgreSQL and PGlite alike. Variants are locked in id
 * order, so two orders never wait on each other.
 * @param lines variant id and quantity per line (the same variant may appear once)
 * @throws Conflict (OUT_OF_STOCK) naming the first variant that cannot be covered; the caller's
 *   transaction then rolls back every reservation made before it
 */
export async function reserveStock(ctx: Ctx, lines: { variantId: string; quantity: number }[]): Promise<void> {
  const sorted = [...lines].sort((a, b) => (a.variantId < b.variantId ? -1 : 1));
  for (const line of sorted) {
    const updated = await ctx.db
      .update(variantTable)
      .set({ stock: sql`${variantTable.stock} - ${line.quantity}` })
      .where(and(eq(variantTable.id, line.variantId), gte(variantTable.stock, line.quantity)))
      .returning({ id: variantTable.id });
    if (updated.length === 0) {
      const error = new Conflict("Some items are no longer in stock in the quantity you chose", "OUT_OF_STOCK");
      (error as Conflict & { details?: unknown }).details = { variantId: line.variantId };
      throw error;
    }
  }
  // product pages and cards show stock: dropped on every instance when the order's transaction commits
  if (sorted.length > 0) await invalidateCatalog(ctx);
}

/** The lines that hold stock: blank variants (custom and sample lines are made to order). */
export function stockLines(
  lines: { variantId: string | null; quantity: number }[],
): { variantId: string; quantity: number }[] {
  return lines.flatMap((l) => (l.variantId ? [{ variantId: l.variantId, quantity: l.quantity }] : []));
}

/**
 * Gives back what an unpaid order held: its reserved stock, its coupon use, its gift card amount and,
 * when it was never paid, the quotes it closed (approved again until they expire, quotes.ts
 * `reopenQuotesOfOrder`). Runs once per order (`stock_released_at` is set with a guard), inside the caller's transaction.
 * @returns false when the order had already released them
 */
export async function releaseOrderHolds(ctx: Ctx, orderId: string): Promise<boolean> {
  const now = ctx.now();
  const [order] = await ctx.db
    .update(orderTable)
    .set({ stockReleasedAt: now, updatedAt: now })
    .where(and(eq(orderTable.id, orderId), sql`${orderTable.stockReleasedAt} is null`))
    .returning();
  if (!order) return false;
  const lines = stockLines(await ctx.db.select().from(orderLineTable).where(eq(orderLineTable.orderId, orderId)));
  const sorted = [...lines].sort((a, b) => (a.variantId < b.variantId ? -1 : 1));
  for (const line of sorted) {
    await ctx.db
      .update(variantTable)
      .set({ stock: sql`${variantTable.stock} + ${line.quantity}` })
      .where(eq(variantTable.id, line.variantId));
  }
  if (sorted.length > 0) await invalidateCatalog(ctx);
  const [redemption] = await ctx.db
    .delete(couponRedemptionTable)
    .where(eq(couponRedemptionTable.orderId, orderId))
    .returning();
  if (redemption) {
    await ctx.db
      .update(couponTable)
      .set({ usedCount: sql`greatest(${couponTable.usedCount} - 1, 0)` })
      .where(eq(couponTable.id, redemption.couponId));
  }
  if (order.giftCardCode && order.giftCardAppliedCents > 0) {
    await ctx.db
      .update(giftCardTable)
      .set({
        balanceCents: sql`least(${giftCardTable.balanceCents} + ${order.giftCardAppliedCents}, ${giftCardTable.initialCents})`,
      })
      .where(eq(giftCardTable.code, order.giftCardCode));
  }
  if (!order.paidAt) await reopenQuotesOfOrder(ctx, orderId);
  return true;
}

/**
 * Takes the holds of an order again after they were released (a payment that succeeded after the
 * order expired): stock, the gift card amount, then its quotes (closed as ordered again). The coupon
 * is not re-counted (the customer keeps the price they were shown). Clears `stock_released_at`.
 * Runs in a savepoint of the caller's transaction, so a refusal takes nothing.
 * @throws Conflict (OUT_OF_STOCK | GIFT_CARD_BALANCE_CHANGED | QUOTE_STATUS_CONFLICT) when they
 *   cannot be taken again
 */
export async function retakeOrderHolds(ctx: Ctx, orderId: string): Promise<void> {
  await withTransaction(ctx, (savepoint) => retakeHolds(savepoint, orderId));
}

async function retakeHolds(ctx: Ctx, orderId: string): Promise<void> {
  const [order] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, orderId));
  if (!order || order.stockReleasedAt === null) return;
  const orderLines = await ctx.db.select().from(orderLineTable).where(eq(orderLineTable.orderId, orderId));
  await reserveStock(ctx, stockLines(orderLines));
  if (order.giftCardCode && order.giftCardAppliedCents > 0) {
    const taken = await ctx.db
      .update(giftCardTable)
      .set({ balanceCents: sql`${giftCardTable.balanceCents} - ${order.giftCardAppliedCents}` })
      .where(
        and(eq(giftCardTable.code, order.giftCardCode), gte(giftCardTable.balanceCents, order.giftCardAppliedCents)),
      )
      .returning({ id: giftCardTable.id });
    if (taken.length === 0) throw new Conflict("The gift card balance changed", "GIFT_CARD_BALANCE_CHANGED");
  }
  await reacceptQuotesOfOrder(
    ctx,
    orderId,
    orderLines.flatMap((l) => (l.quoteId ? [l.quoteId] : [])),
  );
  await ctx.db.update(orderTable).set({ stockReleasedAt: null }).where(eq(orderTable.id, orderId));
}
