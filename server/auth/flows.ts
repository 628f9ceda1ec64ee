/**
 * The account flows (sign-in, two-factor, register, reset, verification, sign-out) as the pages'
 * actions and the thin `/api/auth/login|register|me` calls run them. Each one calls a Better Auth
 * endpoint through `auth.handler` with a request built from the visitor's own, rather than
 * `auth.api.*`: Better Auth applies its rate limits and CSRF / origin checks only in its HTTP
 * router, and direct `auth.api` calls would skip both. Cookies Better Auth sets come back in
 * `setCookies` for the caller to put on its response. A refusal is thrown as one of core's error
 * classes with a stable code (core/ports/identity.ts `identityRefusal`), carrying its cookies too.
 */
import { RESET_LANDING_PATH, VERIFY_LANDING_PATH } from "../../core/accounts/landing-paths.ts";
import { isCommonPassword } from "../../core/accounts/password-rules.ts";
import { type IdentityRefusal, identityRefusal } from "../../core/ports/identity.ts";
import type { AuthUser, SignInResult } from "../../core/ports/identity.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../core/accounts/password-rules.ts";
import type { Auth } from "./better-auth.ts";

/** A Better Auth answer, decoded. */
export interface AuthCallResult {
  status: number;
  ok: boolean;
  /** The JSON body, or null. */
  data: Record<string, unknown> | null;
  /** Error code: Better Auth's (`INVALID_EMAIL_OR_PASSWORD` …), or TOO_MANY_REQUESTS on a 429. */
  code?: string;
  /** Seconds until another attempt is allowed (429 only). */
  retryAfter?: number;
  /** `Set-Cookie` values to forward to the visitor. */
  setCookies: string[];
}

/** Headers of the visitor's request that Better Auth reads: session cookies, CSRF and rate-limit inputs, language. */
const FORWARDED_HEADERS = [
  "cookie",
  "origin",
  "referer",
  "user-agent",
  "accept-language",
  "sec-fetch-site",
  "sec-fetch-mode",
  "sec-fetch-dest",
  "x-forwarded-for",
  "x-fabrico-client-ip",
  "x-forwarded-proto",
  "x-forwarded-host",
];

/**
 * Calls a Better Auth endpoint (`path` below `/api/auth`) on behalf of `request`: same origin,
 * cookies, IP headers and language, JSON body.
 */
export async function callAuth(
  auth: Auth,
  request: Request,
  path: string,
  init: { method?: "GET" | "POST"; body?: Record<string, unknown> } = {},
): Promise<AuthCallResult> {
  const method = init.method ?? "POST";
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (method === "POST") headers.set("content-type", "application/json");
  headers.set("accept", "application/json");
  const url = new URL(`/api/auth${path}`, request.url);
  const res = await auth.handler(
    new Request(url, { method, headers, body: method === "POST" ? JSON.stringify(init.body ?? {}) : undefined }),
  );
  let data: Record<string, unknown> | null = null;
  const text = await res.text();
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      data = parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
    } catch {
      data = null;
    }
  }
  const result: AuthCallResult = { status: res.status, ok: res.ok, data, setCookies: res.headers.getSetCookie() };
  if (res.status === 429) {
    result.code = "TOO_MANY_REQUESTS";
    result.retryAfter = Math.max(1, Number(res.headers.get("x-retry-after")) || 60);
  } else if (!res.ok) {
    result.code =
      typeof data?.code === "string" && data.code ? data.code : res.status >= 500 ? "UNKNOWN" : `HTTP_${res.status}`;
  }
  return result;
}

/** Better Auth codes renamed for the shop's callers (spec §7 `/api/auth/login` answers INVALID_CREDENTIALS). */
const CODE_ALIASES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "INVALID_CREDENTIALS",
  TOO_MANY_REQUESTS: "TOO_MANY_ATTEMPTS",
  BANNED_USER: "ACCOUNT_BANNED",
  INVALID_ORIGIN: "REQUEST_BLOCKED",
  MISSING_OR_NULL_ORIGIN: "REQUEST_BLOCKED",
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "REQUEST_BLOCKED",
  VALIDATION_ERROR: "INVALID_INPUT",
  UNAUTHORIZED: "SESSION_EXPIRED",
  SESSION_NOT_FRESH: "SESSION_EXPIRED",
};

