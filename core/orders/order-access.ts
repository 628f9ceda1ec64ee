import { createHmac, timingSafeEqual } from "node:crypto";
import type { Ctx } from "../shared/ctx.ts";
import { hasPermission } from "../shared/permissions.ts";

/**
 * Signed order links (issue 4: "Guests get a signed link by e-mail to the same pages"): the token is
 * HMAC-SHA256(secret, "order:" + order id), base64url, so a link can be made again for every e-mail
 * and nothing secret is stored. `secret` is the server's AUTH_SECRET (32+ characters).
 */
export function orderAccessToken(secret: string, orderId: string): string {
  return createHmac("sha256", secret).update(`order:${orderId}`).digest("base64url");
}

/** True when `token` is the signed link token of `orderId` (constant-time comparison). */
export function verifyOrderAccessToken(secret: string, orderId: string, token: string | null | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(orderAccessToken(secret, orderId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** How a caller may reach an order: as its signed-in owner, as staff, or with a signed link token. */
export interface OrderAccess {
  token?: string | null;
}

/**
 * True when the actor of `ctx` may see `order` (`read:order:own` for its owner, `read:order:any` for
 * staff) or `access.token` is its signed link token. Callers turn false into NotFound (no existence leak).
 */
export function canReadOrder(
  ctx: Ctx,
  secret: string,
  order: { id: string; userId: string | null },
  access: OrderAccess,
): boolean {
  if (hasPermission(ctx.actor, "read:order:any")) return true;
  if (order.userId && ctx.actor?.userId === order.userId && hasPermission(ctx.actor, "read:order:own")) return true;
  return verifyOrderAccessToken(secret, order.id, access.token);
}
