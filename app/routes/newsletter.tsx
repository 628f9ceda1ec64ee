import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import { newsletterSignupSchema, requestNewsletterSignup } from "../../core/marketing/newsletter.ts";
import { NewsletterForm, type NewsletterResult } from "../components/engagement/newsletter-form.tsx";
import { pageContext } from "../lib/context.server.ts";
import { requestIp } from "../lib/engagement.server.ts";
import { formAction } from "../lib/form-action.server.ts";
import { useRootData } from "../lib/root-data.ts";
import { rootFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/newsletter";
import { rootText } from "../lib/i18n.ts";

/**
 * The newsletter page (spec §2 `/newsletter`; issue 8) and the action every sign-up form posts to
 * (the footer's too): double opt-in through core `requestNewsletterSignup`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  const result = await formAction(
    ctx,
    await request.formData(),
    newsletterSignupSchema,
    (input) => requestNewsletterSignup(ctx, { ...input, ip: requestIp(request) }),
    { ns: "newsletter" },
  );
  if (!result.ok) return data<NewsletterResult>({ ok: false, reply: result.reply }, { status: result.status });
  return data<NewsletterResult>({ ok: true, email: result.input.email }, { headers: { "Cache-Control": "no-store" } });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: rootText(root, "newsletter", "page.title"),
      description: rootText(root, "newsletter", "page.lead"),
      path: "/newsletter",
    },
    root,
  );
}

export default function NewsletterPage() {
  const { t } = useTranslation("newsletter");
  const { locale } = useRootData();
  const benefits = t("page.benefits", { returnObjects: true }) as string[];
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 lg:py-20">
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900 lg:text-4xl">{t("page.title")}</h1>
      <p className="mt-4 text-lg leading-8 text-stone-600">{t("page.lead")}</p>
      <ul className="mt-6 space-y-2 text-stone-700">
        {(Array.isArray(benefits) ? benefits : []).map((b) => (
          <li key={b} className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
            {b}
          </li>
        ))}
      </ul>
      <div className="mt-8 rounded-2xl border border-stone-200 bg-stone-50 p-5 sm:p-6">
        <NewsletterForm source="newsletter-page" locale={locale} />
      </div>
      <p className="mt-4 text-sm text-stone-600">
        <Link to="/privacy" className="underline underline-offset-2">
          {t("page.privacy")}
        </Link>
      </p>
    </div>
  );
}
