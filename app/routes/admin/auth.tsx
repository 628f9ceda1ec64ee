import { getFormProps } from "@conform-to/react";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect } from "react-router";
import { z } from "zod";
import { PASSWORD_LIMITS, signInSchema } from "../../../core/accounts/schemas.ts";
import { buttonClass } from "../../components/ui/button.tsx";

import {
  AuthCard,
  EmailField,
  Notice,
  PasswordField,
  SubmitButton,
  linkClass,
  FormErrorNotice,
} from "../../components/auth/auth-form.tsx";
import { isStaff } from "../../../core/shared/permissions.ts";
import { ADMIN_HEADERS } from "../../lib/admin.server.ts";
import { AUTH_FORM, authContext, cookieHeaders, refusedForm } from "../../lib/auth-pages.server.ts";
import { formAction } from "../../lib/form-action.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { checkCallbackUrl } from "../../../core/shared/callback-url.ts";
import { pageContext } from "../../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import { adminText } from "../../components/admin/admin-ui.tsx";
import type { Route } from "./+types/auth";

/** Where staff land after signing in unless a (back-office) callback address was given. */
const STAFF_HOME = "/admin/dashboard";

/**
 * The staff sign-in form: the sign-in verb's input without "stay signed in" (a back-office session is
 * never remembered) and the page's hidden `callbackUrl` (checked by {@link staffCallback} before use).
 */
const staffSignInForm = signInSchema.omit({ rememberMe: true }).extend({ callbackUrl: z.string().optional() });

/** The callback address if it is a back-office page, else the dashboard. */
function staffCallback(raw: string | null): string {
  const { url } = checkCallbackUrl(raw);
  return url.startsWith("/admin/") && !url.startsWith("/admin/auth") ? url : STAFF_HOME;
}

/**
 * Staff sign-in (spec §2 "auth base /admin/auth", issue 6): the shop's own sign-in and two-step
 * flows (server/auth/flows.ts, `/auth/two-factor`), landing on `?callbackUrl=` (back-office
 * pages only) or the dashboard. What a signed-in visitor sees:
 * - staff with two-step verification → straight on to the back office;
 * - a staff account without it → told to turn it on first, with the way there (ADR 0012);
 * - a shopper → a clear refusal (403) with a way back to the shop or to sign out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const callbackUrl = staffCallback(new URL(request.url).searchParams.get("callbackUrl"));
  const actor = ctx.actor;
  if (actor && isStaff(actor)) throw redirect(callbackUrl, { headers: ADMIN_HEADERS });
  const state = !actor ? "signIn" : actor.staffNeedsTwoFactor ? "twoFactorRequired" : "notStaff";
  return data(
    { state, callbackUrl: callbackUrl === STAFF_HOME ? "" : callbackUrl },
    { status: state === "notStaff" ? 403 : 200, headers: ADMIN_HEADERS },
  );
}

export function headers() {
  return ADMIN_HEADERS;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, identity } = authContext(context);
  const submitted = await formAction(
    ctx,
    await request.formData(),
    staffSignInForm,
    ({ email, password }) => identity.signInWithPassword(request, { email, password, rememberMe: false }),
    AUTH_FORM,
  );
  if (!submitted.ok) return refusedForm(submitted);
  const result = submitted.value;
  const callbackUrl = staffCallback(submitted.input.callbackUrl?.trim() || null);
  if (result.twoFactorRedirect) {
    throw redirect(`/auth/two-factor?${new URLSearchParams({ callbackUrl })}`, {
      headers: cookieHeaders(result.setCookies),
    });
  }
  // Signed in without a second step: not staff, or staff who must turn two-step verification on.
  // This page's loader tells which.
  throw redirect(`/admin/auth?${new URLSearchParams({ callbackUrl })}`, {
    headers: cookieHeaders(result.setCookies, "signed-in"),
  });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: adminText(root, "auth.title"),
      description: adminText(root, "auth.intro"),
      path: "/admin/auth",
      noindex: true,
    },
    root,
  );
}

const secondaryButton =
  "mt-3 inline-flex h-11 w-full items-center justify-center rounded-full border border-stone-300 px-5 text-sm font-medium text-stone-800 hover:bg-stone-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";
const primaryButton = buttonClass({ extra: "w-full" });

export default function StaffSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { t: ta } = useTranslation("auth");
  const [form, fields] = useSchemaForm(staffSignInForm, {
    id: "admin-sign-in",
    lastResult: actionData?.reply,
    params: PASSWORD_LIMITS,
  });
  if (loaderData.state === "twoFactorRequired") {
    return (
      <AuthCard title={t("auth.twoFactorTitle")} intro={t("auth.twoFactorIntro")}>
        <div className="mb-5 flex justify-center text-brand-700" aria-hidden>
          <ShieldCheck className="size-10" />
        </div>
        <Link to="/user/profile#security" className={primaryButton} data-testid="admin-setup-two-factor">
          {t("auth.twoFactorAction")}
        </Link>
        <p className="mt-4 text-sm leading-6 text-stone-600">{t("auth.twoFactorAfter")}</p>
      </AuthCard>
    );
  }
  if (loaderData.state === "notStaff") {
    return (
      <AuthCard title={t("auth.notStaffTitle")} intro={t("auth.notStaffIntro")}>
        <div className="mb-5 flex justify-center text-stone-600" aria-hidden>
          <ShieldAlert className="size-10" />
        </div>
        <div data-testid="admin-not-staff">
          <Link to="/" className={primaryButton}>
            {t("auth.backToShop")}
          </Link>
          <Link to="/auth/signout" className={secondaryButton}>
            {t("auth.signOut")}
          </Link>
        </div>
      </AuthCard>
    );
  }
  const typedEmail = fields.email.initialValue;
  return (
    <AuthCard
      title={t("auth.title")}
      intro={t("auth.intro")}
      footer={
        <Link to="/auth/forgot" className={linkClass}>
          {ta("signIn.forgot")}
        </Link>
      }
    >
      {loaderData.callbackUrl ? (
        <Notice tone="info" testId="admin-auth-required">
          {t("auth.sessionRequired")}
        </Notice>
      ) : null}
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
          label={ta("fields.password")}
          autoComplete="current-password"
          error={fields.password.errors?.[0]}
        />
        <p className="mb-5 text-sm leading-6 text-stone-600">{t("auth.twoFactorNote")}</p>
        <SubmitButton pendingText={ta("signIn.submitting")}>{t("auth.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
