import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { Loader2 } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { AdminProduct, ProductEditorOptions } from "../../../../core/catalog/admin-products.ts";
import type { Locale } from "../../../../core/shared/locale.ts";
import { slugify } from "../../../../core/shared/slug.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { buttonPrimary } from "../catalog-form.tsx";
import { type ErrorOf, formErrorView } from "./field-errors.ts";
import { BasicsSection } from "./basics-section.tsx";
import { GpsrSection } from "./gpsr-section.tsx";
import { ImagesSection } from "./images-section.tsx";
import { productFormSchema } from "./product-form-schema.ts";
import { typedValues } from "./typed-values.ts";
import { RelatedSection } from "./related-section.tsx";
import { TextsSection } from "./texts-section.tsx";
import { VariantsSection } from "./variants-section.tsx";

/**
 * The product editor's main form (`intent=save`, test id `product-form`): the texts, details,
 * variants, photos, product safety and related-products sections, and a sticky save bar with the
 * variant count. An existing product sends `expectedUpdatedAt` (the server refuses a stale save).
 * For a new product the URL name follows the English name until it is edited by hand. Everything
 * is disabled while `busy` or without `canEdit` (no save bar then). Give it a `key` that changes
 * after a save so its state starts again from the saved product.
 *
 * The form is Conform's with the verb's schema (`productFormSchema`, ADR 0021): a field is checked
 * in the browser when it loses focus, and the whole form before it is sent; `reply` (the action's
 * `submission.reply()`) puts the server's refusals on their fields. Each section gets `errorOf(name)`,
 * the first message of a field by its Conform name (`slug`, `name.en`, `variants[2].stock`), or with
 * `within` of the first field under it (`images` for `images[0].alt.en`).
 */
export function ProductForm({
  product,
  options,
  reply,
  busy,
  canEdit,
  lang,
}: {
  product: AdminProduct | null;
  options: ProductEditorOptions;
  reply?: SubmissionResult<string[]>;
  busy: boolean;
  canEdit: boolean;
  lang: Locale;
}) {
  const { t } = useTranslation("admin-catalog");
  const [form] = useSchemaForm(productFormSchema, { id: "product-form", lastResult: reply });
  const errorOf: ErrorOf = (name, within = false) => {
    const field = within
      ? Object.keys(form.allErrors).find(
          (key) => key === name || key.startsWith(`${name}[`) || key.startsWith(`${name}.`),
        )
      : name;
    return field ? formErrorView(field, form.allErrors[field]?.[0]) : undefined;
  };
  // what was typed before a refused save (the page renders again without JavaScript), else the product
  const typed = typedValues(reply);
  const [colors, setColors] = useState<string[]>(() =>
    typed.list("colors", [...new Set(product?.variants.map((v) => v.colorId) ?? [])]),
  );
  const [sizes, setSizes] = useState<string[]>(() =>
    typed.list("sizes", [...new Set(product?.variants.map((v) => v.sizeId) ?? [])]),
  );
  const variantCount =
    options.colors.filter((c) => colors.includes(c.id)).length *
    options.sizes.filter((s) => sizes.includes(s.id)).length;
  const slugInput = useRef<HTMLInputElement>(null);
  const slugTouched = useRef(false);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="space-y-6"
      data-testid="product-form"
      aria-label={t("products.formLabel")}
      onInput={(event) => {
        // the URL name follows the English name of a new product until it is edited by hand
        const target = event.target as HTMLInputElement;
        if (target.name === "slug") slugTouched.current = true;
        else if (target.name === "name.en" && !product && !slugTouched.current && slugInput.current) {
          slugInput.current.value = slugify(target.value);
        }
      }}
    >
      <p className="text-sm text-stone-600">{t("form.requiredNote")}</p>
      <input type="hidden" name="intent" value="save" />
      {product ? <input type="hidden" name="expectedUpdatedAt" value={product.updatedAt} /> : null}
      <fieldset disabled={!canEdit || busy} className="space-y-6">
        <TextsSection product={product} errorOf={errorOf} typed={typed} />

        <BasicsSection
          product={product}
          options={options}
          errorOf={errorOf}
          typed={typed}
          lang={lang}
          slugRef={slugInput}
        />

        <VariantsSection
          product={product}
          options={options}
          errorOf={errorOf}
          typed={typed}
          lang={lang}
          colors={colors}
          sizes={sizes}
          setColors={setColors}
          setSizes={setSizes}
        />

        <ImagesSection product={product} options={options} errorOf={errorOf} lang={lang} />

        <GpsrSection product={product} errorOf={errorOf} typed={typed} />

        <RelatedSection product={product} options={options} lang={lang} typed={typed} />

        {canEdit ? (
          <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
            <button type="submit" className={buttonPrimary} data-testid="product-save">
              {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
              {busy ? t("form.saving") : product ? t("form.save") : t("products.create")}
            </button>
            <p className="text-sm text-stone-600">{t("products.variantCount", { count: variantCount })}</p>
          </div>
        ) : null}
      </fieldset>
    </Form>
  );
}
