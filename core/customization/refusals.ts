import { Invalid } from "../shared/errors.ts";

/**
 * Why a design cannot be priced or ordered as it stands (issue 5: "minimums per technique and per
 * label enforced with a clear message"). Each code is stable: it is the API's `error.code` and the
 * UI's translation key (`errors.<code>`), and `details` carries the numbers the message needs.
 *
 * | code | details | rule |
 * |---|---|---|
 * | `EMPTY_SIZE_DISTRIBUTION` | `{}` | a design needs at least one unit |
 * | `INVALID_QUANTITY` | `{ size, quantity }` | quantities are integers ≥ 0 |
 * | `SIZE_NOT_OFFERED` | `{ size, sizes }` | the 3D product's sizes |
 * | `QUANTITY_TOO_LARGE` | `{ maximum, quantity }` | 10 000 units per design (checkout's cap) |
 * | `SAMPLE_QUANTITY` | `{ required: 1, quantity }` | a sample is one unit |
 * | `DYE_NOT_OFFERED` | `{ dye }` | the 3D product's palette |
 * | `BLANK_NOT_OFFERED` | `{ blank }` | the blank (catalogue product) is no longer customizable in this garment type |
 * | `PLACEMENT_UNKNOWN` | `{ placement }` | the 3D product's placements |
 * | `PLACEMENT_DUPLICATE` | `{ placement }` | no longer produced: a placement may hold several decorations (issue 20); kept so stored answers still translate |
 * | `PLACEMENT_CONFLICT` | `{ placement, conflictsWith, decoration, otherDecoration }` | decorations overlapping on a panel across placements or techniques (`decoration-overlap.ts`) |
 * | `TECHNIQUE_UNKNOWN` | `{ placement, technique }` | digital print, screen print, embroidery |
 * | `TECHNIQUE_NOT_ALLOWED` | `{ placement, technique, allowed }` | the placement's techniques |
 * | `INVALID_ARTWORK_SIZE` | `{ placement }` | width and height > 0 mm |
 * | `ARTWORK_TOO_LARGE` | `{ placement, widthMm, heightMm, maxWidthMm, maxHeightMm }` | printable area |
 * | `PRINT_AREA_TOO_LARGE` | `{ placement, areaMm2, maximumMm2 }` | digital print's largest band |
 * | `COLOUR_COUNT_REQUIRED` | `{ placement, technique }` | screen print is priced per colour |
 * | `TOO_MANY_COLOURS` | `{ placement, technique, colours, maximum }` | screen print 8, embroidery 12 |
 * | `STITCH_AREA_INVALID` | `{ placement, stitchAreaMm2, maximumMm2 }` | 0 < stitch area ≤ artwork box |
 * | `EMBROIDERY_AREA_TOO_LARGE` | `{ placement, stitchAreaMm2, maximumMm2 }` | embroidery's largest band |
 * | `MOQ_TECHNIQUE` | `{ placement, technique, minimum, quantity }` | technique minimums (ADR 0009) |
 * | `LABEL_UNKNOWN` | `{ slot, label }` | the label options of the slot |
 * | `LABEL_NOT_OFFERED` | `{ slot, label, garmentType }` | not made on this garment: no woven neck label on shorts and pants (`label-rules.ts`, issue 20) |
 * | `MOQ_WOVEN_LABEL` | `{ slot, label, minimum, quantity }` | woven labels, spec §5 (neck: 500) |
 * | `MOQ_LABEL` | `{ slot, label, minimum, quantity }` | other label minimums |
 */
export const DESIGN_REFUSAL_CODES = [
  "EMPTY_SIZE_DISTRIBUTION",
  "INVALID_QUANTITY",
  "SIZE_NOT_OFFERED",
  "QUANTITY_TOO_LARGE",
  "SAMPLE_QUANTITY",
  "DYE_NOT_OFFERED",
  "BLANK_NOT_OFFERED",
  "PLACEMENT_UNKNOWN",
  "PLACEMENT_DUPLICATE",
  "PLACEMENT_CONFLICT",
  "TECHNIQUE_UNKNOWN",
  "TECHNIQUE_NOT_ALLOWED",
  "INVALID_ARTWORK_SIZE",
  "ARTWORK_TOO_LARGE",
  "PRINT_AREA_TOO_LARGE",
  "COLOUR_COUNT_REQUIRED",
  "TOO_MANY_COLOURS",
  "STITCH_AREA_INVALID",
  "EMBROIDERY_AREA_TOO_LARGE",
  "MOQ_TECHNIQUE",
  "LABEL_UNKNOWN",
  "LABEL_NOT_OFFERED",
  "MOQ_WOVEN_LABEL",
  "MOQ_LABEL",
] as const;
/** One of {@link DESIGN_REFUSAL_CODES}. */
export type DesignRefusalCode = (typeof DESIGN_REFUSAL_CODES)[number];

/** One refusal: stable code, the offending input (`placements.0.widthMm`, `labels.neck`, `sizes.XL`), English text, numbers. */
export interface DesignRefusal {
  code: DesignRefusalCode;
  field: string;
  message: string;
  details: Record<string, unknown>;
}

/**
 * A design that breaks a rule (HTTP 400). `code`, `field`, `message` and `details` are those of the
 * first refusal; `refusals` lists all of them, in input order (sizes, dye, placements, labels).
 */
export class DesignInvalid extends Invalid {
  readonly details: Record<string, unknown>;
  readonly refusals: DesignRefusal[];
  constructor(refusals: DesignRefusal[]) {
    const first = refusals[0];
    if (!first) throw new RangeError("DesignInvalid needs at least one refusal");
    super(first.message, first.field, first.code);
    this.details = first.details;
    this.refusals = refusals;
  }
}
