import { eq } from "drizzle-orm";
import { queueEmail } from "../mail/queue-email.ts";
import type { ReturnUpdateData } from "../mail/templates/return-update.ts";
import { orderAccessToken } from "../orders/order-access.ts";
import type { OrderLinkConfig } from "../orders/order-links.ts";
import { orderTable } from "../orders/orders.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { isLocale, pickLocale } from "../shared/locale.ts";
import type { ReturnShippingPayer } from "./returns.sql.ts";
import type { ReturnRow } from "./views.ts";

export type ReturnEmailEvent = ReturnUpdateData["event"];

/**
 * The absolute, signed link to a return request's page (`/refund/{orderId}/{returnId}?token=…`),
 * usable by a guest (the token is the order's signed link token, core/orders/order-access.ts).
 */
export function returnLink(links: OrderLinkConfig, orderId: string, returnId: string): string {
  const url = new URL(`/refund/${orderId}/${returnId}`, links.publicUrl);
  url.searchParams.set("token", orderAccessToken(links.linkSecret, orderId));
  return url.toString();
}

/**
 * Queues the `return-update` e-mail about a request to the order's e-mail, in the order's language,
 * inside the caller's transaction (ADR 0005): the acknowledgement (with the answer deadline, or for the
 * withdrawal function the timestamp and content of the statement), the answer, receipt, replacement
 * and store credit. The e-mail's signed link to the request is made from `ctx.services.links`.
 */
export async function notifyReturn(
  ctx: Ctx,
  row: ReturnRow,
  event: ReturnEmailEvent,
  payer: ReturnShippingPayer,
): Promise<void> {
  const [order] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, row.orderId));
  if (!order) return;
  const locale = isLocale(row.locale) ? row.locale : ctx.locale;
  await queueEmail(ctx, {
    to: row.email,
    locale,
    template: "return-update",
    related: { type: "order", id: order.id },
    data: {
      event,
      name: order.shippingAddress.firstName,
      returnNumber: row.number,
      orderNumber: order.number,
      url: returnLink(ctx.services.links, order.id, row.id),
      reason: row.reason,
      outcome: row.outcome,
      lines: row.lines.map((l) => ({
        name: pickLocale(l.name, locale),
        details: `${pickLocale(l.colorName, locale)} · ${l.sizeCode}`,
        quantity: l.quantity,
        refundCents: l.refundCents,
        replacement: l.replacementLabel,
      })),
      refundCents: row.refundCents,
      submittedAt: row.createdAt.toISOString(),
      answerBy: row.answerBy.toISOString(),
      withdrawalName: row.withdrawal?.name ?? null,
      returnShippingPaidBy: row.kind === "claim" ? "shop" : payer,
      shopNote: row.shopNote,
      giftCardCode: row.giftCardCode,
    },
  });
}
