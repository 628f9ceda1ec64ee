/**
 * The shared page cache for anonymous visitors (issue 17, ADR 0026 "Page cache"): the server-rendered HTML of the
 * catalogue and content pages, for a request that carries no session, cart, flash or other shop cookie, kept per
 * (origin, path + query, language, currency) in Redis when `REDIS_URL` is set and in this process's memory
 * otherwise. Every drop of the process cache (core/ports/cache.ts: catalogue, CMS, settings and rates writes,
 * delivered to every instance by LISTEN/NOTIFY) empties it. Lives around the page renderer (server/app.ts), not in
 * core: it stores responses, not data.
 */
import { createClient } from "redis";
import type { Logger } from "pino";
import { CART_COOKIE } from "../../core/cart/cart-ref.ts";
import { CONSENT_COOKIE } from "../../core/cms/consent.ts";
import type { Locale } from "../../core/shared/locale.ts";

/** How long a page is kept at most (seconds): a safety net, since writes empty the cache on every instance. */
export const PAGE_CACHE_TTL_SECONDS = 60;

/**
 * `Cache-Control` of a page the cache may serve: browsers revalidate every time (`max-age=0`); a CDN or an nginx
 * micro-cache in front may keep it `s-maxage` seconds — they are not told of writes, so this is the longest a price
 * change can take to show through them.
 */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=5";

/** `Cache-Control` of a catalogue page rendered for a signed-in visitor, a cart or a flash message: never shared. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** `Vary` of the catalogue pages: what the server renders them by besides the URL (language and currency cookies). */
export const PAGE_VARY = "Cookie, Accept-Language";

/** Response header saying what the page cache did: `hit`, `miss` (rendered and stored) or `bypass`. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/** Most memory the in-process store holds (bytes of HTML); the least recently read pages go first. */
const MEMORY_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The pages that may be cached (app/routes.ts): home, search (the category pages are search filters), a product,
 * the size guide and the CMS pages. Not `.data` requests (client navigations), not the cart, checkout, account,
 * contact or newsletter pages (forms, personal data).
 */
const CACHEABLE_PATH =
  /^\/(?:|product\/search|product\/[^/.]+|size-guide|about|faqs?|community|promo|privacy|shipping-policy|terms-of-use|complaints-book|disputeresolution)$/;

/**
 * Cookies that make a request personal: the shop's own (`fabrico.*`, `fabrico_*`, with or without the `__Secure-`
 * or `__Host-` prefix: session, two-step, cart, flash …) except the consent choice, which only the browser reads.
 * Other cookies (language, currency, an analytics tag's) do not change what the server renders, or are in the key.
 */
const PERSONAL_COOKIE = /^(?:__Secure-|__Host-)?fabrico[._]/;

/** A stored page: status, the headers to send again, the HTML, and the CSP nonce it was rendered with. */
export interface StoredPage {
  status: number;
  headers: [string, string][];
  html: string;
  nonce: string;
}

/**
 * Where pages are kept. A generation names one filling of the store: {@link PageStore.clear} starts a new one, and a
 * page rendered under a generation already cleared is never read — so a render that began before a write cannot
 * put the old page back after the write emptied the store.
 */
