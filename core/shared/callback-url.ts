/** Where sign-in goes when no callback address is given or the one given is refused. */
export const DEFAULT_CALLBACK_URL = "/user";

/** The session client's code for a refused callback address (spec §8). */
export const INVALID_CALLBACK_URL_ERROR = "INVALID_CALLBACK_URL_ERROR";

/** A checked callback address: `url` is always safe to redirect to; `error` says the one given was refused. */
export interface CallbackUrlResult {
  url: string;
  error?: typeof INVALID_CALLBACK_URL_ERROR;
}

const DUMMY_ORIGIN = "http://callback.invalid";

/**
 * Checks a `callbackUrl` (spec §2: sign-in takes one and returns there). Only same-site relative
 * paths are accepted: one leading `/`, no second `/` or `\` after it (`//evil.com`, `/\evil` are
 * protocol-relative to a browser), no backslashes, control characters or whitespace anywhere, and the
 * resolved URL must stay on the same origin. Anything else (absolute URLs, `javascript:`, `data:`)
 * is refused with INVALID_CALLBACK_URL_ERROR and the default `/user` is used instead — never an open
 * redirect. Sign-in pages themselves are not a destination (they would loop) and give the default.
 * @param raw the `callbackUrl` query or form value, if any
 */
export function checkCallbackUrl(raw: string | null | undefined): CallbackUrlResult {
  if (raw === null || raw === undefined || raw === "") return { url: DEFAULT_CALLBACK_URL };
  const refused: CallbackUrlResult = { url: DEFAULT_CALLBACK_URL, error: INVALID_CALLBACK_URL_ERROR };
  if (raw.length > 2000) return refused;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (!raw.startsWith("/") || /[\\\s\u0000-\u001f\u007f]/.test(raw)) return refused;
  if (raw.startsWith("//")) return refused;
  let resolved: URL;
  try {
    resolved = new URL(raw, DUMMY_ORIGIN);
  } catch {
    return refused;
  }
  if (resolved.origin !== DUMMY_ORIGIN) return refused;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // Dot segments are resolved above: `/..//evil.example`, `/user/..//evil.example` and
  // `/.%2e/%2e%2e//evil.example` all normalise to `//evil.example`, which a browser reads as another
  // host. The normalised path is what we redirect to, so it is checked again on its own (issue 14).
  if (!isSameOriginPath(path)) return refused;
  if (/^\/auth\/(auth|register|forgot|reset|two-factor|signout)(\/|$|\?|#)/.test(path))
    return { url: DEFAULT_CALLBACK_URL };
  return { url: path };
}

/**
 * True when `path` (already normalised) is a path on this site: one leading `/` not followed by `/` or `\\`,
 * and resolving it again against an origin keeps that origin with the very same path.
 */
function isSameOriginPath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return false;
  try {
    const again = new URL(path, DUMMY_ORIGIN);
    return again.origin === DUMMY_ORIGIN && `${again.pathname}${again.search}${again.hash}` === path;
  } catch {
    return false;
  }
}

/** The sign-in page address that returns to `path` afterwards (optionally with a reason, e.g. SessionRequired). */
export function signInUrl(path: string, error?: string): string {
  const params = new URLSearchParams();
  if (error) params.set("error", error);
  const { url } = checkCallbackUrl(path);
  if (url !== DEFAULT_CALLBACK_URL || path === DEFAULT_CALLBACK_URL) params.set("callbackUrl", url);
  const query = params.toString();
  return query ? `/auth/auth?${query}` : "/auth/auth";
}
