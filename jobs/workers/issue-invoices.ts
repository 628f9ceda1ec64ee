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
import { type IssueOutcome, invoicesToSweep, issueInvoice } from "../../core/invoicing/issue-invoice.ts";
import type { InvoiceJobDispatcher } from "../../core/ports/services.ts";
import type { Ctx } from "../../core/shared/ctx.ts";

/** Queue of the issuing jobs: one live job per `invoices` row, `{ invoiceId }`, keyed by the row's id. */
export const ISSUE_INVOICE = "issue-invoice";
/** Queue of the invoicing sweep: hands rows without a live job to {@link ISSUE_INVOICE}. */
export const SWEEP_INVOICES = "sweep-invoices";
/** The sweep runs every five minutes (and once at start). */
export const INVOICES_SWEEP_CRON = "*/5 * * * *";

/**
 * Retry policy of {@link ISSUE_INVOICE} (ADR 0024 "Issuing"). `exclusive` with the row's id as singleton key:
 * one job per row is queued, waiting to retry or running, across every instance, so a row is never issued by
 * two jobs at once and a second dispatch (a webhook repeat, the sweep, a staff retry while one runs) adds
 * nothing. Temporary failures (the service down, 429/5xx, timeouts, a PDF still rendering) are retried after
 * 30–60 s, doubling up to an hour: twelve retries cover six to seven hours. A job running longer than 5 minutes
 * (each call times out after the client's limit) counts as failed and is retried. Finished jobs are deleted
 * after a week; the `invoices` row is the lasting record.
 */
export const ISSUE_INVOICE_QUEUE_OPTIONS = {
  policy: "exclusive",
  retryLimit: 12,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 300,
  deleteAfterSeconds: 7 * 24 * 60 * 60,
} as const satisfies Omit<Queue, "name">;

/** Knobs for tests; production uses the defaults. */
export interface IssueInvoicesOptions {
  /** First retry delay in seconds (default 30). */
  retryDelaySeconds?: number;
  /** Retries before a temporary failure becomes final (default 12). */
  retryLimit?: number;
  /** How often the workers look for due jobs, in seconds (pg-boss default 2; ≥ 0.5). */
  pollingIntervalSeconds?: number;
  /** Pauses between PDF requests inside one attempt, ms (core default 0.5 s, 1 s, 2 s, 4 s). */
  pdfPollDelaysMs?: readonly number[];
  /** Run the five-minute sweep (default true). */
  sweep?: boolean;
}

/** The pg-boss outcome of an attempt: done, try again with backoff, or stop for good. */
export function jobResultFor(id: string, result: IssueOutcome): JobResult {
  if (result.outcome === "retry") return { id, status: "failed", output: { error: result.error } };
  // `deadletter` ends the job at once, skipping any retries left (no dead-letter queue is set)
  if (result.outcome === "failed") return { id, status: "deadletter", output: { error: result.error } };
  return { id, status: "completed", output: result };
}

/**
 * A dispatcher that adds the issuing job of a row through the caller's Drizzle transaction (`fromDrizzle`),
 * keyed by the row's id: when the row already has a live job, pg-boss adds none (the `exclusive` policy).
 */
export function createInvoiceJobDispatcher(boss: PgBoss): InvoiceJobDispatcher {
  return async (db, { invoiceId }) => {
    await boss.send(
      ISSUE_INVOICE,
      { invoiceId },
      {
        id: randomUUID(),
        singletonKey: invoiceId,
        // drizzle's `execute` is typed narrower than the adapter's structural type; it is the same call
        db: fromDrizzle(db as unknown as DrizzleTransactionLike, sql),
      },
    );
  };
}

/**
 * The invoicing sweep: hands every row left without a live job (core/invoicing/issue-invoice.ts `invoicesToSweep`:
 * pending, or issued without its PDF, untouched for `idleMs`) to `dispatch`; a row whose job is still queued,
 * waiting or running gets no second one (the queue's `exclusive` policy). Answers how many rows it handed over.
 */
