import type { Ctx } from "../shared/ctx.ts";
import { createId } from "../shared/ids.ts";
import { auditEntryTable } from "./audit.sql.ts";

/**
 * One admin write as the audit log keeps it (issue 6 "who changed what and when, with
 * before/after, for every admin write"; ADR 0012).
 * - `action`: `<entity>.<verb>` in lower camel case, e.g. `product.update`, `customer.role.update`,
 *   `order.status.update`, `coupon.delete`;
 * - `entityType`: the entity's name as in `core/shared/ids.ts` (`product`, `customer`, `order` …);
 * - `entityId`: its id;
 * - `before` / `after`: the record (or the changed part of it) before and after, any JSON-able
 *   value; null before a create and after a delete.
 */
export interface AuditInput {
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Keys whose values never go into the log (secrets that may ride along in a record). */
const SECRET_KEY = /password|secret|token|backupCodes|cardNumber|cvv/i;

/**
 * A value as stored in the log: plain JSON (dates as ISO strings, undefined dropped), with
 * secrets replaced by `"[redacted]"` at any depth.
 */
export function auditJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value), (key, v) => (key && SECRET_KEY.test(key) && v !== null ? "[redacted]" : v));
}

/**
 * Appends one entry to the audit log with the ctx's actor (null for the system: jobs, the CLI)
 * and the ctx clock. Call it with the ctx of the write's own transaction (`withTransaction`), so
 * the entry commits or rolls back with the write. Does not check permissions: the write did.
 * @returns the new entry's id (`aud_…`)
 */
export async function recordAudit(ctx: Ctx, input: AuditInput): Promise<string> {
  const id = createId("auditEntry", ctx.now().getTime());
  await ctx.db.insert(auditEntryTable).values({
    id,
    at: ctx.now(),
    actorId: ctx.actor?.userId ?? null,
    actorRoles: ctx.actor?.roles.join(",") ?? "",
    action: input.action,
    entityType: input.entityType,
    entityId: input.entityId,
    before: auditJson(input.before),
    after: auditJson(input.after),
  });
  return id;
}
