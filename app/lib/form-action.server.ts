import type { SubmissionResult } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import type { z } from "zod";
import {
  DEFAULT_FAILURE_TEXT,
  type DomainError,
  type Invalid,
  type RateLimited,
  isDomainError,
} from "../../core/shared/errors.ts";
import type { Locale } from "../../core/shared/locale.ts";
import { conformPath, isI18nKey, issueText, parseForm } from "./form-errors.ts";
import { createI18n } from "./i18n.ts";
import { messagesFor } from "./messages.server.ts";

/**
 * One way for a page action to run a form through a core verb (DESIGN rule 2, ADR 0021 "Forms:
 * Conform + one schema"): the form is parsed with the verb's exported Zod schema by Conform
 * (`parseWithZod`, with Conform's coercion of form values: "" → absent, "3" → 3, "on" → true), the
 * verb runs on the parsed value, and a refusal comes back as Conform's `submission.reply(...)`, which
 * the page hands to `useForm({ lastResult })` so each message shows next to its field, with or
 * without JavaScript.
 *
 * Messages are translated into `locale` from the same catalogues (app/locales) the API's one
 * mapper uses (server/middleware/error-mapper.ts → server/api/field-messages.ts), by the same rule:
 * - a schema failure (the form's own parse, or an `Invalid` with `issues` from core's `parseInput`)
 *   → every failed field gets its issue's message; an `ns:key` message is translated with the issue's
 *   params (`max`, `min`, the schema's own such as a postcode `example`, and an address field's limits);
 * - any other domain error → its text on `error.field` when it names one, else a form error; the text
 *   is its `ns:key` message translated, else `<ns>:errors.<code>` of the page's namespaces
 *   (`options.ns`, then `common`), else the page's `<ns>:errors.generic`, else the error's own message;
 * - anything else is rethrown (the route's error boundary shows 'Something went wrong', spec §8).
 *
 * Field names in the reply are Conform's paths (`lines[0].quantity`), turned from core's dotted
 * paths (`lines.0.quantity`).
 *
 * ```ts
 * const result = await formAction(ctx, await request.formData(), addToCartSchema, (input) => addToCart(ctx, { ...input, cart: ref }), { ns: "cart" });
 * if (!result.ok) return data({ reply: result.reply }, { status: result.status });
 * result.value; // what the verb returned
 * ```
 * @param verb runs the core call with the parsed input; a thrown domain error becomes the reply
 * @param options.ns i18n namespaces (first first) whose `errors.<CODE>` name a domain error's code
 * @param options.hideFields fields whose typed value the reply leaves out (passwords)
 * @param options.explain the page's own texts for some domain errors (e.g. an OUT_OF_STOCK message
 *   that needs the units left): return the field/form errors (already translated), or undefined for the rule above
 * @returns `{ ok: true, value, input }` (the verb's answer and the parsed input), or
 *   `{ ok: false, status, reply, error?, input? }`: `status` is 400 for a failed parse, else the domain
 *   error's HTTP status; `error` and `input` are there when the verb ran and threw a domain error
 * @throws whatever the verb throws that is not a domain error
 */
export async function formAction<S extends z.ZodType, R>(
  ctx: { locale: Locale },
  form: FormData | URLSearchParams,
  schema: S,
  verb: (input: z.output<S>) => Promise<R> | R,
  options: FormActionOptions<z.output<S>> = {},
): Promise<FormActionResult<z.output<S>, R>> {
  const t = translatorFor(ctx.locale);
  const submission = parseForm(form, schema, t, options.params);
  const hideFields = options.hideFields;
  if (submission.status !== "success") return { ok: false, status: 400, reply: submission.reply({ hideFields }) };
  const input = submission.value as z.output<S>;
  try {
    return { ok: true, value: await verb(input), input };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const errors = (await options.explain?.(error, input)) ?? domainErrors(t, error, options.ns, options.params);
    return { ok: false, status: error.status, error, input, reply: submission.reply({ ...errors, hideFields }) };
  }
}

