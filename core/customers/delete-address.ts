import { and, desc, eq } from "drizzle-orm";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { customerAddressTable } from "./customers.sql.ts";
import { findAddressFor } from "./get-address.ts";

/**
 * Deletes address `id` (spec `/user/address/{id}`, `DELETE /api/customer/address/{id}`). When it
 * was the default shipping address, the newest remaining address becomes the default.
 * Orders are to keep their own copy of the address (a snapshot), so deleting one never changes an order.
 * @returns the id of the new default address, if the default moved
 * @throws Unauthorized | NotFound (no such address, or another customer's)
 */
export async function deleteAddress(ctx: Ctx, id: string): Promise<{ newDefaultId: string | null }> {
  return withTransaction(ctx, async (tx) => {
    const current = await findAddressFor(tx, "delete", id, { forUpdate: true });
    await tx.db.delete(customerAddressTable).where(eq(customerAddressTable.id, id));
    if (!current.isDefaultShipping) return { newDefaultId: null };
    const [next] = await tx.db
      .select({ id: customerAddressTable.id })
      .from(customerAddressTable)
      .where(eq(customerAddressTable.userId, current.userId))
      .orderBy(desc(customerAddressTable.createdAt), desc(customerAddressTable.id))
      .limit(1);
    if (!next) return { newDefaultId: null };
    await tx.db
      .update(customerAddressTable)
      .set({ isDefaultShipping: true, updatedAt: tx.now() })
      .where(and(eq(customerAddressTable.id, next.id), eq(customerAddressTable.userId, current.userId)));
    return { newDefaultId: next.id };
  });
}
