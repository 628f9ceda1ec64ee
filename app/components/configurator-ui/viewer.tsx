import { type Ref, useMemo } from "react";
import type { GarmentType } from "../../../core/catalog/garment-types.ts";
import type { PlacementCode } from "../../../core/customization/uv-layout.ts";
import {
  GarmentViewer,
  type GarmentViewerHandle,
  type ViewPreset,
  type ViewerDecal,
  type ViewerLabel,
} from "../../configurator/GarmentViewer.tsx";
import { textFont } from "../../../core/customization/text-fonts.ts";
import { registerTextFonts } from "../../configurator/text-fonts.ts";
import { type Decal, renderFlatPng } from "./decals.ts";
import type { EditorOptions } from "./editor-state.ts";
import { flatUrl } from "./flat-geometry.ts";

// the text faces are known to the page (the picker, the map and the inputs show them; each file is
// fetched only when something is set in it)
registerTextFonts();

/** The views the review images show. */
export const VIEWS = ["front", "back"] as const;
export type ViewName = (typeof VIEWS)[number];

export type { GarmentViewerHandle, ViewPreset };

/** The editor's decorations as the 3D viewer's decals (id = the decoration's editor id; several per placement). */
export function viewerDecals(decals: readonly Decal[]): ViewerDecal[] {
  return decals.map((d) => ({
    id: d.id,
    placement: d.placement as PlacementCode,
    centerXMm: d.box.centerXMm,
    centerYMm: d.box.centerYMm,
    widthMm: d.box.widthMm,
    heightMm: d.box.heightMm,
    rotationDeg: d.box.rotationDeg,
    ...(d.image
      ? { imageUrl: d.image.url }
      : d.text
        ? {
            text: {
              value: d.text.content,
              font: textFont(d.text.font).code,
              fontFamily: d.text.fontStack,
              fontWeight: textFont(d.text.font).weight,
              colorHex: d.text.colorHex,
            },
          }
        : {}),
  }));
}

/** The chosen labels (not "none") where they are sewn, for the viewer's label patches. */
export function viewerLabels(
  options: Pick<EditorOptions, "labels">,
  chosen: Readonly<Record<string, string | undefined>>,
): ViewerLabel[] {
  const out: ViewerLabel[] = [];
  for (const label of options.labels) {
    const picked = chosen[label.slot] ?? options.labels.find((l) => l.slot === label.slot && l.isDefault)?.code;
    if (picked !== label.code || label.kind === "none" || !label.position) continue;
    out.push({
      id: label.code,
      slot: label.slot,
      position: { anchor: label.position.anchor, panel: label.position.panel, uv: label.position.uv },
    });
  }
  return out;
}

/**
 * The garment preview of the editor: helper "3D"'s `<GarmentViewer>` (three.js, lazy; its own 2D
 * flat fallback on the server, while loading and without WebGL) with the design's dye, decals and
 * labels. `ref` renders the review's front and back images.
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
  onDecalDrag,
  handle,
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
  /** Dragging a decoration on the 3D garment (id, new centre in mm; null when the drag ends). */
  onDecalDrag?: (id: string, centre: { centerXMm: number; centerYMm: number } | null) => void;
  handle?: Ref<GarmentViewerHandle>;
}) {
  const key = JSON.stringify(decals);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on content
  const viewerDecalList = useMemo(() => viewerDecals(decals), [key]);
  const labelKey = JSON.stringify(labels);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on content
  const viewerLabelList = useMemo(() => viewerLabels(options, labels), [options, labelKey]);
  return (
    <GarmentViewer
      ref={handle}
      garmentType={garmentType}
      garmentName={garmentName}
      dyeHex={dyeHex}
      dyeName={dyeName}
      decals={viewerDecalList}
      labels={viewerLabelList}
      view={view}
      onViewChange={onViewChange}
      onDecalDrag={onDecalDrag}
      className="mx-auto w-full max-w-[19rem] sm:max-w-md lg:max-w-md xl:max-w-lg"
    />
  );
}

/**
 * The front and back images of a design for the review page (PNG): the viewer's renders when it is
 * there, else the dyed flats with the decorations drawn in the browser.
 * @returns a PNG per view, or null where rendering failed (the review then shows the flats)
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