/** Options of {@link formAction}. */
export interface FormActionOptions<I = unknown> {
  ns?: string | readonly string[];
  /** Interpolation values the page's messages need beyond an issue's own (e.g. `{ max: MAX_LINE_QUANTITY }`). */
  params?: Record<string, unknown>;
  /** Fields whose typed value must not come back in the reply (a password). */
  hideFields?: string[];
  explain?: (error: DomainError, input: I) => FormErrors | undefined | Promise<FormErrors | undefined>;
}

/** Translated errors for Conform's `reply`: by field name, and for the form as a whole. */
export interface FormErrors {
  fieldErrors?: Record<string, string[]>;
  formErrors?: string[];
}

/** What {@link formAction} answers. `reply` goes to the page as its `lastResult`. */
export type FormActionResult<I, R> =
  | { ok: true; value: R; input: I }
  | { ok: false; status: number; reply: SubmissionResult<string[]>; error?: DomainError; input?: I };

/**
 * The translated field and form errors of a domain error (the rule of {@link formAction}), for the
 * rare page that runs a verb outside it (e.g. two verbs behind one form).
 */
export function domainErrors(
  t: TFunction,
  error: DomainError,
  ns: string | readonly string[] = [],
  params: Record<string, unknown> = {},
): FormErrors {
  const issues = (error as Partial<Invalid>).issues ?? [];
  if (issues.length > 0) {
    const fieldErrors: Record<string, string[]> = {};
    const formErrors: string[] = [];
    for (const issue of issues) {
      const text = issueText(t, issue, params);
      if (!issue.field) formErrors.push(text);
      else fieldErrors[conformPath(issue.field)] = [...(fieldErrors[conformPath(issue.field)] ?? []), text];
    }
    return { fieldErrors, formErrors };
  }
  const text = codeText(t, error, typeof ns === "string" ? [ns] : ns, params);
  return error.field ? { fieldErrors: { [conformPath(error.field)]: [text] } } : { formErrors: [text] };
}

const translators = new Map<Locale, TFunction>();

/** The pages' i18next `t` for `locale` over every catalogue (server side; one instance per language). */
export function translatorFor(locale: Locale): TFunction {
  let t = translators.get(locale);
  if (!t) {
    t = createI18n(locale, messagesFor(locale)).t;
    translators.set(locale, t);
  }
  return t;
}

/**
 * A domain error's text: its `ns:key` message, else `<ns>:errors.<code>` of the page's namespaces or
 * `common`, else the page's `<ns>:errors.generic`, else its message. Interpolated with the page's
 * `params`, the error's `details`, and for a rate limit its wait in whole minutes as `count` (at least
 * 1; i18next's plural forms: "try again in 2 minutes").
 */
function codeText(
  t: TFunction,
  error: DomainError,
  ns: readonly string[],
  pageParams: Record<string, unknown>,
): string {
  const details = (error as { details?: unknown }).details;
  const params = { ...pageParams, ...rateLimitWait(error), ...(details && typeof details === "object" ? details : {}) };
  if (isI18nKey(error.message)) return t(error.message, { ...params, defaultValue: error.message });
  const keys = [...[...ns, "common"].map((n) => `${n}:errors.${error.code}`), ...ns.map((n) => `${n}:errors.generic`)];
  return t(keys, { ...params, defaultValue: error.message || DEFAULT_FAILURE_TEXT });
}

/**
 * A rate limit's wait as a message parameter: `{ count }` in whole minutes (at least 1; i18next's
 * plural forms, "try again in 2 minutes"); `{}` for any other error.
 */
export function rateLimitWait(error: DomainError): { count?: number } {
  if (!isDomainError(error, "RateLimited")) return {};
  return { count: Math.max(1, Math.ceil((error as RateLimited).retryAfterSeconds / 60)) };
}
