import { desc, eq } from "drizzle-orm";
import type { Ctx } from "../shared/ctx.ts";
import { authorizeUser } from "../shared/permissions.ts";
import { customerAddressTable } from "./customers.sql.ts";
import { type AddressView, toAddressView } from "./views.ts";

/**
 * The saved addresses of the actor, or (admins, `read:address:any`) of `userId` (spec §7
 * `GET /api/customer/address`): the default shipping address first, then newest first.
 * @throws Unauthorized | Forbidden
 */
export async function listAddresses(ctx: Ctx, input: { userId?: string } = {}): Promise<AddressView[]> {
  const { userId } = authorizeUser(ctx, "read", "address", input.userId);
  const rows = await ctx.db
    .select()
    .from(customerAddressTable)
    .where(eq(customerAddressTable.userId, userId))
    .orderBy(
      desc(customerAddressTable.isDefaultShipping),
      desc(customerAddressTable.createdAt),
      desc(customerAddressTable.id),
    );
  return rows.map(toAddressView);
}
