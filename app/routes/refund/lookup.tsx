import { PackageOpen, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { Form, Link, data, useNavigation } from "react-router";
import { getReturnSettings } from "../../../core/returns/settings.ts";
import { Panel, buttonClass } from "../../components/account/account-ui.tsx";
import { Notice } from "../../components/auth/auth-form.tsx";
import { returnsPageMeta } from "../../components/returns/returns-ui.tsx";
import { ORDER_PAGE_HEADERS } from "../../lib/order-pages.server.ts";
import { lookupAction } from "../../lib/returns.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { lookupSchema } from "../../../core/returns/schemas.ts";
import { pageContext } from "../../lib/context.server.ts";
import type { Route } from "./+types/lookup";
import { TextField } from "../../components/ui/form-fields.tsx";

/**
 * The returns portal's entry (issue 8, spec §1 "return/refund/replacement portal", §3 "return
 * request": order number, e-mail, postcode): find an order without an account, the rules in short,
 * and the link to the EU "withdraw from contract here" function (`/refund/withdraw`).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const settings = await getReturnSettings(ctx);
  return data({ windowDays: settings.windowDays, signedIn: !!ctx.actor }, { headers: ORDER_PAGE_HEADERS });
}

/** Finds the order and opens its return form. */
export async function action({ request, context }: Route.ActionArgs) {
  return lookupAction(request, context, false);
}

export function headers() {
  return ORDER_PAGE_HEADERS;
}

export function meta({ matches }: Route.MetaArgs) {
  return returnsPageMeta(matches, "lookup", "/refund");
}

/**
 * The lookup form; also used by the withdrawal function's first step (`withdraw`). Conform's over
 * `lookupSchema` (the verb's): `lastResult` is the action's reply.
 */
export function LookupForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("returns");
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(lookupSchema, { id: "return-lookup", lastResult });
  const typed = (name: "orderNumber" | "email" | "postcode") => {
    const value = fields[name].initialValue;
    return typeof value === "string" ? value : undefined;
  };
  return (
    <Form method="post" {...getFormProps(form)} data-testid="return-lookup">
      {form.errors?.[0] ? (
        <Notice tone="error" testId="lookup-error">
          {form.errors[0]}
        </Notice>
      ) : null}
      <TextField
        name="orderNumber"
        label={t("lookup.orderNumber")}
        hint={t("lookup.orderNumberHint")}
        defaultValue={typed("orderNumber")}
        error={fields.orderNumber.errors?.[0]}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        maxLength={40}
        placeholder="#FAB1A2B3"
      />
      <TextField
        name="email"
        type="email"
        label={t("lookup.email")}
        defaultValue={typed("email")}
        error={fields.email.errors?.[0]}
        autoComplete="email"
        inputMode="email"
        required
        maxLength={254}
      />
      <TextField
        name="postcode"
        label={t("lookup.postcode")}
        defaultValue={typed("postcode")}
        error={fields.postcode.errors?.[0]}
        autoComplete="postal-code"
        required
        maxLength={20}
      />
      <button type="submit" className={`${buttonClass.primary} w-full sm:w-auto`} disabled={busy}>
        {t("lookup.submit")}
      </button>
    </Form>
  );
}

export default function RefundLookupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("returns");
  const days = loaderData.windowDays;
  const refused = actionData && "reply" in actionData ? actionData.reply : undefined;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t("lookup.title")}</h1>
      <p className="mt-2 max-w-2xl text-sm leading-6 text-stone-600 sm:text-base">{t("lookup.lead", { days })}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Panel title={t("lookup.formTitle")}>
          <LookupForm lastResult={refused} />
          {loaderData.signedIn ? (
            <p className="mt-5 text-sm text-stone-600">
              {t("lookup.signedIn")}{" "}
              <Link to="/user/order" className="font-medium text-brand-700 underline underline-offset-2">
                {t("lookup.myOrders")}
              </Link>
            </p>
          ) : null}
        </Panel>
        <div className="space-y-6">
          <Panel title={t("lookup.withdrawTitle")} description={t("lookup.withdrawLead", { days })}>
            <Link to="/refund/withdraw" className={buttonClass.secondary} data-testid="withdraw-link">
              {t("lookup.withdrawLink")}
            </Link>
          </Panel>
          <Panel title={t("lookup.rulesTitle")}>
            <ul className="space-y-3 text-sm leading-6 text-stone-700">
              <li className="flex gap-2">
                <PackageOpen aria-hidden className="mt-1 size-4 shrink-0 text-stone-500" />
                {t("lookup.rules.blank", { days })}
              </li>
              <li className="flex gap-2">
                <PackageOpen aria-hidden className="mt-1 size-4 shrink-0 text-stone-500" />
                {t("lookup.rules.custom")}
              </li>
              <li className="flex gap-2">
                <ShieldCheck aria-hidden className="mt-1 size-4 shrink-0 text-stone-500" />
                {t("lookup.rules.defects")}
              </li>
              <li className="flex gap-2">
                <ShieldCheck aria-hidden className="mt-1 size-4 shrink-0 text-stone-500" />
                {t("lookup.rules.answer")}
              </li>
            </ul>
          </Panel>
        </div>
      </div>
    </div>
  );
}
