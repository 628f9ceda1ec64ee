import { Copy, LinkIcon, Pencil } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import type { GarmentType } from "../../core/catalog/garment-types.ts";
import { copySharedDesign, getSharedDesign } from "../../core/customization/design-share.ts";
import type { DesignView } from "../../core/customization/designs.ts";
import { getThreeProductOptions } from "../../core/customization/get-three-product.ts";
import { isDomainError } from "../../core/shared/errors.ts";
import { decalsOf, flatLabels } from "../components/configurator-ui/decals.ts";
import { designOwnerOf } from "../components/configurator-ui/editor-data.server.ts";
import { type UploadInfo, fromDocument } from "../components/configurator-ui/editor-state.ts";
import { FlatPreview } from "../components/configurator-ui/flat-preview.tsx";
import { useCm } from "../components/configurator-ui/messages.ts";
import { buttonClass } from "../components/configurator-ui/ui.tsx";
import { messageText } from "../components/orders/page-meta.ts";
import { Price } from "../components/price.tsx";
import { cartRefOf } from "../lib/cart.server.ts";
import { pageContext } from "../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/shared-design";

/**
 * A design shared by its owner's link (issue 20, ADR 0019; `/shared/{designId}?key=…`): a read-only
 * preview — the flat drawings (or the saved pictures) and the design's details, its price for its
 * quantities worked out afresh for whoever looks (the same rules as the editor's; never a quote or
 * a wholesale price), without the owner's notes — and "Customise a copy", which copies it into the
 * viewer's designs (a guest's by the cart cookie, a customer's account) and opens the editor.
 * Never indexed; the key is not sent on to other sites. A wrong or revoked link is a 404 page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { ctx, buying } = context.get(pageContext);
  const headers = new Headers({
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex, nofollow",
    "Referrer-Policy": "no-referrer",
  });
  const key = new URL(request.url).searchParams.get("key") ?? "";
  if (!buying) throw data(null, { status: 503 });
  const { ref } = await cartRefOf(request, context);
  let view: DesignView;
  try {
    view = await getSharedDesign(ctx, buying.links, ref, { designId: params.id, key });
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
  const { ctx, buying } = context.get(pageContext);
  if (!buying) throw data(null, { status: 503 });
  const form = await request.formData();
  const key = String(form.get("key") ?? "");
  const { owner, headers } = await designOwnerOf(request, context);
  try {
    const copy = await copySharedDesign(ctx, buying, owner, { designId: params.id, key });
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
        ? messageText(root, "design-tools", "shared.metaTitle", { name: ok.view.name })
        : messageText(root, "design-tools", "shared.invalidTitle"),
      description: ok
        ? messageText(root, "design-tools", "shared.metaDescription", { garment: ok.options.name })
        : messageText(root, "design-tools", "shared.invalidBody"),
      path: `/shared/${params.id}`,
      noindex: true,
    },
    root,
  ).map((tag) => (tag.name === "robots" ? { name: "robots", content: "noindex, nofollow" } : tag));
}

type Loaded = Extract<Route.ComponentProps["loaderData"], { state: "ok" }>;

/** The flat drawings of the design as it is now (saved pictures may be older than the design). */
function Pictures({ loaded }: { loaded: Loaded }) {
  const { t } = useTranslation("customize");
  const { view, options, uploads } = loaded;
  const doc = useMemo(() => fromDocument(view.document), [view.document]);
  const decals = useMemo(() => decalsOf(options, doc.placements, uploads), [options, doc.placements, uploads]);
  const dye = options.dyes.find((d) => d.code === view.document.dye);
  const labels = flatLabels(options.garmentType as GarmentType, options, doc.labels);
  const garment = view.blank?.name ?? options.name;
  return (
    <div className="grid grid-cols-2 gap-3">
      {(["front", "back"] as const).map((v) => {
        const alt = t("review.imageAlt", { garment, dye: dye?.name ?? "", view: t(`viewer.${v}`) });
        return (
          <figure key={v} className="overflow-hidden rounded-2xl bg-stone-100">
            <FlatPreview
              garmentType={options.garmentType as GarmentType}
              view={v}
              dyeHex={dye?.hex ?? "#ffffff"}
              decals={decals}
              labels={labels}
              title={alt}
              className="aspect-[6/7] w-full"
            />
            <figcaption className="py-2 text-center text-xs text-stone-600">{t(`viewer.${v}`)}</figcaption>
          </figure>
        );
      })}
    </div>
  );
}

