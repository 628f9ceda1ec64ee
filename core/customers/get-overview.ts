import { and, count, eq } from "drizzle-orm";
import type { Ctx } from "../shared/ctx.ts";
import { authorizeUser } from "../shared/permissions.ts";
import { customerAddressTable, customerPaymentMethodTable } from "./customers.sql.ts";
import { getProfile } from "./get-profile.ts";
import { type AddressView, type ProfileView, toAddressView } from "./views.ts";

/** The customer area's overview (`/user`, `GET /api/customer`). */
export interface CustomerOverview {
  profile: ProfileView;
  defaultAddress: AddressView | null;
  counts: { addresses: number; paymentMethods: number; orders: number };
}

/**
 * The actor's profile, default shipping address and how many addresses, saved cards and orders
 * they have (spec §1 user dashboard). Orders count 0 until the orders module exists.
 * @throws Unauthorized
 */
export async function getOverview(ctx: Ctx): Promise<CustomerOverview> {
  const { userId } = authorizeUser(ctx, "read", "customer");
  const [profile, [defaultAddress], [addresses], [paymentMethods]] = await Promise.all([
    getProfile(ctx, { userId }),
    ctx.db
      .select()
      .from(customerAddressTable)
      .where(and(eq(customerAddressTable.userId, userId), eq(customerAddressTable.isDefaultShipping, true))),
    ctx.db.select({ n: count() }).from(customerAddressTable).where(eq(customerAddressTable.userId, userId)),
    ctx.db.select({ n: count() }).from(customerPaymentMethodTable).where(eq(customerPaymentMethodTable.userId, userId)),
  ]);
  return {
    profile,
    defaultAddress: defaultAddress ? toAddressView(defaultAddress) : null,
    counts: { addresses: Number(addresses?.n ?? 0), paymentMethods: Number(paymentMethods?.n ?? 0), orders: 0 },
  };
}
