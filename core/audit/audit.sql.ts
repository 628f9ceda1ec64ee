import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The audit log (issue 6, ADR 0012): one row per admin write, appended in the write's own
 * transaction by `recordAudit`. Who (`actor_id`, the staff user; no foreign key, so the log
 * outlives a deleted account), what (`action` such as `customer.role.update`, the entity's type
 * and id), when (`at`, the ctx clock), and the entity before and after as JSON (null before a
 * create or after a delete). Rows are never updated or deleted by the shop.
 */
export const auditEntryTable = pgTable(
  "audit_entry",
  {
    id: text("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    actorId: text("actor_id"),
    actorRoles: text("actor_roles").notNull().default(""),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
  },
  (t) => [
    index("audit_entry_at_idx").on(t.at),
    index("audit_entry_entity_idx").on(t.entityType, t.entityId, t.at),
    index("audit_entry_actor_idx").on(t.actorId, t.at),
    index("audit_entry_action_idx").on(t.action, t.at),
  ],
);

export type AuditEntryRow = typeof auditEntryTable.$inferSelect;
