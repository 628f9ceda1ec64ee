import { and, eq } from "drizzle-orm";
import type { Ctx } from "../shared/ctx.ts";
import { withTransaction } from "../shared/ctx.ts";
import { Conflict, Invalid, NotFound, parseInput } from "../shared/errors.ts";
import { cartInputSchema } from "../shared/input-refs.ts";
import type { CartRef } from "./cart-ref.ts";
import { cartLineTable, cartTable } from "./cart.sql.ts";
import { findCart } from "./find-cart.ts";
import { assertSampleQuota } from "./add-design-to-cart.ts";
import { loadVariants } from "./load-cart-lines.ts";
import { type UpdateCartLineInput, updateCartLineSchema } from "./schemas.ts";

export { updateCartLineSchema } from "./schemas.ts";

/**
 * Sets a cart line's quantity (0 removes the line). Only lines of the session's cart (`cart`, {@link cartInputSchema}).
 * @throws NotFound (CART_LINE_NOT_FOUND) for a line of another cart or none;
 *   Conflict (OUT_OF_STOCK) above the stock on hand; Invalid (`updateCartLineSchema`'s
 *   `cart:errors.QUANTITY_INVALID`) for a quantity that is not a whole number from 0 to MAX_LINE_QUANTITY
 */
export async function updateCartLine(ctx: Ctx, raw: UpdateCartLineInput & { cart: CartRef }): Promise<void> {
  const ref: CartRef = parseInput(cartInputSchema, raw).cart;
  const input = parseInput(updateCartLineSchema, raw);
  await withTransaction(ctx, async (tx) => {
    const cart = await findCart(tx, ref);
    const [line] = cart
      ? await tx.db
          .select()
          .from(cartLineTable)
          .where(and(eq(cartLineTable.id, input.lineId), eq(cartLineTable.cartId, cart.id)))
      : [];
    if (!cart || !line) throw new NotFound("This item is no longer in your cart", "CART_LINE_NOT_FOUND");
    const now = tx.now();
    if (input.quantity === 0) {
      await tx.db.delete(cartLineTable).where(eq(cartLineTable.id, line.id));
    } else {
      if (line.kind === "custom") {
        throw new Invalid(
          "A custom design's quantities are set in the design",
          "quantity",
          "DESIGN_QUANTITY_IN_DESIGN",
        );
      }
      if (line.kind === "sample") {
        await assertSampleQuota(tx, line.designId ?? "", input.quantity - line.quantity, cart.id);
        await tx.db
          .update(cartLineTable)
          .set({ quantity: input.quantity, updatedAt: now })
          .where(eq(cartLineTable.id, line.id));
        await tx.db.update(cartTable).set({ updatedAt: now }).where(eq(cartTable.id, cart.id));
        return;
      }
      const variant = line.variantId ? (await loadVariants(tx, [line.variantId])).get(line.variantId) : undefined;
      // lowering a quantity is always allowed, even above today's stock (the cart shows the limit)
      if (input.quantity > line.quantity && (!variant || input.quantity > variant.stock)) {
        throw new Conflict(
          variant && variant.stock > 0 ? `Only ${variant.stock} left in stock` : "This size is out of stock",
          "OUT_OF_STOCK",
        );
      }
      await tx.db
        .update(cartLineTable)
        .set({ quantity: input.quantity, updatedAt: now })
        .where(eq(cartLineTable.id, line.id));
    }
    await tx.db.update(cartTable).set({ updatedAt: now }).where(eq(cartTable.id, cart.id));
  });
}
