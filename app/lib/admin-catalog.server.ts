import { data, redirect } from "react-router";
import { z } from "zod";
import { threeProductOptionsInputSchema } from "../../core/customization/admin-three-product.ts";
import { DomainError, Forbidden, NotFound, Unauthorized, schemaIssue } from "../../core/shared/errors.ts";
import { ADMIN_HEADERS, adminPageError, adminRefusal, adminSignInUrl } from "./admin.server.ts";
import { pageUrl } from "./request-path.ts";

/**
 * Server helpers of the catalogue's admin pages (issue 6, ADR 0013): reading the editor forms into
 * the core input shapes, and turning core's refusals into an action answer the form shows next to
 * the field (400) or as a banner (409), while a missing permission or session still goes to the
 * admin error page or the sign-in.
 */

/** What a catalogue form action answers when a save is refused. `message` is an i18n key or English text. */
export interface CatalogFormError {
  code: string;
  message: string;
  field?: string;
  details?: Record<string, unknown>;
}

/** Runs a save; a refusal becomes `{ error }` with its status (400, 404, 409), the rest is thrown. */
export async function catalogAction<T>(
  request: Request,
  fn: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; response: ReturnType<typeof data<{ error: CatalogFormError }>> }> {
  try {
    return { ok: true, value: await fn() };
  } catch (error) {
    if (error instanceof Unauthorized) {
      throw redirect(adminSignInUrl(pageUrl(request)), { headers: ADMIN_HEADERS });
    }
    if (error instanceof Forbidden) throw adminRefusal("forbidden");
    const issue = schemaIssue(error);
    if (issue) {
      // a schema check: its message (an `admin-catalog:errors.*` key) and the `max`/`min` it names
      const { max, min } = issue.params;
      const body: CatalogFormError = {
        code: "INVALID_INPUT",
        message: issue.message,
        field: issue.field || undefined,
        details: max !== undefined ? { max } : min !== undefined ? { min } : undefined,
      };
      return { ok: false, response: data({ error: body }, { status: 400, headers: ADMIN_HEADERS }) };
    }
    if (error instanceof DomainError && (error.status === 400 || error.status === 409 || error instanceof NotFound)) {
      const body: CatalogFormError = {
        code: error.code,
        message: error.message,
        field: error.field,
        details: (error as { details?: Record<string, unknown> }).details,
      };
      return { ok: false, response: data({ error: body }, { status: error.status, headers: ADMIN_HEADERS }) };
    }
    throw error;
  }
}

/**
 * A refusal a catalogue form's `formAction` must not show on the form (the rule of
 * {@link catalogAction}): a lapsed session redirects to the admin sign-in, a missing permission
 * throws the admin error page (403), both as `adminPageError` answers them. Anything else returns,
 * for the form's reply: unlike `adminFormCall`, a catalogue form shows a missing material, photo or
 * product (`NotFound`) on the form, as it always did.
 * @throws a redirect or the admin refusal response
 */
export function throwStaffRefusal(request: Request, error: DomainError | undefined): void {
  if (error instanceof Unauthorized || error instanceof Forbidden) throw adminPageError(error, request);
}

/**
 * The 3D options form of the product editor (`intent=threeProduct`) as the verb's own schema
 * (`threeProductOptionsInputSchema`, core/customization/admin-three-product.ts): an unticked box is
 * absent from a form, so `active` and each `labels[i].active` missing is false. Fields: `active`,
 * `dyeCodes` (ticked dyes), `defaultDyeCode`, `placements[i].code` + `placements[i].techniques`,
 * `labels[i].code` + `labels[i].active`.
 */
export const threeProductFormSchema = z.preprocess((value: Record<string, unknown>) => {
  if (typeof value !== "object" || value === null) return value;
  const labels = Array.isArray(value.labels) ? value.labels : [];
  return {
    ...value,
    active: value.active ?? false,
    labels: labels.map((label: Record<string, unknown>) => ({ ...label, active: label?.active ?? false })),
  };
}, threeProductOptionsInputSchema);
