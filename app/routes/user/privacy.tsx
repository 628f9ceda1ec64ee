import { getFormProps } from "@conform-to/react";
import { Download, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, data, redirect } from "react-router";
import { passwordConfirmationSchema } from "../../../core/accounts/schemas.ts";
import { deleteAccount } from "../../../core/customers/delete-account.ts";

import { PageHeading, Panel, buttonClass } from "../../components/account/account-ui.tsx";
import { Notice, PasswordField, SubmitButton } from "../../components/auth/auth-form.tsx";
import { authContext, refusedForm } from "../../lib/auth-pages.server.ts";
import { customerText } from "../../lib/customer-form.ts";
import { securityForm, withCookies } from "../../lib/customer-pages.server.ts";
import { formAction } from "../../lib/form-action.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { FLASH_COOKIE } from "../../lib/flash.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import { requireUser } from "../../lib/session.server.ts";
import type { Route } from "./+types/privacy";

/** Privacy (GDPR): download my data (art. 15/20) and delete my account (art. 17), confirmed by password. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const { ctx, identity } = authContext(context);
  if (!identity) throw data(null, { status: 503 });
  const form = await request.formData();
  // the page's one form: its submit button says what it does
  if (form.get("intent") !== "delete") throw data(null, { status: 400 });
  const confirmed = await formAction(
    ctx,
    form,
    passwordConfirmationSchema,
    ({ password }) => identity.confirmPassword(request, password, ctx.log),
    securityForm(ctx.locale),
  );
  if (!confirmed.ok) return refusedForm(confirmed);
  const { setCookies } = await identity.endAllSessions(request);
  await deleteAccount(ctx);
  const headers = withCookies(setCookies);
  // every open tab learns it is signed out (app/lib/flash.ts, read by the header)
  headers.append("Set-Cookie", `${FLASH_COOKIE}=signed-out; Path=/; Max-Age=60; SameSite=Lax`);
  throw redirect("/user/deleted", { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: customerText(root, "privacy.title"),
      description: customerText(root, "privacy.lead"),
      path: "/user/privacy",
      noindex: true,
    },
    root,
  );
}

export default function Privacy({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("customer");
  const [form, fields] = useSchemaForm(passwordConfirmationSchema, {
    id: "delete-account",
    lastResult: actionData?.reply,
  });
  return (
    <>
      <PageHeading title={t("privacy.title")} lead={t("privacy.lead")} />
      <div className="space-y-6">
        <Panel title={t("privacy.exportTitle")} description={t("privacy.exportLead")}>
          <ul className="mb-5 list-disc space-y-1 pl-5 text-sm text-stone-700">
            <li>{t("privacy.exportItems.account")}</li>
            <li>{t("privacy.exportItems.addresses")}</li>
            <li>{t("privacy.exportItems.payments")}</li>
            <li>{t("privacy.exportItems.sessions")}</li>
            <li>{t("privacy.exportItems.orders")}</li>
          </ul>
          <a href="/user/privacy/export" download className={buttonClass.secondary} data-testid="export-link">
            <Download aria-hidden className="size-4" />
            {t("privacy.exportButton")}
          </a>
        </Panel>

        <Panel title={t("privacy.deleteTitle")} description={t("privacy.deleteLead")}>
          <div className="mb-5 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm leading-6 text-amber-950">
            <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-medium">{t("privacy.deleteWarningTitle")}</p>
              <ul className="mt-1 list-disc pl-5">
                <li>{t("privacy.deleteWarning.erased")}</li>
                <li>{t("privacy.deleteWarning.orders")}</li>
                <li>{t("privacy.deleteWarning.signedOut")}</li>
              </ul>
            </div>
          </div>
          {form.errors?.[0] ? <Notice tone="error">{form.errors[0]}</Notice> : null}
          <Form method="post" className="max-w-md" {...getFormProps(form)} noValidate>
            <PasswordField
              name="password"
              label={t("privacy.deletePassword")}
              autoComplete="current-password"
              error={fields.password.errors?.[0]}
              testId="delete-password"
            />
            <div className="sm:w-fit sm:min-w-56">
              <SubmitButton name="intent" value="delete" tone="danger" pendingText={t("privacy.deleting")}>
                {t("privacy.deleteButton")}
              </SubmitButton>
            </div>
          </Form>
        </Panel>
      </div>
    </>
  );
}
