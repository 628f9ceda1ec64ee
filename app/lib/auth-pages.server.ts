/**
 * Shared pieces of the account pages' loaders and actions (app/routes/auth/*): the auth instance
 * from the load context, cookie forwarding, the one-shot "flash" cookie the header reads, and the
 * answer of a refused form (forms run through `formAction` with the verbs' schemas, core/accounts/schemas.ts).
 */
import { type RouterContextProvider, data } from "react-router";
import { refusalCookies } from "../../core/ports/identity.ts";
import type { SubmissionResult } from "@conform-to/zod/v4";
import { PASSWORD_LIMITS } from "../../core/accounts/schemas.ts";
import { type DomainError, type RateLimited, isDomainError } from "../../core/shared/errors.ts";
import { pageContext } from "./context.server.ts";
import type { FormActionOptions } from "./form-action.server.ts";
import { FLASH_COOKIE, type FlashKind } from "./flash.ts";

/** The request's ctx and its identity provider (`ctx.services.identity`, Better Auth). */
export function authContext(context: Readonly<RouterContextProvider>) {
  const { ctx } = context.get(pageContext);
  return { ctx, identity: ctx.services.identity };
}

/** Headers carrying Better Auth's cookies (and optionally a flash for the next page). */
export function cookieHeaders(setCookies: readonly string[], flash?: FlashKind): Headers {
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  if (flash) headers.append("Set-Cookie", `${FLASH_COOKIE}=${flash}; Path=/; Max-Age=60; SameSite=Lax`);
  return headers;
}

/**
 * `formAction`'s options for an account form (app/lib/form-action.server.ts, the one mapping of a
 * refusal): the `auth` catalogue (`auth:errors.<CODE>`, else `auth:errors.generic`), the password's
 * length limits for its messages, and the password never sent back in the reply.
 */
export const AUTH_FORM = {
  ns: "auth",
  params: PASSWORD_LIMITS,
  hideFields: ["password"],
} as const satisfies FormActionOptions;

/**
 * The answer of an account form `formAction` refused: `reply` (Conform's, for `useSchemaForm`'s
 * `lastResult`) and `code` (the refusal's, for pages that change on one, e.g. `INVALID_TOKEN`), plus
 * the page's `extra` (which of its forms), with the status (5xx as 500) and any cookies the identity
 * provider set with its refusal. The account pages and the customer area's password forms use it.
 */
export function refusedForm<E extends Record<string, unknown> = Record<never, never>>(
  result: { status: number; reply: SubmissionResult<string[]>; error?: DomainError },
  extra?: E,
) {
  const status = result.status >= 500 ? 500 : result.status;
  return data(
    { ...(extra as E), reply: result.reply, code: result.error?.code },
    { status, headers: cookieHeaders(refusalCookies(result.error)) },
  );
}

/** The two-factor cookie of a password sign-in in progress (`fabrico.two_factor`, `__Secure-` behind TLS). */
export function hasTwoFactorCookie(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?fabrico\.two_factor=/.test(request.headers.get("cookie") ?? "");
}

/*
 * The hand-read form of the back-office sign-in (app/routes/admin/auth.tsx) until that page moves to
 * `formAction` like the account pages: its error shape, field mapping and field readers. No account
 * page uses them.
 */

/** What an account form shows when its action fails. */
export interface FormError {
  code: string;
  field?: string;
  retryAfter?: number;
}

/** Which form field a flow error belongs to, so the field gets `aria-invalid` and the message. */
const FIELD_OF_CODE: Record<string, string> = {
  INVALID_EMAIL: "email",
  EMAIL_REQUIRED: "email",
  PASSWORD_REQUIRED: "password",
  PASSWORD_TOO_SHORT: "password",
  PASSWORD_TOO_LONG: "password",
  PASSWORD_TOO_COMMON: "password",
  INVALID_PASSWORD: "password",
  FIRST_NAME_REQUIRED: "firstName",
  LAST_NAME_REQUIRED: "lastName",
  TERMS_REQUIRED: "acceptTerms",
  CODE_REQUIRED: "code",
  INVALID_CODE: "code",
  INVALID_BACKUP_CODE: "code",
};

/**
 * The back-office sign-in's mapping of a refused account call (`.catch(refused)`): a domain error (the identity
 * port throws core's error classes, core/ports/identity.ts) is answered to the form; anything else is
 * thrown on to the route's error boundary.
 */
export function refused(error: unknown): DomainError {
  if (isDomainError(error)) return error;
  throw error;
}

/**
 * The action's answer when something is wrong: the error (plus `values` to refill the form; never
 * a password) with its status (5xx as 500), the wait of a rate limit, and any cookies Better Auth
 * set anyway. `error` is a refused call ({@link refused}) or a form check's `{ code }` (400).
 */
export function formError<V extends Record<string, unknown>>(
  error: DomainError | { code: string; status?: number; field?: string },
  values: V,
) {
  const status = error.status || 400;
  const setCookies = refusalCookies(error);
  const retryAfter = isDomainError(error, "RateLimited") ? (error as RateLimited).retryAfterSeconds : undefined;
  const field = error.field || FIELD_OF_CODE[error.code];
  const body: { error: FormError; values: V } = {
    error: { code: error.code, ...(field ? { field } : {}), ...(retryAfter ? { retryAfter } : {}) },
    values,
  };
  return data(body, { status: status >= 500 ? 500 : status, headers: cookieHeaders(setCookies) });
}

/** A form field as a trimmed string ("" when absent or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** A password field as typed (not trimmed: spaces may be part of it). */
export function passwordField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export { looksLikeEmail } from "./email-check.ts";
