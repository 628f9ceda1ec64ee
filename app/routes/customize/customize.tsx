import { ChevronLeft } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, type ShouldRevalidateFunctionArgs, data, useSearchParams } from "react-router";
import { getProduct } from "../../../core/catalog/get-product.ts";
import { GARMENT_LAYOUTS, type PlacementCode, labelPlacement } from "../../../core/customization/uv-layout.ts";
import { NotFound } from "../../../core/shared/errors.ts";
import type { Route } from "./+types/customize";
import { DesignEditor } from "../../components/configurator-ui/design-editor.tsx";
import { loadStart } from "../../components/configurator-ui/editor-data.server.ts";
import { editorMeta } from "../../components/configurator-ui/editor-meta.ts";
import {
  GarmentViewer,
  type GarmentViewerHandle,
  type ViewerDecal,
  type ViewerLabel,
} from "../../configurator/GarmentViewer.tsx";
import { pageContext } from "../../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import { rootText } from "../../lib/i18n.ts";

/**
 * `/customize/{id}` (spec §2, `?discard=true`): the configurator. `{id}` is a customizable catalogue
 * product (id or slug; 404 otherwise) or a 3D product (id or garment type code). The editor
 * (app/components/configurator-ui/) resumes the owner's latest draft of that garment, or starts a
 * fresh design with `?discard=true` (the old draft stays in My designs); `?dye=` chooses a fresh
 * design's dye. The garment is shown in helper "3D"'s `<GarmentViewer>`.
 *
 * Viewer preview for checks, screenshots and the benchmark (helper "3D"'s page, no design): `?text=…`
 * puts that text on the garment's first placement (or `&at=left-sleeve`, any placement it has),
 * `?labels=1` shows a neck and a care label, `?snapshot=1` shows the viewer's rendered front and back
 * PNGs (`renderViews`) under it.
 */
export async function loader(args: Route.LoaderArgs) {
  const query = new URL(args.request.url).searchParams;
  if (PREVIEW_PARAMS.some((p) => query.has(p))) return previewLoader(args);
  const { page, headers } = await loadStart(args.request, args.context, args.params.id);
  return data({ mode: "editor" as const, page }, { headers });
}

/** Query parameters that open the viewer preview instead of the editor. */
const PREVIEW_PARAMS = ["text", "at", "labels", "snapshot"];

/** Private and not indexed (the editor's guest cookie is added by React Router). */
export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

/** The viewer preview's data: the catalogue product and its colours (404 unless customizable). */
async function previewLoader({ params, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  try {
    const product = await getProduct(ctx, params.id);
    if (!product.customizable) throw new NotFound("Product not found", "PRODUCT_NOT_FOUND");
    return {
      mode: "preview" as const,
      product: {
        id: product.id,
        slug: product.slug,
        name: product.name,
        garmentType: product.garmentType,
        colors: product.colors.map((c) => ({ code: c.code, name: c.name, hex: c.hex })),
      },
    };
  } catch (error) {
    if (error instanceof NotFound) throw data(null, { status: 404 });
    throw error;
  }
}

/** Switching the dye changes only the query: nothing to reload. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (
    !formMethod &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.searchParams.get("lng") === nextUrl.searchParams.get("lng")
  ) {
    return false;
  }
  return defaultShouldRevalidate;
}

/** The preview's title "Customise {product}"; not indexed. */
function previewMeta({
  matches,
  loaderData,
}: {
  matches: Route.MetaArgs["matches"];
  loaderData: PreviewData | undefined;
}) {
  const root = rootFromMatches(matches);
  const name = loaderData?.product.name ?? "";
  return seoMeta(
    {
      title: rootText(root, "configurator", "page.title", { name }),
      description: rootText(root, "configurator", "page.metaDescription", { name }),
      path: `/customize/${loaderData?.product.slug ?? ""}`,
      noindex: true,
    },
    root,
  );
}

/** "Customise: {garment}" for the editor, the preview's own title otherwise; never indexed. */
export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  if (loaderData?.mode === "editor") return editorMeta(matches, loaderData.page, `/customize/${params.id}`);
  return previewMeta({ matches, loaderData });
}

type PreviewData = Awaited<ReturnType<typeof previewLoader>>;
type Product = PreviewData["product"];

function pickDye(product: Product, code: string | null) {
  return product.colors.find((c) => c.code === code) ?? product.colors[0];
}

/**
 * The viewer preview (helper "3D"'s page): the viewer and the dye picker (switches in place, `?dye=`
 * without JavaScript), with `?text=`, `&at=`, `?labels=1`, `?snapshot=1`.
 */
