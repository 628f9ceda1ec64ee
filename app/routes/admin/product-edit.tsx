import { slugify } from "../../../core/shared/slug.ts";
import { ArrowDown, ArrowLeft, ArrowUp, CheckCircle2, ExternalLink, ImagePlus, Loader2, Trash2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import {
  type AdminProduct,
  createProduct,
  deleteProduct,
  getAdminProduct,
  getProductEditorOptions,
  updateProduct,
} from "../../../core/catalog/admin-products.ts";
import { PRODUCT_FITS, PRODUCT_STATUSES } from "../../../core/catalog/catalog.sql.ts";
import { GARMENT_TYPES, GARMENT_TYPE_LABELS } from "../../../core/catalog/garment-types.ts";
import {
  type AdminThreeProduct,
  getAdminThreeProduct,
  updateThreeProductOptions,
} from "../../../core/customization/admin-three-product.ts";
import { TECHNIQUE_CODES } from "../../../core/customization/options.ts";
import { NotFound } from "../../../core/shared/errors.ts";
import { LOCALES, htmlLangTag } from "../../../core/shared/locale.ts";
import { hasPermission } from "../../../core/shared/permissions.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import {
  Field,
  FormErrorBanner,
  type FormErrorView,
  LocalizedField,
  buttonDanger,
  buttonPrimary,
  buttonQuiet,
  catalogText,
  categoryTree,
  fieldError,
  inputClass,
  labelClass,
  pick,
  sectionClass,
  textareaClass,
  useErrorText,
} from "../../components/admin/catalog-form.tsx";
import {
  catalogAction,
  centsFrom,
  localizedFrom,
  localizedLinesFrom,
  numberFrom,
} from "../../lib/admin-catalog.server.ts";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/product-edit";

