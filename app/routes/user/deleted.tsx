import { CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../components/account/account-ui.tsx";
import { customerText } from "../../lib/customer-form.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/deleted";

/** Where account deletion lands (outside the signed-in area: the session is gone). */
export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: customerText(root, "deleted.title"),
      description: customerText(root, "deleted.body"),
      path: "/user/deleted",
      noindex: true,
    },
    root,
  );
}

export default function AccountDeleted() {
  const { t } = useTranslation("customer");
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <CircleCheck aria-hidden className="mx-auto size-12 text-brand-700" />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t("deleted.title")}</h1>
      <p className="mt-3 text-stone-600">{t("deleted.body")}</p>
      <p className="mt-2 text-sm text-stone-500">{t("deleted.orders")}</p>
      <Link to="/" className={`mt-8 ${buttonClass.primary}`}>
        {t("deleted.home")}
      </Link>
    </section>
  );
}
