import { eq } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailMessageTable } from "../../core/mail/mail.sql.ts";
import { queueEmail } from "../../core/mail/queue-email.ts";
import { sweepEmailOutbox } from "../../core/mail/sweep-outbox.ts";
import { SHOP_ADDRESS } from "../../core/mail/templates/layout.ts";
import { type Ctx, createCtx, withTransaction } from "../../core/shared/ctx.ts";
import { createId } from "../../core/shared/ids.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { SmtpMailClient } from "../../integrations/mail/client.ts";
import { type SmtpPeer, startSmtpPeer } from "../../integrations/mail/smtp-peer.ts";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import { startJobQueue } from "../queue.ts";
import {
  EMAIL_SWEEP_CRON,
  SEND_EMAIL,
  SEND_EMAIL_QUEUE_OPTIONS,
  SWEEP_EMAIL_OUTBOX,
  createEmailJobDispatcher,
  registerSendEmail,
} from "./send-email.ts";
import { testServices } from "../../tests/setup/services.ts";
import { waitFor as pollUntil } from "../../tests/setup/wait-for.ts";
import { settledJob } from "../../tests/setup/job-queue.ts";

let tdb: TestDatabase;
let handle: DatabaseHandle;
let peer: SmtpPeer;
let client: SmtpMailClient;
let boss: PgBoss;
const logLines: Array<{ level: number; msg: string; [key: string]: unknown }> = [];
const log = pino({ level: "info" }, { write: (line: string) => logLines.push(JSON.parse(line)) });
const services = testServices();
const makeCtx = (): Ctx => createCtx({ services, db: handle.db, log });
/** Fast retries for the tests; otherwise the production policy. */
const TEST_OPTIONS = { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5, sweep: false };

/** tests/setup/wait-for.ts's poll, waiting at most 10_000 ms here. */
const waitFor = <T>(what: string, check: () => Promise<T>, ms = 10_000) => pollUntil(what, check, ms);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function outboxRow(id: string) {
  const [row] = await handle.db.select().from(emailMessageTable).where(eq(emailMessageTable.id, id));
  return row;
}

/** Waits until the outbox row `id` has left `queued`. */
function settled(id: string, ms?: number) {
  return waitFor(
    `e-mail ${id} to settle`,
    async () => {
      const row = await outboxRow(id);
      return row && row.status !== "queued" ? row : null;
    },
    ms,
  );
}

/** A fresh recipient per test, so messages never mix. */
const recipient = (tag: string) => `${tag}.${createId("email").slice(-8).toLowerCase()}@example.com`;

beforeAll(async () => {
  tdb = await openTestDatabase();
  handle = tdb.handle;
  peer = await startSmtpPeer();
  client = new SmtpMailClient({ url: peer.url, from: "Fabrico <hello@fabrico.example>" });
  boss = await startJobQueue(handle, log);
  await registerSendEmail(boss, makeCtx, client, TEST_OPTIONS);
}, 60_000);

afterAll(async () => {
  await boss?.stop({ graceful: false, timeout: 2_000 });
  client?.close();
  await peer?.close();
  await tdb?.close();
});

