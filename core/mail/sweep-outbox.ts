import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { emailMessageTable } from "./mail.sql.ts";
import type { EmailJobDispatcher } from "../ports/email-queue.ts";

/** How many messages one sweep hands over at most; the next sweep takes the rest. */
export const SWEEP_BATCH = 200;

/**
 * Hands queued messages that have no delivery job yet to the job queue (ADR 0005): messages queued
 * by a process that runs no job queue (JOBS_ENABLED=false, a script). Each message gets its job in
 * one transaction with the `job_id` update, and only if `job_id` is still null, so concurrent sweeps
 * never give a message two jobs.
 * @returns how many messages were handed over
 */
export async function sweepEmailOutbox(ctx: Ctx, dispatch: EmailJobDispatcher): Promise<number> {
  const orphans = await ctx.db
    .select({ id: emailMessageTable.id })
    .from(emailMessageTable)
    .where(and(eq(emailMessageTable.status, "queued"), isNull(emailMessageTable.jobId)))
    .orderBy(asc(emailMessageTable.createdAt))
    .limit(SWEEP_BATCH);
  let handed = 0;
  for (const { id } of orphans) {
    const jobId = randomUUID();
    const claimed = await withTransaction(ctx, async (tx) => {
      const rows = await tx.db
        .update(emailMessageTable)
        .set({ jobId, updatedAt: ctx.now() })
        .where(
          and(eq(emailMessageTable.id, id), eq(emailMessageTable.status, "queued"), isNull(emailMessageTable.jobId)),
        )
        .returning({ id: emailMessageTable.id });
      if (rows.length === 0) return false;
      await dispatch(tx.db, { messageId: id, jobId });
      return true;
    });
    if (claimed) handed += 1;
  }
  if (handed > 0) ctx.log.info({ count: handed }, "queued e-mails without a job handed to the queue");
  return handed;
}
