import { eq } from "drizzle-orm";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { createId } from "../shared/ids.ts";
import { supportTicketMessageTable, supportTicketTable } from "./support.sql.ts";
import { type IncomingFile, storeTicketFiles } from "./ticket-common.ts";
import { ticketReplySchema } from "./schemas.ts";
import { type TicketRow, type TicketView, customersTicket, viewOf } from "./ticket-view.ts";
import { parseInput } from "../shared/errors.ts";

export { ticketReplySchema } from "./schemas.ts";

/**
 * The customer adds to their ticket through the signed link: the ticket (re)opens for the shop.
 * The link is checked with `ctx.services.links.linkSecret`; files go to `ctx.services.storage`.
 * @throws NotFound, Invalid (field errors, attachment errors)
 */
export async function replyAsCustomer(
  ctx: Ctx,
  input: { id: string; token: string; body: string; files?: IncomingFile[] },
): Promise<TicketView> {
  const row = await customersTicket(ctx, input.id, input.token);
  const { body } = parseInput(ticketReplySchema, input);
  const attachments = await storeTicketFiles(ctx, input.files ?? []);
  return withTransaction(ctx, async (tx) => {
    const now = tx.now();
    await tx.db.insert(supportTicketMessageTable).values({
      id: createId("ticketMessage", now.getTime()),
      ticketId: row.id,
      author: "customer",
      authorUserId: tx.actor?.userId ?? null,
      body,
      attachments,
      createdAt: now,
      updatedAt: now,
    });
    const [updated] = await tx.db
      .update(supportTicketTable)
      .set({ status: "open", closedAt: null, lastMessageAt: now, updatedAt: now })
      .where(eq(supportTicketTable.id, row.id))
      .returning();
    return viewOf(tx, updated as TicketRow, false);
  });
}