describe("send-email job over SMTP (pg-boss on the test database, real SMTP peer)", () => {
  it("sends a queued message after the transaction commits, and the link can be read from it", async () => {
    const to = recipient("ana");
    const url = "https://shop.example/api/auth/verify-email?token=tok_123&callbackURL=%2Fuser";
    let queued: Awaited<ReturnType<typeof queueEmail>> | undefined;
    await withTransaction(makeCtx(), async (tx) => {
      queued = await queueEmail(tx, {
        to,
        template: "verify-email",
        locale: "pt",
        data: { name: "Ana", url, expiresInMinutes: 60 },
        related: { type: "user", id: "usr_test" },
      });
      expect(queued.jobId).toMatch(/^[0-9a-f-]{36}$/);
      // the job exists only inside this transaction: nothing is sent while it is open
      await sleep(1_200);
      expect(peer.received.some((m) => m.envelope.to.includes(to))).toBe(false);
    });
    const mail = await peer.waitForMail((m) => m.envelope.to.includes(to));

    expect(mail.parsed.subject).toBe("Confirme o seu endereço de e-mail");
    expect(mail.parsed.to && !Array.isArray(mail.parsed.to) ? mail.parsed.to.text : "").toBe(to);
    expect(mail.parsed.from?.text).toBe('"Fabrico" <hello@fabrico.example>');
    expect(mail.parsed.headers.get("auto-submitted")).toBe("auto-generated");
    expect(mail.parsed.html).toContain('lang="pt-PT"');
    expect(mail.parsed.html).toContain("Olá Ana,");
    expect(mail.parsed.html).toContain(`href="${url.replaceAll("&", "&amp;")}"`);
    expect(mail.parsed.text).toContain("Esta ligação é válida durante 1 hora.");
    expect(mail.parsed.text).toContain(SHOP_ADDRESS);
    // what a browser test does: read the link out of the plain-text body
    const link = mail.parsed.text?.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBe(url);

    const row = await settled(queued!.id);
    expect(row).toMatchObject({
      status: "sent",
      transport: "smtp",
      attempts: 1,
      lastError: null,
      providerMessageId: mail.parsed.messageId,
      relatedType: "user",
      relatedId: "usr_test",
      locale: "pt",
      template: "verify-email",
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    const job = await settledJob(boss, SEND_EMAIL, queued!.jobId!);
    expect(job.state).toBe("completed");
  }, 20_000);

  it("retries a 4xx reply with backoff and then delivers", async () => {
    const to = recipient("greylisted");
    peer.rejectNext({ code: 451, message: "4.7.1 Greylisted, please try again later" }, 2);
    const offeredBefore = peer.offered;
    const queued = await queueEmail(makeCtx(), {
      to,
      template: "reset-password",
      locale: "es",
      data: { url: "https://shop.example/auth/reset?token=r1", expiresInMinutes: 30 },
    });

    // between attempts the error is on the row and the message is still queued
    const failedOnce = await waitFor("the first failure", async () => {
      const row = await outboxRow(queued.id);
      return row && row.attempts >= 1 ? row : null;
    });
    expect(failedOnce.status).toBe("queued");
    expect(failedOnce.lastError).toMatch(/451/);

    const mail = await peer.waitForMail((m) => m.envelope.to.includes(to), 20_000);
    expect(mail.parsed.subject).toBe("Restablece tu contraseña de Fabrico");
    expect(peer.offered - offeredBefore).toBe(3);
    const row = await settled(queued.id);
    expect(row).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    const job = await settledJob(boss, SEND_EMAIL, queued.jobId!);
    expect(job).toMatchObject({ state: "completed", retryCount: 2, retryLimit: SEND_EMAIL_QUEUE_OPTIONS.retryLimit });
  }, 30_000);

  it("fails a 5xx reply at once, keeping the error, without retrying", async () => {
    const to = recipient("gone");
    peer.rejectNext({ code: 550, message: "5.1.1 No such mailbox", stage: "rcpt" });
    const offeredBefore = peer.offered;
    const queued = await queueEmail(makeCtx(), {
      to,
      template: "password-changed",
      locale: "en",
      data: { name: "Sam" },
    });
    const row = await settled(queued.id);
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/550/);
    expect(row.sentAt).toBeNull();
    const job = await settledJob(boss, SEND_EMAIL, queued.jobId!);
    expect(job.state).toBe("failed");
    expect(job.retryCount).toBe(0);
    await sleep(2_500); // longer than the first retry delay: nothing more is tried
    expect(peer.offered - offeredBefore).toBe(1);
    expect(
      logLines.some((l) => l.level === 50 && l.msg === "e-mail failed; not retrying" && l.emailId === queued.id),
    ).toBe(true);
  }, 20_000);

  it("queues nothing when the caller's transaction rolls back", async () => {
    const to = recipient("rollback");
    let queued: Awaited<ReturnType<typeof queueEmail>> | undefined;
    await expect(
      withTransaction(makeCtx(), async (tx) => {
        queued = await queueEmail(tx, {
          to,
          template: "account-deleted",
          locale: "en",
          data: { name: "Rui" },
        });
        throw new Error("something later in the transaction failed");
      }),
    ).rejects.toThrow("something later");
    expect(queued?.jobId).toBeTruthy();
    expect(await outboxRow(queued!.id)).toBeUndefined();
    expect(await boss.findJobs(SEND_EMAIL, { id: queued!.jobId! })).toEqual([]);
    await sleep(1_500);
    expect(peer.received.some((m) => m.envelope.to.includes(to))).toBe(false);
  }, 15_000);
});

describe("send-email job without SMTP_URL (dev outbox)", () => {
  beforeAll(async () => {
    await boss.offWork(SEND_EMAIL);
    // as in production: with the minute sweep, which also runs once right away
    await registerSendEmail(boss, makeCtx, null, { ...TEST_OPTIONS, sweep: true });
  });

  it("schedules the outbox sweep every minute and runs it once at start", async () => {
    const [schedule] = await boss.getSchedules(SWEEP_EMAIL_OUTBOX);
    expect(schedule?.cron).toBe(EMAIL_SWEEP_CRON);
    const done = await waitFor("the start-up sweep", async () => {
      const jobs = await boss.findJobs(SWEEP_EMAIL_OUTBOX);
      return jobs.find((j) => j.state === "completed");
    });
    expect(done.retryCount).toBe(0);
  }, 15_000);

  it("marks the message delivered to the dev outbox and logs it instead of sending", async () => {
    const to = recipient("dev");
    const offeredBefore = peer.offered;
    const url = "https://shop.example/api/auth/verify-email?token=dev";
    const queued = await queueEmail(makeCtx(), {
      to,
      template: "verify-email",
      locale: "en",
      data: { url },
    });
    const row = await settled(queued.id);
    expect(row).toMatchObject({ status: "sent", transport: "dev-outbox", attempts: 1, lastError: null });
    expect(row.providerMessageId).toBeNull();
    expect(peer.offered).toBe(offeredBefore);

    const line = logLines.find((l) => l.emailId === queued.id && l.msg.includes("dev outbox"));
    expect(line).toMatchObject({ level: 30, to, subject: "Confirm your e-mail address" });
    expect(line?.text).toContain(url);
  }, 15_000);

  it("the sweep hands a message queued without a job queue to the worker", async () => {
    // the scheduled sweep stays out of the way: this test runs the sweep itself
    await boss.unschedule(SWEEP_EMAIL_OUTBOX);
    await boss.offWork(SWEEP_EMAIL_OUTBOX);
    const dispatcher = services.email.dispatcher;
    services.email.dispatcher = null; // as in a process with JOBS_ENABLED=false
    const to = recipient("swept");
    const queued = await queueEmail(makeCtx(), {
      to,
      template: "two-factor-enabled",
      locale: "es",
      data: {},
    });
    services.email.dispatcher = dispatcher;
    expect(queued.jobId).toBeNull();
    await sleep(1_000);
    expect((await outboxRow(queued.id))?.status).toBe("queued");

    const handed = await sweepEmailOutbox(makeCtx(), createEmailJobDispatcher(boss));
    expect(handed).toBe(1);
    expect(await sweepEmailOutbox(makeCtx(), createEmailJobDispatcher(boss))).toBe(0);
    const row = await settled(queued.id);
    expect(row).toMatchObject({ status: "sent", transport: "dev-outbox" });
    expect(row.jobId).toMatch(/^[0-9a-f-]{36}$/);
  }, 15_000);
});
