import { getFormProps } from "@conform-to/react";
import { useId } from "react";
import { useFetcher } from "react-router";
import { newsletterSignupSchema } from "../../../core/marketing/schemas.ts";
import type { Locale } from "../../../core/shared/locale.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { NewsletterCheck, NewsletterFields, type NewsletterResult } from "./newsletter-fields.tsx";

export type { NewsletterResult } from "./newsletter-fields.tsx";

/**
 * The newsletter sign-up form of the `/newsletter` page: e-mail and an unticked consent box whose text is the one
 * stored with the sign-up (GDPR art. 7; no pre-ticked boxes, CJEU C-673/17). Posts to the `/newsletter` action
 * through a fetcher (stays on the page), or as a plain form without JS. The form is Conform's over
 * `newsletterSignupSchema` (the verb's), so the browser checks it first with the server's texts. The footer has a
 * lighter twin without Conform and Zod (newsletter-fields.tsx `FooterNewsletterForm`, issue 17's JS budget).
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
  const fetcher = useFetcher<NewsletterResult>({ key: `newsletter-${source}` });
  const id = useId();
  const result = fetcher.data;
  const [form, fields] = useSchemaForm(newsletterSignupSchema, {
    id: `newsletter-${source}`,
    lastResult: result && !result.ok ? result.reply : undefined,
  });
  if (result?.ok) return <NewsletterCheck source={source} email={result.email} />;
  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      {...getFormProps(form)}
      className="space-y-3"
      data-testid={`newsletter-form-${source}`}
    >
      <NewsletterFields
        id={id}
        source={source}
        locale={locale}
        compact={compact}
        sending={fetcher.state !== "idle"}
        emailError={fields.email.errors?.[0]}
        consentError={fields.consent.errors?.[0]}
        formError={form.errors?.[0]}
        emailDefault={typeof fields.email.initialValue === "string" ? fields.email.initialValue : ""}
        constraints={{
          emailRequired: fields.email.required,
          emailMaxLength: fields.email.maxLength,
          consentRequired: fields.consent.required,
        }}
      />
    </fetcher.Form>
  );
}
