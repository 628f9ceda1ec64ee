import { inputClass } from "../ui/input.tsx";
import { TextField } from "../ui/form-fields.tsx";
import { Eye, EyeOff } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordStrength } from "../../../core/accounts/password-rules.ts";
import { useDelayedFlag } from "../../lib/use-delayed-flag.ts";

/** What an account form shows when its action fails (a code, the field it names, a rate limit's wait in seconds). */
export interface FormError {
  code: string;
  field?: string;
  retryAfter?: number;
}

/**
 * The translated text of a form error: Better Auth's codes and our own (`auth:errors.*`), "too many
 * attempts, try again in N minutes" for rate limits, and 'Something went wrong' for anything else.
 */
export function authErrorText(t: TFunction, error: FormError | undefined | null): string {
  if (!error) return "";
  if (error.code === "TOO_MANY_ATTEMPTS") {
    return t("auth:errors.TOO_MANY_ATTEMPTS", { count: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) });
  }
  return t(`auth:errors.${error.code}`, {
    defaultValue: t("auth:errors.UNKNOWN"),
    min: MIN_PASSWORD_LENGTH,
    max: MAX_PASSWORD_LENGTH,
  });
}

/** The card every account page sits in: heading, intro, the form, and links under it. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{title}</h1>
        {intro ? <p className="mt-2 text-sm leading-6 text-stone-600">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 text-center text-sm text-stone-600">{footer}</div> : null}
    </section>
  );
}

const TONES = {
  error: "border-red-200 bg-red-50 text-red-800",
  info: "border-sky-200 bg-sky-50 text-sky-900",
  success: "border-brand-100 bg-brand-50 text-brand-800",
} as const;

/** A message above a form: errors are announced at once (`role="alert"`), others politely. */
export function Notice({ tone, children, testId }: { tone: keyof typeof TONES; children: ReactNode; testId?: string }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-testid={testId}
      className={`mb-5 rounded-lg border px-3.5 py-3 text-sm leading-6 ${TONES[tone]}`}
    >
      {children}
    </div>
  );
}

/**
 * A form's refusal as a whole (Conform's `form.errors`, already translated by formAction): the first
 * one as an error notice above the form (`form-error`), nothing when there is none.
 */
export function FormErrorNotice({ errors }: { errors?: readonly string[] | null }) {
  const first = errors?.[0];
  return first ? (
    <Notice tone="error" testId="form-error">
      {first}
    </Notice>
  ) : null;
}

const STRENGTH_COLORS = ["bg-red-500", "bg-red-500", "bg-amber-500", "bg-brand-600", "bg-brand-700"];

/** The e-mail field of the account forms (sign-in uses `autoComplete="username"`). */
export function EmailField({
  defaultValue,
  error,
  autoComplete = "email",
}: {
  defaultValue?: string;
  error?: string;
  autoComplete?: "email" | "username";
}) {
  const { t } = useTranslation("auth");
  return (
    <TextField
      name="email"
      type="email"
      label={t("fields.email")}
      autoComplete={autoComplete}
      inputMode="email"
      required
      maxLength={254}
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/**
 * A password input with a show/hide button and, for new passwords, a strength hint: the rule
 * (server-rendered, so it shows without JavaScript) and a live meter while typing.
 * @param context words a new password must not be built on (name, e-mail), for the hint
 */
export function PasswordField({
  name,
  label,
  error,
  autoComplete,
  isNew = false,
  context = [],
  testId,
}: {
  name: string;
  label: string;
  error?: string;
  autoComplete: "current-password" | "new-password";
  isNew?: boolean;
  context?: readonly string[];
  testId?: string;
}) {
  const { t } = useTranslation("auth");
  const id = useId();
  const [visible, setVisible] = useState(false);
  const [value, setValue] = useState("");
  const strength = isNew && value ? passwordStrength(value, context) : null;
  const describedBy =
    [error ? `${id}-error` : "", isNew ? `${id}-hint` : "", strength ? `${id}-strength` : ""]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          required
          minLength={isNew ? MIN_PASSWORD_LENGTH : undefined}
          maxLength={MAX_PASSWORD_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => setValue(e.target.value)}
          className={`${inputClass} pr-11`}
          data-testid={testId}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-stone-500 hover:text-stone-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {visible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
          <span className="sr-only">{visible ? t("fields.hidePassword") : t("fields.showPassword")}</span>
        </button>
      </div>
      {isNew ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs leading-5 text-stone-500">
          {t("strength.hint", { min: MIN_PASSWORD_LENGTH })}
        </p>
      ) : null}
      {strength ? (
        <div id={`${id}-strength`} className="mt-2" aria-live="polite" data-testid="password-strength">
          <div className="flex gap-1" aria-hidden>
            {[1, 2, 3, 4].map((n) => (
              <span
                key={n}
                className={`h-1.5 flex-1 rounded-full ${n <= Math.max(strength.score, 1) ? STRENGTH_COLORS[strength.score] : "bg-stone-200"}`}
              />
            ))}
          </div>
          <p className="mt-1 text-xs text-stone-600">
            {t("strength.label", { level: t(`strength.levels.${strength.score}`) })}
          </p>
          {strength.common || strength.tooShort ? (
            <p className="mt-0.5 text-xs text-stone-600">
              {strength.common
                ? t("strength.common")
                : t("strength.tooShort", { count: MIN_PASSWORD_LENGTH - value.length })}
            </p>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox with its label (which may hold links) and error. */
export function CheckboxField({
  name,
  label,
  error,
  defaultChecked,
  required,
}: {
  name: string;
  label: ReactNode;
  error?: string;
  defaultChecked?: boolean;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className="mb-4">
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={defaultChecked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-4 shrink-0 rounded border-stone-400 accent-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600"
        />
        <label htmlFor={id} className="text-sm leading-5 text-stone-700">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form's main button; says what is happening while the form is on its way. */
export function SubmitButton({
  children,
  pendingText,
  name,
  value,
  tone = "primary",
}: {
  children: ReactNode;
  pendingText: string;
  name?: string;
  value?: string;
  tone?: "primary" | "danger";
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && (!name || navigation.formData?.get(name) === value);
  // disabled at once (no double send), the "Sending…" text only after the spec's 200 ms loader delay
  const showPending = useDelayedFlag(busy);
  const colors =
    tone === "danger" ? "bg-red-700 hover:bg-red-800 text-white" : "bg-stone-900 hover:bg-stone-700 text-white";
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      aria-busy={busy || undefined}
      className={`inline-flex h-11 w-full items-center justify-center rounded-full px-5 text-sm font-medium ${colors} focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:opacity-70`}
    >
      {showPending ? pendingText : children}
    </button>
  );
}

/** Link styling inside the account pages. */
export const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";
