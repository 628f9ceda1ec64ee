import { intlLocaleTag } from "../../../core/shared/locale.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";
import {
  DASHBOARD_PRESETS,
  type DashboardPreset,
  LOW_STOCK_THRESHOLD,
  getDashboard,
  presetPeriod,
} from "../../../core/dashboard/dashboard.ts";
import { SHOP_TIME_ZONE } from "../../../core/shared/list-query.ts";
import { DateField } from "../../components/ui/date-field.tsx";
import { AdminErrorBoundary, AdminPage, adminText } from "../../components/admin/admin-ui.tsx";
import { BarChart } from "../../components/admin/bar-chart.tsx";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/dashboard";
import { formatEur } from "../../components/orders/eur.tsx";
import { dateTimeFormat, numberFormat } from "../../../core/shared/intl-format.ts";

/**
 * The admin dashboard (issue 6, spec §2 `/admin/dashboard`): the period's figures (revenue,
 * orders, average order value, new customers, refunds and refund rate, quote → order and
 * sample → bulk conversion, low-stock variants), charts by Lisbon day, and what needs action now.
 * Period: `?preset=7d|30d|90d|month|lastMonth|year` (default 30d) or `?from=&to=` (days). Every
 * figure is defined in core/dashboard/dashboard.ts and ADR 0012. Any staff role (`read:dashboard:any`);
 * each "needs action" list only for staff who may open it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:dashboard:any");
  const params = new URL(request.url).searchParams;
  const from = params.get("from")?.trim();
  const to = params.get("to")?.trim();
  const rawPreset = params.get("preset") ?? "";
  const custom = Boolean(from || to);
  const preset: DashboardPreset | null = custom
    ? null
    : (DASHBOARD_PRESETS as readonly string[]).includes(rawPreset)
      ? (rawPreset as DashboardPreset)
      : "30d";
  const period = preset ? presetPeriod(preset, ctx.now()) : { from: from || to || "", to: to || from || "" };
  const view = await adminCall(request, () => getDashboard(ctx, period));
  const iso = (d: Date) => d.toISOString();
  return data(
    {
      preset,
      period: view.period,
      totals: view.totals,
      daily: view.daily,
      lowStock: view.lowStock,
      lowStockThreshold: LOW_STOCK_THRESHOLD,
      needsAction: {
        awaitingShipment: view.needsAction.awaitingShipment && {
          count: view.needsAction.awaitingShipment.count,
          items: view.needsAction.awaitingShipment.items.map((o) => ({ ...o, paidAt: iso(o.paidAt) })),
        },
        unansweredMessages: view.needsAction.unansweredMessages && {
          count: view.needsAction.unansweredMessages.count,
          items: view.needsAction.unansweredMessages.items.map((o) => ({ ...o, lastMessageAt: iso(o.lastMessageAt) })),
        },
        openReturns: view.needsAction.openReturns && {
          count: view.needsAction.openReturns.count,
          items: view.needsAction.openReturns.items.map((r) => ({ ...r, answerBy: iso(r.answerBy) })),
        },
        quotesToPrice: view.needsAction.quotesToPrice && {
          count: view.needsAction.quotesToPrice.count,
          items: view.needsAction.quotesToPrice.items.map((q) => ({ ...q, createdAt: iso(q.createdAt) })),
        },
      },
      timeZone: SHOP_TIME_ZONE,
    },
    { headers: ADMIN_HEADERS },
  );
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: adminText(root, "dashboard.title"),
      description: adminText(root, "dashboard.lead"),
      path: "/admin/dashboard",
      noindex: true,
    },
    root,
  );
}

function useFormats(timeZone: string) {
  const { i18n } = useTranslation();
  const tag = intlLocaleTag(i18n.language);
  const count = numberFormat(tag);
  const percent = numberFormat(tag, { style: "percent", maximumFractionDigits: 1 });
  const dayFmt = dateTimeFormat(tag, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const dateTime = dateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone });
  return {
    money: (cents: number) => formatEur(cents, tag),
    count: (n: number) => count.format(n),
    percent: (r: number | null) => (r === null ? "—" : percent.format(r)),
    day: (d: string) => dayFmt.format(new Date(`${d}T00:00:00Z`)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const f = useFormats(loaderData.timeZone);
  const { totals, period, daily } = loaderData;
  const range = t("dashboard.range", { from: f.day(period.from), to: f.day(period.to) });
  const kpis: { key: string; label: string; value: string; note?: string }[] = [
    { key: "revenue", label: t("dashboard.kpi.revenue"), value: f.money(totals.revenueCents) },
    { key: "orders", label: t("dashboard.kpi.orders"), value: f.count(totals.orders) },
    {
      key: "aov",
      label: t("dashboard.kpi.averageOrder"),
      value: totals.averageOrderCents === null ? "—" : f.money(totals.averageOrderCents),
    },
    { key: "customers", label: t("dashboard.kpi.newCustomers"), value: f.count(totals.newCustomers) },
    {
      key: "quotes",
      label: t("dashboard.kpi.quoteConversion"),
      value: f.percent(totals.quoteConversion),
      note: t("dashboard.kpi.quoteNote", { ordered: totals.quotesOrdered, requested: totals.quotesRequested }),
    },
    {
      key: "samples",
      label: t("dashboard.kpi.sampleConversion"),
      value: f.percent(totals.sampleConversion),
      note: t("dashboard.kpi.sampleNote", { converted: totals.sampleDesignsConverted, designs: totals.sampleDesigns }),
    },
    {
      key: "refunds",
      label: t("dashboard.kpi.refundRate"),
      value: f.percent(totals.refundRate),
      note: t("dashboard.kpi.refundNote", { count: totals.refunds, amount: f.money(totals.refundedCents) }),
    },
    {
      key: "lowStock",
      label: t("dashboard.kpi.lowStock"),
      value: f.count(totals.lowStockVariants),
      note: t("dashboard.kpi.lowStockNote", { threshold: loaderData.lowStockThreshold }),
    },
  ];
  const best = (key: "revenueCents" | "orders" | "newCustomers") =>
    daily.reduce(
      (a, d) => (d[key] > a[key] ? d : a),
      daily[0] ?? { day: period.from, revenueCents: 0, orders: 0, newCustomers: 0 },
    );
  const chartProps = {
    dataLabel: t("dashboard.showData"),
    dayHeader: t("dashboard.day"),
    formatDay: f.day,
  };
  const na = loaderData.needsAction;
  return (
    <AdminPage title={t("dashboard.title")} lead={range}>
      <PeriodForm preset={loaderData.preset} from={period.from} to={period.to} />

      <section aria-labelledby="kpi-heading" className="mt-6">
        <h2 id="kpi-heading" className="sr-only">
          {t("dashboard.figures")}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="dashboard-kpis">
          {kpis.map((k) => (
            <div key={k.key} className="rounded-2xl border border-stone-200 bg-white p-4" data-testid={`kpi-${k.key}`}>
              <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{k.label}</dt>
              <dd className="mt-1 text-xl font-semibold tabular-nums text-stone-900 sm:text-2xl">{k.value}</dd>
              {k.note ? <dd className="mt-1 text-xs text-stone-500">{k.note}</dd> : null}
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="charts-heading" className="mt-8">
        <h2 id="charts-heading" className="mb-3 text-lg font-semibold text-stone-900">
          {t("dashboard.byDay")}
        </h2>
        <div className="grid gap-4 xl:grid-cols-2">
          <BarChart
            {...chartProps}
            testId="chart-revenue"
            title={t("dashboard.kpi.revenue")}
            headline={f.money(totals.revenueCents)}
            valueHeader={t("dashboard.kpi.revenue")}
            points={daily.map((d) => ({ day: d.day, value: d.revenueCents }))}
            format={f.money}
            summary={t("dashboard.chartSummary", {
              what: t("dashboard.kpi.revenue"),
              range,
              total: f.money(totals.revenueCents),
              best: f.money(best("revenueCents").revenueCents),
              bestDay: f.day(best("revenueCents").day),
            })}
          />
          <BarChart
            {...chartProps}
            testId="chart-orders"
            title={t("dashboard.kpi.orders")}
            headline={f.count(totals.orders)}
            valueHeader={t("dashboard.kpi.orders")}
            points={daily.map((d) => ({ day: d.day, value: d.orders }))}
            format={f.count}
            summary={t("dashboard.chartSummary", {
              what: t("dashboard.kpi.orders"),
              range,
              total: f.count(totals.orders),
              best: f.count(best("orders").orders),
              bestDay: f.day(best("orders").day),
            })}
          />
          <BarChart
            {...chartProps}
            testId="chart-customers"
            title={t("dashboard.kpi.newCustomers")}
            headline={f.count(totals.newCustomers)}
            valueHeader={t("dashboard.kpi.newCustomers")}
            points={daily.map((d) => ({ day: d.day, value: d.newCustomers }))}
            format={f.count}
            summary={t("dashboard.chartSummary", {
              what: t("dashboard.kpi.newCustomers"),
              range,
              total: f.count(totals.newCustomers),
              best: f.count(best("newCustomers").newCustomers),
              bestDay: f.day(best("newCustomers").day),
            })}
          />
        </div>
      </section>

      <section aria-labelledby="action-heading" className="mt-8">
        <h2 id="action-heading" className="mb-3 text-lg font-semibold text-stone-900">
          {t("dashboard.needsAction")}
        </h2>
        <div className="grid gap-4 md:grid-cols-2" data-testid="needs-action">
          {na.awaitingShipment ? (
            <ActionCard
              testId="action-shipment"
              title={t("dashboard.action.awaitingShipment")}
              count={na.awaitingShipment.count}
              allHref="/admin/order/list?status=paid"
              empty={t("dashboard.action.awaitingShipmentEmpty")}
              items={na.awaitingShipment.items.map((o) => ({
                key: o.id,
                href: `/admin/order/${o.id}`,
                primary: `${o.number} · ${o.email}`,
                secondary: t("dashboard.action.paidAt", { at: f.dateTime(o.paidAt), total: f.money(o.totalCents) }),
              }))}
            />
          ) : null}
          {na.unansweredMessages ? (
            <ActionCard
              testId="action-messages"
              title={t("dashboard.action.unansweredMessages")}
              count={na.unansweredMessages.count}
              empty={t("dashboard.action.unansweredMessagesEmpty")}
              items={na.unansweredMessages.items.map((o) => ({
                key: o.id,
                href: `/admin/order/${o.id}`,
                primary: `${o.number} · ${o.email}`,
                secondary: t("dashboard.action.lastMessageAt", { at: f.dateTime(o.lastMessageAt) }),
              }))}
            />
          ) : null}
          {na.openReturns ? (
            <ActionCard
              testId="action-returns"
              title={t("dashboard.action.openReturns")}
              count={na.openReturns.count}
              allHref="/admin/refund/list"
              empty={t("dashboard.action.openReturnsEmpty")}
              items={na.openReturns.items.map((r) => ({
                key: r.id,
                href: `/admin/refund/list?q=${encodeURIComponent(r.number)}`,
                primary: r.number,
                secondary: t("dashboard.action.answerBy", {
                  at: f.dateTime(r.answerBy),
                  status: t(`dashboard.returnStatus.${r.status}`, { defaultValue: r.status }),
                }),
              }))}
            />
          ) : null}
          {na.quotesToPrice ? (
            <ActionCard
              testId="action-quotes"
              title={t("dashboard.action.quotesToPrice")}
              count={na.quotesToPrice.count}
              allHref="/admin/quote/list"
              empty={t("dashboard.action.quotesToPriceEmpty")}
              items={na.quotesToPrice.items.map((q) => ({
                key: q.id,
                href: `/admin/quote/${q.id}`,
                primary: `${q.designName || q.id} · ${q.email}`,
                secondary: t("dashboard.action.requestedAt", { at: f.dateTime(q.createdAt) }),
              }))}
            />
          ) : null}
          {loaderData.lowStock ? (
            <ActionCard
              testId="action-low-stock"
              title={t("dashboard.action.lowStock", { threshold: loaderData.lowStockThreshold })}
              count={totals.lowStockVariants}
              empty={t("dashboard.action.lowStockEmpty")}
              items={loaderData.lowStock.map((v) => ({
                key: v.variantId,
                href: `/admin/product/${v.productId}/edit`,
                primary: `${v.productName} · ${v.sku}`,
                secondary: t("dashboard.action.stock", { count: v.stock }),
              }))}
            />
          ) : null}
        </div>
      </section>
      <p className="mt-6 text-xs text-stone-500">{t("dashboard.footnote")}</p>
    </AdminPage>
  );
}

function PeriodForm({ preset, from, to }: { preset: string | null; from: string; to: string }) {
  const { t } = useTranslation("admin");
  return (
    <div className="rounded-2xl border border-stone-200 bg-stone-50 p-4">
      <nav aria-label={t("dashboard.presetsLabel")} className="flex flex-wrap gap-2">
        {DASHBOARD_PRESETS.map((p) => (
          <Link
            key={p}
            to={p === "30d" ? "/admin/dashboard" : `/admin/dashboard?preset=${p}`}
            aria-current={preset === p ? "true" : undefined}
            className={`inline-flex h-9 items-center rounded-full px-3.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
              preset === p
                ? "bg-stone-900 text-white"
                : "border border-stone-300 bg-white text-stone-800 hover:bg-stone-100"
            }`}
            data-testid={`preset-${p}`}
          >
            {t(`dashboard.presets.${p}`)}
          </Link>
        ))}
      </nav>
      <Form
        method="get"
        action="/admin/dashboard"
        className="mt-3 grid grid-cols-2 gap-3 sm:flex sm:items-end"
        aria-label={t("dashboard.customPeriod")}
      >
        <div>
          <label htmlFor="dash-from" className="mb-1.5 block text-sm font-medium text-stone-800">
            {t("dashboard.from")}
          </label>
          <DateField id="dash-from" name="from" defaultValue={from} key={`from-${from}`} required />
        </div>
        <div>
          <label htmlFor="dash-to" className="mb-1.5 block text-sm font-medium text-stone-800">
            {t("dashboard.to")}
          </label>
          <DateField id="dash-to" name="to" defaultValue={to} key={`to-${to}`} required />
        </div>
        <button type="submit" className={buttonClass({ extra: "col-span-2" })}>
          {t("dashboard.apply")}
        </button>
      </Form>
    </div>
  );
}

function ActionCard({
  title,
  count,
  items,
  allHref,
  empty,
  testId,
}: {
  title: string;
  count: number;
  items: { key: string; href: string; primary: string; secondary: string }[];
  allHref?: string;
  empty: string;
  testId: string;
}) {
  const { t } = useTranslation("admin");
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-4" data-testid={testId}>
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-stone-900">{title}</h3>
        <span
          className={`inline-flex min-w-7 items-center justify-center rounded-full px-2 py-0.5 text-xs font-semibold ${
            count > 0 ? "bg-amber-100 text-amber-900" : "bg-stone-100 text-stone-600"
          }`}
          data-testid={`${testId}-count`}
        >
          {count}
        </span>
      </div>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-stone-500">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {items.map((item) => (
            <li key={item.key} className="py-2">
              <Link
                to={item.href}
                className="block break-words text-sm font-medium text-stone-900 underline decoration-stone-300 underline-offset-2 hover:decoration-stone-900"
              >
                {item.primary}
              </Link>
              <p className="mt-0.5 text-xs text-stone-500">{item.secondary}</p>
            </li>
          ))}
        </ul>
      )}
      {allHref && count > items.length ? (
        <Link
          to={allHref}
          className="mt-2 inline-block text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          {t("dashboard.action.seeAll", { count })}
        </Link>
      ) : null}
    </section>
  );
}
