import { useTranslation } from "react-i18next";
import { rootText, type TextSource } from "./i18n.ts";

/**
 * Form plumbing of the customer area (`/user/*`), shared by its actions and components. Field
 * errors travel as i18n keys with their parameters (the shared Zod schemas' messages, e.g.
 * `address:errors.postcodeInvalid` + `{ example }`), so the page shows them in its language.
 */
export interface FieldError {
  message: string;
  params?: Record<string, string | number>;
}

export type FieldErrors = Partial<Record<string, FieldError>>;

/** A customer-area text for a route's `meta` export (outside React): {@link rootText} in `customer`. */
export function customerText(
  root: TextSource | undefined,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  return rootText(root, "customer", key, vars);
}

/** The translated text of a field's error (`t(message, params)`), or undefined. */
export function useFieldErrorText(errors: FieldErrors | undefined): (name: string) => string | undefined {
  const { t } = useTranslation("customer");
  return (name) => {
    const error = errors?.[name];
    return error ? t(error.message, { ...error.params, defaultValue: t("errors.invalid") }) : undefined;
  };
}
