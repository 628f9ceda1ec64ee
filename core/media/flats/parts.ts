/**
 * The vocabulary of a garment flat: a drawing is an ordered list of parts (painted first to
 * last), each a piece of SVG path data with a drawing style and, for the parts other code
 * refers to (hood, pocket, cuffs, waistband…), a `data-part` name.
 */

/**
 * How a part is painted.
 * - `panel`: fabric piece, variant colour with outline and soft shading
 * - `rib`: rib knit band (cuff, waistband, neck rib), variant colour with wale lines
 * - `band`: fabric piece without shading (pocket, hood edge)
 * - `inner`: inside of the garment seen through an opening, darker tone
 * - `shadow`: translucent shadow, no outline
 * - `seam`, `stitch`, `fold`: thin solid seam, dashed topstitching, faint crease line
 * - `wale`: fine knit lines across a rib band that follows a curve (neck rib)
 * - `cord`, `tip`, `eyelet`: drawcord, its aglet, the metal eyelet it leaves through
 * - `guide`: dotted marking of a decoration area (back neck label)
 */
export type PartStyle =
  | "panel"
  | "rib"
  | "band"
  | "inner"
  | "shadow"
  | "seam"
  | "stitch"
  | "fold"
  | "wale"
  | "cord"
  | "tip"
  | "eyelet"
  | "guide";

/** One painted element of a flat. Coordinates are on the 600 × 700 canvas. */
export interface FlatPart {
  readonly style: PartStyle;
  /** SVG path data in absolute coordinates. */
  readonly d: string;
  /** Rendered as `data-part`, e.g. `hood`, `kangaroo-pocket`, `cuff`, `waistband`. */
  readonly part?: string;
  /** For `rib` parts: direction of the knit wales in degrees, 0 = vertical, positive = clockwise. */
  readonly ribAngle?: number;
}

/** The front and back drawings of one garment type. */
export interface FlatDrawing {
  readonly front: readonly FlatPart[];
  readonly back: readonly FlatPart[];
}

/**
 * Shorthand for a part.
 * @param style how the part is painted
 * @param d path data
 * @param name optional `data-part` name
 * @param ribAngle wale direction for `rib` parts, degrees
 */
export function part(style: PartStyle, d: string, name?: string, ribAngle?: number): FlatPart {
  return {
    style,
    d,
    ...(name === undefined ? {} : { part: name }),
    ...(ribAngle === undefined ? {} : { ribAngle }),
  };
}
