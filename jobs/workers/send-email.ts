import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  type DrizzleTransactionLike,
  type JobResult,
  type JobWithMetadata,
  type PgBoss,
  type Queue,
  fromDrizzle,
} from "pg-boss";
import { type DeliveryResult, deliverEmail } from "../../core/mail/deliver-email.ts";
import type { EmailJobDispatcher } from "../../core/ports/email-queue.ts";
import { sweepEmailOutbox } from "../../core/mail/sweep-outbox.ts";
import type { MailTransport } from "../../core/ports/mail-transport.ts";
import type { Ctx } from "../../core/shared/ctx.ts";

/** Queue of the e-mail deliveries: one job per outbox message, `{ messageId }`. */
export const SEND_EMAIL = "send-email";
/** Queue of the outbox sweep: hands queued messages without a job to {@link SEND_EMAIL}. */
export const SWEEP_EMAIL_OUTBOX = "sweep-email-outbox";
/** The sweep runs every minute (and once at start). */
export const EMAIL_SWEEP_CRON = "* * * * *";

/**
 * Retry policy of {@link SEND_EMAIL} for temporary failures (4xx replies, network). The first retry
 * comes 30–60 s after the failure (pg-boss jitters it), then the delay doubles up to an hour: ten
 * retries cover about four hours, past typical greylisting and short outages. A job running longer
 * than 5 minutes (SMTP timeouts are 10 s to connect, 60 s per reply) counts as failed and is retried.
 * Completed jobs are deleted after a day; the outbox row is the lasting record.
 */
export const SEND_EMAIL_QUEUE_OPTIONS = {
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 300,
  deleteAfterSeconds: 24 * 60 * 60,
} as const satisfies Omit<Queue, "name">;

/** Knobs for tests; production uses the defaults. */
export interface SendEmailOptions {
  /** First retry delay in seconds (default 30). */
  retryDelaySeconds?: number;
  /** Retries before a temporary failure becomes final (default 10). */
  retryLimit?: number;
  /** How often the workers look for due jobs, in seconds (pg-boss default 2; ≥ 0.5). */
  pollingIntervalSeconds?: number;
  /** Run the minute sweep (default true); tests call `sweepEmailOutbox` themselves. */
  sweep?: boolean;
}

/** The job outcome for a delivery result: done, try again (pg-boss backoff), or stop for good. */
export function jobResultFor(id: string, result: DeliveryResult): JobResult {
  if (result.outcome === "retry") return { id, status: "failed", output: { error: result.error } };
  if (result.outcome === "failed") {
    // `deadletter` ends the job at once, skipping any retries left (no dead-letter queue is set)
    return { id, status: result.permanent ? "deadletter" : "failed", output: { error: result.error } };
  }
  return { id, status: "completed", output: result };
}

/**
 * A dispatcher that inserts the send-email job through the caller's Drizzle transaction
 * (`fromDrizzle`), with the id already stored on the outbox row.
 */
export function createEmailJobDispatcher(boss: PgBoss): EmailJobDispatcher {
  return async (db, { messageId, jobId }) => {
    const id = await boss.send(
      SEND_EMAIL,
      { messageId },
      {
        id: jobId,
        // drizzle's `execute` is typed narrower than the adapter's structural type; it is the same call
        db: fromDrizzle(db as unknown as DrizzleTransactionLike, sql),
      },
    );
    if (!id) throw new Error(`pg-boss did not create the send-email job for ${messageId}`);
  };
}

/**
 * Registers e-mail delivery (issue 3; ADR 0005):
 *
 * - the `send-email` worker: each job delivers one outbox message through `transport` (the SMTP
 *   client), or, when `transport` is null (no SMTP_URL), marks it delivered to the dev outbox and
 *   logs it. Temporary failures are retried with backoff ({@link SEND_EMAIL_QUEUE_OPTIONS}); a
 *   permanent failure (5xx) fails the message and the job at once, the error kept on the row;
 * - the process's job dispatcher, so `queueEmail` adds each message's job in the caller's
 *   transaction (removed again when `boss` stops);
 * - the outbox sweep, every minute and once now, for messages queued where no queue ran.
 *
 * Safe on every instance: each job is delivered by one worker, and a message is only sent by the
 * job its row names, while it is still `queued`.
 *
 * @param boss a started pg-boss (jobs/queue.ts)
 * @param makeCtx builds a fresh ctx (db, logger, clock) per job
 * @param transport the SMTP client (integrations/mail/client.ts), or null for the dev outbox
 * @throws whatever pg-boss throws (database unreachable)
 */
export async function registerSendEmail(
  boss: PgBoss,
  makeCtx: () => Ctx,
  transport: MailTransport | null,
  options: SendEmailOptions = {},
): Promise<void> {
  const queueOptions = {
    ...SEND_EMAIL_QUEUE_OPTIONS,
    retryDelay: options.retryDelaySeconds ?? SEND_EMAIL_QUEUE_OPTIONS.retryDelay,
    retryLimit: options.retryLimit ?? SEND_EMAIL_QUEUE_OPTIONS.retryLimit,
  };
  await boss.createQueue(SEND_EMAIL, queueOptions);
  await boss.updateQueue(SEND_EMAIL, queueOptions); // an existing queue keeps its settings otherwise
  await boss.createQueue(SWEEP_EMAIL_OUTBOX, { policy: "exclusive", retryLimit: 0 });

  const polling = options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {};
  await boss.work(
    SEND_EMAIL,
    { ...polling, includeMetadata: true, perJobResults: true },
    async (jobs: JobWithMetadata<{ messageId: string }>[]) => {
      const results: JobResult[] = [];
      for (const job of jobs) {
        const ctx = makeCtx();
        const result = await deliverEmail(ctx, {
          messageId: job.data.messageId,
          jobId: job.id,
          transport,
          finalAttempt: job.retryCount >= job.retryLimit,
        });
        results.push(jobResultFor(job.id, result));
      }
      return results;
    },
  );

  // Fill pg-boss's queue cache before anything dispatches: a send inside a transaction must not wait
  // for pg-boss's own connection, which on PGlite (one connection) is held by that very transaction.
  await boss.findJobs(SEND_EMAIL, { id: randomUUID() });
  const dispatch = createEmailJobDispatcher(boss);
  if (options.sweep !== false) {
    await boss.work(SWEEP_EMAIL_OUTBOX, polling, async () => {
      await sweepEmailOutbox(makeCtx(), dispatch);
    });
    await boss.schedule(SWEEP_EMAIL_OUTBOX, EMAIL_SWEEP_CRON);
    await boss.send(SWEEP_EMAIL_OUTBOX, null);
  }

  // queued messages now go to the queue in their own transaction (ctx.services.email, core/ports/email-queue.ts)
  const queue = makeCtx().services.email;
  queue.dispatcher = dispatch;
  boss.once("stopped", () => {
    queue.dispatcher = null;
  });
}
