import { eq } from "drizzle-orm";
import type { StoredFile } from "../media/storage.ts";
import type { Ctx } from "../shared/ctx.ts";
import type { z } from "zod";
import { NotFound, parseInput } from "../shared/errors.ts";
import { customerTicketSchema } from "./schemas.ts";
import { hasPermission, requirePermission } from "../shared/permissions.ts";
import { supportTicketMessageTable, supportTicketTable } from "./support.sql.ts";
import { verifyTicketToken } from "./ticket-common.ts";
import { type TicketView, customersTicket, viewOf } from "./ticket-view.ts";

/** One ticket with its thread, customer and order (staff, `read:ticket:any`). @throws Forbidden, NotFound (TICKET_NOT_FOUND) */
export async function getTicket(ctx: Ctx, id: string): Promise<TicketView> {
  requirePermission(ctx, "read:ticket:any");
  const [row] = await ctx.db.select().from(supportTicketTable).where(eq(supportTicketTable.id, id));
  if (!row) throw new NotFound("Ticket not found", "TICKET_NOT_FOUND");
  return viewOf(ctx, row, true);
}

/**
 * A ticket for its customer through the signed link of the e-mails (no account needed); the
 * staff-only fields are left out. A wrong token (checked with `ctx.services.links.linkSecret`) answers
 * like a missing ticket.
 * @throws NotFound (TICKET_NOT_FOUND)
 */
export async function getTicketForCustomer(ctx: Ctx, input: z.input<typeof customerTicketSchema>): Promise<TicketView> {
  const { id, token } = parseInput(customerTicketSchema, input);
  const row = await customersTicket(ctx, id, token);
  return viewOf(ctx, row, false);
}

/**
 * An attachment of a ticket message: staff (`read:ticket:any`) or the customer with the signed
 * token; the bytes come from `ctx.services.storage`. @throws NotFound
 */
export async function getTicketAttachment(
  ctx: Ctx,
  input: { ticketId: string; attachmentId: string; token?: string | null },
): Promise<{ file: StoredFile; bytes: Uint8Array }> {
  const staff = hasPermission(ctx.actor, "read:ticket:any");
  if (!staff && !verifyTicketToken(ctx.services.links.linkSecret, input.ticketId, input.token)) throw new NotFound();
  const messages = await ctx.db
    .select({ attachments: supportTicketMessageTable.attachments })
    .from(supportTicketMessageTable)
    .where(eq(supportTicketMessageTable.ticketId, input.ticketId));
  const file = messages.flatMap((m) => m.attachments).find((a) => a.id === input.attachmentId);
  if (!file) throw new NotFound();
  const bytes = await ctx.services.storage.get(file.id);
  if (!bytes) throw new NotFound();
  return { file, bytes };
}
