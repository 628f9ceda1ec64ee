import { ArrowLeft } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { createCoupon, getCouponForStaff, updateCoupon } from "../../../core/marketing/admin-coupons.ts";
import { DomainError, schemaIssue } from "../../../core/shared/errors.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import {
  FormNote,
  buttonPrimary,
  inputClass,
  labelClass,
  linkClass,
  opsText,
  panelClass,
} from "../../components/admin-ops/ops-ui.tsx";
import { Eur } from "../../components/orders/eur.tsx";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/coupon-edit";
import { parseEurosToCents } from "../../../core/shared/money.ts";

/**
 * Create (`/admin/coupon/create`) or edit (`/admin/coupon/{id}`) a coupon: code, kind and value,
 * validity (Lisbon-agnostic UTC days), minimum spend, total and per-customer limits, on/off; the use
 * so far is shown. Needs `read:coupon:any`; saving checks `create|update:coupon:any` in core.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:coupon:any");
  const coupon = params.id ? await adminCall(request, () => getCouponForStaff(ctx, params.id as string)) : null;
  return data({ coupon, saved: new URL(request.url).searchParams.get("saved") === "1" }, { headers: ADMIN_HEADERS });
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: loaderData?.coupon ? loaderData.coupon.code : opsText(root, "coupons.create"),
      description: opsText(root, "coupons.lead"),
      path: "/admin/coupon",
      noindex: true,
    },
    root,
  );
}

const int = (v: FormDataEntryValue | null) => (typeof v === "string" && v.trim() ? Number(v) : null);
const day = (v: FormDataEntryValue | null) => (typeof v === "string" && v ? `${v}T00:00:00Z` : null);

export async function action({ request, params, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:coupon:any");
  const f = await request.formData();
  const kind = String(f.get("kind") ?? "");
  const percent =
    typeof f.get("percent") === "string" && String(f.get("percent")).trim()
      ? Number(String(f.get("percent")).replace(",", "."))
      : null;
  const input = {
    code: String(f.get("code") ?? ""),
    kind: kind as "percentage" | "fixed" | "free_shipping",
    percentBp: percent === null ? null : Math.round(percent * 100),
    amountCents: parseEurosToCents(f.get("amount")),
    minSpendCents: parseEurosToCents(f.get("minSpend")),
    startsAt: day(f.get("startsOn")),
    endsAt: day(f.get("endsOn")),
    usageLimit: int(f.get("usageLimit")),
    perCustomerLimit: int(f.get("perCustomerLimit")),
    active: f.get("active") === "on",
    description: String(f.get("description") ?? ""),
  };
  try {
    const saved = params.id ? await updateCoupon(ctx, { ...input, id: params.id }) : await createCoupon(ctx, input);
    throw redirect(`/admin/coupon/${saved.id}?saved=1`, { headers: ADMIN_HEADERS });
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

export default function AdminCouponEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-ops");
  const { coupon, saved } = loaderData;
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
        aria-invalid={
          err?.field && name.startsWith(err.field.replace(/Cents|Bp|At$/, "").slice(0, 5)) ? true : undefined
        }
        {...props}
      />
    </div>
  );
  const eur = (c: number | null | undefined) => (c === null || c === undefined ? "" : (c / 100).toFixed(2));
  return (
    <AdminPage
      title={coupon ? coupon.code : t("coupons.create")}
      back={
        <Link to="/admin/coupon/list" className={`mb-4 inline-flex items-center gap-1.5 text-sm ${linkClass}`}>
          <ArrowLeft aria-hidden className="size-4" /> {t("coupons.back")}
        </Link>
      }
    >
      {saved ? <FormNote ok={t("coupons.saved")} /> : null}
      {coupon ? (
        <p className="mb-4 text-sm text-stone-600" data-testid="coupon-use">
          {t("coupons.useLine", { n: coupon.redemptions })} <Eur cents={coupon.discountGivenCents} /> ·{" "}
          {t(`coupons.states.${coupon.state}`)}
        </p>
      ) : null}
      <Form method="post" className={`${panelClass} grid max-w-3xl gap-4 sm:grid-cols-2`}>
        {field("code", t("coupons.code"), {
          defaultValue: coupon?.code ?? "",
          required: true,
          maxLength: 40,
          autoCapitalize: "characters",
        })}
        <div>
          <label htmlFor={`${id}-kind`} className={labelClass}>
            {t("coupons.kind")}
          </label>
          <select
            id={`${id}-kind`}
            name="kind"
            defaultValue={coupon?.kind ?? "percentage"}
            className={`${inputClass} appearance-auto`}
          >
            {(["percentage", "fixed", "free_shipping"] as const).map((k) => (
              <option key={k} value={k}>
                {t(`coupons.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        {field("percent", t("coupons.percent"), {
          inputMode: "decimal",
          defaultValue: coupon?.percentBp ? String(coupon.percentBp / 100) : "",
        })}
        {field("amount", t("coupons.amount"), { inputMode: "decimal", defaultValue: eur(coupon?.amountCents) })}
        {field("startsOn", t("coupons.startsOn"), { type: "date", defaultValue: coupon?.startsAt?.slice(0, 10) ?? "" })}
        {field("endsOn", t("coupons.endsOn"), { type: "date", defaultValue: coupon?.endsAt?.slice(0, 10) ?? "" })}
        {field("minSpend", t("coupons.minSpend"), { inputMode: "decimal", defaultValue: eur(coupon?.minSpendCents) })}
        {field("usageLimit", t("coupons.usageLimit"), {
          type: "number",
          min: 1,
          defaultValue: coupon?.usageLimit ?? "",
        })}
        {field("perCustomerLimit", t("coupons.perCustomerLimit"), {
          type: "number",
          min: 1,
          defaultValue: coupon?.perCustomerLimit ?? "",
        })}
        {field("description", t("coupons.description"), { defaultValue: coupon?.description ?? "", maxLength: 500 })}
        <label className="inline-flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" name="active" defaultChecked={coupon?.active ?? true} /> {t("coupons.activeLabel")}
        </label>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonPrimary} disabled={busy}>
            {t("coupons.save")}
          </button>
          <FormNote
            error={
              err
                ? `${t(`errors.${err.error}`, { defaultValue: t("errors.generic") })}${err.field ? ` (${err.field})` : ""}`
                : null
            }
          />
        </div>
      </Form>
    </AdminPage>
  );
}
