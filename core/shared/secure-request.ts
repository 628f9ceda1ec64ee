/**
 * Whether a response's cookies get the `Secure` flag (issue 14): only when the request really came
 * over TLS. `X-Forwarded-Proto` is a client-controlled header unless a proxy we trust sets it, so it
 * counts only with `TRUST_PROXY=true` (a proxy that overwrites it); `TRUST_PROXY_TLS=true` says TLS
 * always terminates in front (every cookie Secure, as Better Auth's `useSecureCookies` in server/auth/better-auth.ts).
 */

/** Request header carrying the connection's address (set by server/app.ts from the socket, never taken from the client). */
export const CLIENT_IP_HEADER = "x-fabrico-client-ip";

/** Which proxy headers the process may believe (README "Configuration": TRUST_PROXY, TRUST_PROXY_TLS). */
export interface ProxyTrust {
  /** A proxy in front overwrites `X-Forwarded-For` / `X-Forwarded-Proto`. */
  proxy: boolean;
  /** TLS terminates in front of the app: every request is HTTPS to the visitor. */
  tls: boolean;
}

/** The trust settings of the environment (the same variables server/config.ts parses: exactly `"true"`). */
export function proxyTrustFromEnv(env: Record<string, string | undefined> = process.env): ProxyTrust {
  return { proxy: env.TRUST_PROXY === "true", tls: env.TRUST_PROXY_TLS === "true" };
}

/**
 * True when cookies set in answer to `request` must be `Secure`: the request URL is `https:`,
 * TLS terminates in a trusted proxy (`trust.tls`), or a trusted proxy (`trust.proxy`) says
 * `X-Forwarded-Proto: https`. An untrusted `X-Forwarded-Proto` is ignored.
 */
export function isSecureRequest(request: Request, trust: ProxyTrust = proxyTrustFromEnv()): boolean {
  if (new URL(request.url).protocol === "https:" || trust.tls) return true;
  if (!trust.proxy) return false;
  return request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
}
