import { type SQL, and, count, eq, gte, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { auth_user } from "../customers/auth.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { Invalid } from "../shared/errors.ts";
import {
  type ListPage,
  type ListQuery,
  type ListSource,
  type ListSpec,
  dayStart,
  escapeLike,
  isoDateSchema,
  nextDay,
  runListExport,
  runListQuery,
  searchColumns,
} from "../shared/list-query.ts";
import { requirePermission } from "../shared/permissions.ts";
import { auditEntryTable } from "./audit.sql.ts";

/**
 * The audit log list (ADR 0012): filters `actor` (a user id), `entityType`, `entityId`, `action`
 * (exact, or a prefix ending in `.`: `customer.` matches every customer action), `from`/`to`
 * (Lisbon calendar days, both included); `q` searches action, entity id and the actor's e-mail
 * and name. Sorted by time (default newest first) or action.
 */
export const AUDIT_LIST = {
  sorts: ["at", "action", "entityType"],
  defaultSort: "at",
  defaultDir: "desc",
  filters: {
    actor: z.string().trim().max(64),
    entityType: z.string().trim().max(64),
    entityId: z.string().trim().max(64),
    action: z.string().trim().max(100),
    from: isoDateSchema,
    to: isoDateSchema,
  },
} as const satisfies ListSpec<string, z.ZodRawShape>;

export type AuditListQuery = ListQuery<
  (typeof AUDIT_LIST.sorts)[number],
  z.infer<z.ZodObject<typeof AUDIT_LIST.filters>>
>;

/** One audit entry as the log page and the export show it. */
export interface AuditEntryView {
  id: string;
  at: Date;
  actorId: string | null;
  /** The actor's e-mail and name now (null for the system or a deleted account). */
  actorEmail: string | null;
  actorName: string | null;
  actorRoles: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

function sourceOf(ctx: Ctx, query: AuditListQuery): ListSource<AuditEntryView, AuditListQuery["sort"]> {
  const f = query.filters;
  if (f.from && f.to && f.from > f.to) throw new Invalid("The start date is after the end date", "from");
  const where: (SQL | undefined)[] = [
    f.actor ? eq(auditEntryTable.actorId, f.actor) : undefined,
    f.entityType ? eq(auditEntryTable.entityType, f.entityType) : undefined,
    f.entityId ? eq(auditEntryTable.entityId, f.entityId) : undefined,
    f.action ? (f.action.endsWith(".") ? searchPrefix(f.action) : eq(auditEntryTable.action, f.action)) : undefined,
    f.from ? gte(auditEntryTable.at, dayStart(f.from)) : undefined,
    f.to ? lt(auditEntryTable.at, dayStart(nextDay(f.to))) : undefined,
    searchColumns(query.q, [auditEntryTable.action, auditEntryTable.entityId, auth_user.email, auth_user.name]),
  ];
  const condition = and(...where.filter((w): w is SQL => !!w));
  return {
    sortColumns: { at: auditEntryTable.at, action: auditEntryTable.action, entityType: auditEntryTable.entityType },
    tiebreaker: auditEntryTable.id,
    rows: ({ orderBy, limit, offset }) =>
      ctx.db
        .select({
          id: auditEntryTable.id,
          at: auditEntryTable.at,
          actorId: auditEntryTable.actorId,
          actorEmail: auth_user.email,
          actorName: auth_user.name,
          actorRoles: auditEntryTable.actorRoles,
          action: auditEntryTable.action,
          entityType: auditEntryTable.entityType,
          entityId: auditEntryTable.entityId,
          before: auditEntryTable.before,
          after: auditEntryTable.after,
        })
        .from(auditEntryTable)
        .leftJoin(auth_user, eq(auth_user.id, auditEntryTable.actorId))
        .where(condition)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await ctx.db
        .select({ n: count() })
        .from(auditEntryTable)
        .leftJoin(auth_user, eq(auth_user.id, auditEntryTable.actorId))
        .where(condition);
      return row?.n ?? 0;
    },
  };
}

/** `customer.` → every action starting with it (LIKE wildcards in the prefix escaped). */
function searchPrefix(prefix: string): SQL {
  return sql`${auditEntryTable.action} like ${`${escapeLike(prefix)}%`}`;
}

/**
 * A page of the audit log (`read:audit:any`, admins).
 * @throws Unauthorized (anonymous) | Forbidden (no `read:audit:any`) | Invalid (`from` after `to`)
 */
export async function listAuditEntries(ctx: Ctx, query: AuditListQuery): Promise<ListPage<AuditEntryView>> {
  requirePermission(ctx, "read:audit:any");
  return runListQuery(query, sourceOf(ctx, query));
}

/**
 * Every audit entry matching the query, in its order, for CSV export (`read:audit:any`).
 * @throws Unauthorized | Forbidden | Invalid
 */
export async function exportAuditEntries(ctx: Ctx, query: AuditListQuery): Promise<AuditEntryView[]> {
  requirePermission(ctx, "read:audit:any");
  return runListExport(query, sourceOf(ctx, query));
}
