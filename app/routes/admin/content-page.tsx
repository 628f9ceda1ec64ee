import { ArrowLeft } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { getConfiguratorPage, previewConfiguratorPage, saveConfiguratorPage } from "../../../core/cms/admin-content.ts";
import { DomainError, NotFound, schemaIssue } from "../../../core/shared/errors.ts";
import { LOCALES, type Locale } from "../../../core/shared/locale.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import {
  FormNote,
  buttonPrimary,
  buttonSecondary,
  inputClass,
  labelClass,
  linkClass,
  opsText,
  panelClass,
  textareaClass,
} from "../../components/admin-ops/ops-ui.tsx";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/content-page";

/**
 * The editor of one CMS configurator page (spec §7 `/api/admin/cms/configurator/{page}`, ADR 0014):
 * title, SEO description and Markdown body in English, Portuguese and Spanish, saved together as a
 * new version (a stale version is refused), with a preview rendered by the shop's own renderer.
 * Needs `read:content:any`; saving checks `update:content:any` in core.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:content:any");
  const page = await adminCall(request, () => getConfiguratorPage(ctx, params.page));
  if (page.kind !== "text") throw await adminCall(request, () => Promise.reject(new NotFound()));
  return data({ page, saved: new URL(request.url).searchParams.get("saved") === "1" }, { headers: ADMIN_HEADERS });
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches, params }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: opsText(root, `content.page.${params.page}`),
      description: opsText(root, "content.lead"),
      path: "/admin/content",
      noindex: true,
    },
    root,
  );
}

type Texts = Record<Locale, { title: string; description: string; body: string }>;

export async function action({ request, params, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:content:any");
  const f = await request.formData();
  const s = (k: string) => (typeof f.get(k) === "string" ? String(f.get(k)) : "");
  const translations = Object.fromEntries(
    LOCALES.map((l) => [
      l,
      { title: s(`${l}.title`).trim(), description: s(`${l}.description`).trim(), body: s(`${l}.body`) },
    ]),
  ) as Texts;
  const intent = s("intent");
  try {
    if (intent === "preview") {
      return data({ intent, preview: previewConfiguratorPage(ctx, { page: params.page, translations }), translations });
    }
    await saveConfiguratorPage(ctx, { page: params.page, version: Number(s("version")), translations });
  } catch (error) {
    const issue = schemaIssue(error);
    if (issue) {
      const field = issue.field.split(".").slice(-2).join(".");
      return data({ intent, error: "TEXT_REQUIRED", field, translations }, { status: 400 });
    }
    if (error instanceof DomainError && error.status !== 401 && error.status !== 404)
      return data({ intent, error: error.code, translations }, { status: error.status });
    return adminCall(request, () => Promise.reject(error));
  }
  throw redirect(`/admin/content/${params.page}?saved=1`, { headers: ADMIN_HEADERS });
}

export default function AdminContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-ops");
  const { page, saved } = loaderData;
  const result = actionData as
    | {
        intent: string;
        error?: string;
        field?: string;
        translations: Texts;
        preview?: Record<Locale, { title: string; html: string }>;
      }
    | undefined;
  const texts = result?.translations ?? (page.kind === "text" ? page.translations : null);
  const busy = useNavigation().state !== "idle";
  const id = useId();
  if (page.kind !== "text" || !texts) return null;
  return (
    <AdminPage
      title={t(`content.page.${page.page}`, { defaultValue: page.page })}
      lead={t("content.editorLead", { version: page.version, path: page.path })}
      back={
        <Link to="/admin/content" className={`mb-4 inline-flex items-center gap-1.5 text-sm ${linkClass}`}>
          <ArrowLeft aria-hidden className="size-4" /> {t("content.back")}
        </Link>
      }
    >
      {saved ? <FormNote ok={t("content.saved")} /> : null}
      <Form method="post" className="mt-4 space-y-6">
        <input type="hidden" name="version" value={page.version} />
        <div className="grid gap-6 xl:grid-cols-3">
          {LOCALES.map((l) => (
            <fieldset key={l} className={`${panelClass} space-y-3`}>
              <legend className="px-1 text-sm font-semibold uppercase tracking-wide text-stone-700">
                {t(`content.lang.${l}`)}
              </legend>
              <div>
                <label htmlFor={`${id}-${l}-title`} className={labelClass}>
                  {t("content.fields.title")}
                </label>
                <input
                  id={`${id}-${l}-title`}
                  name={`${l}.title`}
                  defaultValue={texts[l].title}
                  maxLength={200}
                  required
                  className={inputClass}
                />
              </div>
              <div>
                <label htmlFor={`${id}-${l}-description`} className={labelClass}>
                  {t("content.fields.description")}
                </label>
                <input
                  id={`${id}-${l}-description`}
                  name={`${l}.description`}
                  defaultValue={texts[l].description}
                  maxLength={300}
                  className={inputClass}
                />
              </div>
              <div>
                <label htmlFor={`${id}-${l}-body`} className={labelClass}>
                  {t("content.fields.body")}
                </label>
                <textarea
                  id={`${id}-${l}-body`}
                  name={`${l}.body`}
                  defaultValue={texts[l].body}
                  rows={14}
                  className={`${textareaClass} font-mono`}
                />
              </div>
            </fieldset>
          ))}
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className={buttonPrimary} disabled={busy}>
            {t("content.saveAll")}
          </button>
          <button type="submit" name="intent" value="preview" className={buttonSecondary} disabled={busy}>
            {t("content.preview")}
          </button>
        </div>
        <FormNote
          error={
            result?.error
              ? `${t(`content.errors.${result.error}`, { defaultValue: t(`errors.${result.error}`, { defaultValue: t("errors.generic") }) })}${result.field ? ` (${result.field})` : ""}`
              : null
          }
        />
      </Form>
      {result?.preview ? (
        <section className="mt-6 grid gap-6 xl:grid-cols-3" aria-label={t("content.preview")} data-testid="cms-preview">
          {LOCALES.map((l) => (
            <article key={l} className={`${panelClass} prose prose-stone max-w-none`} lang={l}>
              <p className="text-xs uppercase text-stone-500">{t(`content.lang.${l}`)}</p>
              <h2>{result.preview?.[l].title}</h2>
              {/* rendered by core/cms/render-markdown.ts, which strips scripts and raw HTML */}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised Markdown output */}
              <div dangerouslySetInnerHTML={{ __html: result.preview?.[l].html ?? "" }} />
            </article>
          ))}
        </section>
      ) : null}
    </AdminPage>
  );
}
