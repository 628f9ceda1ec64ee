import { type AuditInput, recordAudit } from "../audit/record-audit.ts";
import type { Ctx } from "../shared/ctx.ts";

/**
 * Records a staff write on returns in the audit log (ADR 0012), inside the write's transaction.
 * Actions are `return.approve`, `return.reject`, `return.receive`, `return.refund`, `return.replace`,
 * `return.credit` and `returnSettings.update`; the entity is the request (`return_request`) or the
 * settings (`return_settings`).
 */
export function auditReturn(ctx: Ctx, input: AuditInput): Promise<string> {
  return recordAudit(ctx, input);
}
