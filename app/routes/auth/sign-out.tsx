import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";

import { AuthCard, SubmitButton } from "../../components/auth/auth-form.tsx";
import { authContext, cookieHeaders } from "../../lib/auth-pages.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/sign-out";
import { rootText } from "../../lib/i18n.ts";

/**
 * Sign-out (POST; the header's account menu posts here). A GET shows a confirmation, so a link
 * or a prefetch can never sign anyone out. Afterwards the header tells the other tabs.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  if (!ctx.actor) throw redirect("/");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { identity } = authContext(context);
  const { setCookies } = await identity.signOut(request);
  throw redirect("/", { headers: cookieHeaders(setCookies, "signed-out") });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    { title: rootText(root, "auth", "signOut.title"), description: "", path: "/auth/signout", noindex: true },
    root,
  );
}

export default function SignOut() {
  const { t } = useTranslation("auth");
  return (
    <AuthCard title={t("signOut.heading")} intro={t("signOut.intro")}>
      <Form method="post">
        <SubmitButton pendingText={t("signOut.submit")}>{t("signOut.submit")}</SubmitButton>
      </Form>
      <Link
        to="/user"
        className="mt-3 inline-flex h-11 w-full items-center justify-center rounded-full border border-stone-300 px-5 text-sm font-medium text-stone-800 hover:bg-stone-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {t("signOut.cancel")}
      </Link>
    </AuthCard>
  );
}
