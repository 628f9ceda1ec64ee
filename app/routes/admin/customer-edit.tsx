import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { z } from "zod";
import { intlLocaleTag, SHOP_TIME_ZONE } from "../../../core/shared/locale.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { inputClass as uiInputClass, labelClass as uiLabelClass } from "../../components/ui/input.tsx";
import { ArrowLeft } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, useNavigation } from "react-router";
import { getCustomerDetail, setCustomerRoles, updateCustomerProfile } from "../../../core/customers/admin-customers.ts";
import { customerRolesSchema, profileSchema } from "../../../core/customers/schemas.ts";
import { profilePhoneCountry } from "../../../core/customers/update-profile.ts";
import { ROLES, type Role, STAFF_ROLES } from "../../../core/shared/ctx.ts";
import type { DomainError, Invalid } from "../../../core/shared/errors.ts";
import { DateField } from "../../components/ui/date-field.tsx";
import { AdminErrorBoundary, AdminPage, adminText } from "../../components/admin/admin-ui.tsx";
import { ADMIN_HEADERS, adminCall, adminFormCall, adminRefusal, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { type FormErrors, formAction, translatorFor } from "../../lib/form-action.server.ts";
import { firstError } from "../../lib/form-errors.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/customer-edit";
import { formatEur } from "../../components/orders/eur.tsx";
import { dateTimeFormat } from "../../../core/shared/intl-format.ts";

/**
 * One customer (spec §2 `/admin/customer/{id}/edit`, issue 6): profile corrections, roles (staff
 * roles only by an admin), addresses, recent orders, and the record's audit trail. Needs
 * `read:customer:any`; the forms show only what the actor may change (core checks again).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:customer:any");
  const d = await adminCall(request, () => getCustomerDetail(ctx, params.id));
  return data(
    {
      ...d,
      // the profile schema's options, as `updateProfile` takes them (the browser checks with the same)
      today: ctx.now().toISOString().slice(0, 10),
      phoneCountry: await profilePhoneCountry(ctx, params.id),
      orders: d.orders.map((o) => ({ ...o, placedAt: o.placedAt.toISOString() })),
      saved: new URL(request.url).searchParams.get("saved"),
    },
    { headers: ADMIN_HEADERS },
  );
}

export function headers() {
  return ADMIN_HEADERS;
}

/**
 * The roles form: `setCustomerRoles`'s roles as ticked boxes (staff roles; none ticked posts none)
 * and the shopper role as a radio, which the action puts first (core adds the rest of the rules).
 */
const role = customerRolesSchema.shape.roles.element;
const rolesFormSchema = customerRolesSchema.extend({
  roles: z.array(role).default([]),
  shopper: role.default("customer"),
});

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "update:customer:any");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const t = translatorFor(ctx.locale);
  // a schema issue keeps its own text (`customer:errors.*`); any other refusal is the back office's
  // text of its code (`admin:customers.errors.<CODE>`)
  const explain = (error: DomainError): FormErrors | undefined =>
    (error as Partial<Invalid>).issues?.length
      ? undefined
      : {
          formErrors: [
            t(`admin:customers.errors.${error.code}`, { defaultValue: t("admin:customers.errors.generic") }),
          ],
        };
  let result: { ok: true } | { ok: false; status: number; reply: SubmissionResult<string[]> };
  if (intent === "profile") {
    const schema = profileSchema({
      today: ctx.now().toISOString().slice(0, 10),
      phoneCountry: await profilePhoneCountry(ctx, params.id),
    });
    result = await formAction(
      ctx,
      form,
      schema,
      (input) => adminFormCall(request, () => updateCustomerProfile(ctx, { ...input, userId: params.id })),
      { explain },
    );
  } else if (intent === "roles") {
    result = await formAction(
      ctx,
      form,
      rolesFormSchema,
      ({ roles, shopper }) =>
        adminFormCall(request, () => setCustomerRoles(ctx, { userId: params.id, roles: [shopper, ...roles] })),
      { explain },
    );
  } else {
    throw adminRefusal("invalid", "intent");
  }
  if (!result.ok) {
    return data({ intent, ok: false as const, reply: result.reply }, { status: result.status, headers: ADMIN_HEADERS });
  }
  return data({ intent, ok: true as const, reply: null }, { headers: ADMIN_HEADERS });
}

type ActionResult = { intent: string; ok: boolean; reply: SubmissionResult<string[]> | null };

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches, loaderData: loaded }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  const name = loaded ? `${loaded.profile.firstName} ${loaded.profile.lastName}`.trim() : "";
  return seoMeta(
    {
      title: name || adminText(root, "customers.editTitle"),
      description: adminText(root, "customers.lead"),
      path: "/admin/customer",
      noindex: true,
    },
    root,
  );
}

