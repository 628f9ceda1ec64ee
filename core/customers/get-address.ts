import { eq } from "drizzle-orm";
import type { Ctx } from "../shared/ctx.ts";
import { NotFound } from "../shared/errors.ts";
import { type Action, authorizeRecord, requireActor } from "../shared/permissions.ts";
import { type CustomerAddressRow, customerAddressTable } from "./customers.sql.ts";
import { type AddressView, toAddressView } from "./views.ts";

/**
 * The address row `id` if the actor may do `action` on it; someone else's address is NotFound,
 * exactly like one that does not exist (no id guessing). Locks the row when `forUpdate`.
 * @throws Unauthorized | NotFound
 */
export async function findAddressFor(
  ctx: Ctx,
  action: Action,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CustomerAddressRow> {
  requireActor(ctx);
  const query = ctx.db.select().from(customerAddressTable).where(eq(customerAddressTable.id, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw new NotFound("No such address", "ADDRESS_NOT_FOUND");
  try {
    authorizeRecord(ctx, action, "address", row.userId);
  } catch (error) {
    if (error instanceof NotFound) throw new NotFound("No such address", "ADDRESS_NOT_FOUND");
    throw error;
  }
  return row;
}

/**
 * One saved address (the `/user/address/{id}` edit page).
 * @throws Unauthorized | NotFound (no such address, or another customer's)
 */
export async function getAddress(ctx: Ctx, id: string): Promise<AddressView> {
  return toAddressView(await findAddressFor(ctx, "read", id));
}