export interface PageStore {
  /** The page of `key` in the current generation (null when absent or expired), and that generation. */
  get(key: string): Promise<{ generation: string; page: StoredPage | null }>;
  /** Keeps `page` under `key` in `generation` for `ttlSeconds` (nothing when that generation was cleared). */
  set(generation: string, key: string, page: StoredPage, ttlSeconds: number): Promise<void>;
  /** Starts a new generation: every page kept so far is gone, on every instance sharing the store. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/** The key of a cacheable request, or null when it must be rendered for this visitor alone. */
export function pageCacheKey(request: Request, locale: Locale): string | null {
  if (request.method !== "GET") return null;
  if (request.headers.has("authorization")) return null;
  const url = new URL(request.url);
  if (!CACHEABLE_PATH.test(url.pathname)) return null;
  let currency = "";
  for (const part of (request.headers.get("cookie") ?? "").split(/;\s*/)) {
    const name = part.slice(0, part.indexOf("=")).trim();
    if (!name) continue;
    if (name === CART_COOKIE || (PERSONAL_COOKIE.test(name) && name !== CONSENT_COOKIE)) return null;
    if (name === "currency") currency = part.slice(part.indexOf("=") + 1).trim();
  }
  // the origin too: without PUBLIC_URL the root loader renders links from the request's host
  return [url.origin, locale, /^[a-z]{3}$/.test(currency) ? currency : "-", `${url.pathname}${url.search}`].join("|");
}

/** True when the path is one the page cache serves (its responses get {@link PAGE_VARY}). */
export function isCacheablePath(pathname: string): boolean {
  return CACHEABLE_PATH.test(pathname);
}

/** A store in this process's memory: least recently read first out past {@link MEMORY_MAX_BYTES}. */
export function memoryPageStore(options: { maxBytes?: number; now?: () => number } = {}): PageStore {
  const maxBytes = options.maxBytes ?? MEMORY_MAX_BYTES;
  const now = options.now ?? Date.now;
  let generation = 0;
  let bytes = 0;
  const entries = new Map<string, { page: StoredPage; expiresAt: number; bytes: number }>();
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  return {
    async get(key) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt <= now()) remove(key);
      else if (entry) {
        // most recently read last
        entries.delete(key);
        entries.set(key, entry);
      }
      return { generation: String(generation), page: entries.get(key)?.page ?? null };
    },
    async set(at, key, page, ttlSeconds) {
      if (at !== String(generation)) return;
      remove(key);
      const size = page.html.length * 2 + 512;
      if (size > maxBytes) return;
      entries.set(key, { page, expiresAt: now() + ttlSeconds * 1000, bytes: size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    async clear() {
      generation++;
      entries.clear();
      bytes = 0;
    },
    close: async () => {},
  };
}

/** Reads the generation, then the page under it, in one round trip. */
const GET_SCRIPT = `local g = redis.call('GET', KEYS[1]) or '0'
return {g, redis.call('GET', KEYS[1] .. ':' .. g .. ':' .. ARGV[1])}`;

/** Stores the page only while its generation is still the current one. */
const SET_SCRIPT = `local g = redis.call('GET', KEYS[1]) or '0'
if g ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1] .. ':' .. g .. ':' .. ARGV[2], ARGV[3], 'EX', ARGV[4])
return 1`;

/**
 * A store in Redis at `url`, shared by every instance: pages under `fabrico:page:<generation>:<key>` with their TTL,
 * the generation a counter at `fabrico:page` (clearing increments it; the old pages expire on their own). Commands
 * fail at once while Redis is away (no offline queue): the page is then rendered, not served from the cache.
 * @throws when Redis cannot be reached at start
 */
export async function redisPageStore(url: string, log: Logger): Promise<PageStore> {
  const client = createClient({ url, disableOfflineQueue: true });
  client.on("error", (error) => log.warn({ err: error }, "page cache: Redis error"));
  await client.connect();
  const base = "fabrico:page";
  const run = (args: string[]) => client.sendCommand(args) as Promise<unknown>;
  return {
    async get(key) {
      const [generation, value] = (await run(["EVAL", GET_SCRIPT, "1", base, key])) as [string, string | null];
      return { generation: String(generation), page: value ? (JSON.parse(value) as StoredPage) : null };
    },
    async set(generation, key, page, ttlSeconds) {
      await run(["EVAL", SET_SCRIPT, "1", base, generation, key, JSON.stringify(page), String(ttlSeconds)]);
    },
    async clear() {
      await run(["INCR", base]);
    },
    close: async () => {
      await client.close();
    },
  };
}

/** The page cache as the app uses it (server/app.ts). */
export interface PageCache {
  /**
   * Answers `request` from the cache, or renders it with `render` — storing the result when the request and the
   * response allow it. `nonce` is this response's CSP nonce: a cached page gets it in place of the one it was
   * rendered with. Marks the response with {@link PAGE_CACHE_HEADER}, and the cacheable paths with `Vary` and
   * `Cache-Control` (shared for a cacheable answer, private otherwise). `render(storable)` is told whether the
   * answer may be stored: then it must be plain HTML (the stored text), else the renderer may compress it.
   */
  handle(
    request: Request,
    locale: Locale,
    nonce: string,
    render: (storable: boolean) => Promise<Response>,
  ): Promise<Response>;
  /** Empties the cache on every instance sharing its store. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A page cache over `store`. `onInvalidate` subscribes to the process cache's drops (server/cache.ts): each drop,
 * from this process's write or another instance's notification, empties the store.
 */
export function createPageCache(options: {
  store: PageStore;
  log: Logger;
  onInvalidate?: (listener: () => void) => void;
  ttlSeconds?: number;
}): PageCache {
  const { store, log } = options;
  const ttl = options.ttlSeconds ?? PAGE_CACHE_TTL_SECONDS;
  const clear = () => store.clear().catch((error) => log.warn({ err: error }, "page cache: could not be emptied"));
  options.onInvalidate?.(() => void clear());

  const mark = (response: Response, state: "hit" | "miss" | "bypass", shared: boolean) => {
    response.headers.set(PAGE_CACHE_HEADER, state);
    // a page the renderer compressed already varies by Accept-Encoding (app/entry.server.tsx): keep it
    const vary = response.headers.get("Vary");
    response.headers.set("Vary", vary ? `${PAGE_VARY}, ${vary}` : PAGE_VARY);
    if (shared) response.headers.set("Cache-Control", SHARED_CACHE_CONTROL);
    else if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return response;
  };

  return {
    async handle(request, locale, nonce, render) {
      const url = new URL(request.url);
      if (!isCacheablePath(url.pathname)) return render(false);
      const key = pageCacheKey(request, locale);
      if (!key) return mark(await render(false), "bypass", false);
      const found = await store.get(key).catch((error) => {
        log.warn({ err: error }, "page cache: read failed; rendering");
        return null;
      });
      if (found?.page) {
        const { page } = found;
        const html = page.nonce ? page.html.replaceAll(page.nonce, nonce) : page.html;
        return mark(new Response(html, { status: page.status, headers: page.headers }), "hit", true);
      }
      const response = await render(found !== null);
      const type = response.headers.get("content-type") ?? "";
      const storable =
        found !== null &&
        response.status === 200 &&
        type.startsWith("text/html") &&
        !response.headers.has("set-cookie") &&
        !/no-store|private/.test(response.headers.get("cache-control") ?? "");
      if (!storable) return mark(response, "bypass", false);
      const html = await response.text();
      const headers = [...response.headers].filter(([name]) => !/^(content-length|x-request-id|date)$/i.test(name));
      await store
        .set(found.generation, key, { status: 200, headers, html, nonce }, ttl)
        .catch((error) => log.warn({ err: error }, "page cache: write failed"));
      return mark(new Response(html, { status: 200, headers: response.headers }), "miss", true);
    },
    clear: async () => {
      await clear();
    },
    close: () => store.close(),
  };
}
