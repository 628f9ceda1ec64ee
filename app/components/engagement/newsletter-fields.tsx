import type { SubmissionResult } from "@conform-to/react";
import MailCheck from "lucide-react/icons/mail-check";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { NEWSLETTER_CONSENT_TEXT } from "../../../core/marketing/newsletter-consent.ts";
import type { Locale } from "../../../core/shared/locale.ts";
import { useDelayedFlag } from "../../lib/use-delayed-flag.ts";
import { buttonClass } from "../ui/button.tsx";
import { Input } from "../ui/input.tsx";

/** What the `/newsletter` action answers (see app/routes/newsletter.tsx). */
export type NewsletterResult = { ok: true; email: string } | { ok: false; reply: SubmissionResult<string[]> };

/** The limits of `newsletterSignupSchema` (core/marketing/schemas.ts) as HTML constraints, for forms without Zod. */
export const SIGNUP_CONSTRAINTS = { emailRequired: true, emailMaxLength: 254, consentRequired: true };

/** "Check your inbox" after a sign-up went through. */
export function NewsletterCheck({ source, email }: { source: string; email: string }) {
  const { t } = useTranslation("newsletter");
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
      data-testid={`newsletter-check-${source}`}
    >
      <MailCheck aria-hidden className="size-5 shrink-0" />
      <div>
        <p className="font-semibold">{t("page.checkTitle")}</p>
        <p className="mt-1">{t("page.checkBody", { email })}</p>
      </div>
    </div>
  );
}

/**
 * The fields of a newsletter sign-up form (inside its `<form>`): source, e-mail, the consent box with the stored
 * consent text, the errors given, and the submit button ("Sending…" after the loader delay).
 */
export function NewsletterFields(props: {
  id: string;
  source: "footer" | "newsletter-page";
  locale: Locale;
  compact: boolean;
  sending: boolean;
  emailError?: string;
  consentError?: string;
  formError?: string;
  emailDefault?: string;
  constraints: { emailRequired?: boolean; emailMaxLength?: number; consentRequired?: boolean };
}) {
  const { t } = useTranslation("newsletter");
  const { id, emailError, consentError, constraints } = props;
  const showSending = useDelayedFlag(props.sending);
  return (
    <>
      <input type="hidden" name="source" value={props.source} />
      <div className={props.compact ? "flex flex-col gap-2 sm:flex-row" : "flex flex-col gap-3 sm:flex-row"}>
        <label htmlFor={`${id}-email`} className="sr-only">
          {t("page.email")}
        </label>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required={constraints.emailRequired}
          maxLength={constraints.emailMaxLength}
          placeholder={t("page.email")}
          defaultValue={props.emailDefault ?? ""}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
          className="min-w-0 shrink-0 sm:flex-1"
        />
        <button type="submit" disabled={props.sending} className={buttonClass({ extra: "shrink-0" })}>
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
          required={constraints.consentRequired}
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? `${id}-consent-error` : undefined}
          className="mt-0.5 size-4 shrink-0 rounded border-stone-400 accent-stone-900"
        />
        <span>{NEWSLETTER_CONSENT_TEXT[props.locale]}</span>
      </label>
      {consentError ? (
        <p id={`${id}-consent-error`} className="text-sm font-medium text-red-700">
          {consentError}
        </p>
      ) : null}
      {props.formError ? <p className="text-sm font-medium text-red-700">{props.formError}</p> : null}
    </>
  );
}

/**
 * The footer's newsletter sign-up (issue 17's JS budget): the same fields and the same `/newsletter` action as the
 * page's form, without Conform and Zod in every page's JavaScript — the browser checks the fields by their HTML
 * constraints (the schema's limits), and the action's refusals (translated, on their fields) show under them.
 */
export function FooterNewsletterForm({ locale }: { locale: Locale }) {
  const fetcher = useFetcher<NewsletterResult>({ key: "newsletter-footer" });
  const id = useId();
  const result = fetcher.data;
  if (result?.ok) return <NewsletterCheck source="footer" email={result.email} />;
  const errors = result?.reply.error ?? {};
  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      id="newsletter-footer"
      className="space-y-3"
      data-testid="newsletter-form-footer"
    >
      <NewsletterFields
        id={id}
        source="footer"
        locale={locale}
        compact
        sending={fetcher.state !== "idle"}
        emailError={errors.email?.[0]}
        consentError={errors.consent?.[0]}
        formError={errors[""]?.[0]}
        emailDefault={typeof result?.reply.initialValue?.email === "string" ? result.reply.initialValue.email : ""}
        constraints={SIGNUP_CONSTRAINTS}
      />
    </fetcher.Form>
  );
}
