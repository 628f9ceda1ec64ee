import { buttonClass } from "../../components/ui/button.tsx";
import { inputClass as uiInputClass, labelClass as uiLabelClass } from "../../components/ui/input.tsx";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { createCustomer } from "../../../core/customers/admin-customers.ts";
import { DomainError, Unavailable } from "../../../core/shared/errors.ts";
import { AdminErrorBoundary, AdminPage, adminText } from "../../components/admin/admin-ui.tsx";
import { ADMIN_HEADERS, adminPageError, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { authContext } from "../../lib/auth-pages.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/customer-create";

/**
 * Create a customer account (spec §2 `/admin/customer/create`, issue 6), e.g. for a phone order:
 * e-mail, names and the language of the set-password e-mail the customer receives. Needs
 * `create:customer:any` (admin). Then opens the new customer's page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context.get(pageContext).ctx, request, "create:customer:any");
  return data({}, { headers: ADMIN_HEADERS });
}

export function headers() {
  return ADMIN_HEADERS;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, identity } = authContext(context);
  requireStaff(ctx, request, "create:customer:any");
  const form = await request.formData();
  const values = {
    email: String(form.get("email") ?? ""),
    firstName: String(form.get("firstName") ?? ""),
    lastName: String(form.get("lastName") ?? ""),
    locale: String(form.get("locale") ?? "en"),
  };
  let id: string;
  try {
    if (!identity) throw new Unavailable("Accounts are not available");
    ({ id } = await createCustomer(ctx, values, identity.staffAccounts(new URL(request.url).origin)));
  } catch (error) {
    if (error instanceof DomainError && (error.status === 400 || error.status === 409 || error.status === 503)) {
      return data({ values, error: { code: error.code, field: error.field } }, { status: error.status });
    }
    throw adminPageError(error, request);
  }
  throw redirect(`/admin/customer/${id}/edit?saved=created`);
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: adminText(root, "customers.createTitle"),
      description: adminText(root, "customers.createLead"),
      path: "/admin/customer/create",
      noindex: true,
    },
    root,
  );
}

const input = uiInputClass;
const label = uiLabelClass;

export default function CustomerCreate({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const busy = useNavigation().state === "submitting";
  const values = actionData?.values;
  const error = actionData?.error;
  const fieldError = (name: string) =>
    error && (error.field === name || (name === "email" && error.code === "CUSTOMER_EMAIL_TAKEN"))
      ? error.code === "INVALID_INPUT"
        ? t(`customers.errors.fields.${name}`)
        : t(`customers.errors.${error.code}`, { defaultValue: t("customers.errors.generic") })
      : undefined;
  const field = (name: "email" | "firstName" | "lastName", type = "text", autoComplete = "off") => {
    const message = fieldError(name);
    return (
      <div>
        <label htmlFor={`new-${name}`} className={label}>
          {t(`customers.fields.${name}`)}
        </label>
        <input
          id={`new-${name}`}
          name={name}
          type={type}
          required
          maxLength={name === "email" ? 254 : 80}
          autoComplete={autoComplete}
          defaultValue={values?.[name] ?? ""}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `new-${name}-error` : undefined}
          className={input}
        />
        {message ? (
          <p id={`new-${name}-error`} className="mt-1.5 text-sm text-red-700">
            {message}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <AdminPage
      title={t("customers.createTitle")}
      lead={t("customers.createLead")}
      back={
        <Link
          to="/admin/customer/list"
          className="mb-3 inline-flex items-center gap-1.5 text-sm text-stone-600 hover:text-stone-900"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t("customers.back")}
        </Link>
      }
    >
      <Form
        method="post"
        className="grid max-w-2xl gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 sm:p-6"
      >
        {error && !error.field && error.code !== "CUSTOMER_EMAIL_TAKEN" ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2"
          >
            {t(`customers.errors.${error.code}`, { defaultValue: t("customers.errors.generic") })}
          </p>
        ) : null}
        <div className="sm:col-span-2">{field("email", "email")}</div>
        {field("firstName")}
        {field("lastName")}
        <div>
          <label htmlFor="new-locale" className={label}>
            {t("customers.fields.locale")}
          </label>
          <select
            id="new-locale"
            name="locale"
            defaultValue={values?.locale ?? "pt"}
            className={`${input} appearance-auto`}
          >
            <option value="pt">Português</option>
            <option value="en">English</option>
            <option value="es">Español</option>
          </select>
        </div>
        <p className="text-sm leading-6 text-stone-600 sm:col-span-2">{t("customers.createNote")}</p>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={buttonClass()}>
            {t("customers.createSubmit")}
          </button>
        </div>
      </Form>
    </AdminPage>
  );
}
