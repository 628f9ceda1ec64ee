import { type Invalid, isDomainError, schemaIssue } from "../../core/shared/errors.ts";
import { CLIENT_IP_HEADER } from "../../core/shared/secure-request.ts";
import { fileBytes } from "../../core/media/file-bytes.ts";

/**
 * What an engagement form's action answers when it fails: i18n keys per field (`support:errors.*`,
 * `feedback:errors.*`, `newsletter:errors.*`) and a form-wide key. Fields keep what was typed
 * (the page re-renders with `defaultValue`s from `values`).
 */
export interface FormFailure {
  ok: false;
  fieldErrors: Record<string, string>;
  formError: string | null;
  values: Record<string, string>;
}

/**
 * Turns an error thrown by a core call into a {@link FormFailure}: a schema check's issues become field keys,
 * a DomainError its code under `ns:errors.CODE` (on its field when it names one), anything else
 * is rethrown (the route's error boundary shows 'Something went wrong').
 */
export function formFailure(error: unknown, ns: string, values: Record<string, string>): FormFailure {
  if (schemaIssue(error)) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of (error as Invalid).issues) {
      const field = issue.field || "form";
      fieldErrors[field] ??= issue.message.includes(":") ? issue.message : `${ns}:errors.generic`;
    }
    return { ok: false, fieldErrors, formError: null, values };
  }
  if (isDomainError(error)) {
    const key = `${ns}:errors.${error.code}`;
    if (error.field && error.status === 400)
      return { ok: false, fieldErrors: { [error.field]: key }, formError: null, values };
    return { ok: false, fieldErrors: {}, formError: key, values };
  }
  throw error;
}

/** The visitor's network address for rate limits and the consent record (see server/api/store/engagement.ts). */
export function requestIp(request: Request): string | null {
  const trust = process.env.TRUST_PROXY === "true" || process.env.TRUST_PROXY_TLS === "true";
  if (trust) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return request.headers.get(CLIENT_IP_HEADER);
}

/** Files of a multipart field (empty inputs skipped). */
export function filesOf(form: FormData, name: string): Promise<{ name: string; bytes: Uint8Array }[]> {
  return fileBytes(form.getAll(name));
}

/** Engagement pages carry personal data or one-time links: never cached, never indexed. */
export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;