/**
 * The product editor (issue 6; spec §2 `/admin/product/create` and `/admin/product/{id}/edit`;
 * ADR 0013): the whole product in one form — texts in English, Portuguese and Spanish, garment
 * type, category, material, price, weight, blank/customizable, status, GPSR details, the variant
 * matrix (colours × sizes, SKU (suggested when left empty), stock, price override), photos
 * (uploaded through `/api/upload/image`, in order, with alt texts, optionally per colour) and
 * related products. For a customizable garment, the 3D options of its garment type (offered dyes,
 * default dye, techniques per placement, label options) are saved by a second form. Deleting
 * archives a product that orders name. Reading needs `read:product:any`; saving `update:product:any`
 * (checked in core, audited).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const actor = requireStaff(ctx, request, "read:product:any");
  const isNew = !params.id;
  const [options, product] = await adminCall(request, () =>
    Promise.all([getProductEditorOptions(ctx), isNew ? Promise.resolve(null) : getAdminProduct(ctx, params.id ?? "")]),
  );
  let threeProduct: AdminThreeProduct | null = null;
  if (product?.customizable) {
    try {
      threeProduct = await getAdminThreeProduct(ctx, product.garmentType);
    } catch (error) {
      if (!(error instanceof NotFound)) throw error;
    }
  }
  return data(
    {
      product,
      options,
      threeProduct,
      canEdit: hasPermission(actor, isNew ? "create:product:any" : "update:product:any"),
      canDelete: hasPermission(actor, "delete:product:any"),
    },
    { headers: ADMIN_HEADERS },
  );
}

/** The product form as the core input (see core/catalog/admin-schemas.ts `productInputSchema`). */
function productInputFrom(form: FormData) {
  const colors = form.getAll("colors").map(String);
  const sizes = form.getAll("sizes").map(String);
  const variants = colors.flatMap((colorId) =>
    sizes.map((sizeId) => ({
      colorId,
      sizeId,
      sku: String(form.get(`v.${colorId}.${sizeId}.sku`) ?? "").trim(),
      stock: numberFrom(form, `v.${colorId}.${sizeId}.stock`) ?? 0,
      priceCentsOverride: centsFrom(form, `v.${colorId}.${sizeId}.price`) ?? null,
    })),
  );
  const uploads = form.getAll("image.uploadId").map(String);
  const images = uploads.map((uploadId, i) => ({
    uploadId,
    alt: {
      en: String(form.getAll("image.alt.en")[i] ?? ""),
      pt: String(form.getAll("image.alt.pt")[i] ?? ""),
      es: String(form.getAll("image.alt.es")[i] ?? ""),
    },
    colorId: String(form.getAll("image.colorId")[i] ?? "") || null,
  }));
  const manufacturerName = String(form.get("gpsr.manufacturerName") ?? "").trim();
  return {
    slug: String(form.get("slug") ?? ""),
    garmentType: String(form.get("garmentType") ?? ""),
    categoryId: String(form.get("categoryId") ?? ""),
    materialId: String(form.get("materialId") ?? ""),
    name: localizedFrom(form, "name"),
    summary: localizedFrom(form, "summary"),
    description: localizedFrom(form, "description"),
    care: localizedLinesFrom(form, "care"),
    fit: String(form.get("fit") ?? "regular"),
    weightGrams: numberFrom(form, "weightGrams"),
    priceCents: centsFrom(form, "price"),
    compareAtPriceCents: centsFrom(form, "compareAtPrice") ?? null,
    blank: form.get("blank") === "on",
    customizable: form.get("customizable") === "on",
    status: String(form.get("status") ?? "draft"),
    leadColorId: String(form.get("leadColorId") ?? "") || null,
    tags: String(form.get("tags") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    gpsr: manufacturerName
      ? {
          manufacturerName,
          manufacturerAddress: String(form.get("gpsr.manufacturerAddress") ?? ""),
          manufacturerEmail: String(form.get("gpsr.manufacturerEmail") ?? ""),
          responsiblePerson: String(form.get("gpsr.responsiblePerson") ?? ""),
          safetyInfo: localizedFrom(form, "gpsr.safetyInfo"),
        }
      : null,
    variants,
    images,
    relatedProductIds: form.getAll("related").map(String),
    expectedUpdatedAt: String(form.get("expectedUpdatedAt") ?? "") || undefined,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:product:any");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "save");
  const id = params.id ?? "";
  if (intent === "delete") {
    const result = await catalogAction(request, () => deleteProduct(ctx, id));
    if (!result.ok) return result.response;
    return redirect(`/admin/product/list?${result.value.result === "archived" ? "archived" : "deleted"}=1`);
  }
  if (intent === "threeProduct") {
    const three = await adminCall(request, () => getAdminThreeProduct(ctx, String(form.get("threeProductId") ?? "")));
    const offered = form.getAll("dyes").map(String);
    const active = new Set(form.getAll("labels").map(String));
    const result = await catalogAction(request, () =>
      updateThreeProductOptions(ctx, three.id, {
        active: form.get("threeActive") === "on",
        dyeCodes: three.dyes.map((d) => d.code).filter((c) => offered.includes(c)),
        defaultDyeCode: String(form.get("defaultDye") ?? ""),
        placements: three.placements.map((p) => ({
          code: p.code,
          techniques: TECHNIQUE_CODES.filter((tc) => form.getAll(`pl.${p.code}`).includes(tc)),
        })),
        labels: three.labels.map((l) => ({ code: l.code, active: l.isDefault || active.has(l.code) })),
      }),
    );
    if (!result.ok) return result.response;
    return redirect(`/admin/product/${id}/edit?saved=3d#three-product`);
  }
  const input = productInputFrom(form) as Parameters<typeof createProduct>[1];
  const result = await catalogAction(request, () => (id ? updateProduct(ctx, id, input) : createProduct(ctx, input)));
  if (!result.ok) return result.response;
  return redirect(`/admin/product/${result.value.id}/edit?saved=1`);
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches, params }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: catalogText(root, params.id ? "products.edit" : "products.new"),
      description: catalogText(root, "products.newLead"),
      path: params.id ? `/admin/product/${params.id}/edit` : "/admin/product/create",
      noindex: true,
    },
    root,
  );
}

