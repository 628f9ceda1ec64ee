import { createConnection } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { type AuthTestApp, openAuthTestApp } from "../tests/setup/auth-app.ts";
import { type RedisStorage, openRedisStorage } from "./redis-storage.ts";

/** Redis for these tests: TEST_REDIS_URL, else the machine's local server (.ci/run starts it). */
const url = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function reachable(): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.once("connect", () => resolve(socket.end() && true));
    socket.once("error", () => resolve(false));
    socket.setTimeout(1000, () => resolve(socket.destroy() && false));
  });
}
const hasRedis = await reachable();
if (!hasRedis) console.warn(`Redis not reachable at ${url}: the REDIS_URL tests are skipped`);

describe.skipIf(!hasRedis)("Redis as Better Auth's secondary storage (REDIS_URL)", () => {
  let redis: RedisStorage;
  let harness: AuthTestApp;
  const tag = `t${Date.now().toString(36)}`;

  beforeAll(async () => {
    redis = await openRedisStorage(url);
    // each request names its client address, as behind a proxy, so this test has its own bucket
    harness = await openAuthTestApp({ secondaryStorage: redis.storage, env: { TRUST_PROXY: "true" } });
  });
  afterAll(async () => {
    await harness?.close();
    await redis?.close();
  });

  it("stores, reads, deletes and expires values, and counts atomically with a TTL set once", async () => {
    const { storage } = redis;
    await storage.set(`${tag}:a`, "one", 60);
    expect(await storage.get(`${tag}:a`)).toBe("one");
    expect(await storage.getAndDelete(`${tag}:a`)).toBe("one");
    expect(await storage.get(`${tag}:a`)).toBeNull();
    const counts = await Promise.all(Array.from({ length: 5 }, () => storage.increment(`${tag}:n`, 60)));
    expect(counts.sort()).toEqual([1, 2, 3, 4, 5]);
    await storage.set(`${tag}:short`, "x", 1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await storage.get(`${tag}:short`)).toBeNull();
    await storage.delete(`${tag}:n`);
    expect(await storage.get(`${tag}:n`)).toBeNull();
  });

  it("keeps sign-in rate limits in Redis: the sixth attempt in a minute from one address is refused", async () => {
    // a fresh /64 of the IPv6 documentation range (RFC 3849) each run: counters of earlier runs don't count
    const hex = () => Math.floor(Math.random() * 0xffff).toString(16);
    const ip = `2001:db8:${hex()}:${hex()}::1`;
    const attempt = () =>
      harness.app.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip, origin: "http://localhost:3000" },
        body: JSON.stringify({ email: `${tag}@example.com`, password: "wrong password 123" }),
      });
    const statuses: number[] = [];
    const bodies: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await attempt();
      statuses.push(res.status);
      bodies.push(await res.text());
    }
    expect(statuses, JSON.stringify(bodies)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
    // the counters are in Redis, not in the database table
    const { rows } = (await harness.tdb.handle.db.execute(
      sql`select count(*)::int as n from auth_rate_limit`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
