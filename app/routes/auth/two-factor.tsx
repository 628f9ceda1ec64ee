import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useSearchParams } from "react-router";
import { z } from "zod";
import { twoFactorSchema } from "../../../core/accounts/schemas.ts";

import { AuthCard, CheckboxField, SubmitButton, linkClass, FormErrorNotice } from "../../components/auth/auth-form.tsx";
import { AUTH_FORM, authContext, cookieHeaders, hasTwoFactorCookie, refusedForm } from "../../lib/auth-pages.server.ts";
import { formAction } from "../../lib/form-action.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { DEFAULT_CALLBACK_URL, checkCallbackUrl } from "../../../core/shared/callback-url.ts";
import { pageContext } from "../../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/two-factor";
import { rootText } from "../../lib/i18n.ts";
import { TextField } from "../../components/ui/form-fields.tsx";

/** The second-step form: the verb's input and the page's hidden `callbackUrl` (checked before use). */
const twoFactorForm = twoFactorSchema.extend({ callbackUrl: z.string().optional() });

/**
 * The second sign-in step for accounts with two-step verification: a TOTP code from the
 * authenticator app, or (`?method=backup`) one of the backup codes. Reached from the sign-in
 * action, which set the short-lived two-factor cookie.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const url = new URL(request.url);
  const callback = checkCallbackUrl(url.searchParams.get("callbackUrl"));
  if (ctx.actor) throw redirect(callback.url);
  const callbackUrl = callback.url === DEFAULT_CALLBACK_URL ? "" : callback.url;
  if (!hasTwoFactorCookie(request)) {
    throw redirect(callbackUrl ? `/auth/auth?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/auth/auth");
  }
  return { callbackUrl };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, identity } = authContext(context);
  const result = await formAction(
    ctx,
    await request.formData(),
    twoFactorForm,
    ({ method, code, trustDevice }) =>
      identity.verifyTwoFactor(request, { method, code, trustDevice: trustDevice === true }),
    AUTH_FORM,
  );
  if (!result.ok) return refusedForm(result);
  const callback = checkCallbackUrl(result.input.callbackUrl?.trim() || null);
  throw redirect(callback.url, { headers: cookieHeaders(result.value.setCookies, "signed-in") });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: rootText(root, "auth", "twoFactor.title"),
      description: "",
      path: "/auth/two-factor",
      noindex: true,
    },
    root,
  );
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const backup = params.get("method") === "backup";
  const [form, fields] = useSchemaForm(twoFactorForm, {
    id: backup ? "two-factor-backup" : "two-factor",
    lastResult: actionData?.reply,
  });
  const switchParams = new URLSearchParams(params);
  if (backup) switchParams.delete("method");
  else switchParams.set("method", "backup");
  const signInHref = loaderData.callbackUrl
    ? `/auth/auth?callbackUrl=${encodeURIComponent(loaderData.callbackUrl)}`
    : "/auth/auth";
  return (
    <AuthCard
      title={t("twoFactor.heading")}
      intro={backup ? t("twoFactor.backupIntro") : t("twoFactor.intro")}
      footer={
        <Link to={signInHref} className={linkClass}>
          {t("twoFactor.startOver")}
        </Link>
      }
    >
      <FormErrorNotice errors={form.errors} />
      <Form method="post" replace key={backup ? "backup" : "totp"} {...getFormProps(form)}>
        <input type="hidden" name="method" value={backup ? "backup" : "totp"} />
        {loaderData.callbackUrl ? <input type="hidden" name="callbackUrl" value={loaderData.callbackUrl} /> : null}
        {backup ? (
          <TextField
            name="code"
            label={t("twoFactor.backupCode")}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            required
            maxLength={40}
            error={fields.code.errors?.[0]}
          />
        ) : (
          <TextField
            name="code"
            label={t("twoFactor.code")}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9 ]{6,7}"
            required
            maxLength={7}
            autoFocus
            className="block h-12 w-full rounded-lg border border-stone-300 bg-white px-3 text-center font-mono text-xl tracking-[0.4em] text-stone-900 focus:border-stone-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-[invalid=true]:border-red-500"
            error={fields.code.errors?.[0]}
          />
        )}
        <CheckboxField
          name="trustDevice"
          label={t("twoFactor.trustDevice")}
          defaultChecked={fields.trustDevice.initialValue === "on"}
        />
        <SubmitButton pendingText={t("twoFactor.submitting")}>{t("twoFactor.submit")}</SubmitButton>
      </Form>
      <p className="mt-5 text-center text-sm">
        <Link to={`?${switchParams.toString()}`} replace className={linkClass} data-testid="two-factor-switch">
          {backup ? t("twoFactor.useTotp") : t("twoFactor.useBackup")}
        </Link>
      </p>
    </AuthCard>
  );
}
