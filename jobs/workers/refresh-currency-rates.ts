import type { PgBoss } from "pg-boss";
import { type RatesSource, getCurrencyRates, refreshCurrencyRates } from "../../core/currency/currency-rates.ts";
import type { Ctx } from "../../core/shared/ctx.ts";

export const REFRESH_CURRENCY_RATES = "refresh-currency-rates";

/** Rates older than this are refreshed at start; otherwise the daily schedule keeps them fresh. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Registers the daily rates refresh (issue 2): every day at 05:00 UTC, plus once at start when the
 * cache is empty or stale. A failed fetch is retried after 5 s (spec §4), then with backoff;
 * meanwhile the shop shows EUR (no rates) or yesterday's rates.
 */
export async function registerRefreshCurrencyRates(boss: PgBoss, makeCtx: () => Ctx, source: RatesSource): Promise<void> {
  await boss.createQueue(REFRESH_CURRENCY_RATES, {
    retryLimit: 8,
    retryDelay: 5,
    retryBackoff: true,
    policy: "singleton",
  });
  await boss.work(REFRESH_CURRENCY_RATES, async () => {
    const ctx = makeCtx();
    const rates = await refreshCurrencyRates(ctx, source);
    ctx.log.info({ date: rates.date }, "currency rates refreshed");
  });
  await boss.schedule(REFRESH_CURRENCY_RATES, "0 5 * * *", null, { tz: "UTC" });
  const cached = await getCurrencyRates(makeCtx());
  if (!cached || Date.now() - Date.parse(cached.fetchedAt) > STALE_AFTER_MS) {
    await boss.send(REFRESH_CURRENCY_RATES, null, { singletonKey: "startup" });
  }
}
