import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { GarmentType } from "../../../core/catalog/garment-types.ts";
import type { DesignView } from "../../../core/customization/designs.ts";
import type { ThreeProductOptions } from "../../../core/customization/get-three-product.ts";
import { decalsOf, flatLabels } from "./decals.ts";
import { type UploadInfo, fromDocument } from "./editor-state.ts";
import { FlatPreview } from "./flat-preview.tsx";
import { useCm } from "./messages.ts";

/** A saved design as the read-only pages show it (the review page, a shared link). */
export interface DesignSpecProps {
  options: ThreeProductOptions;
  view: Pick<DesignView, "document" | "blank">;
  /** The design's uploads by id (artwork pictures and, with `showUploadNames`, their file names). */
  uploads: Record<string, UploadInfo>;
}

/**
 * The design's front and back: the saved pictures when `images` has them, else the flat drawing
 * of the design as it is now (saved pictures may be older than the design).
 */
export function DesignViews({
  options,
  view,
  uploads,
  images = {},
}: DesignSpecProps & { images?: { front?: string | null; back?: string | null } }) {
  const { t } = useTranslation("customize");
  const doc = useMemo(() => fromDocument(view.document), [view.document]);
  const decals = useMemo(() => decalsOf(options, doc.placements, uploads), [options, doc.placements, uploads]);
  const dye = options.dyes.find((d) => d.code === view.document.dye);
  const labels = flatLabels(options.garmentType as GarmentType, options, doc.labels);
  const garment = view.blank?.name ?? options.name;
  return (
    <div className="grid grid-cols-2 gap-3">
      {(["front", "back"] as const).map((v) => {
        const alt = t("review.imageAlt", { garment, dye: dye?.name ?? "", view: t(`viewer.${v}`) });
        const saved = images[v];
        return (
          <figure key={v} className="overflow-hidden rounded-2xl bg-stone-100">
            {saved ? (
              <img
                src={saved}
                alt={alt}
                className="aspect-[6/7] w-full object-contain"
                data-testid={`review-image-${v}`}
              />
            ) : (
              <FlatPreview
                garmentType={options.garmentType as GarmentType}
                view={v}
                dyeHex={dye?.hex ?? "#ffffff"}
                decals={decals}
                labels={labels}
                title={alt}
                className="aspect-[6/7] w-full"
              />
            )}
            <figcaption className="py-2 text-center text-xs text-stone-600">{t(`viewer.${v}`)}</figcaption>
          </figure>
        );
      })}
    </div>
  );
}

/**
 * The design's specification as a definition list: garment (its product page, fabric and weight),
 * dye, labels, each decoration (technique, colours, text or artwork, size in cm, position from the
 * placement's centre, rotation), sizes and units, and the production notes when `showNotes`.
 * Test ids are `<testIdPrefix>-garment`, `-dye`, `-placement`, `-sizes`.
 */
