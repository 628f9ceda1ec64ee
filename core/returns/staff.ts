import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import { orderLineTable, orderTable } from "../orders/orders.sql.ts";
import type { DesignSnapshot } from "../orders/snapshots.ts";
import { type RefundView, findRefundByKey, refundPayment, refundSummary } from "../payments/refund-payment.ts";
import { grantStoreCredit, unrefundedCents } from "../payments/store-credit.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { rowId } from "../shared/input-refs.ts";
import { Conflict, NotFound, parseInput } from "../shared/errors.ts";
import { pickLocale } from "../shared/locale.ts";
import { requirePermission } from "../shared/permissions.ts";
import { moveReturn } from "./move-return.ts";
import { notifyReturn } from "./notify-return.ts";
import { RETURN_STATUSES, type ReturnStatus } from "./rules.ts";
import { returnRequestTable } from "./returns.sql.ts";
import { getReturnSettings } from "./settings.ts";
import { type ReturnView, lineImageUrl, orderDeliveredAt, returnViewOf } from "./views.ts";
import { staffNoteSchema } from "./schemas.ts";

/** The staff list's filters (`/admin/refund/list`, `GET /api/admin/refund`). */
export const listReturnsSchema = z.object({
  status: z.enum([...RETURN_STATUSES, "open"]).optional(),
  overdue: z.coerce.boolean().optional(),
  q: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});

/** One page of return requests for staff. */
export interface ReturnListPage {
  items: ReturnView[];
  total: number;
  page: number;
  perPage: number;
  /** Requests waiting past their 48-hour deadline, across all pages. */
  overdueCount: number;
}

const OPEN: ReturnStatus[] = ["requested", "approved", "received"];

/**
 * Return requests for staff (`read:return:any`): newest first, overdue ones (still `requested`
 * past their 48-hour deadline, spec §9) first of all; filter by status (`open` = requested,
 * approved or received), overdue only, or a search in the RMA number, order number or e-mail.
 * @throws Unauthorized, Forbidden
 */
