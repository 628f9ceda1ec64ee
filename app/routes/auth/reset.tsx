import { buttonClass } from "../../components/ui/button.tsx";
import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import { PASSWORD_LIMITS, resetPasswordSchema } from "../../../core/accounts/schemas.ts";

import { AuthCard, PasswordField, SubmitButton, linkClass, FormErrorNotice } from "../../components/auth/auth-form.tsx";
import { AUTH_FORM, authContext, cookieHeaders, refusedForm } from "../../lib/auth-pages.server.ts";
import { formAction } from "../../lib/form-action.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/reset";
import { rootText } from "../../lib/i18n.ts";

/**
 * A new password from the e-mailed link. Better Auth's link checks the token and lands here with
 * `?token=…`, or with `?error=INVALID_TOKEN` when it has expired or was used. With `welcome=1`
 * (an account staff created) it greets the customer choosing a first password.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const valid = !url.searchParams.has("error") && /^[A-Za-z0-9_-]{8,200}$/.test(token);
  // a staff-made account's first password (server/auth/flows.ts INVITE_LANDING_PATH): same form, welcome wording
  return { token: valid ? token : null, welcome: url.searchParams.get("welcome") === "1" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, identity } = authContext(context);
  const result = await formAction(
    ctx,
    await request.formData(),
    resetPasswordSchema,
    ({ token, password }) => identity.resetPassword(request, { token, newPassword: password }),
    AUTH_FORM,
  );
  if (!result.ok) return refusedForm(result);
  throw redirect("/auth/auth?reset=1", { headers: cookieHeaders([]) });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    { title: rootText(root, "auth", "reset.title"), description: "", path: "/auth/reset", noindex: true },
    root,
  );
}

export default function Reset({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const [form, fields] = useSchemaForm(resetPasswordSchema, {
    id: "reset",
    lastResult: actionData?.reply,
    params: PASSWORD_LIMITS,
  });
  if (!loaderData.token || actionData?.code === "INVALID_TOKEN") {
    return (
      <AuthCard title={t("reset.invalidHeading")}>
        <p className="text-sm leading-6 text-stone-700" data-testid="reset-invalid">
          {t("reset.invalidBody")}
        </p>
        <Link to="/auth/forgot" className={buttonClass({ extra: "mt-6 w-full" })}>
          {t("reset.requestNew")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={loaderData.welcome ? t("reset.welcomeHeading") : t("reset.heading")}
      intro={loaderData.welcome ? t("reset.welcomeIntro") : t("reset.intro")}
      footer={
        <Link to="/auth/auth" className={linkClass}>
          {t("forgot.back")}
        </Link>
      }
    >
      <FormErrorNotice errors={form.errors} />
      <Form method="post" replace {...getFormProps(form)}>
        <input type="hidden" name="token" value={loaderData.token} />
        <PasswordField
          name="password"
          label={t("fields.newPassword")}
          autoComplete="new-password"
          isNew
          error={fields.password.errors?.[0]}
        />
        <SubmitButton pendingText={t("reset.submitting")}>{t("reset.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
