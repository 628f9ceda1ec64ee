import { eq } from "drizzle-orm";
import type { Ctx } from "../shared/ctx.ts";
import { NotFound } from "../shared/errors.ts";
import { authorizeUser } from "../shared/permissions.ts";
import { auth_user } from "./auth.sql.ts";
import { customerProfileTable } from "./customers.sql.ts";
import { type ProfileView, splitName } from "./views.ts";

/**
 * The profile of the actor, or (admins, `read:customer:any`) of the user `input.userId`
 * (spec §7 `GET /api/customer/profile`, admin `/admin/customer/{id}`). Before the first save the
 * names come from the sign-up name and the other fields are empty.
 * @throws Unauthorized (anonymous), Forbidden (another user's profile without `read:customer:any`),
 *   NotFound (no such user)
 */
export async function getProfile(ctx: Ctx, input: { userId?: string } = {}): Promise<ProfileView> {
  const { userId } = authorizeUser(ctx, "read", "customer", input.userId);
  const [row] = await ctx.db
    .select({ user: auth_user, profile: customerProfileTable })
    .from(auth_user)
    .leftJoin(customerProfileTable, eq(customerProfileTable.userId, auth_user.id))
    .where(eq(auth_user.id, userId));
  if (!row) throw new NotFound("No such customer", "CUSTOMER_NOT_FOUND");
  const { user, profile } = row;
  const names = profile ? { firstName: profile.firstName, lastName: profile.lastName } : splitName(user.name);
  return {
    userId: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    ...names,
    dateOfBirth: profile?.dateOfBirth ?? null,
    gender: profile?.gender ?? "undisclosed",
    phone: profile?.phone ?? null,
    acceptsMarketing: profile?.acceptsMarketing ?? false,
    twoFactorEnabled: user.twoFactorEnabled ?? false,
    memberSince: user.createdAt.toISOString(),
    saved: !!profile,
  };
}
