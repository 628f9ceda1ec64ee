import { useTranslation } from "react-i18next";
import type { AdminProduct } from "../../../../core/catalog/admin-products.ts";
import { Field, LocalizedField, inputClass, sectionClass, textareaClass } from "../catalog-form.tsx";
import { type ErrorOf, localizedError } from "./field-errors.ts";
import { type Typed, typedLocalized } from "./typed-values.ts";

/**
 * The product editor's "Product safety (GPSR)" section (`#sec-gpsr`): manufacturer name, e-mail and
 * address, the responsible person, and safety information in the three languages (fields
 * `gpsr.<field>`, `gpsr.safetyInfo.<lng>`). The action saves them only when a manufacturer name is
 * given.
 */
export function GpsrSection({
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
    <section className={`${sectionClass} space-y-4`} aria-labelledby="sec-gpsr">
      <div>
        <h2 id="sec-gpsr" className="text-lg font-semibold text-stone-900">
          {t("products.sections.gpsr")}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t("hints.gpsr")}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {(["manufacturerName", "manufacturerEmail", "manufacturerAddress", "responsiblePerson"] as const).map((f) => (
          <Field key={f} name={`gpsr.${f}`} label={t(`fields.gpsr.${f}`)} error={errorOf(`gpsr.${f}`)}>
            {(p) =>
              f === "manufacturerAddress" || f === "responsiblePerson" ? (
                <textarea
                  {...p}
                  name={`gpsr.${f}`}
                  rows={2}
                  defaultValue={typed.text(`gpsr.${f}`, product?.gpsr?.[f] ?? "")}
                  className={textareaClass}
                />
              ) : (
                <input
                  {...p}
                  name={`gpsr.${f}`}
                  type={f === "manufacturerEmail" ? "email" : "text"}
                  defaultValue={typed.text(`gpsr.${f}`, product?.gpsr?.[f] ?? "")}
                  className={inputClass}
                />
              )
            }
          </Field>
        ))}
      </div>
      <LocalizedField
        name="gpsr.safetyInfo"
        label={t("fields.gpsr.safetyInfo")}
        value={typedLocalized(typed, "gpsr.safetyInfo", product?.gpsr?.safetyInfo)}
        error={localizedError(errorOf, "gpsr.safetyInfo")}
        required="none"
        multiline
        rows={2}
      />
    </section>
  );
}
