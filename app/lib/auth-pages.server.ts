/**
 * Shared pieces of the account pages' loaders and actions (app/routes/auth/*): the auth instance
 * from the load context, cookie forwarding, the one-shot "flash" cookie the header reads, and the
 * answer of a refused form (forms run through `formAction` with the verbs' schemas, core/accounts/schemas.ts).
 */
import { type RouterContextProvider, data } from "react-router";
import { refusalCookies } from "../../core/ports/identity.ts";
import type { SubmissionResult } from "@conform-to/zod/v4";
import { PASSWORD_LIMITS } from "../../core/accounts/schemas.ts";
import type { DomainError } from "../../core/shared/errors.ts";
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
