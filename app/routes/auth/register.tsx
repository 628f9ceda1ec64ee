import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Form, Link, data, redirect } from "react-router";
import { recordRegistrationConsent } from "../../../core/accounts/record-registration-consent.ts";
import {
  AuthCard,
  CheckboxField,
  PasswordField,
  SubmitButton,
  TextField,
  linkClass,
  useAuthErrorText,
  EmailField,
  FormErrorNotice,
  type FormError,
} from "../../components/auth/auth-form.tsx";
import { authContext, cookieHeaders, field, formError, passwordField, refused } from "../../lib/auth-pages.server.ts";
import { looksLikeEmail } from "../../lib/email-check.ts";
import { DEFAULT_CALLBACK_URL, checkCallbackUrl } from "../../../core/shared/callback-url.ts";
import { pageContext } from "../../lib/context.server.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../../core/accounts/password-rules.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/register";

/** Registration (spec §2 `/auth/register`); a signed-in visitor goes to the account. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const callback = checkCallbackUrl(new URL(request.url).searchParams.get("callbackUrl"));
  if (ctx.actor) throw redirect(callback.url);
  return { callbackUrl: callback.url === DEFAULT_CALLBACK_URL ? "" : callback.url };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { identity, ctx } = authContext(context);
  const form = await request.formData();
  const firstName = field(form, "firstName").slice(0, 60);
  const lastName = field(form, "lastName").slice(0, 60);
  const email = field(form, "email");
  const password = passwordField(form, "password");
  const acceptTerms = form.get("acceptTerms") === "on";
  const acceptsMarketing = form.get("acceptsMarketing") === "on";
  const values = { firstName, lastName, email, acceptsMarketing, acceptTerms };
  if (!firstName) return formError({ code: "FIRST_NAME_REQUIRED" }, values);
  if (!lastName) return formError({ code: "LAST_NAME_REQUIRED" }, values);
  if (!email) return formError({ code: "EMAIL_REQUIRED" }, values);
  if (!looksLikeEmail(email)) return formError({ code: "INVALID_EMAIL" }, values);
  if (password.length < MIN_PASSWORD_LENGTH) return formError({ code: "PASSWORD_TOO_SHORT" }, values);
  if (password.length > MAX_PASSWORD_LENGTH) return formError({ code: "PASSWORD_TOO_LONG" }, values);
  if (!acceptTerms) return formError({ code: "TERMS_REQUIRED" }, values);
  const callback = checkCallbackUrl(field(form, "callbackUrl") || null);
  const result = await identity
    .registerAccount(request, {
      name: `${firstName} ${lastName}`,
      email,
      password,
      callbackUrl: callback.url === DEFAULT_CALLBACK_URL ? undefined : callback.url,
    })
    .catch(refused);
  if (result instanceof Error) return formError(result, values);
  await recordRegistrationConsent(ctx, result.user.id, { firstName, lastName, acceptsMarketing });
  return data({ sent: true as const, email: email.toLowerCase() }, { headers: cookieHeaders(result.setCookies) });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  const messages = root?.messages.auth as { register?: { title?: string; description?: string } } | undefined;
  return seoMeta(
    {
      title: messages?.register?.title ?? "Create an account",
      description: messages?.register?.description ?? "",
      path: "/auth/register",
      noindex: true,
    },
    root,
  );
}

/** "Check your inbox": the state after a successful registration, with a way to ask for a new link. */
function CheckInbox({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  return (
    <AuthCard title={t("register.sentHeading")}>
      <div role="status" data-testid="register-sent">
        <p className="text-sm leading-6 text-stone-700">
          <Trans
            t={t}
            i18nKey="register.sentBody"
            values={{ email }}
            components={[<strong key="0" className="break-all" />]}
          />
        </p>
        <p className="mt-3 text-sm leading-6 text-stone-600">{t("register.sentHelp")}</p>
      </div>
      <Form method="post" action="/auth/verify" className="mt-6">
        <input type="hidden" name="email" value={email} />
        <button
          type="submit"
          className="inline-flex h-11 w-full items-center justify-center rounded-full border border-stone-300 px-5 text-sm font-medium text-stone-800 hover:bg-stone-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {t("register.resend")}
        </button>
      </Form>
    </AuthCard>
  );
}

/**
 * The browser-side check of the registration form, in the order and with the codes of the action
 * (so the same translated inline message shows, issue 15: no browser bubble in the browser's
 * language). Returns the first problem, or null when the server should judge the rest.
 */
function firstRegisterProblem(form: HTMLFormElement): FormError | null {
  const value = (n: string) => {
    const el = form.elements.namedItem(n) as HTMLInputElement | null;
    return el?.type === "checkbox" ? (el.checked ? "on" : "") : (el?.value ?? "");
  };
  if (!value("firstName").trim()) return { code: "FIRST_NAME_REQUIRED", field: "firstName" };
  if (!value("lastName").trim()) return { code: "LAST_NAME_REQUIRED", field: "lastName" };
  const email = value("email").trim();
  if (!email) return { code: "EMAIL_REQUIRED", field: "email" };
  if (!looksLikeEmail(email)) return { code: "INVALID_EMAIL", field: "email" };
  const password = value("password");
  if (password.length < MIN_PASSWORD_LENGTH) return { code: "PASSWORD_TOO_SHORT", field: "password" };
  if (password.length > MAX_PASSWORD_LENGTH) return { code: "PASSWORD_TOO_LONG", field: "password" };
  if (!value("acceptTerms")) return { code: "TERMS_REQUIRED", field: "acceptTerms" };
  return null;
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const errorText = useAuthErrorText();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [clientError, setClientError] = useState<FormError | null>(null);
  if (actionData && "sent" in actionData) return <CheckInbox email={actionData.email} />;
  const error = clientError ?? (actionData && "error" in actionData ? actionData.error : undefined);
  const values = actionData && "values" in actionData ? actionData.values : undefined;
  const fieldError = (fieldName: string) => (error?.field === fieldName ? errorText(error) : undefined);
  return (
    <AuthCard
      title={t("register.heading")}
      intro={t("register.intro")}
      footer={
        <>
          {t("register.haveAccount")}{" "}
          <Link
            to={
              loaderData.callbackUrl
                ? `/auth/auth?callbackUrl=${encodeURIComponent(loaderData.callbackUrl)}`
                : "/auth/auth"
            }
            className={linkClass}
          >
            {t("register.signIn")}
          </Link>
        </>
      }
    >
      <FormErrorNotice error={error} />
      <Form
        method="post"
        replace
        noValidate
        onSubmit={(e) => {
          const problem = firstRegisterProblem(e.currentTarget);
          setClientError(problem);
          if (!problem) return;
          e.preventDefault();
          e.currentTarget.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus();
        }}
        onChange={(e) => {
          const value = (n: string) => (e.currentTarget.elements.namedItem(n) as HTMLInputElement | null)?.value ?? "";
          setName(`${value("firstName")} ${value("lastName")}`);
          setEmail(value("email"));
        }}
      >
        {loaderData.callbackUrl ? <input type="hidden" name="callbackUrl" value={loaderData.callbackUrl} /> : null}
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            name="firstName"
            label={t("fields.firstName")}
            autoComplete="given-name"
            required
            maxLength={60}
            defaultValue={values?.firstName}
            error={fieldError("firstName")}
          />
          <TextField
            name="lastName"
            label={t("fields.lastName")}
            autoComplete="family-name"
            required
            maxLength={60}
            defaultValue={values?.lastName}
            error={fieldError("lastName")}
          />
        </div>
        <EmailField defaultValue={values?.email} error={fieldError("email")} />
        <PasswordField
          name="password"
          label={t("fields.password")}
          autoComplete="new-password"
          isNew
          context={[name, email]}
          error={fieldError("password")}
        />
        <CheckboxField
          name="acceptTerms"
          required
          defaultChecked={values?.acceptTerms}
          error={fieldError("acceptTerms")}
          label={
            <Trans
              t={t}
              i18nKey="register.acceptTerms"
              components={[
                <Link key="0" to="/terms-of-use" target="_blank" className={linkClass} />,
                <Link key="1" to="/privacy" target="_blank" className={linkClass} />,
              ]}
            />
          }
        />
        <CheckboxField
          name="acceptsMarketing"
          label={t("register.marketing")}
          defaultChecked={values?.acceptsMarketing}
        />
        <div className="mt-6">
          <SubmitButton pendingText={t("register.submitting")}>{t("register.submit")}</SubmitButton>
        </div>
      </Form>
    </AuthCard>
  );
}
