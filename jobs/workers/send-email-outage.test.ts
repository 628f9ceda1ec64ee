import { inArray } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailMessageTable } from "../../core/mail/mail.sql.ts";
import { queueEmail } from "../../core/mail/queue-email.ts";
import { createCtx } from "../../core/shared/ctx.ts";
import { createId } from "../../core/shared/ids.ts";
import { SmtpMailClient } from "../../integrations/mail/client.ts";
import { type SmtpPeer, startSmtpPeer } from "../../integrations/mail/smtp-peer.ts";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import { startJobQueue } from "../queue.ts";
import { SEND_EMAIL, registerSendEmail } from "./send-email.ts";
import { testServices } from "../../tests/setup/services.ts";
import { waitFor as pollUntil } from "../../tests/setup/wait-for.ts";
import { settledJob } from "../../tests/setup/job-queue.ts";

/**
 * Fault suite, e-mail part (issue 14): the SMTP server is down (connection refused) while e-mails
 * are queued, then comes back on the same address. Every message must arrive exactly once — none
 * lost while the server was down, none sent twice by the retries — through the real path: the
 * outbox row, its pg-boss job with backoff, nodemailer over SMTP to a real SMTP peer.
 */

let tdb: TestDatabase;
let boss: PgBoss;
let client: SmtpMailClient;
let first: SmtpPeer;
let second: SmtpPeer | undefined;
const log = pino({ level: "silent" });
// one set of services: the worker installs its job dispatcher on them (ctx.services.email)
const services = testServices();
const ctx = () => createCtx({ services, db: tdb.handle.db, log });

/** tests/setup/wait-for.ts's poll, waiting at most 20_000 ms here. */
const waitFor = <T>(what: string, check: () => Promise<T>, ms = 20_000) => pollUntil(what, check, ms);

const rows = (ids: string[]) =>
  tdb.handle.db.select().from(emailMessageTable).where(inArray(emailMessageTable.id, ids));

beforeAll(async () => {
  tdb = await openTestDatabase();
  first = await startSmtpPeer();
  client = new SmtpMailClient({ url: first.url, from: "Fabrico <hello@fabrico.example>" });
  boss = await startJobQueue(tdb.handle, log);
  await registerSendEmail(boss, ctx, client, { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5, sweep: false });
}, 60_000);

afterAll(async () => {
  await boss?.stop({ graceful: false, timeout: 2_000 });
  client?.close();
  await second?.close();
  await tdb?.close();
});

describe("SMTP down, then up again", () => {
  it("delivers every message queued during the outage exactly once, after the server is back", async () => {
    const port = Number(new URL(first.url).port);
    await first.close(); // down: connections to the port are refused

    const COUNT = 6;
    const tag = createId("email").slice(-8).toLowerCase();
    const recipients = Array.from({ length: COUNT }, (_, i) => `outage${i}.${tag}@example.com`);
    const queued = await Promise.all(
      recipients.map((to, i) =>
        queueEmail(ctx(), {
          to,
          template: "reset-password",
          locale: (["en", "pt", "es"] as const)[i % 3],
          data: { url: `https://shop.example/auth/reset?token=t${i}`, expiresInMinutes: 30 },
        }),
      ),
    );
    const ids = queued.map((q) => q.id);

    // every message tried at least once against the dead server, kept queued with the error
    const failed = await waitFor("a failed attempt of every message", async () => {
      const now = await rows(ids);
      return now.length === COUNT && now.every((r) => r.attempts >= 1) ? now : null;
    });
    for (const r of failed) {
      expect(r.status).toBe("queued");
      expect(r.lastError).toMatch(/ECONNREFUSED|connect/i);
    }

    second = await startSmtpPeer({ port }); // up again, same address
    const sent = await waitFor("every message sent", async () => {
      const now = await rows(ids);
      return now.every((r) => r.status === "sent") ? now : null;
    });
    // every job is finished: nothing left that could send a second copy
    const jobs = await Promise.all(queued.map((q) => settledJob(boss, SEND_EMAIL, q.jobId!, 20_000)));
    expect(jobs.map((job) => job.state)).toEqual(Array(COUNT).fill("completed"));

    for (const to of recipients) {
      expect(
        second.received.filter((m) => m.envelope.to.includes(to)),
        to,
      ).toHaveLength(1);
    }
    expect(second.received.filter((m) => recipients.some((to) => m.envelope.to.includes(to)))).toHaveLength(COUNT);
    expect(first.received).toHaveLength(0);
    expect(sent.every((r) => r.attempts >= 2 && r.lastError === null && r.sentAt instanceof Date)).toBe(true);
  }, 45_000);
});
