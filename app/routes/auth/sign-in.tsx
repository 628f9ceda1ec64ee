import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";

import {
  AuthCard,
  CheckboxField,
  Notice,
  PasswordField,
  SubmitButton,
  linkClass,
  useAuthErrorText,
  EmailField,
  FormErrorNotice,
} from "../../components/auth/auth-form.tsx";
import {
  authContext,
  cookieHeaders,
  field,
  formError,
  looksLikeEmail,
  passwordField,
  refused,
} from "../../lib/auth-pages.server.ts";
import { DEFAULT_CALLBACK_URL, checkCallbackUrl } from "../../../core/shared/callback-url.ts";
import { pageContext } from "../../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/sign-in";

/** Messages the sign-in page can open with, from its query. */
type SignInNotice = "sessionRequired" | "callbackRefused" | "passwordReset" | "verified";

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
  const { identity } = authContext(context);
  const form = await request.formData();
  const email = field(form, "email");
  const password = passwordField(form, "password");
  const rememberMe = form.get("rememberMe") === "on";
  const callback = checkCallbackUrl(field(form, "callbackUrl") || null);
  const values = { email, rememberMe };
  if (!email) return formError({ code: "EMAIL_REQUIRED" }, values);
  if (!looksLikeEmail(email)) return formError({ code: "INVALID_EMAIL" }, values);
  if (!password) return formError({ code: "PASSWORD_REQUIRED" }, values);
  const result = await identity.signInWithPassword(request, { email, password, rememberMe }).catch(refused);
  if (result instanceof Error) return formError(result, values);
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
  const messages = root?.messages.auth as { signIn?: { title?: string; description?: string } } | undefined;
  return seoMeta(
    {
      title: messages?.signIn?.title ?? "Sign in",
      description: messages?.signIn?.description ?? "",
      path: "/auth/auth",
      noindex: true,
    },
    root,
  );
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const errorText = useAuthErrorText();
  const error = actionData?.error;
  const values = actionData?.values;
  const fieldError = (name: string) => (error?.field === name ? errorText(error) : undefined);
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
      <FormErrorNotice error={error} />
      <Form method="post" replace noValidate={false}>
        {loaderData.callbackUrl ? <input type="hidden" name="callbackUrl" value={loaderData.callbackUrl} /> : null}
        <EmailField
          autoComplete="username"
          defaultValue={values?.email ?? loaderData.email}
          error={fieldError("email")}
        />
        <PasswordField
          name="password"
          label={t("fields.password")}
          autoComplete="current-password"
          error={fieldError("password")}
        />
        <div className="mb-5 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <div className="[&>div]:mb-0">
            <CheckboxField
              name="rememberMe"
              label={t("signIn.rememberMe")}
              defaultChecked={values?.rememberMe ?? true}
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
