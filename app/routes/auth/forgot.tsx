import { Trans, useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";

import {
  AuthCard,
  SubmitButton,
  linkClass,
  useAuthErrorText,
  EmailField,
  FormErrorNotice,
} from "../../components/auth/auth-form.tsx";
import { authContext, cookieHeaders, field, formError, looksLikeEmail, refused } from "../../lib/auth-pages.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/forgot";

/**
 * Password recovery (spec §2 `/auth/forgot`). The answer is the same whether or not an account
 * exists for the address (no account enumeration); only a rate limit or a malformed address is
 * reported.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { identity, ctx } = authContext(context);
  const form = await request.formData();
  const email = field(form, "email");
  if (!email) return formError({ code: "EMAIL_REQUIRED" }, { email });
  if (!looksLikeEmail(email)) return formError({ code: "INVALID_EMAIL" }, { email });
  const result = await identity.requestPasswordReset(request, email, ctx.log).catch(refused);
  if (result instanceof Error) return formError(result, { email });
  return data({ sent: true as const, email }, { headers: cookieHeaders([]) });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  const messages = root?.messages.auth as { forgot?: { title?: string; description?: string } } | undefined;
  return seoMeta(
    {
      title: messages?.forgot?.title ?? "Forgot your password",
      description: messages?.forgot?.description ?? "",
      path: "/auth/forgot",
      noindex: true,
    },
    root,
  );
}

export default function Forgot({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const errorText = useAuthErrorText();
  const back = (
    <Link to="/auth/auth" className={linkClass}>
      {t("forgot.back")}
    </Link>
  );
  if (actionData && "sent" in actionData) {
    return (
      <AuthCard title={t("forgot.sentHeading")} footer={back}>
        <p role="status" className="text-sm leading-6 text-stone-700" data-testid="forgot-sent">
          <Trans
            t={t}
            i18nKey="forgot.sentBody"
            values={{ email: actionData.email }}
            components={[<strong key="0" className="break-all" />]}
          />
        </p>
      </AuthCard>
    );
  }
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  return (
    <AuthCard title={t("forgot.heading")} intro={t("forgot.intro")} footer={back}>
      <FormErrorNotice error={error} />
      <Form method="post" replace>
        <EmailField
          defaultValue={actionData && "values" in actionData ? actionData.values.email : undefined}
          error={error?.field === "email" ? errorText(error) : undefined}
        />
        <SubmitButton pendingText={t("forgot.submitting")}>{t("forgot.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
