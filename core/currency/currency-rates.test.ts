import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import { type Ctx, createCtx } from "../shared/ctx.ts";
import type { CurrencyCode } from "../shared/currency.ts";
import type { RatesSource } from "../ports/rates-source.ts";
import { getCurrencyRates, refreshCurrencyRates } from "./currency-rates.ts";
import { currencyRateTable } from "./currency.sql.ts";
import { testServices } from "../../tests/setup/services.ts";

const RATES: Record<CurrencyCode, number> = {
  aud: 1.65,
  eur: 1,
  cad: 1.5,
  chf: 0.95,
  cny: 7.8,
  gbp: 0.85,
  jpy: 162.35,
  usd: 1.08,
};

let tdb: TestDatabase;
let clock = new Date("2026-11-23T05:00:00Z");
let ctx: Ctx;

/** A stand-in RatesSource that answers what the test sets. */
function source(date: string, rates: Record<CurrencyCode, number> = RATES): RatesSource & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async getEuroRates(asked = "latest") {
      calls.push(asked);
      return { date, rates };
    },
  };
}

beforeAll(async () => {
  tdb = await openTestDatabase();
  ctx = createCtx({ services: testServices(), db: tdb.handle.db, log: pino({ level: "silent" }), now: () => clock });
}, 60_000);

afterAll(async () => {
  await tdb?.close();
});

beforeEach(async () => {
  await tdb.handle.db.delete(currencyRateTable);
  clock = new Date("2026-11-23T05:00:00Z");
});

describe("getCurrencyRates", () => {
  it("returns null when nothing is cached (the shop shows EUR only)", async () => {
    expect(await getCurrencyRates(ctx)).toBeNull();
  });

  it("ignores a date that lacks some of the eight currencies", async () => {
    await tdb.handle.db.insert(currencyRateTable).values([
      { ratesDate: "2026-11-24", currency: "usd", rate: 1.1, fetchedAt: clock },
      { ratesDate: "2026-11-24", currency: "gbp", rate: 0.9, fetchedAt: clock },
    ]);
    expect(await getCurrencyRates(ctx)).toBeNull();
    await refreshCurrencyRates(withRates(source("2026-11-23")));
    expect((await getCurrencyRates(ctx))?.date).toBe("2026-11-23");
  });
});

/** The test ctx with `rates` as its rates source. */
const withRates = (rates: RatesSource): Ctx => ({ ...ctx, services: { ...ctx.services, rates } });

describe("refreshCurrencyRates", () => {
  it("asks for the latest rates and stores all eight", async () => {
    const from = source("2026-11-23");
    const stored = await refreshCurrencyRates(withRates(from));
    expect(from.calls).toEqual(["latest"]);
    expect(stored).toEqual({ date: "2026-11-23", rates: RATES, fetchedAt: "2026-11-23T05:00:00.000Z" });
    expect(await getCurrencyRates(ctx)).toEqual(stored);
    expect(await tdb.handle.db.select().from(currencyRateTable)).toHaveLength(8);
  });

  it("overwrites the rates of the same date on a second fetch", async () => {
    await refreshCurrencyRates(withRates(source("2026-11-23")));
    clock = new Date("2026-11-23T11:00:00Z");
    await refreshCurrencyRates(withRates(source("2026-11-23", { ...RATES, usd: 1.09, jpy: 163 })));
    const cached = await getCurrencyRates(ctx);
    expect(cached).toEqual({
      date: "2026-11-23",
      rates: { ...RATES, usd: 1.09, jpy: 163 },
      fetchedAt: "2026-11-23T11:00:00.000Z",
    });
    expect(await tdb.handle.db.select().from(currencyRateTable)).toHaveLength(8);
  });

  it("keeps older days and serves the newest", async () => {
    await refreshCurrencyRates(withRates(source("2026-11-22", { ...RATES, usd: 1.07 })));
    await refreshCurrencyRates(withRates(source("2026-11-23")));
    expect((await getCurrencyRates(ctx))?.rates.usd).toBe(1.08);
    expect(await tdb.handle.db.select().from(currencyRateTable)).toHaveLength(16);
  });

  it("stores nothing and rethrows when the source fails", async () => {
    const failing: RatesSource = {
      async getEuroRates() {
        throw new Error("rates down");
      },
    };
    await expect(refreshCurrencyRates(withRates(failing))).rejects.toThrow("rates down");
    expect(await getCurrencyRates(ctx)).toBeNull();
  });
});
