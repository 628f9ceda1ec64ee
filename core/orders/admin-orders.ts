import { labelImageToPdf } from "./label-pdf.ts";
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import { type RefundSummary, type RefundView, listRefunds, refundSummary } from "../payments/refund-payment.ts";
import { refundTable } from "../payments/refunds.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { shipmentLabelSchema } from "./schemas.ts";
import { type ListPage, type ListQuery, type ListSpec, runListQuery } from "../shared/list-query.ts";
import { NotFound, parseInput } from "../shared/errors.ts";
import { hasPermission, requirePermission } from "../shared/permissions.ts";
import { ORDER_TRANSITIONS } from "./change-order-status.ts";
import { type OrderView, getOrder } from "./get-order.ts";
import {
  ORDER_STATUSES,
  type OrderStatus,
  orderLineTable,
  orderMessageTable,
  orderTable,
  shipmentTable,
} from "./orders.sql.ts";

/**
 * Staff's order list query (`/admin/order/list`, `GET /api/admin/order`): filter by status and by
 * the day placed (`from` ≤ day ≤ `to`, ISO dates, Lisbon-agnostic UTC days), search by order number
 * (with or without `#`) or e-mail, sort, page (`offset`, `limit` 1–100).
 */
export const adminOrderQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  q: z.string().trim().max(120).optional(),
  sort: z.enum(["placedAt", "number", "total", "status", "email"]).default("placedAt"),
  dir: z.enum(["asc", "desc"]).default("desc"),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminOrderQuery = z.input<typeof adminOrderQuerySchema>;

/** A row of the staff order list. Money in EUR cents. `awaitingReply`: the customer wrote last. */
export interface AdminOrderRow {
  id: string;
  number: string;
  status: OrderStatus;
  placedAt: string;
  email: string;
  customerName: string;
  customerId: string | null;
  totalCents: number;
  itemCount: number;
  refundedCents: number;
  carrier: string;
  awaitingReply: boolean;
}

const SORT_COLUMNS = {
  placedAt: orderTable.createdAt,
  number: orderTable.number,
  total: orderTable.totalCents,
  status: orderTable.status,
  email: orderTable.email,
} as const;

function whereOf(q: z.output<typeof adminOrderQuerySchema>) {
  const parts = [];
  if (q.status) parts.push(eq(orderTable.status, q.status));
  if (q.from) parts.push(gte(orderTable.createdAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) parts.push(lt(orderTable.createdAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000)));
  if (q.q) {
    const term = q.q.replace(/[%_\\]/g, (c) => `\\${c}`);
    const number = term.startsWith("#") ? term : `#${term}`;
    parts.push(or(ilike(orderTable.number, `${number}%`), ilike(orderTable.email, `%${term}%`)));
  }
  return parts.length ? and(...parts) : undefined;
}

/**
 * Orders for staff (`read:order:any`), newest first unless sorted otherwise, with how many match.
 * @throws Unauthorized, Forbidden, Invalid (bad query, field named)
 */
export async function listOrdersForStaff(
  ctx: Ctx,
  input: AdminOrderQuery,
): Promise<{ rows: AdminOrderRow[]; total: number; offset: number; limit: number }> {
  requirePermission(ctx, "read:order:any");
  const q = parseInput(adminOrderQuerySchema, input);
  const where = whereOf(q);
  const column = SORT_COLUMNS[q.sort];
  const [counted] = await ctx.db.select({ n: count() }).from(orderTable).where(where);
  const page = await ctx.db
    .select()
    .from(orderTable)
    .where(where)
    .orderBy(q.dir === "asc" ? asc(column) : desc(column), desc(orderTable.id))
    .limit(q.limit)
    .offset(q.offset);
  return { rows: await rowsOf(ctx, page), total: Number(counted?.n ?? 0), offset: q.offset, limit: q.limit };
}

