import type { PgBoss } from "pg-boss";
import { sweepPayments } from "../../core/payments/sweep-payments.ts";
import { expireQuotes } from "../../core/quotes/quotes.ts";
import type { Ctx } from "../../core/shared/ctx.ts";

/** Queue name of the payments sweep. */
export const SWEEP_PAYMENTS = "sweep-payments";

/** Every minute (pg-boss cron resolution). */
export const SWEEP_PAYMENTS_CRON = "* * * * *";

/**
 * Registers the payments sweep (issue 4; core/payments/sweep-payments.ts): each minute it asks SIBS
 * about attempts whose webhook has not come, cancels unpaid orders past their payment window and
 * gives their stock back, and refunds duplicate payments; it also expires quote offers past their date and e-mails their customers. `exclusive` policy: one sweep at a time
 * across instances; a failed sweep is simply retried by the next minute's.
 * @param makeCtx builds a fresh ctx per run
 */
export async function registerSweepPayments(boss: PgBoss, makeCtx: () => Ctx): Promise<void> {
  await boss.createQueue(SWEEP_PAYMENTS, { policy: "exclusive", retryLimit: 0 });
  await boss.work(SWEEP_PAYMENTS, async () => {
    const ctx = makeCtx();
    const result = await sweepPayments(ctx);
    const quotesExpired = await expireQuotes(ctx);
    if (result.checked || result.expired || result.refunded || quotesExpired) {
      ctx.log.info({ ...result, quotesExpired }, "payments sweep");
    }
  });
  await boss.schedule(SWEEP_PAYMENTS, SWEEP_PAYMENTS_CRON);
}
