import { Copy, Images } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { copyDesign } from "../../core/customization/design-share.ts";
import { type DesignView, getDesign, listGallery } from "../../core/customization/designs.ts";
import { NotFound } from "../../core/shared/errors.ts";
import { Pagination } from "../components/catalog/pagination.tsx";
import { designCards, designOwnerOf } from "../components/configurator-ui/editor-data.server.ts";
import { flatUrl } from "../components/configurator-ui/flat-geometry.ts";
import { buttonClass } from "../components/configurator-ui/ui.tsx";
import { pageContext } from "../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/gallery";
import { rootText } from "../lib/i18n.ts";

const PAGE_SIZE = 12;

function queryInt(url: URL, name: string, fallback: number, max: number): number {
  const raw = url.searchParams.get(name);
  const value = raw === null || raw === "" ? Number.NaN : Number(raw);
  return Number.isInteger(value) && value >= 0 ? Math.min(value, max) : fallback;
}

/**
 * The gallery (spec §2 `/gallery`, §7 `GET /api/gallery?offset=&limit=`): designs their owners
 * published, newest first, with the garment and its dye, in pages; each can be the start of a new
 * design of one's own ("Start from this design").
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const url = new URL(request.url);
  const limit = Math.max(1, queryInt(url, "limit", PAGE_SIZE, 48));
  const offset = queryInt(url, "offset", 0, 1_000_000);
  const { designs, total } = await listGallery(ctx, { offset, limit });
  return { offset, limit, total, designs: await designCards(ctx, designs) };
}

/**
 * "Start from this design": a new draft of the caller's, copied from a published design (its
 * artwork copied too, so the new design owns everything it uses; `sourceDesignId` remembers where
 * it came from; core/customization/design-share.ts copyDesign), then the editor.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  const form = await request.formData();
  const id = String(form.get("designId") ?? "");
  const { owner, headers } = await designOwnerOf(request, context);
  let source: DesignView;
  try {
    source = await getDesign(ctx, { owner, id });
  } catch (error) {
    if (error instanceof NotFound) throw data(null, { status: 404 });
    throw error;
  }
  const created = await copyDesign(ctx, owner, source, { keepNotes: true });
  throw redirect(`/customize/${created.id}/edit`, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: rootText(root, "customize", "gallery.title"),
      description: rootText(root, "customize", "gallery.lead"),
      path: "/gallery",
    },
    root,
  );
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("customize");
  const { designs, total, offset, limit } = loaderData;
  const navigation = useNavigation();
  const copying = navigation.state !== "idle" && navigation.formData?.get("designId");
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 lg:px-8 lg:py-12">
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900 lg:text-4xl">{t("gallery.title")}</h1>
      <p className="mt-2 max-w-2xl text-base text-stone-600">{t("gallery.lead")}</p>
      {designs.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-12 text-center">
          <Images aria-hidden className="mx-auto size-10 text-stone-400" />
          <h2 className="mt-4 text-lg font-semibold text-stone-900">{t("gallery.emptyTitle")}</h2>
          <p className="mx-auto mt-2 max-w-sm text-sm text-stone-600">{t("gallery.emptyBody")}</p>
          <Link to="/customize" className={`mt-6 ${buttonClass.primary}`}>
            {t("gallery.startShopping")}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm text-stone-600">{t("gallery.count", { count: total })}</p>
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
            {designs.map((d) => (
              <li
                key={d.id}
                className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white"
                data-testid="gallery-item"
              >
                <div className="aspect-[6/7] bg-stone-100">
                  <img
                    src={d.image ?? flatUrl(d.garmentType, "front", d.dye.hex)}
                    alt={t("gallery.imageAlt", { name: d.name, garment: d.garment, dye: d.dye.name })}
                    loading="lazy"
                    className="h-full w-full object-contain"
                  />
                </div>
                <div className="flex flex-1 flex-col p-3 sm:p-4">
                  <h2 className="line-clamp-2 text-sm font-semibold text-stone-900 sm:text-base">{d.name}</h2>
                  <p className="mt-1 text-xs text-stone-600 sm:text-sm">{d.garment}</p>
                  <p className="mt-1 flex items-center gap-1.5 text-xs text-stone-600">
                    <span
                      aria-hidden
                      className="size-3 shrink-0 rounded-full border border-stone-300"
                      style={{ backgroundColor: d.dye.hex }}
                    />
                    {d.dye.name}
                  </p>
                  <Form method="post" className="mt-auto pt-3">
                    <input type="hidden" name="designId" value={d.id} />
                    <button
                      type="submit"
                      className="inline-flex min-h-10 w-full items-center justify-center gap-1.5 rounded-full border border-stone-300 bg-white px-3 py-2 text-center text-xs font-medium leading-tight text-stone-900 hover:bg-stone-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:opacity-60 sm:text-sm"
                      disabled={copying === d.id}
                      aria-label={t("gallery.startFromNamed", { name: d.name })}
                      data-testid="start-from-design"
                    >
                      <Copy aria-hidden className="size-4 shrink-0" />
                      {t("gallery.startFrom")}
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            total={total}
            offset={offset}
            limit={limit}
            hrefFor={(o) =>
              o === 0 ? "/gallery" : `/gallery?offset=${o}${limit !== PAGE_SIZE ? `&limit=${limit}` : ""}`
            }
          />
        </>
      )}
    </div>
  );
}