type LoaderData = Route.ComponentProps["loaderData"];
type Lang = "en" | "pt" | "es";

/** Matrix inputs size themselves (the shared input class fills its column). */
const cellInputClass = inputClass.replace(" w-full", "");

interface ImageRow {
  key: string;
  uploadId: string;
  url: string;
  alt: { en: string; pt: string; es: string };
  colorId: string | null;
}

export default function ProductEdit({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("admin-catalog");
  const { product, options, threeProduct, canEdit, canDelete } = loaderData;
  const lang = (i18n.language === "pt" || i18n.language === "es" ? i18n.language : "en") as Lang;
  const actionData = useActionData<typeof action>() as { error?: FormErrorView } | undefined;
  const error = actionData?.error;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [search] = useSearchParams();
  const saved = search.get("saved");
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) top.current?.querySelector<HTMLElement>("[role=alert]")?.focus();
  }, [error]);
  const title = product ? pick(product.name, lang) : t("products.new");
  return (
    <AdminPage
      title={title}
      lead={product ? t("products.editLead", { slug: product.slug }) : t("products.newLead")}
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
        product ? (
          <>
            <Link to={`/admin/product/${product.id}`} className={buttonQuiet}>
              {t("products.overview")}
            </Link>
            {product.status === "active" ? (
              <a href={`/product/${product.slug}`} target="_blank" rel="noreferrer" className={buttonQuiet}>
                <ExternalLink aria-hidden className="size-4" />
                {t("products.viewInShop")}
              </a>
            ) : null}
          </>
        ) : null
      }
    >
      <div ref={top}>
        <FormErrorBanner error={error} />
      </div>
      {saved && !error ? (
        <p
          role="status"
          className="mb-5 flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-800"
          data-testid="saved"
        >
          <CheckCircle2 aria-hidden className="size-5" />
          {saved === "3d" ? t("three.saved") : t("form.saved")}
        </p>
      ) : null}
      {!canEdit ? (
        <p className="mb-5 rounded-xl bg-stone-100 px-4 py-3 text-sm text-stone-700">{t("form.readOnly")}</p>
      ) : null}
      <ProductForm
        key={product?.updatedAt ?? "new"}
        product={product}
        options={options}
        error={error}
        busy={busy}
        canEdit={canEdit}
        lang={lang}
      />
      {product && threeProduct ? (
        <ThreeProductForm three={threeProduct} busy={busy} canEdit={canEdit} lang={lang} error={error} />
      ) : null}
      {product && canDelete ? (
        <Form
          method="post"
          className="mt-10 border-t border-stone-200 pt-6"
          onSubmit={(e) => {
            const text = product.inOrders ? t("products.confirmArchive") : t("products.confirmDelete");
            if (!window.confirm(text)) e.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className={buttonDanger} disabled={busy} data-testid="product-delete">
            <Trash2 aria-hidden className="size-4" />
            {product.inOrders ? t("products.archive") : t("products.delete")}
          </button>
          <p className="mt-2 max-w-2xl text-sm text-stone-600">
            {product.inOrders ? t("products.archiveHint") : t("products.deleteHint")}
          </p>
        </Form>
      ) : null}
    </AdminPage>
  );
}

