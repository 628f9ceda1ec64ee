import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import { z } from "zod";
import { PASSWORD_LIMITS, signInSchema } from "../../../core/accounts/schemas.ts";

import {
  AuthCard,
  CheckboxField,
  Notice,
  PasswordField,
  SubmitButton,
  linkClass,
  EmailField,
  FormErrorNotice,
} from "../../components/auth/auth-form.tsx";
import { AUTH_FORM, authContext, cookieHeaders, refusedForm } from "../../lib/auth-pages.server.ts";
import { formAction } from "../../lib/form-action.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { DEFAULT_CALLBACK_URL, checkCallbackUrl } from "../../../core/shared/callback-url.ts";
import { pageContext } from "../../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/sign-in";
import { rootText } from "../../lib/i18n.ts";

/** Messages the sign-in page can open with, from its query. */
type SignInNotice = "sessionRequired" | "callbackRefused" | "passwordReset" | "verified";

/** The sign-in form: the verb's input and the page's hidden `callbackUrl` (checked before use). */
const signInForm = signInSchema.extend({ callbackUrl: z.string().optional() });

/** Sign-in (spec §2 `/auth/auth`): `?callbackUrl=` (same-site paths only), `?error=SessionRequired`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const url = new URL(request.url);
  const callback = checkCallbackUrl(url.searchParams.get("callbackUrl"));
  if (ctx.actor) throw redirect(callback.url);
  const notices: SignInNotice[] = [];
  if (url.searchParams.get("error") === "SessionRequired") notices.push("sessionRequired");
  if (callback.error) {
    // spec §8 INVALID_CALLBACK_URL_ERROR: refused, never followed (an open-redirect attempt, or a bad link)
    ctx.log.warn(
      { code: callback.error, callbackUrl: url.searchParams.get("callbackUrl")?.slice(0, 200) },
      "callback URL refused",
    );
    notices.push("callbackRefused");
  }
  if (url.searchParams.has("reset")) notices.push("passwordReset");
  if (url.searchParams.has("verified")) notices.push("verified");
  return {
    notices,
    callbackUrl: callback.url === DEFAULT_CALLBACK_URL ? "" : callback.url,
    email: url.searchParams.get("email")?.slice(0, 254) ?? "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, identity } = authContext(context);
  const submitted = await formAction(
    ctx,
    await request.formData(),
    signInForm,
    ({ email, password, rememberMe }) =>
      identity.signInWithPassword(request, { email, password, rememberMe: rememberMe === true }),
    AUTH_FORM,
  );
  if (!submitted.ok) return refusedForm(submitted);
  const result = submitted.value;
  const callback = checkCallbackUrl(submitted.input.callbackUrl?.trim() || null);
  if (result.twoFactorRedirect) {
    const next = new URLSearchParams();
    if (callback.url !== DEFAULT_CALLBACK_URL) next.set("callbackUrl", callback.url);
    const query = next.toString();
    throw redirect(`/auth/two-factor${query ? `?${query}` : ""}`, { headers: cookieHeaders(result.setCookies) });
  }
  throw redirect(callback.url, { headers: cookieHeaders(result.setCookies, "signed-in") });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: rootText(root, "auth", "signIn.title"),
      description: rootText(root, "auth", "signIn.description"),
      path: "/auth/auth",
      noindex: true,
    },
    root,
  );
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const [form, fields] = useSchemaForm(signInForm, {
    id: "sign-in",
    lastResult: actionData?.reply,
    params: PASSWORD_LIMITS,
    defaultValue: { email: loaderData.email, rememberMe: "on" },
  });
  const typedEmail = fields.email.initialValue;
  const registerHref = loaderData.callbackUrl
    ? `/auth/register?callbackUrl=${encodeURIComponent(loaderData.callbackUrl)}`
    : "/auth/register";
  return (
    <AuthCard
      title={t("signIn.heading")}
      intro={t("signIn.intro")}
      footer={
        <>
          {t("signIn.noAccount")}{" "}
          <Link to={registerHref} className={linkClass}>
            {t("signIn.register")}
          </Link>
        </>
      }
    >
      {loaderData.notices.map((notice) => (
        <Notice
          key={notice}
          tone={notice === "passwordReset" || notice === "verified" ? "success" : "info"}
          testId={`notice-${notice}`}
        >
          {t(`signIn.${notice}`)}
        </Notice>
      ))}
      <FormErrorNotice errors={form.errors} />
      <Form method="post" replace {...getFormProps(form)}>
        {loaderData.callbackUrl ? <input type="hidden" name="callbackUrl" value={loaderData.callbackUrl} /> : null}
        <EmailField
          autoComplete="username"
          defaultValue={typeof typedEmail === "string" ? typedEmail : undefined}
          error={fields.email.errors?.[0]}
        />
        <PasswordField
          name="password"
          label={t("fields.password")}
          autoComplete="current-password"
          error={fields.password.errors?.[0]}
        />
        <div className="mb-5 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <div className="[&>div]:mb-0">
            <CheckboxField
              name="rememberMe"
              label={t("signIn.rememberMe")}
              defaultChecked={fields.rememberMe.initialValue === "on"}
            />
          </div>
          <Link to="/auth/forgot" className={`text-sm ${linkClass}`}>
            {t("signIn.forgot")}
          </Link>
        </div>
        <SubmitButton pendingText={t("signIn.submitting")}>{t("signIn.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
