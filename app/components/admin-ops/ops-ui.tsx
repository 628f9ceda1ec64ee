import type { RootData } from "../../lib/root-data.ts";

/**
 * Shared bits of the order, quote, coupon and content back-office pages (issue 6, ADR 0014):
 * texts of the `admin-ops` namespace outside React (page titles in `meta`), and the form classes.
 */

/** A text of the `admin-ops` namespace from the root data (for `meta`, which has no hooks). */
export function opsText(
  root: Pick<RootData, "messages"> | undefined,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  let node: unknown = root?.messages["admin-ops"];
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === "string" ? node : key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ""));
}

export const inputClass =
  "block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-400 focus:border-stone-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:text-sm";
export const textareaClass =
  "block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-400 focus:border-stone-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:text-sm";
export const labelClass = "mb-1.5 block text-sm font-medium text-stone-800";
export const buttonPrimary =
  "inline-flex h-11 items-center justify-center gap-2 rounded-full bg-stone-900 px-5 text-sm font-medium text-white hover:bg-stone-700 disabled:opacity-60 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2";
export const buttonSecondary =
  "inline-flex h-11 items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-5 text-sm font-medium text-stone-900 hover:bg-stone-50 disabled:opacity-60 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";
export const buttonDanger =
  "inline-flex h-11 items-center justify-center gap-2 rounded-full border border-red-300 bg-white px-5 text-sm font-medium text-red-800 hover:bg-red-50 disabled:opacity-60 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600";
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
