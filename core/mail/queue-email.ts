import { randomUUID } from "node:crypto";
import { z } from "zod";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Invalid } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { type Locale, isLocale } from "../shared/locale.ts";
import { emailMessageTable } from "./mail.sql.ts";
import { type EmailTemplateDataMap, type EmailTemplateName, renderEmail } from "./templates/index.ts";

/** Headers every message carries: RFC 3834, so auto-responders do not answer the shop's e-mail. */
export const DEFAULT_EMAIL_HEADERS: Readonly<Record<string, string>> = { "Auto-Submitted": "auto-generated" };

interface QueueEmailCommon {
  /** The recipient's address. */
  to: string;
  /** The recipient's language; default `ctx.locale`. */
  locale?: Locale;
  /** What the message is about, e.g. `{ type: "user", id }`; shown in the outbox and used to find it later. */
  related?: { type: string; id: string };
  /** Extra headers (added to {@link DEFAULT_EMAIL_HEADERS}). */
  headers?: Record<string, string>;
}

/** A message to queue: a template and its data (typed per template), the recipient and language. */
export type QueueEmailInput = {
  [K in EmailTemplateName]: QueueEmailCommon & { template: K; data: EmailTemplateDataMap[K] };
}[EmailTemplateName];

/** A queued message. */
export interface QueuedEmail {
  /** The outbox row's id (`eml_…`). */
  id: string;
  /** The pg-boss job that will send it; null when no job queue runs in this process (the sweep picks it up). */
  jobId: string | null;
  subject: string;
}

const emailAddress = z.email();

/**
 * Queues an e-mail (DESIGN rule 2; ADR 0005): renders `template` in the recipient's language, stores
 * the message in the outbox as `queued` and adds its send-email job, both through `ctx.db`. Call it
 * with the ctx of your transaction (`withTransaction`): the message and its job then commit with
 * your writes, or vanish with them on rollback, and the worker sends it only after the commit.
 * Called outside a transaction, it opens its own, so the message never exists without its job.
 *
 * @throws Invalid when `to` is not an e-mail address (field `to`), the locale is unknown
 *   (`locale`), or a link in `data` is not an absolute http(s) URL (`data.url`)
 * @throws whatever the database or the job queue throws; the caller's transaction then rolls back
 */
export async function queueEmail(ctx: Ctx, input: QueueEmailInput): Promise<QueuedEmail> {
  const to = input.to.trim();
  if (!emailAddress.safeParse(to).success) throw new Invalid("Not an e-mail address", "to");
  const locale = input.locale ?? ctx.locale;
  if (!isLocale(locale)) throw new Invalid(`Unknown locale: ${String(locale)}`, "locale");
  const now = ctx.now();
  const rendered = renderEmail(input.template, locale, input.data as never, now);
  const id = createId("email", now.getTime());
  const dispatch = ctx.services.email.dispatcher;
  const jobId = dispatch ? randomUUID() : null;

  await withTransaction(ctx, async (tx) => {
    await tx.db.insert(emailMessageTable).values({
      id,
      toAddress: to,
      locale,
      template: input.template,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      headers: { ...DEFAULT_EMAIL_HEADERS, ...input.headers },
      status: "queued",
      jobId,
      relatedType: input.related?.type ?? null,
      relatedId: input.related?.id ?? null,
      createdAt: now,
      updatedAt: now,
    });
    if (dispatch && jobId) await dispatch(tx.db, { messageId: id, jobId });
  });
  ctx.log.debug({ emailId: id, template: input.template, locale, jobId }, "e-mail queued");
  const notify = ctx.services.email.observer;
  if (notify) {
    try {
      await notify({ to, template: input.template, locale, subject: rendered.subject, data: input.data });
    } catch (error) {
      ctx.log.warn({ err: error }, "queued e-mail observer failed");
    }
  }
  return { id, jobId, subject: rendered.subject };
}
