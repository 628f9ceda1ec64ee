/**
 * What the shop needs from its identity provider (issue 16, ADR 0019): the account flows the sign-in
 * pages and the customer area run, and staff-made accounts. Implemented with Better Auth in
 * server/auth/identity.ts; pages reach it as `identity` in their load context, the API routes
 * through the same implementation. Every call acts on behalf of the visitor's `request` (its cookies,
 * origin and IP, so the provider's rate limits and CSRF checks apply); `setCookies` are the
 * `Set-Cookie` values to put on the response.
 *
 * A refusal is thrown (ADR 0021 "One error model") as one of core's error classes, chosen by the
 * provider's HTTP status ({@link identityRefusal}), with a stable `code` that is the UI's message key
 * (`auth:errors.<code>`, `customer:security.errors.<code>`) and the cookies the provider set anyway
 * ({@link refusalCookies}); the API's one mapper and the pages' one mapping answer it like any
 * other domain error.
 */
import { Conflict, DomainError, Forbidden, Invalid, RateLimited, Unauthorized, Unavailable } from "../shared/errors.ts";
import type { Locale } from "../shared/locale.ts";

/** The public part of an account (no ban details, no internal flags). */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  twoFactorEnabled: boolean;
  roles: string[];
}

/** A refused account call: a domain error with the `Set-Cookie` values the provider sent with its refusal. */
export type IdentityRefusal = DomainError & { readonly setCookies: readonly string[] };

/**
 * The error an adapter throws for a refused call, by the provider's HTTP status: 400 `Invalid`
 * (on `field`), 401 `Unauthorized`, 403 `Forbidden`, 409 `Conflict`, 429 `RateLimited`
 * (`retryAfter` seconds, 60 when unknown), 5xx `Unavailable` (code `AUTH_UNAVAILABLE`: the provider
 * could not answer), any other status a `DomainError` with it.
 */
export function identityRefusal(refusal: {
  status: number;
  code: string;
  message: string;
  field?: string;
  retryAfter?: number;
  setCookies?: readonly string[];
}): IdentityRefusal {
  const { status, code, message, field } = refusal;
  const error =
    status === 400
      ? new Invalid(message, field, code)
      : status === 401
        ? new Unauthorized(message, code, field)
        : status === 403
          ? new Forbidden(message, code)
          : status === 409
            ? new Conflict(message, code)
            : status === 429
              ? new RateLimited(refusal.retryAfter ?? 60, message, code)
              : status >= 500
                ? new Unavailable("The account service could not answer", "AUTH_UNAVAILABLE")
                : new DomainError(status, code, message, field);
  return Object.assign(error, { setCookies: refusal.setCookies ?? [] });
}

/** The `Set-Cookie` values a refused account call carries (none for any other error), by shape. */
export function refusalCookies(error: unknown): readonly string[] {
  const cookies = (error as { setCookies?: unknown } | null)?.setCookies;
  return Array.isArray(cookies) ? (cookies as string[]) : [];
}

/** A password sign-in: signed in, or asked for the second factor (a short-lived two-factor cookie is set). */
export type SignInResult =
  | { ok: true; twoFactorRedirect: false; user: AuthUser; setCookies: string[] }
  | { ok: true; twoFactorRedirect: true; methods: string[]; setCookies: string[] };

/** Codes of a refused security action (UI key `customer:security.errors.<code>`). */
export type SecurityErrorCode =
  | "INVALID_PASSWORD"
  | "PASSWORD_TOO_SHORT"
  | "PASSWORD_TOO_LONG"
  | "PASSWORD_TOO_COMMON"
  | "PASSWORD_UNCHANGED"
  | "INVALID_CODE"
  | "TWO_FACTOR_ALREADY_ENABLED"
  | "TWO_FACTOR_NOT_ENABLED"
  | "TOO_MANY_ATTEMPTS"
  | "SESSION_REQUIRED"
  | "REQUEST_BLOCKED"
  | "UNKNOWN";

