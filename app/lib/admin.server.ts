import { data, redirect } from "react-router";
import type { Actor, Ctx } from "../../core/shared/ctx.ts";
import { DomainError, Forbidden, Invalid, NotFound, Unauthorized } from "../../core/shared/errors.ts";
import { type Permission, hasPermission, isStaff } from "../../core/shared/permissions.ts";
import { checkCallbackUrl } from "../../core/shared/callback-url.ts";
import { pageUrl } from "./request-path.ts";

/**
 * Guards and error mapping of the admin pages (issue 6, ADR 0012). Every admin page's loader and
 * action calls {@link requireStaff} (the layout does too, but a nested loader runs in parallel
 * with it and must not rely on it), then its core calls check the fine-grained permission again.
 * - nobody signed in → 302 to `/admin/auth?callbackUrl=<this page>`;
 * - a staff member without two-factor authentication → 403 `{ reason: "twoFactorRequired" }`;
 * - a shopper, or staff without the page's permission → 403 `{ reason: "forbidden" }`;
 * - core's NotFound → 404 `{ reason: "notFound" }`; Invalid (a hand-edited list URL) → 400
 *   `{ reason: "invalid", field }`.
 */

/** Why an admin page was refused (the `data` of a thrown 4xx). */
export interface AdminRefusal {
  reason: "forbidden" | "twoFactorRequired" | "notFound" | "invalid";
  field?: string;
}

/** Admin pages hold personal data: never cached, never indexed. */
export const ADMIN_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

/** The staff sign-in page that returns to `path` afterwards. */
export function adminSignInUrl(path: string): string {
  const { url } = checkCallbackUrl(path);
  return url.startsWith("/admin") && !url.startsWith("/admin/auth")
    ? `/admin/auth?${new URLSearchParams({ callbackUrl: url })}`
    : "/admin/auth";
}

/** A thrown admin refusal (see the module doc). */
export function adminRefusal(reason: AdminRefusal["reason"], field?: string) {
  const status = reason === "notFound" ? 404 : reason === "invalid" ? 400 : 403;
  return data<AdminRefusal>(field ? { reason, field } : { reason }, { status, headers: ADMIN_HEADERS });
}

function returnPath(request: Request): string {
  return pageUrl(request);
}

/**
 * Lets staff in (and, given one, only staff holding `permission`); otherwise throws the redirect
 * or refusal described at the top of this file.
 */
export function requireStaff(ctx: Pick<Ctx, "actor">, request: Request, permission?: Permission): Actor {
  const actor = ctx.actor;
  if (!actor) throw redirect(adminSignInUrl(returnPath(request)), { headers: ADMIN_HEADERS });
  if (!isStaff(actor)) throw adminRefusal(actor.staffNeedsTwoFactor ? "twoFactorRequired" : "forbidden");
  if (permission && !hasPermission(actor, permission)) throw adminRefusal("forbidden");
  return actor;
}

/**
 * Core's typed errors as admin page responses (thrown by the caller): Unauthorized → sign-in,
 * Forbidden → 403, NotFound → 404, Invalid → 400 with the field; anything else is returned as is.
 */
export function adminPageError(error: unknown, request: Request): unknown {
  if (error instanceof Unauthorized) return redirect(adminSignInUrl(returnPath(request)), { headers: ADMIN_HEADERS });
  if (error instanceof Forbidden) return adminRefusal("forbidden");
  if (error instanceof NotFound) return adminRefusal("notFound");
  if (error instanceof Invalid) return adminRefusal("invalid", error.field);
  if (error instanceof DomainError && error.status === 404) return adminRefusal("notFound");
  return error;
}

/**
 * The verb of an admin page form run through `formAction` (app/lib/form-action.server.ts): access
 * and lookup refusals become the admin responses of {@link adminPageError} (sign-in, 403, 404, thrown
 * past `formAction` to the route), while `Invalid` and the other domain errors reach `formAction`,
 * which answers them on their fields or as the form's error.
 * ```ts
 * const result = await formAction(ctx, form, schema, (input) => adminFormCall(request, () => verb(ctx, input)));
 * ```
 */
export async function adminFormCall<T>(request: Request, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof Invalid) throw error;
    throw adminPageError(error, request);
  }
}

/** Runs a core call of an admin page, mapping its typed errors (see {@link adminPageError}). */
export async function adminCall<T>(request: Request, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw adminPageError(error, request);
  }
}
