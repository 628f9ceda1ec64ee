import { getCmsPage } from "../../core/cms/get-cms-page.ts";
import { renderMarkdown } from "../../core/cms/render-markdown.ts";
import { NotFound } from "../../core/shared/errors.ts";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { type FaqGroup, faqGroups } from "../lib/faq.server.ts";
import { pagePath } from "../lib/request-path.ts";
import type { Route } from "./+types/cms-page";
import { pageContext } from "../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../lib/seo.ts";

/** CMS key of each content path of app/routes.ts (`/faq` redirects to `/faqs`). */
export const CMS_KEY_BY_PATH: Record<string, string> = {
  "/about": "about",
  "/faqs": "faq",
  "/faq": "faq",
  "/community": "community",
  "/promo": "promo",
  "/privacy": "privacy",
  "/shipping-policy": "shipping",
  "/terms-of-use": "terms",
  "/contact": "contact",
  "/complaints-book": "complaints",
  "/disputeresolution": "disputeResolution",
};

/** Content pages (spec §2): CMS pages stored in the DB in three languages, rendered from sanitized Markdown. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const path = pagePath(request);
  // one address per page (issue 15): the alias answers 301 to /faqs, keeping the query
  if (path === "/faq") throw redirect(`/faqs${new URL(request.url).search}`, 301);
  const key = CMS_KEY_BY_PATH[path];
  if (!key) throw data(null, { status: 404 });
  try {
    const page = await getCmsPage(ctx, key);
    const faq: FaqGroup[] | null = key === "faq" ? faqGroups(page.body) : null;
    return { page: { ...page, html: faq ? "" : renderMarkdown(page.body), path }, faq };
  } catch (error) {
    if (error instanceof NotFound) throw data(null, { status: 404 });
    throw error;
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  return seoMeta(
    { title: page.title, description: page.description, path: page.path, type: "article" },
    rootFromMatches(matches),
  );
}

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  const { page, faq } = loaderData;
  if (faq) return <FaqPage title={page.title} description={page.description} groups={faq} />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 lg:py-16">
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900 lg:text-4xl">{page.title}</h1>
      <p className="mt-3 text-lg text-stone-600">{page.description}</p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown sanitized by renderMarkdown (sanitize-html allow-list) */}
      <div className="prose-cms mt-8" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}

/**
 * The FAQ page (issue 15): a contents list of the groups, then each group's questions as native
 * `<details>` (an accordion that works without JavaScript, keyboard and screen readers included).
 * A `#question` link opens its answer, since the browser opens a `<details>` holding the target.
 */
function FaqPage({ title, description, groups }: { title: string; description: string; groups: FaqGroup[] }) {
  const { t } = useTranslation("common");
  const titled = groups.filter((g) => g.title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 lg:py-16" data-testid="faq-page">
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900 lg:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-stone-600">{description}</p>
      {titled.length > 1 ? (
        <nav aria-labelledby="faq-contents" className="mt-8 rounded-2xl border border-stone-200 bg-stone-50 p-5">
          <h2 id="faq-contents" className="text-sm font-semibold text-stone-900">
            {t("layout.contents")}
          </h2>
          <ol className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {titled.map((g) => (
              <li key={g.id}>
                <a href={`#${g.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  {g.title}
                </a>{" "}
                <span className="text-stone-500">({g.items.length})</span>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {groups.map((g) => (
        <section key={g.id} aria-labelledby={g.title ? `${g.id}-title` : undefined} className="mt-10">
          {g.title ? (
            <h2 id={g.id} className="scroll-mt-28 text-xl font-semibold tracking-tight text-stone-900">
              <span id={`${g.id}-title`}>{g.title}</span>
            </h2>
          ) : null}
          {g.introHtml ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown sanitized by renderMarkdown (sanitize-html allow-list)
            <div className="prose-cms mt-3" dangerouslySetInnerHTML={{ __html: g.introHtml }} />
          ) : null}
          <div className="mt-4 divide-y divide-stone-200 rounded-2xl border border-stone-200">
            {g.items.map((item) => (
              <details key={item.id} id={item.id} className="group scroll-mt-28" data-testid="faq-item">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 text-base font-medium text-stone-900 hover:bg-stone-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600 [&::-webkit-details-marker]:hidden">
                  <h3 className="text-base font-medium">{item.question}</h3>
                  <span
                    aria-hidden
                    className="mt-0.5 text-xl leading-none text-stone-500 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <div
                  className="prose-cms px-5 pb-4 [&>p:first-child]:mt-0"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown sanitized by renderMarkdown (sanitize-html allow-list)
                  dangerouslySetInnerHTML={{ __html: item.html }}
                />
              </details>
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}
