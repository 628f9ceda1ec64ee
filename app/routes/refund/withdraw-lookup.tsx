import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { getReturnSettings } from "../../../core/returns/settings.ts";
import { Panel } from "../../components/account/account-ui.tsx";
import { returnsPageMeta } from "../../components/returns/returns-ui.tsx";
import { pageContext } from "../../lib/context.server.ts";
import { ORDER_PAGE_HEADERS } from "../../lib/order-pages.server.ts";
import { lookupAction } from "../../lib/returns.server.ts";
import { LookupForm } from "./lookup.tsx";
import type { Route } from "./+types/withdraw-lookup";

/**
 * The EU withdrawal function's entry (Directive 2011/83/EU art. 11a, from 19 June 2026; linked from
 * the footer's returns page as "Withdraw from contract here"): find the order (the contract), then
 * the two steps at `/refund/:orderId/withdraw`.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const settings = await getReturnSettings(ctx);
  return data({ windowDays: settings.windowDays }, { headers: ORDER_PAGE_HEADERS });
}

/** Finds the order and opens the withdrawal's first step. */
export async function action({ request, context }: Route.ActionArgs) {
  return lookupAction(request, context, true);
}

export function headers() {
  return ORDER_PAGE_HEADERS;
}

export function meta({ matches }: Route.MetaArgs) {
  return returnsPageMeta(matches, "withdraw", "/refund/withdraw");
}

export default function WithdrawLookupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("returns");
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t("withdraw.title")}</h1>
      <p className="mt-2 text-sm leading-6 text-stone-600">{t("withdraw.lead", { days: loaderData.windowDays })}</p>
      <div className="mt-6">
        <Panel title={t("withdraw.step1")} description={t("withdraw.lookupLead")}>
          <LookupForm lastResult={actionData?.reply} />
        </Panel>
      </div>
    </div>
  );
}
