import { getFormProps } from "@conform-to/react";
import { buttonClass } from "../../components/ui/button.tsx";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { createTicket } from "../../../core/support/create-ticket.ts";
import { createTicketSchema } from "../../../core/support/schemas.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import { Banner, TextArea, TextInput, inputClass } from "../../components/engagement/form.tsx";
import { ADMIN_HEADERS, adminFormCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { formAction } from "../../lib/form-action.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/ticket-create";

/**
 * The form: `createTicket`'s input, where an unticked "e-mail the customer" box (which posts
 * nothing) means no e-mail; the ticket opens as `pending`, the verb's default.
 */
const ticketFormSchema = createTicketSchema.extend({ notify: createTicketSchema.shape.notify.unwrap().default(false) });

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
  const result = await formAction(
    ctx,
    await request.formData(),
    ticketFormSchema,
    (input) => adminFormCall(request, () => createTicket(ctx, input)),
    { ns: "support" },
  );
  if (!result.ok) return data({ reply: result.reply }, { status: result.status, headers: ADMIN_HEADERS });
  throw redirect(`/admin/ticket/${result.value.id}`, { headers: ADMIN_HEADERS });
}

export default function CreateTicket({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("support");
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(ticketFormSchema, { id: "ticket-create", lastResult: actionData?.reply });
  const err = (f: "name" | "email" | "subject" | "message" | "orderNumber") => fields[f].errors?.[0];
  const v = (f: "name" | "email" | "subject" | "message" | "orderNumber" | "locale") => {
    const value = fields[f].initialValue;
    return typeof value === "string" ? value : "";
  };
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
      <Form method="post" {...getFormProps(form)} className="grid max-w-3xl gap-5 sm:grid-cols-2">
        {form.errors?.[0] ? (
          <div className="sm:col-span-2">
            <Banner tone="error">{form.errors[0]}</Banner>
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
          <input type="checkbox" name="notify" defaultChecked className="size-4 accent-stone-900" />
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
