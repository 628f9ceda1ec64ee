import { Copy, LinkIcon, Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { copySharedDesign, getSharedDesign } from "../../core/customization/design-share.ts";
import type { DesignView } from "../../core/customization/designs.ts";
import { getThreeProductOptions } from "../../core/customization/get-three-product.ts";
import { isDomainError } from "../../core/shared/errors.ts";
import { designOwnerOf } from "../components/configurator-ui/editor-data.server.ts";
import type { UploadInfo } from "../components/configurator-ui/editor-state.ts";
import { DesignSpecList, DesignViews } from "../components/configurator-ui/design-spec.tsx";
import { buttonClass } from "../components/configurator-ui/ui.tsx";
import { Price } from "../components/price.tsx";
import { cartRefOf } from "../lib/cart.server.ts";
import { pageContext } from "../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/shared-design";
import { rootText } from "../lib/i18n.ts";

/**
 * A design shared by its owner's link (issue 20, ADR 0019; `/shared/{designId}?key=…`): a read-only
 * preview — the flat drawings (or the saved pictures) and the design's details, its price for its
 * quantities worked out afresh for whoever looks (the same rules as the editor's; never a quote or
 * a wholesale price), without the owner's notes — and "Customise a copy", which copies it into the
 * viewer's designs (a guest's by the cart cookie, a customer's account) and opens the editor.
 * Never indexed; the key is not sent on to other sites. A wrong or revoked link is a 404 page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const headers = new Headers({
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex, nofollow",
    "Referrer-Policy": "no-referrer",
  });
  const key = new URL(request.url).searchParams.get("key") ?? "";
  const { ref } = await cartRefOf(request, context);
  let view: DesignView;
  try {
    view = await getSharedDesign(ctx, { viewer: ref, designId: params.id, key });
  } catch (error) {
    if (isDomainError(error, "NotFound")) return data({ state: "invalid" as const }, { status: 404, headers });
    throw error;
  }
  const options = await getThreeProductOptions(ctx, view.threeProduct.id);
  const uploads: Record<string, UploadInfo> = {};
  for (const p of view.document.placements) {
    const id = p.artwork?.uploadId;
    if (id) uploads[id] = { id, url: `/media/upload/${id}`, name: "", contentType: "", widthPx: null, heightPx: null };
  }
  return data({ state: "ok" as const, view, options, uploads, key }, { headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** "Customise a copy": the viewer's own draft of the shared design, then the editor. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  const form = await request.formData();
  const key = String(form.get("key") ?? "");
  const { owner, headers } = await designOwnerOf(request, context);
  try {
    const copy = await copySharedDesign(ctx, { viewer: owner, designId: params.id, key });
    return redirect(`/customize/${copy.id}/edit`, { headers });
  } catch (error) {
    if (isDomainError(error, "NotFound")) return data({ state: "invalid" as const }, { status: 404, headers });
    throw error;
  }
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  const ok = loaderData?.state === "ok" ? loaderData : null;
  return seoMeta(
    {
      title: ok
        ? rootText(root, "design-tools", "shared.metaTitle", { name: ok.view.name })
        : rootText(root, "design-tools", "shared.invalidTitle"),
      description: ok
        ? rootText(root, "design-tools", "shared.metaDescription", { garment: ok.options.name })
        : rootText(root, "design-tools", "shared.invalidBody"),
      path: `/shared/${params.id}`,
      noindex: true,
    },
    root,
  ).map((tag) => (tag.name === "robots" ? { name: "robots", content: "noindex, nofollow" } : tag));
}

export default function SharedDesign({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("design-tools");
  const navigation = useNavigation();
  const copying = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  if (loaderData.state !== "ok" || actionData?.state === "invalid") {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="shared-invalid">
        <LinkIcon aria-hidden className="mx-auto size-10 text-stone-400" />
        <h1 className="mt-4 text-2xl font-semibold tracking-tight text-stone-900">{t("shared.invalidTitle")}</h1>
        <p className="mt-2 text-base text-stone-600">{t("shared.invalidBody")}</p>
        <Link to="/customize" className={`mt-6 ${buttonClass.primary}`}>
          {t("shared.start")}
        </Link>
      </div>
    );
  }
  const loaded = loaderData;
  const { view } = loaded;
  const units = Object.values(view.document.sizes).reduce((a, b) => a + b, 0);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-8 lg:py-10" data-testid="shared-design">
      <p className="text-sm font-medium text-brand-700">{t("shared.kicker")}</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-stone-900 lg:text-3xl" data-testid="shared-name">
        {view.name}
      </h1>
      <p className="mt-2 max-w-2xl text-base text-stone-600">{t("shared.lead")}</p>

      {/* phone: pictures, then the way to a copy, then the details; wide: the copy beside both */}
      <div className="mt-6 grid gap-6 [grid-template-areas:'pics'_'copy'_'details'] lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-8 lg:[grid-template-areas:'pics_copy'_'details_copy']">
        <div className="[grid-area:pics]">
          <DesignViews options={loaded.options} view={view} uploads={loaded.uploads} />
        </div>
        <div className="[grid-area:details]">
          <section aria-labelledby="shared-details-title" className="rounded-2xl border border-stone-200 bg-white p-5">
            <h2 id="shared-details-title" className="text-lg font-semibold text-stone-900">
              {t("shared.details")}
            </h2>
            <div className="mt-3">
              <DesignSpecList options={loaded.options} view={view} uploads={loaded.uploads} testIdPrefix="shared" />
            </div>
          </section>
        </div>

        <aside className="space-y-4 [grid-area:copy] lg:sticky lg:top-28 lg:self-start">
          <div className="rounded-2xl border border-stone-200 bg-white p-5">
            {view.price && view.refusals.length === 0 ? (
              <div className="mb-4" data-testid="shared-price">
                <p className="text-sm text-stone-600">{t("shared.price", { count: units })}</p>
                <p className="mt-1 text-2xl font-semibold text-stone-900">
                  <Price cents={view.price.totalCents} />
                </p>
                <p className="text-sm text-stone-600">
                  <Price cents={view.price.unitCents} /> {t("shared.each")}
                </p>
              </div>
            ) : (
              <p className="mb-4 text-sm text-stone-600">{t("shared.noPrice")}</p>
            )}
            <Form method="post">
              <input type="hidden" name="key" value={loaded.key} />
              <button
                type="submit"
                className={`${buttonClass.brand} w-full`}
                disabled={copying}
                data-testid="customise-copy"
              >
                <Copy aria-hidden className="size-4" />
                {copying ? t("shared.copying") : t("shared.copy")}
              </button>
            </Form>
            <p className="mt-2 text-xs leading-5 text-stone-600">{t("shared.copyHint")}</p>
            {view.mine ? (
              <div className="mt-4 border-t border-stone-200 pt-4">
                <p className="text-sm text-stone-700">{t("shared.yours")}</p>
                <Link to={`/customize/${view.id}/edit`} className={`${buttonClass.secondary} mt-2 w-full`}>
                  <Pencil aria-hidden className="size-4" />
                  {t("shared.edit")}
                </Link>
              </div>
            ) : null}
          </div>
        </aside>
      </div>
    </div>
  );
}
