import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminProduct, ProductEditorOptions } from "../../../../core/catalog/admin-products.ts";
import type { Locale } from "../../../../core/shared/locale.ts";
import { inputClass, pick, sectionClass } from "../catalog-form.tsx";
import type { Typed } from "./typed-values.ts";

/**
 * The product editor's "Related products" section (`#sec-related`): a filter (URL name or name in
 * `lang`) over the other products (the first 60 shown, chosen ones always) and checkboxes choosing
 * at most 12, submitted as hidden `relatedProductIds` fields in the order chosen.
 */
export function RelatedSection({
  product,
  options,
  lang,
  typed,
}: {
  product: AdminProduct | null;
  options: ProductEditorOptions;
  lang: Locale;
  typed: Typed;
}) {
  const { t } = useTranslation("admin-catalog");
  const [filter, setFilter] = useState("");
  const [chosen, setChosen] = useState<string[]>(() =>
    typed.list("relatedProductIds", product?.relatedProductIds ?? []),
  );
  const others = options.products.filter((p) => p.id !== product?.id);
  const q = filter.trim().toLowerCase();
  const shown = others.filter(
    (p) => chosen.includes(p.id) || !q || p.slug.includes(q) || pick(p.name, lang).toLowerCase().includes(q),
  );
  return (
    <section className={`${sectionClass} space-y-3`} aria-labelledby="sec-related">
      <div>
        <h2 id="sec-related" className="text-lg font-semibold text-stone-900">
          {t("products.sections.related")}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t("hints.related")}</p>
      </div>
      {chosen.map((id) => (
        <input key={id} type="hidden" name="relatedProductIds" value={id} />
      ))}
      <label className="block max-w-sm text-sm font-medium text-stone-800">
        {t("products.findRelated")}
        <input
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          className={`${inputClass} mt-1`}
        />
      </label>
      <ul className="max-h-64 divide-y divide-stone-100 overflow-y-auto rounded-xl border border-stone-200">
        {shown.slice(0, 60).map((p) => (
          <li key={p.id}>
            <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-stone-50">
              <input
                type="checkbox"
                checked={chosen.includes(p.id)}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setChosen((list) => (checked ? [...list, p.id].slice(0, 12) : list.filter((x) => x !== p.id)));
                }}
                className="size-4 rounded border-stone-300"
              />
              <span className="min-w-0 flex-1 truncate">{pick(p.name, lang)}</span>
              <span className="text-xs text-stone-500">{t(`status.${p.status}`)}</span>
            </label>
          </li>
        ))}
      </ul>
      <p className="text-xs text-stone-500">{t("products.relatedCount", { count: chosen.length })}</p>
    </section>
  );
}
