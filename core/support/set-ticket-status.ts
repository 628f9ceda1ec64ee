import { eq } from "drizzle-orm";
import type { z } from "zod";
import { recordAudit } from "../audit/record-audit.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { NotFound, parseInput } from "../shared/errors.ts";
import { requirePermission } from "../shared/permissions.ts";
import { supportTicketTable } from "./support.sql.ts";
import { ticketStatusInputSchema } from "./schemas.ts";
import { type TicketRow, type TicketView, viewOf } from "./ticket-view.ts";

/**
 * Moves a ticket to `status` without a message (staff, `update:ticket:any`); audited. Setting the
 * status it already has changes nothing.
 * @throws Forbidden, NotFound
 */
export async function setTicketStatus(ctx: Ctx, input: z.input<typeof ticketStatusInputSchema>): Promise<TicketView> {
  requirePermission(ctx, "update:ticket:any");
  const { id, status: next } = parseInput(ticketStatusInputSchema, input);
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
