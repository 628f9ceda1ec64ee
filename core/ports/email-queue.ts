import type { Database } from "../../db/client.ts";
import type { Locale } from "../shared/locale.ts";

/**
 * Puts a delivery job for one outbox message on the job queue, through `db`: the transaction that
 * inserts the message, so the job exists exactly when the message does (jobs/workers/send-email.ts).
 */
export type EmailJobDispatcher = (db: Database, job: { messageId: string; jobId: string }) => Promise<void>;

/** What an observer of queued messages sees (test wiring: the browser journeys' mail log). */
export interface QueuedEmailNotice {
  to: string;
  template: string;
  locale: Locale;
  subject: string;
  data: unknown;
}

/**
 * The process's link from the outbox to the job queue (ADR 0005), one per composed shop
 * (`ctx.services.email`). `dispatcher` is set by the send-email worker once it runs
 * (jobs/workers/send-email.ts `registerSendEmail`) and cleared when the queue stops; while it is null
 * (no job queue in this process), messages are still stored and the outbox sweep of an instance that
 * runs the worker hands them to the queue. `observer` is test wiring only (MAIL_LOG_FILE): it sees
 * each queued message; its failures are logged and never affect the message.
 */
export interface EmailQueue {
  dispatcher: EmailJobDispatcher | null;
  observer: ((email: QueuedEmailNotice) => Promise<void> | void) | null;
}
