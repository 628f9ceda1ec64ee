import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Ctx } from "../shared/ctx.ts";
import { Invalid } from "../shared/errors.ts";
import { SHOP_TIME_ZONE, dayOf, dayStart, isoDateSchema, nextDay } from "../shared/list-query.ts";
import type { Locale } from "../shared/locale.ts";
import { hasPermission, requirePermission } from "../shared/permissions.ts";

/**
 * The admin dashboard (issue 6 "revenue, orders, average order value, new customers, quote → order
 * and sample → bulk conversion, refund rate, low-stock variants, by day over a chosen period …;
 * orders needing action"). Definitions (ADR 0012), all money in EUR cents incl. VAT, days are
 * Lisbon calendar days, the period is `from`–`to` with both days included:
 * - **orders**: orders paid in the period (`paid_at` in it), whatever happened to them later;
 * - **revenue**: the sum of those orders' totals (merchandise − discount + shipping, VAT included;
 *   a gift card is a way to pay, so it does not lower revenue);
 * - **average order value**: revenue ÷ orders (rounded to the cent; null without orders);
 * - **new customers**: accounts created in the period that hold no staff role;
 * - **refunds / refund rate**: refunds that succeeded in the period (amount, count) ÷ revenue of the
 *   period (null without revenue). A refund in the period may belong to an older order, so the rate
 *   is a cash-flow ratio, as in most shop reports;
 * - **quote → order**: of the quotes requested in the period, how many became an order (status
 *   accepted), and the share; quotes still open count in the base;
 * - **sample → bulk**: of the designs whose samples were paid in the period, how many also have a
 *   paid bulk (custom) line at any time after the sample, and the share;
 * - **low-stock variants**: variants of active products with stock at or under
 *   {@link LOW_STOCK_THRESHOLD} units (a snapshot now, not per period).
 * "Needs action" lists (now, not per period; each only for staff who may read it):
 * orders awaiting shipment (paid or in production, oldest payment first), orders whose latest
 * message is the customer's (unanswered, oldest first), open return/refund requests (requested,
 * approved or received, earliest answer deadline first) and quotes to price (in review, oldest first).
 */
export const LOW_STOCK_THRESHOLD = 5;

/** Longest period the dashboard draws (days). */
export const MAX_PERIOD_DAYS = 366;

/** How many rows each "needs action" list shows (the count says how many there are in all). */
export const ACTION_LIST_SIZE = 8;

export const DASHBOARD_PRESETS = ["7d", "30d", "90d", "month", "lastMonth", "year"] as const;
export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number];

export const dashboardInputSchema = z.object({ from: isoDateSchema, to: isoDateSchema });
export type DashboardInput = z.infer<typeof dashboardInputSchema>;

/**
 * The days of a preset, ending today (Lisbon): `7d`/`30d`/`90d` the last N days including today,
 * `month` this month so far, `lastMonth` the whole previous month, `year` this year so far.
 */
