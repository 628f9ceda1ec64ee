import type { PgBoss, Queue } from "pg-boss";
import { getCurrencyRates, refreshCurrencyRates } from "../../core/currency/currency-rates.ts";
import type { Ctx } from "../../core/shared/ctx.ts";

/** Queue name of the daily rates refresh. */
export const REFRESH_CURRENCY_RATES = "refresh-currency-rates";

/** Rates fetched longer ago than this (ms) are refreshed at start; otherwise the daily schedule keeps them fresh. */
export const RATES_STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** Cron of the daily refresh (UTC): the service publishes once a day, shortly after midnight UTC. */
export const RATES_REFRESH_CRON = "0 5 * * *";

/**
 * Retry policy of the queue. The spec retries a failed currency initialisation after 5 s (§4, §8);
 * pg-boss's backoff starts there (first retry 5–10 s after the failure, jittered) and doubles up to
 * 5 min, so 20 retries keep trying for over an hour before the job fails; the next daily run or a
 * restart with stale rates tries again.
 */
export const RATES_QUEUE_OPTIONS = {
  policy: "exclusive", // at most one refresh queued, retrying or running, across all instances
  retryLimit: 20,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 300,
} as const satisfies Omit<Queue, "name">;

/** Knobs for tests; production uses the defaults. */
export interface RefreshCurrencyRatesOptions {
  /** First retry delay in seconds (default 5, spec §4). */
  retryDelaySeconds?: number;
  /** How often the worker looks for due jobs, in seconds (pg-boss default 2; ≥ 0.5). */
  pollingIntervalSeconds?: number;
}

/**
 * Registers the daily rates refresh (issue 2): a worker on the `refresh-currency-rates` queue, a
 * schedule every day at 05:00 UTC, and one job right away when the cache is empty or older than
 * {@link RATES_STALE_AFTER_MS}. The worker fetches from `ctx.services.rates` (the RatesClient, or its
 * simulator in dev/tests) and stores the eight rates (`refreshCurrencyRates`).
 *
 * A failed fetch (RatesUnavailableError, or a DB error) is logged at warn and thrown back to pg-boss,
 * which retries it per {@link RATES_QUEUE_OPTIONS}; meanwhile the shop keeps showing the last cached
 * rates, or EUR only when there are none (`getCurrencyRates` returns null).
 *
 * Safe to call from every instance: the queue's `exclusive` policy keeps at most one refresh
 * queued or running, and pg-boss fires a schedule once per occurrence across instances.
 *
 * @param boss a started pg-boss (jobs/queue.ts)
 * @param makeCtx builds a fresh ctx (db, logger, clock) per job
 * @throws whatever pg-boss or the first `getCurrencyRates` throws (DB unreachable)
 */
export async function registerRefreshCurrencyRates(
  boss: PgBoss,
  makeCtx: () => Ctx,
  options: RefreshCurrencyRatesOptions = {},
): Promise<void> {
  const queueOptions = {
    ...RATES_QUEUE_OPTIONS,
    retryDelay: options.retryDelaySeconds ?? RATES_QUEUE_OPTIONS.retryDelay,
  };
  await boss.createQueue(REFRESH_CURRENCY_RATES, queueOptions);
  // createQueue leaves an existing queue as it was: bring its retry settings up to date
  const { policy: _policy, ...retryOptions } = queueOptions;
  await boss.updateQueue(REFRESH_CURRENCY_RATES, retryOptions);

  const workOptions = options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {};
  await boss.work(REFRESH_CURRENCY_RATES, workOptions, async () => {
    const ctx = makeCtx();
    try {
      const rates = await refreshCurrencyRates(ctx);
      ctx.log.info({ date: rates.date }, "currency rates refreshed");
    } catch (error) {
      ctx.log.warn({ err: error }, "currency rates refresh failed; pg-boss will retry");
      throw error;
    }
  });
  await boss.schedule(REFRESH_CURRENCY_RATES, RATES_REFRESH_CRON, null, { tz: "UTC" });

  const ctx = makeCtx();
  const cached = await getCurrencyRates(ctx);
  if (!cached || ctx.now().getTime() - Date.parse(cached.fetchedAt) > RATES_STALE_AFTER_MS) {
    await boss.send(REFRESH_CURRENCY_RATES, null);
  }
}
