import { buttonClass } from "../../components/ui/button.tsx";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { createTicket } from "../../../core/support/create-ticket.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import { Banner, TextArea, TextInput, inputClass } from "../../components/engagement/form.tsx";
import { ADMIN_HEADERS, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { type FormFailure, formFailure } from "../../lib/engagement.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/ticket-create";

const FIELDS = ["name", "email", "subject", "message", "orderNumber", "locale"] as const;

/**
 * Open a ticket for a customer (issue 6 `/admin/ticket/create`; `create:ticket:any`): for a phone
 * call or a letter; linked to the customer's account by e-mail and to an order by its number; the
 * message is e-mailed unless unticked. Audited in core.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "create:ticket:any");
  return data({ locale: ctx.locale }, { headers: ADMIN_HEADERS });
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta({ title: "Ticket", description: "", path: "/admin/ticket/create", noindex: true }, root);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "create:ticket:any");
  const form = await request.formData();
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? "")])) as Record<
    (typeof FIELDS)[number],
    string
  >;
  try {
    const ticket = await createTicket(ctx, {
      name: values.name,
      email: values.email,
      subject: values.subject,
      message: values.message,
      orderNumber: values.orderNumber,
      locale: (["en", "pt", "es"].includes(values.locale) ? values.locale : "en") as "en",
      status: "pending",
      notify: form.get("notify") === "yes",
    });
    throw redirect(`/admin/ticket/${ticket.id}`, { headers: ADMIN_HEADERS });
  } catch (error) {
    if (error instanceof Response) throw error;
    return data<FormFailure>(formFailure(error, "support", values), { status: 400, headers: ADMIN_HEADERS });
  }
}

export default function CreateTicket({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("support");
  const navigation = useNavigation();
  const failure = actionData as FormFailure | undefined;
  const err = (f: string) => (failure?.fieldErrors[f] ? t(failure.fieldErrors[f] as string) : undefined);
  const v = (f: string) => failure?.values[f] ?? "";
  return (
    <AdminPage
      back={
        <Link
          to="/admin/ticket"
          className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-stone-700 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t("admin.back")}
        </Link>
      }
      title={t("admin.createTitle")}
      lead={t("admin.createLead")}
    >
      <Form method="post" className="grid max-w-3xl gap-5 sm:grid-cols-2" noValidate>
        {failure?.formError ? (
          <div className="sm:col-span-2">
            <Banner tone="error">{t(failure.formError, { defaultValue: t("errors.generic") })}</Banner>
          </div>
        ) : null}
        <TextInput
          id="t-name"
          name="name"
          label={t("contact.name")}
          defaultValue={v("name")}
          error={err("name")}
          required
        />
        <TextInput
          id="t-email"
          name="email"
          type="email"
          label={t("contact.email")}
          defaultValue={v("email")}
          error={err("email")}
          required
        />
        <div className="sm:col-span-2">
          <TextInput
            id="t-subject"
            name="subject"
            label={t("contact.subject")}
            defaultValue={v("subject")}
            error={err("subject")}
            required
          />
        </div>
        <TextInput
          id="t-order"
          name="orderNumber"
          label={t("contact.orderNumber")}
          defaultValue={v("orderNumber")}
          error={err("orderNumber")}
        />
        <div>
          <label htmlFor="t-locale" className="mb-1.5 block text-sm font-medium text-stone-800">
            {t("admin.language")}
          </label>
          <select
            id="t-locale"
            name="locale"
            defaultValue={v("locale") || loaderData.locale}
            className={`${inputClass} appearance-auto`}
          >
            <option value="en">English</option>
            <option value="pt">Português</option>
            <option value="es">Español</option>
          </select>
        </div>
        <div className="sm:col-span-2">
          <TextArea
            id="t-message"
            name="message"
            label={t("contact.message")}
            rows={6}
            defaultValue={v("message")}
            error={err("message")}
            required
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-stone-800 sm:col-span-2">
          <input type="checkbox" name="notify" value="yes" defaultChecked className="size-4 accent-stone-900" />
          {t("admin.notify")}
        </label>
        <div className="sm:col-span-2">
          <button type="submit" disabled={navigation.state === "submitting"} className={buttonClass()}>
            {t("admin.createSubmit")}
          </button>
        </div>
      </Form>
    </AdminPage>
  );
}
