import { z } from "zod";
import { addToCart } from "../cart/add-to-cart.ts";
import type { CartRef } from "../cart/cart-ref.ts";
import { MAX_LINE_QUANTITY } from "../cart/limits.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Conflict, DomainError, Invalid, parseInput } from "../shared/errors.ts";
import { cartInputSchema } from "../shared/input-refs.ts";

/** Most cells (colour × size) one size run may fill. */
export const MAX_SIZE_RUN_CELLS = 200;

/** Input of {@link addSizeRun}: quantities per variant (`var_…` → units 0 to MAX_LINE_QUANTITY; zeros are ignored). */
export const sizeRunSchema = z.object({
  items: z
    .array(
      z.object({
        variantId: z.string().min(1).max(64),
        quantity: z.coerce.number().int().min(0).max(MAX_LINE_QUANTITY),
      }),
    )
    .max(MAX_SIZE_RUN_CELLS),
});

/**
 * Adds a size run (issue 7: "order by a size-run grid — colour × size matrix with per-cell quantities")
 * to the cart in one transaction: every cell with units is added like `addToCart` (same variant again
 * raises its line), all or nothing — one cell over the stock refuses the whole run, naming it.
 * @returns the cart id, the units added, and a new guest token when a guest cart was made
 * @throws Invalid `SIZE_RUN_EMPTY` (no units), `INVALID_INPUT`; Conflict `OUT_OF_STOCK` with the
 *   variant id in `field`; NotFound `VARIANT_NOT_FOUND`
 */
export async function addSizeRun(
  ctx: Ctx,
  input: z.input<typeof sizeRunSchema> & { cart: CartRef },
): Promise<{ cartId: string; units: number; newGuestToken?: string }> {
  const ref: CartRef = parseInput(cartInputSchema, input).cart;
  const parsed = sizeRunSchema.safeParse(input);
  if (!parsed.success) throw new Invalid(`Quantities must be whole numbers from 0 to ${MAX_LINE_QUANTITY}`, "items");
  const cells = new Map<string, number>();
  for (const { variantId, quantity } of parsed.data.items) {
    if (quantity > 0) cells.set(variantId, (cells.get(variantId) ?? 0) + quantity);
  }
  const units = [...cells.values()].reduce((a, b) => a + b, 0);
  if (units === 0) throw new Invalid("Enter at least one quantity", "items", "SIZE_RUN_EMPTY");
  return withTransaction(ctx, async (tx) => {
    let current: CartRef = ref;
    let cartId = "";
    let newGuestToken: string | undefined;
    for (const [variantId, quantity] of cells) {
      try {
        const added = await addToCart(tx, { cart: current, variantId, quantity });
        cartId = added.cartId;
        if (added.newGuestToken) {
          newGuestToken = added.newGuestToken;
          current = { userId: null, guestToken: added.newGuestToken };
        }
      } catch (error) {
        if (error instanceof DomainError && error.code === "OUT_OF_STOCK") {
          const named = new Conflict(error.message, "OUT_OF_STOCK");
          Object.assign(named, { field: variantId });
          throw named;
        }
        throw error;
      }
    }
    return { cartId, units, newGuestToken };
  });
}