async function rowsOf(ctx: Ctx, page: (typeof orderTable.$inferSelect)[]): Promise<AdminOrderRow[]> {
  if (page.length === 0) return [];
  const ids = page.map((o) => o.id);
  const [items, refunds, lastAuthors] = await Promise.all([
    ctx.db
      .select({ orderId: orderLineTable.orderId, n: sql<number>`sum(${orderLineTable.quantity})::int` })
      .from(orderLineTable)
      .where(inArray(orderLineTable.orderId, ids))
      .groupBy(orderLineTable.orderId),
    ctx.db
      .select({ orderId: refundTable.orderId, n: sql<number>`sum(${refundTable.amountCents})::int` })
      .from(refundTable)
      // money back to the payment only; store credit (gift cards of returns) is not "refunded" here
      .where(
        and(inArray(refundTable.orderId, ids), eq(refundTable.status, "succeeded"), eq(refundTable.method, "gateway")),
      )
      .groupBy(refundTable.orderId),
    ctx.db
      .selectDistinctOn([orderMessageTable.orderId], {
        orderId: orderMessageTable.orderId,
        author: orderMessageTable.author,
      })
      .from(orderMessageTable)
      .where(inArray(orderMessageTable.orderId, ids))
      .orderBy(orderMessageTable.orderId, desc(orderMessageTable.createdAt), desc(orderMessageTable.id)),
  ]);
  return page.map((o) => ({
    id: o.id,
    number: o.number,
    status: o.status,
    placedAt: o.createdAt.toISOString(),
    email: o.email,
    customerName: `${o.shippingAddress.firstName} ${o.shippingAddress.lastName}`.trim(),
    customerId: o.userId,
    totalCents: o.totalCents,
    itemCount: Number(items.find((i) => i.orderId === o.id)?.n ?? 0),
    refundedCents:
      Number(refunds.find((r) => r.orderId === o.id)?.n ?? 0) || (o.status === "refunded" ? o.amountDueCents : 0),
    carrier: o.shippingMethod.carrier,
    awaitingReply: lastAuthors.find((m) => m.orderId === o.id)?.author === "customer",
  }));
}

/** Neutralises spreadsheet formulas (OWASP CSV injection) and quotes a CSV field (RFC 4180). */
export function csvField(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s) && typeof value === "string") s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Most rows one CSV export holds. */
export const CSV_MAX_ROWS = 10_000;

/**
 * The staff order list as CSV (RFC 4180, UTF-8, comma-separated, money in euros with two decimals),
 * same filters and sort as {@link listOrdersForStaff}, at most {@link CSV_MAX_ROWS} rows.
 * @throws Unauthorized, Forbidden
 */
export async function exportOrdersCsv(ctx: Ctx, input: AdminOrderQuery): Promise<string> {
  requirePermission(ctx, "read:order:any");
  const q = parseInput(adminOrderQuerySchema, { ...input, offset: 0, limit: 1 });
  const column = SORT_COLUMNS[q.sort];
  const page = await ctx.db
    .select()
    .from(orderTable)
    .where(whereOf(q))
    .orderBy(q.dir === "asc" ? asc(column) : desc(column), desc(orderTable.id))
    .limit(CSV_MAX_ROWS);
  const rows = await rowsOf(ctx, page);
  const euros = (cents: number) => (cents / 100).toFixed(2);
  const header = [
    "number",
    "placed_at",
    "status",
    "email",
    "customer",
    "items",
    "total_eur",
    "refunded_eur",
    "carrier",
  ];
  const lines = rows.map((r) =>
    [
      r.number,
      r.placedAt,
      r.status,
      r.email,
      r.customerName,
      r.itemCount,
      euros(r.totalCents),
      euros(r.refundedCents),
      r.carrier,
    ]
      .map(csvField)
      .join(","),
  );
  return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
}

/** What staff see of one order: the buyer's view plus refunds, allowed moves, labels and tech packs. */
export interface AdminOrderView extends OrderView {
  customerId: string | null;
  locale: string;
  /** Statuses staff may move the order to from here (ADR 0014). */
  nextStatuses: OrderStatus[];
  refunds: RefundView[];
  refund: RefundSummary;
  /** Per line id: the production tech pack (custom and sample lines), `GET /api/customize/{id}/techpack`. */
  techPackUrls: Record<string, string>;
  /** Per shipment id: its label, `GET /api/admin/order/{id}/shipment/{shipmentId}/label`. */
  labelUrls: Record<string, string>;
}

/**
 * Statuses staff may set by hand (ADR 0014): forward along the fulfilment path, and `cancelled` for
 * an unpaid order. `paid` is the gateway's to set and `refunded` comes from the refund action only.
 */
export function staffNextStatuses(status: OrderStatus): OrderStatus[] {
  return ORDER_TRANSITIONS[status].filter((s) => ["in_production", "shipped", "delivered", "cancelled"].includes(s));
}

/**
 * One order for staff (`read:order:any`). @throws Unauthorized, Forbidden, NotFound (ORDER_NOT_FOUND)
 */
