import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import type { GarmentType } from "../../../core/catalog/garment-types.ts";
import { type Decal, flatLabels, renderFlatPng } from "./decals.ts";
import type { EditorOptions } from "./editor-state.ts";
import { FlatPreview } from "./flat-preview.tsx";
import { flatUrl } from "./flat-geometry.ts";

/** The views the review images show. */
export const VIEWS = ["front", "back"] as const;
export type ViewName = (typeof VIEWS)[number];

/** Camera presets of the garment viewer. */
export type ViewPreset = "front" | "back" | "left" | "right";

/** What a garment viewer can render for the review page. */
export interface GarmentViewerHandle {
  renderViews(options?: {
    views?: ViewPreset[];
    width?: number;
    height?: number;
  }): Promise<Partial<Record<ViewPreset, Blob>>>;
}

/**
 * The garment preview of the editor: the dyed flat with the decorations and labels, front or back
 * (the 3D `<GarmentViewer>` of app/configurator/ takes this place when it is committed).
 */
export function DesignViewer({
  garmentType,
  garmentName,
  dyeHex,
  dyeName,
  decals,
  options,
  labels,
  view,
  onViewChange,
}: {
  garmentType: GarmentType;
  garmentName: string;
  dyeHex: string;
  dyeName: string;
  decals: readonly Decal[];
  options: Pick<EditorOptions, "labels">;
  labels: Readonly<Record<string, string | undefined>>;
  view: ViewPreset;
  onViewChange: (view: ViewPreset) => void;
  handle?: Ref<GarmentViewerHandle>;
}) {
  const { t } = useTranslation("customize");
  const shown: ViewName = view === "back" ? "back" : "front";
  return (
    <div className="mx-auto flex w-full max-w-[19rem] flex-col gap-2 sm:max-w-md lg:max-w-md xl:max-w-lg">
      <FlatPreview
        garmentType={garmentType}
        view={shown}
        dyeHex={dyeHex}
        decals={decals}
        labels={flatLabels(garmentType, options, labels)}
        title={t("viewer.title", { garment: garmentName, dye: dyeName, view: t(`viewer.${shown}`) })}
        className="aspect-[6/7] w-full rounded-xl bg-stone-100"
      />
      <div role="toolbar" aria-label={t("viewer.views")} className="flex justify-center gap-1.5">
        {VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={shown === v}
            onClick={() => onViewChange(v)}
            className={`h-9 rounded-full border px-4 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
              shown === v
                ? "border-stone-900 bg-stone-900 text-white"
                : "border-stone-300 bg-white text-stone-800 hover:bg-stone-50"
            }`}
            data-testid={`view-${v}`}
          >
            {t(`viewer.${v}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The front and back images of a design for the review page (PNG): the viewer's renders when one is
 * given, else the dyed flats with the decorations drawn in the browser.
 */
export async function renderDesignImages(input: {
  viewer: GarmentViewerHandle | null;
  garmentType: GarmentType;
  dyeHex: string;
  decals: readonly Decal[];
}): Promise<Record<ViewName, Blob | null>> {
  if (input.viewer) {
    try {
      const views = await input.viewer.renderViews({ views: ["front", "back"], width: 800, height: 960 });
      if (views.front && views.back) return { front: views.front, back: views.back };
    } catch {
      // fall back to the flats below
    }
  }
  const [front, back] = await Promise.all(
    VIEWS.map((view) =>
      renderFlatPng({
        garmentType: input.garmentType,
        view,
        flatUrl: flatUrl(input.garmentType, view, input.dyeHex),
        decals: input.decals,
      }),
    ),
  );
  return { front: front ?? null, back: back ?? null };
}
