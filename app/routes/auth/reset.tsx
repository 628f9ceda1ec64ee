import { buttonClass } from "../../components/ui/button.tsx";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";

import {
  AuthCard,
  Notice,
  PasswordField,
  SubmitButton,
  linkClass,
  useAuthErrorText,
} from "../../components/auth/auth-form.tsx";
import { authContext, cookieHeaders, field, formError, passwordField, refused } from "../../lib/auth-pages.server.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../../core/accounts/password-rules.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/reset";

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
  const { identity } = authContext(context);
  const form = await request.formData();
  const token = field(form, "token");
  const newPassword = passwordField(form, "password");
  if (newPassword.length < MIN_PASSWORD_LENGTH) return formError({ code: "PASSWORD_TOO_SHORT" }, {});
  if (newPassword.length > MAX_PASSWORD_LENGTH) return formError({ code: "PASSWORD_TOO_LONG" }, {});
  const result = await identity.resetPassword(request, { token, newPassword }).catch(refused);
  if (result instanceof Error) return formError(result, {});
  throw redirect("/auth/auth?reset=1", { headers: cookieHeaders([]) });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  const messages = root?.messages.auth as { reset?: { title?: string } } | undefined;
  return seoMeta(
    { title: messages?.reset?.title ?? "Choose a new password", description: "", path: "/auth/reset", noindex: true },
    root,
  );
}

export default function Reset({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const errorText = useAuthErrorText();
  const error = actionData?.error;
  if (!loaderData.token || error?.code === "INVALID_TOKEN") {
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
      {error && error.field !== "password" ? (
        <Notice tone="error" testId="form-error">
          {errorText(error)}
        </Notice>
      ) : null}
      <Form method="post" replace>
        <input type="hidden" name="token" value={loaderData.token} />
        <PasswordField
          name="password"
          label={t("fields.newPassword")}
          autoComplete="new-password"
          isNew
          error={error?.field === "password" ? errorText(error) : undefined}
        />
        <SubmitButton pendingText={t("reset.submitting")}>{t("reset.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