export function DesignSpecList({
  options,
  view,
  uploads,
  testIdPrefix,
  showNotes = false,
  showUploadNames = false,
}: DesignSpecProps & { testIdPrefix: string; showNotes?: boolean; showUploadNames?: boolean }) {
  const { t } = useTranslation("customize");
  const toCm = useCm();
  const doc = view.document;
  const dye = options.dyes.find((d) => d.code === doc.dye);
  const labelRows = options.labelSlots.map((slot) => {
    const code = doc.labels[slot.code] ?? options.labels.find((l) => l.slot === slot.code && l.isDefault)?.code;
    return { slot: slot.name, option: options.labels.find((l) => l.code === code)?.name ?? code ?? "—" };
  });
  const sizes = options.sizes.filter((s) => (doc.sizes[s] ?? 0) > 0);
  const units = sizes.reduce((sum, s) => sum + (doc.sizes[s] ?? 0), 0);
  const row = "grid grid-cols-[8.5rem_minmax(0,1fr)] gap-3 py-2.5 sm:grid-cols-[11rem_minmax(0,1fr)]";
  return (
    <dl className="divide-y divide-stone-100 text-sm" data-testid={`${testIdPrefix}-details`}>
      <div className={row}>
        <dt className="text-stone-600">{t("review.garment")}</dt>
        <dd className="text-stone-900" data-testid={`${testIdPrefix}-garment`}>
          {/* the blank the design is made from (issue 20): its product page, fabric and weight */}
          {view.blank ? (
            <>
              <Link to={`/product/${view.blank.slug}`} className="underline-offset-2 hover:underline">
                {view.blank.name}
              </Link>
              {view.blank.fabric ? (
                <span className="block text-xs text-stone-600" data-testid={`${testIdPrefix}-fabric`}>
                  {t("garment.fabric", {
                    fabric: view.blank.fabric.name,
                    weight: view.blank.fabric.weightGsm,
                    composition: view.blank.fabric.composition,
                  })}
                </span>
              ) : null}
            </>
          ) : (
            options.name
          )}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-stone-600">{t("review.dye")}</dt>
        <dd className="flex items-center gap-2 text-stone-900">
          <span
            aria-hidden
            className="size-4 rounded-full border border-stone-300"
            style={{ backgroundColor: dye?.hex }}
          />
          <span data-testid={`${testIdPrefix}-dye`}>{dye?.name ?? doc.dye}</span>
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
            // several decorations may share a placement (issue 20): the index keeps the keys apart
            <div key={`${p.placement}-${i}`} className={row} data-testid={`${testIdPrefix}-placement`}>
              <dt className="text-stone-600">{placement?.name ?? p.placement}</dt>
              <dd className="space-y-0.5 text-stone-900">
                <p className="font-medium">
                  {technique?.name ?? p.technique}
                  {p.colourCount ? ` · ${t("review.colours", { count: p.colourCount })}` : ""}
                </p>
                {p.text ? (
                  <p>
                    {t("review.text", { text: p.text.content, font: p.text.font })}{" "}
                    <span
                      aria-hidden
                      className="inline-block size-3 rounded-full border border-stone-300 align-middle"
                      style={{ backgroundColor: p.text.colorHex }}
                    />{" "}
                    <span className="text-stone-600">{p.text.colorHex}</span>
                  </p>
                ) : p.artwork ? (
                  <p className="flex items-center gap-2">
                    <img
                      src={`/media/upload/${p.artwork.uploadId}`}
                      alt=""
                      className="size-8 rounded border border-stone-200 bg-[conic-gradient(#e7e5e4_25%,#fff_0_50%,#e7e5e4_0_75%,#fff_0)] bg-[length:10px_10px] object-contain"
                    />
                    {(showUploadNames && uploads[p.artwork.uploadId]?.name) || t("review.artwork")}
                  </p>
                ) : null}
                <p className="text-stone-700">
                  {t("review.size", { width: toCm(p.widthMm), height: toCm(p.heightMm) })} ·{" "}
                  {t("review.position", { x: toCm(p.centerXMm), y: toCm(p.centerYMm) })}
                  {p.rotationDeg ? ` · ${t("review.rotation", { deg: p.rotationDeg })}` : ""}
                </p>
              </dd>
            </div>
          );
        })
      )}
      <div className={row}>
        <dt className="text-stone-600">{t("review.sizes")}</dt>
        <dd className="text-stone-900" data-testid={`${testIdPrefix}-sizes`}>
          {sizes.length === 0
            ? t("review.noSizes")
            : `${sizes.map((s) => `${s} × ${doc.sizes[s]}`).join(", ")} · ${t("review.units", { count: units })}`}
        </dd>
      </div>
      {showNotes && doc.notes ? (
        <div className={row}>
          <dt className="text-stone-600">{t("review.notes")}</dt>
          <dd className="whitespace-pre-line break-words text-stone-900">{doc.notes}</dd>
        </div>
      ) : null}
    </dl>
  );
}
