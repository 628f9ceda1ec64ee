import { and, eq, ne } from "drizzle-orm";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Invalid, parseInput } from "../shared/errors.ts";
import { rowIdInputSchema } from "../shared/input-refs.ts";
import { addressColumns, addressInputSchema } from "./create-address.ts";
import { customerAddressTable } from "./customers.sql.ts";
import { findAddressFor } from "./get-address.ts";
import { type AddressView, toAddressView } from "./views.ts";

/** Input of {@link updateAddress}: the address's fields ({@link addressInputSchema}) and its `id` (the URL's). */
export const updateAddressSchema = addressInputSchema.and(rowIdInputSchema);

/**
 * Replaces the fields of address `id` (spec `/user/address/{id}`, `PUT /api/customer/address/{id}`).
 * `isDefaultShipping: true` makes it the default; `false` on the default address is refused (a
 * customer with addresses always has a default: choose another address as default instead).
 * @throws Unauthorized | NotFound (no such address, or another customer's) | Invalid (also a schema check)
 */
export async function updateAddress(ctx: Ctx, input: { id: string } & Record<string, unknown>): Promise<AddressView> {
  const { isDefaultShipping, id, ...address } = parseInput(updateAddressSchema, input);
  const row = await withTransaction(ctx, async (tx) => {
    const current = await findAddressFor(tx, "update", id, { forUpdate: true });
    if (isDefaultShipping === false && current.isDefaultShipping) {
      throw new Invalid(
        "The default address stays the default until another address is made the default",
        "isDefaultShipping",
        "DEFAULT_ADDRESS_REQUIRED",
      );
    }
    const makeDefault = isDefaultShipping === true && !current.isDefaultShipping;
    if (makeDefault) {
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
    }
    const [updated] = await tx.db
      .update(customerAddressTable)
      .set({
        ...addressColumns(address),
        isDefaultShipping: makeDefault || current.isDefaultShipping,
        updatedAt: tx.now(),
      })
      .where(eq(customerAddressTable.id, id))
      .returning();
    return updated!;
  });
  return toAddressView(row);
}
