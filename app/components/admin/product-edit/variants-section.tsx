import type { Dispatch, SetStateAction } from "react";
import { useTranslation } from "react-i18next";
import type { AdminProduct, ProductEditorOptions } from "../../../../core/catalog/admin-products.ts";
import type { Locale } from "../../../../core/shared/locale.ts";
import { Field, inputClass, labelClass, pick, sectionClass, useErrorText } from "../catalog-form.tsx";
import type { ErrorOf } from "./field-errors.ts";
import type { Typed } from "./typed-values.ts";
import { priceInputValue } from "./price-input.ts";

/** Matrix inputs size themselves (the shared input class fills its column). */
const cellInputClass = inputClass.replace(" w-full", "");

/**
 * The product editor's "Variants" section (`#sec-variants`, test id `variants`): the colour and size
 * pickers (`colors`, `sizes`: option ids, kept by the form, which counts the variants) and, for the
 * chosen colours × sizes, the matrix of SKU (suggested by the server when empty), stock and price
 * override in euros (Conform's fields `variants[<index>].colorId|sizeId|sku|stock|priceCentsOverride`,
 * index in colour-major order, as `productFormSchema` builds the variants). With more than one colour
 * it offers the lead colour (`leadColorId`). Existing variants show their values and whether orders
 * name them; an error on `variants[<index>].<field>` marks that cell, and the first error of the
 * variants shows above the matrix.
 */