function ProductForm({
  product,
  options,
  error,
  busy,
  canEdit,
  lang,
}: {
  product: AdminProduct | null;
  options: LoaderData["options"];
  error?: FormErrorView;
  busy: boolean;
  canEdit: boolean;
  lang: Lang;
}) {
  const { t } = useTranslation("admin-catalog");
  const errorText = useErrorText();
  const [colors, setColors] = useState<string[]>(() => [...new Set(product?.variants.map((v) => v.colorId) ?? [])]);
  const [sizes, setSizes] = useState<string[]>(() => [...new Set(product?.variants.map((v) => v.sizeId) ?? [])]);
  const [garmentType, setGarmentType] = useState<string>(product?.garmentType ?? "t-shirt");
  const [customizable, setCustomizable] = useState(product?.customizable ?? false);
  const selectedColors = options.colors.filter((c) => colors.includes(c.id));
  const selectedSizes = options.sizes.filter((s) => sizes.includes(s.id));
  const variantOf = (colorId: string, sizeId: string) =>
    product?.variants.find((v) => v.colorId === colorId && v.sizeId === sizeId);
  const money = (cents: number | null | undefined) => (cents == null ? "" : (cents / 100).toFixed(2));
  const canCustomize = options.customizableTypes.includes(garmentType as never);
  const slugInput = useRef<HTMLInputElement>(null);
  const slugTouched = useRef(false);
  return (
    <Form
      method="post"
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
        <section className={`${sectionClass} space-y-5`} aria-labelledby="sec-texts">
          <h2 id="sec-texts" className="text-lg font-semibold text-stone-900">
            {t("products.sections.texts")}
          </h2>
          <LocalizedField
            name="name"
            label={t("fields.name")}
            value={product?.name}
            error={error}
            maxLength={120}
            testId="name"
          />
          <LocalizedField
            name="summary"
            label={t("fields.summary")}
            value={product?.summary}
            error={error}
            required="en"
            maxLength={300}
            testId="summary"
          />
          <LocalizedField
            name="description"
            label={t("fields.description")}
            value={product?.description}
            error={error}
            required="none"
            multiline
            rows={4}
            maxLength={8000}
          />
          <LocalizedField
            name="care"
            label={t("fields.care")}
            value={
              product
                ? { en: product.care.en.join("\n"), pt: product.care.pt.join("\n"), es: product.care.es.join("\n") }
                : undefined
            }
            error={error}
            required="none"
            multiline
            rows={3}
          />
          <p className="-mt-3 text-xs text-stone-500">{t("hints.care")}</p>
        </section>

        <section className={`${sectionClass} space-y-5`} aria-labelledby="sec-basics">
          <h2 id="sec-basics" className="text-lg font-semibold text-stone-900">
            {t("products.sections.basics")}
          </h2>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <Field name="slug" label={t("fields.slug")} error={fieldError(error, "slug")} hint={t("hints.slug")}>
              {(p) => (
                <input
                  {...p}
                  ref={slugInput}
                  name="slug"
                  defaultValue={product?.slug ?? ""}
                  required
                  maxLength={96}
                  pattern="[a-z0-9]+(-[a-z0-9]+)*"
                  autoComplete="off"
                  spellCheck={false}
                  className={inputClass}
                />
              )}
            </Field>
            <Field name="garmentType" label={t("fields.garmentType")} error={fieldError(error, "garmentType")}>
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
            <Field name="categoryId" label={t("fields.category")} error={fieldError(error, "categoryId")}>
              {(p) => (
                <select
                  {...p}
                  name="categoryId"
                  defaultValue={product?.categoryId ?? ""}
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
            <Field
              name="materialId"
              label={t("fields.material")}
              error={fieldError(error, "materialId")}
              hint={t("hints.material")}
            >
              {(p) => (
                <select
                  {...p}
                  name="materialId"
                  defaultValue={product?.materialId ?? ""}
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
            <Field
              name="status"
              label={t("fields.status")}
              error={fieldError(error, "status")}
              hint={t("hints.status")}
            >
              {(p) => (
                <select
                  {...p}
                  name="status"
                  defaultValue={product?.status ?? "draft"}
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
            <Field name="fit" label={t("fields.fit")} error={fieldError(error, "fit")}>
              {(p) => (
                <select
                  {...p}
                  name="fit"
                  defaultValue={product?.fit ?? "regular"}
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
            <Field
              name="price"
              label={t("fields.priceEur")}
              error={fieldError(error, "priceCents")}
              hint={t("hints.price")}
            >
              {(p) => (
                <input
                  {...p}
                  name="price"
                  inputMode="decimal"
                  required
                  defaultValue={money(product?.priceCents)}
                  placeholder="24.90"
                  className={inputClass}
                />
              )}
            </Field>
            <Field
              name="compareAtPrice"
              label={t("fields.compareAtPrice")}
              error={fieldError(error, "compareAtPriceCents")}
              hint={t("hints.compareAtPrice")}
            >
              {(p) => (
                <input
                  {...p}
                  name="compareAtPrice"
                  inputMode="decimal"
                  defaultValue={money(product?.compareAtPriceCents)}
                  className={inputClass}
                />
              )}
            </Field>
            <Field name="weightGrams" label={t("fields.weightGrams")} error={fieldError(error, "weightGrams")}>
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
                  defaultValue={product?.weightGrams ?? ""}
                  className={inputClass}
                />
              )}
            </Field>
            <Field name="tags" label={t("fields.tags")} error={fieldError(error, "tags")} hint={t("hints.tags")}>
              {(p) => <input {...p} name="tags" defaultValue={product?.tags.join(", ") ?? ""} className={inputClass} />}
            </Field>
          </div>
          <div className="flex flex-wrap gap-x-8 gap-y-3">
            <label className="inline-flex items-center gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                name="blank"
                defaultChecked={product?.blank ?? true}
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
          {fieldError(error, "blank") ? <p className="text-sm text-red-700">{error ? errorText(error) : ""}</p> : null}
        </section>

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
              error={fieldError(error, "leadColorId")}
              hint={t("hints.leadColour")}
            >
              {(p) => (
                <select
                  {...p}
                  name="leadColorId"
                  defaultValue={product?.leadColorId ?? ""}
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
          {fieldError(error, "variants") ? (
            <p className="text-sm text-red-700">{error ? errorText(error) : ""}</p>
          ) : null}
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
                      const base = `v.${c.id}.${s.id}`;
                      const err = (f: string) => fieldError(error, `variants.${index}.${f}`);
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
                              defaultValue={v?.sku ?? ""}
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
                              defaultValue={v?.stock ?? 0}
                              aria-label={t("products.stockFor", { variant: label })}
                              aria-invalid={!!err("stock")}
                              className={`${cellInputClass} h-9 w-24 text-right`}
                            />
                          </td>
                          <td className="px-3 py-2">
                            <input
                              name={`${base}.price`}
                              inputMode="decimal"
                              defaultValue={money(v?.priceCentsOverride)}
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

        <ImagesSection product={product} options={options} error={error} lang={lang} />

        <section className={`${sectionClass} space-y-4`} aria-labelledby="sec-gpsr">
          <div>
            <h2 id="sec-gpsr" className="text-lg font-semibold text-stone-900">
              {t("products.sections.gpsr")}
            </h2>
            <p className="mt-1 text-sm text-stone-600">{t("hints.gpsr")}</p>
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            {(["manufacturerName", "manufacturerEmail", "manufacturerAddress", "responsiblePerson"] as const).map(
              (f) => (
                <Field key={f} name={`gpsr.${f}`} label={t(`fields.gpsr.${f}`)} error={fieldError(error, `gpsr.${f}`)}>
                  {(p) =>
                    f === "manufacturerAddress" || f === "responsiblePerson" ? (
                      <textarea
                        {...p}
                        name={`gpsr.${f}`}
                        rows={2}
                        defaultValue={product?.gpsr?.[f] ?? ""}
                        className={textareaClass}
                      />
                    ) : (
                      <input
                        {...p}
                        name={`gpsr.${f}`}
                        type={f === "manufacturerEmail" ? "email" : "text"}
                        defaultValue={product?.gpsr?.[f] ?? ""}
                        className={inputClass}
                      />
                    )
                  }
                </Field>
              ),
            )}
          </div>
          <LocalizedField
            name="gpsr.safetyInfo"
            label={t("fields.gpsr.safetyInfo")}
            value={product?.gpsr?.safetyInfo}
            error={error}
            required="none"
            multiline
            rows={2}
          />
        </section>

        <RelatedSection product={product} options={options} lang={lang} />

        {canEdit ? (
          <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
            <button type="submit" className={buttonPrimary} data-testid="product-save">
              {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
              {busy ? t("form.saving") : product ? t("form.save") : t("products.create")}
            </button>
            <p className="text-sm text-stone-600">
              {t("products.variantCount", { count: selectedColors.length * selectedSizes.length })}
            </p>
          </div>
        ) : null}
      </fieldset>
    </Form>
  );
}

function ImagesSection({
  product,
  options,
  error,
  lang,
}: {
  product: AdminProduct | null;
  options: LoaderData["options"];
  error?: FormErrorView;
  lang: Lang;
}) {
  const { t } = useTranslation("admin-catalog");
  const text = useErrorText();
  const [images, setImages] = useState<ImageRow[]>(
    () =>
      product?.images.map((i) => ({
        key: i.id,
        uploadId: i.uploadId,
        url: i.url,
        alt: { en: i.alt.en, pt: i.alt.pt, es: i.alt.es },
        colorId: i.colorId,
      })) ?? [],
  );
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const move = (from: number, to: number) =>
    setImages((list) => {
      if (to < 0 || to >= list.length) return list;
      const next = [...list];
      const [item] = next.splice(from, 1);
      if (item) next.splice(to, 0, item);
      return next;
    });
  async function upload(files: FileList | null) {
    if (!files?.length) return;
    setUploading(true);
    setUploadError(null);
    try {
      for (const file of Array.from(files)) {
        const body = new FormData();
        body.set("file", file, file.name);
        const res = await fetch("/api/upload/image", { method: "POST", body });
        const json = (await res.json().catch(() => null)) as
          | { id: string; url: string; contentType: string; error?: undefined }
          | { error: { code: string; message: string } }
          | null;
        if (!res.ok || !json || "error" in json) {
          const err = json && "error" in json && json.error ? json.error : { code: "generic", message: "" };
          setUploadError(text({ code: err.code, message: err.message }));
          break;
        }
        if (json.contentType === "image/svg+xml") {
          setUploadError(t("errors.UPLOAD_TYPE"));
          break;
        }
        const stem = file.name.replace(/\.[a-z0-9]+$/i, "").replace(/[-_]+/g, " ");
        setImages((list) => [
          ...list,
          { key: json.id, uploadId: json.id, url: json.url, alt: { en: stem, pt: stem, es: stem }, colorId: null },
        ]);
      }
    } catch {
      setUploadError(t("errors.generic"));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }
  return (
    <section className={`${sectionClass} space-y-4`} aria-labelledby="sec-images" data-testid="images">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="sec-images" className="text-lg font-semibold text-stone-900">
            {t("products.sections.images")}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t("hints.images")}</p>
        </div>
        <label className={`${buttonQuiet} cursor-pointer focus-within:ring-2 focus-within:ring-brand-600`}>
          {uploading ? (
            <Loader2 aria-hidden className="size-4 animate-spin" />
          ) : (
            <ImagePlus aria-hidden className="size-4" />
          )}
          {uploading ? t("products.uploading") : t("products.addPhotos")}
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            className="sr-only"
            onChange={(e) => void upload(e.currentTarget.files)}
            data-testid="image-upload"
          />
        </label>
      </div>
      <p aria-live="polite" className="text-sm text-red-700">
        {uploadError ?? (error?.field?.startsWith("images") ? text(error) : "")}
      </p>
      {images.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">
          {t("products.noImages")}
        </p>
      ) : (
        <ol className="space-y-3">
          {images.map((img, i) => (
            <li
              key={img.key}
              className="grid gap-3 rounded-xl border border-stone-200 p-3 sm:grid-cols-[6rem_minmax(0,1fr)_auto]"
              data-testid="image-row"
            >
              <input type="hidden" name="image.uploadId" value={img.uploadId} />
              <img
                src={img.url}
                alt={img.alt[lang] || img.alt.en}
                className="h-28 w-24 rounded-lg bg-stone-100 object-cover"
                width={96}
                height={112}
              />
              <div className="grid min-w-0 gap-2 md:grid-cols-2">
                {LOCALES.map((l) => (
                  <label key={l} className="block min-w-0 text-xs font-medium text-stone-600">
                    {t("fields.altIn", { lang: l.toUpperCase() })}
                    <input
                      name={`image.alt.${l}`}
                      value={img.alt[l]}
                      required
                      maxLength={160}
                      lang={htmlLangTag(l)}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        setImages((list) =>
                          list.map((x, j) => (j === i ? { ...x, alt: { ...x.alt, [l]: value } } : x)),
                        );
                      }}
                      className={`${inputClass} mt-1 h-9`}
                    />
                  </label>
                ))}
                <label className="block text-xs font-medium text-stone-600">
                  {t("fields.imageColour")}
                  <select
                    name="image.colorId"
                    value={img.colorId ?? ""}
                    onChange={(e) => {
                      const value = e.currentTarget.value || null;
                      setImages((list) => list.map((x, j) => (j === i ? { ...x, colorId: value } : x)));
                    }}
                    className={`${inputClass} mt-1 h-9 appearance-auto`}
                  >
                    <option value="">{t("form.anyColour")}</option>
                    {options.colors.map((c) => (
                      <option key={c.id} value={c.id}>
                        {pick(c.name, lang)}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <div className="flex gap-1 sm:flex-col">
                <button
                  type="button"
                  onClick={() => move(i, i - 1)}
                  disabled={i === 0}
                  className="inline-flex size-9 items-center justify-center rounded-full border border-stone-300 disabled:opacity-40"
                  aria-label={t("products.moveUp", { n: i + 1 })}
                >
                  <ArrowUp aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  onClick={() => move(i, i + 1)}
                  disabled={i === images.length - 1}
                  className="inline-flex size-9 items-center justify-center rounded-full border border-stone-300 disabled:opacity-40"
                  aria-label={t("products.moveDown", { n: i + 1 })}
                >
                  <ArrowDown aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  onClick={() => setImages((list) => list.filter((_, j) => j !== i))}
                  className="inline-flex size-9 items-center justify-center rounded-full border border-red-200 text-red-700"
                  aria-label={t("products.removePhoto", { n: i + 1 })}
                >
                  <X aria-hidden className="size-4" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function RelatedSection({
  product,
  options,
  lang,
}: {
  product: AdminProduct | null;
  options: LoaderData["options"];
  lang: Lang;
}) {
  const { t } = useTranslation("admin-catalog");
  const [filter, setFilter] = useState("");
  const [chosen, setChosen] = useState<string[]>(product?.relatedProductIds ?? []);
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
        <input key={id} type="hidden" name="related" value={id} />
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

function ThreeProductForm({
  three,
  busy,
  canEdit,
  lang,
  error,
}: {
  three: AdminThreeProduct;
  busy: boolean;
  canEdit: boolean;
  lang: Lang;
  error?: FormErrorView;
}) {
  const { t } = useTranslation("admin-catalog");
  const [offered, setOffered] = useState<string[]>(three.dyes.filter((d) => d.offered).map((d) => d.code));
  const [defaultDye, setDefaultDye] = useState(three.defaultDyeCode);
  const threeError =
    error && ["dyeCodes", "defaultDyeCode", "placements", "labels"].includes(error.field ?? "") ? error : undefined;
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
      {threeError ? <FormErrorBanner error={threeError} /> : null}
      <fieldset disabled={!canEdit || busy} className="space-y-5">
        <label className="inline-flex items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            name="threeActive"
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
                  name="dyes"
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
            name="defaultDye"
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
                {three.placements.map((p) => (
                  <tr key={p.code}>
                    <th scope="row" className="px-3 py-2 text-left font-medium text-stone-900">
                      {pick(p.name, lang)}
                      <span className="block text-xs font-normal text-stone-500">
                        {p.widthMm} × {p.heightMm} mm
                      </span>
                    </th>
                    {three.techniques.map((tech) => (
                      <td key={tech.code} className="px-3 py-2 text-center">
                        <input
                          type="checkbox"
                          name={`pl.${p.code}`}
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
            {three.labels.map((l) => (
              <label key={l.code} className="inline-flex items-center gap-2 text-sm text-stone-800">
                <input
                  type="checkbox"
                  name="labels"
                  value={l.code}
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
