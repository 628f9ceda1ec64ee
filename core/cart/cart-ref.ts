import { createHash, randomBytes } from "node:crypto";

/**
 * Whose cart a request means: the signed-in customer's (`userId`), else the guest's, found by the
 * token in the `fabrico.cart` cookie. Both may be present right after sign-in: the guest cart is
 * then merged into the account's (merge-carts.ts).
 */
export interface CartRef {
  userId: string | null;
  guestToken: string | null;
}

/** Name of the guest cart cookie (HttpOnly, SameSite=Lax, 60 days). */
export const CART_COOKIE = "fabrico.cart";
/** How long a guest cart cookie lives, in seconds (60 days). */
export const CART_COOKIE_MAX_AGE = 60 * 24 * 60 * 60;

/** A new random guest cart token: 32 bytes, base64url (43 characters). */
export function newCartToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The SHA-256 (hex) of a token, as stored in `cart.token_hash` and `orders.access_token_hash`. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** True when `value` could be a token made by {@link newCartToken} (43 base64url characters). */
export function isCartToken(value: string | null | undefined): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}
