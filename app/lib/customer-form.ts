import type { RootData } from "./root-data.ts";

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

/** A customer-area message for a route's `meta` export (outside React), with `{{name}}` filled. */
export function customerText(
  root: Pick<RootData, "messages"> | undefined,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  let node: unknown = root?.messages.customer;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === "string" ? node : key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ""));
}
