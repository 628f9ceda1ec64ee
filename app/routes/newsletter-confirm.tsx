import { buttonClass } from "../components/ui/button.tsx";
import { CheckCircle2, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, useNavigation } from "react-router";
import { confirmNewsletter } from "../../core/marketing/newsletter.ts";
import { NotFound } from "../../core/shared/errors.ts";
import { pageContext } from "../lib/context.server.ts";
import { PRIVATE_HEADERS, requestIp } from "../lib/engagement.server.ts";
import { rootFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/newsletter-confirm";

/**
 * The confirmation link of the double opt-in e-mail (`/newsletter/confirm?token=`). Opening the
 * link only shows a button: the POST confirms (mail scanners that prefetch links must not
 * subscribe anyone). The token works once.
 */
export function loader({ request }: Route.LoaderArgs) {
  return data({ token: new URL(request.url).searchParams.get("token") ?? "" }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

type Result = { ok: true; email: string; couponCode: string | null } | { ok: false };

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  const form = await request.formData();
  try {
    const r = await confirmNewsletter(ctx, {
      token: String(form.get("token") ?? ""),
      ip: requestIp(request),
    });
    return data<Result>({ ok: true, ...r }, { headers: PRIVATE_HEADERS });
  } catch (error) {
    if (error instanceof NotFound) return data<Result>({ ok: false }, { status: 404, headers: PRIVATE_HEADERS });
    throw error;
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta({ title: "Newsletter", description: "", path: "/newsletter/confirm", noindex: true }, root);
}

export default function ConfirmNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("newsletter");
  const navigation = useNavigation();
  const result = actionData as Result | undefined;
  return (
    <section className="mx-auto max-w-lg px-4 py-16 text-center">
      {result?.ok ? (
        <div data-testid="newsletter-confirmed">
          <CheckCircle2 aria-hidden className="mx-auto size-12 text-emerald-600" />
          <h1 className="mt-4 text-2xl font-semibold text-stone-900">{t("confirm.doneTitle")}</h1>
          <p className="mt-2 text-stone-600">
            {result.couponCode ? t("confirm.doneBody", { email: result.email }) : t("confirm.doneNoCode")}
          </p>
          {result.couponCode ? (
            <p className="mt-4 inline-block rounded-lg border border-dashed border-stone-400 px-4 py-2 font-mono text-lg">
              {t("confirm.code", { code: result.couponCode })}
            </p>
          ) : null}
          <div className="mt-6">
            <Link to="/product/search" className={buttonClass()}>
              {t("confirm.shop")}
            </Link>
          </div>
        </div>
      ) : result && !result.ok ? (
        <div data-testid="newsletter-invalid">
          <XCircle aria-hidden className="mx-auto size-12 text-stone-400" />
          <h1 className="mt-4 text-2xl font-semibold text-stone-900">{t("confirm.invalidTitle")}</h1>
          <p className="mt-2 text-stone-600">{t("confirm.invalidBody")}</p>
          <Link
            to="/newsletter"
            className="mt-6 inline-flex h-11 items-center rounded-full border border-stone-300 px-5 text-sm font-medium"
          >
            {t("page.submit")}
          </Link>
        </div>
      ) : (
        <>
          <h1 className="text-2xl font-semibold text-stone-900">{t("confirm.title")}</h1>
          <p className="mt-2 text-stone-600">{t("confirm.lead")}</p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" disabled={navigation.state !== "idle"} className={buttonClass()}>
              {t("confirm.button")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
