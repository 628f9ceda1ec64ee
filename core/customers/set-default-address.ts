import { and, eq, ne } from "drizzle-orm";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { customerAddressTable } from "./customers.sql.ts";
import { findAddressFor } from "./get-address.ts";
import { type AddressView, toAddressView } from "./views.ts";

/**
 * Makes address `id` the customer's default shipping address (the one other is unset in the same
 * transaction; a partial unique index guarantees there is never more than one).
 * @throws Unauthorized | NotFound (no such address, or another customer's)
 */
export async function setDefaultAddress(ctx: Ctx, id: string): Promise<AddressView> {
  const row = await withTransaction(ctx, async (tx) => {
    const current = await findAddressFor(tx, "update", id, { forUpdate: true });
    if (current.isDefaultShipping) return current;
    await tx.db
      .update(customerAddressTable)
      .set({ isDefaultShipping: false, updatedAt: tx.now() })
      .where(
        and(
          eq(customerAddressTable.userId, current.userId),
          eq(customerAddressTable.isDefaultShipping, true),
          ne(customerAddressTable.id, id),
        ),
      );
    const [updated] = await tx.db
      .update(customerAddressTable)
      .set({ isDefaultShipping: true, updatedAt: tx.now() })
      .where(eq(customerAddressTable.id, id))
      .returning();
    return updated!;
  });
  return toAddressView(row);
}