export async function getOrderForStaff(ctx: Ctx, orderId: string): Promise<AdminOrderView> {
  requirePermission(ctx, "read:order:any");
  const [row] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, orderId));
  if (!row) throw new NotFound("Order not found", "ORDER_NOT_FOUND");
  const [view, summary, refunds] = await Promise.all([
    getOrder(ctx, { orderId, access: {} }),
    refundSummary(ctx, orderId),
    hasPermission(ctx.actor, "read:refund:any") ? listRefunds(ctx, orderId) : Promise.resolve([]),
  ]);
  const techPackUrls: Record<string, string> = {};
  for (const l of view.lines) {
    if ((l.kind === "custom" || l.kind === "sample") && l.designId) {
      techPackUrls[l.id] = `/api/customize/${encodeURIComponent(l.designId)}/techpack`;
    }
  }
  const labelUrls: Record<string, string> = {};
  for (const s of view.shipments) {
    labelUrls[s.id] = `/api/admin/order/${encodeURIComponent(orderId)}/shipment/${encodeURIComponent(s.id)}/label`;
  }
  return {
    ...view,
    customerId: row.userId,
    locale: row.locale,
    nextStatuses: staffNextStatuses(row.status),
    refunds,
    refund: summary,
    techPackUrls,
    labelUrls,
  };
}

/**
 * A shipment's carrier label (staff, `read:order:any`): a PDF (image labels such as UPS's GIF are
 * put on a 4 × 6 in PDF page, {@link labelImageToPdf}); ZPL and other formats as the carrier gave them.
 * @throws Unauthorized, Forbidden, NotFound (no such shipment on this order, or no label)
 */
export async function getShipmentLabel(
  ctx: Ctx,
  input: z.input<typeof shipmentLabelSchema>,
): Promise<{ bytes: Uint8Array; contentType: string; fileName: string }> {
  requirePermission(ctx, "read:order:any");
  const { orderId, shipmentId } = parseInput(shipmentLabelSchema, input);
  const [s] = await ctx.db
    .select({
      labelBase64: shipmentTable.labelBase64,
      labelFormat: shipmentTable.labelFormat,
      trackingNumber: shipmentTable.trackingNumber,
      carrier: shipmentTable.carrier,
    })
    .from(shipmentTable)
    .where(and(eq(shipmentTable.id, shipmentId), eq(shipmentTable.orderId, orderId)));
  if (!s?.labelBase64) throw new NotFound("Label not found", "LABEL_NOT_FOUND");
  const format = (s.labelFormat ?? "PDF").toUpperCase();
  const types: Record<string, string> = {
    PDF: "application/pdf",
    GIF: "image/gif",
    PNG: "image/png",
    ZPL: "text/plain",
  };
  const bytes = new Uint8Array(Buffer.from(s.labelBase64, "base64"));
  const name = `${s.carrier}-${s.trackingNumber ?? shipmentId}`;
  // an image label (UPS sends GIF) is served as the PDF the back office's link names (issue 15)
  if (format === "GIF" || format === "PNG" || format === "JPG" || format === "JPEG") {
    return { bytes: await labelImageToPdf(bytes, name), contentType: "application/pdf", fileName: `${name}.pdf` };
  }
  return {
    bytes,
    contentType: types[format] ?? "application/octet-stream",
    fileName: `${name}.${format.toLowerCase()}`,
  };
}

/** The staff order list in the admin list kit's terms (page `/admin/order/list`). */
export const ORDER_LIST = {
  sorts: ["placedAt", "number", "total", "status", "email"],
  defaultSort: "placedAt",
  defaultDir: "desc",
  filters: { status: z.enum(ORDER_STATUSES), from: z.iso.date(), to: z.iso.date() },
} as const satisfies ListSpec<string, z.ZodRawShape>;
export type OrderListQuery = ListQuery<
  (typeof ORDER_LIST.sorts)[number],
  z.infer<z.ZodObject<typeof ORDER_LIST.filters>>
>;

/**
 * A page of orders for the admin list page (`read:order:any`), same filters and search as
 * {@link listOrdersForStaff}. @throws Unauthorized, Forbidden
 */
export async function listOrdersPage(ctx: Ctx, query: OrderListQuery): Promise<ListPage<AdminOrderRow>> {
  requirePermission(ctx, "read:order:any");
  const where = whereOf({ ...query.filters, q: query.q, sort: query.sort, dir: query.dir, offset: 0, limit: 1 });
  return runListQuery(query, {
    sortColumns: SORT_COLUMNS,
    tiebreaker: orderTable.id,
    rows: async (page) =>
      rowsOf(
        ctx,
        await ctx.db
          .select()
          .from(orderTable)
          .where(where)
          .orderBy(...page.orderBy)
          .limit(page.limit)
          .offset(page.offset),
      ),
    count: async () => Number((await ctx.db.select({ n: count() }).from(orderTable).where(where))[0]?.n ?? 0),
  });
}
