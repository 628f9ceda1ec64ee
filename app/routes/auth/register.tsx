import { getFormProps } from "@conform-to/react";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Form, Link, data, redirect } from "react-router";
import { z } from "zod";
import { PASSWORD_LIMITS, registerSchema } from "../../../core/accounts/schemas.ts";
import { recordRegistrationConsent } from "../../../core/accounts/record-registration-consent.ts";
import {
  AuthCard,
  CheckboxField,
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
import type { Route } from "./+types/register";
import { rootText } from "../../lib/i18n.ts";
import { TextField } from "../../components/ui/form-fields.tsx";

/** The registration form: the verb's input and the page's hidden `callbackUrl` (checked before use). */
const registerForm = registerSchema.extend({ callbackUrl: z.string().optional() });

/** Registration (spec §2 `/auth/register`); a signed-in visitor goes to the account. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const callback = checkCallbackUrl(new URL(request.url).searchParams.get("callbackUrl"));
  if (ctx.actor) throw redirect(callback.url);
  return { callbackUrl: callback.url === DEFAULT_CALLBACK_URL ? "" : callback.url };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { identity, ctx } = authContext(context);
  const result = await formAction(
    ctx,
    await request.formData(),
    registerForm,
    async ({ firstName, lastName, email, password, acceptsMarketing, callbackUrl }) => {
      const callback = checkCallbackUrl(callbackUrl?.trim() || null);
      const registered = await identity.registerAccount(request, {
        name: `${firstName} ${lastName}`,
        email,
        password,
        callbackUrl: callback.url === DEFAULT_CALLBACK_URL ? undefined : callback.url,
      });
      await recordRegistrationConsent(ctx, {
        userId: registered.user.id,
        firstName,
        lastName,
        acceptsMarketing: acceptsMarketing === true,
      });
      return registered;
    },
    AUTH_FORM,
  );
  if (!result.ok) return refusedForm(result);
  const email = result.input.email;
  return data({ sent: true as const, email: email.toLowerCase() }, { headers: cookieHeaders(result.value.setCookies) });
}
export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: rootText(root, "auth", "register.title"),
      description: rootText(root, "auth", "register.description"),
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

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [form, fields] = useSchemaForm(registerForm, {
    id: "register",
    lastResult: actionData && "reply" in actionData ? actionData.reply : undefined,
    params: PASSWORD_LIMITS,
  });
  if (actionData && "sent" in actionData) return <CheckInbox email={actionData.email} />;
  const typed = (field: "firstName" | "lastName" | "email") => {
    const value = fields[field].initialValue;
    return typeof value === "string" ? value : undefined;
  };
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
      <FormErrorNotice errors={form.errors} />
      <Form
        method="post"
        replace
        {...getFormProps(form)}
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
            defaultValue={typed("firstName")}
            error={fields.firstName.errors?.[0]}
          />
          <TextField
            name="lastName"
            label={t("fields.lastName")}
            autoComplete="family-name"
            required
            maxLength={60}
            defaultValue={typed("lastName")}
            error={fields.lastName.errors?.[0]}
          />
        </div>
        <EmailField defaultValue={typed("email")} error={fields.email.errors?.[0]} />
        <PasswordField
          name="password"
          label={t("fields.password")}
          autoComplete="new-password"
          isNew
          context={[name, email]}
          error={fields.password.errors?.[0]}
        />
        <CheckboxField
          name="acceptTerms"
          required
          defaultChecked={fields.acceptTerms.initialValue === "on"}
          error={fields.acceptTerms.errors?.[0]}
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
          defaultChecked={fields.acceptsMarketing.initialValue === "on"}
        />
        <div className="mt-6">
          <SubmitButton pendingText={t("register.submitting")}>{t("register.submit")}</SubmitButton>
        </div>
      </Form>
    </AuthCard>
  );
}
