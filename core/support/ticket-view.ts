import { asc, eq } from "drizzle-orm";
import { auth_user } from "../customers/auth.sql.ts";
import type { StoredFile } from "../media/storage.ts";
import { orderTable } from "../orders/orders.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { NotFound } from "../shared/errors.ts";
import { type TicketStatus, supportTicketMessageTable, supportTicketTable } from "./support.sql.ts";
import { verifyTicketToken } from "./ticket-common.ts";

/** One message of a ticket's thread. */
export interface TicketMessageView {
  id: string;
  author: "customer" | "staff";
  body: string;
  attachments: StoredFile[];
  createdAt: string;
}

/** A ticket with its thread, for staff (and, without the staff-only fields, for its customer). */
export interface TicketView {
  id: string;
  number: string;
  name: string;
  email: string;
  subject: string;
  status: TicketStatus;
  source: "contact" | "staff";
  locale: string;
  createdAt: string;
  lastMessageAt: string;
  closedAt: string | null;
  messages: TicketMessageView[];
  /** The customer's account, when the ticket is linked to one (staff only). */
  customer: { id: string; name: string; email: string } | null;
  /** The order it is about (staff only). */
  order: { id: string; number: string; status: string } | null;
}

/** A support ticket row. */
export type TicketRow = typeof supportTicketTable.$inferSelect;

/** Maps a ticket row and its messages to a {@link TicketView}; `staff` adds the customer and order. Not a verb: the support verbs' shared view. */
export async function viewOf(ctx: Ctx, row: TicketRow, staff: boolean): Promise<TicketView> {
  const messages = await ctx.db
    .select()
    .from(supportTicketMessageTable)
    .where(eq(supportTicketMessageTable.ticketId, row.id))
    .orderBy(asc(supportTicketMessageTable.createdAt), asc(supportTicketMessageTable.id));
  let customer: TicketView["customer"] = null;
  let order: TicketView["order"] = null;
  if (staff && row.userId) {
    const [u] = await ctx.db
      .select({ id: auth_user.id, name: auth_user.name, email: auth_user.email })
      .from(auth_user)
      .where(eq(auth_user.id, row.userId));
    customer = u ?? null;
  }
  if (staff && row.orderId) {
    const [o] = await ctx.db
      .select({ id: orderTable.id, number: orderTable.number, status: orderTable.status })
      .from(orderTable)
      .where(eq(orderTable.id, row.orderId));
    order = o ?? null;
  }
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    email: row.email,
    subject: row.subject,
    status: row.status,
    source: row.source,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author,
      body: m.body,
      attachments: m.attachments,
      createdAt: m.createdAt.toISOString(),
    })),
    customer,
    order,
  };
}

/**
 * Not a verb: the customer verbs' shared check (`getTicketForCustomer`, `replyAsCustomer` parse `{ id, token }` first).
 * The ticket of a signed customer link (checked with `ctx.services.links.linkSecret`). A wrong token
 * answers like a missing ticket. @throws NotFound (TICKET_NOT_FOUND)
 */
export async function customersTicket(ctx: Ctx, id: string, token: string): Promise<TicketRow> {
  if (!verifyTicketToken(ctx.services.links.linkSecret, id, token))
    throw new NotFound("Ticket not found", "TICKET_NOT_FOUND");
  const [row] = await ctx.db.select().from(supportTicketTable).where(eq(supportTicketTable.id, id));
  if (!row) throw new NotFound("Ticket not found", "TICKET_NOT_FOUND");
  return row;
}
