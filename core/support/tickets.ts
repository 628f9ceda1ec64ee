import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, gte, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "../audit/record-audit.ts";
import { auth_user } from "../customers/auth.sql.ts";
import { queueEmail } from "../mail/queue-email.ts";
import { type FileStorage, type StoredFile, storeAttachment } from "../media/storage.ts";
import type { OrderLinkConfig } from "../orders/order-links.ts";
import { orderTable } from "../orders/orders.sql.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { DomainError, Invalid, NotFound } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { type ListPage, type ListQuery, type ListSpec, runListQuery, searchColumns } from "../shared/list-query.ts";
import { type Locale, isLocale } from "../shared/locale.ts";
import { hasPermission, requirePermission } from "../shared/permissions.ts";
import { signLinkToken, verifyLinkToken } from "../shared/signed-link.ts";
import { TICKET_STATUSES, type TicketStatus, supportTicketMessageTable, supportTicketTable } from "./support.sql.ts";

/** What ticket verbs need from the process: links (public origin, signing secret) and the attachment storage. */
export interface SupportDeps {
  links: OrderLinkConfig;
  storage: FileStorage;
}

/** Most files on one contact message or reply (spec §3 "file upload"). */
export const MAX_TICKET_FILES = 3;
/** Longest message, in characters. */
export const MAX_TICKET_MESSAGE = 5000;
/** Contact form rate limits (ADR 0017): per sender address and per network address. */
export const CONTACT_LIMITS = {
  perEmail: { max: 3, windowMs: 10 * 60_000 },
  perIp: { max: 10, windowMs: 60 * 60_000 },
} as const;

/** Too many requests in a short time; the caller may try again after `retryAfterSeconds`. HTTP 429. */
export class RateLimited extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message = "Too many messages; please try again later") {
    super(429, "RATE_LIMITED", message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * The contact form (spec §3: name, subject, message, file upload; plus the e-mail to answer to and,
 * optionally, the order it is about). Field errors are i18n keys of the `support` namespace.
 */
export const contactSchema = z.object({
  name: z.string().trim().min(1, "support:errors.nameRequired").max(120, "support:errors.tooLong"),
  email: z.email("support:errors.emailInvalid").trim().max(254, "support:errors.tooLong"),
  subject: z.string().trim().min(1, "support:errors.subjectRequired").max(160, "support:errors.tooLong"),
  message: z
    .string()
    .trim()
    .min(10, "support:errors.messageTooShort")
    .max(MAX_TICKET_MESSAGE, "support:errors.tooLong"),
  orderNumber: z.string().trim().max(20, "support:errors.tooLong").optional().default(""),
});
export type ContactInput = z.input<typeof contactSchema>;

/** A file as the form sent it (checked by content in {@link storeTicketFiles}). */
export interface IncomingFile {
  name: string;
  bytes: Uint8Array;
}

/** A new ticket reference: `T-` + 6 Crockford base32 characters (≈ 1 billion values; unique index). */
export function newTicketNumber(): string {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  let out = "T-";
  for (const byte of randomBytes(6)) out += alphabet[byte % 32];
  return out;
}

/** The customer's signed ticket link token: HMAC-SHA256(secret, "ticket:" + id), base64url. Nothing stored. */
export function ticketAccessToken(secret: string, ticketId: string): string {
  return signLinkToken(secret, "ticket", ticketId);
}

function verifyTicketToken(secret: string, ticketId: string, token: string | null | undefined): boolean {
  return verifyLinkToken(secret, "ticket", ticketId, token);
}

/** The absolute customer link of a ticket (`/contact/ticket/{id}?token=…`). */
export function ticketLink(links: OrderLinkConfig, ticketId: string): string {
  const url = new URL(`/contact/ticket/${ticketId}`, links.publicUrl);
  url.searchParams.set("token", ticketAccessToken(links.linkSecret, ticketId));
  return url.toString();
}

/** SHA-256 of a network address (the rate limit needs equality only; the address itself is not kept). */
export function hashIp(ip: string | null | undefined): string | null {
  return ip ? createHash("sha256").update(`ip:${ip}`).digest("hex") : null;
}

async function storeTicketFiles(ctx: Ctx, storage: FileStorage, files: IncomingFile[]): Promise<StoredFile[]> {
  if (files.length > MAX_TICKET_FILES) {
    throw new Invalid(`Attach at most ${MAX_TICKET_FILES} files`, "attachments", "TOO_MANY_ATTACHMENTS");
  }
  const stored: StoredFile[] = [];
  for (const file of files) stored.push(await storeAttachment(ctx, storage, file));
  return stored;
}

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
 *   (core/media/storage.ts), stored under unguessable ids and only served to staff as downloads;
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
  deps: SupportDeps,
  input: ContactInput & { files?: IncomingFile[]; ip?: string | null },
): Promise<{ id: string; number: string }> {
  const fields = contactSchema.parse(input);
  const email = fields.email.toLowerCase();
  const ipHash = hashIp(input.ip);
  await checkContactRate(ctx, email, ipHash);
  const userId = ctx.actor?.userId ?? null;
  const orderId = await findSendersOrder(ctx, fields.orderNumber, email, userId);
  const attachments = await storeTicketFiles(ctx, deps.storage, input.files ?? []);
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
        ticketUrl: ticketLink(deps.links, id),
      },
      related: { type: "ticket", id },
    });
    return { id, number };
  });
}

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

