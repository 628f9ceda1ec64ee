import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { NotFound, parseInput } from "../shared/errors.ts";
import { rowId } from "../shared/input-refs.ts";
import { authorizeUser } from "../shared/permissions.ts";
import { type ShippingCountry, isShippingCountry } from "./address-schema.ts";
import { auth_user } from "./auth.sql.ts";
import { customerAddressTable, customerProfileTable } from "./customers.sql.ts";
import { getProfile } from "./get-profile.ts";
import { profileSchema } from "./schemas.ts";
import type { ProfileView } from "./views.ts";

/** Country whose national phone numbers the profile accepts without `+` when no address says otherwise. */
export const DEFAULT_PHONE_COUNTRY: ShippingCountry = "PT";

/**
 * The country whose national phone numbers `userId`'s profile accepts without `+`: the default
 * shipping address's country, else {@link DEFAULT_PHONE_COUNTRY}.
 */
export async function profilePhoneCountry(ctx: Ctx, userId: string): Promise<ShippingCountry> {
  const [row] = await ctx.db
    .select({ country: customerAddressTable.country })
    .from(customerAddressTable)
    .where(and(eq(customerAddressTable.userId, userId), eq(customerAddressTable.isDefaultShipping, true)))
    .orderBy(desc(customerAddressTable.createdAt))
    .limit(1);
  return isShippingCountry(row?.country) ? row.country : DEFAULT_PHONE_COUNTRY;
}

/** Whose profile {@link updateProfile} saves: `userId`, absent for the actor's own. */
export const profileTargetSchema = z.object({ userId: rowId.optional() });

/**
 * Saves the profile (spec §7 `PUT /api/customer/profile`) of the actor or, for admins
 * (`update:customer:any`), of `input.userId`. The auth user's display name (used in e-mails) becomes
 * "first last". Marketing consent keeps the time it was first given; withdrawing clears it.
 * @param input the profile fields (see {@link profileSchema}); validated here
 * @throws Unauthorized | Forbidden | NotFound | Invalid (a schema check: 400 naming the field)
 */
export async function updateProfile(
  ctx: Ctx,
  input: { userId?: string } & Record<string, unknown>,
): Promise<ProfileView> {
  const { userId } = authorizeUser(ctx, "update", "customer", parseInput(profileTargetSchema, input).userId);
  const today = ctx.now().toISOString().slice(0, 10);
  const fields = parseInput(profileSchema({ today, phoneCountry: await profilePhoneCountry(ctx, userId) }), input);
  await withTransaction(ctx, async (tx) => {
    const [user] = await tx.db
      .update(auth_user)
      .set({ name: `${fields.firstName} ${fields.lastName}`, updatedAt: tx.now() })
      .where(eq(auth_user.id, userId))
      .returning({ id: auth_user.id });
    if (!user) throw new NotFound("No such customer", "CUSTOMER_NOT_FOUND");
    const [existing] = await tx.db
      .select({ consentAt: customerProfileTable.marketingConsentAt })
      .from(customerProfileTable)
      .where(eq(customerProfileTable.userId, userId))
      .for("update");
    const marketingConsentAt = fields.acceptsMarketing ? (existing?.consentAt ?? tx.now()) : null;
    const values = { ...fields, marketingConsentAt, updatedAt: tx.now() };
    await tx.db
      .insert(customerProfileTable)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: customerProfileTable.userId, set: values });
  });
  return getProfile(ctx, { userId });
}
