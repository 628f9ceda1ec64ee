import { getCmsPage } from "../../core/cms/get-cms-page.ts";
import { renderMarkdown } from "../../core/cms/render-markdown.ts";
import { NotFound } from "../../core/shared/errors.ts";
import { data } from "react-router";
import { pagePath } from "../lib/request-path.ts";
import type { Route } from "./+types/cms-page";
import { pageContext } from "../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../lib/seo.ts";

/** CMS key of each content path of app/routes.ts (`/faq` is an alias of `/faqs`). */
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
  const key = CMS_KEY_BY_PATH[path];
  if (!key) throw data(null, { status: 404 });
  try {
    const page = await getCmsPage(ctx, key);
    return { page: { ...page, html: renderMarkdown(page.body), path } };
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
  const { page } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 lg:py-16">
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900 lg:text-4xl">{page.title}</h1>
      <p className="mt-3 text-lg text-stone-600">{page.description}</p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown sanitized by renderMarkdown (sanitize-html allow-list) */}
      <div className="prose-cms mt-8" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
