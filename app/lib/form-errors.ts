import { type SubmissionResult, parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import type { z } from "zod";
import { type AddressField, addressErrorParams } from "../../core/customers/address-rules.ts";
import { type FieldIssue, schemaInvalid } from "../../core/shared/errors.ts";

/**
 * Parsing a form with a verb's schema the way Conform does, with every message in the page's
 * language; the one parse behind both the server's page actions (app/lib/form-action.server.ts)
 * and the browser's validation (app/lib/use-schema-form.ts), so both show the same texts.
 */

/** An i18n key as schemas and core write them: `namespace:dotted.key`. */
const I18N_KEY = /^[\w-]+:[\w.]+$/;

/** Zod's own text for a value that is absent (Conform's "" → undefined). */
const MISSING = /received undefined$/;

/** Whether a message is an i18n key (`ns:dotted.key`) rather than a text. */
export function isI18nKey(message: string): boolean {
  return I18N_KEY.test(message);
}

/**
 * A schema issue's text, by the API mapper's rule (server/api/field-messages.ts `invalidText`): an
 * `ns:key` message translated with the issue's params (`max`, `min`, the schema's own such as a
 * postcode `example`, an address field's limits) over the page's `params`; Zod's own English texts
 * become `common:errors.required` for a missing value, else `common:errors.INVALID_INPUT` (a page
 * speaks the visitor's language).
 * @param params interpolation values the page's messages need beyond the issue's own (e.g. `{ max }`)
 */
export function issueText(t: TFunction, issue: FieldIssue, params: Record<string, unknown> = {}): string {
  if (!isI18nKey(issue.message)) {
    return t(MISSING.test(issue.message) ? "common:errors.required" : "common:errors.INVALID_INPUT");
  }
  const values = {
    ...params,
    ...(issue.message.startsWith("address:") ? addressErrorParams(issue.field.split(".").at(-1) as AddressField) : {}),
    ...issue.params,
  };
  return t(issue.message, { ...values, defaultValue: issue.message });
}

/** Core's dotted path (`lines.0.quantity`) as Conform names the field (`lines[0].quantity`). */
export function conformPath(field: string): string {
  return field.replace(/\.(\d+)(?=\.|$)/g, "[$1]");
}

/**
 * Conform's `parseWithZod` of `form` with `schema` (its coercion: "" → absent, "3" → 3, "on" → true),
 * each error a translated text ({@link issueText}). Because Conform makes an empty field absent, a
 * schema's `min(1, "ns:key")` would never speak for it: for a missing value the schema's own `ns:key`
 * message for the field as typed (uncoerced) is used when it has one.
 * @returns Conform's submission (`status`, `value`, `error` by field name, `reply()`)
 */
export function parseForm<S extends z.ZodType>(
  form: FormData | URLSearchParams,
  schema: S,
  t: TFunction,
  params: Record<string, unknown> = {},
) {
  let uncoerced: Record<string, z.core.$ZodIssue[] | null> | null | undefined;
  const asTyped = (name: string) => {
    if (uncoerced === undefined) {
      const raw = parseWithZod(form, {
        schema,
        disableAutoCoercion: true,
        formatError: (issues: z.core.$ZodIssue[]) => issues,
      });
      uncoerced = raw.status === "success" ? null : raw.error;
    }
    return uncoerced?.[name]?.find((issue) => isI18nKey(issue.message));
  };
  return parseWithZod(form, {
    schema,
    formatError: (issues: z.core.$ZodIssue[]) =>
      issues.map((issue) => {
        const own =
          issue.code === "invalid_type" && MISSING.test(issue.message)
            ? asTyped(conformPath(issue.path.map(String).join(".")))
            : undefined;
        const [field] = schemaInvalid({ issues: [own ?? issue] } as unknown as z.ZodError).issues;
        return field ? issueText(t, field, params) : t("common:errors.INVALID_INPUT");
      }),
  });
}

/**
 * The first message of a Conform reply (`submission.reply(...)`), form-wide errors first, then the
 * fields'; undefined when it has none.
 */
export function firstError(reply: SubmissionResult<string[]> | null | undefined): string | undefined {
  const errors = reply?.error;
  if (!errors) return undefined;
  return [errors[""], ...Object.values(errors)].find((messages) => messages && messages.length > 0)?.[0];
}
