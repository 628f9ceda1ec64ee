import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { ArrowLeft, CheckCircle2, Pencil, Plus, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useActionData, useNavigation } from "react-router";
import {
  type AdminAttribute,
  createAttribute,
  deleteAttribute,
  listAdminAttributes,
  updateAttribute,
} from "../../../core/catalog/admin-attributes.ts";
import { ATTRIBUTE_INPUT_SCHEMAS } from "../../../core/catalog/admin-schemas.ts";
import { ATTRIBUTE_TYPES, type AttributeType } from "../../../core/catalog/list-attributes.ts";
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
  inputClass,
  pick,
  sectionClass,
} from "../../components/admin/catalog-form.tsx";
import { DataTable } from "../../components/admin/data-table.tsx";
import {
  type ErrorOf,
  formErrorView,
  localizedError,
  replyErrorView,
} from "../../components/admin/product-edit/field-errors.ts";
import { typedValues } from "../../components/admin/product-edit/typed-values.ts";
import { catalogAction, throwStaffRefusal } from "../../lib/admin-catalog.server.ts";
import { ADMIN_HEADERS, adminCall, adminRefusal, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { formAction } from "../../lib/form-action.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { listState } from "../../lib/list-state.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/attribute-list";

/**
 * One attribute's values (issue 6; spec §2 `/admin/attributes/size`, `/color`, `/material`): the
 * list in sort order with usage counts, a form to add a value or edit one (`?edit=<id>`): code,
 * names in three languages, the colour's hex swatch (picker and text), the material's composition
 * and fabric weight, order; delete, refused while variants or products use the value.
 *
 * The form is Conform's over the type's own schema (`ATTRIBUTE_INPUT_SCHEMAS[type]`, ADR 0021):
 * `code`, `sortOrder`, `name.en|pt|es`, and `hex` (colour) or `composition.en|pt|es` + `weightGsm`
 * (material); a refused save answers `{ reply }`, a refused delete `{ error }` (catalogAction). The
 * value being edited and the row a delete button acts on are the `id` field, read by hand.
 */
function typeOf(param: string | undefined): AttributeType {
  if (!param || !(ATTRIBUTE_TYPES as readonly string[]).includes(param)) throw adminRefusal("notFound");
  return param as AttributeType;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:product:any");
  const type = typeOf(params.type);
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim().toLowerCase().slice(0, 100) || undefined;
  const all = await adminCall(request, () => listAdminAttributes(ctx, type));
  const items = q
    ? all.filter(
        (a) => a.code.toLowerCase().includes(q) || Object.values(a.name ?? {}).some((n) => n.toLowerCase().includes(q)),
      )
    : all;
  const editId = url.searchParams.get("edit");
  const editing = editId ? (all.find((a) => a.id === editId) ?? null) : null;
  const page = { items, total: items.length, page: 1, pageCount: 1, pageSize: 500, sort: "order", dir: "asc" as const };
  return data(
    {
      type,
      items,
      editing,
      adding: url.searchParams.has("new"),
      saved: url.searchParams.get("saved"),
      nextOrder: (all.at(-1)?.sortOrder ?? 0) + 10,
      list: listState(
        `/admin/attributes/${type}`,
        page,
        { q, filters: {} },
        { defaultSort: "order", defaultDir: "asc", pageSizes: [500] },
      ),
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:product:any");
  const type = typeOf(params.type);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  if (form.get("intent") === "delete") {
    const result = await catalogAction(request, () => deleteAttribute(ctx, { type, id }));
    if (!result.ok) return result.response;
    return redirect(`/admin/attributes/${type}?saved=deleted`);
  }
  const result = await formAction(
    ctx,
    form,
    ATTRIBUTE_INPUT_SCHEMAS[type],
    (input) =>
      id
        ? updateAttribute(ctx, { ...(input as object), type, id } as never)
        : createAttribute(ctx, { ...(input as object), type } as never),
    { ns: "admin-catalog" },
  );
  if (!result.ok) {
    throwStaffRefusal(request, result.error);
    return data({ reply: result.reply }, { status: result.status, headers: ADMIN_HEADERS });
  }
  return redirect(`/admin/attributes/${type}?saved=${encodeURIComponent(result.value.code)}`);
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches, params }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: catalogText(root, `attributes.types.${params.type}`),
      description: catalogText(root, "attributes.lead"),
      path: `/admin/attributes/${params.type}`,
      noindex: true,
    },
    root,
  );
}

