/**
 * The customer area's security actions (spec §1 "password change, 2FA toggle", §3 "2FA enabled"):
 * change password, confirm the password (account deletion), turn two-factor authentication on and
 * off. Passwords and TOTP secrets belong to Better Auth: like the sign-in flows
 * (server/auth/flows.ts), each call goes through `auth.handler` on behalf of the visitor's
 * request, so Better Auth's rate limits and origin (CSRF) checks apply. Used by the
 * `/user/profile` and `/user/privacy` actions and by `/api/customer/password|delete`. A refusal is
 * thrown (core/ports/identity.ts `identityRefusal`) with its code, status and the input it is about.
 */
import { isCommonPassword } from "../../core/accounts/password-rules.ts";
import { isTotpUri, twoFactorSetup } from "../../core/accounts/two-factor-setup.ts";
import type { Auth } from "./better-auth.ts";
import { type AuthCallResult, callAuth } from "./flows.ts";
import {
  type IdentityLog,
  type IdentityRefusal,
  type SecurityErrorCode,
  type TwoFactorSetup,
  identityRefusal,
} from "../../core/ports/identity.ts";

/** Better Auth codes → ours. */
const CODES: Record<string, SecurityErrorCode> = {
  INVALID_PASSWORD: "INVALID_PASSWORD",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "INVALID_PASSWORD",
  PASSWORD_TOO_SHORT: "PASSWORD_TOO_SHORT",
  PASSWORD_TOO_LONG: "PASSWORD_TOO_LONG",
  INVALID_CODE: "INVALID_CODE",
  INVALID_TWO_FACTOR_AUTHENTICATION: "INVALID_CODE",
  TOTP_ALREADY_ENABLED: "TWO_FACTOR_ALREADY_ENABLED",
  TOTP_NOT_ENABLED: "TWO_FACTOR_NOT_ENABLED",
  TWO_FACTOR_NOT_ENABLED: "TWO_FACTOR_NOT_ENABLED",
  TOO_MANY_REQUESTS: "TOO_MANY_ATTEMPTS",
  UNAUTHORIZED: "SESSION_REQUIRED",
  INVALID_ORIGIN: "REQUEST_BLOCKED",
  MISSING_OR_NULL_ORIGIN: "REQUEST_BLOCKED",
};

/** HTTP status of each error for API callers (a wrong password or code is 401, as the sign-in's). */
export const SECURITY_ERROR_STATUS: Record<SecurityErrorCode, number> = {
  INVALID_PASSWORD: 401,
  INVALID_CODE: 401,
  PASSWORD_TOO_SHORT: 400,
  PASSWORD_TOO_LONG: 400,
  PASSWORD_TOO_COMMON: 400,
  PASSWORD_UNCHANGED: 400,
  TWO_FACTOR_ALREADY_ENABLED: 409,
  TWO_FACTOR_NOT_ENABLED: 409,
  TOO_MANY_ATTEMPTS: 429,
  SESSION_REQUIRED: 401,
  REQUEST_BLOCKED: 403,
  UNKNOWN: 500,
};

/** The English text of each code (the API's `message`; the pages translate `customer:security.errors.<code>`). */
const SECURITY_MESSAGES: Partial<Record<SecurityErrorCode, string>> = {
  INVALID_PASSWORD: "The password is not correct",
  PASSWORD_TOO_SHORT: "The new password is too short (at least 10 characters)",
  PASSWORD_TOO_LONG: "The new password is too long (at most 128 characters)",
  PASSWORD_TOO_COMMON: "The new password is too common; choose another",
  PASSWORD_UNCHANGED: "The new password is the same as the current one",
  TOO_MANY_ATTEMPTS: "Too many attempts; try again later",
  REQUEST_BLOCKED: "The request was blocked (cross-site)",
  SESSION_REQUIRED: "Sign in to continue",
};

/**
 * The refusal to throw for `code`: its status ({@link SECURITY_ERROR_STATUS}) and, as `field`, the
 * input it is about: `passwordField` for a wrong password, `newPassword` for the new password's rules,
 * `code` for a wrong two-factor code.
 */
function refusal(
  code: SecurityErrorCode,
  passwordField: string,
  extra: { retryAfter?: number; setCookies?: readonly string[] } = {},
): IdentityRefusal {
  const field =
    code === "INVALID_PASSWORD"
      ? passwordField
      : code.startsWith("PASSWORD_")
        ? "newPassword"
        : code === "INVALID_CODE"
          ? "code"
          : undefined;
  return identityRefusal({
    status: SECURITY_ERROR_STATUS[code],
    code,
    message: SECURITY_MESSAGES[code] ?? code,
    field,
    ...extra,
  });
}