export async function sweepInvoices(
  ctx: Ctx,
  dispatch: InvoiceJobDispatcher,
  options: { idleMs?: number } = {},
): Promise<number> {
  const ids = await invoicesToSweep(ctx, options);
  for (const invoiceId of ids) await dispatch(ctx.db, { invoiceId });
  if (ids.length) ctx.log.info({ count: ids.length }, "invoicing sweep queued documents");
  return ids.length;
}

/**
 * Registers the issuing of legal documents (issue 19, ADR 0024):
 *
 * - the `issue-invoice` worker: each job runs one attempt of core/invoicing/issue-invoice.ts `issueInvoice`
 *   on its row (issue at the certified service, store the PDF, queue the e-mail), with the retry policy of
 *   {@link ISSUE_INVOICE_QUEUE_OPTIONS}; the last retry marks a row not issued yet `failed`;
 * - the process's dispatcher (`ctx.services.invoicingJobs`), so a row written in a payment's or refund's
 *   transaction gets its job in that transaction (removed again when `boss` stops);
 * - the sweep, every five minutes and once now, for rows written where no job queue ran (JOBS_ENABLED=false)
 *   and issued rows whose PDF is still missing after their job gave up.
 *
 * Safe on every instance: the `exclusive` policy keeps one live job per row across all of them.
 *
 * @param boss a started pg-boss (jobs/queue.ts)
 * @param makeCtx builds a fresh ctx (db, logger, clock, the shop's services) per job
 * @throws whatever pg-boss throws (database unreachable)
 */
export async function registerIssueInvoices(
  boss: PgBoss,
  makeCtx: () => Ctx,
  options: IssueInvoicesOptions = {},
): Promise<void> {
  const queueOptions = {
    ...ISSUE_INVOICE_QUEUE_OPTIONS,
    retryDelay: options.retryDelaySeconds ?? ISSUE_INVOICE_QUEUE_OPTIONS.retryDelay,
    retryLimit: options.retryLimit ?? ISSUE_INVOICE_QUEUE_OPTIONS.retryLimit,
  };
  await boss.createQueue(ISSUE_INVOICE, queueOptions);
  const { policy: _policy, ...updatable } = queueOptions; // a queue's policy is fixed when it is created
  await boss.updateQueue(ISSUE_INVOICE, updatable); // an existing queue keeps its settings otherwise
  await boss.createQueue(SWEEP_INVOICES, { policy: "exclusive", retryLimit: 0 });

  const polling = options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {};
  await boss.work(
    ISSUE_INVOICE,
    { ...polling, includeMetadata: true, perJobResults: true },
    async (jobs: JobWithMetadata<{ invoiceId: string }>[]) => {
      const results: JobResult[] = [];
      for (const job of jobs) {
        const result = await issueInvoice(makeCtx(), job.data.invoiceId, {
          finalAttempt: job.retryCount >= job.retryLimit,
          pdfPollDelaysMs: options.pdfPollDelaysMs,
        });
        results.push(jobResultFor(job.id, result));
      }
      return results;
    },
  );

  // Fill pg-boss's queue cache before anything dispatches: a send inside a transaction must not wait for
  // pg-boss's own connection, which on PGlite (one connection) is held by that very transaction.
  await boss.findJobs(ISSUE_INVOICE, { id: randomUUID() });
  const dispatch = createInvoiceJobDispatcher(boss);
  if (options.sweep !== false) {
    await boss.work(SWEEP_INVOICES, polling, async () => {
      await sweepInvoices(makeCtx(), dispatch);
    });
    await boss.schedule(SWEEP_INVOICES, INVOICES_SWEEP_CRON);
    await boss.send(SWEEP_INVOICES, null);
  }

  const queue = makeCtx().services.invoicingJobs;
  queue.dispatcher = dispatch;
  boss.once("stopped", () => {
    queue.dispatcher = null;
  });
}
