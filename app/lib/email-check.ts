/**
 * A plain check that a string looks like an e-mail address (something@domain.tld, no spaces, at
 * most 254 characters, RFC 5321's path limit). Client-safe: the account forms check with it in
 * the browser (our translated inline messages instead of the browser's bubble, issue 15) and the
 * actions check again on the server.
 */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254;
}
