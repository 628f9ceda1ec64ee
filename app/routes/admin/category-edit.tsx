import { getFormProps } from "@conform-to/react";
import { ArrowLeft, CheckCircle2, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import {
  createCategory,
  deleteCategory,
  getAdminCategory,
  listAdminCategories,
  updateCategory,
} from "../../../core/catalog/admin-categories.ts";
import { categoryInputSchema } from "../../../core/catalog/admin-schemas.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import {
  Field,
  FormErrorBanner,
  type FormErrorView,
  LocalizedField,
  buttonDanger,
  buttonPrimary,
  catalogText,
  inputClass,
  pick,
  sectionClass,
} from "../../components/admin/catalog-form.tsx";
import {
  type ErrorOf,
  formErrorView,
  localizedError,
  replyErrorView,
} from "../../components/admin/product-edit/field-errors.ts";
import { typedValues } from "../../components/admin/product-edit/typed-values.ts";
import { catalogAction, throwStaffRefusal } from "../../lib/admin-catalog.server.ts";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { formAction } from "../../lib/form-action.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/category-edit";

/**
 * One category (issue 6; spec §2 `/admin/categories/{id}`; `/admin/categories/new` creates one):
 * code (URL slug), parent (none for a top-level category), name and description in English,
 * Portuguese and Spanish, order; delete, refused with the reason while products or sub-categories
 * use it. Saves go through core (`update:product:any`, audited).
 *
 * The form is Conform's over the verbs' own schema (`categoryInputSchema`, ADR 0021): `code`,
 * `parentId` (empty = top level), `name.en|pt|es`, `description.en|pt|es`, `sortOrder`; a refused
 * save comes back as `{ reply }` with each message on its field. Delete (`intent=delete`) is a button
 * on the row, answered as `{ error }` (catalogAction) for the banner.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:product:any");
  const isNew = params.id === "new";
  const [category, all] = await adminCall(request, () =>
    Promise.all([
      isNew ? Promise.resolve(null) : getAdminCategory(ctx, params.id),
      listAdminCategories(ctx, { level: "top" }),
    ]),
  );
  const parentId = new URL(request.url).searchParams.get("parent");
  return data(
    {
      category,
      parents: all.filter((c) => c.id !== category?.id).map((c) => ({ id: c.id, code: c.code, name: c.name })),
      defaultParentId: category?.parentId ?? (parentId && all.some((c) => c.id === parentId) ? parentId : null),
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:product:any");
  const form = await request.formData();
  if (form.get("intent") === "delete") {
    const result = await catalogAction(request, () => deleteCategory(ctx, params.id));
    if (!result.ok) return result.response;
    return redirect(`/admin/categories?deleted=${encodeURIComponent(String(form.get("code") ?? ""))}`);
  }
  const result = await formAction(
    ctx,
    form,
    categoryInputSchema,
    (input) => (params.id === "new" ? createCategory(ctx, input) : updateCategory(ctx, { ...input, id: params.id })),
    { ns: "admin-catalog" },
  );
  if (!result.ok) {
    throwStaffRefusal(request, result.error);
    return data({ reply: result.reply }, { status: result.status, headers: ADMIN_HEADERS });
  }
  return redirect(`/admin/categories/${result.value.id}?saved=1`);
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches, params }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: catalogText(root, params.id === "new" ? "categories.new" : "categories.edit"),
      description: catalogText(root, "categories.editLead"),
      path: `/admin/categories/${params.id}`,
      noindex: true,
    },
    root,
  );
}

export default function CategoryEdit({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("admin-catalog");
  const { category, parents, defaultParentId } = loaderData;
  const actionData = useActionData<typeof action>();
  const reply = actionData && "reply" in actionData ? actionData.reply : undefined;
  const [form] = useSchemaForm(categoryInputSchema, { id: "category-form", lastResult: reply });
  const errorOf: ErrorOf = (name) => formErrorView(name, form.allErrors[name]?.[0]);
  // a refused delete ({ error }) or save (the reply's first message) in the banner
  const error: FormErrorView | undefined =
    actionData && "error" in actionData ? actionData.error : replyErrorView(reply);
  // what was typed before a refused save, so nothing is lost without JavaScript
  const typed = typedValues(reply);
  const localized = (name: "name" | "description") => ({
    en: typed.text(`${name}.en`, category?.[name].en ?? ""),
    pt: typed.text(`${name}.pt`, category?.[name].pt ?? ""),
    es: typed.text(`${name}.es`, category?.[name].es ?? ""),
  });
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [search] = useSearchParams();
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) banner.current?.querySelector<HTMLElement>("[role=alert]")?.focus();
  }, [error]);
  const title = category ? pick(category.name, i18n.language) : t("categories.new");
  return (
    <AdminPage
      title={title}
      lead={category ? t("categories.editLead") : t("categories.newLead")}
      back={
        <Link
          to="/admin/categories"
          className="mb-3 inline-flex items-center gap-1.5 text-sm text-stone-600 hover:text-stone-900"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t("categories.back")}
        </Link>
      }
    >
      <div ref={banner}>
        <FormErrorBanner error={error} />
      </div>
      {search.get("saved") && !error ? (
        <p
          role="status"
          className="mb-5 flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-800"
          data-testid="saved"
        >
          <CheckCircle2 aria-hidden className="size-5" />
          {t("form.saved")}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-5" data-testid="category-form">
        <section className={`${sectionClass} grid gap-4 md:grid-cols-3`}>
          <Field name="code" label={t("fields.code")} error={errorOf("code")} hint={t("hints.code")}>
            {(p) => (
              <input
                {...p}
                name="code"
                defaultValue={typed.text("code", category?.code ?? "")}
                required
                maxLength={40}
                pattern="[a-z0-9]+(-[a-z0-9]+)*"
                autoComplete="off"
                spellCheck={false}
                className={inputClass}
              />
            )}
          </Field>
          <Field name="parentId" label={t("fields.parent")} error={errorOf("parentId")}>
            {(p) => (
              <select
                {...p}
                name="parentId"
                defaultValue={typed.text("parentId", defaultParentId ?? "")}
                disabled={!!category && category.childCount > 0}
                className={`${inputClass} appearance-auto`}
              >
                <option value="">{t("categories.topLevel")}</option>
                {parents.map((c) => (
                  <option key={c.id} value={c.id}>
                    {pick(c.name, i18n.language)} ({c.code})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="sortOrder" label={t("fields.sortOrder")} error={errorOf("sortOrder")}>
            {(p) => (
              <input
                {...p}
                name="sortOrder"
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                defaultValue={typed.text("sortOrder", String(category?.sortOrder ?? 0))}
                className={inputClass}
              />
            )}
          </Field>
        </section>
        <section className={`${sectionClass} space-y-5`}>
          <LocalizedField
            name="name"
            label={t("fields.name")}
            value={localized("name")}
            error={localizedError(errorOf, "name")}
            maxLength={80}
          />
          <LocalizedField
            name="description"
            label={t("fields.description")}
            value={localized("description")}
            error={localizedError(errorOf, "description")}
            required="none"
            multiline
            maxLength={600}
          />
        </section>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button type="submit" className={buttonPrimary} disabled={busy} data-testid="category-save">
            {busy ? t("form.saving") : category ? t("form.save") : t("categories.create")}
          </button>
          {category ? (
            <p className="text-sm text-stone-600">
              {t("categories.usage", { products: category.productCount, sub: category.childCount })}
            </p>
          ) : null}
        </div>
      </Form>
      {category ? (
        <Form
          method="post"
          className="mt-8 border-t border-stone-200 pt-6"
          onSubmit={(e) => {
            if (!window.confirm(t("categories.confirmDelete", { name: pick(category.name, i18n.language) }))) {
              e.preventDefault();
            }
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="code" value={category.code} />
          <button type="submit" className={buttonDanger} disabled={busy} data-testid="category-delete">
            <Trash2 aria-hidden className="size-4" />
            {t("categories.delete")}
          </button>
          {category.productCount > 0 ? (
            <p className="mt-2 text-sm text-stone-600">
              {t("categories.deleteBlocked", { count: category.productCount })}
            </p>
          ) : null}
        </Form>
      ) : null}
    </AdminPage>
  );
}
