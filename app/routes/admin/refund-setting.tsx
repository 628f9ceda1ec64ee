import { getFormProps } from "@conform-to/react";
import { buttonClass } from "../../components/ui/button.tsx";
import { useTranslation } from "react-i18next";
import { Form, Link, data, useNavigation } from "react-router";
import { returnSettingsSchema } from "../../../core/returns/schemas.ts";
import { getReturnSettings, updateReturnSettings } from "../../../core/returns/settings.ts";
import { hasPermission } from "../../../core/shared/permissions.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import { Notice } from "../../components/auth/auth-form.tsx";
import { returnsPageMeta } from "../../components/returns/returns-ui.tsx";
import { ADMIN_HEADERS, adminFormCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { formAction } from "../../lib/form-action.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import type { Route } from "./+types/refund-setting";
import { TextField } from "../../components/ui/form-fields.tsx";

/**
 * Return settings (spec §2 `/admin/refund/setting`; issue 8): the return window in days after
 * delivery (at least the legal 14), who pays return shipping for withdrawals (claims: always the
 * shop), and whether received blank items go back into stock. Audited. `read:return:any` to see,
 * `update:return:any` to save.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const actor = requireStaff(ctx, request, "read:return:any");
  const settings = await getReturnSettings(ctx);
  return data({ settings, mayEdit: hasPermission(actor, "update:return:any") }, { headers: ADMIN_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "update:return:any");
  const result = await formAction(
    ctx,
    await request.formData(),
    returnSettingsSchema,
    (input) => adminFormCall(request, () => updateReturnSettings(ctx, input)),
    { ns: "returns" },
  );
  if (!result.ok)
    return data({ saved: false as const, reply: result.reply }, { status: result.status, headers: ADMIN_HEADERS });
  return data({ saved: true as const, reply: null }, { headers: ADMIN_HEADERS });
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches }: Route.MetaArgs) {
  return returnsPageMeta(matches, "admin.settingsTitle", "/admin/refund/setting");
}

export default function AdminRefundSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("returns");
  const busy = useNavigation().state === "submitting";
  const { settings, mayEdit } = loaderData;
  const [form, fields] = useSchemaForm(returnSettingsSchema, { id: "refund-settings", lastResult: actionData?.reply });
  const typedDays = fields.windowDays.initialValue;
  return (
    <AdminPage
      title={t("admin.settingsTitle")}
      back={
        <p className="mb-3 text-sm">
          <Link to="/admin/refund/list" className="font-medium text-brand-700 underline underline-offset-2">
            {t("admin.back")}
          </Link>
        </p>
      }
    >
      <Form
        method="post"
        {...getFormProps(form)}
        className="max-w-lg rounded-2xl border border-stone-200 bg-white p-5"
        data-testid="refund-settings"
      >
        {actionData?.saved ? <Notice tone="success">{t("admin.saved")}</Notice> : null}
        {form.errors?.[0] ? <Notice tone="error">{form.errors[0]}</Notice> : null}
        <fieldset disabled={!mayEdit || busy}>
          <TextField
            name="windowDays"
            type="number"
            min={14}
            max={365}
            required
            label={t("admin.windowDays")}
            hint={t("admin.windowHint")}
            defaultValue={typeof typedDays === "string" ? typedDays : settings.windowDays}
            error={fields.windowDays.errors?.[0]}
          />
          <fieldset className="mb-4">
            <legend className="mb-1.5 text-sm font-medium text-stone-800">{t("admin.payer")}</legend>
            {(["customer", "shop"] as const).map((p) => (
              <label key={p} className="flex min-h-11 items-center gap-3 text-sm">
                <input
                  type="radio"
                  name="returnShippingPaidBy"
                  value={p}
                  defaultChecked={settings.returnShippingPaidBy === p}
                  className="size-4 accent-stone-900"
                />
                {p === "customer" ? t("admin.payerCustomer") : t("admin.payerShop")}
              </label>
            ))}
            <p className="text-xs text-stone-500">{t("admin.payerHint")}</p>
          </fieldset>
          <label className="mb-5 flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              name="restockOnReceipt"
              defaultChecked={settings.restockOnReceipt}
              className="size-4 accent-stone-900"
            />
            {t("admin.restock")}
          </label>
          <button type="submit" className={buttonClass()}>
            {t("admin.save")}
          </button>
        </fieldset>
      </Form>
    </AdminPage>
  );
}
