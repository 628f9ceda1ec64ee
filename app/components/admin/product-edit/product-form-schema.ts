import { z } from "zod";
import { productInputSchema, variantInputSchema } from "../../../../core/catalog/admin-schemas.ts";
import { eurosAsCents } from "../../../../core/shared/money-schema.ts";

/** The verb's list of variants, whose limits the form's list of cells keeps. */
const variantList = productInputSchema.shape.variants.unwrap();

/**
 * The product editor's form as the verb's own input schema (`productInputSchema` of
 * core/catalog/admin-schemas.ts, ADR 0021 "Forms: Conform + one schema"), parsed by Conform on the
 * server (`formAction`) and in the browser (`useSchemaForm`). Only what a form cannot say like the
 * API's JSON is adapted; every check stays the verb's:
 * - prices are euros as people type them ("24,90") → integer cents (`eurosAsCents`, core/shared/money.ts);
 * - an unticked box is absent from a form → `blank`/`customizable` false (the API's default for a
 *   missing `blank` is true);
 * - `tags` is one comma-separated text; `care.<lng>` a textarea, one care line per text line;
 * - GPSR without a manufacturer name is none (null), whatever else was typed;
 * - the product's variants are the ticked `colors` × `sizes` (option ids), colour-major in the
 *   form's order as the page numbers its matrix cells `variants[i].colorId|sizeId|sku|stock|priceCentsOverride`;
 *   each takes the values of its cell when the page showed one (matched by colour and size, so
 *   ticking a colour without JavaScript still adds its rows); an empty stock is 0.
 * Field names are Conform's (`name.en`, `variants[0].sku`, `images[0].alt.pt`, `relatedProductIds`).
 */
const productFormFields = productInputSchema.extend({
  priceCents: eurosAsCents(productInputSchema.shape.priceCents),
  compareAtPriceCents: eurosAsCents(productInputSchema.shape.compareAtPriceCents),
  blank: z.boolean().default(false),
  customizable: z.boolean().default(false),
  tags: z.preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .split(",")
            .map((tag) => tag.trim())
            .filter(Boolean)
        : value,
    productInputSchema.shape.tags,
  ),
  care: z.preprocess(
    (value) =>
      isRecord(value)
        ? Object.fromEntries(
            Object.entries(value).map(([lng, text]) => [
              lng,
              typeof text === "string"
                ? text
                    .split(/\r?\n/)
                    .map((line) => line.trim())
                    .filter(Boolean)
                : text,
            ]),
          )
        : value,
    productInputSchema.shape.care,
  ),
  gpsr: z.preprocess(
    (value) => (isRecord(value) && !String(value.manufacturerName ?? "").trim() ? null : value),
    productInputSchema.shape.gpsr,
  ),
  variants: z
    .array(
      variantInputSchema.extend({
        stock: z.preprocess(
          (value) => (value === "" || value === undefined ? 0 : value),
          variantInputSchema.shape.stock,
        ),
        priceCentsOverride: eurosAsCents(variantInputSchema.shape.priceCentsOverride),
      }),
    )
    // the verb list's own checks (at most 400 variants)
    .check(...((variantList.def.checks ?? []) as z.core.$ZodCheck<unknown[]>[]))
    .default([]),
});
export const productFormSchema = z.preprocess(variantsOfMatrix, productFormFields);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The form's values with `variants` made from the ticked `colors` × `sizes` and their matrix cells. */
function variantsOfMatrix(value: Record<string, unknown>): unknown {
  if (!isRecord(value)) return value;
  const { colors, sizes, variants, ...rest } = value;
  const list = (v: unknown) => (Array.isArray(v) ? v : v === undefined || v === "" ? [] : [v]).map(String);
  const cells = (Array.isArray(variants) ? variants : []).filter(isRecord);
  return {
    ...rest,
    variants: list(colors).flatMap((colorId) =>
      list(sizes).map((sizeId) => ({
        ...cells.find((cell) => cell.colorId === colorId && cell.sizeId === sizeId),
        colorId,
        sizeId,
      })),
    ),
  };
}
