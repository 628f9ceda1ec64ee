import { existsSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Where the journeys' server copies account e-mails (server/dev-mail-log.ts, `MAIL_LOG_FILE`; test
 * only, ignored by a real production start). One file per server port, emptied when the server starts.
 */
export function e2eMailLogFile(port: number | string): string {
  return join(tmpdir(), `fabrico-e2e-mail-${port}.jsonl`);
}

/** One account e-mail as the server wrote it. */
export interface LoggedMail {
  at: string;
  to: string;
  template: string;
  locale: string;
  name: string;
  url?: string;
  /** Order, return and other queued e-mails: the subject (account e-mails leave it out). */
  subject?: string;
}

/** Every e-mail logged so far to `to` (optionally of one template), oldest first. */
export function mailsTo(file: string, to: string, template?: string): LoggedMail[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LoggedMail)
    .filter((m) => m.to === to.toLowerCase() && (!template || m.template === template));
}
