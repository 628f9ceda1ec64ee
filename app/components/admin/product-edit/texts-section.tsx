import { useTranslation } from "react-i18next";
import type { AdminProduct } from "../../../../core/catalog/admin-products.ts";
import { LocalizedField, sectionClass } from "../catalog-form.tsx";
import { type ErrorOf, localizedError } from "./field-errors.ts";
import { type Typed, typedLocalized } from "./typed-values.ts";

/**
 * The product editor's "Texts" section (`#sec-texts`): name, summary, description and care lines in
 * English, Portuguese and Spanish (fields `name.<lng>`, `summary.<lng>`, `description.<lng>`,
 * `care.<lng>` with one care line per text line). A new product has them empty; `errorOf` gives a
 * field's message (the first language with one).
 */
export function TextsSection({
  product,
  errorOf,
  typed,
}: {
  product: AdminProduct | null;
  errorOf: ErrorOf;
  typed: Typed;
}) {
  const { t } = useTranslation("admin-catalog");
  return (
    <section className={`${sectionClass} space-y-5`} aria-labelledby="sec-texts">
      <h2 id="sec-texts" className="text-lg font-semibold text-stone-900">
        {t("products.sections.texts")}
      </h2>
      <LocalizedField
        name="name"
        label={t("fields.name")}
        value={typedLocalized(typed, "name", product?.name)}
        error={localizedError(errorOf, "name")}
        maxLength={120}
        testId="name"
      />
      <LocalizedField
        name="summary"
        label={t("fields.summary")}
        value={typedLocalized(typed, "summary", product?.summary)}
        error={localizedError(errorOf, "summary")}
        required="en"
        maxLength={300}
        testId="summary"
      />
      <LocalizedField
        name="description"
        label={t("fields.description")}
        value={typedLocalized(typed, "description", product?.description)}
        error={localizedError(errorOf, "description")}
        required="none"
        multiline
        rows={4}
        maxLength={8000}
      />
      <LocalizedField
        name="care"
        label={t("fields.care")}
        value={typedLocalized(
          typed,
          "care",
          product
            ? { en: product.care.en.join("\n"), pt: product.care.pt.join("\n"), es: product.care.es.join("\n") }
            : undefined,
        )}
        error={localizedError(errorOf, "care")}
        required="none"
        multiline
        rows={3}
      />
      <p className="-mt-3 text-xs text-stone-500">{t("hints.care")}</p>
    </section>
  );
}
