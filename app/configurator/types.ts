import type { GarmentType } from "../../core/catalog/garment-types.ts";
import type { PanelCode, PlacementCode, UvPoint } from "./uv-layout.ts";

/** Camera presets of the viewer: the garment seen from the front, back, the wearer's left or right. */
export const VIEW_PRESETS = ["front", "back", "left", "right"] as const;
/** One camera preset. */
export type ViewPreset = (typeof VIEW_PRESETS)[number];

/** Text drawn as artwork: fitted into the decal's box. */
export interface DecalText {
  value: string;
  /** The shipped face (`core/customization/text-fonts.ts` code), loaded before the text is drawn. */
  font?: string;
  /** CSS font family (a web-safe stack or a font already loaded by the page). */
  fontFamily?: string;
  /** CSS font weight, e.g. 700. */
  fontWeight?: number | string;
  /** Ink colour, `#rrggbb` (default black). */
  colorHex?: string;
}

/**
 * One artwork on the garment. Its box is positioned inside a placement's printable area (the
 * data model's `GARMENT_LAYOUTS[type].placements`), in mm from the area's top-left corner, as in a
 * saved design; the artwork is always clipped to the printable rectangle.
 */
export interface ViewerDecal {
  id: string;
  /** The placement (`front`, `back`, `left-chest`, `left-sleeve`, `hood`, `left-leg` …). */
  placement: PlacementCode;
  /** Centre of the box from the printable area's left edge, mm (default: the area's centre). */
  centerXMm?: number;
  /** Centre of the box from the printable area's top edge, mm (default: the area's centre). */
  centerYMm?: number;
  /** Printed width and height of the box before rotation, mm. */
  widthMm: number;
  heightMm: number;
  /** Clockwise rotation about the box centre, degrees. */
  rotationDeg?: number;
  /** Extra scale applied to the box (1 = as given). */
  scale?: number;
  /** Raster or SVG artwork, same-origin, `data:` or `blob:` URL. */
  imageUrl?: string;
  /** Or text. */
  text?: DecalText;
}

/** The label slots shown on the model (data model `LABEL_SLOTS`). */
export type LabelSlotCode = "neck" | "brand" | "size" | "care" | "hang-tag";

/**
 * A label or tag shown as a small coloured patch where it is sewn (spec §9: 10 cm from the waist
 * or bottom). `position` is the data model's resolved `LabelPlacement` (panel, anchor, UV point).
 */
export interface ViewerLabel {
  id: string;
  slot: LabelSlotCode;
  /** Patch colour, `#rrggbb` (defaults per slot). */
  colorHex?: string;
  position: { anchor: "back-neck" | "side-seam"; panel: PanelCode; uv: UvPoint };
}

/** Props of `<GarmentViewer>` (3D, with a 2D fallback taking the same props). */
export interface GarmentViewerProps {
  garmentType: GarmentType;
  /** Garment dye, `#rrggbb`; applied live. */
  dyeHex: string;
  /** Dye name for the accessible description (e.g. "Burgundy"). */
  dyeName?: string;
  /** Garment name for the accessible description (defaults to the type's name). */
  garmentName?: string;
  decals?: ViewerDecal[];
  labels?: ViewerLabel[];
  /** Camera preset; when it changes the camera turns to it (default `front`). */
  view?: ViewPreset;
  /** Called when the user picks a preset in the viewer's own toolbar. */
  onViewChange?: (view: ViewPreset) => void;
  /** Called once the first frame (3D) or the flat image (2D) is on screen. */
  onReady?: (mode: "3d" | "2d") => void;
  /** Render the 2D fallback even where WebGL works. */
  force2d?: boolean;
  /**
   * Lets the customer drag decals on the 3D garment (issue 20): called while a decal is dragged with
   * its id and the new centre (mm in its printable area, not yet kept inside it), and once with
   * `null` when the drag ends. Absent: decals cannot be dragged and a drag always orbits.
   */
  onDecalDrag?: (id: string, centre: { centerXMm: number; centerYMm: number } | null) => void;
  className?: string;
}

/** Imperative API of `<GarmentViewer ref>`: rendered views for the review page and the tech pack. */
export interface GarmentViewerHandle {
  /**
   * PNG images of the garment from the given presets (default front and back), `width` × `height`
   * CSS pixels (default 1000 × 1200), transparent background in 3D, white in 2D.
   */
  renderViews(options?: {
    views?: ViewPreset[];
    width?: number;
    height?: number;
  }): Promise<Partial<Record<ViewPreset, Blob>> & { front?: Blob; back?: Blob }>;
}
