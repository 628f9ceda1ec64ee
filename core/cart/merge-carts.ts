import { eq } from "drizzle-orm";
import type { Ctx } from "../shared/ctx.ts";
import { withTransaction } from "../shared/ctx.ts";
import { createId } from "../shared/ids.ts";
import { hashToken, isCartToken } from "./cart-ref.ts";
import { cartLineTable, cartTable } from "./cart.sql.ts";
import { findOrCreateCart } from "./find-cart.ts";
import { loadVariants } from "./load-cart-lines.ts";
import { MAX_LINE_QUANTITY } from "./limits.ts";

/**
 * Folds a guest's cart into the signed-in customer's cart (issue 4: "on sign-in a guest cart merges
 * into the account's cart"): quantities of the same variant add up, capped by the stock on hand and
 * MAX_LINE_QUANTITY; the guest's checkout details fill only what the account's draft leaves empty; the guest cart
 * is deleted. Safe to call twice (the second call finds no guest cart).
 * @returns true when a guest cart was merged (the caller then clears the cart cookie)
 */
export async function mergeGuestCart(ctx: Ctx, input: { userId: string; guestToken: string }): Promise<boolean> {
  if (!isCartToken(input.guestToken)) return false;
  return withTransaction(ctx, async (tx) => {
    const [guest] = await tx.db
      .select()
      .from(cartTable)
      .where(eq(cartTable.tokenHash, hashToken(input.guestToken)))
      .for("update");
    if (!guest) return false;
    const guestLines = await tx.db.select().from(cartLineTable).where(eq(cartLineTable.cartId, guest.id));
    await tx.db.delete(cartTable).where(eq(cartTable.id, guest.id));
    const { cart } = await findOrCreateCart(tx, { userId: input.userId, guestToken: null });
    const own = await tx.db.select().from(cartLineTable).where(eq(cartLineTable.cartId, cart.id));
    const variants = await loadVariants(
      tx,
      guestLines.flatMap((l) => (l.variantId ? [l.variantId] : [])),
    );
    const now = tx.now();
    for (const line of guestLines) {
      if (line.kind !== "blank") {
        // designs follow the guest into the account (claim-guest-data.ts); keep the account's line if it has one
        await tx.db
          .insert(cartLineTable)
          .values({ ...line, id: createId("cartLine", now.getTime()), cartId: cart.id, updatedAt: now })
          .onConflictDoNothing();
        continue;
      }
      const variant = line.variantId ? variants.get(line.variantId) : undefined;
      if (!variant?.available) continue;
      const mine = own.find((l) => l.variantId === line.variantId);
      const wanted = (mine?.quantity ?? 0) + line.quantity;
      const quantity = Math.max(mine?.quantity ?? 0, Math.min(wanted, variant.stock, MAX_LINE_QUANTITY));
      if (quantity <= 0) continue;
      if (mine) {
        await tx.db.update(cartLineTable).set({ quantity, updatedAt: now }).where(eq(cartLineTable.id, mine.id));
      } else {
        await tx.db.insert(cartLineTable).values({
          id: createId("cartLine", now.getTime()),
          cartId: cart.id,
          variantId: line.variantId,
          quantity,
          createdAt: line.createdAt,
          updatedAt: now,
        });
      }
    }
    const { email: _guestEmail, ...guestDraft } = guest.checkout;
    await tx.db
      .update(cartTable)
      .set({ checkout: { ...guestDraft, ...cart.checkout }, updatedAt: now })
      .where(eq(cartTable.id, cart.id));
    return true;
  });
}
