import { type RefObject, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminProduct, ProductEditorOptions } from "../../../../core/catalog/admin-products.ts";
import { PRODUCT_FITS, PRODUCT_STATUSES } from "../../../../core/catalog/product-options.ts";
import { GARMENT_TYPES, GARMENT_TYPE_LABELS } from "../../../../core/catalog/garment-types.ts";
import type { Locale } from "../../../../core/shared/locale.ts";
import { Field, categoryTree, inputClass, pick, sectionClass, useErrorText } from "../catalog-form.tsx";
import type { ErrorOf } from "./field-errors.ts";
import type { Typed } from "./typed-values.ts";
import { priceInputValue } from "./price-input.ts";

/**
 * The product editor's "Details" section (`#sec-basics`): URL name (`slug`, its input reachable
 * through `slugRef` so the form can suggest it from the English name), garment type, category,
 * material, status, fit, price and compare-at price (euros as typed, `priceCents`/`compareAtPriceCents`), weight in
 * grams, tags, and the `blank`/`customizable` flags. Warns when a customizable product's garment
 * type has no 3D product (`options.customizableTypes`). Names and choices show in `lang`.
 */
export function BasicsSection({
  product,
  options,
  errorOf,
  typed,
  lang,
  slugRef,
}: {
  product: AdminProduct | null;
  options: ProductEditorOptions;
  errorOf: ErrorOf;
  typed: Typed;
  lang: Locale;
  slugRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation("admin-catalog");
  const errorText = useErrorText();
  const [garmentType, setGarmentType] = useState<string>(() =>
    typed.text("garmentType", product?.garmentType ?? "t-shirt"),
  );
  const [customizable, setCustomizable] = useState(() => typed.checked("customizable", product?.customizable ?? false));
  const blankError = errorOf("blank");
  const canCustomize = options.customizableTypes.includes(garmentType as never);
  return (
    <section className={`${sectionClass} space-y-5`} aria-labelledby="sec-basics">
      <h2 id="sec-basics" className="text-lg font-semibold text-stone-900">
        {t("products.sections.basics")}
      </h2>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <Field name="slug" label={t("fields.slug")} error={errorOf("slug")} hint={t("hints.slug")}>
          {(p) => (
            <input
              {...p}
              ref={slugRef}
              name="slug"
              defaultValue={typed.text("slug", product?.slug ?? "")}
              required
              maxLength={96}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              autoComplete="off"
              spellCheck={false}
              className={inputClass}
            />
          )}
        </Field>
        <Field name="garmentType" label={t("fields.garmentType")} error={errorOf("garmentType")}>
          {(p) => (
            <select
              {...p}
              name="garmentType"
              value={garmentType}
              onChange={(e) => setGarmentType(e.currentTarget.value)}
              className={`${inputClass} appearance-auto`}
            >
              {GARMENT_TYPES.map((g) => (
                <option key={g} value={g}>
                  {GARMENT_TYPE_LABELS[g][lang]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="categoryId" label={t("fields.category")} error={errorOf("categoryId")}>
          {(p) => (
            <select
              {...p}
              name="categoryId"
              defaultValue={typed.text("categoryId", product?.categoryId ?? "")}
              required
              className={`${inputClass} appearance-auto`}
            >
              <option value="">{t("form.choose")}</option>
              {categoryTree(options.categories, (c) => pick(c.name, lang)).map(({ category: c, depth }) => (
                <option key={c.id} value={c.id}>
                  {"— ".repeat(depth)}
                  {pick(c.name, lang)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="materialId" label={t("fields.material")} error={errorOf("materialId")} hint={t("hints.material")}>
          {(p) => (
            <select
              {...p}
              name="materialId"
              defaultValue={typed.text("materialId", product?.materialId ?? "")}
              required
              className={`${inputClass} appearance-auto`}
            >
              <option value="">{t("form.choose")}</option>
              {options.materials.map((m) => (
                <option key={m.id} value={m.id}>
                  {pick(m.name, lang)} · {pick(m.composition, lang)} · {m.weightGsm} g/m²
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="status" label={t("fields.status")} error={errorOf("status")} hint={t("hints.status")}>
          {(p) => (
            <select
              {...p}
              name="status"
              defaultValue={typed.text("status", product?.status ?? "draft")}
              className={`${inputClass} appearance-auto`}
            >
              {PRODUCT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="fit" label={t("fields.fit")} error={errorOf("fit")}>
          {(p) => (
            <select
              {...p}
              name="fit"
              defaultValue={typed.text("fit", product?.fit ?? "regular")}
              className={`${inputClass} appearance-auto`}
            >
              {PRODUCT_FITS.map((f) => (
                <option key={f} value={f}>
                  {t(`fit.${f}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="price" label={t("fields.priceEur")} error={errorOf("priceCents")} hint={t("hints.price")}>
          {(p) => (
            <input
              {...p}
              name="priceCents"
              inputMode="decimal"
              required
              defaultValue={typed.text("priceCents", priceInputValue(product?.priceCents))}
              placeholder="24.90"
              className={inputClass}
            />
          )}
        </Field>
        <Field
          name="compareAtPrice"
          label={t("fields.compareAtPrice")}
          error={errorOf("compareAtPriceCents")}
          hint={t("hints.compareAtPrice")}
        >
          {(p) => (
            <input
              {...p}
              name="compareAtPriceCents"
              inputMode="decimal"
              defaultValue={typed.text("compareAtPriceCents", priceInputValue(product?.compareAtPriceCents))}
              className={inputClass}
            />
          )}
        </Field>
        <Field name="weightGrams" label={t("fields.weightGrams")} error={errorOf("weightGrams")}>
          {(p) => (
            <input
              {...p}
              name="weightGrams"
              type="number"
              min={1}
              max={10000}
              step={1}
              inputMode="numeric"
              required
              defaultValue={typed.text("weightGrams", String(product?.weightGrams ?? ""))}
              className={inputClass}
            />
          )}
        </Field>
        <Field name="tags" label={t("fields.tags")} error={errorOf("tags", true)} hint={t("hints.tags")}>
          {(p) => (
            <input
              {...p}
              name="tags"
              defaultValue={typed.text("tags", product?.tags.join(", ") ?? "")}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        <label className="inline-flex items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            name="blank"
            defaultChecked={typed.checked("blank", product?.blank ?? true)}
            className="size-5 rounded border-stone-300"
            aria-describedby="blank-hint"
          />
          {t("fields.blank")}
        </label>
        <label className="inline-flex items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            name="customizable"
            checked={customizable}
            onChange={(e) => setCustomizable(e.currentTarget.checked)}
            className="size-5 rounded border-stone-300"
          />
          {t("fields.customizable")}
        </label>
      </div>
      <p id="blank-hint" className="text-xs text-stone-500">
        {customizable && !canCustomize ? (
          <span className="text-amber-700">{t("hints.noThreeProduct")}</span>
        ) : (
          t("hints.flags")
        )}
      </p>
      {blankError ? <p className="text-sm text-red-700">{errorText(blankError)}</p> : null}
    </section>
  );
}
