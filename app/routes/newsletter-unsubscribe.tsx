import { buttonClass } from "../components/ui/button.tsx";
import { CheckCircle2, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, useNavigation } from "react-router";
import { checkUnsubscribeToken, unsubscribeNewsletter } from "../../core/marketing/newsletter.ts";
import { NotFound } from "../../core/shared/errors.ts";
import { pageContext } from "../lib/context.server.ts";
import { PRIVATE_HEADERS } from "../lib/engagement.server.ts";
import { rootFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

/**
 * The unsubscribe link of every newsletter e-mail (`/newsletter/unsubscribe?token=`): the page
 * names the (masked) address and a button POSTs the unsubscription, which takes effect at once.
 * The mail client's one-click unsubscribe goes to `POST /api/newsletter/unsubscribe` instead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const state = await checkUnsubscribeToken(ctx, token);
  return data({ token, ...state }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  const form = await request.formData();
  try {
    await unsubscribeNewsletter(ctx, { token: String(form.get("token") ?? ""), method: "link" });
    return data({ ok: true as const }, { headers: PRIVATE_HEADERS });
  } catch (error) {
    if (error instanceof NotFound) return data({ ok: false as const }, { status: 404, headers: PRIVATE_HEADERS });
    throw error;
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta({ title: "Newsletter", description: "", path: "/newsletter/unsubscribe", noindex: true }, root);
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("newsletter");
  const navigation = useNavigation();
  const done = actionData?.ok === true;
  const invalid = actionData?.ok === false || (!actionData && !loaderData.valid);
  return (
    <section className="mx-auto max-w-lg px-4 py-16 text-center">
      {done ? (
        <div data-testid="unsubscribed">
          <CheckCircle2 aria-hidden className="mx-auto size-12 text-emerald-600" />
          <h1 className="mt-4 text-2xl font-semibold text-stone-900">{t("unsubscribe.doneTitle")}</h1>
          <p className="mt-2 text-stone-600">{t("unsubscribe.doneBody")}</p>
          <Link
            to="/newsletter"
            className="mt-6 inline-flex h-11 items-center rounded-full border border-stone-300 px-5 text-sm font-medium"
          >
            {t("page.title")}
          </Link>
        </div>
      ) : invalid ? (
        <div data-testid="unsubscribe-invalid">
          <XCircle aria-hidden className="mx-auto size-12 text-stone-400" />
          <h1 className="mt-4 text-2xl font-semibold text-stone-900">{t("unsubscribe.invalidTitle")}</h1>
          <p className="mt-2 text-stone-600">{t("unsubscribe.invalidBody")}</p>
        </div>
      ) : (
        <>
          <h1 className="text-2xl font-semibold text-stone-900">{t("unsubscribe.title")}</h1>
          <p className="mt-2 text-stone-600">{t("unsubscribe.lead", { email: loaderData.email ?? "" })}</p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" disabled={navigation.state !== "idle"} className={buttonClass()}>
              {t("unsubscribe.button")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
