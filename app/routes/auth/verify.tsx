import { getFormProps } from "@conform-to/react";
import { Trans, useTranslation } from "react-i18next";
import { Form, data, redirect } from "react-router";
import { emailOnlySchema } from "../../../core/accounts/schemas.ts";

import { AuthCard, EmailField, SubmitButton, FormErrorNotice } from "../../components/auth/auth-form.tsx";
import { AUTH_FORM, authContext, cookieHeaders, refusedForm } from "../../lib/auth-pages.server.ts";
import { formAction } from "../../lib/form-action.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { checkCallbackUrl } from "../../../core/shared/callback-url.ts";
import { pageContext } from "../../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/verify";
import { rootText } from "../../lib/i18n.ts";

/**
 * Where the e-mail verification link lands (Better Auth's `/api/auth/verify-email` redirects here).
 * A good link signed the visitor in: on to `/user` (or the `callbackUrl` registration was given) with
 * a welcome toast. An expired or broken link
 * (`?error=TOKEN_EXPIRED`, `INVALID_TOKEN` …) shows a form for a new one. A link opened again
 * later, with nobody signed in, goes to the sign-in page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const url = new URL(request.url);
  const error = url.searchParams.get("error");
  if (error) return { state: error === "TOKEN_EXPIRED" ? ("expired" as const) : ("invalid" as const) };
  const next = checkCallbackUrl(url.searchParams.get("callbackUrl")).url;
  if (ctx.actor) throw redirect(next, { headers: cookieHeaders([], "email-verified") });
  throw redirect("/auth/auth?verified=1");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, identity } = authContext(context);
  const result = await formAction(
    ctx,
    await request.formData(),
    emailOnlySchema,
    ({ email }) => identity.resendVerification(request, email),
    AUTH_FORM,
  );
  if (!result.ok) return refusedForm(result);
  return data({ sent: true as const, email: result.input.email }, { headers: cookieHeaders([]) });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: rootText(root, "auth", "verify.title"),
      description: "",
      path: "/auth/verify",
      noindex: true,
    },
    root,
  );
}

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const [form, fields] = useSchemaForm(emailOnlySchema, {
    id: "verify-resend",
    lastResult: actionData && "reply" in actionData ? actionData.reply : undefined,
  });
  if (actionData && "sent" in actionData) {
    return (
      <AuthCard title={t("verify.sentHeading")}>
        <p role="status" className="text-sm leading-6 text-stone-700" data-testid="verify-sent">
          <Trans
            t={t}
            i18nKey="verify.sentBody"
            values={{ email: actionData.email }}
            components={[<strong key="0" className="break-all" />]}
          />
        </p>
      </AuthCard>
    );
  }
  const typedEmail = fields.email.initialValue;
  const state = loaderData?.state ?? "expired";
  return (
    <AuthCard
      title={state === "expired" ? t("verify.expiredHeading") : t("verify.invalidHeading")}
      intro={state === "expired" ? t("verify.expiredBody") : t("verify.invalidBody")}
    >
      <FormErrorNotice errors={form.errors} />
      <Form method="post" replace {...getFormProps(form)}>
        <EmailField
          defaultValue={typeof typedEmail === "string" ? typedEmail : undefined}
          error={fields.email.errors?.[0]}
        />
        <SubmitButton pendingText={t("verify.submitting")}>{t("verify.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
