import type { Ctx } from "../shared/ctx.ts";
import { hasPermission } from "../shared/permissions.ts";
import { signLinkToken, verifyLinkToken } from "../shared/signed-link.ts";

/**
 * Signed order links (issue 4: "Guests get a signed link by e-mail to the same pages"): the token is
 * HMAC-SHA256(secret, "order:" + order id), base64url, so a link can be made again for every e-mail
 * and nothing secret is stored. `secret` is the server's AUTH_SECRET (32+ characters). Signed by the
 * shop's one signed-link module (core/shared/signed-link.ts).
 */
export function orderAccessToken(secret: string, orderId: string): string {
  return signLinkToken(secret, "order", orderId);
}

/** True when `token` is the signed link token of `orderId` (constant-time comparison). */
export function verifyOrderAccessToken(secret: string, orderId: string, token: string | null | undefined): boolean {
  return verifyLinkToken(secret, "order", orderId, token);
}

/** How a caller may reach an order: as its signed-in owner, as staff, or with a signed link token. */
export interface OrderAccess {
  token?: string | null;
}

/**
 * True when the actor of `ctx` may see `order` (`read:order:own` for its owner, `read:order:any` for
 * staff) or `access.token` is its link token, signed with `ctx.services.links.linkSecret`. Callers turn
 * false into NotFound (no existence leak).
 */
export function canReadOrder(ctx: Ctx, order: { id: string; userId: string | null }, access: OrderAccess): boolean {
  if (hasPermission(ctx.actor, "read:order:any")) return true;
  if (order.userId && ctx.actor?.userId === order.userId && hasPermission(ctx.actor, "read:order:own")) return true;
  return verifyOrderAccessToken(ctx.services.links.linkSecret, order.id, access.token);
}
