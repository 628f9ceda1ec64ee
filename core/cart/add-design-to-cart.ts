import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { designTable } from "../customization/design.sql.ts";
import { getDesign } from "../customization/designs.ts";
import { getThreeProductOptions } from "../customization/get-three-product.ts";
import { assertSampleAllowed } from "../customization/sample-limit.ts";
import { orderLineTable, orderTable } from "../orders/orders.sql.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Conflict, Invalid, NotFound, parseInput } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { cartInputSchema } from "../shared/input-refs.ts";
import type { CartRef } from "./cart-ref.ts";
import { cartLineTable, cartTable } from "./cart.sql.ts";
import { findOrCreateCart } from "./find-cart.ts";
import { addDesignSchema, addSampleSchema } from "./schemas.ts";

export { addDesignSchema, addSampleSchema };

/**
 * Samples of a design already taken: in orders that were not cancelled or refunded, and in the
 * cart `cartId` (spec §5: at most two per design), under a transaction advisory lock on the design
 * so two tabs cannot both take the last one.
 * @throws Conflict (SAMPLE_LIMIT_REACHED, details `{ maximum: 2, ordered, requested }`) when `delta` more would exceed it
 */
export async function assertSampleQuota(
  ctx: Ctx,
  designId: string,
  delta: number,
  cartId: string | null,
): Promise<void> {
  if (delta <= 0) return;
  await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`samples:${designId}`}))`);
  const [ordered] = await ctx.db
    .select({ n: sql<number>`coalesce(sum(${orderLineTable.quantity}), 0)::int` })
    .from(orderLineTable)
    .innerJoin(orderTable, eq(orderTable.id, orderLineTable.orderId))
    .where(
      and(
        eq(orderLineTable.designId, designId),
        eq(orderLineTable.kind, "sample"),
        sql`${orderTable.status} not in ('cancelled', 'refunded')`,
      ),
    );
  const [inCart] = cartId
    ? await ctx.db
        .select({ n: sql<number>`coalesce(sum(${cartLineTable.quantity}), 0)::int` })
        .from(cartLineTable)
        .where(
          and(eq(cartLineTable.cartId, cartId), eq(cartLineTable.designId, designId), eq(cartLineTable.kind, "sample")),
        )
    : [{ n: 0 }];
  assertSampleAllowed(Number(ordered?.n ?? 0) + Number(inCart?.n ?? 0), delta);
}

/**
 * Puts a saved design in the cart as a bulk order (issue 5 review page: "add to cart"): one custom
 * line per design, quantities from the design's size distribution, price computed on the server when
 * the cart is priced. A refused design (e.g. a woven neck label under 500 units) cannot be added.
 * @throws NotFound (DESIGN_NOT_FOUND: not the caller's), Conflict (DESIGN_VERSION_CONFLICT: changed
 *   since the review), Invalid (DESIGN_NEEDS_CHANGES with the first refusal, or no units)
 */
export async function addDesignToCart(
  ctx: Ctx,
  input: z.input<typeof addDesignSchema> & { cart: CartRef },
): Promise<{ cartId: string; newGuestToken?: string }> {
  const ref: CartRef = parseInput(cartInputSchema, input).cart;
  const { designId, version } = parseInput(addDesignSchema, input);
  const design = await getDesign(ctx, { owner: ref, id: designId });
  if (!design.mine) throw new NotFound("Design not found", "DESIGN_NOT_FOUND");
  if (version !== undefined && version !== design.version) {
    throw new Conflict("This design changed since you reviewed it", "DESIGN_VERSION_CONFLICT");
  }
  const refusal = design.refusals[0];
  if (refusal) throw new Invalid(refusal.message, refusal.field, "DESIGN_NEEDS_CHANGES");
  if (!design.price) throw new Invalid("Set the quantities per size first", "sizes", "DESIGN_NEEDS_CHANGES");
  return withTransaction(ctx, async (tx) => {
    const { cart, newGuestToken } = await findOrCreateCart(tx, ref);
    const now = tx.now();
    await tx.db
      .insert(cartLineTable)
      .values({
        id: createId("cartLine", now.getTime()),
        cartId: cart.id,
        kind: "custom",
        designId,
        quantity: 1,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    await tx.db.update(cartTable).set({ updatedAt: now }).where(eq(cartTable.id, cart.id));
    return { cartId: cart.id, newGuestToken };
  });
}

/**
 * Puts samples of a saved design in the cart (spec §5: at most two samples per design, counting
 * samples already ordered; a third is refused). One unit each, in `size`, at the sample price
 * (price-design.ts rule 8: no development costs).
 * @throws NotFound (DESIGN_NOT_FOUND), Invalid (SIZE_NOT_OFFERED), Conflict (SAMPLE_LIMIT_REACHED)
 */
export async function addSampleToCart(
  ctx: Ctx,
  input: z.input<typeof addSampleSchema> & { cart: CartRef },
): Promise<{ cartId: string; newGuestToken?: string }> {
  const ref: CartRef = parseInput(cartInputSchema, input).cart;
  const { designId, size, quantity } = parseInput(addSampleSchema, input);
  const design = await getDesign(ctx, { owner: ref, id: designId });
  if (!design.mine) throw new NotFound("Design not found", "DESIGN_NOT_FOUND");
  const [row] = await ctx.db
    .select({ id: designTable.threeProductId })
    .from(designTable)
    .where(eq(designTable.id, designId));
  if (!row) throw new NotFound("Design not found", "DESIGN_NOT_FOUND");
  const offered = (await getThreeProductOptions(ctx, row.id)).sizes;
  const chosen = size ?? Object.entries(design.document.sizes).find(([, n]) => n > 0)?.[0] ?? offered[0];
  if (!chosen || !offered.includes(chosen)) throw new Invalid("This size is not offered", "size", "SIZE_NOT_OFFERED");
  return withTransaction(ctx, async (tx) => {
    const { cart, newGuestToken } = await findOrCreateCart(tx, ref);
    await assertSampleQuota(tx, designId, quantity, cart.id);
    const now = tx.now();
    await tx.db
      .insert(cartLineTable)
      .values({
        id: createId("cartLine", now.getTime()),
        cartId: cart.id,
        kind: "sample",
        designId,
        sampleSize: chosen,
        quantity,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [cartLineTable.cartId, cartLineTable.designId, cartLineTable.kind],
        targetWhere: sql`${cartLineTable.designId} is not null`,
        set: { quantity: sql`${cartLineTable.quantity} + excluded.quantity`, updatedAt: now },
      });
    await tx.db.update(cartTable).set({ updatedAt: now }).where(eq(cartTable.id, cart.id));
    return { cartId: cart.id, newGuestToken };
  });
}
