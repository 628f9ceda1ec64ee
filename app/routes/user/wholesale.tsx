import { Building2, Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import { getMyApplication } from "../../../core/wholesale/applications.ts";
import { PageHeading, Panel, buttonClass } from "../../components/account/account-ui.tsx";
import { Notice } from "../../components/auth/auth-form.tsx";
import { formatDate } from "../../components/orders/order-format.ts";
import { messageText } from "../../components/orders/page-meta.ts";
import { pageContext } from "../../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import { requireUser } from "../../lib/session.server.ts";
import type { Route } from "./+types/wholesale";

/**
 * The customer's wholesale application (issue 7): its stage — received (0), in review (1), approved
 * (2), or declined with the reason — shown as three steps, the VAT checks, and what happens next.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const app = await getMyApplication(ctx);
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  return data(
    {
      sent,
      application: app
        ? {
            ...app,
            submittedOn: formatDate(app.createdAt, ctx.locale),
            decidedOn: app.decidedAt ? formatDate(app.decidedAt, ctx.locale) : null,
          }
        : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: messageText(root, "wholesale", "mine.title"),
      description: messageText(root, "wholesale", "mine.lead"),
      path: "/user/wholesale",
      noindex: true,
    },
    root,
  );
}

const STEPS = ["contact", "review", "approved"] as const;

export default function MyWholesale({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("wholesale");
  const app = loaderData.application;
  return (
    <>
      <PageHeading title={t("mine.title")} lead={t("mine.lead")} />
      {loaderData.sent && app ? (
        <Notice tone="success" testId="wholesale-sent">
          {t("mine.sent")}
        </Notice>
      ) : null}
      {!app ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-12 text-center">
          <Building2 aria-hidden className="mx-auto size-10 text-stone-400" />
          <h2 className="mt-4 text-lg font-semibold text-stone-900">{t("mine.none")}</h2>
          <p className="mx-auto mt-2 max-w-sm text-sm text-stone-600">{t("mine.noneBody")}</p>
          <Link to="/wholesale" className={`mt-6 ${buttonClass.primary}`}>
            {t("mine.apply")}
          </Link>
        </div>
      ) : (
        <div className="space-y-6">
          <Panel title={app.brandName}>
            <p className="text-sm text-stone-600">
              {t("mine.submitted", { date: app.submittedOn })}
              {app.decidedOn ? ` · ${t("mine.decided", { date: app.decidedOn })}` : null}
            </p>
            {app.stage === "declined" ? (
              <div className="mt-4" data-testid="wholesale-stage" data-stage="declined">
                <span className="inline-flex rounded-full bg-stone-100 px-3 py-1 text-sm font-medium text-stone-800 ring-1 ring-stone-200">
                  {t("stage.declined")}
                </span>
                {app.declineReason ? (
                  <p className="mt-3 text-sm text-stone-700">
                    <span className="font-medium">{t("mine.reason")}: </span>
                    {app.declineReason}
                  </p>
                ) : null}
                <Link to="/wholesale" className={`mt-4 ${buttonClass.secondary}`}>
                  {t("mine.applyAgain")}
                </Link>
              </div>
            ) : (
              <>
                <ol className="mt-5 grid gap-3 sm:grid-cols-3" data-testid="wholesale-stage" data-stage={app.stage}>
                  {STEPS.map((step, i) => {
                    const reached = (app.stageNumber ?? -1) >= i;
                    const current = app.stage === step;
                    return (
                      <li
                        key={step}
                        aria-current={current ? "step" : undefined}
                        className={`flex items-center gap-3 rounded-xl border p-3 text-sm ${
                          current
                            ? "border-stone-900 bg-stone-900 text-white"
                            : reached
                              ? "border-brand-100 bg-brand-50 text-brand-800"
                              : "border-stone-200 bg-white text-stone-500"
                        }`}
                      >
                        <span
                          className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                            current ? "bg-white text-stone-900" : reached ? "bg-brand-700 text-white" : "bg-stone-100"
                          }`}
                        >
                          {reached && !current ? <Check aria-hidden className="size-4" /> : i}
                        </span>
                        <span>
                          <span className="sr-only">{t("stage.step", { n: i + 1 })}: </span>
                          {t(`stage.${step}`)}
                        </span>
                      </li>
                    );
                  })}
                </ol>
                <p className="mt-4 text-sm text-stone-700">
                  {app.stage === "approved" ? t("mine.approvedBody") : t("mine.pendingBody")}
                </p>
                {app.stage === "approved" ? (
                  <Link to="/product/search" className={`mt-4 ${buttonClass.primary}`}>
                    {t("mine.shop")}
                  </Link>
                ) : null}
              </>
            )}
          </Panel>
          <Panel title={t("mine.details")}>
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <Row label={t("form.website")} value={app.website} />
              <Row label={t("form.instagram")} value={app.instagram} />
              <Row label={t("form.zip").replace(" *", "")} value={app.zip} />
              <Row
                label={t("form.euVat")}
                value={app.euVat ? `${app.euVat.vatNumber} · ${vatText(t, app.euVat)}` : t("vat.none")}
                testId="my-eu-vat"
              />
              <Row
                label={t("form.ukVat")}
                value={app.ukVat ? `${app.ukVat.vatNumber} · ${vatText(t, app.ukVat)}` : t("vat.none")}
              />
            </dl>
          </Panel>
        </div>
      )}
    </>
  );
}

function vatText(
  t: (k: string, o?: Record<string, unknown>) => string,
  vat: { status: string; name: string | null },
): string {
  if (vat.status === "valid") return vat.name ? t("vat.validNamed", { name: vat.name }) : t("vat.valid");
  if (vat.status === "invalid") return t("vat.invalid");
  return t("vat.unavailable");
}

function Row({ label, value, testId }: { label: string; value: string | null; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-stone-500">{label}</dt>
      <dd className="mt-0.5 break-words text-stone-900" data-testid={testId}>
        {value ?? "—"}
      </dd>
    </div>
  );
}
