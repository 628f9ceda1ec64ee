import { lineRole, scaleOneOff } from "./line-figures.ts";
import { asc, eq } from "drizzle-orm";
import { queueEmail } from "../mail/queue-email.ts";
import type { OrderUpdateData } from "../mail/templates/order-update.ts";
import type { Ctx } from "../shared/ctx.ts";
import { isLocale, pickLocale } from "../shared/locale.ts";
import { orderAccessToken } from "./order-access.ts";
import { type OrderLinkConfig, orderLink } from "./order-links.ts";
import { orderLineTable, orderTable } from "./orders.sql.ts";

/** The signed link to an order's returns page (`/refund/{id}?token=…`, issue 8), for guests and owners alike. */
export function returnsLink(links: OrderLinkConfig, orderId: string): string {
  const url = new URL(`/refund/${orderId}`, links.publicUrl);
  url.searchParams.set("token", orderAccessToken(links.linkSecret, orderId));
  return url.toString();
}

/**
 * Queues the `order-update` e-mail about `orderId` to its buyer, in the order's language, inside
 * the caller's transaction (sent after commit by the e-mail job, ADR 0005). The link is signed, so
 * guests can open it (origin and secret from `ctx.services.links`). `extra` carries the event's
 * details (Multibanco reference, tracking, refund).
 */
export async function notifyOrder(
  ctx: Ctx,
  orderId: string,
  event: OrderUpdateData["event"],
  extra: Pick<OrderUpdateData, "multibanco" | "tracking" | "refundCents" | "reason"> = {},
): Promise<void> {
  const [order] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, orderId));
  if (!order) return;
  const links = ctx.services.links;
  const locale = isLocale(order.locale) ? order.locale : ctx.locale;
  const lines = await ctx.db
    .select()
    .from(orderLineTable)
    .where(eq(orderLineTable.orderId, orderId))
    .orderBy(asc(orderLineTable.position));
  await queueEmail(ctx, {
    to: order.email,
    locale,
    template: "order-update",
    related: { type: "order", id: order.id },
    data: {
      event,
      name: order.shippingAddress.firstName,
      orderNumber: order.number,
      orderUrl: orderLink(links, order.id),
      returnsUrl: returnsLink(links, order.id),
      trackUrl: event === "shipped" ? orderLink(links, order.id, "track") : null,
      totalCents: order.amountDueCents,
      invoiceTo: order.invoiceTaxId ? { taxId: order.invoiceTaxId, companyName: order.invoiceCompanyName } : null,
      lines: lines.map((l) => {
        const price = l.kind === "custom" ? l.designSnapshot?.price : undefined;
        return {
          name: pickLocale(l.name, locale),
          details: `${pickLocale(l.colorName, locale)} · ${l.sizeCode}`,
          quantity: l.quantity,
          totalCents: l.totalCents,
          role: lineRole(l.kind, l.quoteId),
          // the design's one-off set-up, in proportion to what the line was paid (after a discount)
          oneOffCents: price ? scaleOneOff(price.developmentCents ?? 0, price.totalCents, l.totalCents) : 0,
        };
      }),
      ...extra,
    },
  });
}
