import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Conflict, parseInput } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { authorizeUser } from "../shared/permissions.ts";
import { addressInputSchema, type addressSchema } from "./address-schema.ts";
import { customerAddressTable } from "./customers.sql.ts";
import { type AddressView, toAddressView } from "./views.ts";

/** Most addresses one customer may keep (a guard against scripted abuse, far above real use). */
export const MAX_ADDRESSES = 30;

/** The address fields plus the default flag (core/customers/address-schema.ts, which the page's form loads too). */
export { addressInputSchema };

/** Address columns from validated input (blank optional fields stored as null). */
export function addressColumns(address: z.output<typeof addressSchema>) {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? null,
    country: address.country,
    streetAddress: address.streetAddress,
    houseNumber: address.houseNumber ?? null,
    additionalInfo: address.additionalInfo ?? null,
    city: address.city,
    postcode: address.postcode ?? null,
    phone: address.phone,
  };
}

/**
 * Saves a new address for the actor (spec §7 `POST /api/customer/address`). The first address
 * becomes the default shipping address; `isDefaultShipping: true` moves the default to it.
 * @param input address fields (address-schema.ts) and optional `isDefaultShipping`; validated here
 * @throws Unauthorized | Conflict (ADDRESS_LIMIT) | Invalid (a schema check, field named)
 */
export async function createAddress(ctx: Ctx, input: unknown): Promise<AddressView> {
  const { userId } = authorizeUser(ctx, "create", "address");
  const { isDefaultShipping, ...address } = parseInput(addressInputSchema, input);
  const row = await withTransaction(ctx, async (tx) => {
    const existing = await tx.db
      .select({ id: customerAddressTable.id, isDefault: customerAddressTable.isDefaultShipping })
      .from(customerAddressTable)
      .where(eq(customerAddressTable.userId, userId))
      .for("update");
    if (existing.length >= MAX_ADDRESSES) {
      throw new Conflict(`At most ${MAX_ADDRESSES} addresses can be saved`, "ADDRESS_LIMIT");
    }
    const makeDefault = isDefaultShipping === true || !existing.some((a) => a.isDefault);
    if (makeDefault) {
      await tx.db
        .update(customerAddressTable)
        .set({ isDefaultShipping: false, updatedAt: tx.now() })
        .where(and(eq(customerAddressTable.userId, userId), eq(customerAddressTable.isDefaultShipping, true)));
    }
    const [created] = await tx.db
      .insert(customerAddressTable)
      .values({
        id: createId("address", tx.now().getTime()),
        userId,
        ...addressColumns(address),
        isDefaultShipping: makeDefault,
        createdAt: tx.now(),
        updatedAt: tx.now(),
      })
      .returning();
    return created!;
  });
  return toAddressView(row);
}
