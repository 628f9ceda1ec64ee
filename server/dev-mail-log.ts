import { appendFile, mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import type { Logger } from "pino";
import type { AuthEmail } from "./auth/better-auth.ts";
import type { Config } from "./config.ts";

/** An e-mail as the log takes it: account e-mails (AuthEmail) and, through the queue's observer, the others. */
export type LoggableEmail = Pick<AuthEmail, "to" | "locale"> & { template: string; data: Record<string, unknown> };

/**
 * A test-only copy of every account e-mail (`MAIL_LOG_FILE`): one JSON line per message with the
 * recipient, template, language and link, so browser journeys against a separate server process
 * can open the verification and reset links (tests/e2e/auth.spec.ts). Honoured in development and
 * test, and in production only with ALLOW_SIMULATORS=true (the demo / e2e start); a real
 * production start ignores it with a warning, so links never land in a file there.
 * @returns the function to call with each e-mail, or undefined when MAIL_LOG_FILE is not in effect
 */
export async function openDevMailLog(
  config: Pick<Config, "NODE_ENV">,
  env: Record<string, string | undefined>,
  log: Pick<Logger, "warn" | "info">,
): Promise<((email: LoggableEmail) => Promise<void>) | undefined> {
  const file = env.MAIL_LOG_FILE;
  if (!file) return undefined;
  if (config.NODE_ENV === "production" && env.ALLOW_SIMULATORS !== "true") {
    log.warn("MAIL_LOG_FILE is ignored in production (it is for tests and demos only)");
    return undefined;
  }
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, "");
  log.info({ file }, "account e-mails are also written to MAIL_LOG_FILE (test only)");
  return async (email) => {
    const line = {
      at: new Date().toISOString(),
      to: email.to,
      template: email.template,
      locale: email.locale,
      ...email.data,
    };
    await appendFile(file, `${JSON.stringify(line)}\n`);
  };
}
