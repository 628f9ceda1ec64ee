import { and, count, eq, gte } from "drizzle-orm";
import { queueEmail } from "../mail/queue-email.ts";
import { orderTable } from "../orders/orders.sql.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { createId } from "../shared/ids.ts";
import { supportTicketMessageTable, supportTicketTable } from "./support.sql.ts";
import {
  type IncomingFile,
  MAX_TICKET_FILES,
  CONTACT_LIMITS,
  hashIp,
  newTicketNumber,
  storeTicketFiles,
  ticketLink,
} from "./ticket-common.ts";
import { RateLimited, parseInput } from "../shared/errors.ts";
import { type ContactInput, contactSchema } from "./schemas.ts";

export { type ContactInput, contactSchema } from "./schemas.ts";

async function checkContactRate(ctx: Ctx, email: string, ipHash: string | null): Promise<void> {
  const now = ctx.now().getTime();
  const since = (ms: number) => new Date(now - ms);
  const [byEmail] = await ctx.db
    .select({ n: count() })
    .from(supportTicketTable)
    .where(
      and(
        eq(supportTicketTable.email, email),
        eq(supportTicketTable.source, "contact"),
        gte(supportTicketTable.createdAt, since(CONTACT_LIMITS.perEmail.windowMs)),
      ),
    );
  if ((byEmail?.n ?? 0) >= CONTACT_LIMITS.perEmail.max) throw new RateLimited(CONTACT_LIMITS.perEmail.windowMs / 1000);
  if (!ipHash) return;
  const [byIp] = await ctx.db
    .select({ n: count() })
    .from(supportTicketTable)
    .where(
      and(
        eq(supportTicketTable.ipHash, ipHash),
        gte(supportTicketTable.createdAt, since(CONTACT_LIMITS.perIp.windowMs)),
      ),
    );
  if ((byIp?.n ?? 0) >= CONTACT_LIMITS.perIp.max) throw new RateLimited(CONTACT_LIMITS.perIp.windowMs / 1000);
}

/** The order a message is about, when the sender may name it: their own (account or same e-mail). */
async function findSendersOrder(
  ctx: Ctx,
  orderNumber: string,
  email: string,
  userId: string | null,
): Promise<string | null> {
  const raw = orderNumber.trim().toUpperCase();
  if (!raw) return null;
  const number = raw.startsWith("#") ? raw : `#${raw}`;
  const [order] = await ctx.db
    .select({ id: orderTable.id, email: orderTable.email, userId: orderTable.userId })
    .from(orderTable)
    .where(eq(orderTable.number, number));
  if (!order) return null;
  const mine = (userId && order.userId === userId) || order.email.toLowerCase() === email;
  return mine ? order.id : null;
}

/**
 * The contact form (spec §3, §7 `POST /api/contact`; issue 8): opens a support ticket with the
 * message and its files, and queues the acknowledgement e-mail in the same transaction.
 * - files: at most {@link MAX_TICKET_FILES}, each ≤ 10 MB, JPEG/PNG/WebP/GIF/PDF by sniffed content
 *   (core/media/storage.ts), stored in `ctx.services.storage` under unguessable ids and only served
 *   to staff as downloads; the acknowledgement's ticket link is signed with `ctx.services.links`;
 * - rate limited (ADR 0017): 3 messages per e-mail address per 10 minutes, 10 per network address
 *   per hour → 429 RATE_LIMITED;
 * - the order number is linked only when the order is the sender's (their account or the same
 *   e-mail); otherwise it stays in the text and nothing about the order is revealed;
 * - a signed-in sender's ticket is linked to their account.
 * @returns the ticket's id and reference
 * @throws Invalid (field errors, TOO_MANY_ATTACHMENTS, ATTACHMENT_TYPE, ATTACHMENT_TOO_LARGE,
 *   ATTACHMENT_EMPTY), RateLimited
 */
export async function submitContact(
  ctx: Ctx,
  input: ContactInput & { files?: IncomingFile[]; ip?: string | null },
): Promise<{ id: string; number: string }> {
  const fields = parseInput(contactSchema, input);
  const email = fields.email.toLowerCase();
  const ipHash = hashIp(input.ip);
  await checkContactRate(ctx, email, ipHash);
  const userId = ctx.actor?.userId ?? null;
  const orderId = await findSendersOrder(ctx, fields.orderNumber, email, userId);
  const attachments = await storeTicketFiles(ctx, input.files ?? []);
  const body = fields.orderNumber ? `${fields.message}\n\n— ${fields.orderNumber}` : fields.message;
  return withTransaction(ctx, async (tx) => {
    const now = tx.now();
    const id = createId("ticket", now.getTime());
    const number = newTicketNumber();
    await tx.db.insert(supportTicketTable).values({
      id,
      number,
      name: fields.name,
      email,
      subject: fields.subject,
      status: "open",
      source: "contact",
      locale: tx.locale,
      userId,
      orderId,
      ipHash,
      lastMessageAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await tx.db.insert(supportTicketMessageTable).values({
      id: createId("ticketMessage", now.getTime()),
      ticketId: id,
      author: "customer",
      authorUserId: userId,
      body,
      attachments,
      createdAt: now,
      updatedAt: now,
    });
    await queueEmail(tx, {
      to: email,
      template: "ticket-update",
      data: {
        event: "received",
        name: fields.name,
        ticketNumber: number,
        subject: fields.subject,
        message: fields.message,
        ticketUrl: ticketLink(ctx.services.links, id),
      },
      related: { type: "ticket", id },
    });
    return { id, number };
  });
}
