import { eq } from "drizzle-orm";
import type { Ctx } from "../shared/ctx.ts";
import { type EmailTransportKind, emailMessageTable } from "./mail.sql.ts";
import { MailSendError, type MailTransport } from "../ports/mail-transport.ts";

/** How one delivery attempt ended; the send-email job maps it to complete, retry or fail. */
export type DeliveryResult =
  /** Handed to the SMTP server, or kept in the dev outbox. */
  | { outcome: "sent"; transport: EmailTransportKind }
  /** Nothing to do: the message is gone, no longer queued, or belongs to another job. */
  | { outcome: "skipped"; reason: "missing" | "not-queued" | "other-job" }
  /** A temporary failure with attempts left: try again later. */
  | { outcome: "retry"; error: string }
  /** Given up: a permanent failure, or the last attempt failed. The row is `failed`. */
  | { outcome: "failed"; error: string; permanent: boolean };

export interface DeliverEmailInput {
  messageId: string;
  /** The job delivering it; a message whose `job_id` names another job is left to that job. */
  jobId?: string;
  /** The SMTP client, or null (no SMTP_URL): the message is only logged, as delivered to the dev outbox. */
  transport: MailTransport | null;
  /** True when this is the job's last attempt: a temporary failure then fails the message too. */
  finalAttempt: boolean;
}

const MAX_ERROR_LENGTH = 2_000;

function describe(error: unknown): { message: string; temporary: boolean; code?: string | number } {
  if (error instanceof MailSendError) {
    return {
      message: error.message.slice(0, MAX_ERROR_LENGTH),
      temporary: error.temporary,
      code: error.responseCode ?? error.smtpCode,
    };
  }
  // anything else from a transport (a bug, an unexpected library error) is worth another try
  const message = error instanceof Error ? error.message : String(error);
  return { message: message.slice(0, MAX_ERROR_LENGTH), temporary: true };
}

/**
 * One delivery attempt of an outbox message (ADR 0005), run by the send-email job.
 *
 * - Not queued any more (sent, failed, deleted) or owned by another job: skipped, so a repeated
 *   job never sends twice.
 * - No transport: the message is marked `sent` with transport `dev-outbox` and logged at info
 *   (to, subject, and the text body with its links) — the dev outbox of issue 3.
 * - Sent: `sent`, with the server's Message-ID and `sent_at`.
 * - A temporary failure (4xx, network): `attempts` and `last_error` are stored and the job retries;
 *   on the final attempt the message becomes `failed`.
 * - A permanent failure (5xx): `failed` at once, with the error.
 *
 * @throws only database errors (the job then retries the attempt)
 */
export async function deliverEmail(ctx: Ctx, input: DeliverEmailInput): Promise<DeliveryResult> {
  const [row] = await ctx.db.select().from(emailMessageTable).where(eq(emailMessageTable.id, input.messageId));
  if (!row) return { outcome: "skipped", reason: "missing" };
  if (row.status !== "queued") return { outcome: "skipped", reason: "not-queued" };
  if (input.jobId && row.jobId && row.jobId !== input.jobId) return { outcome: "skipped", reason: "other-job" };

  const attempts = row.attempts + 1;
  const log = ctx.log.child({ emailId: row.id, template: row.template });

  if (!input.transport) {
    const now = ctx.now();
    await ctx.db
      .update(emailMessageTable)
      .set({ status: "sent", transport: "dev-outbox", attempts, sentAt: now, updatedAt: now, lastError: null })
      .where(eq(emailMessageTable.id, row.id));
    log.info(
      { to: row.toAddress, subject: row.subject, locale: row.locale, text: row.text },
      "e-mail kept in the dev outbox (no SMTP_URL)",
    );
    return { outcome: "sent", transport: "dev-outbox" };
  }

  try {
    const receipt = await input.transport.send({
      to: row.toAddress,
      subject: row.subject,
      html: row.html,
      text: row.text,
      headers: row.headers,
    });
    const now = ctx.now();
    await ctx.db
      .update(emailMessageTable)
      .set({
        status: "sent",
        transport: "smtp",
        attempts,
        sentAt: now,
        updatedAt: now,
        lastError: null,
        providerMessageId: receipt.messageId,
      })
      .where(eq(emailMessageTable.id, row.id));
    log.info({ messageId: receipt.messageId, attempts }, "e-mail sent");
    return { outcome: "sent", transport: "smtp" };
  } catch (error) {
    const failure = describe(error);
    const giveUp = !failure.temporary || input.finalAttempt;
    await ctx.db
      .update(emailMessageTable)
      .set({ attempts, lastError: failure.message, updatedAt: ctx.now(), status: giveUp ? "failed" : "queued" })
      .where(eq(emailMessageTable.id, row.id));
    if (giveUp) {
      log.error(
        { code: failure.code, attempts, permanent: !failure.temporary, err: error },
        "e-mail failed; not retrying",
      );
      return { outcome: "failed", error: failure.message, permanent: !failure.temporary };
    }
    log.warn({ code: failure.code, attempts, err: error }, "e-mail not sent; will retry");
    return { outcome: "retry", error: failure.message };
  }
}
