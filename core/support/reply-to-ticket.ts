import { eq } from "drizzle-orm";
import type { z } from "zod";
import { recordAudit } from "../audit/record-audit.ts";
import { queueEmail } from "../mail/queue-email.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { NotFound, parseInput } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { type Locale, isLocale } from "../shared/locale.ts";
import { requirePermission } from "../shared/permissions.ts";
import { supportTicketMessageTable, supportTicketTable } from "./support.sql.ts";
import { type IncomingFile, storeTicketFiles, ticketLink } from "./ticket-common.ts";
import { type TicketRow, type TicketView, viewOf } from "./ticket-view.ts";
import { staffReplyInputSchema, staffReplySchema } from "./schemas.ts";

export { staffReplySchema };

/**
 * A staff reply (issue 6 ticket thread; `update:ticket:any`): the message is stored, the ticket
 * moves to `status` (default pending), the customer gets the reply by e-mail in the ticket's
 * language with the signed link to answer (`ctx.services.links`; files in `ctx.services.storage`), and
 * the audit log records it — all in one transaction.
 * @throws Forbidden, NotFound (TICKET_NOT_FOUND), Invalid
 */
export async function replyToTicket(
  ctx: Ctx,
  input: z.input<typeof staffReplyInputSchema> & { files?: IncomingFile[] },
): Promise<TicketView> {
  const actor = requirePermission(ctx, "update:ticket:any");
  const { id, body, status } = parseInput(staffReplyInputSchema, input);
  const [existing] = await ctx.db.select().from(supportTicketTable).where(eq(supportTicketTable.id, id));
  if (!existing) throw new NotFound("Ticket not found", "TICKET_NOT_FOUND");
  const attachments = await storeTicketFiles(ctx, input.files ?? []);
  return withTransaction(ctx, async (tx) => {
    const now = tx.now();
    const [row] = await tx.db.select().from(supportTicketTable).where(eq(supportTicketTable.id, id)).for("update");
    if (!row) throw new NotFound("Ticket not found", "TICKET_NOT_FOUND");
    const messageId = createId("ticketMessage", now.getTime());
    await tx.db.insert(supportTicketMessageTable).values({
      id: messageId,
      ticketId: id,
      author: "staff",
      authorUserId: actor.userId,
      body,
      attachments,
      createdAt: now,
      updatedAt: now,
    });
    const [updated] = await tx.db
      .update(supportTicketTable)
      .set({ status, closedAt: status === "closed" ? now : null, lastMessageAt: now, updatedAt: now })
      .where(eq(supportTicketTable.id, id))
      .returning();
    await queueEmail(tx, {
      to: row.email,
      locale: isLocale(row.locale) ? (row.locale as Locale) : undefined,
      template: "ticket-update",
      data: {
        event: "reply",
        name: row.name,
        ticketNumber: row.number,
        subject: row.subject,
        message: body,
        ticketUrl: ticketLink(ctx.services.links, id),
      },
      related: { type: "ticket", id },
    });
    await recordAudit(tx, {
      action: "ticket.reply",
      entityType: "ticket",
      entityId: id,
      before: { status: row.status },
      after: { status, messageId, body, attachments: attachments.map((a) => a.name) },
    });
    return viewOf(tx, updated as TicketRow, true);
  });
}