function Details({ loaded }: { loaded: Loaded }) {
  const { t } = useTranslation("customize");
  const toCm = useCm();
  const { view, options } = loaded;
  const doc = view.document;
  const dye = options.dyes.find((d) => d.code === doc.dye);
  const labelRows = options.labelSlots.map((slot) => {
    const code = doc.labels[slot.code] ?? options.labels.find((l) => l.slot === slot.code && l.isDefault)?.code;
    return { slot: slot.name, option: options.labels.find((l) => l.code === code)?.name ?? code ?? "—" };
  });
  const sizes = options.sizes.filter((s) => (doc.sizes[s] ?? 0) > 0);
  const units = sizes.reduce((sum, s) => sum + (doc.sizes[s] ?? 0), 0);
  const row = "grid grid-cols-[8rem_minmax(0,1fr)] gap-3 py-2.5 sm:grid-cols-[11rem_minmax(0,1fr)]";
  return (
    <dl className="divide-y divide-stone-100 text-sm" data-testid="shared-details">
      <div className={row}>
        <dt className="text-stone-600">{t("review.garment")}</dt>
        <dd className="text-stone-900">{view.blank?.name ?? options.name}</dd>
      </div>
      <div className={row}>
        <dt className="text-stone-600">{t("review.dye")}</dt>
        <dd className="flex items-center gap-2 text-stone-900">
          <span
            aria-hidden
            className="size-4 rounded-full border border-stone-300"
            style={{ backgroundColor: dye?.hex }}
          />
          {dye?.name ?? doc.dye}
        </dd>
      </div>
      {labelRows.map((l) => (
        <div key={l.slot} className={row}>
          <dt className="text-stone-600">{l.slot}</dt>
          <dd className="text-stone-900">{l.option}</dd>
        </div>
      ))}
      {doc.placements.length === 0 ? (
        <div className={row}>
          <dt className="text-stone-600">{t("review.decoration")}</dt>
          <dd className="text-stone-900">{t("review.blank")}</dd>
        </div>
      ) : (
        doc.placements.map((p, i) => {
          const placement = options.placements.find((x) => x.code === p.placement);
          const technique = options.techniques.find((x) => x.code === p.technique);
          return (
            <div key={`${p.placement}-${i}`} className={row} data-testid="shared-placement">
              <dt className="text-stone-600">{placement?.name ?? p.placement}</dt>
              <dd className="space-y-0.5 text-stone-900">
                <p className="font-medium">
                  {technique?.name ?? p.technique}
                  {p.colourCount ? ` · ${t("review.colours", { count: p.colourCount })}` : ""}
                </p>
                {p.text ? (
                  <p>{t("review.text", { text: p.text.content, font: p.text.font })}</p>
                ) : p.artwork ? (
                  <p className="flex items-center gap-2">
                    <img
                      src={`/media/upload/${p.artwork.uploadId}`}
                      alt=""
                      className="size-8 rounded border border-stone-200 bg-[conic-gradient(#e7e5e4_25%,#fff_0_50%,#e7e5e4_0_75%,#fff_0)] bg-[length:10px_10px] object-contain"
                    />
                    {t("review.artwork")}
                  </p>
                ) : null}
                <p className="text-stone-700">
                  {t("review.size", { width: toCm(p.widthMm), height: toCm(p.heightMm) })}
                  {p.rotationDeg ? ` · ${t("review.rotation", { deg: p.rotationDeg })}` : ""}
                </p>
              </dd>
            </div>
          );
        })
      )}
      <div className={row}>
        <dt className="text-stone-600">{t("review.sizes")}</dt>
        <dd className="text-stone-900">
          {sizes.length === 0
            ? t("review.noSizes")
            : `${sizes.map((s) => `${s} × ${doc.sizes[s]}`).join(", ")} · ${t("review.units", { count: units })}`}
        </dd>
      </div>
    </dl>
  );
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
          <Pictures loaded={loaded} />
        </div>
        <div className="[grid-area:details]">
          <section aria-labelledby="shared-details-title" className="rounded-2xl border border-stone-200 bg-white p-5">
            <h2 id="shared-details-title" className="text-lg font-semibold text-stone-900">
              {t("shared.details")}
            </h2>
            <div className="mt-3">
              <Details loaded={loaded} />
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
