import { eq } from "drizzle-orm";
import type { Ctx } from "../shared/ctx.ts";
import { createId } from "../shared/ids.ts";
import { type CartRef, hashToken, isCartToken, newCartToken } from "./cart-ref.ts";
import { cartTable } from "./cart.sql.ts";

export type CartRow = typeof cartTable.$inferSelect;

/**
 * The cart `ref` points to, or null when there is none yet (a signed-in customer's cart wins over
 * a guest token; merge-carts.ts folds the guest cart in at sign-in).
 */
export async function findCart(ctx: Ctx, ref: CartRef): Promise<CartRow | null> {
  if (ref.userId) {
    const [row] = await ctx.db.select().from(cartTable).where(eq(cartTable.userId, ref.userId));
    return row ?? null;
  }
  if (isCartToken(ref.guestToken)) {
    const [row] = await ctx.db
      .select()
      .from(cartTable)
      .where(eq(cartTable.tokenHash, hashToken(ref.guestToken)));
    return row ?? null;
  }
  return null;
}

/**
 * The cart `ref` points to, made when there is none. A guest with a valid token keeps it; one
 * without gets a new token: `newGuestToken` is then set and the caller must store it in the cart cookie.
 * Two concurrent first calls for one user end with one cart (unique index, on conflict re-read).
 */
export async function findOrCreateCart(ctx: Ctx, ref: CartRef): Promise<{ cart: CartRow; newGuestToken?: string }> {
  const existing = await findCart(ctx, ref);
  if (existing) return { cart: existing };
  const now = ctx.now();
  if (ref.userId) {
    await ctx.db
      .insert(cartTable)
      .values({ id: createId("cart", now.getTime()), userId: ref.userId, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    const [row] = await ctx.db.select().from(cartTable).where(eq(cartTable.userId, ref.userId));
    if (!row) throw new Error("cart insert lost");
    return { cart: row };
  }
  // A guest whose cookie already holds a token (made for an upload or a design) keeps it.
  const token = isCartToken(ref.guestToken) ? ref.guestToken : newCartToken();
  await ctx.db
    .insert(cartTable)
    .values({ id: createId("cart", now.getTime()), tokenHash: hashToken(token), createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await ctx.db
    .select()
    .from(cartTable)
    .where(eq(cartTable.tokenHash, hashToken(token)));
  if (!row) throw new Error("cart insert lost");
  return token === ref.guestToken ? { cart: row } : { cart: row, newGuestToken: token };
}
