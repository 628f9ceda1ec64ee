import { eq, or, sql } from "drizzle-orm";
import type { Ctx } from "../shared/ctx.ts";
import { type CartRef, hashToken, isCartToken } from "./cart-ref.ts";
import { cartLineTable, cartTable } from "./cart.sql.ts";

/**
 * The number of units in the cart `ref` points to, for the header's cart link: one query, no
 * write. A signed-in customer who still holds a guest cart cookie (not merged yet; merge-carts.ts
 * runs on the cart pages) sees both carts' units, as the merge will show them.
 */
export async function countCartItems(ctx: Ctx, ref: CartRef): Promise<number> {
  const owners = [
    ref.userId ? eq(cartTable.userId, ref.userId) : undefined,
    isCartToken(ref.guestToken) ? eq(cartTable.tokenHash, hashToken(ref.guestToken)) : undefined,
  ].filter((c) => c !== undefined);
  if (owners.length === 0) return 0;
  const [row] = await ctx.db
    .select({ units: sql<number>`coalesce(sum(${cartLineTable.quantity}), 0)::int` })
    .from(cartLineTable)
    .innerJoin(cartTable, eq(cartTable.id, cartLineTable.cartId))
    .where(or(...owners));
  return Number(row?.units ?? 0);
}
