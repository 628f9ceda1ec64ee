import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect } from "react-router";
import {
  getConfiguratorPage,
  getSocialLinks,
  listConfiguratorPages,
  saveConfiguratorPage,
  saveSocialLinks,
} from "../../../core/cms/admin-content.ts";
import { DomainError, schemaIssue } from "../../../core/shared/errors.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import {
  FormNote,
  buttonPrimary,
  inputClass,
  labelClass,
  linkClass,
  opsText,
  panelClass,
} from "../../components/admin-ops/ops-ui.tsx";
import { formatDateTime } from "../../components/orders/order-format.ts";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/content";

const NETWORKS = ["instagram", "facebook", "tiktok", "pinterest", "linkedin", "youtube"] as const;

/**
 * Content (issue 6, spec §7 Admin CMS): the CMS configurator pages with their version and languages
 * (each opens the editor), the footer's social links and the analytics ids (Google measurement id,
 * Meta pixel id). Needs `read:content:any`; saving checks `update:content:any` in core.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:content:any");
  const [pages, links, analytics] = await adminCall(request, () =>
    Promise.all([listConfiguratorPages(ctx), getSocialLinks(ctx), getConfiguratorPage(ctx, "analytics")]),
  );
  return data(
    { pages, links, analytics, done: new URL(request.url).searchParams.get("done") },
    { headers: ADMIN_HEADERS },
  );
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: opsText(root, "content.title"),
      description: opsText(root, "content.lead"),
      path: "/admin/content",
      noindex: true,
    },
    root,
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:content:any");
  const f = await request.formData();
  const intent = String(f.get("intent") ?? "");
  const s = (k: string) => (typeof f.get(k) === "string" ? String(f.get(k)).trim() : "");
  try {
    if (intent === "social") {
      await saveSocialLinks(
        ctx,
        NETWORKS.filter((n) => s(n)).map((n) => ({ network: n, url: s(n) })),
      );
    } else if (intent === "analytics") {
      await saveConfiguratorPage(ctx, {
        page: "analytics",
        version: Number(s("version")),
        data: { googleMeasurementId: s("googleMeasurementId"), metaPixelId: s("metaPixelId") },
      });
    } else throw data(null, { status: 400 });
  } catch (error) {
    const issue = schemaIssue(error);
    if (issue) {
      const field = issue.field;
      return data(
        {
          intent,
          error: field.includes("googleMeasurementId") ? "GA_ID" : field.includes("metaPixelId") ? "PIXEL_ID" : "LINKS",
        },
        { status: 400 },
      );
    }
    if (error instanceof DomainError && error.status !== 401 && error.status !== 404)
      return data({ intent, error: error.code }, { status: error.status });
    if (error instanceof Response) throw error;
    return adminCall(request, () => Promise.reject(error));
  }
  throw redirect(`/admin/content?done=${intent}`, { headers: ADMIN_HEADERS });
}

export default function AdminContent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-ops");
  const { locale } = useRootData();
  const { pages, links, analytics, done } = loaderData;
  const err = actionData as { intent: string; error: string } | undefined;
  const id = useId();
  const settings = analytics.kind === "settings" ? analytics : null;
  return (
    <AdminPage title={t("content.title")} lead={t("content.lead")}>
      {done ? <FormNote ok={t("content.saved")} /> : null}
      <section className={`${panelClass} mt-4`} aria-labelledby={`${id}-pages`}>
        <h2 id={`${id}-pages`} className="text-lg font-semibold text-stone-900">
          {t("content.pages")}
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="cms-pages">
          {pages
            .filter((p) => p.page !== "analytics")
            .map((p) => (
              <li key={p.page} className="rounded-xl border border-stone-200 px-3 py-2">
                <Link to={`/admin/content/${p.page}`} className={linkClass}>
                  {t(`content.page.${p.page}`, { defaultValue: p.page })}
                </Link>
                <p className="text-xs text-stone-500">
                  {t("content.version", { n: p.version })} ·{" "}
                  {p.languages.join(", ").toUpperCase() || t("content.noText")}
                  {p.updatedAt ? ` · ${formatDateTime(p.updatedAt, locale)}` : ""}
                </p>
              </li>
            ))}
        </ul>
      </section>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section className={panelClass} aria-labelledby={`${id}-social`}>
          <h2 id={`${id}-social`} className="text-lg font-semibold text-stone-900">
            {t("content.social")}
          </h2>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="social" />
            {NETWORKS.map((n) => (
              <div key={n}>
                <label htmlFor={`${id}-${n}`} className={labelClass}>
                  {t(`content.networks.${n}`)}
                </label>
                <input
                  id={`${id}-${n}`}
                  name={n}
                  type="url"
                  placeholder="https://"
                  defaultValue={links.find((l) => l.network === n)?.url ?? ""}
                  className={inputClass}
                />
              </div>
            ))}
            <button type="submit" className={buttonPrimary}>
              {t("content.save")}
            </button>
            <FormNote error={err?.intent === "social" ? t("content.errors.LINKS") : null} />
          </Form>
        </section>
        <section className={panelClass} aria-labelledby={`${id}-analytics`}>
          <h2 id={`${id}-analytics`} className="text-lg font-semibold text-stone-900">
            {t("content.analytics")}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t("content.analyticsHint")}</p>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="analytics" />
            <input type="hidden" name="version" value={analytics.version} />
            <div>
              <label htmlFor={`${id}-ga`} className={labelClass}>
                {t("content.ga")}
              </label>
              <input
                id={`${id}-ga`}
                name="googleMeasurementId"
                placeholder="G-XXXXXXXXXX"
                defaultValue={settings?.data.googleMeasurementId ?? ""}
                className={inputClass}
                aria-invalid={err?.error === "GA_ID" ? true : undefined}
              />
            </div>
            <div>
              <label htmlFor={`${id}-px`} className={labelClass}>
                {t("content.pixel")}
              </label>
              <input
                id={`${id}-px`}
                name="metaPixelId"
                inputMode="numeric"
                placeholder="123456789012345"
                defaultValue={settings?.data.metaPixelId ?? ""}
                className={inputClass}
                aria-invalid={err?.error === "PIXEL_ID" ? true : undefined}
              />
            </div>
            <button type="submit" className={buttonPrimary}>
              {t("content.save")}
            </button>
            <FormNote
              error={
                err?.intent === "analytics"
                  ? t(`content.errors.${err.error}`, {
                      defaultValue: t(`errors.${err.error}`, { defaultValue: t("errors.generic") }),
                    })
                  : null
              }
            />
          </Form>
        </section>
      </div>
    </AdminPage>
  );
}
