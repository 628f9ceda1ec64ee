import type { SubmissionResult } from "@conform-to/react";
import type { FormErrorView } from "../catalog-form.tsx";

/**
 * A translated message of the product form as the catalogue's form pieces show it (`Field`,
 * `LocalizedField` of catalog-form.tsx): the text is already in the reader's language, so its code
 * names no `admin-catalog:errors.*` entry and the text itself is shown.
 */
export function formErrorView(field: string, text: string | undefined): FormErrorView | undefined {
  return text ? { code: "FORM", message: text, field } : undefined;
}

/**
 * A field's error view by its Conform name (`slug`, `name.en`, `variants[2].stock`), if it has one;
 * with `within`, the first error of the field or of any field under it (`tags` for `tags[3]`).
 */
export type ErrorOf = (name: string, within?: boolean) => FormErrorView | undefined;

/** The first error of a text in the shop's languages (`<name>.en|pt|es`), for `LocalizedField`. */
export function localizedError(errorOf: ErrorOf, name: string): FormErrorView | undefined {
  return errorOf(`${name}.en`) ?? errorOf(`${name}.pt`) ?? errorOf(`${name}.es`);
}

/**
 * The first message of a form's reply (Conform's `submission.reply()`) for the page's refused-save
 * banner: a form-wide error first, else the first field's, with that field's name.
 */
export function replyErrorView(reply: SubmissionResult<string[]> | undefined): FormErrorView | undefined {
  const errors = Object.entries(reply?.error ?? {}).filter(([, messages]) => messages?.length);
  const [field, messages] = errors.find(([name]) => name === "") ?? errors[0] ?? [];
  const text = messages?.[0];
  return text ? { code: "FORM", message: text, field: field || undefined } : undefined;
}