/** The English text of each flow code (the API's `message`; pages translate `auth:errors.<code>`). */
const FLOW_MESSAGES: Record<string, string> = {
  INVALID_CREDENTIALS: "The e-mail or password is not correct",
  EMAIL_NOT_VERIFIED: "Confirm the e-mail address first; a new link was sent",
  ACCOUNT_BANNED: "This account is blocked",
  TOO_MANY_ATTEMPTS: "Too many attempts; try again later",
  PASSWORD_TOO_SHORT: `The password needs at least ${MIN_PASSWORD_LENGTH} characters`,
  PASSWORD_TOO_LONG: `The password may have at most ${MAX_PASSWORD_LENGTH} characters`,
  PASSWORD_TOO_COMMON: "This password is too common or easy to guess",
  INVALID_EMAIL: "The e-mail address is not valid",
  REQUEST_BLOCKED: "The request came from another site",
};

/** The input a flow code is about. */
const FLOW_FIELDS: Record<string, string> = {
  PASSWORD_TOO_SHORT: "password",
  PASSWORD_TOO_LONG: "password",
  PASSWORD_TOO_COMMON: "password",
  INVALID_EMAIL: "email",
  INVALID_PASSWORD: "password",
  INVALID_CODE: "code",
  INVALID_BACKUP_CODE: "code",
};

/** A refused Better Auth call as the error to throw: its status, the shop's code, the cookies it set. */
function flowError(result: AuthCallResult): IdentityRefusal {
  const raw = result.code ?? "UNKNOWN";
  const code = CODE_ALIASES[raw] ?? raw;
  return identityRefusal({
    status: result.status,
    code,
    message: FLOW_MESSAGES[code] ?? code,
    field: FLOW_FIELDS[code],
    retryAfter: result.retryAfter,
    setCookies: result.setCookies,
  });
}

function commonPasswordError(): IdentityRefusal {
  const code = "PASSWORD_TOO_COMMON";
  return identityRefusal({ status: 400, code, message: FLOW_MESSAGES[code] ?? code, field: FLOW_FIELDS[code] });
}

/** The user fields a caller may see (no ban details, no internal flags). */
export function publicUser(raw: unknown): AuthUser {
  const u = (raw ?? {}) as Record<string, unknown>;
  const role = typeof u.role === "string" && u.role ? u.role : "customer";
  return {
    id: String(u.id ?? ""),
    name: String(u.name ?? ""),
    email: String(u.email ?? ""),
    emailVerified: u.emailVerified === true,
    image: typeof u.image === "string" ? u.image : null,
    twoFactorEnabled: u.twoFactorEnabled === true,
    roles: role.split(",").filter(Boolean),
  };
}

/**
 * E-mail + password sign-in. A user with two-factor on gets `twoFactorRedirect` and a short-lived
 * two-factor cookie instead of a session; an unverified address answers EMAIL_NOT_VERIFIED (and
 * Better Auth sends a fresh verification link, landing on /auth/verify).
 * @throws the refusal (core/ports/identity.ts `identityRefusal`): Unauthorized INVALID_CREDENTIALS,
 *   Forbidden EMAIL_NOT_VERIFIED / ACCOUNT_BANNED / REQUEST_BLOCKED, RateLimited TOO_MANY_ATTEMPTS …
 */
export async function signInWithPassword(
  auth: Auth,
  request: Request,
  input: { email: string; password: string; rememberMe?: boolean },
): Promise<SignInResult> {
  const result = await callAuth(auth, request, "/sign-in/email", {
    body: {
      email: input.email.trim(),
      password: input.password,
      rememberMe: input.rememberMe ?? true,
      callbackURL: VERIFY_LANDING_PATH,
    },
  });
  if (!result.ok) throw flowError(result);
  if (result.data?.twoFactorRedirect === true) {
    const methods = Array.isArray(result.data.twoFactorMethods) ? result.data.twoFactorMethods.map(String) : ["totp"];
    return { ok: true, twoFactorRedirect: true, methods, setCookies: result.setCookies };
  }
  return { ok: true, twoFactorRedirect: false, user: publicUser(result.data?.user), setCookies: result.setCookies };
}

/**
 * The second step of a two-factor sign-in: a TOTP code or one of the backup codes, checked
 * against the two-factor cookie set by {@link signInWithPassword}. Success sets the session cookie.
 * @throws the refusal (a wrong or reused code, an expired two-factor cookie, too many attempts)
 */
