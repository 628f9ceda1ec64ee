import { getFormProps } from "@conform-to/react";
import { buttonClass } from "../../components/ui/button.tsx";
import { inputClass as uiInputClass, labelClass as uiLabelClass } from "../../components/ui/input.tsx";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { createCustomer } from "../../../core/customers/admin-customers.ts";
import { createCustomerSchema } from "../../../core/customers/schemas.ts";
import { Unavailable } from "../../../core/shared/errors.ts";
import { AdminErrorBoundary, AdminPage, adminText } from "../../components/admin/admin-ui.tsx";
import { ADMIN_HEADERS, adminFormCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { formAction, translatorFor } from "../../lib/form-action.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
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
  const t = translatorFor(ctx.locale);
  const result = await formAction(
    ctx,
    await request.formData(),
    createCustomerSchema,
    (input) =>
      adminFormCall(request, () => {
        if (!identity) throw new Unavailable("Accounts are not available");
        return createCustomer(ctx, { ...input, origin: new URL(request.url).origin });
      }),
    {
      // A taken address is the e-mail field's error; a schema refusal keeps its field's text; the
      // rest is the form's error in the back office's words.
      explain: (error) => {
        const text = t(`admin:customers.errors.${error.code}`, { defaultValue: t("admin:customers.errors.generic") });
        if (error.code === "CUSTOMER_EMAIL_TAKEN") return { fieldErrors: { email: [text] } };
        return error.status === 400 && error.field ? undefined : { formErrors: [text] };
      },
    },
  );
  if (!result.ok) return data({ reply: result.reply }, { status: result.status, headers: ADMIN_HEADERS });
  throw redirect(`/admin/customer/${result.value.id}/edit?saved=created`);
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
  const [form, fields] = useSchemaForm(createCustomerSchema, { id: "customer-create", lastResult: actionData?.reply });
  const typed = (name: "email" | "firstName" | "lastName" | "locale") => {
    const value = fields[name].initialValue;
    return typeof value === "string" ? value : undefined;
  };
  const field = (name: "email" | "firstName" | "lastName", type = "text", autoComplete = "off") => {
    const message = fields[name].errors?.[0];
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
          defaultValue={typed(name) ?? ""}
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
        {...getFormProps(form)}
        className="grid max-w-2xl gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 sm:p-6"
      >
        {form.errors?.[0] ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2"
          >
            {form.errors[0]}
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
            defaultValue={typed("locale") ?? "pt"}
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
