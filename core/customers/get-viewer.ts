import { eq } from "drizzle-orm";
import type { Ctx } from "../shared/ctx.ts";
import { auth_user } from "./auth.sql.ts";

/** The signed-in visitor as the page header shows them (issue 15: the header is right before JavaScript runs). */
export interface Viewer {
  id: string;
  /** The account name (Better Auth `name`), may be empty. */
  name: string;
  email: string;
  image: string | null;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  /** The actor's roles as `ctx.actor` has them (staff roles dropped while two-factor is off). */
  roles: string[];
}

/**
 * The actor's own account summary for the server-rendered header, or null for an anonymous visitor
 * (or a user deleted since the session was read). Reads only the actor's own row: no permission
 * needed beyond being signed in.
 */
export async function getViewer(ctx: Ctx): Promise<Viewer | null> {
  if (!ctx.actor) return null;
  const [user] = await ctx.db
    .select({
      id: auth_user.id,
      name: auth_user.name,
      email: auth_user.email,
      image: auth_user.image,
      emailVerified: auth_user.emailVerified,
      twoFactorEnabled: auth_user.twoFactorEnabled,
    })
    .from(auth_user)
    .where(eq(auth_user.id, ctx.actor.userId));
  if (!user) return null;
  return { ...user, twoFactorEnabled: user.twoFactorEnabled ?? false, roles: [...ctx.actor.roles] };
}