/** What the authenticator app needs: the QR code (SVG markup) and the same secret to type in. */
export interface TwoFactorSetup {
  /** `otpauth://totp/…` URI (issuer Fabrico, the account's e-mail). */
  totpURI: string;
  /** The base32 secret in groups of four, for typing into an app. */
  manualKey: string;
  /** The URI as an SVG QR code (server-rendered, no script needed). */
  qrSvg: string;
}

/** Where a flow may report what it could not tell the caller (a logger's `warn`). */
export interface IdentityLog {
  warn(obj: object, msg: string): void;
}

/** Accounts made by staff for a customer (core/customers/admin-customers.ts `createCustomer`). */
export interface AccountPort {
  /** Creates the account (e-mail already verified, role customer). */
  createUser(input: { email: string; name: string }): Promise<{ id: string }>;
  /** E-mails a "choose your password" link in `locale`, landing on the welcome reset page. */
  sendSetPasswordLink(input: { email: string; locale: Locale }): Promise<void>;
}

/** The identity provider's operations (module comment); each refusal is thrown as an {@link IdentityRefusal}. */
export interface IdentityPort {
  /** E-mail + password sign-in; an unverified address answers EMAIL_NOT_VERIFIED (and a fresh link is sent). */
  signInWithPassword(
    request: Request,
    input: { email: string; password: string; rememberMe?: boolean },
  ): Promise<SignInResult>;
  /** The second step of a two-factor sign-in: a TOTP code or a backup code. */
  verifyTwoFactor(
    request: Request,
    input: { method: "totp" | "backup"; code: string; trustDevice?: boolean },
  ): Promise<{ ok: true; user: AuthUser; setCookies: string[] }>;
  /** Registration; the same answer whether or not the address has an account (no enumeration). */
  registerAccount(
    request: Request,
    input: { name: string; email: string; password: string; callbackUrl?: string },
  ): Promise<{ ok: true; user: AuthUser; setCookies: string[] }>;
  /** Asks for a password-reset link; the same answer for known and unknown addresses. */
  requestPasswordReset(request: Request, email: string, log?: IdentityLog): Promise<{ ok: true }>;
  /** Sets a new password with the reset link's token; every session of the account ends. */
  resetPassword(request: Request, input: { token: string; newPassword: string }): Promise<{ ok: true }>;
  /** Sends a fresh verification link; the same answer for any address. */
  resendVerification(request: Request, email: string): Promise<{ ok: true }>;
  /** Ends the request's session. */
  signOut(request: Request): Promise<{ setCookies: string[] }>;
  /** The signed-in account of `request`, or null. */
  sessionUser(request: Request): Promise<AuthUser | null>;
  /** Changes the password (others sessions signed out). `context`: words it must not resemble. */
  changePassword(
    request: Request,
    input: { currentPassword: string; newPassword: string; context?: string[] },
    log?: IdentityLog,
  ): Promise<{ ok: true; setCookies: string[] }>;
  /** Checks the signed-in account's password (before deleting the account). */
  confirmPassword(request: Request, password: string, log?: IdentityLog): Promise<{ ok: true }>;
  /** Step 1 of turning two-factor on: checks the password, makes a secret not active until confirmed. */
  startTwoFactor(request: Request, password: string, log?: IdentityLog): Promise<{ ok: true } & TwoFactorSetup>;
  /** Step 2: a first code from the app turns two-factor on; the backup codes are returned once. */
  confirmTwoFactor(
    request: Request,
    input: { userId: string; code: string },
    log?: IdentityLog,
  ): Promise<{ ok: true; backupCodes: string[]; setCookies: string[] }>;
  /** Turns two-factor off after checking the password. */
  disableTwoFactor(request: Request, password: string, log?: IdentityLog): Promise<{ ok: true; setCookies: string[] }>;
  /** Signs every session of the account out; the cookies clear this browser's. */
  endAllSessions(request: Request): Promise<{ setCookies: string[] }>;
  /** Staff-made accounts; `origin` is the shop's origin the set-password link is built on. */
  staffAccounts(origin: string): AccountPort;
}
