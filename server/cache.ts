/**
 * The in-process cache behind `ctx.services.cache` (core/ports/cache.ts; issues 17 and 18, ADR 0026) and the
 * listener that keeps it right across instances: every instance `LISTEN`s on {@link CACHE_CHANNEL} and drops the
 * topic a notification names. On PostgreSQL the listener is one dedicated connection (reconnected after a loss,
 * when everything is dropped since notifications may have been missed); on PGlite, one process, it is PGlite's own
 * `listen`, which delivers at commit like PostgreSQL.
 */
import { LRUCache } from "lru-cache";
import pg from "pg";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { DatabaseHandle } from "../db/client.ts";
import { CACHE_CHANNEL, CACHE_TOPICS, type CachePort, type CacheTopic } from "../core/ports/cache.ts";

/** How long a value is kept at most: a safety net should a notification be lost, not the means of freshness. */
export const CACHE_TTL_MS = 5 * 60_000;

/**
 * How many values a topic keeps at most; inserting one more drops the oldest. Keys such as a search's (the query as
 * typed) come from visitors, so a topic must not grow with traffic between two writes.
 */
export const CACHE_MAX_ENTRIES = 5_000;

/** How long the PostgreSQL listener waits before it reconnects after losing its connection. */
const RECONNECT_MS = 1_000;

/** A {@link CachePort} with its local controls: drop a topic (a notification arrived), drop all, stop listening. */
export interface ProcessCache extends CachePort {
  /** Drops every value of `topic` in this process (an unknown topic is ignored). */
  drop(topic: string): void;
  /** Drops every value. */
  clear(): void;
  /** Stops listening for invalidations (the database is the caller's to close). */
  close(): Promise<void>;
  /**
   * Calls `listener` after every drop here — a topic (this process's write, or another instance's notification) or
   * everything — with the topic, or null for everything. The page cache (server/web/page-cache.ts) empties on it.
   */
  onDrop(listener: (topic: string | null) => void): void;
}

/** Sends the invalidation of `topic` through `db` (in its transaction when it is one). */
const notify: CachePort["invalidate"] = async (db, topic) => {
  await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${topic})`);
};

/**
 * A cache kept in this process's memory: per topic, an `lru-cache` of key → value (as a promise, so concurrent reads
 * of a missing key share one load), each kept for `ttlMs` at most, and at most `maxEntries`
 * ({@link CACHE_MAX_ENTRIES}) per topic, the least recently used dropped first. `now` (milliseconds) replaces the
 * clock in tests. Nothing listens yet: see {@link startCache}.
 */
export function createProcessCache(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): ProcessCache {
  const ttl = options.ttlMs ?? CACHE_TTL_MS;
  const max = options.maxEntries ?? CACHE_MAX_ENTRIES;
  const perf = options.now ? { now: options.now } : undefined;
  const topics = new Map<CacheTopic, LRUCache<string, Promise<unknown>>>(
    CACHE_TOPICS.map((t) => [t, new LRUCache<string, Promise<unknown>>({ max, ttl, ttlResolution: 0, perf })]),
  );
  const listeners: ((topic: string | null) => void)[] = [];
  const drop = (topic: string) => {
    topics.get(topic as CacheTopic)?.clear();
    for (const listener of listeners) listener(topic);
  };
  return {
    read<T>(topic: CacheTopic, key: string, load: () => Promise<T>): Promise<T> {
      const entries = topics.get(topic);
      if (!entries) return load();
      const hit = entries.get(key);
      if (hit) return hit as Promise<T>;
      // a thenable (a query builder) would run again on each await: keep one promise of its result
      const value = Promise.resolve(load());
      entries.set(key, value);
      // a failed load is not kept (unless a newer value replaced it meanwhile)
      value.catch(() => entries.peek(key) === value && entries.delete(key));
      return value;
    },
    async invalidate(db, topic) {
      drop(topic);
      await notify(db, topic);
    },
    drop,
    clear: () => {
      for (const entries of topics.values()) entries.clear();
      for (const listener of listeners) listener(null);
    },
    close: async () => {},
    onDrop: (listener) => {
      listeners.push(listener);
    },
  };
}

/**
 * A cache that keeps nothing (every read loads) and only notifies: for scripts and domain tests
 * (server/composition.ts `offlineServices`), which write rows directly and must read them back.
 */
export function passThroughCache(): CachePort {
  return { read: (_topic, _key, load) => load(), invalidate: notify };
}

/**
 * The process's cache, listening on {@link CACHE_CHANNEL} of `database`: PGlite's `listen`, or a dedicated
 * PostgreSQL connection (`database.url`) that reconnects every {@link RECONNECT_MS} after a loss and then drops
 * everything. Resolves once the first `LISTEN` is in place.
 * @throws whatever connecting to PostgreSQL throws the first time
 */
export async function startCache(database: DatabaseHandle, log: Logger): Promise<ProcessCache> {
  const cache = createProcessCache();
  const onNotice = (payload: string | undefined) => {
    if (payload) cache.drop(payload);
  };
  if (database.pglite) {
    const unlisten = await database.pglite.listen(CACHE_CHANNEL, onNotice);
    return { ...cache, close: () => unlisten() };
  }
  if (!database.url) return cache;
  const url = database.url;
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => onNotice(message.payload));
    next.on("error", (error) => {
      log.warn({ err: error }, "cache listener lost its connection; reconnecting");
      lost(next);
    });
    next.on("end", () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${CACHE_CHANNEL}`);
    client = next;
  };
  const lost = (which: pg.Client) => {
    if (client !== which || closed) return;
    client = null;
    which.end().catch(() => {});
    cache.clear();
    const retry = () => {
      timer = undefined;
      if (closed) return;
      connect()
        .then(() => cache.clear())
        .catch((error) => {
          log.warn({ err: error }, "cache listener could not reconnect; retrying");
          timer = setTimeout(retry, RECONNECT_MS);
        });
    };
    timer = setTimeout(retry, RECONNECT_MS);
  };
  await connect();
  return {
    ...cache,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
