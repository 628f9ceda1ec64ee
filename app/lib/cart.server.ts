import type { RouterContextProvider } from "react-router";
import { CART_COOKIE, CART_COOKIE_MAX_AGE, type CartRef } from "../../core/cart/cart-ref.ts";
import { claimGuestData } from "../../core/customers/claim-guest-data.ts";
import { pageContext } from "./context.server.ts";
import { isSecureRequest } from "../../core/shared/secure-request.ts";

function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(/;\s*/)) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq) === name) return decodeURIComponent(part.slice(eq + 1));
  }
  return null;
}

/** The guest cart token of a request's cookie, if any (for reads that must not merge, e.g. the header's count). */
export function guestCartToken(request: Request): string | null {
  return readCookie(request, CART_COOKIE);
}

/** `Set-Cookie` value storing a guest cart token (HttpOnly, SameSite=Lax, Secure behind TLS, 60 days). */
export function cartCookie(token: string, secure: boolean): string {
  return `${CART_COOKIE}=${token}; Path=/; Max-Age=${CART_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** `Set-Cookie` value removing the guest cart cookie (after a merge into an account's cart). */
export function clearCartCookie(): string {
  return `${CART_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
}

/**
 * The cart of a page request (core/cart/cart-ref.ts) and the `Set-Cookie` headers the response must
 * carry. A signed-in customer who still has a guest cart cookie gets the guest cart merged into the
 * account's cart and the guest's designs adopted here (core/customers/claim-guest-data.ts), and the
 * cookie is cleared.
 *
 * ```ts
 * const { ref, headers } = await cartRefOf(request, context);
 * ```
 */
export async function cartRefOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ ref: CartRef; headers: Headers }> {
  const { ctx } = context.get(pageContext);
  const headers = new Headers();
  const guestToken = readCookie(request, CART_COOKIE);
  if (ctx.actor && guestToken) {
    await claimGuestData(ctx, { userId: ctx.actor.userId, guestToken });
    headers.append("Set-Cookie", clearCartCookie());
    return { ref: { userId: ctx.actor.userId, guestToken: null }, headers };
  }
  return { ref: { userId: ctx.actor?.userId ?? null, guestToken }, headers };
}

/** Adds the cookie for a guest cart just made (`newGuestToken` from a core cart verb) to `headers`. */
export function rememberGuestCart(headers: Headers, request: Request, newGuestToken: string | undefined): void {
  if (!newGuestToken) return;
  headers.append("Set-Cookie", cartCookie(newGuestToken, isSecureRequest(request)));
}
