import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { CART_COOKIE, CART_COOKIE_MAX_AGE, type CartRef, newCartToken } from "../../core/cart/cart-ref.ts";
import { claimGuestData } from "../../core/customers/claim-guest-data.ts";
import { isSecureRequest } from "../../core/shared/secure-request.ts";
import type { AppEnv } from "../env.ts";

/**
 * The guest cookie of the API (`fabrico.cart`, core/cart/cart-ref.ts): one random token names a
 * guest's cart, uploads and designs. The page side does the same in app/lib/cart.server.ts.
 */

/**
 * The request's cart (signed-in: the account's, claiming a leftover guest cart and designs; guest: by
 * cookie). Also the owner of uploads and designs (server/api/store/customize.ts).
 */
export async function cartRef(c: Context<AppEnv>): Promise<CartRef> {
  const ctx = c.get("ctx");
  const guestToken = getCookie(c, CART_COOKIE) ?? null;
  if (ctx.actor && guestToken) {
    await claimGuestData(ctx, { userId: ctx.actor.userId, guestToken });
    setCookie(c, CART_COOKIE, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "Lax" });
    return { userId: ctx.actor.userId, guestToken: null };
  }
  return { userId: ctx.actor?.userId ?? null, guestToken };
}

/** Stores a guest token made by a core verb in the cart cookie. */
export function remember(c: Context<AppEnv>, token: string | undefined): void {
  if (!token) return;
  setCookie(c, CART_COOKIE, token, {
    path: "/",
    maxAge: CART_COOKIE_MAX_AGE,
    httpOnly: true,
    sameSite: "Lax",
    secure: isSecureRequest(c.req.raw),
  });
}

/**
 * The caller as the owner of uploads and designs: {@link cartRef}; with `create`, a guest without a
 * cookie gets a new token (and the cookie), so what they make now stays theirs.
 */
export async function ownerOf(c: Context<AppEnv>, create: boolean): Promise<CartRef> {
  const ref = await cartRef(c);
  if (ref.userId || ref.guestToken || !create) return ref;
  const token = newCartToken();
  remember(c, token);
  return { userId: null, guestToken: token };
}
