import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { AdminThreeProduct } from "../../../../core/customization/admin-three-product.ts";
import type { Locale } from "../../../../core/shared/locale.ts";
import {
  FormErrorBanner,
  type FormErrorView,
  buttonPrimary,
  inputClass,
  labelClass,
  pick,
  sectionClass,
} from "../catalog-form.tsx";

/**
 * The 3D options of a customizable product's garment type (`#three-product`, its own form with
 * `intent=threeProduct` and `threeProductId`), named as the verb's schema (`threeProductFormSchema`,
 * app/lib/admin-catalog.server.ts): whether the 3D product is active (`active`), the dyes offered
 * (`dyeCodes`) and the default one (`defaultDyeCode`, among the offered), the techniques per
 * placement (`placements[i].code`, `placements[i].techniques`) and the optional labels
 * (`labels[i].code`, `labels[i].active`; default labels stay on). Shows `error`, this form's refused
 * save, above its fields. (Its schema's module reads the database, so the browser does not load it:
 * the server checks this form.)
 */
export function ThreeProductForm({
  three,
  busy,
  canEdit,
  lang,
  error,
}: {
  three: AdminThreeProduct;
  busy: boolean;
  canEdit: boolean;
  lang: Locale;
  error?: FormErrorView;
}) {
  const { t } = useTranslation("admin-catalog");
  const [offered, setOffered] = useState<string[]>(three.dyes.filter((d) => d.offered).map((d) => d.code));
  const [defaultDye, setDefaultDye] = useState(three.defaultDyeCode);
  return (
    <Form
      method="post"
      id="three-product"
      className={`${sectionClass} mt-6 space-y-5`}
      aria-labelledby="sec-three"
      data-testid="three-product-form"
    >
      <input type="hidden" name="intent" value="threeProduct" />
      <input type="hidden" name="threeProductId" value={three.id} />
      <div>
        <h2 id="sec-three" className="text-lg font-semibold text-stone-900">
          {t("three.title", { name: pick(three.name, lang) })}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t("three.lead")}</p>
      </div>
      {error ? <FormErrorBanner error={error} /> : null}
      <fieldset disabled={!canEdit || busy} className="space-y-5">
        <label className="inline-flex items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            name="active"
            defaultChecked={three.active}
            className="size-5 rounded border-stone-300"
          />
          {t("three.active")}
        </label>
        <fieldset>
          <legend className={labelClass}>{t("three.dyes")}</legend>
          <div className="flex flex-wrap gap-2">
            {three.dyes.map((d) => (
              <label
                key={d.code}
                className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 px-3 py-1.5 text-sm has-[:checked]:border-stone-900 has-[:checked]:ring-1 has-[:checked]:ring-stone-900"
              >
                <input
                  type="checkbox"
                  name="dyeCodes"
                  value={d.code}
                  checked={offered.includes(d.code)}
                  onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    setOffered((list) => (checked ? [...list, d.code] : list.filter((x) => x !== d.code)));
                  }}
                  className="size-4 rounded border-stone-300"
                />
                <span
                  aria-hidden
                  className="size-4 rounded-full border border-stone-300"
                  style={{ backgroundColor: d.hex }}
                />
                {pick(d.name, lang)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="block max-w-xs text-sm font-medium text-stone-800">
          {t("three.defaultDye")}
          <select
            name="defaultDyeCode"
            value={defaultDye}
            onChange={(e) => setDefaultDye(e.currentTarget.value)}
            className={`${inputClass} mt-1.5 appearance-auto`}
          >
            {three.dyes
              .filter((d) => offered.includes(d.code))
              .map((d) => (
                <option key={d.code} value={d.code}>
                  {pick(d.name, lang)}
                </option>
              ))}
          </select>
        </label>
        <div>
          <p className={labelClass}>{t("three.placements")}</p>
          <div className="overflow-x-auto rounded-xl border border-stone-200">
            <table className="w-full min-w-[32rem] text-sm">
              <thead className="bg-stone-50 text-left text-xs uppercase tracking-wide text-stone-500">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t("three.placement")}
                  </th>
                  {three.techniques.map((tech) => (
                    <th key={tech.code} scope="col" className="px-3 py-2 text-center">
                      {pick(tech.name, lang)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {three.placements.map((p, pi) => (
                  <tr key={p.code}>
                    <th scope="row" className="px-3 py-2 text-left font-medium text-stone-900">
                      <input type="hidden" name={`placements[${pi}].code`} value={p.code} />
                      {pick(p.name, lang)}
                      <span className="block text-xs font-normal text-stone-500">
                        {p.widthMm} × {p.heightMm} mm
                      </span>
                    </th>
                    {three.techniques.map((tech) => (
                      <td key={tech.code} className="px-3 py-2 text-center">
                        <input
                          type="checkbox"
                          name={`placements[${pi}].techniques`}
                          value={tech.code}
                          defaultChecked={p.techniques.includes(tech.code)}
                          aria-label={`${pick(p.name, lang)}: ${pick(tech.name, lang)}`}
                          className="size-4 rounded border-stone-300"
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
        <fieldset>
          <legend className={labelClass}>{t("three.labels")}</legend>
          <p className="mb-2 text-xs text-stone-500">{t("three.labelsHint")}</p>
          <div className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
            {three.labels.map((l, li) => (
              <label key={l.code} className="inline-flex items-center gap-2 text-sm text-stone-800">
                <input type="hidden" name={`labels[${li}].code`} value={l.code} />
                <input
                  type="checkbox"
                  name={`labels[${li}].active`}
                  defaultChecked={l.active || l.isDefault}
                  disabled={l.isDefault}
                  className="size-4 rounded border-stone-300"
                />
                {pick(l.name, lang)}
                {l.isDefault ? <span className="text-xs text-stone-500">({t("three.default")})</span> : null}
              </label>
            ))}
          </div>
        </fieldset>
        {canEdit ? (
          <button type="submit" className={buttonPrimary} data-testid="three-save">
            {t("three.save")}
          </button>
        ) : null}
      </fieldset>
    </Form>
  );
}
