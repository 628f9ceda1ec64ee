import { getFormProps } from "@conform-to/react";
import { Trans, useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";
import { emailOnlySchema } from "../../../core/accounts/schemas.ts";

import { AuthCard, EmailField, SubmitButton, linkClass, FormErrorNotice } from "../../components/auth/auth-form.tsx";
import { AUTH_FORM, authContext, cookieHeaders, refusedForm } from "../../lib/auth-pages.server.ts";
import { formAction } from "../../lib/form-action.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/forgot";
import { rootText } from "../../lib/i18n.ts";

/**
 * Password recovery (spec §2 `/auth/forgot`). The answer is the same whether or not an account
 * exists for the address (no account enumeration); only a rate limit or a malformed address is
 * reported.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { identity, ctx } = authContext(context);
  const result = await formAction(
    ctx,
    await request.formData(),
    emailOnlySchema,
    ({ email }) => identity.requestPasswordReset(request, email, ctx.log),
    AUTH_FORM,
  );
  if (!result.ok) return refusedForm(result);
  return data({ sent: true as const, email: result.input.email }, { headers: cookieHeaders([]) });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: rootText(root, "auth", "forgot.title"),
      description: rootText(root, "auth", "forgot.description"),
      path: "/auth/forgot",
      noindex: true,
    },
    root,
  );
}

export default function Forgot({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const [form, fields] = useSchemaForm(emailOnlySchema, {
    id: "forgot",
    lastResult: actionData && "reply" in actionData ? actionData.reply : undefined,
  });
  const back = (
    <Link to="/auth/auth" className={linkClass}>
      {t("forgot.back")}
    </Link>
  );
  if (actionData && "sent" in actionData) {
    return (
      <AuthCard title={t("forgot.sentHeading")} footer={back}>
        <p role="status" className="text-sm leading-6 text-stone-700" data-testid="forgot-sent">
          <Trans
            t={t}
            i18nKey="forgot.sentBody"
            values={{ email: actionData.email }}
            components={[<strong key="0" className="break-all" />]}
          />
        </p>
      </AuthCard>
    );
  }
  const typedEmail = fields.email.initialValue;
  return (
    <AuthCard title={t("forgot.heading")} intro={t("forgot.intro")} footer={back}>
      <FormErrorNotice errors={form.errors} />
      <Form method="post" replace {...getFormProps(form)}>
        <EmailField
          defaultValue={typeof typedEmail === "string" ? typedEmail : undefined}
          error={fields.email.errors?.[0]}
        />
        <SubmitButton pendingText={t("forgot.submitting")}>{t("forgot.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
