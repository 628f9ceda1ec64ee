import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Forbidden, Invalid, NotFound, Unauthorized } from "../shared/errors.ts";
import { isId } from "../shared/ids.ts";
import { deliverEmail } from "./deliver-email.ts";
import { getOutboxMessage, listOutbox } from "./list-outbox.ts";
import { emailMessageTable } from "./mail.sql.ts";
import type { EmailJobDispatcher } from "../ports/email-queue.ts";
import { queueEmail } from "./queue-email.ts";
import {
  type MailTransport,
  MailPermanentError,
  MailTemporaryError,
  type OutgoingMail,
} from "../ports/mail-transport.ts";

let tdb: TestDatabase;
let ctx: Ctx;
let admin: Ctx;

beforeAll(async () => {
  tdb = await openTestDatabase();
  ctx = tdb.ctx({ now: () => new Date("2026-11-23T10:30:00Z") });
  admin = { ...ctx, actor: { userId: "usr_admin", roles: ["customer", "admin"] } };
}, 60_000);

afterAll(async () => {
  setDispatcher(null);
  await tdb?.close();
});

async function row(id: string) {
  const [r] = await ctx.db.select().from(emailMessageTable).where(eq(emailMessageTable.id, id));
  return r;
}

/** A transport that answers from a script: each call takes the next step. */
function scriptedTransport(steps: Array<"ok" | Error>): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
      const step = steps.shift() ?? "ok";
      if (step instanceof Error) throw step;
      return { messageId: `<${sent.length}@test>`, response: "250 OK" };
    },
    close() {},
  };
}

/** Installs the job dispatcher of the test ctx's services, as the send-email worker does. */
const setDispatcher = (dispatcher: EmailJobDispatcher | null) => {
  ctx.services.email.dispatcher = dispatcher;
};

describe("queueEmail", () => {
  it("renders the template in the recipient's language and stores it as queued", async () => {
    const queued = await queueEmail(ctx, {
      to: " Joana@Example.com ",
      template: "password-changed",
      locale: "pt",
      data: { name: "Joana" },
      related: { type: "user", id: "usr_1" },
      headers: { "X-Test": "1" },
    });
    expect(isId("email", queued.id)).toBe(true);
    expect(queued.jobId).toBeNull(); // no job queue in this file
    const r = await row(queued.id);
    expect(r).toMatchObject({
      toAddress: "Joana@Example.com",
      locale: "pt",
      template: "password-changed",
      subject: "A sua palavra-passe da Fabrico foi alterada",
      status: "queued",
      attempts: 0,
      transport: null,
      headers: { "Auto-Submitted": "auto-generated", "X-Test": "1" },
      relatedType: "user",
      relatedId: "usr_1",
    });
    // the date the data left out is the ctx clock, in Lisbon time
    expect(r?.text).toContain("23 de novembro de 2026 às 10:30 (hora de Lisboa)");
    expect(r?.createdAt.toISOString()).toBe("2026-11-23T10:30:00.000Z");
  });

  it("uses ctx.locale when the input names none", async () => {
    const queued = await queueEmail(
      { ...ctx, locale: "es" },
      {
        to: "luis@example.com",
        template: "account-deleted",
        data: {},
      },
    );
    expect((await row(queued.id))?.subject).toBe("Tu cuenta de Fabrico se ha eliminado");
  });

  it("refuses a bad address, an unknown locale and a non-http link, naming the field", async () => {
    const bad = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(Invalid);
    await bad(queueEmail(ctx, { to: "not-an-address", template: "account-deleted", data: {} }));
    await expect(queueEmail(ctx, { to: "a@b", template: "account-deleted", data: {} })).rejects.toMatchObject({
      field: "to",
    });
    await expect(
      queueEmail(ctx, { to: "a@example.com", template: "account-deleted", data: {}, locale: "fr" as never }),
    ).rejects.toMatchObject({ field: "locale" });
    await expect(
      queueEmail(ctx, { to: "a@example.com", template: "verify-email", data: { url: "javascript:alert(1)" } }),
    ).rejects.toMatchObject({ field: "data.url", code: "INVALID_INPUT" });
  });

  it("adds the job through the caller's transaction, and neither survives a rollback", async () => {
    const calls: Array<{ messageId: string; jobId: string }> = [];
    const dispatcher: EmailJobDispatcher = async (db, job) => {
      calls.push(job);
      // the dispatcher runs inside the transaction: the row is already visible there
      const [inside] = await db.select().from(emailMessageTable).where(eq(emailMessageTable.id, job.messageId));
      expect(inside?.jobId).toBe(job.jobId);
    };
    setDispatcher(dispatcher);
    try {
      let id = "";
      await expect(
        withTransaction(ctx, async (tx) => {
          id = (await queueEmail(tx, { to: "x@example.com", template: "account-deleted", data: {} })).id;
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      expect(calls).toHaveLength(1);
      expect(calls[0]?.messageId).toBe(id);
      expect(await row(id)).toBeUndefined();

      // a failing dispatcher takes the row down with it
      setDispatcher(async () => {
        throw new Error("queue down");
      });
      await expect(queueEmail(ctx, { to: "y@example.com", template: "account-deleted", data: {} })).rejects.toThrow(
        "queue down",
      );
      const left = await ctx.db
        .select()
        .from(emailMessageTable)
        .where(eq(emailMessageTable.toAddress, "y@example.com"));
      expect(left).toEqual([]);
    } finally {
      setDispatcher(null);
    }
  });
});

describe("deliverEmail", () => {
  const queue = (to: string) => queueEmail(ctx, { to, template: "account-deleted", locale: "en", data: {} });

  it("sends, then skips the message on a repeated job", async () => {
    const { id } = await queue("once@example.com");
    const transport = scriptedTransport(["ok"]);
    expect(await deliverEmail(ctx, { messageId: id, transport, finalAttempt: false })).toEqual({
      outcome: "sent",
      transport: "smtp",
    });
    expect(transport.sent[0]).toMatchObject({
      to: "once@example.com",
      subject: "Your Fabrico account has been deleted",
    });
    expect(transport.sent[0]?.headers).toEqual({ "Auto-Submitted": "auto-generated" });
    expect(await row(id)).toMatchObject({ status: "sent", providerMessageId: "<1@test>", attempts: 1 });
    expect(await deliverEmail(ctx, { messageId: id, transport, finalAttempt: false })).toEqual({
      outcome: "skipped",
      reason: "not-queued",
    });
    expect(transport.sent).toHaveLength(1);
  });

  it("leaves a message to the job its row names, and skips a missing one", async () => {
    const { id } = await queue("owned@example.com");
    await ctx.db.update(emailMessageTable).set({ jobId: "job-a" }).where(eq(emailMessageTable.id, id));
    const transport = scriptedTransport(["ok"]);
    expect(await deliverEmail(ctx, { messageId: id, jobId: "job-b", transport, finalAttempt: false })).toMatchObject({
      outcome: "skipped",
      reason: "other-job",
    });
    expect(await deliverEmail(ctx, { messageId: "eml_missing", transport, finalAttempt: false })).toMatchObject({
      reason: "missing",
    });
    expect(transport.sent).toHaveLength(0);
  });

  it("retries temporary failures and gives up on the final attempt", async () => {
    const { id } = await queue("flaky@example.com");
    const transport = scriptedTransport([
      new MailTemporaryError("451 try later", { responseCode: 451 }),
      new TypeError("socket hang up"),
      new MailTemporaryError("421 closing", { responseCode: 421 }),
    ]);
    expect(await deliverEmail(ctx, { messageId: id, transport, finalAttempt: false })).toEqual({
      outcome: "retry",
      error: "451 try later",
    });
    // an error that is not a MailSendError counts as temporary too
    expect((await deliverEmail(ctx, { messageId: id, transport, finalAttempt: false })).outcome).toBe("retry");
    expect(await row(id)).toMatchObject({ status: "queued", attempts: 2, lastError: "socket hang up" });
    expect(await deliverEmail(ctx, { messageId: id, transport, finalAttempt: true })).toEqual({
      outcome: "failed",
      error: "421 closing",
      permanent: false,
    });
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 3, lastError: "421 closing", sentAt: null });
  });

  it("fails a permanent failure on the first attempt", async () => {
    const { id } = await queue("bounce@example.com");
    const transport = scriptedTransport([new MailPermanentError("550 no such user", { responseCode: 550 })]);
    expect(await deliverEmail(ctx, { messageId: id, transport, finalAttempt: false })).toEqual({
      outcome: "failed",
      error: "550 no such user",
      permanent: true,
    });
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 1, lastError: "550 no such user" });
  });
});

