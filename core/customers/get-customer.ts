import type { Ctx } from "../shared/ctx.ts";
import { requirePermission } from "../shared/permissions.ts";
import { getProfile } from "./get-profile.ts";
import type { ProfileView } from "./views.ts";

/**
 * A customer's profile for the admin area (`GET /api/admin/customer/{id}`; spec §2
 * `/admin/customer/{id}/edit`). Needs `read:customer:any`: a customer gets Forbidden even for
 * their own id, so the admin calls answer the same to every non-admin.
 * @throws Unauthorized | Forbidden | NotFound
 */
export async function getCustomer(ctx: Ctx, userId: string): Promise<ProfileView> {
  requirePermission(ctx, "read:customer:any");
  return getProfile(ctx, { userId });
}
