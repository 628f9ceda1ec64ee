/**
 * Technical garment flats: the shop's product images. Each of the eight garment types has a front
 * and a back line drawing, tinted with a variant colour and rendered as a standalone SVG document.
 * Key parts carry `data-part` attributes (`hood`, `kangaroo-pocket`, `cuff`, `waistband`, …) so
 * tests and the 3D configurator can refer to them.
 */

import type { GarmentType } from "../../catalog/garment-types.ts";
import { flatPalette, isHexColor } from "./color.ts";
import { HOODIE_FLAT } from "./hoodie.ts";
import { OVERSIZED_HOODIE_FLAT } from "./oversized-hoodie.ts";
import { OVERSIZED_SWEATSHIRT_FLAT } from "./oversized-sweatshirt.ts";
import { OVERSIZED_T_SHIRT_FLAT } from "./oversized-t-shirt.ts";
import { PANTS_FLAT } from "./pants.ts";
import type { FlatDrawing, FlatPart } from "./parts.ts";
import { SHORTS_FLAT } from "./shorts.ts";
import { idPrefixFor, renderSvgDocument } from "./svg.ts";
import { SWEATSHIRT_FLAT } from "./sweatshirt.ts";
import { T_SHIRT_FLAT } from "./t-shirt.ts";

export { isHexColor, lineColorFor } from "./color.ts";
export type { FlatDrawing, FlatPart, PartStyle } from "./parts.ts";

/** The two views every garment is drawn in. */
export const FLAT_VIEWS = ["front", "back"] as const;

/** A view of a flat: `"front"` or `"back"`. */
export type FlatView = (typeof FLAT_VIEWS)[number];

/**
 * The product images drawn from the flats (issue 15: a front/back/detail gallery per colour): the
 * two views, and `"detail"`, a close-up of the front's upper middle (neckline and chest of a top,
 * waistband of a bottom).
 */
export const FLAT_IMAGE_VIEWS = ["front", "back", "detail"] as const;

/** One of {@link FLAT_IMAGE_VIEWS}. */
export type FlatImageView = (typeof FLAT_IMAGE_VIEWS)[number];

/** The close-up of `"detail"`: 300 × 350 canvas units (the canvas's 6:7), top middle of the front. */
const DETAIL_BOX = { x: 150, y: 0, width: 300, height: 350 } as const;

/** Width and height of every flat, in SVG user units and in the `width`/`height` attributes. */
export const FLAT_SIZE = { width: 600, height: 700 } as const;

const DRAWINGS: Readonly<Record<GarmentType, FlatDrawing>> = {
  "t-shirt": T_SHIRT_FLAT,
  "oversized-t-shirt": OVERSIZED_T_SHIRT_FLAT,
  shorts: SHORTS_FLAT,
  hoodie: HOODIE_FLAT,
  "oversized-hoodie": OVERSIZED_HOODIE_FLAT,
  pants: PANTS_FLAT,
  sweatshirt: SWEATSHIRT_FLAT,
  "oversized-sweatshirt": OVERSIZED_SWEATSHIRT_FLAT,
};

/** What to draw. */
export interface RenderFlatInput {
  readonly garmentType: GarmentType;
  /** `"front"`, `"back"`, or `"detail"` (a close-up of the front). */
  readonly view: FlatImageView;
  /** Variant colour, `#rrggbb` (either case). */
  readonly colorHex: string;
  /** Accessible name of the image; defaults to e.g. "Hoodie, front view". */
  readonly title?: string;
}

/**
 * The untinted parts of one drawing (for other renderers, e.g. the 3D configurator's textures).
 * @returns parts in paint order on the 600 × 700 canvas
 * @throws RangeError for an unknown garment type or view
 */
export function flatParts(garmentType: GarmentType, view: FlatView): readonly FlatPart[] {
  const drawing = DRAWINGS[garmentType];
  if (!drawing) throw new RangeError(`Unknown garment type ${JSON.stringify(garmentType)}`);
  if (view !== "front" && view !== "back") throw new RangeError(`Unknown view ${JSON.stringify(view)}`);
  return drawing[view];
}

function defaultTitle(garmentType: GarmentType, view: FlatImageView): string {
  const name = garmentType.replaceAll("-", " ");
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}, ${view} view`;
}

/**
 * Renders the technical flat of a garment as a standalone SVG document: 600 × 700 (`width`,
 * `height` and `viewBox`; the `"detail"` view shows a 300 × 350 close-up of the front), `role="img"` with a `<title>`, filled with `colorHex` and outlined in
 * {@link lineColorFor}`(colorHex)`. The root carries `data-garment-type`, `data-view` and
 * `data-color`. Output is deterministic and under 12 kB.
 * @throws RangeError when `colorHex` is not `#` plus six hex digits, or the type/view is unknown
 */
export function renderFlat(input: RenderFlatInput): string {
  const { garmentType, view, colorHex } = input;
  if (typeof colorHex !== "string" || !isHexColor(colorHex)) {
    throw new RangeError(`colorHex must look like #1f2a44, got ${JSON.stringify(colorHex)}`);
  }
  const detail = view === "detail";
  const parts = flatParts(garmentType, detail ? "front" : view);
  const palette = flatPalette(colorHex);
  return renderSvgDocument(parts, palette, {
    title: input.title ?? defaultTitle(garmentType, view),
    idPrefix: idPrefixFor(`${garmentType}/${view}/${palette.fill}`),
    data: { "garment-type": garmentType, view, color: palette.fill },
    viewBox: detail ? DETAIL_BOX : undefined,
  });
}
