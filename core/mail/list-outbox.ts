import { type SQL, and, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { z } from "zod";
import type { Ctx } from "../shared/ctx.ts";
import { Forbidden, Invalid, NotFound } from "../shared/errors.ts";
import { requireActor } from "../shared/permissions.ts";
import { EMAIL_STATUSES, type EmailMessageRow, emailMessageTable } from "./mail.sql.ts";

/** Query of the admin outbox page. */
export const listOutboxInputSchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(EMAIL_STATUSES).optional(),
  /** Exact recipient address (case-insensitive). */
  to: z.string().trim().min(1).optional(),
});
export type ListOutboxInput = z.input<typeof listOutboxInputSchema>;

/** One outbox message as the admin list shows it: everything but the HTML body. */
export type OutboxEntry = Omit<EmailMessageRow, "html">;

export interface OutboxPage {
  items: OutboxEntry[];
  /** How many messages match, over all pages. */
  total: number;
  offset: number;
  limit: number;
}

/**
 * The outbox holds personal data and live links (password resets): admins only (DESIGN rule 6).
 * @throws Unauthorized for an anonymous visitor, Forbidden for anyone but an admin
 */
function assertCanReadOutbox(ctx: Ctx): void {
  const actor = requireActor(ctx);
  if (!actor.roles.includes("admin")) throw new Forbidden("Only administrators may read the e-mail outbox");
}

/**
 * A page of the e-mail outbox, newest first (the admin "dev outbox" page, issue 3): every message
 * the shop queued, with status, attempts, last error and the plain-text body.
 * @throws Unauthorized (anonymous) or Forbidden (not an admin)
 * @throws Invalid when offset/limit/status are out of range (field named)
 */
export async function listOutbox(ctx: Ctx, input: ListOutboxInput = {}): Promise<OutboxPage> {
  assertCanReadOutbox(ctx);
  const parsed = listOutboxInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Invalid(issue?.message ?? "Invalid query", issue?.path.join("."));
  }
  const { offset, limit, status, to } = parsed.data;
  const filters: SQL[] = [];
  if (status) filters.push(eq(emailMessageTable.status, status));
  // addresses are stored as given; the filter ignores case
  if (to) filters.push(sql`lower(${emailMessageTable.toAddress}) = ${to.toLowerCase()}`);
  const where = filters.length > 0 ? and(...filters) : undefined;

  const { html: _html, ...columns } = getTableColumns(emailMessageTable);
  const items = await ctx.db
    .select(columns)
    .from(emailMessageTable)
    .where(where)
    .orderBy(desc(emailMessageTable.createdAt), desc(emailMessageTable.id))
    .limit(limit)
    .offset(offset);
  const [totals] = await ctx.db.select({ total: count() }).from(emailMessageTable).where(where);
  return { items, total: totals?.total ?? 0, offset, limit };
}

/**
 * One outbox message with both bodies (the admin page's detail view).
 * @throws Unauthorized (anonymous) or Forbidden (not an admin)
 * @throws NotFound when there is no such message
 */
export async function getOutboxMessage(ctx: Ctx, id: string): Promise<EmailMessageRow> {
  assertCanReadOutbox(ctx);
  const [row] = await ctx.db.select().from(emailMessageTable).where(eq(emailMessageTable.id, id));
  if (!row) throw new NotFound("No such e-mail");
  return row;
}
