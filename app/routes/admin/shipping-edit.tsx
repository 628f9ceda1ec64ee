import { ArrowLeft } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import {
  createShippingMethod,
  deleteShippingMethod,
  getShippingMethodForStaff,
  updateShippingMethod,
} from "../../../core/cms/admin-content.ts";
import { DomainError, schemaIssue } from "../../../core/shared/errors.ts";
import { CARRIERS } from "../../../core/shipping/shipping.sql.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import {
  FormNote,
  buttonDanger,
  buttonPrimary,
  inputClass,
  labelClass,
  linkClass,
  opsText,
  panelClass,
} from "../../components/admin-ops/ops-ui.tsx";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/shipping-edit";
import { parseEurosToCents } from "../../../core/shared/money.ts";

/**
 * Create (`/admin/shipping/create`) or edit (`/admin/shipping/{id}`) a shipping method: code,
 * carrier, names and descriptions in en/pt/es, price and free-from threshold (EUR, stored as cents,
 * VAT-inclusive), delivery days, destination countries (ISO 3166-1 alpha-2, comma-separated),
 * access-point delivery (UPS only), carrier service code, order, on/off; delete after ticking a
 * confirmation (the last active method cannot go). Needs `read:content:any`; saving checks
 * `update:content:any` and deleting `delete:content:any` in core (core/cms/admin-content.ts).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:content:any");
  const method = params.id ? await adminCall(request, () => getShippingMethodForStaff(ctx, params.id as string)) : null;
  return data({ method, saved: new URL(request.url).searchParams.get("saved") === "1" }, { headers: ADMIN_HEADERS });
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: loaderData?.method ? loaderData.method.code : opsText(root, "shipping.create"),
      description: opsText(root, "shipping.lead"),
      path: "/admin/shipping",
      noindex: true,
    },
    root,
  );
}

const str = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : "");
const int = (v: FormDataEntryValue | null) => (str(v).trim() ? Number(str(v)) : Number.NaN);

export async function action({ request, params, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:content:any");
  const f = await request.formData();
  try {
    if (f.get("intent") === "delete" && params.id) {
      if (f.get("confirm") !== "on") return data({ error: "CONFIRM_DELETE", field: null }, { status: 400 });
      await deleteShippingMethod(ctx, params.id);
      throw redirect("/admin/shipping?deleted=1", { headers: ADMIN_HEADERS });
    }
    const input = {
      code: str(f.get("code")),
      carrier: str(f.get("carrier")) as (typeof CARRIERS)[number],
      name: { en: str(f.get("name_en")), pt: str(f.get("name_pt")), es: str(f.get("name_es")) },
      description: {
        en: str(f.get("description_en")),
        pt: str(f.get("description_pt")),
        es: str(f.get("description_es")),
      },
      priceCents: parseEurosToCents(f.get("price")) ?? Number.NaN,
      freeOverCents: parseEurosToCents(f.get("freeOver")),
      minDays: int(f.get("minDays")),
      maxDays: int(f.get("maxDays")),
      countries: str(f.get("countries"))
        .split(/[\s,;]+/)
        .filter(Boolean),
      toAccessPoint: f.get("toAccessPoint") === "on",
      serviceCode: str(f.get("serviceCode")) || null,
      active: f.get("active") === "on",
      sortOrder: str(f.get("sortOrder")).trim() ? Number(str(f.get("sortOrder"))) : 0,
    };
    const saved = params.id
      ? await updateShippingMethod(ctx, { ...input, id: params.id })
      : await createShippingMethod(ctx, input);
    throw redirect(`/admin/shipping/${saved.id}?saved=1`, { headers: ADMIN_HEADERS });
  } catch (error) {
    if (error instanceof Response) throw error;
    const issue = schemaIssue(error);
    if (issue) return data({ error: "INVALID_INPUT", field: issue.field.split(".")[0] ?? "" }, { status: 400 });
    if (error instanceof DomainError && error.status !== 401 && error.status !== 404) {
      return data({ error: error.code, field: error.field ?? null }, { status: error.status });
    }
    return adminCall(request, () => Promise.reject(error));
  }
}

const LANGS = ["en", "pt", "es"] as const;

export default function AdminShippingEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-ops");
  const { method, saved } = loaderData;
  const busy = useNavigation().state !== "idle";
  const err = actionData as { error: string; field: string | null } | undefined;
  const id = useId();
  const field = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        className={inputClass}
        aria-invalid={err?.field && name.startsWith(err.field.replace(/Cents$/, "")) ? true : undefined}
        {...props}
      />
    </div>
  );
  const eur = (c: number | null | undefined) => (c === null || c === undefined ? "" : (c / 100).toFixed(2));
  const errorText = err
    ? `${t(`errors.${err.error}`, { defaultValue: t("errors.generic") })}${err.field ? ` (${t(`shipping.fields.${err.field}`, { defaultValue: err.field })})` : ""}`
    : null;
  return (
    <AdminPage
      title={method ? method.name.en : t("shipping.create")}
      back={
        <Link to="/admin/shipping" className={`mb-4 inline-flex items-center gap-1.5 text-sm ${linkClass}`}>
          <ArrowLeft aria-hidden className="size-4" /> {t("shipping.back")}
        </Link>
      }
    >
      {saved ? <FormNote ok={t("shipping.saved")} /> : null}
      <Form method="post" className={`${panelClass} mt-4 grid max-w-3xl gap-4 sm:grid-cols-2`}>
        {field("code", t("shipping.code"), {
          defaultValue: method?.code ?? "",
          required: true,
          maxLength: 40,
          pattern: "[a-z0-9\\-]{3,40}",
          "aria-describedby": `${id}-code-hint`,
        })}
        <div>
          <label htmlFor={`${id}-carrier`} className={labelClass}>
            {t("shipping.carrier")}
          </label>
          <select
            id={`${id}-carrier`}
            name="carrier"
            defaultValue={method?.carrier ?? "ups"}
            className={`${inputClass} appearance-auto`}
          >
            {CARRIERS.map((c) => (
              <option key={c} value={c}>
                {t(`shipping.carriers.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <p id={`${id}-code-hint`} className="-mt-2 text-xs text-stone-500 sm:col-span-2">
          {t("shipping.codeHint")}
        </p>
        {LANGS.map((l) => (
          <div key={l} className="contents">
            {field(`name_${l}`, t("shipping.nameIn", { lang: t(`shipping.langs.${l}`) }), {
              defaultValue: method?.name[l] ?? "",
              required: true,
              maxLength: 80,
              lang: l,
            })}
            {field(`description_${l}`, t("shipping.descriptionIn", { lang: t(`shipping.langs.${l}`) }), {
              defaultValue: method?.description[l] ?? "",
              required: true,
              maxLength: 300,
              lang: l,
            })}
          </div>
        ))}
        {field("price", t("shipping.priceEur"), {
          inputMode: "decimal",
          required: true,
          defaultValue: eur(method?.priceCents),
        })}
        {field("freeOver", t("shipping.freeOverEur"), {
          inputMode: "decimal",
          defaultValue: eur(method?.freeOverCents),
        })}
        {field("minDays", t("shipping.minDays"), {
          type: "number",
          min: 0,
          max: 60,
          required: true,
          defaultValue: method?.minDays ?? 1,
        })}
        {field("maxDays", t("shipping.maxDays"), {
          type: "number",
          min: 0,
          max: 90,
          required: true,
          defaultValue: method?.maxDays ?? 3,
        })}
        <div className="sm:col-span-2">
          {field("countries", t("shipping.countriesHint"), {
            defaultValue: method?.countries.join(", ") ?? "PT",
            required: true,
            autoCapitalize: "characters",
          })}
        </div>
        {field("serviceCode", t("shipping.serviceCode"), { defaultValue: method?.serviceCode ?? "", maxLength: 10 })}
        {field("sortOrder", t("shipping.sortOrder"), {
          type: "number",
          min: 0,
          max: 1000,
          defaultValue: method?.sortOrder ?? 0,
        })}
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" name="toAccessPoint" defaultChecked={method?.toAccessPoint ?? false} />{" "}
          {t("shipping.toAccessPoint")}
        </label>
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" name="active" defaultChecked={method?.active ?? true} /> {t("shipping.activeLabel")}
        </label>
        <div className="sm:col-span-2">
          <button type="submit" name="intent" value="save" className={buttonPrimary} disabled={busy}>
            {t("shipping.save")}
          </button>
          <FormNote
            error={err && err.error !== "CONFIRM_DELETE" && err.error !== "SHIPPING_METHOD_LAST" ? errorText : null}
          />
        </div>
      </Form>
      {method ? (
        <Form method="post" className={`${panelClass} mt-6 max-w-3xl`} data-testid="shipping-delete">
          <h2 className="text-base font-semibold text-stone-900">{t("shipping.deleteTitle")}</h2>
          <p className="mt-1 text-sm text-stone-600">{t("shipping.deleteBody")}</p>
          <label className="mt-3 inline-flex items-center gap-2 text-sm">
            <input type="checkbox" name="confirm" required /> {t("shipping.deleteConfirm", { code: method.code })}
          </label>
          <div className="mt-3">
            <button type="submit" name="intent" value="delete" className={buttonDanger} disabled={busy}>
              {t("shipping.delete")}
            </button>
          </div>
          <FormNote
            error={err?.error === "CONFIRM_DELETE" || err?.error === "SHIPPING_METHOD_LAST" ? errorText : null}
          />
        </Form>
      ) : null}
    </AdminPage>
  );
}