type TicketRow = typeof supportTicketTable.$inferSelect;

async function viewOf(ctx: Ctx, row: TicketRow, staff: boolean): Promise<TicketView> {
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

/** The staff ticket inbox's list (issue 6 `/admin/ticket`): sorts, status filter, search over reference, name, e-mail, subject. */
const ticketFilters = { status: z.enum(TICKET_STATUSES) };
export type TicketSort = "lastMessageAt" | "createdAt" | "status";
export const TICKET_LIST: ListSpec<TicketSort, typeof ticketFilters> = {
  sorts: ["lastMessageAt", "createdAt", "status"],
  defaultSort: "lastMessageAt",
  defaultDir: "desc",
  filters: ticketFilters,
};

/** One row of the ticket inbox. */
export interface TicketListItem {
  id: string;
  number: string;
  name: string;
  email: string;
  subject: string;
  status: TicketStatus;
  orderId: string | null;
  userId: string | null;
  messageCount: number;
  lastAuthor: "customer" | "staff" | null;
  createdAt: string;
  lastMessageAt: string;
}

/**
 * The ticket inbox (staff, `read:ticket:any`), one page. Open tickets waiting for the shop show
 * first by default order (newest activity first).
 * @throws Unauthorized, Forbidden
 */
export async function listTickets(
  ctx: Ctx,
  query: ListQuery<TicketSort, { status: TicketStatus }>,
): Promise<ListPage<TicketListItem>> {
  requirePermission(ctx, "read:ticket:any");
  const t = supportTicketTable;
  const where = and(
    query.filters.status ? eq(t.status, query.filters.status) : undefined,
    searchColumns(query.q, [t.number, t.name, t.email, t.subject]),
  );
  const page = await runListQuery(query, {
    sortColumns: { lastMessageAt: t.lastMessageAt, createdAt: t.createdAt, status: t.status },
    tiebreaker: t.id,
    count: async () => (await ctx.db.select({ n: count() }).from(t).where(where))[0]?.n ?? 0,
    rows: ({ orderBy, limit, offset }) =>
      ctx.db
        .select()
        .from(t)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  const ids = page.items.map((r) => r.id);
  const stats = ids.length
    ? await ctx.db
        .select({
          ticketId: supportTicketMessageTable.ticketId,
          n: count(),
          last: sql<string>`(array_agg(${supportTicketMessageTable.author} order by ${supportTicketMessageTable.createdAt} desc))[1]`,
        })
        .from(supportTicketMessageTable)
        .where(inArray(supportTicketMessageTable.ticketId, ids))
        .groupBy(supportTicketMessageTable.ticketId)
    : [];
  const byId = new Map(stats.map((s) => [s.ticketId, s]));
  return {
    ...page,
    items: page.items.map((r) => ({
      id: r.id,
      number: r.number,
      name: r.name,
      email: r.email,
      subject: r.subject,
      status: r.status,
      orderId: r.orderId,
      userId: r.userId,
      messageCount: Number(byId.get(r.id)?.n ?? 0),
      lastAuthor: (byId.get(r.id)?.last as "customer" | "staff" | undefined) ?? null,
      createdAt: r.createdAt.toISOString(),
      lastMessageAt: r.lastMessageAt.toISOString(),
    })),
  };
}

/** How many tickets wait for the shop (status open), for the admin navigation badge and dashboard. */
export async function countOpenTickets(ctx: Ctx): Promise<number> {
  requirePermission(ctx, "read:ticket:any");
  const [row] = await ctx.db
    .select({ n: count() })
    .from(supportTicketTable)
    .where(eq(supportTicketTable.status, "open"));
  return row?.n ?? 0;
}

/** One ticket with its thread, customer and order (staff, `read:ticket:any`). @throws Forbidden, NotFound (TICKET_NOT_FOUND) */
export async function getTicket(ctx: Ctx, id: string): Promise<TicketView> {
  requirePermission(ctx, "read:ticket:any");
  const [row] = await ctx.db.select().from(supportTicketTable).where(eq(supportTicketTable.id, id));
  if (!row) throw new NotFound("Ticket not found", "TICKET_NOT_FOUND");
  return viewOf(ctx, row, true);
}

/**
 * A ticket for its customer through the signed link of the e-mails (no account needed); the
 * staff-only fields are left out. A wrong token answers like a missing ticket.
 * @throws NotFound (TICKET_NOT_FOUND)
 */
export async function getTicketForCustomer(
  ctx: Ctx,
  deps: SupportDeps,
  id: string,
  token: string,
): Promise<TicketView> {
  const row = await customersTicket(ctx, deps, id, token);
  return viewOf(ctx, row, false);
}

async function customersTicket(ctx: Ctx, deps: SupportDeps, id: string, token: string): Promise<TicketRow> {
  if (!verifyTicketToken(deps.links.linkSecret, id, token)) throw new NotFound("Ticket not found", "TICKET_NOT_FOUND");
  const [row] = await ctx.db.select().from(supportTicketTable).where(eq(supportTicketTable.id, id));
  if (!row) throw new NotFound("Ticket not found", "TICKET_NOT_FOUND");
  return row;
}

/** A reply's text and files. */
export const ticketReplySchema = z.object({
  body: z.string().trim().min(1, "support:errors.messageRequired").max(MAX_TICKET_MESSAGE, "support:errors.tooLong"),
});

/**
 * The customer adds to their ticket through the signed link: the ticket (re)opens for the shop.
 * @throws NotFound, Invalid (field errors, attachment errors)
 */
export async function replyAsCustomer(
  ctx: Ctx,
  deps: SupportDeps,
  input: { id: string; token: string; body: string; files?: IncomingFile[] },
): Promise<TicketView> {
  const row = await customersTicket(ctx, deps, input.id, input.token);
  const { body } = ticketReplySchema.parse(input);
  const attachments = await storeTicketFiles(ctx, deps.storage, input.files ?? []);
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

/** Staff reply: text, files, and the status the ticket moves to (default `pending`: waiting for the customer). */
export const staffReplySchema = ticketReplySchema.extend({
  status: z.enum(TICKET_STATUSES).default("pending"),
});

/**
 * A staff reply (issue 6 ticket thread; `update:ticket:any`): the message is stored, the ticket
 * moves to `status` (default pending), the customer gets the reply by e-mail in the ticket's
 * language with the link to answer, and the audit log records it — all in one transaction.
 * @throws Forbidden, NotFound (TICKET_NOT_FOUND), Invalid
 */
export async function replyToTicket(
  ctx: Ctx,
  deps: SupportDeps,
  id: string,
  input: z.input<typeof staffReplySchema> & { files?: IncomingFile[] },
): Promise<TicketView> {
  const actor = requirePermission(ctx, "update:ticket:any");
  const { body, status } = staffReplySchema.parse(input);
  const [existing] = await ctx.db.select().from(supportTicketTable).where(eq(supportTicketTable.id, id));
  if (!existing) throw new NotFound("Ticket not found", "TICKET_NOT_FOUND");
  const attachments = await storeTicketFiles(ctx, deps.storage, input.files ?? []);
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
        ticketUrl: ticketLink(deps.links, id),
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

/**
 * Moves a ticket to `status` without a message (staff, `update:ticket:any`); audited. Setting the
 * status it already has changes nothing.
 * @throws Forbidden, NotFound
 */
export async function setTicketStatus(ctx: Ctx, id: string, status: TicketStatus): Promise<TicketView> {
  requirePermission(ctx, "update:ticket:any");
  const next = z.enum(TICKET_STATUSES).parse(status);
  return withTransaction(ctx, async (tx) => {
    const [row] = await tx.db.select().from(supportTicketTable).where(eq(supportTicketTable.id, id)).for("update");
    if (!row) throw new NotFound("Ticket not found", "TICKET_NOT_FOUND");
    if (row.status === next) return viewOf(tx, row, true);
    const now = tx.now();
    const [updated] = await tx.db
      .update(supportTicketTable)
      .set({ status: next, closedAt: next === "closed" ? now : null, updatedAt: now })
      .where(eq(supportTicketTable.id, id))
      .returning();
    await recordAudit(tx, {
      action: "ticket.status.update",
      entityType: "ticket",
      entityId: id,
      before: { status: row.status },
      after: { status: next },
    });
    return viewOf(tx, updated as TicketRow, true);
  });
}

/** A ticket staff open for a customer (a phone call, a letter): the first message is the shop's. */
export const createTicketSchema = z.object({
  name: z.string().trim().min(1, "support:errors.nameRequired").max(120, "support:errors.tooLong"),
  email: z.email("support:errors.emailInvalid").trim().max(254, "support:errors.tooLong"),
  subject: z.string().trim().min(1, "support:errors.subjectRequired").max(160, "support:errors.tooLong"),
  message: z.string().trim().min(1, "support:errors.messageRequired").max(MAX_TICKET_MESSAGE, "support:errors.tooLong"),
  orderNumber: z.string().trim().max(20, "support:errors.tooLong").optional().default(""),
  locale: z.enum(["en", "pt", "es"]).default("en"),
  status: z.enum(TICKET_STATUSES).default("pending"),
  notify: z.boolean().default(true),
});

/**
 * Staff open a ticket (issue 6 `/admin/ticket/create`; `create:ticket:any`): linked to the
 * customer's account when one has that e-mail, and to the order when its number is given (any
 * order: staff may read them all). With `notify`, the message is e-mailed like a reply. Audited.
 * @throws Forbidden, Invalid (ORDER_NOT_FOUND on an unknown order number)
 */
export async function createTicket(
  ctx: Ctx,
  deps: SupportDeps,
  input: z.input<typeof createTicketSchema>,
): Promise<TicketView> {
  const actor = requirePermission(ctx, "create:ticket:any");
  const fields = createTicketSchema.parse(input);
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
          ticketUrl: ticketLink(deps.links, id),
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

/**
 * An attachment of a ticket message: staff (`read:ticket:any`) or the customer with the signed
 * token. @throws NotFound
 */
export async function getTicketAttachment(
  ctx: Ctx,
  deps: SupportDeps,
  input: { ticketId: string; attachmentId: string; token?: string | null },
): Promise<{ file: StoredFile; bytes: Uint8Array }> {
  const staff = hasPermission(ctx.actor, "read:ticket:any");
  if (!staff && !verifyTicketToken(deps.links.linkSecret, input.ticketId, input.token)) throw new NotFound();
  const messages = await ctx.db
    .select({ attachments: supportTicketMessageTable.attachments })
    .from(supportTicketMessageTable)
    .where(eq(supportTicketMessageTable.ticketId, input.ticketId));
  const file = messages.flatMap((m) => m.attachments).find((a) => a.id === input.attachmentId);
  if (!file) throw new NotFound();
  const bytes = await deps.storage.get(file.id);
  if (!bytes) throw new NotFound();
  return { file, bytes };
}
