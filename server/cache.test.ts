/**
 * The in-process cache and its invalidation across instances (issues 17 and 18, ADR 0026). Two "instances" are two
 * caches, each with its own listener: on PGlite both listen on the one in-process database; on PostgreSQL
 * (`npm run test:pg`) each has its own connection pool and its own LISTEN connection, as two processes would.
 * A write on one is seen by the other within a second; a rolled-back write invalidates nothing.
 */
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteSettingTable } from "../core/cms/cms.sql.ts";
import { getSiteSetting, invalidateSiteSettings } from "../core/cms/site-settings.ts";
import { getCurrencyRates, refreshCurrencyRates } from "../core/currency/currency-rates.ts";
import { type Ctx, createCtx, withTransaction } from "../core/shared/ctx.ts";
import { CURRENCIES, type CurrencyCode } from "../core/shared/currency.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { type TestDatabase, openTestDatabase } from "../tests/setup/db.ts";
import { testServices } from "../tests/setup/services.ts";
import { type ProcessCache, createProcessCache, startCache } from "./cache.ts";

const log = pino({ level: "silent" });
let db: TestDatabase;
let second: DatabaseHandle;
let cacheA: ProcessCache;
let cacheB: ProcessCache;
let a: Ctx;
let b: Ctx;
let ratesDay = 1;

/** A rates source that answers a new date (and rates) on each call. */
const rates = {
  getEuroRates: async () => ({
    date: `2031-01-${String(ratesDay).padStart(2, "0")}`,
    rates: Object.fromEntries(CURRENCIES.map((c) => [c.code, c.code === "eur" ? 1 : ratesDay + 0.5])) as Record<
      CurrencyCode,
      number
    >,
  }),
};

/** Polls `read` until it returns `expected` (deep equality) or a second has passed; returns the milliseconds taken. */
async function within1s(read: () => Promise<unknown>, expected: unknown): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 1000) {
    if (JSON.stringify(await read()) === JSON.stringify(expected)) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 10));
  }
  expect(await read()).toEqual(expected);
  return Date.now() - started;
}

/** Writes the social links in one transaction and invalidates (or throws after both, rolling back). */
async function writeLinks(ctx: Ctx, value: unknown, rollBack = false): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const now = tx.now();
    await tx.db
      .insert(siteSettingTable)
      .values({ key: "socialLinks", value, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: siteSettingTable.key, set: { value, updatedAt: now } });
    await invalidateSiteSettings(tx);
    if (rollBack) throw new Error("roll back");
  }).catch((error: Error) => {
    if (error.message !== "roll back") throw error;
  });
}

beforeAll(async () => {
  db = await openTestDatabase();
  second = db.handle.url ? await openDatabase({ url: db.handle.url, poolMax: 2 }) : db.handle;
  cacheA = await startCache(db.handle, log);
  cacheB = await startCache(second, log);
  a = createCtx({ db: db.handle.db, log, services: testServices({ cache: cacheA, rates }) });
  b = createCtx({ db: second.db, log, services: testServices({ cache: cacheB, rates }) });
});

afterAll(async () => {
  await cacheA?.close();
  await cacheB?.close();
  if (second && second !== db.handle) await second.close();
  await db?.close();
});

describe("process cache", () => {
  it("keeps a value until its topic is dropped, shares one load, and does not keep a failed load", async () => {
    const cache = createProcessCache();
    let loads = 0;
    const load = async () => ++loads;
    const [x, y] = await Promise.all([cache.read("settings", "k", load), cache.read("settings", "k", load)]);
    expect([x, y, loads]).toEqual([1, 1, 1]);
    expect(await cache.read("rates", "k", load)).toBe(2);
    cache.drop("settings");
    expect(await cache.read("settings", "k", load)).toBe(3);
    expect(await cache.read("rates", "k", load)).toBe(2);
    await expect(cache.read("settings", "bad", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.read("settings", "bad", async () => "up")).toBe("up");
  });

  it("forgets a value after its time to live", async () => {
    let clock = 1_000;
    const cache = createProcessCache({ ttlMs: 100, now: () => clock });
    let loads = 0;
    const load = async () => ++loads;
    await cache.read("rates", "k", load);
    clock = 1_099;
    expect(await cache.read("rates", "k", load)).toBe(1);
    clock = 1_101;
    expect(await cache.read("rates", "k", load)).toBe(2);
  });

  it("keeps at most maxEntries values per topic, dropping the least recently used (visitors' search keys stay bounded)", async () => {
    const cache = createProcessCache({ maxEntries: 3 });
    let loads = 0;
    const load = async () => ++loads;
    for (const key of ["a", "b", "c", "d"]) await cache.read("catalog", key, load);
    expect(loads).toBe(4);
    // "a" was the least recently used: loaded again; "d" is still kept; another topic has its own room
    expect(await cache.read("catalog", "d", load)).toBe(4);
    expect(await cache.read("catalog", "a", load)).toBe(5);
    expect(await cache.read("cms", "a", load)).toBe(6);
    expect(await cache.read("catalog", "c", load)).toBe(3);
  });
});

describe("invalidation across instances", () => {
  it("a site setting written on one instance is read by the other within a second", async () => {
    const before = await getSiteSetting(b, "socialLinks");
    expect(await getSiteSetting(b, "socialLinks")).toBe(before); // cached: the same object
    const links = [{ network: "instagram", url: "https://instagram.com/fabrico-cache-test" }];
    await writeLinks(a, links);
    expect(await getSiteSetting(a, "socialLinks")).toEqual(links); // the writer at once
    await within1s(() => getSiteSetting(b, "socialLinks"), links);
  });

  it("a rolled-back write invalidates nothing", async () => {
    const cached = await getSiteSetting(b, "socialLinks");
    await writeLinks(a, [{ network: "tiktok", url: "https://tiktok.com/@rolled-back" }], true);
    await new Promise((r) => setTimeout(r, 200));
    expect(await getSiteSetting(b, "socialLinks")).toBe(cached);
  });

  it("a rates refresh on one instance is read by the other within a second", async () => {
    await getCurrencyRates(b);
    ratesDay = 2;
    const fresh = await refreshCurrencyRates(a);
    const read = async () => {
      const r = await getCurrencyRates(b);
      return r && { date: r.date, rates: r.rates };
    };
    await within1s(read, { date: fresh.date, rates: fresh.rates });
  });
});
