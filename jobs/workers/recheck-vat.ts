import type { PgBoss } from "pg-boss";
import type { Ctx } from "../../core/shared/ctx.ts";
import { recheckDueVatNumbers } from "../../core/wholesale/applications.ts";

/** Queue name of the VAT re-check. */
export const RECHECK_VAT = "recheck-vat";

/** Every five minutes: retries are due from 15 minutes after an "unavailable" answer (ADR 0015). */
export const RECHECK_VAT_CRON = "*/5 * * * *";

/**
 * Registers the VAT re-check (issue 7: "VIES's unavailable/timeout codes are not a no: the application
 * is accepted and the check retried by a job"): every five minutes it asks VIES / HMRC again about
 * applications whose answer was "unavailable" and whose retry time has come, with exponential backoff
 * (core/wholesale/applications.ts). `exclusive`: one run at a time across instances; a failed run is
 * simply retried by the next one.
 * @param makeCtx builds a fresh ctx per run
 */
export async function registerRecheckVat(boss: PgBoss, makeCtx: () => Ctx): Promise<void> {
  await boss.createQueue(RECHECK_VAT, { policy: "exclusive", retryLimit: 0 });
  await boss.work(RECHECK_VAT, async () => {
    const ctx = makeCtx();
    const checked = await recheckDueVatNumbers(ctx);
    if (checked) ctx.log.info({ checked }, "VAT numbers re-checked");
  });
  await boss.schedule(RECHECK_VAT, RECHECK_VAT_CRON);
}