function ViewerPreview({ loaderData }: { loaderData: PreviewData }) {
  const { product } = loaderData;
  const { t } = useTranslation("configurator");
  const [params] = useSearchParams();
  const [dyeCode, setDyeCode] = useState(() => pickDye(product, params.get("dye"))?.code ?? "");
  const paramDye = params.get("dye");
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow router navigations only
  useEffect(() => setDyeCode(pickDye(product, paramDye)?.code ?? ""), [paramDye, product.id]);
  const dye = pickDye(product, dyeCode);

  const hrefFor = (code: string) => {
    const next = new URLSearchParams(params);
    next.set("dye", code);
    return `?${next.toString()}`;
  };
  const select = (code: string) => {
    setDyeCode(code);
    window.history.replaceState(window.history.state, "", hrefFor(code));
  };

  const previewText = params.get("text");
  const previewAt = params.get("at");
  const decals = useMemo<ViewerDecal[]>(() => {
    const placements = GARMENT_LAYOUTS[product.garmentType].placements;
    const code = (previewAt && previewAt in placements ? previewAt : Object.keys(placements)[0]) as PlacementCode;
    const area = placements[code];
    if (!previewText || !area) return [];
    const widthMm = Math.min(240, area.widthMm);
    const heightMm = Math.min(widthMm * 0.375, area.heightMm);
    return [{ id: "preview-text", placement: code, widthMm, heightMm, text: { value: previewText.slice(0, 40) } }];
  }, [previewText, previewAt, product.garmentType]);
  const showLabels = params.get("labels") === "1";
  const labels = useMemo<ViewerLabel[]>(
    () =>
      showLabels
        ? [
            {
              id: "neck",
              slot: "neck",
              position: labelPlacement(product.garmentType, { anchor: "back-neck", offsetMm: 15 }),
            },
            {
              id: "care",
              slot: "care",
              position: labelPlacement(product.garmentType, { anchor: "side-seam", offsetMm: 100 }),
            },
          ]
        : [],
    [showLabels, product.garmentType],
  );

  const viewer = useRef<GarmentViewerHandle>(null);
  const [snapshots, setSnapshots] = useState<{ front?: string; back?: string }>({});
  const wantSnapshot = params.get("snapshot") === "1";
  const onReady = useCallback(() => {
    if (!wantSnapshot) return;
    viewer.current?.renderViews({ width: 400, height: 480 }).then((views) =>
      setSnapshots({
        front: views.front && URL.createObjectURL(views.front),
        back: views.back && URL.createObjectURL(views.back),
      }),
    );
  }, [wantSnapshot]);

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <Link
        to={`/product/${product.slug}`}
        className="inline-flex items-center gap-1 text-sm text-stone-600 hover:text-stone-900"
        data-testid="back-to-product"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t("page.backToProduct")}
      </Link>
      <h1 className="mt-3 text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
        {t("page.title", { name: product.name })}
      </h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <GarmentViewer
          garmentType={product.garmentType}
          garmentName={product.name}
          dyeHex={dye?.hex ?? "#ffffff"}
          dyeName={dye?.name}
          decals={decals}
          labels={labels}
          onReady={onReady}
          ref={viewer}
          className="mx-auto w-full max-w-xl"
        />
        <fieldset>
          <legend className="text-sm text-stone-700">
            <span className="font-semibold text-stone-900">{t("page.dye")}:</span>{" "}
            <span data-testid="selected-dye">{dye?.name}</span>
          </legend>
          <ul className="mt-3 flex flex-wrap gap-2">
            {product.colors.map((c) => {
              const selected = c.code === dye?.code;
              return (
                <li key={c.code}>
                  <a
                    href={hrefFor(c.code)}
                    onClick={(e) => {
                      if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
                      e.preventDefault();
                      select(c.code);
                    }}
                    aria-current={selected ? "true" : undefined}
                    title={c.name}
                    data-testid="dye-option"
                    data-dye={c.code}
                    className={`flex size-10 items-center justify-center rounded-full ring-offset-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-stone-900 ${
                      selected ? "ring-2 ring-stone-900" : "ring-1 ring-stone-300 hover:ring-stone-500"
                    }`}
                  >
                    <span
                      aria-hidden="true"
                      className="size-8 rounded-full ring-1 ring-black/10 ring-inset"
                      style={{ backgroundColor: c.hex }}
                    />
                    <span className="sr-only">{c.name}</span>
                  </a>
                </li>
              );
            })}
          </ul>
          <p className="mt-6 text-sm text-stone-600">{t("page.intro")}</p>
          {snapshots.front || snapshots.back ? (
            <div className="mt-6 flex gap-3">
              {(["front", "back"] as const).map((v) =>
                snapshots[v] ? (
                  <img
                    key={v}
                    src={snapshots[v]}
                    alt={t(`viewer.view.${v}`)}
                    width={200}
                    height={240}
                    className="rounded-lg bg-stone-100"
                    data-testid={`snapshot-${v}`}
                  />
                ) : null,
              )}
            </div>
          ) : null}
        </fieldset>
      </div>
    </main>
  );
}

/** The editor; the viewer preview with its query parameters. */
export default function Customize({ loaderData }: Route.ComponentProps) {
  if (loaderData.mode === "editor") {
    return <DesignEditor key={loaderData.page.design?.id ?? "new"} page={loaderData.page} />;
  }
  return <ViewerPreview loaderData={loaderData} />;
}