export async function verifyTwoFactor(
  auth: Auth,
  request: Request,
  input: { method: "totp" | "backup"; code: string; trustDevice?: boolean },
): Promise<{ ok: true; user: AuthUser; setCookies: string[] }> {
  const code = input.method === "totp" ? input.code.replace(/\s+/g, "") : input.code.trim();
  const result = await callAuth(
    auth,
    request,
    input.method === "totp" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code",
    { body: { code, trustDevice: input.trustDevice === true } },
  );
  if (!result.ok) throw flowError(result);
  return { ok: true, user: publicUser(result.data?.user), setCookies: result.setCookies };
}

/**
 * Registration. The answer is the same whether or not the address already has an account
 * (Better Auth returns a stand-in user when e-mail verification is required), so registration
 * does not reveal accounts; a new account gets a verification link landing on /auth/verify (which
 * then goes on to `callbackUrl`, a path already checked by the caller, else /user).
 * @throws Invalid PASSWORD_TOO_COMMON / PASSWORD_TOO_SHORT / INVALID_EMAIL (field named), or another refusal
 */
export async function registerAccount(
  auth: Auth,
  request: Request,
  input: { name: string; email: string; password: string; callbackUrl?: string },
): Promise<{ ok: true; user: AuthUser; setCookies: string[] }> {
  if (isCommonPassword(input.password, [input.name, input.email])) throw commonPasswordError();
  const landing = input.callbackUrl
    ? `${VERIFY_LANDING_PATH}?callbackUrl=${encodeURIComponent(input.callbackUrl)}`
    : VERIFY_LANDING_PATH;
  const result = await callAuth(auth, request, "/sign-up/email", {
    body: { name: input.name.trim(), email: input.email.trim(), password: input.password, callbackURL: landing },
  });
  if (!result.ok) throw flowError(result);
  return { ok: true, user: publicUser(result.data?.user), setCookies: result.setCookies };
}

/**
 * Asks for a password-reset link. Always the same answer for known and unknown addresses (no
 * account enumeration): only a rate limit or a malformed address is reported.
 * @throws RateLimited TOO_MANY_ATTEMPTS | Invalid INVALID_EMAIL / INVALID_INPUT
 */
export async function requestPasswordReset(
  auth: Auth,
  request: Request,
  email: string,
  log?: { warn: (obj: object, msg: string) => void },
): Promise<{ ok: true }> {
  const result = await callAuth(auth, request, "/request-password-reset", {
    body: { email: email.trim(), redirectTo: RESET_LANDING_PATH },
  });
  if (result.status === 429 || result.code === "INVALID_EMAIL" || result.code === "VALIDATION_ERROR") {
    throw flowError(result);
  }
  if (!result.ok) log?.warn({ status: result.status, code: result.code }, "password reset request failed");
  return { ok: true };
}

/**
 * Sets a new password with the token from the reset link; every session of the account ends.
 * @throws Invalid PASSWORD_TOO_COMMON (field `password`) / INVALID_TOKEN, or another refusal
 */
export async function resetPassword(
  auth: Auth,
  request: Request,
  input: { token: string; newPassword: string },
): Promise<{ ok: true }> {
  if (isCommonPassword(input.newPassword)) throw commonPasswordError();
  const result = await callAuth(auth, request, "/reset-password", {
    body: { token: input.token, newPassword: input.newPassword },
  });
  if (!result.ok) throw flowError(result);
  return { ok: true };
}

/**
 * Sends a fresh verification link (expired-link page). Same answer for any address.
 * @throws RateLimited TOO_MANY_ATTEMPTS | Invalid INVALID_EMAIL / INVALID_INPUT
 */
export async function resendVerification(auth: Auth, request: Request, email: string): Promise<{ ok: true }> {
  const result = await callAuth(auth, request, "/send-verification-email", {
    body: { email: email.trim(), callbackURL: VERIFY_LANDING_PATH },
  });
  if (result.status === 429 || result.code === "VALIDATION_ERROR" || result.code === "INVALID_EMAIL") {
    throw flowError(result);
  }
  return { ok: true };
}

/** Ends the request's session; `setCookies` clear the session cookies. */
export async function signOut(auth: Auth, request: Request): Promise<{ setCookies: string[] }> {
  const result = await callAuth(auth, request, "/sign-out", { body: {} });
  return { setCookies: result.setCookies };
}

/** The signed-in user of `request`, or null. */
export async function sessionUser(auth: Auth, request: Request): Promise<AuthUser | null> {
  const session = await auth.api.getSession({ headers: request.headers });
  return session ? publicUser(session.user) : null;
}
