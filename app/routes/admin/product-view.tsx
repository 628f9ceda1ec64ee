import { htmlLangTag } from "../../../core/shared/locale.ts";
import { ArrowLeft, ExternalLink, History, Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import { getAdminProduct, getProductEditorOptions } from "../../../core/catalog/admin-products.ts";
import { GARMENT_TYPE_LABELS } from "../../../core/catalog/garment-types.ts";
import { hasPermission } from "../../../core/shared/permissions.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import { buttonPrimary, buttonQuiet, catalogText, pick, sectionClass } from "../../components/admin/catalog-form.tsx";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/product-view";
import { formatEur } from "../../components/orders/eur.tsx";

/**
 * One product at a glance (issue 6; spec §2 `/admin/product/{id}`): status, texts in the three
 * languages side by side, price, category, material, the variant matrix with SKUs and stock,
 * photos, related products; links to edit, to the shop page and to its audit trail.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const actor = requireStaff(ctx, request, "read:product:any");
  const [product, options] = await adminCall(request, () =>
    Promise.all([getAdminProduct(ctx, params.id), getProductEditorOptions(ctx)]),
  );
  return data(
    {
      product,
      category: options.categories.find((c) => c.id === product.categoryId) ?? null,
      material: options.materials.find((m) => m.id === product.materialId) ?? null,
      colors: options.colors,
      canEdit: hasPermission(actor, "update:product:any"),
      canAudit: hasPermission(actor, "read:audit:any"),
    },
    { headers: ADMIN_HEADERS },
  );
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches, params }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: catalogText(root, "products.overview"),
      description: catalogText(root, "products.lead"),
      path: `/admin/product/${params.id}`,
      noindex: true,
    },
    root,
  );
}

export default function ProductView({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("admin-catalog");
  const { product: p, category, material, colors, canEdit, canAudit } = loaderData;
  const lang = (i18n.language === "pt" || i18n.language === "es" ? i18n.language : "en") as "en" | "pt" | "es";
  const money = (cents: number) => formatEur(cents, lang);
  const colorName = (id: string) => pick(colors.find((c) => c.id === id)?.name, lang);
  const stock = p.variants.reduce((n, v) => n + v.stock, 0);
  return (
    <AdminPage
      title={pick(p.name, lang)}
      lead={`${GARMENT_TYPE_LABELS[p.garmentType][lang]} · ${t(`status.${p.status}`)} · ${p.slug}`}
      back={
        <Link
          to="/admin/product/list"
          className="mb-3 inline-flex items-center gap-1.5 text-sm text-stone-600 hover:text-stone-900"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t("products.back")}
        </Link>
      }
      actions={
        <>
          {canEdit ? (
            <Link to={`/admin/product/${p.id}/edit`} className={buttonPrimary} data-testid="product-edit">
              <Pencil aria-hidden className="size-4" />
              {t("form.edit")}
            </Link>
          ) : null}
          {p.status === "active" ? (
            <a href={`/product/${p.slug}`} target="_blank" rel="noreferrer" className={buttonQuiet}>
              <ExternalLink aria-hidden className="size-4" />
              {t("products.viewInShop")}
            </a>
          ) : null}
          {canAudit ? (
            <Link to={`/admin/audit?entityId=${encodeURIComponent(p.id)}`} className={buttonQuiet}>
              <History aria-hidden className="size-4" />
              {t("products.history")}
            </Link>
          ) : null}
        </>
      }
    >
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <section className={sectionClass} aria-labelledby="v-texts">
            <h2 id="v-texts" className="mb-3 text-lg font-semibold text-stone-900">
              {t("products.sections.texts")}
            </h2>
            <div className="grid gap-4 md:grid-cols-3">
              {(["en", "pt", "es"] as const).map((l) => (
                <div key={l} lang={htmlLangTag(l)} className="min-w-0">
                  <p className="text-xs font-semibold uppercase text-stone-500">{l}</p>
                  <p className="mt-1 font-medium text-stone-900">
                    {p.name[l] || <span className="text-amber-700">{t("form.missingOne")}</span>}
                  </p>
                  <p className="mt-1 text-sm text-stone-600">{p.summary[l]}</p>
                </div>
              ))}
            </div>
          </section>
          <section className={sectionClass} aria-labelledby="v-variants">
            <h2 id="v-variants" className="mb-3 text-lg font-semibold text-stone-900">
              {t("products.sections.variants")}{" "}
              <span className="text-sm font-normal text-stone-500">({p.variants.length})</span>
            </h2>
            {p.variants.length ? (
              <div className="overflow-x-auto">
                <table className="w-full min-w-[28rem] text-sm">
                  <thead className="text-left text-xs uppercase tracking-wide text-stone-500">
                    <tr>
                      <th scope="col" className="py-2 pr-3">
                        {t("fields.variant")}
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        {t("fields.sku")}
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right">
                        {t("fields.stock")}
                      </th>
                      <th scope="col" className="py-2 text-right">
                        {t("fields.price")}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-stone-100">
                    {p.variants.map((v) => (
                      <tr key={v.id}>
                        <td className="py-2 pr-3">
                          {colorName(v.colorId)} / {v.sizeCode}
                        </td>
                        <td className="py-2 pr-3 font-mono text-xs">{v.sku}</td>
                        <td className={`py-2 pr-3 text-right ${v.stock === 0 ? "text-red-700" : ""}`}>{v.stock}</td>
                        <td className="py-2 text-right">{money(v.priceCentsOverride ?? p.priceCents)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className="text-sm text-stone-600">{t("products.noVariants")}</p>
            )}
          </section>
        </div>
        <div className="space-y-6">
          <section className={sectionClass} aria-labelledby="v-facts">
            <h2 id="v-facts" className="mb-3 text-lg font-semibold text-stone-900">
              {t("products.sections.basics")}
            </h2>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <dt className="text-stone-500">{t("fields.price")}</dt>
              <dd className="text-stone-900">{money(p.priceCents)}</dd>
              <dt className="text-stone-500">{t("fields.category")}</dt>
              <dd className="text-stone-900">{pick(category?.name, lang)}</dd>
              <dt className="text-stone-500">{t("fields.material")}</dt>
              <dd className="text-stone-900">{pick(material?.name, lang)}</dd>
              <dt className="text-stone-500">{t("fields.weightGrams")}</dt>
              <dd className="text-stone-900">{p.weightGrams} g</dd>
              <dt className="text-stone-500">{t("fields.stock")}</dt>
              <dd className="text-stone-900">{stock}</dd>
              <dt className="text-stone-500">{t("fields.blank")}</dt>
              <dd className="text-stone-900">{p.blank ? t("form.yes") : t("form.no")}</dd>
              <dt className="text-stone-500">{t("fields.customizable")}</dt>
              <dd className="text-stone-900">{p.customizable ? t("form.yes") : t("form.no")}</dd>
            </dl>
          </section>
          <section className={sectionClass} aria-labelledby="v-images">
            <h2 id="v-images" className="mb-3 text-lg font-semibold text-stone-900">
              {t("products.sections.images")}
            </h2>
            {p.images.length ? (
              <ul className="grid grid-cols-3 gap-2">
                {p.images.map((img) => (
                  <li key={img.id}>
                    <img
                      src={img.url}
                      alt={img.alt[lang] || img.alt.en}
                      className="aspect-[5/6] w-full rounded-lg object-cover"
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-stone-600">{t("products.noImages")}</p>
            )}
          </section>
          <section className={sectionClass} aria-labelledby="v-related">
            <h2 id="v-related" className="mb-3 text-lg font-semibold text-stone-900">
              {t("products.sections.related")}
            </h2>
            {p.related.length ? (
              <ul className="space-y-1 text-sm">
                {p.related.map((r) => (
                  <li key={r.id}>
                    <Link to={`/admin/product/${r.id}`} className="underline-offset-2 hover:underline">
                      {pick(r.name, lang)}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-stone-600">{t("products.noRelated")}</p>
            )}
          </section>
        </div>
      </div>
    </AdminPage>
  );
}