function AttributeForm({
  type,
  value,
  reply,
  nextOrder,
}: {
  type: AttributeType;
  value: AdminAttribute | null;
  reply?: SubmissionResult<string[]>;
  nextOrder: number;
}) {
  const { t } = useTranslation("admin-catalog");
  const busy = useNavigation().state !== "idle";
  const [form] = useSchemaForm(ATTRIBUTE_INPUT_SCHEMAS[type], { id: `attribute-form-${type}`, lastResult: reply });
  const errorOf: ErrorOf = (name) => formErrorView(name, form.allErrors[name]?.[0]);
  // what was typed before a refused save, so nothing is lost without JavaScript
  const typed = typedValues(reply);
  const localized = (name: "name" | "composition") => ({
    en: typed.text(`${name}.en`, value?.[name]?.en ?? ""),
    pt: typed.text(`${name}.pt`, value?.[name]?.pt ?? ""),
    es: typed.text(`${name}.es`, value?.[name]?.es ?? ""),
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className={`${sectionClass} mb-6 space-y-5`}
      data-testid="attribute-form"
      key={value?.id ?? "new"}
      aria-labelledby="attribute-form-title"
    >
      <h2 id="attribute-form-title" className="text-lg font-semibold text-stone-900">
        {value ? t("attributes.editTitle", { code: value.code }) : t(`attributes.newTitle.${type}`)}
      </h2>
      {value ? <input type="hidden" name="id" value={value.id} /> : null}
      <div className="grid gap-4 md:grid-cols-3">
        <Field
          name="code"
          label={t("fields.code")}
          error={errorOf("code")}
          hint={type === "size" ? t("hints.sizeCode") : t("hints.code")}
        >
          {(p) => (
            <input
              {...p}
              name="code"
              defaultValue={typed.text("code", value?.code ?? "")}
              required
              maxLength={type === "size" ? 10 : 40}
              autoComplete="off"
              spellCheck={false}
              className={inputClass}
            />
          )}
        </Field>
        {type === "color" ? (
          <Field name="hex" label={t("fields.hex")} error={errorOf("hex")} hint={t("hints.hex")}>
            {(p) => <HexInput {...p} value={typed.text("hex", value?.hex ?? "#888888")} />}
          </Field>
        ) : null}
        {type === "material" ? (
          <Field name="weightGsm" label={t("fields.weightGsm")} error={errorOf("weightGsm")}>
            {(p) => (
              <input
                {...p}
                name="weightGsm"
                type="number"
                min={30}
                max={1500}
                step={1}
                inputMode="numeric"
                required
                defaultValue={typed.text("weightGsm", String(value?.weightGsm ?? ""))}
                className={inputClass}
              />
            )}
          </Field>
        ) : null}
        <Field name="sortOrder" label={t("fields.sortOrder")} error={errorOf("sortOrder")}>
          {(p) => (
            <input
              {...p}
              name="sortOrder"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              defaultValue={typed.text("sortOrder", String(value?.sortOrder ?? nextOrder))}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <LocalizedField
        name="name"
        label={type === "size" ? t("fields.displayName") : t("fields.name")}
        value={localized("name")}
        error={localizedError(errorOf, "name")}
        required={type === "size" ? "none" : "all"}
        maxLength={80}
      />
      {type === "material" ? (
        <LocalizedField
          name="composition"
          label={t("fields.composition")}
          value={localized("composition")}
          error={localizedError(errorOf, "composition")}
          maxLength={200}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonPrimary} disabled={busy} data-testid="attribute-save">
          {busy ? t("form.saving") : value ? t("form.save") : t("attributes.add")}
        </button>
        <Link to={`/admin/attributes/${type}`} className={buttonQuiet}>
          {t("form.cancel")}
        </Link>
      </div>
    </Form>
  );
}

/** The colour's hex code: a native colour picker bound to a text field (either can be used). */
function HexInput({
  value,
  ...p
}: {
  id: string;
  value: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
}) {
  const { t } = useTranslation("admin-catalog");
  return (
    <div className="flex gap-2">
      <input
        type="color"
        defaultValue={value}
        aria-label={t("fields.pickColour")}
        className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-stone-300 bg-white p-1"
        onChange={(e) => {
          const text = e.currentTarget.parentElement?.querySelector<HTMLInputElement>("input[name=hex]");
          if (text) text.value = e.currentTarget.value;
        }}
      />
      <input
        {...p}
        name="hex"
        defaultValue={value}
        required
        pattern="#[0-9a-fA-F]{6}"
        maxLength={7}
        spellCheck={false}
        className={inputClass}
        onChange={(e) => {
          const picker = e.currentTarget.parentElement?.querySelector<HTMLInputElement>("input[type=color]");
          if (picker && /^#[0-9a-fA-F]{6}$/.test(e.currentTarget.value))
            picker.value = e.currentTarget.value.toLowerCase();
        }}
      />
    </div>
  );
}

type Item = Route.ComponentProps["loaderData"]["items"][number];

export default function AttributeList({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("admin-catalog");
  const { type, items, editing, adding, saved, list, nextOrder } = loaderData;
  const actionData = useActionData<typeof action>();
  const reply = actionData && "reply" in actionData ? actionData.reply : undefined;
  // a refused delete ({ error }) or save (the reply's first message) in the banner
  const error: FormErrorView | undefined =
    actionData && "error" in actionData ? actionData.error : replyErrorView(reply);
  const showForm = adding || !!editing || !!error;
  const busy = useNavigation().state !== "idle";
  return (
    <AdminPage
      title={t(`attributes.types.${type}`)}
      lead={t(`attributes.leads.${type}`)}
      back={
        <Link
          to="/admin/attributes"
          className="mb-3 inline-flex items-center gap-1.5 text-sm text-stone-600 hover:text-stone-900"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t("attributes.back")}
        </Link>
      }
      actions={
        showForm ? null : (
          <Link to={`/admin/attributes/${type}?new=1`} className={buttonPrimary} data-testid="attribute-new">
            <Plus aria-hidden className="size-4" />
            {t(`attributes.newTitle.${type}`)}
          </Link>
        )
      }
    >
      <FormErrorBanner error={error} />
      {saved && !error ? (
        <p
          role="status"
          className="mb-5 flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-800"
          data-testid="saved"
        >
          <CheckCircle2 aria-hidden className="size-5" />
          {saved === "deleted" ? t("form.deleted") : t("attributes.saved", { code: saved })}
        </p>
      ) : null}
      {showForm ? (
        <AttributeForm
          key={`${type}-${editing?.id ?? "new"}`}
          type={type}
          value={editing}
          reply={reply}
          nextOrder={nextOrder}
        />
      ) : null}
      <DataTable<Item>
        caption={t(`attributes.types.${type}`)}
        state={list}
        rows={items}
        rowKey={(r) => r.id}
        searchLabel={t("attributes.search")}
        empty={{ title: t("attributes.emptyTitle"), body: t("attributes.emptyBody") }}
        testId="attributes-table"
        columns={[
          {
            key: "name",
            header: t("fields.name"),
            card: "title",
            cell: (r) => (
              <span className="inline-flex items-center gap-2 font-medium text-stone-900">
                {r.hex ? (
                  <span
                    aria-hidden
                    className="size-5 rounded-full border border-stone-300"
                    style={{ backgroundColor: r.hex }}
                  />
                ) : null}
                {r.name ? pick(r.name, i18n.language) || r.code : r.code}
              </span>
            ),
          },
          { key: "code", header: t("fields.code"), cell: (r) => <code className="text-xs">{r.code}</code> },
          ...(type === "color"
            ? [{ key: "hex", header: t("fields.hex"), cell: (r: Item) => <code className="text-xs">{r.hex}</code> }]
            : []),
          ...(type === "material"
            ? [
                {
                  key: "composition",
                  header: t("fields.composition"),
                  cell: (r: Item) => pick(r.composition, i18n.language),
                },
                { key: "gsm", header: t("fields.weightGsm"), numeric: true, cell: (r: Item) => r.weightGsm },
              ]
            : []),
          { key: "order", header: t("fields.sortOrder"), numeric: true, wide: true, cell: (r) => r.sortOrder },
          {
            key: "usage",
            header: type === "material" ? t("fields.products") : t("fields.variants"),
            numeric: true,
            cell: (r) => r.usage,
          },
          {
            key: "actions",
            header: t("fields.actions"),
            cell: (r) => (
              <div className="flex flex-wrap gap-1">
                <Link
                  to={`/admin/attributes/${type}?edit=${r.id}`}
                  className="inline-flex h-9 items-center gap-1 rounded-full px-3 text-sm text-stone-700 hover:bg-stone-100"
                  aria-label={t("attributes.editLabel", { code: r.code })}
                >
                  <Pencil aria-hidden className="size-4" />
                  {t("form.edit")}
                </Link>
                <Form
                  method="post"
                  onSubmit={(e) => {
                    if (!window.confirm(t("attributes.confirmDelete", { code: r.code }))) e.preventDefault();
                  }}
                >
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={r.id} />
                  <button
                    type="submit"
                    disabled={busy}
                    className={`${buttonDanger} h-9 border-transparent px-3`}
                    aria-label={t("attributes.deleteLabel", { code: r.code })}
                    title={r.usage > 0 ? t("attributes.inUse", { count: r.usage }) : undefined}
                  >
                    <Trash2 aria-hidden className="size-4" />
                    {t("form.delete")}
                  </button>
                </Form>
              </div>
            ),
          },
        ]}
      />
    </AdminPage>
  );
}
