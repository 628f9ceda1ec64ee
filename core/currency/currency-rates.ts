import { desc, eq, sql } from "drizzle-orm";
import { CURRENCIES, type CurrencyCode } from "../shared/currency.ts";
import type { Ctx } from "../shared/ctx.ts";
import { currencyRateTable } from "./currency.sql.ts";

/** Euro-based rates of one day: units of each currency per 1 EUR (spec §3 `exchangeRate`). */
export interface CurrencyRates {
  date: string;
  rates: Record<CurrencyCode, number>;
  fetchedAt: string;
}

/**
 * The newest stored rates that cover all eight currencies, or null when none are stored yet
 * (the shop then shows EUR only). Kept in `ctx.services.cache` under the `rates` topic (ADR 0026);
 * {@link refreshCurrencyRates} invalidates it. The value is shared: callers must not change it.
 */
export function getCurrencyRates(ctx: Ctx): Promise<CurrencyRates | null> {
  return ctx.services.cache.read("rates", "latest", () => loadCurrencyRates(ctx));
}

async function loadCurrencyRates(ctx: Ctx): Promise<CurrencyRates | null> {
  const [latest] = await ctx.db
    .select({ date: currencyRateTable.ratesDate })
    .from(currencyRateTable)
    .groupBy(currencyRateTable.ratesDate)
    .having(sql`count(*) >= ${CURRENCIES.length}`)
    .orderBy(desc(currencyRateTable.ratesDate))
    .limit(1);
  if (!latest) return null;
  const rows = await ctx.db.select().from(currencyRateTable).where(eq(currencyRateTable.ratesDate, latest.date));
  const rates = Object.fromEntries(rows.map((r) => [r.currency, r.rate])) as Record<CurrencyCode, number>;
  const fetchedAt = rows.reduce((max, r) => (r.fetchedAt > max ? r.fetchedAt : max), new Date(0));
  return { date: latest.date, rates, fetchedAt: fetchedAt.toISOString() };
}

/**
 * Fetches today's rates from `ctx.services.rates` and stores them (one row per currency; a second fetch of the
 * same date overwrites). Run daily by the `refresh-currency-rates` job.
 * @throws whatever the rates source throws (RatesUnavailableError): the job retries
 */
export async function refreshCurrencyRates(ctx: Ctx): Promise<CurrencyRates> {
  const source = ctx.services.rates;
  const { date, rates } = await source.getEuroRates("latest");
  const fetchedAt = ctx.now();
  const values = CURRENCIES.map((c) => ({ ratesDate: date, currency: c.code, rate: rates[c.code], fetchedAt }));
  await ctx.db
    .insert(currencyRateTable)
    .values(values)
    .onConflictDoUpdate({
      target: [currencyRateTable.ratesDate, currencyRateTable.currency],
      set: { rate: sql`excluded.rate`, fetchedAt: sql`excluded.fetched_at` },
    });
  await ctx.services.cache.invalidate(ctx.db, "rates");
  return { date, rates, fetchedAt: fetchedAt.toISOString() };
}