export async function listReturns(ctx: Ctx, input: z.input<typeof listReturnsSchema> = {}): Promise<ReturnListPage> {
  requirePermission(ctx, "read:return:any");
  const f = parseInput(listReturnsSchema, input);
  const now = ctx.now();
  const r = returnRequestTable;
  const overdueWhere = and(eq(r.status, "requested"), lt(r.answerBy, now));
  const conditions = [];
  if (f.status === "open") conditions.push(inArray(r.status, OPEN));
  else if (f.status) conditions.push(eq(r.status, f.status));
  if (f.overdue) conditions.push(overdueWhere);
  if (f.q) {
    const like = `%${f.q.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
    conditions.push(or(ilike(r.number, like), ilike(r.email, like)));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const settings = await getReturnSettings(ctx);
  const [rows, [total], [overdue]] = await Promise.all([
    ctx.db
      .select({ row: r, orderNumber: orderTable.number })
      .from(r)
      .innerJoin(orderTable, eq(orderTable.id, r.orderId))
      .where(where)
      .orderBy(
        desc(
          sql`case when ${r.status} = 'requested' and ${r.answerBy} < ${now.toISOString()}::timestamptz then 1 else 0 end`,
        ),
        desc(r.createdAt),
      )
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    ctx.db.select({ n: count() }).from(r).where(where),
    ctx.db.select({ n: count() }).from(r).where(overdueWhere),
  ]);
  return {
    items: rows.map((x) => returnViewOf(x.row, x.orderNumber, ctx.locale, now, settings.returnShippingPaidBy)),
    total: Number(total?.n ?? 0),
    page: f.page,
    perPage: f.perPage,
    overdueCount: Number(overdue?.n ?? 0),
  };
}

/** A request with what staff need to decide: the order, each line's picture and the approved design. */
export interface StaffReturnView extends ReturnView {
  order: {
    id: string;
    number: string;
    status: string;
    email: string;
    customerName: string;
    deliveredAt: string | null;
    paidCents: number;
    refundableCents: number;
  };
  designs: {
    orderLineId: string;
    name: string;
    imageUrl: string;
    /** Custom and sample lines: the design as approved at order time (ADR 0010). */
    design: {
      name: string;
      version: number;
      frontImageUrl: string | null;
      backImageUrl: string | null;
      placements: { technique: string; label: string }[];
    } | null;
  }[];
}

function designOf(s: DesignSnapshot | null): StaffReturnView["designs"][number]["design"] {
  if (!s) return null;
  const placements = (
    s.document as unknown as {
      placements?: { technique?: string; placementId?: string; text?: { value?: string } | null }[];
    }
  ).placements;
  return {
    name: s.name,
    version: s.version,
    frontImageUrl: s.frontImageId ? `/media/upload/${s.frontImageId}` : null,
    backImageUrl: s.backImageId ? `/media/upload/${s.backImageId}` : null,
    placements: (placements ?? []).map((p) => ({
      technique: p.technique ?? "",
      label: p.placementId ?? p.text?.value ?? "",
    })),
  };
}

/**
 * One request for staff (`read:return:any`), with the order, the refundable amount at the gateway,
 * the photos, and for custom lines the approved design snapshot to compare a misprint against.
 * @throws Unauthorized, Forbidden, NotFound (RETURN_NOT_FOUND)
 */
export async function getReturnForStaff(ctx: Ctx, returnId: string): Promise<StaffReturnView> {
  requirePermission(ctx, "read:return:any");
  const [row] = await ctx.db.select().from(returnRequestTable).where(eq(returnRequestTable.id, returnId));
  if (!row) throw new NotFound("Return not found", "RETURN_NOT_FOUND");
  const [order] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, row.orderId));
  if (!order) throw new NotFound("Return not found", "RETURN_NOT_FOUND");
  const [settings, deliveredAt, summary, lines] = await Promise.all([
    getReturnSettings(ctx),
    orderDeliveredAt(ctx, order.id),
    refundSummary(ctx, order.id),
    ctx.db
      .select()
      .from(orderLineTable)
      .where(
        inArray(
          orderLineTable.id,
          row.lines.map((l) => l.orderLineId),
        ),
      )
      .orderBy(asc(orderLineTable.position)),
  ]);
  return {
    ...returnViewOf(row, order.number, ctx.locale, ctx.now(), settings.returnShippingPaidBy),
    order: {
      id: order.id,
      number: order.number,
      status: order.status,
      email: order.email,
      customerName: `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`.trim(),
      deliveredAt: deliveredAt?.toISOString() ?? null,
      paidCents: summary.paidCents,
      refundableCents: summary.refundableCents,
    },
    designs: lines.map((l) => ({
      orderLineId: l.id,
      name: pickLocale(l.name, ctx.locale),
      imageUrl: lineImageUrl(l),
      design: designOf(l.designSnapshot),
    })),
  };
}

export { staffNoteSchema };

/** What staff may do to a request, and the status it leads to. */
export const STAFF_ACTIONS = ["approve", "reject", "receive", "complete"] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/**
 * A staff step on a request (`update:return:any`), audited, with the customer's e-mail:
 * `approve`, `reject` (a note is required: the customer is told why), `receive` (the parcel
 * arrived; blank units back in stock when the settings say so), `complete` (as the customer asked:
 * refund through the gateway, replacement sent, or store credit issued).
 * @throws Unauthorized, Forbidden, NotFound, Conflict (RETURN_STATUS_CONFLICT, NOTE_REQUIRED,
 *   and the refund's conflicts), Unavailable (the gateway, `ctx.services.payments`)
 */
export async function actOnReturn(
  ctx: Ctx,
  input: { returnId: string; action: StaffAction; note?: string },
): Promise<ReturnView> {
  const actor = requirePermission(ctx, "update:return:any");
  const note = parseInput(staffNoteSchema, { note: input.note }).note ?? null;
  const [row] = await ctx.db.select().from(returnRequestTable).where(eq(returnRequestTable.id, input.returnId));
  if (!row) throw new NotFound("Return not found", "RETURN_NOT_FOUND");
  const by = actor.userId;
  switch (input.action) {
    case "approve":
      return moveReturn(ctx, { returnId: row.id, to: "approved", by, note });
    case "reject":
      if (!note) throw new Conflict("Tell the customer why", "NOTE_REQUIRED");
      return moveReturn(ctx, { returnId: row.id, to: "rejected", by, note });
    case "receive":
      return moveReturn(ctx, { returnId: row.id, to: "received", by, note });
    case "complete":
      if (row.outcome === "refund") return (await refundReturn(ctx, { returnId: row.id, note })).view;
      return moveReturn(ctx, {
        returnId: row.id,
        to: row.outcome === "replacement" ? "replaced" : "credited",
        by,
        note,
      });
  }
}

/** Input of {@link refundReturn}: the return request's id, the staff note, and the order it must belong to (when the URL names one). */
export const refundReturnSchema = z.object({ returnId: rowId, note: z.string().nullish(), orderId: rowId.optional() });

/**
 * Refunds a return through the payment gateway (spec §7 `/api/order/{id}/refund` with a return id;
 * `update:return:any` and the refund's own `create:refund:any`): the request's amount, capped by what
 * the captured payment still allows, through core/payments/refund-payment.ts with the idempotency key
 * `return:<id>` — a double click, a retry or a second staff member refunds once. Any part of the
 * amount the gateway cannot take back (an order paid partly by gift card) becomes store credit, never more
 * than is left of the order's total after its other refunds and credits (`unrefundedCents`).
 * The gateway is `ctx.services.payments`. The request becomes `refunded`; the buyer gets the refund e-mail.
 * `input.orderId` (the spec's `/api/order/{id}/refund` with a `returnId`) must be the request's order.
 * @throws Unauthorized, Forbidden, NotFound (RETURN_NOT_FOUND), Conflict (RETURN_STATUS_CONFLICT,
 *   NOTHING_TO_REFUND…), Unavailable (gateway; nothing changes and the step can be retried)
 */
export async function refundReturn(
  ctx: Ctx,
  input: z.input<typeof refundReturnSchema>,
): Promise<{ view: ReturnView; refund: RefundView | null }> {
  const actor = requirePermission(ctx, "update:return:any");
  const { returnId, note = null, ...options } = parseInput(refundReturnSchema, input);
  const [row] = await ctx.db.select().from(returnRequestTable).where(eq(returnRequestTable.id, returnId));
  if (!row || (options.orderId && row.orderId !== options.orderId)) {
    throw new NotFound("Return not found", "RETURN_NOT_FOUND");
  }
  if (row.status === "refunded") {
    return { view: await moveReturn(ctx, { returnId, to: "refunded", by: actor.userId }), refund: null };
  }
  if (row.status !== "approved" && row.status !== "received") {
    throw new Conflict(`A return that is ${row.status} cannot be refunded`, "RETURN_STATUS_CONFLICT");
  }
  const key = `return:${row.id}`;
  // read before the key: a refund of this request that the summary counts (another click's, committed in
  // between) is then always found by its key below, never taken for money the gateway cannot give back
  // (which would become store credit on top of that refund)
  const summary = await refundSummary(ctx, row.orderId);
  // a refund made by an earlier attempt (then interrupted) is found by its key and not made twice
  let refund = await findRefundByKey(ctx, key);
  if (refund?.status === "pending") throw new Conflict("This refund is being processed", "REFUND_IN_PROGRESS");
  if (!refund) {
    const amount = Math.min(row.refundCents, summary.refundableCents);
    if (amount > 0) {
      refund = await refundPayment(ctx, {
        orderId: row.orderId,
        amountCents: amount,
        reason: "return",
        note: row.number,
        idempotencyKey: key,
        returnId: row.id,
      });
      // another click got there first and its gateway call is still running: let that one finish the request
      if (refund.status === "pending") throw new Conflict("This refund is being processed", "REFUND_IN_PROGRESS");
    }
  }
  const refunded = refund?.amountCents ?? 0;
  // what the card could not take becomes store credit, but never more than is left of what was paid: money given
  // back another way (a staff refund of the whole order) is not given again
  const rest = Math.min(row.refundCents - refunded, await unrefundedCents(ctx, row.orderId));
  const view = await moveReturn(ctx, {
    returnId,
    to: "refunded",
    by: actor.userId,
    note: rest > 0 ? `${note ?? ""} store credit for ${rest} cents`.trim() : note,
    set: { refundId: refund?.id ?? null },
  });
  if (rest > 0 && !view.giftCardCode) {
    await issueCredit(ctx, returnId, rest, actor.userId);
  }
  return { view: rest > 0 ? await reread(ctx, returnId) : view, refund };
}

async function reread(ctx: Ctx, returnId: string): Promise<ReturnView> {
  const [row] = await ctx.db.select().from(returnRequestTable).where(eq(returnRequestTable.id, returnId));
  const [order] = await ctx.db
    .select()
    .from(orderTable)
    .where(eq(orderTable.id, row?.orderId ?? ""));
  const settings = await getReturnSettings(ctx);
  if (!row || !order) throw new NotFound("Return not found", "RETURN_NOT_FOUND");
  return returnViewOf(row, order.number, ctx.locale, ctx.now(), settings.returnShippingPaidBy);
}

/**
 * Store credit for the part of a refund the gateway could not take (paid by gift card), once per request:
 * `wanted` cents through `grantStoreCredit` (core/payments/store-credit.ts: capped by what is left of what was
 * paid, nothing when nothing is), its code kept on the request and e-mailed.
 */
async function issueCredit(ctx: Ctx, returnId: string, wanted: number, by: string | null): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .select()
      .from(returnRequestTable)
      .where(eq(returnRequestTable.id, returnId))
      .for("update");
    if (!row || row.giftCardCode) return;
    // the store credit reverses that part of the sale: a gift card, a refund row and its credit note (ADR 0024)
    const credit = await grantStoreCredit(tx, {
      orderId: row.orderId,
      returnId,
      wantedCents: wanted,
      note: row.number,
      by,
    });
    if (!credit) return;
    const now = tx.now();
    const [updated] = await tx.db
      .update(returnRequestTable)
      .set({ giftCardCode: credit.code, updatedAt: now })
      .where(eq(returnRequestTable.id, returnId))
      .returning();
    if (updated) {
      const settings = await getReturnSettings(tx);
      await notifyReturn(tx, { ...updated, refundCents: credit.cents }, "credited", settings.returnShippingPaidBy);
    }
  });
}
