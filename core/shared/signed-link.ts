import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The shop's one way to sign a link (DESIGN rule 2 "signed links"): a token is
 * HMAC-SHA256(secret, `${purpose}:${subject}`) in base64url, so a link can be made again for every
 * e-mail and nothing secret is stored. `secret` is the server's AUTH_SECRET (32+ characters);
 * `purpose` keeps the tokens of one kind of link from opening another (`order`, `ticket`,
 * `design-share`); `subject` is what the link opens (an id, or an id and a revocable nonce).
 * Used by order links (core/orders/order-access.ts), ticket links (core/support/ticket-common.ts) and
 * design share links (core/customization/design-share.ts).
 */
export function signLinkToken(secret: string, purpose: string, subject: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${subject}`).digest("base64url");
}

/** True when `token` is {@link signLinkToken} of `purpose` and `subject` (constant-time comparison). */
export function verifyLinkToken(
  secret: string,
  purpose: string,
  subject: string,
  token: string | null | undefined,
): boolean {
  if (!token) return false;
  const expected = Buffer.from(signLinkToken(secret, purpose, subject));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