describe("listOutbox / getOutboxMessage", () => {
  it("is for admins only", async () => {
    await expect(listOutbox(ctx, {})).rejects.toBeInstanceOf(Unauthorized);
    const customer = { ...ctx, actor: { userId: "usr_c", roles: ["customer" as const] } };
    await expect(listOutbox(customer, {})).rejects.toBeInstanceOf(Forbidden);
    await expect(getOutboxMessage(customer, "eml_x")).rejects.toBeInstanceOf(Forbidden);
  });

  it("pages newest first, counts, filters by status and address, and leaves out the HTML", async () => {
    const later = { ...ctx, now: () => new Date("2026-11-24T09:00:00Z") };
    const a = await queueEmail(later, { to: "page@example.com", template: "account-deleted", data: {} });
    const b = await queueEmail(
      { ...later, now: () => new Date("2026-11-24T09:00:01Z") },
      { to: "Page@Example.com", template: "two-factor-enabled", data: {} },
    );

    const first = await listOutbox(admin, { limit: 1 });
    expect(first.items.map((i) => i.id)).toEqual([b.id]);
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(first).toMatchObject({ offset: 0, limit: 1 });
    expect(first.items[0]).not.toHaveProperty("html");
    expect(first.items[0]?.text).toContain("Fabrico");
    const second = await listOutbox(admin, { offset: 1, limit: 1 });
    expect(second.items.map((i) => i.id)).toEqual([a.id]);

    const mine = await listOutbox(admin, { to: "PAGE@example.com" });
    expect(mine.items.map((i) => i.id)).toEqual([b.id, a.id]);
    expect(mine.total).toBe(2);
    const failed = await listOutbox(admin, { status: "failed" });
    expect(failed.items.length).toBeGreaterThan(0);
    expect(failed.items.every((i) => i.status === "failed")).toBe(true);

    const full = await getOutboxMessage(admin, a.id);
    expect(full.html).toContain("<!DOCTYPE html>");
    await expect(getOutboxMessage(admin, "eml_nope")).rejects.toBeInstanceOf(NotFound);
  });

  it("refuses out-of-range paging, naming the field", async () => {
    await expect(listOutbox(admin, { limit: 0 })).rejects.toMatchObject({ field: "limit" });
    await expect(listOutbox(admin, { limit: 101 })).rejects.toMatchObject({ field: "limit" });
    await expect(listOutbox(admin, { offset: -1 })).rejects.toMatchObject({ field: "offset" });
    await expect(listOutbox(admin, { status: "lost" as never })).rejects.toMatchObject({ field: "status" });
  });
});
