import { inputClass as uiInput, labelClass as uiLabel, textareaClass as uiTextarea } from "../ui/input.tsx";
import { buttonClass } from "../ui/button.tsx";
import { rootText, type TextSource } from "../../lib/i18n.ts";

/**
 * Shared bits of the order, quote, coupon and content back-office pages (issue 6, ADR 0014):
 * texts of the `admin-ops` namespace outside React (page titles in `meta`), and the form classes.
 */

/** A text of the `admin-ops` namespace for a route's `meta` export: {@link rootText} in that namespace. */
export function opsText(root: TextSource | undefined, key: string, vars: Record<string, string | number> = {}): string {
  return rootText(root, "admin-ops", key, vars);
}

export const inputClass = uiInput;
export const textareaClass = uiTextarea;
export const labelClass = uiLabel;
export const buttonPrimary = buttonClass();
export const buttonSecondary = buttonClass({ variant: "secondary" });
export const buttonDanger = buttonClass({ variant: "danger" });
export const panelClass = "rounded-2xl border border-stone-200 bg-white p-4 sm:p-6";
export const linkClass =
  "font-medium text-stone-900 underline decoration-stone-300 underline-offset-2 hover:decoration-stone-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

/** A status line after a form: the translated error (role alert) or success (role status). */
export function FormNote({ error, ok }: { error?: string | null; ok?: string | null }) {
  if (error)
    return (
      <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {error}
      </p>
    );
  if (ok)
    return (
      <p role="status" className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
        {ok}
      </p>
    );
  return null;
}