export function presetPeriod(preset: DashboardPreset, now: Date): DashboardInput {
  const today = dayOf(now, SHOP_TIME_ZONE);
  const minus = (day: string, days: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  switch (preset) {
    case "7d":
      return { from: minus(today, 6), to: today };
    case "30d":
      return { from: minus(today, 29), to: today };
    case "90d":
      return { from: minus(today, 89), to: today };
    case "month":
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case "lastMonth": {
      const lastDay = minus(`${today.slice(0, 7)}-01`, 1);
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
    }
    case "year":
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** One day of the charts. */
export interface DashboardDay {
  day: string;
  revenueCents: number;
  orders: number;
  newCustomers: number;
}

export interface DashboardTotals {
  revenueCents: number;
  orders: number;
  averageOrderCents: number | null;
  newCustomers: number;
  refundedCents: number;
  refunds: number;
  /** 0–1, or null without revenue. */
  refundRate: number | null;
  quotesRequested: number;
  quotesOrdered: number;
  quoteConversion: number | null;
  sampleDesigns: number;
  sampleDesignsConverted: number;
  sampleConversion: number | null;
  lowStockVariants: number;
}

export interface LowStockVariant {
  variantId: string;
  productId: string;
  productName: string;
  sku: string;
  stock: number;
}

/** A "needs action" list: how many in all, and the first {@link ACTION_LIST_SIZE}. */
export interface ActionList<T> {
  count: number;
  items: T[];
}

export interface DashboardView {
  period: DashboardInput & { days: number };
  totals: DashboardTotals;
  daily: DashboardDay[];
  lowStock: LowStockVariant[] | null;
  needsAction: {
    awaitingShipment: ActionList<{
      id: string;
      number: string;
      email: string;
      paidAt: Date;
      totalCents: number;
    }> | null;
    unansweredMessages: ActionList<{ id: string; number: string; email: string; lastMessageAt: Date }> | null;
    openReturns: ActionList<{
      id: string;
      number: string;
      orderId: string;
      status: string;
      answerBy: Date;
    }> | null;
    quotesToPrice: ActionList<{ id: string; email: string; createdAt: Date; designName: string }> | null;
  };
}

const num = (v: unknown) => Number(v ?? 0);
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

async function rows<T>(ctx: Ctx, query: SQL): Promise<T[]> {
  const result = await ctx.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A day-of-Lisbon expression for a timestamp column, as `YYYY-MM-DD`. */
const lisbonDay = (column: SQL) => sql`to_char(${column} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`;

/**
 * The dashboard for a period (see the module doc for every definition).
 * @throws Unauthorized | Forbidden (no `read:dashboard:any`) | Invalid (a bad day, `from` after
 *   `to`, or more than {@link MAX_PERIOD_DAYS} days)
 */
export async function getDashboard(ctx: Ctx, input: DashboardInput): Promise<DashboardView> {
  const actor = requirePermission(ctx, "read:dashboard:any");
  const parsed = dashboardInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Invalid(issue?.message ?? "Invalid period", issue?.path.join("."));
  }
  const { from, to } = parsed.data;
  if (from > to) throw new Invalid("The start date is after the end date", "from");
  const start = dayStart(from);
  const end = dayStart(nextDay(to));
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  if (days > MAX_PERIOD_DAYS) throw new Invalid(`Choose at most ${MAX_PERIOD_DAYS} days`, "to");
  const locale: Locale = ctx.locale;

  const [orderDays, customerDays, refundRow, quoteRow, sampleRow, lowStockCount] = await Promise.all([
    rows<{ day: string; orders: string; revenue: string }>(
      ctx,
      sql`select ${lisbonDay(sql`paid_at`)} as day, count(*) as orders, coalesce(sum(total_cents), 0) as revenue
          from orders where paid_at >= ${start} and paid_at < ${end} group by 1`,
    ),
    rows<{ day: string; customers: string }>(
      ctx,
      sql`select ${lisbonDay(sql`(created_at at time zone 'UTC')`)} as day, count(*) as customers
          from auth_user
          where created_at >= ${start} and created_at < ${end}
            and not (string_to_array(coalesce(role, 'customer'), ',') && array['admin','catalog_editor','order_handler','support_agent','content_editor'])
          group by 1`,
    ),
    rows<{ refunds: string; cents: string }>(
      ctx,
      sql`select count(*) as refunds, coalesce(sum(amount_cents), 0) as cents from refund
          where status = 'succeeded' and method = 'gateway' and succeeded_at >= ${start} and succeeded_at < ${end}`,
    ),
    rows<{ requested: string; ordered: string }>(
      ctx,
      sql`select count(*) as requested, count(*) filter (where status = 'accepted') as ordered from quote
          where created_at >= ${start} and created_at < ${end}`,
    ),
    rows<{ designs: string; converted: string }>(
      ctx,
      sql`with samples as (
            select l.design_id, min(o.paid_at) as first_paid from order_line l join orders o on o.id = l.order_id
            where l.kind = 'sample' and l.design_id is not null and o.paid_at >= ${start} and o.paid_at < ${end}
            group by l.design_id)
          select count(*) as designs,
                 count(*) filter (where exists (
                   select 1 from order_line b join orders bo on bo.id = b.order_id
                   where b.kind = 'custom' and b.design_id = s.design_id and bo.paid_at > s.first_paid)) as converted
          from samples s`,
    ),
    rows<{ n: string }>(
      ctx,
      sql`select count(*) as n from variant v join product p on p.id = v.product_id
          where p.status = 'active' and v.stock <= ${LOW_STOCK_THRESHOLD}`,
    ),
  ]);

  const byDay = new Map<string, DashboardDay>();
  for (let d = from; d <= to; d = nextDay(d)) byDay.set(d, { day: d, revenueCents: 0, orders: 0, newCustomers: 0 });
  for (const r of orderDays) {
    const day = byDay.get(r.day);
    if (day) {
      day.orders = num(r.orders);
      day.revenueCents = num(r.revenue);
    }
  }
  for (const r of customerDays) {
    const day = byDay.get(r.day);
    if (day) day.newCustomers = num(r.customers);
  }
  const daily = [...byDay.values()];
  const revenueCents = daily.reduce((a, d) => a + d.revenueCents, 0);
  const orders = daily.reduce((a, d) => a + d.orders, 0);
  const refundedCents = num(refundRow[0]?.cents);
  const quotesRequested = num(quoteRow[0]?.requested);
  const quotesOrdered = num(quoteRow[0]?.ordered);
  const sampleDesigns = num(sampleRow[0]?.designs);
  const sampleDesignsConverted = num(sampleRow[0]?.converted);

  const can = (p: Parameters<typeof hasPermission>[1]) => hasPermission(actor, p);
  const [lowStock, awaitingShipment, unansweredMessages, openReturns, quotesToPrice] = await Promise.all([
    can("read:product:any")
      ? rows<{ variant_id: string; product_id: string; name: Record<string, string>; sku: string; stock: number }>(
          ctx,
          sql`select v.id as variant_id, p.id as product_id, p.name, v.sku, v.stock from variant v
              join product p on p.id = v.product_id
              where p.status = 'active' and v.stock <= ${LOW_STOCK_THRESHOLD}
              order by v.stock asc, v.sku asc limit ${ACTION_LIST_SIZE}`,
        ).then((r) =>
          r.map((v) => ({
            variantId: v.variant_id,
            productId: v.product_id,
            productName: v.name?.[locale] ?? v.name?.en ?? v.sku,
            sku: v.sku,
            stock: num(v.stock),
          })),
        )
      : null,
    can("read:order:any")
      ? actionList(
          ctx,
          sql`select count(*) as n from orders where status in ('paid', 'in_production')`,
          sql`select id, number, email, paid_at, total_cents from orders where status in ('paid', 'in_production')
              order by paid_at asc nulls last, id asc limit ${ACTION_LIST_SIZE}`,
          (r: { id: string; number: string; email: string; paid_at: string | Date; total_cents: number }) => ({
            id: r.id,
            number: r.number,
            email: r.email,
            paidAt: new Date(r.paid_at),
            totalCents: num(r.total_cents),
          }),
        )
      : null,
    can("read:order:any")
      ? (() => {
          const latest = sql`select distinct on (order_id) order_id, author, created_at from order_message
                             order by order_id, created_at desc, id desc`;
          return actionList(
            ctx,
            sql`select count(*) as n from (${latest}) m where m.author = 'customer'`,
            sql`select o.id, o.number, o.email, m.created_at from (${latest}) m join orders o on o.id = m.order_id
                where m.author = 'customer' order by m.created_at asc limit ${ACTION_LIST_SIZE}`,
            (r: { id: string; number: string; email: string; created_at: string | Date }) => ({
              id: r.id,
              number: r.number,
              email: r.email,
              lastMessageAt: new Date(r.created_at),
            }),
          );
        })()
      : null,
    can("read:return:any")
      ? actionList(
          ctx,
          sql`select count(*) as n from return_request where status in ('requested', 'approved', 'received')`,
          sql`select id, number, order_id, status, answer_by from return_request
              where status in ('requested', 'approved', 'received')
              order by answer_by asc, id asc limit ${ACTION_LIST_SIZE}`,
          (r: { id: string; number: string; order_id: string; status: string; answer_by: string | Date }) => ({
            id: r.id,
            number: r.number,
            orderId: r.order_id,
            status: r.status,
            answerBy: new Date(r.answer_by),
          }),
        )
      : null,
    can("read:quote:any")
      ? actionList(
          ctx,
          sql`select count(*) as n from quote where status = 'in_review'`,
          sql`select q.id, u.email, q.created_at, q.design_snapshot->>'name' as design_name from quote q
              join auth_user u on u.id = q.user_id
              where q.status = 'in_review' order by q.created_at asc, q.id asc limit ${ACTION_LIST_SIZE}`,
          (r: { id: string; email: string; created_at: string | Date; design_name: string | null }) => ({
            id: r.id,
            email: r.email,
            createdAt: new Date(r.created_at),
            designName: r.design_name ?? "",
          }),
        )
      : null,
  ]);

  return {
    period: { from, to, days },
    totals: {
      revenueCents,
      orders,
      averageOrderCents: orders > 0 ? Math.round(revenueCents / orders) : null,
      newCustomers: daily.reduce((a, d) => a + d.newCustomers, 0),
      refundedCents,
      refunds: num(refundRow[0]?.refunds),
      refundRate: ratio(refundedCents, revenueCents),
      quotesRequested,
      quotesOrdered,
      quoteConversion: ratio(quotesOrdered, quotesRequested),
      sampleDesigns,
      sampleDesignsConverted,
      sampleConversion: ratio(sampleDesignsConverted, sampleDesigns),
      lowStockVariants: num(lowStockCount[0]?.n),
    },
    daily,
    lowStock,
    needsAction: { awaitingShipment, unansweredMessages, openReturns, quotesToPrice },
  };
}

async function actionList<R, T>(
  ctx: Ctx,
  countQuery: SQL,
  itemsQuery: SQL,
  map: (row: R) => T,
): Promise<ActionList<T>> {
  const [count, items] = await Promise.all([rows<{ n: string }>(ctx, countQuery), rows<R>(ctx, itemsQuery)]);
  return { count: num(count[0]?.n), items: items.map(map) };
}
