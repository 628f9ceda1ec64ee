import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openDevMailLog } from "./dev-mail-log.ts";

const dir = mkdtempSync(join(tmpdir(), "fabrico-mail-log-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const log = { warn: vi.fn(), info: vi.fn() };
const email = {
  to: "ana@example.com",
  template: "verify-email" as const,
  locale: "pt" as const,
  data: { name: "Ana", url: "http://localhost:3000/api/auth/verify-email?token=t" },
};

describe("MAIL_LOG_FILE (test-only e-mail copy)", () => {
  it("writes one JSON line per e-mail in development, test and the simulator start", async () => {
    const file = join(dir, "a", "mail.jsonl");
    const write = await openDevMailLog(
      { NODE_ENV: "production" },
      { MAIL_LOG_FILE: file, ALLOW_SIMULATORS: "true" },
      log,
    );
    await write?.(email);
    await write?.({ ...email, template: "reset-password" });
    const lines = readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      to: "ana@example.com",
      template: "verify-email",
      locale: "pt",
      url: email.data.url,
    });
    expect(await openDevMailLog({ NODE_ENV: "test" }, { MAIL_LOG_FILE: join(dir, "b.jsonl") }, log)).toBeTypeOf(
      "function",
    );
  });

  it("is ignored, with a warning, in a real production start", async () => {
    const write = await openDevMailLog({ NODE_ENV: "production" }, { MAIL_LOG_FILE: join(dir, "c.jsonl") }, log);
    expect(write).toBeUndefined();
    expect(log.warn).toHaveBeenCalled();
  });

  it("does nothing without MAIL_LOG_FILE", async () => {
    expect(await openDevMailLog({ NODE_ENV: "development" }, {}, log)).toBeUndefined();
  });
});