const input = uiInputClass;
const label = uiLabelClass;
const primary = buttonClass();
const card = "rounded-2xl border border-stone-200 bg-white p-4 sm:p-6";

function Status({ result, intent }: { result: ActionResult | undefined; intent: string }) {
  const { t } = useTranslation(["admin", "customer"]);
  if (!result || result.intent !== intent) return null;
  const refused = result.ok ? undefined : (firstError(result.reply) ?? t("admin:customers.errors.generic"));
  if (refused)
    return (
      <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
        {refused}
      </p>
    );
  return (
    <p role="status" className="mb-4 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-800">
      {t("admin:customers.saved")}
    </p>
  );
}

export default function CustomerEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("admin");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const d = loaderData;
  const p = d.profile;
  const tag = intlLocaleTag(i18n.language);
  const date = dateTimeFormat(tag, { dateStyle: "medium", timeZone: SHOP_TIME_ZONE });
  const result = actionData as ActionResult | undefined;
  const staffRoles = STAFF_ROLES as readonly Role[];
  const shopper: Role = d.roles.includes("wholesale") ? "wholesale" : "customer";
  const schema = useMemo(
    () => profileSchema({ today: d.today, phoneCountry: d.phoneCountry }),
    [d.today, d.phoneCountry],
  );
  const refusedFor = (intent: string) => (result && !result.ok && result.intent === intent ? result.reply : undefined);
  const [profileForm] = useSchemaForm(schema, { id: "customer-profile", lastResult: refusedFor("profile") });
  const [rolesForm] = useSchemaForm(rolesFormSchema, { id: "customer-roles", lastResult: refusedFor("roles") });
  return (
    <AdminPage
      title={`${p.firstName} ${p.lastName}`.trim() || p.email}
      lead={t("customers.memberSince", { date: date.format(new Date(p.memberSince)), email: p.email })}
      back={
        <Link
          to="/admin/customer/list"
          className="mb-3 inline-flex items-center gap-1.5 text-sm text-stone-600 hover:text-stone-900"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t("customers.back")}
        </Link>
      }
      actions={
        <Link
          to={`/admin/audit?entityType=customer&entityId=${encodeURIComponent(p.userId)}`}
          className="inline-flex h-11 items-center rounded-full px-4 text-sm font-medium text-stone-700 hover:bg-stone-100"
        >
          {t("customers.history")}
        </Link>
      }
    >
      <div className="grid gap-5 xl:grid-cols-2">
        <section className={card} aria-labelledby="profile-h">
          <h2 id="profile-h" className="mb-4 text-lg font-semibold text-stone-900">
            {t("customers.profile")}
          </h2>
          <Status result={result} intent="profile" />
          <Form method="post" {...getFormProps(profileForm)} className="grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="intent" value="profile" />
            <fieldset disabled={!d.can.editProfile || busy} className="contents">
              <div>
                <label htmlFor="c-first" className={label}>
                  {t("customers.fields.firstName")}
                </label>
                <input
                  id="c-first"
                  name="firstName"
                  defaultValue={p.firstName}
                  required
                  maxLength={80}
                  className={input}
                />
              </div>
              <div>
                <label htmlFor="c-last" className={label}>
                  {t("customers.fields.lastName")}
                </label>
                <input
                  id="c-last"
                  name="lastName"
                  defaultValue={p.lastName}
                  required
                  maxLength={80}
                  className={input}
                />
              </div>
              <div>
                <label htmlFor="c-phone" className={label}>
                  {t("customers.fields.phone")}
                </label>
                <input id="c-phone" name="phone" type="tel" defaultValue={p.phone ?? ""} className={input} />
              </div>
              <div>
                <label htmlFor="c-dob" className={label}>
                  {t("customers.fields.dateOfBirth")}
                </label>
                <DateField id="c-dob" name="dateOfBirth" defaultValue={p.dateOfBirth ?? ""} autoComplete="bday" />
              </div>
              <label className="flex items-center gap-2 text-sm text-stone-800 sm:col-span-2">
                <input
                  type="checkbox"
                  name="acceptsMarketing"
                  defaultChecked={p.acceptsMarketing}
                  className="size-4 rounded border-stone-300"
                />
                {t("customers.fields.acceptsMarketing")}
              </label>
              <p className="text-sm text-stone-600 sm:col-span-2">
                {t("customers.fields.email")}: <span className="font-medium text-stone-900">{p.email}</span> ·{" "}
                {p.emailVerified ? t("customers.verified.yes") : t("customers.verified.no")} ·{" "}
                {p.twoFactorEnabled ? t("customers.twoFactorOn") : t("customers.twoFactorOff")}
              </p>
              {d.can.editProfile ? (
                <div className="sm:col-span-2">
                  <button type="submit" className={primary} data-testid="save-profile">
                    {t("customers.saveProfile")}
                  </button>
                </div>
              ) : null}
            </fieldset>
          </Form>
        </section>

        <section className={card} aria-labelledby="roles-h">
          <h2 id="roles-h" className="mb-1 text-lg font-semibold text-stone-900">
            {t("customers.roles")}
          </h2>
          <p className="mb-4 text-sm text-stone-600">{t("customers.rolesHelp")}</p>
          <Status result={result} intent="roles" />
          <Form method="post" {...getFormProps(rolesForm)} data-testid="roles-form">
            <input type="hidden" name="intent" value="roles" />
            <fieldset disabled={!d.can.changeRoles || busy} className="space-y-4">
              <div>
                <legend className={label}>{t("customers.shopperRole")}</legend>
                <div className="flex flex-wrap gap-4">
                  {(["customer", "wholesale"] as const).map((r) => (
                    <label key={r} className="flex items-center gap-2 text-sm text-stone-800">
                      <input
                        type="radio"
                        name="shopper"
                        value={r}
                        defaultChecked={shopper === r}
                        disabled={!d.can.grantWholesale && shopper !== r}
                        className="size-4"
                      />
                      {t(`roles.${r}`)}
                    </label>
                  ))}
                </div>
              </div>
              <div>
                <p className={label}>{t("customers.staffRoles")}</p>
                <ul className="grid gap-2 sm:grid-cols-2">
                  {ROLES.filter((r) => staffRoles.includes(r)).map((r) => (
                    <li key={r}>
                      <label className="flex items-center gap-2 text-sm text-stone-800">
                        <input
                          type="checkbox"
                          name="roles"
                          value={r}
                          defaultChecked={d.roles.includes(r)}
                          disabled={!d.can.grantStaff}
                          className="size-4 rounded border-stone-300"
                        />
                        {t(`roles.${r}`)}
                      </label>
                    </li>
                  ))}
                </ul>
                {!d.can.grantStaff ? (
                  <p className="mt-2 text-xs text-stone-500">{t("customers.staffOnlyAdmin")}</p>
                ) : (
                  <p className="mt-2 text-xs text-stone-500">{t("customers.staffTwoFactor")}</p>
                )}
                {!d.can.grantStaff
                  ? d.roles
                      .filter((r) => staffRoles.includes(r))
                      .map((r) => <input key={r} type="hidden" name="roles" value={r} />)
                  : null}
              </div>
              {d.can.changeRoles ? (
                <button type="submit" className={primary} data-testid="save-roles">
                  {t("customers.saveRoles")}
                </button>
              ) : null}
            </fieldset>
          </Form>
        </section>

        <section className={card} aria-labelledby="addr-h">
          <h2 id="addr-h" className="mb-3 text-lg font-semibold text-stone-900">
            {t("customers.addresses")}
          </h2>
          {d.addresses.length === 0 ? (
            <p className="text-sm text-stone-500">{t("customers.noAddresses")}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {d.addresses.map((a) => (
                <li key={a.id} className="rounded-xl border border-stone-200 p-3 text-sm leading-6 text-stone-700">
                  <p className="font-medium text-stone-900">
                    {a.firstName} {a.lastName}
                    {a.isDefaultShipping ? (
                      <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                        {t("customers.defaultAddress")}
                      </span>
                    ) : null}
                  </p>
                  {a.company ? <p>{a.company}</p> : null}
                  <p>
                    {a.streetAddress} {a.houseNumber ?? ""}
                  </p>
                  <p>
                    {a.postcode ?? ""} {a.city} · {a.country}
                  </p>
                  <p>{a.phone}</p>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className={card} aria-labelledby="orders-h">
          <h2 id="orders-h" className="mb-3 text-lg font-semibold text-stone-900">
            {t("customers.orders", { count: d.orderCount })}
          </h2>
          {d.orders.length === 0 ? (
            <p className="text-sm text-stone-500">{t("customers.noOrders")}</p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {d.orders.map((o) => (
                <li key={o.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
                  <Link
                    to={`/admin/order/${o.id}`}
                    className="font-medium text-stone-900 underline decoration-stone-300 underline-offset-2"
                  >
                    {o.number}
                  </Link>
                  <span className="text-stone-600">{date.format(new Date(o.placedAt))}</span>
                  <span className="text-stone-600">
                    {t(`customers.orderStatus.${o.status}`, { defaultValue: o.status })}
                  </span>
                  <span className="tabular-nums text-stone-900">{formatEur(o.totalCents, tag)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </AdminPage>
  );
}
