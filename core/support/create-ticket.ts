import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { recordAudit } from "../audit/record-audit.ts";
import { auth_user } from "../customers/auth.sql.ts";
import { queueEmail } from "../mail/queue-email.ts";
import { orderTable } from "../orders/orders.sql.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Invalid, parseInput } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { requirePermission } from "../shared/permissions.ts";
import { createTicketSchema } from "./schemas.ts";
import { supportTicketMessageTable, supportTicketTable } from "./support.sql.ts";
import { newTicketNumber, ticketLink } from "./ticket-common.ts";
import { type TicketRow, type TicketView, viewOf } from "./ticket-view.ts";

export { createTicketSchema };

/**
 * Staff open a ticket (issue 6 `/admin/ticket/create`; `create:ticket:any`): linked to the
 * customer's account when one has that e-mail, and to the order when its number is given (any
 * order: staff may read them all). With `notify`, the message is e-mailed like a reply, with the
 * ticket's signed link (`ctx.services.links`). Audited.
 * @throws Forbidden, Invalid (ORDER_NOT_FOUND on an unknown order number)
 */
export async function createTicket(ctx: Ctx, input: z.input<typeof createTicketSchema>): Promise<TicketView> {
  const actor = requirePermission(ctx, "create:ticket:any");
  const fields = parseInput(createTicketSchema, input);
  const email = fields.email.toLowerCase();
  let orderId: string | null = null;
  if (fields.orderNumber) {
    const raw = fields.orderNumber.toUpperCase();
    const [order] = await ctx.db
      .select({ id: orderTable.id })
      .from(orderTable)
      .where(eq(orderTable.number, raw.startsWith("#") ? raw : `#${raw}`));
    if (!order) throw new Invalid("No order has this number", "orderNumber", "ORDER_NOT_FOUND");
    orderId = order.id;
  }
  const [user] = await ctx.db
    .select({ id: auth_user.id })
    .from(auth_user)
    .where(sql`lower(${auth_user.email}) = ${email}`);
  return withTransaction(ctx, async (tx) => {
    const now = tx.now();
    const id = createId("ticket", now.getTime());
    const number = newTicketNumber();
    const [row] = await tx.db
      .insert(supportTicketTable)
      .values({
        id,
        number,
        name: fields.name,
        email,
        subject: fields.subject,
        status: fields.status,
        source: "staff",
        locale: fields.locale,
        userId: user?.id ?? null,
        orderId,
        createdByUserId: actor.userId,
        lastMessageAt: now,
        closedAt: fields.status === "closed" ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.db.insert(supportTicketMessageTable).values({
      id: createId("ticketMessage", now.getTime()),
      ticketId: id,
      author: "staff",
      authorUserId: actor.userId,
      body: fields.message,
      attachments: [],
      createdAt: now,
      updatedAt: now,
    });
    if (fields.notify) {
      await queueEmail(tx, {
        to: email,
        locale: fields.locale,
        template: "ticket-update",
        data: {
          event: "reply",
          name: fields.name,
          ticketNumber: number,
          subject: fields.subject,
          message: fields.message,
          ticketUrl: ticketLink(ctx.services.links, id),
        },
        related: { type: "ticket", id },
      });
    }
    await recordAudit(tx, {
      action: "ticket.create",
      entityType: "ticket",
      entityId: id,
      before: null,
      after: { number, email, subject: fields.subject, status: fields.status, orderId, notify: fields.notify },
    });
    return viewOf(tx, row as TicketRow, true);
  });
}
