import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, openTestDatabase } from "../tests/setup/db.ts";
import { REDACTED, createLogger } from "./logger.ts";

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await openTestDatabase();
});
afterAll(async () => {
  await tdb?.close();
});

/** A logger from the process's factory writing into `lines`. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger({ level: "info" }, stream), lines };
}

/** The error of a statement that fails with `email` and `street` among its parameters (a duplicate user). */
async function failedStatement(email: string, street: string): Promise<unknown> {
  const insert = () =>
    tdb.handle.db.execute(
      sql`insert into auth_user (id, name, email, email_verified, created_at, updated_at)
          values (${`usr_${Math.random().toString(36).slice(2)}`}, ${street}, ${email}, false, now(), now())`,
    );
  await insert();
  return insert().then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe("the logger factory (issue 14: error logs carry no personal data)", () => {
  it("redacts a failed statement's parameters: params, the message and stack, PostgreSQL's detail", async () => {
    const email = "ana.secret@example.com";
    const street = "Rua das Flores 12";
    const error = await failedStatement(email, street);
    expect(error).toBeInstanceOf(Error);
    // the raw error does carry them (else the test proves nothing)
    expect(JSON.stringify({ m: (error as Error).message, p: (error as { params?: unknown }).params })).toContain(email);

    const { log, lines } = capture();
    log.error({ err: error, path: "/api/customer" }, "request failed");
    log.warn({ error }, "retrying");
    // as Better Auth's logger passes it on (server/auth/better-auth.ts): the error among `args`
    log.error({ args: [error, "sign-in"] }, "auth: failed");
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).not.toContain(email);
      expect(line).not.toContain(street);
      expect(line).toContain(REDACTED);
    }
    const entry = JSON.parse(lines[0]!) as { err: { message: string; params: unknown; stack: string }; path: string };
    expect(entry.err.params).toBe(REDACTED);
    // what is needed to debug stays: the statement and where it failed
    expect(entry.err.message).toMatch(/Failed query: insert into auth_user/);
    expect(entry.err.stack).toMatch(/\n\s+at /);
    expect(entry.path).toBe("/api/customer");
  });

  it("keeps ordinary fields and errors as they are", () => {
    const { log, lines } = capture();
    log.error({ err: new Error("gateway down"), orderId: "ord_1" }, "payment failed");
    const entry = JSON.parse(lines[0]!) as { err: { message: string }; orderId: string };
    expect(entry).toMatchObject({ err: { message: "gateway down" }, orderId: "ord_1" });
  });
});
