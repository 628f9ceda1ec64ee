import { sql } from "drizzle-orm";
import type { Ctx } from "../shared/ctx.ts";
import { withTransaction } from "../shared/ctx.ts";
import { Conflict, NotFound, parseInput } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { cartInputSchema } from "../shared/input-refs.ts";
import type { CartRef } from "./cart-ref.ts";
import { cartLineTable, cartTable } from "./cart.sql.ts";
import { findOrCreateCart } from "./find-cart.ts";
import { loadVariants } from "./load-cart-lines.ts";
import { MAX_LINE_QUANTITY } from "./limits.ts";
import { type AddToCartInput, addToCartSchema } from "./schemas.ts";

export { type AddToCartInput, addToCartSchema } from "./schemas.ts";

/**
 * Adds `quantity` units of a variant to the session's cart (`cart`, made if needed); the same
 * variant again raises that line's quantity. The new quantity may not exceed the stock on hand.
 * @returns the cart id, the line's new quantity, and a new guest token to store in the cookie if one was made
 * @throws NotFound (VARIANT_NOT_FOUND) for an unknown variant or a product not on sale;
 *   Conflict (OUT_OF_STOCK) when the stock cannot cover the new quantity; Invalid (INVALID_INPUT, by
 *   {@link addToCartSchema}: `cart:errors.*` messages) for bad input
 */
export async function addToCart(
  ctx: Ctx,
  input: AddToCartInput & { cart: CartRef },
): Promise<{ cartId: string; quantity: number; newGuestToken?: string }> {
  const ref: CartRef = parseInput(cartInputSchema, input).cart;
  const { variantId, quantity } = parseInput(addToCartSchema, input);
  return withTransaction(ctx, async (tx) => {
    const variant = (await loadVariants(tx, [variantId])).get(variantId);
    if (!variant?.available) throw new NotFound("This product is no longer available", "VARIANT_NOT_FOUND");
    const { cart, newGuestToken } = await findOrCreateCart(tx, ref);
    const now = tx.now();
    const [line] = await tx.db
      .insert(cartLineTable)
      .values({
        id: createId("cartLine", now.getTime()),
        cartId: cart.id,
        variantId,
        quantity,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [cartLineTable.cartId, cartLineTable.variantId],
        set: { quantity: sql`${cartLineTable.quantity} + excluded.quantity`, updatedAt: now },
      })
      .returning({ quantity: cartLineTable.quantity });
    const newQuantity = line?.quantity ?? quantity;
    if (newQuantity > Math.min(variant.stock, MAX_LINE_QUANTITY)) {
      throw new Conflict(
        variant.stock > 0 ? `Only ${variant.stock} left in stock` : "This size is out of stock",
        "OUT_OF_STOCK",
      );
    }
    await tx.db.update(cartTable).set({ updatedAt: now }).where(sql`${cartTable.id} = ${cart.id}`);
    return { cartId: cart.id, quantity: newQuantity, newGuestToken };
  });
}
