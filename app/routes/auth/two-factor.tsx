import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useSearchParams } from "react-router";

import {
  AuthCard,
  CheckboxField,
  Notice,
  SubmitButton,
  TextField,
  linkClass,
  useAuthErrorText,
} from "../../components/auth/auth-form.tsx";
import {
  authContext,
  cookieHeaders,
  field,
  formError,
  hasTwoFactorCookie,
  refused,
} from "../../lib/auth-pages.server.ts";
import { DEFAULT_CALLBACK_URL, checkCallbackUrl } from "../../../core/shared/callback-url.ts";
import { pageContext } from "../../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/two-factor";

/** Codes after which the sign-in has to start again (the two-factor cookie is gone or spent). */
const RESTART_CODES = new Set(["INVALID_TWO_FACTOR_COOKIE", "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"]);

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
  const { identity } = authContext(context);
  const form = await request.formData();
  const method = field(form, "method") === "backup" ? "backup" : "totp";
  const code = field(form, "code");
  const trustDevice = form.get("trustDevice") === "on";
  const callback = checkCallbackUrl(field(form, "callbackUrl") || null);
  const values = { method, trustDevice };
  if (!code) return formError({ code: "CODE_REQUIRED" }, values);
  const result = await identity.verifyTwoFactor(request, { method, code, trustDevice }).catch(refused);
  if (result instanceof Error) return formError(result, values);
  throw redirect(callback.url, { headers: cookieHeaders(result.setCookies, "signed-in") });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  const messages = root?.messages.auth as { twoFactor?: { title?: string } } | undefined;
  return seoMeta(
    {
      title: messages?.twoFactor?.title ?? "Two-step verification",
      description: "",
      path: "/auth/two-factor",
      noindex: true,
    },
    root,
  );
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const errorText = useAuthErrorText();
  const [params] = useSearchParams();
  const backup = params.get("method") === "backup";
  const error = actionData?.error;
  const restart = error ? RESTART_CODES.has(error.code) : false;
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
      {error && (restart || error.field !== "code") ? (
        <Notice tone="error" testId="form-error">
          {errorText(error)}
        </Notice>
      ) : null}
      <Form method="post" replace key={backup ? "backup" : "totp"}>
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
            error={error?.field === "code" ? errorText(error) : undefined}
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
            error={error?.field === "code" ? errorText(error) : undefined}
          />
        )}
        <CheckboxField
          name="trustDevice"
          label={t("twoFactor.trustDevice")}
          defaultChecked={actionData?.values.trustDevice ?? false}
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
