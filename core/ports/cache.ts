import type { Database } from "../../db/client.ts";

/**
 * What the shop caches in process (issues 17 and 18, ADR 0026): data every page reads and that is the same for
 * every visitor. A topic names a kind of data; a write of it invalidates the whole topic.
 * - `settings`: site settings (core/cms/site-settings.ts: social links, analytics)
 * - `rates`: the euro's exchange rates (core/currency/currency-rates.ts)
 * - `catalog`: what the storefront shows of the catalogue — products, variants (price, stock), categories,
 *   attributes (colours, sizes, materials), photos, relations, approved reviews (core/catalog/catalog-cache.ts);
 *   invalidated by every write of those
 * - `cms`: content pages and shipping methods (core/cms/admin-content.ts writes them)
 */
export const CACHE_TOPICS = ["settings", "rates", "catalog", "cms"] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

/** The PostgreSQL `LISTEN/NOTIFY` channel that carries invalidations; the payload is a {@link CacheTopic}. */
export const CACHE_CHANNEL = "fabrico_cache";

/**
 * The process's cache of shared data (`ctx.services.cache`; adapter server/cache.ts). Values are kept per
 * `(topic, key)` until their topic is invalidated, here or on another instance, or a safety time-to-live passes.
 */
export interface CachePort {
  /**
   * The cached value of `key` under `topic`, or `load()`'s (then kept). Concurrent reads of a missing key share one
   * load; a load that fails is not kept (the error reaches every waiting caller). A missing key's `load` is called
   * before `read` returns (core/catalog/product-cards.ts batches the keys a list misses on it).
   */
  read<T>(topic: CacheTopic, key: string, load: () => Promise<T>): Promise<T>;
  /**
   * Drops `topic` here at once and tells every instance, through `db`, to drop it: `pg_notify` on
   * {@link CACHE_CHANNEL}. Call it with the transaction that writes the data: PostgreSQL (and PGlite) deliver the
   * notification when that transaction commits, and never when it rolls back.
   */
  invalidate(db: Database, topic: CacheTopic): Promise<void>;
}
