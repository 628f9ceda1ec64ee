import { buttonClass } from "../ui/button.tsx";
import { Input } from "../ui/input.tsx";
import { MailCheck } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { useFetcher } from "react-router";
import { NEWSLETTER_CONSENT_TEXT } from "../../../core/marketing/newsletter-consent.ts";
import { newsletterSignupSchema } from "../../../core/marketing/schemas.ts";
import type { Locale } from "../../../core/shared/locale.ts";
import { useDelayedFlag } from "../../lib/use-delayed-flag.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";

/** What the `/newsletter` action answers (see app/routes/newsletter.tsx). */
export type NewsletterResult = { ok: true; email: string } | { ok: false; reply: SubmissionResult<string[]> };

/**
 * The newsletter sign-up form (footer and `/newsletter`): e-mail and an unticked consent box whose
 * text is the one stored with the sign-up (GDPR art. 7; no pre-ticked boxes, CJEU C-673/17). Posts to
 * the `/newsletter` action through a fetcher (stays on the page), or as a plain form without JS. The
 * form is Conform's over `newsletterSignupSchema` (the verb's), so the browser checks it first with the
 * server's texts.
 */
export function NewsletterForm({
  source,
  locale,
  compact = false,
}: {
  source: "footer" | "newsletter-page";
  locale: Locale;
  compact?: boolean;
}) {
  const { t } = useTranslation("newsletter");
  const fetcher = useFetcher<NewsletterResult>({ key: `newsletter-${source}` });
  const id = useId();
  const result = fetcher.data;
  const sending = fetcher.state !== "idle";
  const showSending = useDelayedFlag(sending);
  const [form, fields] = useSchemaForm(newsletterSignupSchema, {
    id: `newsletter-${source}`,
    lastResult: result && !result.ok ? result.reply : undefined,
  });
  if (result?.ok) {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
        data-testid={`newsletter-check-${source}`}
      >
        <MailCheck aria-hidden className="size-5 shrink-0" />
        <div>
          <p className="font-semibold">{t("page.checkTitle")}</p>
          <p className="mt-1">{t("page.checkBody", { email: result.email })}</p>
        </div>
      </div>
    );
  }
  const emailError = fields.email.errors?.[0];
  const consentError = fields.consent.errors?.[0];
  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      {...getFormProps(form)}
      className="space-y-3"
      data-testid={`newsletter-form-${source}`}
    >
      <input type="hidden" name="source" value={source} />
      <div className={compact ? "flex flex-col gap-2 sm:flex-row" : "flex flex-col gap-3 sm:flex-row"}>
        <label htmlFor={`${id}-email`} className="sr-only">
          {t("page.email")}
        </label>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required={fields.email.required}
          maxLength={fields.email.maxLength}
          placeholder={t("page.email")}
          defaultValue={typeof fields.email.initialValue === "string" ? fields.email.initialValue : ""}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
          className="min-w-0 shrink-0 sm:flex-1"
        />
        <button type="submit" disabled={sending} className={buttonClass({ extra: "shrink-0" })}>
          {showSending ? t("page.sending") : t("page.submit")}
        </button>
      </div>
      {emailError ? (
        <p id={`${id}-email-error`} className="text-sm font-medium text-red-700">
          {emailError}
        </p>
      ) : null}
      <label className="flex items-start gap-2.5 text-xs leading-5 text-stone-600">
        <input
          type="checkbox"
          name="consent"
          required={fields.consent.required}
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? `${id}-consent-error` : undefined}
          className="mt-0.5 size-4 shrink-0 rounded border-stone-400 accent-stone-900"
        />
        <span>{NEWSLETTER_CONSENT_TEXT[locale]}</span>
      </label>
      {consentError ? (
        <p id={`${id}-consent-error`} className="text-sm font-medium text-red-700">
          {consentError}
        </p>
      ) : null}
      {form.errors?.[0] ? <p className="text-sm font-medium text-red-700">{form.errors[0]}</p> : null}
    </fetcher.Form>
  );
}