function failure(result: AuthCallResult, passwordField: string, log?: Logish): IdentityRefusal {
  const code = CODES[result.code ?? ""] ?? (result.status === 401 ? "SESSION_REQUIRED" : "UNKNOWN");
  if (code === "UNKNOWN") log?.warn({ status: result.status, code: result.code }, "account security call failed");
  return refusal(code, passwordField, { retryAfter: result.retryAfter, setCookies: result.setCookies });
}

type Logish = IdentityLog;

/**
 * Changes the password after checking the current one; every other session of the account is
 * signed out (Better Auth `revokeOtherSessions`), and this one gets a fresh session cookie.
 * @param context words the new password must not resemble (name, e-mail)
 * @throws Unauthorized INVALID_PASSWORD (field `currentPassword`) | Invalid PASSWORD_* (field `newPassword`) |
 *   RateLimited TOO_MANY_ATTEMPTS | Forbidden REQUEST_BLOCKED | Unauthorized SESSION_REQUIRED
 */
export async function changePassword(
  auth: Auth,
  request: Request,
  input: { currentPassword: string; newPassword: string; context?: string[] },
  log?: Logish,
): Promise<{ ok: true; setCookies: string[] }> {
  if (input.newPassword === input.currentPassword) throw refusal("PASSWORD_UNCHANGED", "currentPassword");
  if (isCommonPassword(input.newPassword, input.context ?? [])) throw refusal("PASSWORD_TOO_COMMON", "currentPassword");
  const result = await callAuth(auth, request, "/change-password", {
    body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
  });
  if (!result.ok) throw failure(result, "currentPassword", log);
  return { ok: true, setCookies: result.setCookies };
}

/**
 * Checks the signed-in user's password (before deleting the account).
 * @throws Unauthorized INVALID_PASSWORD (field `password`) | RateLimited TOO_MANY_ATTEMPTS | another refusal
 */
export async function confirmPassword(
  auth: Auth,
  request: Request,
  password: string,
  log?: Logish,
): Promise<{ ok: true }> {
  const result = await callAuth(auth, request, "/verify-password", { body: { password } });
  if (!result.ok) throw failure(result, "password", log);
  return { ok: true };
}

/**
 * Step 1 of turning 2FA on: checks the password and makes a new TOTP secret (not active until
 * {@link confirmTwoFactor} succeeds with a first code from the app).
 */
export async function startTwoFactor(
  auth: Auth,
  request: Request,
  password: string,
  log?: Logish,
): Promise<{ ok: true } & TwoFactorSetup> {
  const result = await callAuth(auth, request, "/two-factor/enable", { body: { password } });
  if (!result.ok) throw failure(result, "password", log);
  const uri = result.data?.totpURI;
  if (!isTotpUri(uri)) throw refusal("UNKNOWN", "password");
  return { ok: true, ...(await twoFactorSetup(uri)) };
}

/**
 * Step 2: a first code from the app turns 2FA on. Better Auth replaces the session (new cookie in
 * `setCookies`); the backup codes are read back once, to be shown once.
 */
export async function confirmTwoFactor(
  auth: Auth,
  request: Request,
  input: { userId: string; code: string },
  log?: Logish,
): Promise<{ ok: true; backupCodes: string[]; setCookies: string[] }> {
  const code = input.code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(code)) throw refusal("INVALID_CODE", "password");
  const result = await callAuth(auth, request, "/two-factor/verify-totp", { body: { code } });
  if (!result.ok) throw failure(result, "password", log);
  const codes = await auth.api.viewBackupCodes({ body: { userId: input.userId } });
  return { ok: true, backupCodes: codes.backupCodes, setCookies: result.setCookies };
}

/** Turns 2FA off after checking the password (the session is replaced: new cookie in `setCookies`). */
export async function disableTwoFactor(
  auth: Auth,
  request: Request,
  password: string,
  log?: Logish,
): Promise<{ ok: true; setCookies: string[] }> {
  const result = await callAuth(auth, request, "/two-factor/disable", { body: { password } });
  if (!result.ok) throw failure(result, "password", log);
  return { ok: true, setCookies: result.setCookies };
}

/**
 * Signs every session of the account out (before the account is deleted) and returns the
 * cookies that clear this browser's session.
 */
export async function endAllSessions(auth: Auth, request: Request): Promise<{ setCookies: string[] }> {
  await callAuth(auth, request, "/revoke-sessions", { body: {} });
  const out = await callAuth(auth, request, "/sign-out", { body: {} });
  return { setCookies: out.setCookies };
}