export function VariantsSection({
  product,
  options,
  errorOf,
  typed,
  lang,
  colors,
  sizes,
  setColors,
  setSizes,
}: {
  product: AdminProduct | null;
  options: ProductEditorOptions;
  errorOf: ErrorOf;
  typed: Typed;
  lang: Locale;
  colors: string[];
  sizes: string[];
  setColors: Dispatch<SetStateAction<string[]>>;
  setSizes: Dispatch<SetStateAction<string[]>>;
}) {
  const { t } = useTranslation("admin-catalog");
  const errorText = useErrorText();
  const selectedColors = options.colors.filter((c) => colors.includes(c.id));
  const selectedSizes = options.sizes.filter((s) => sizes.includes(s.id));
  const variantsError = errorOf("variants", true);
  const variantOf = (colorId: string, sizeId: string) =>
    product?.variants.find((v) => v.colorId === colorId && v.sizeId === sizeId);
  return (
    <section className={`${sectionClass} space-y-5`} aria-labelledby="sec-variants" data-testid="variants">
      <div>
        <h2 id="sec-variants" className="text-lg font-semibold text-stone-900">
          {t("products.sections.variants")}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t("hints.variants")}</p>
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <fieldset>
          <legend className={labelClass}>{t("fields.colours")}</legend>
          <div className="flex flex-wrap gap-2">
            {options.colors.map((c) => (
              <label
                key={c.id}
                className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 px-3 py-1.5 text-sm has-[:checked]:border-stone-900 has-[:checked]:bg-stone-900 has-[:checked]:text-white"
              >
                <input
                  type="checkbox"
                  name="colors"
                  value={c.id}
                  checked={colors.includes(c.id)}
                  onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    setColors((list) => (checked ? [...list, c.id] : list.filter((x) => x !== c.id)));
                  }}
                  className="sr-only"
                  data-testid={`color-${c.code}`}
                />
                <span
                  aria-hidden
                  className="size-4 rounded-full border border-stone-300"
                  style={{ backgroundColor: c.hex }}
                />
                {pick(c.name, lang)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className={labelClass}>{t("fields.sizes")}</legend>
          <div className="flex flex-wrap gap-2">
            {options.sizes.map((s) => (
              <label
                key={s.id}
                className="inline-flex min-w-12 cursor-pointer items-center justify-center rounded-full border border-stone-300 px-3 py-1.5 text-sm has-[:checked]:border-stone-900 has-[:checked]:bg-stone-900 has-[:checked]:text-white"
              >
                <input
                  type="checkbox"
                  name="sizes"
                  value={s.id}
                  checked={sizes.includes(s.id)}
                  onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    setSizes((list) => (checked ? [...list, s.id] : list.filter((x) => x !== s.id)));
                  }}
                  className="sr-only"
                  data-testid={`size-${s.code}`}
                />
                {s.name ? pick(s.name, lang) || s.code : s.code}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {selectedColors.length > 1 ? (
        <Field
          name="leadColorId"
          label={t("fields.leadColour")}
          error={errorOf("leadColorId")}
          hint={t("hints.leadColour")}
        >
          {(p) => (
            <select
              {...p}
              name="leadColorId"
              defaultValue={typed.text("leadColorId", product?.leadColorId ?? "")}
              className={`${inputClass} appearance-auto sm:max-w-xs`}
              data-testid="lead-colour"
            >
              <option value="">{t("products.leadColourAuto")}</option>
              {selectedColors.map((c) => (
                <option key={c.id} value={c.id}>
                  {pick(c.name, lang)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      {variantsError ? <p className="text-sm text-red-700">{errorText(variantsError)}</p> : null}
      {selectedColors.length && selectedSizes.length ? (
        <div className="overflow-x-auto rounded-xl border border-stone-200">
          <table className="w-full min-w-[40rem] text-sm" data-testid="variant-matrix">
            <caption className="sr-only">{t("products.matrixCaption")}</caption>
            <thead className="bg-stone-50 text-left text-xs uppercase tracking-wide text-stone-500">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("fields.variant")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("fields.sku")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("fields.stock")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("fields.priceOverride")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {selectedColors.flatMap((c, ci) =>
                selectedSizes.map((s, si) => {
                  const index = ci * selectedSizes.length + si;
                  const v = variantOf(c.id, s.id);
                  const base = `variants[${index}]`;
                  const err = (f: string) => errorOf(`${base}.${f}`);
                  // a refused save's typed cell of this colour × size (found by them: its index may differ)
                  const typedIndex = typed.indexOf("variants", { colorId: c.id, sizeId: s.id });
                  const cell = (f: string, fallback: string) =>
                    typedIndex >= 0 ? typed.text(`variants[${typedIndex}].${f}`, fallback) : fallback;
                  const label = `${pick(c.name, lang)} / ${s.code}`;
                  return (
                    <tr key={`${c.id}-${s.id}`} data-testid={`variant-${c.code}-${s.code}`}>
                      <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium text-stone-900">
                        <span className="inline-flex items-center gap-2">
                          <span
                            aria-hidden
                            className="size-3.5 rounded-full border border-stone-300"
                            style={{ backgroundColor: c.hex }}
                          />
                          {label}
                          <input type="hidden" name={`${base}.colorId`} value={c.id} />
                          <input type="hidden" name={`${base}.sizeId`} value={s.id} />
                          {v?.inOrders ? (
                            <span className="rounded bg-stone-100 px-1.5 text-xs font-normal text-stone-600">
                              {t("products.ordered")}
                            </span>
                          ) : null}
                        </span>
                      </th>
                      <td className="px-3 py-2">
                        <input
                          name={`${base}.sku`}
                          defaultValue={cell("sku", v?.sku ?? "")}
                          placeholder={t("products.skuAuto")}
                          aria-label={t("products.skuFor", { variant: label })}
                          aria-invalid={!!err("sku")}
                          maxLength={64}
                          spellCheck={false}
                          className={`${inputClass} h-9 font-mono uppercase`}
                        />
                      </td>
                      <td className="px-3 py-2">
                        <input
                          name={`${base}.stock`}
                          type="number"
                          min={0}
                          step={1}
                          inputMode="numeric"
                          defaultValue={cell("stock", String(v?.stock ?? 0))}
                          aria-label={t("products.stockFor", { variant: label })}
                          aria-invalid={!!err("stock")}
                          className={`${cellInputClass} h-9 w-24 text-right`}
                        />
                      </td>
                      <td className="px-3 py-2">
                        <input
                          name={`${base}.priceCentsOverride`}
                          inputMode="decimal"
                          defaultValue={cell("priceCentsOverride", priceInputValue(v?.priceCentsOverride))}
                          placeholder={t("products.samePrice")}
                          aria-label={t("products.priceFor", { variant: label })}
                          aria-invalid={!!err("priceCentsOverride")}
                          className={`${cellInputClass} ml-auto h-9 w-28 text-right`}
                        />
                      </td>
                    </tr>
                  );
                }),
              )}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">
          {t("products.noVariants")}
        </p>
      )}
    </section>
  );
}
