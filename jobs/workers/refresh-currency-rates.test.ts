import type { PgBoss } from "pg-boss";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCurrencyRates } from "../../core/currency/currency-rates.ts";
import { type Ctx, createCtx } from "../../core/shared/ctx.ts";
import { CURRENCIES } from "../../core/shared/currency.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { RatesClient } from "../../integrations/rates/client.ts";
import { type RatesSimulator, simulatedEuroRates, startRatesSimulator } from "../../integrations/rates/simulator.ts";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import { startJobQueue } from "../queue.ts";
import { RATES_QUEUE_OPTIONS, REFRESH_CURRENCY_RATES, registerRefreshCurrencyRates } from "./refresh-currency-rates.ts";
import { testServices } from "../../tests/setup/services.ts";
import { waitFor as pollUntil } from "../../tests/setup/wait-for.ts";
import { settledJob } from "../../tests/setup/job-queue.ts";

let tdb: TestDatabase;
let handle: DatabaseHandle;
let sim: RatesSimulator;
let boss: PgBoss;
let today = "2026-11-23";
const logLines: Array<{ level: number; msg: string }> = [];
const log = pino({ level: "info" }, { write: (line: string) => logLines.push(JSON.parse(line)) });
let makeCtx = (): Ctx => createCtx({ services: testServices(), db: handle.db, log });

/** tests/setup/wait-for.ts's poll, waiting at most 8_000 ms here. */
const waitFor = <T>(what: string, check: () => Promise<T>, ms = 8_000) => pollUntil(what, check, ms);

function expectedRates(date: string) {
  const all = simulatedEuroRates(date);
  return Object.fromEntries(CURRENCIES.map((c) => [c.code, all[c.code]]));
}

beforeAll(async () => {
  // the run's database clone: PGlite (pg-boss's PGlite adapter) or PostgreSQL (pg-boss's own pool)
  tdb = await openTestDatabase();
  handle = tdb.handle;
  // both hosts down from the start: the first refresh must fail
  sim = await startRatesSimulator({
    now: () => new Date(`${today}T06:00:00Z`),
    failures: { primary: Number.POSITIVE_INFINITY, fallback: Number.POSITIVE_INFINITY },
  });
  boss = await startJobQueue(handle, log);
}, 60_000);

afterAll(async () => {
  await boss?.stop({ graceful: false, timeout: 2_000 });
  await sim?.close();
  await tdb?.close();
});

describe("refresh-currency-rates job (pg-boss on the test database, real client, simulator)", () => {
  it("keeps the shop on EUR while the service fails, retries, then stores the rates", async () => {
    const client = new RatesClient({ primaryUrl: sim.primaryUrl, fallbackUrl: sim.fallbackUrl, timeoutMs: 1_000 });
    // a 1 s first retry instead of the spec's 5 s keeps the test short; the policy is otherwise the real one
    const services = testServices({ rates: client });
    makeCtx = () => createCtx({ services, db: handle.db, log });
    await registerRefreshCurrencyRates(boss, makeCtx, { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 });

    // the start-up job ran, failed on both URLs, and was retried
    await waitFor("a retry", async () => sim.requests.primary >= 2 && sim.requests.fallback >= 2);
    expect(await getCurrencyRates(makeCtx())).toBeNull();
    const [job] = await boss.findJobs(REFRESH_CURRENCY_RATES);
    expect(job?.retryCount).toBeGreaterThanOrEqual(1);
    expect(["retry", "active", "created"]).toContain(job?.state);
    expect(job?.retryLimit).toBe(RATES_QUEUE_OPTIONS.retryLimit);
    expect(logLines.some((l) => l.level === 40 && /refresh failed/.test(l.msg))).toBe(true);

    // the service comes back: the next retry stores the rates
    sim.setFailures({});
    const rates = await waitFor("rates in the DB", () => getCurrencyRates(makeCtx()), 10_000);
    expect(rates.date).toBe(today);
    expect(rates.rates).toEqual(expectedRates(today));
    const done = await settledJob(boss, REFRESH_CURRENCY_RATES, job?.id ?? "");
    expect(done.state).toBe("completed");
  }, 20_000);

  it("keeps at most one refresh pending, and a later run stores the new day's rates", async () => {
    sim.setFailures({ primary: 1, fallback: 1 });
    today = "2026-11-24";
    const first = await boss.send(REFRESH_CURRENCY_RATES, null);
    const second = await boss.send(REFRESH_CURRENCY_RATES, null);
    expect(first).toBeTruthy();
    expect(second).toBeNull(); // the queue's exclusive policy drops it

    const rates = await waitFor("the new day's rates", async () => {
      const cached = await getCurrencyRates(makeCtx());
      return cached?.date === "2026-11-24" ? cached : null;
    });
    expect(rates.rates).toEqual(expectedRates("2026-11-24"));
  }, 15_000);
});
