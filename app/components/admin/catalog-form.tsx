import { htmlLangTag } from "../../../core/shared/locale.ts";
import { inputClass as uiInput, labelClass as uiLabel, textareaClass as uiTextarea } from "../ui/input.tsx";
import { buttonClass } from "../ui/button.tsx";
import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { rootText, type TextSource } from "../../lib/i18n.ts";

/**
 * Form pieces of the catalogue's admin pages (issue 6): a text in the shop's three languages,
 * plain fields with their error, and the banner that explains a refused save in the reader's
 * language (codes of `admin-catalog:errors.*`, with the counts the server sent).
 */

export const inputClass = uiInput;
export const textareaClass = uiTextarea;
export const labelClass = uiLabel;
export const buttonPrimary = buttonClass();
export const buttonQuiet = buttonClass({ variant: "secondary" });
export const buttonDanger = buttonClass({ variant: "danger" });
export const sectionClass = "rounded-2xl border border-stone-200 bg-white p-4 sm:p-6";

/** A refused save as the action answers it (see app/lib/admin-catalog.server.ts). */
export interface FormErrorView {
  code: string;
  message: string;
  field?: string;
  details?: Record<string, unknown>;
}

/** The reader's text of a refused save: the code's translation, else the message (an i18n key or English). */
export function useErrorText() {
  const { t } = useTranslation("admin-catalog");
  return (error: FormErrorView) => {
    const byCode = t(`errors.${error.code}`, { ...(error.details ?? {}), defaultValue: "" });
    if (byCode) return byCode;
    if (error.message.startsWith("admin-catalog:")) return t(error.message, error.details ?? {});
    return error.message || t("errors.generic");
  };
}

/** The banner above a form after a refused save (focusable, announced). */
export function FormErrorBanner({ error }: { error: FormErrorView | undefined | null }) {
  const text = useErrorText();
  const { t } = useTranslation("admin-catalog");
  if (!error) return null;
  return (
    <div
      role="alert"
      tabIndex={-1}
      className="mb-5 flex gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      data-testid="form-error"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-medium">{text(error)}</p>
        {error.field ? <p className="mt-0.5 text-red-700">{t("form.checkField", { field: error.field })}</p> : null}
      </div>
    </div>
  );
}

/** The error text of `field` (exact, or `name.en` under `name`), if the refused save names it. */
export function fieldError(error: FormErrorView | undefined | null, field: string): FormErrorView | undefined {
  if (!error?.field) return undefined;
  return error.field === field ? error : undefined;
}

/** A labelled input with its error. */
export function Field({
  name,
  label,
  error,
  hint,
  children,
}: {
  name: string;
  label: ReactNode;
  error?: FormErrorView;
  hint?: ReactNode;
  children: (props: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => ReactNode;
}) {
  const text = useErrorText();
  const id = `f-${name.replace(/[^a-zA-Z0-9-]/g, "-")}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    // a required control marks its label with "*" (the form says what it means: form.requiredNote)
    <div className={REQUIRED_MARK}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, "aria-invalid": !!error, "aria-describedby": described })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {text(error)}
        </p>
      ) : null}
    </div>
  );
}

/** Classes of a field wrapper that put a red "*" after its label when its control is required. */
export const REQUIRED_MARK =
  "[&:has(:required)>label]:after:ml-0.5 [&:has(:required)>label]:after:text-red-700 [&:has(:required)>label]:after:content-['*']";

/**
 * Categories in tree order (each parent followed by its sub-categories, by `sortKey`'s order within
 * a level) with their depth (0 for a top-level category), for a nested `<select>`. Categories whose
 * parent is missing are treated as top level.
 */
export function categoryTree<T extends { id: string; parentId: string | null }>(
  categories: readonly T[],
  sortKey: (c: T) => string,
): { category: T; depth: number }[] {
  const ids = new Set(categories.map((c) => c.id));
  const children = new Map<string | null, T[]>();
  for (const c of categories) {
    const parent = c.parentId && ids.has(c.parentId) ? c.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), c]);
  }
  const out: { category: T; depth: number }[] = [];
  const seen = new Set<string>();
  const visit = (parent: string | null, depth: number) => {
    const list = [...(children.get(parent) ?? [])].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
    for (const c of list) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      out.push({ category: c, depth });
      visit(c.id, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}

const LANGS = ["en", "pt", "es"] as const;

/**
 * One text in English, Portuguese and Spanish: three inputs `<name>.en|pt|es` under a legend.
 * @param required which languages must be filled (`all`, `en`, or none)
 */
export function LocalizedField({
  name,
  label,
  value,
  error,
  required = "all",
  multiline = false,
  rows = 3,
  maxLength,
  testId,
}: {
  name: string;
  label: string;
  value?: { en?: string; pt?: string; es?: string } | null;
  error?: FormErrorView | null;
  required?: "all" | "en" | "none";
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  testId?: string;
}) {
  const { t } = useTranslation("admin-catalog");
  const text = useErrorText();
  return (
    <fieldset data-testid={testId}>
      <legend className="mb-2 text-sm font-medium text-stone-800">{label}</legend>
      <div className={multiline ? "grid gap-3" : "grid gap-3 md:grid-cols-3"}>
        {LANGS.map((lang) => {
          const field = `${name}.${lang}`;
          const err = error?.field === field ? error : undefined;
          const id = `f-${name}-${lang}`.replace(/[^a-zA-Z0-9-]/g, "-");
          const isRequired = required === "all" || (required === "en" && lang === "en");
          return (
            <div key={lang} className="min-w-0">
              <label htmlFor={id} className="mb-1 flex items-center gap-1.5 text-xs font-medium text-stone-600">
                <span className="rounded bg-stone-100 px-1.5 py-0.5 font-semibold uppercase text-stone-700">
                  {lang}
                </span>
                {t(`languages.${lang}`)}
                {isRequired ? (
                  <span aria-hidden className="text-red-700">
                    *
                  </span>
                ) : (
                  <span className="text-stone-400">· {t("form.optional")}</span>
                )}
              </label>
              {multiline ? (
                <textarea
                  id={id}
                  name={field}
                  rows={rows}
                  defaultValue={value?.[lang] ?? ""}
                  required={isRequired}
                  maxLength={maxLength}
                  lang={htmlLangTag(lang)}
                  aria-invalid={!!err}
                  aria-describedby={err ? `${id}-error` : undefined}
                  className={textareaClass}
                />
              ) : (
                <input
                  id={id}
                  name={field}
                  defaultValue={value?.[lang] ?? ""}
                  required={isRequired}
                  maxLength={maxLength}
                  lang={htmlLangTag(lang)}
                  aria-invalid={!!err}
                  aria-describedby={err ? `${id}-error` : undefined}
                  className={inputClass}
                />
              )}
              {err ? (
                <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                  {text(err)}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A Localized value's text in the reader's language, falling back to English. */
export function pick(text: { en?: string; pt?: string; es?: string } | null | undefined, lang: string): string {
  if (!text) return "";
  const l = lang === "pt" || lang === "es" ? lang : "en";
  return text[l] || text.en || "";
}

/** A catalogue admin text for a route's `meta` export (outside React): {@link rootText} in `admin-catalog`. */
export function catalogText(
  root: TextSource | undefined,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  return rootText(root, "admin-catalog", key, vars);
}
