import { z } from "zod";
import { LABEL_SLOTS } from "./options.ts";
import { textFontSchema } from "./text-fonts.ts";

/** Longest notes for the production team, in characters. */
export const MAX_DESIGN_NOTES = 2000;
/** Most decorated placements on one design. */
export const MAX_DESIGN_PLACEMENTS = 8;

/**
 * One decorated placement as the editor saves it: technique, the artwork (an upload of the owner,
 * `uploadId`) or a text, its printed size (mm, before rotation), its centre measured from the
 * printable area's top-left corner (mm, x right, y down), its clockwise rotation, and the colour
 * facts the price and preflight use (screen print ink colours; embroidery stitched area mm²).
 */
export const designPlacementSchema = z
  .object({
    placement: z.string().min(1).max(40),
    technique: z.enum(["digital-print", "screen-print", "embroidery"]),
    artwork: z.object({ uploadId: z.string().max(64) }).nullish(),
    text: z
      .object({
        content: z.string().trim().min(1).max(120),
        // one of the shipped faces; older designs' system fonts read as their nearest face (issue 20)
        font: textFontSchema,
        colorHex: z.string().regex(/^#[0-9a-fA-F]{6}$/),
      })
      .nullish(),
    widthMm: z.number().positive().max(1000),
    heightMm: z.number().positive().max(1000),
    centerXMm: z.number().min(-1000).max(1000),
    centerYMm: z.number().min(-1000).max(1000),
    rotationDeg: z.number().min(-360).max(360).default(0),
    colourCount: z.number().int().min(1).max(16).nullish(),
    stitchAreaMm2: z.number().positive().max(1_000_000).nullish(),
    minStrokeMm: z.number().positive().max(100).nullish(),
  })
  .refine((p) => !!p.artwork !== !!p.text, {
    message: "A placement holds either artwork or a text",
    path: ["artwork"],
  });

/**
 * A design's document (spec §3 "Customization"): the blank it is made from, dye, label option per
 * slot, decorated placements, size distribution (units per size code) and notes for the production
 * team. Validated on every save; the price (core/customization/price-design.ts) and preflight are
 * computed from it.
 *
 * `blank` is the catalogue product (`prd_…`, a customizable product of the design's garment type)
 * whose fabric, weight and price the garment has (ADR 0009 "Blanks"). Designs saved before it existed
 * have none: they are read as the garment type's default blank, which their next save records.
 */
export const designDocumentSchema = z.object({
  blank: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .nullish(),
  dye: z.string().min(1).max(40),
  labels: z.partialRecord(z.enum(LABEL_SLOTS), z.string().max(40)).default({}),
  placements: z.array(designPlacementSchema).max(MAX_DESIGN_PLACEMENTS).default([]),
  sizes: z.record(z.string().max(8), z.number().int().min(0).max(100_000)).default({}),
  notes: z.string().max(MAX_DESIGN_NOTES).default(""),
});
export type DesignDocument = z.output<typeof designDocumentSchema>;
export type DesignDocumentInput = z.input<typeof designDocumentSchema>;
