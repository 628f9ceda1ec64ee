import { type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { parseForm } from "./form-errors.ts";

/**
 * Conform's `useForm` for a page form whose action runs a verb through `formAction`
 * (app/lib/form-action.server.ts), with the verb's exported schema: the schema's limits become the
 * fields' HTML constraints (`required`, `maxLength`, `min`/`max` …, so the browser checks before
 * JavaScript loads), the browser validates a field when it loses focus and again as it is corrected,
 * with the same parse and the same translated texts as the server ({@link parseForm}), and the
 * action's answer (`lastResult`, Conform's `submission.reply()`) puts the server's refusals on their
 * fields. Spread `getFormProps(form)` on the `<form>` (id, `noValidate` once hydrated, `onSubmit`).
 *
 * ```tsx
 * const [form, fields] = useSchemaForm(addToCartSchema, { id: "add-to-cart", lastResult: actionData?.reply });
 * <Form method="post" {...getFormProps(form)}>…{fields.quantity.errors?.[0]}</Form>
 * ```
 * @param options.params interpolation values the schema's messages need beyond an issue's own
 * @param options.constraintSchema where the HTML constraints come from when `schema` itself has none
 *   Conform can read (a refined and transformed whole, e.g. `addressInputSchema`): its plain fields
 * @returns Conform's `[form, fields]`
 */
export function useSchemaForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  options: {
    id: string;
    lastResult?: SubmissionResult<string[]> | null;
    params?: Record<string, unknown>;
    defaultValue?: Record<string, unknown>;
    constraintSchema?: z.ZodType;
  },
) {
  const { t } = useTranslation();
  const constraintSource = options.constraintSchema ?? schema;
  const constraint = useMemo(() => getZodConstraint(constraintSource), [constraintSource]);
  return useForm<z.input<S>, z.output<S>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue as never,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema, t, options.params) as never,
  });
}
