import { and, count, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Ctx } from "../shared/ctx.ts";
import { type ListPage, type ListQuery, type ListSpec, runListQuery, searchColumns } from "../shared/list-query.ts";
import { requirePermission } from "../shared/permissions.ts";
import { TICKET_STATUSES, type TicketStatus, supportTicketMessageTable, supportTicketTable } from "./support.sql.ts";

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
