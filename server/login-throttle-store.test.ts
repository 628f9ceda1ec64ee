import { createConnection } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, openTestDatabase } from "../tests/setup/db.ts";
import {
  type FailureStore,
  LOGIN_THROTTLE,
  databaseFailureStore,
  loginThrottle,
  secondaryFailureStore,
} from "./login-throttle.ts";
import { type RedisStorage, openRedisStorage } from "./redis-storage.ts";

/** The per-account limit over each store it can live in (issue 14: shared by every instance). */
const url = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const hasRedis = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(url);
  const socket = createConnection({ host: hostname, port: Number(port || 6379) });
  socket.once("connect", () => resolve(socket.end() && true));
  socket.once("error", () => resolve(false));
  socket.setTimeout(1000, () => resolve(socket.destroy() && false));
});

let tdb: TestDatabase;
let redis: RedisStorage | undefined;
beforeAll(async () => {
  tdb = await openTestDatabase();
  if (hasRedis) redis = await openRedisStorage(url);
});
afterAll(async () => {
  await redis?.close();
  await tdb?.close();
});

const stores: [string, () => FailureStore | null][] = [
  ["the database (auth_rate_limit)", () => databaseFailureStore(tdb.handle.db)],
  ["Redis (REDIS_URL)", () => (redis ? secondaryFailureStore(redis.storage) : null)],
];

describe.each(stores)("over %s", (_name, make) => {
  it("counts concurrent failures without losing one, waits, grows, forgets after a day and on clear", async (ctx) => {
    const store = make();
    if (!store) return ctx.skip();
    let now = Date.UTC(2026, 10, 28, 12);
    const throttle = loginThrottle(store, () => now);
    const email = `Store-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}@Example.com`;
    // from many instances at once: every failure counted (atomic upsert / INCR)
    const runs = await Promise.all(Array.from({ length: LOGIN_THROTTLE.freeFailures }, () => throttle.failed(email)));
    expect(runs.map((r) => r.failures).sort((a, b) => a - b)).toEqual(
      Array.from({ length: LOGIN_THROTTLE.freeFailures }, (_, i) => i + 1),
    );
    expect(runs.filter((r) => r.firstLock)).toHaveLength(1);
    expect(await throttle.retryAfter(email.toLowerCase())).toBe(30);
    now += 31_000;
    expect(await throttle.retryAfter(email)).toBe(0);
    await throttle.failed(email);
    expect(await throttle.retryAfter(email)).toBe(60);
    now += 25 * 60 * 60 * 1000;
    expect(await throttle.retryAfter(email)).toBe(0);
    await throttle.failed(email);
    await throttle.clear(email);
    expect(await throttle.retryAfter(email)).toBe(0);
  });
});
