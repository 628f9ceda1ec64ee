import type { BetterAuthOptions } from "better-auth";
import { createClient } from "redis";

/** Better Auth's secondary-storage interface (get, getAndDelete, increment, set, delete). */
export type SecondaryStorage = NonNullable<BetterAuthOptions["secondaryStorage"]>;

/** Sets a counter to 1 with a TTL on creation, else increments it (atomic on the Redis server). */
const INCREMENT_SCRIPT = `local v = redis.call('INCR', KEYS[1])
if v == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return v`;

/** Better Auth's secondary storage on Redis, and how to close the connection. */
export interface RedisStorage {
  storage: SecondaryStorage;
  close(): Promise<void>;
}

/**
 * Opens Redis at `url` as Better Auth's secondary storage (DESIGN "Scaling out": sessions and rate
 * limits shared by every instance when `REDIS_URL` is set). Keys are prefixed `fabrico:auth:`;
 * TTLs are in seconds, as Better Auth gives them.
 * @throws when Redis cannot be reached at start
 */
export async function openRedisStorage(url: string): Promise<RedisStorage> {
  const client = createClient({ url });
  client.on("error", () => {
    // reconnection is automatic; commands fail (and are logged by their caller) meanwhile
  });
  await client.connect();
  const key = (k: string) => `fabrico:auth:${k}`;
  const run = (args: string[]) => client.sendCommand(args) as Promise<unknown>;
  const storage: SecondaryStorage = {
    get: (k) => run(["GET", key(k)]),
    getAndDelete: (k) => run(["GETDEL", key(k)]),
    increment: async (k, ttl) =>
      Number(await run(["EVAL", INCREMENT_SCRIPT, "1", key(k), String(Math.max(1, Math.ceil(ttl)))])),
    set: async (k, value, ttl) => {
      await run(ttl ? ["SET", key(k), value, "EX", String(Math.max(1, Math.ceil(ttl)))] : ["SET", key(k), value]);
    },
    delete: async (k) => {
      await run(["DEL", key(k)]);
    },
  };
  return {
    storage,
    close: async () => {
      await client.close();
    },
  };
}
