import { ArrowLeft, CheckCircle2, ExternalLink } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, data, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import {
  createProduct,
  deleteProduct,
  getAdminProduct,
  getProductEditorOptions,
  updateProduct,
} from "../../../core/catalog/admin-products.ts";
import {
  type AdminThreeProduct,
  getAdminThreeProduct,
  updateThreeProductOptions,
} from "../../../core/customization/admin-three-product.ts";
import { NotFound } from "../../../core/shared/errors.ts";
import type { Locale } from "../../../core/shared/locale.ts";
import { hasPermission } from "../../../core/shared/permissions.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import {
  FormErrorBanner,
  type FormErrorView,
  buttonQuiet,
  catalogText,
  pick,
} from "../../components/admin/catalog-form.tsx";
import { replyErrorView } from "../../components/admin/product-edit/field-errors.ts";
import { DeleteProductForm } from "../../components/admin/product-edit/delete-product-form.tsx";
import { ProductForm } from "../../components/admin/product-edit/product-form.tsx";
import { ThreeProductForm } from "../../components/admin/product-edit/three-product-form.tsx";
import { productFormSchema } from "../../components/admin/product-edit/product-form-schema.ts";
import { catalogAction, threeProductFormSchema, throwStaffRefusal } from "../../lib/admin-catalog.server.ts";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { formAction } from "../../lib/form-action.server.ts";
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
    // which 3D product the form is for is read by hand, like the intent; its options through the verb's schema
    const three = await adminCall(request, () => getAdminThreeProduct(ctx, String(form.get("threeProductId") ?? "")));
    const result = await formAction(
      ctx,
      form,
      threeProductFormSchema,
      (input) =>
        updateThreeProductOptions(ctx, {
          ref: three.id,
          ...input,
          // offered dyes in swatch order; a default label is always offered
          dyeCodes: three.dyes.map((d) => d.code).filter((code) => input.dyeCodes.includes(code)),
          labels: input.labels.map((l) => ({
            ...l,
            active: l.active || three.labels.some((x) => x.code === l.code && x.isDefault),
          })),
        }),
      { ns: "admin-catalog" },
    );
    if (!result.ok) {
      throwStaffRefusal(request, result.error);
      return data(
        { form: "threeProduct" as const, reply: result.reply },
        { status: result.status, headers: ADMIN_HEADERS },
      );
    }
    return redirect(`/admin/product/${id}/edit?saved=3d#three-product`);
  }
  const result = await formAction(
    ctx,
    form,
    productFormSchema,
    (input) => (id ? updateProduct(ctx, { ...input, id }) : createProduct(ctx, input)),
    { ns: "admin-catalog" },
  );
  if (!result.ok) {
    throwStaffRefusal(request, result.error);
    return data({ form: "product" as const, reply: result.reply }, { status: result.status, headers: ADMIN_HEADERS });
  }
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

/**
 * The editor page: header (back link, overview and shop links), the refused-save banner (focused
 * when it appears), the saved and read-only notes, then the forms of
 * `app/components/admin/product-edit/`: the product form (keyed by `updatedAt`, so it starts again
 * from the saved product), the 3D options of a customizable product, and delete/archive.
 */
export default function ProductEdit({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("admin-catalog");
  const { product, options, threeProduct, canEdit, canDelete } = loaderData;
  const lang = (i18n.language === "pt" || i18n.language === "es" ? i18n.language : "en") as Locale;
  const actionData = useActionData<typeof action>();
  // delete answers { error } (catalogAction); the product and 3D forms answer their Conform reply
  const reply = actionData && "reply" in actionData ? actionData : undefined;
  const error: FormErrorView | undefined =
    actionData && "error" in actionData ? actionData.error : replyErrorView(reply?.reply);
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
        reply={reply?.form === "product" ? reply.reply : undefined}
        busy={busy}
        canEdit={canEdit}
        lang={lang}
      />
      {product && threeProduct ? (
        <ThreeProductForm
          three={threeProduct}
          busy={busy}
          canEdit={canEdit}
          lang={lang}
          error={reply?.form === "threeProduct" ? error : undefined}
        />
      ) : null}
      {product && canDelete ? <DeleteProductForm inOrders={product.inOrders} busy={busy} /> : null}
    </AdminPage>
  );
}
