import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Ctx } from "../shared/ctx.ts";
import { withTransaction } from "../shared/ctx.ts";
import { Conflict, Invalid, NotFound } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import type { CartRef } from "./cart-ref.ts";
import { cartLineTable, cartTable } from "./cart.sql.ts";
import { findOrCreateCart } from "./find-cart.ts";
import { loadVariants } from "./load-cart-lines.ts";
import { MAX_LINE_QUANTITY } from "./limits.ts";

/** Input of {@link addToCart}: a variant id (`var_…`) and a whole number of units (1 to MAX_LINE_QUANTITY). */
export const addToCartSchema = z.object({
  variantId: z.string().min(1).max(64),
  quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
});
export type AddToCartInput = z.infer<typeof addToCartSchema>;

/**
 * Adds `quantity` units of a variant to the cart `ref` points to (made if needed); the same
 * variant again raises that line's quantity. The new quantity may not exceed the stock on hand.
 * @returns the cart id, the line's new quantity, and a new guest token to store in the cookie if one was made
 * @throws NotFound (VARIANT_NOT_FOUND) for an unknown variant or a product not on sale;
 *   Conflict (OUT_OF_STOCK) when the stock cannot cover the new quantity; Invalid for bad input
 */
export async function addToCart(
  ctx: Ctx,
  ref: CartRef,
  input: AddToCartInput,
): Promise<{ cartId: string; quantity: number; newGuestToken?: string }> {
  const parsed = addToCartSchema.safeParse(input);
  if (!parsed.success) throw new Invalid(`Choose a quantity between 1 and ${MAX_LINE_QUANTITY}`, "quantity");
  const { variantId, quantity } = parsed.data;
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
