import { eq, sql } from "drizzle-orm";
import { variantTable } from "../catalog/catalog.sql.ts";
import { invalidateCatalog } from "../catalog/catalog-cache.ts";
import { recordOrderEvent } from "../orders/change-order-status.ts";
import { orderLineTable, orderTable } from "../orders/orders.sql.ts";
import { grantStoreCredit } from "../payments/store-credit.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Conflict, NotFound } from "../shared/errors.ts";
import { auditReturn } from "./audit.ts";
import { type ReturnEmailEvent, notifyReturn } from "./notify-return.ts";
import { type ReturnStatus, canMoveReturn } from "./rules.ts";
import { returnRequestTable } from "./returns.sql.ts";
import { getReturnSettings } from "./settings.ts";
import { type ReturnRow, type ReturnView, returnViewOf } from "./views.ts";

/** The e-mail each status sends (refunds are e-mailed by the refund itself, core/payments/refund-payment.ts). */
const EMAIL_FOR: Partial<Record<ReturnStatus, ReturnEmailEvent>> = {
  approved: "approved",
  rejected: "rejected",
  received: "received",
  replaced: "replaced",
  credited: "credited",
};

/**
 * Moves a return request to `to` (rules.ts RETURN_TRANSITIONS) under a row lock, with its side
 * effects, the history event, the customer's e-mail and (for staff) an audit entry, in one transaction:
 * - `approved` / `rejected` record when the shop answered (the 48-hour clock stops);
 * - `rejected` / `cancelled` give a reserved replacement's stock back (once);
 * - `received` puts returned blank units back into stock when the settings say so (once);
 * - `credited` issues a gift card for the refund amount (the store credit) and e-mails its code, and records
 *   it as a `store_credit` refund with its credit note (core/payments/store-credit.ts, ADR 0024); the amount is
 *   capped by what is left of the order's total after its refunds and credits (`unrefundedCents`), and nothing
 *   left is refused (NOTHING_TO_CREDIT);
 * - a move to the status the request is already in is a no-op (double clicks, retries).
 * The e-mail's link is signed with `ctx.services.links`.
 * Permissions are the caller's business (portal.ts for customers, staff.ts for staff).
 * @param by `customer`, `system`, or the staff member's user id
 * @throws NotFound (RETURN_NOT_FOUND), Conflict (RETURN_STATUS_CONFLICT, NOTHING_TO_CREDIT)
 */
export async function moveReturn(
  ctx: Ctx,
  input: { returnId: string; to: ReturnStatus; by: string; note?: string | null; set?: Partial<ReturnRow> },
): Promise<ReturnView> {
  const settings = await getReturnSettings(ctx);
  const result = await withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .select()
      .from(returnRequestTable)
      .where(eq(returnRequestTable.id, input.returnId))
      .for("update");
    if (!row) throw new NotFound("Return not found", "RETURN_NOT_FOUND");
    const [order] = await tx.db
      .select({ number: orderTable.number })
      .from(orderTable)
      .where(eq(orderTable.id, row.orderId));
    if (row.status === input.to) return { row, number: order?.number ?? "" };
    if (!canMoveReturn(row.status, input.to)) {
      throw new Conflict(`A return that is ${row.status} cannot become ${input.to}`, "RETURN_STATUS_CONFLICT");
    }
    const now = tx.now();
    const set: Partial<ReturnRow> = { ...input.set, status: input.to, updatedAt: now };
    if (input.to === "approved" || input.to === "rejected") set.answeredAt = row.answeredAt ?? now;
    if (input.note !== undefined && input.by !== "customer") set.shopNote = input.note || row.shopNote;

    if ((input.to === "rejected" || input.to === "cancelled") && !row.replacementReleasedAt) {
      const held = row.lines.filter((l) => l.replacementVariantId);
      for (const l of held) {
        await tx.db
          .update(variantTable)
          .set({ stock: sql`${variantTable.stock} + ${l.quantity}` })
          .where(eq(variantTable.id, l.replacementVariantId as string));
      }
      if (held.length) {
        set.replacementReleasedAt = now;
        await invalidateCatalog(tx);
      }
    }
    if (input.to === "received" && settings.restockOnReceipt && !row.restockedAt && row.kind === "withdrawal") {
      // withdrawn blank items come back sellable; damaged or misprinted ones are checked by hand
      for (const l of row.lines.filter((x) => x.kind === "blank")) {
        const [ol] = await tx.db
          .select({ variantId: orderLineTable.variantId })
          .from(orderLineTable)
          .where(eq(orderLineTable.id, l.orderLineId));
        if (!ol?.variantId) continue;
        await tx.db
          .update(variantTable)
          .set({ stock: sql`${variantTable.stock} + ${l.quantity}` })
          .where(eq(variantTable.id, ol.variantId));
      }
      set.restockedAt = now;
      await invalidateCatalog(tx);
    }
    let credited = row.refundCents;
    if (input.to === "credited" && !row.giftCardCode && row.refundCents > 0) {
      // the store credit reverses (part of) the sale: a gift card, a refund row and its credit note, in this
      // transaction, never more than is left of what was paid (a staff refund of the whole order came first)
      const credit = await grantStoreCredit(tx, {
        orderId: row.orderId,
        returnId: row.id,
        wantedCents: row.refundCents,
        note: row.number,
        by: input.by === "customer" || input.by === "system" ? null : input.by,
      });
      if (!credit) {
        throw new Conflict("Nothing is left of this order's total to give back as store credit", "NOTHING_TO_CREDIT");
      }
      set.giftCardCode = credit.code;
      credited = credit.cents;
    }
    const history = [
      ...row.history,
      { at: now.toISOString(), from: row.status, to: input.to, by: input.by, note: input.note ?? null },
    ];
    const [updated] = await tx.db
      .update(returnRequestTable)
      .set({ ...set, history })
      .where(eq(returnRequestTable.id, row.id))
      .returning();
    const next = updated as ReturnRow;
    await recordOrderEvent(tx, row.orderId, {
      type: "note",
      actor: input.by,
      note: `return ${row.number}: ${input.to}`,
    });
    const email = EMAIL_FOR[input.to];
    if (email) await notifyReturn(tx, { ...next, refundCents: credited }, email, settings.returnShippingPaidBy);
    if (input.by !== "customer" && input.by !== "system") {
      await auditReturn(tx, {
        action: `return.${input.to}`,
        entityType: "return_request",
        entityId: row.id,
        before: { status: row.status },
        after: { status: input.to, note: input.note ?? null, giftCardCode: next.giftCardCode },
      });
    }
    return { row: next, number: order?.number ?? "" };
  });
  return returnViewOf(result.row, result.number, ctx.locale, ctx.now(), settings.returnShippingPaidBy);
}
