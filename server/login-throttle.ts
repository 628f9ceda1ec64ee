import { desc, eq, sql } from "drizzle-orm";
import { auth_rate_limit, auth_user } from "../core/customers/auth.sql.ts";
import { emailMessageTable } from "../core/mail/mail.sql.ts";
import { createId } from "../core/shared/ids.ts";
import { type Locale, isLocale } from "../core/shared/locale.ts";
import type { Database } from "../db/client.ts";
import type { SecondaryStorage } from "./redis-storage.ts";

/**
 * The per-account guessing limit of the password sign-in (issue 14), on top of Better Auth's
 * per-address limit: wrong passwords for one e-mail address, from any number of addresses, make
 * sign-in wait. The first {@link LOGIN_THROTTLE.freeFailures} cost nothing; each further one makes
 * the next attempt wait 30 s, then 60 s, 2 min … at most 15 min (short, so a stranger cannot keep an
 * owner out for long; a password reset ends the wait at once). An attempt during the wait is
 * refused before the password is checked, and is not counted. Counts are forgotten 24 h after the
 * last wrong password and on a successful sign-in or password reset.
 */
export const LOGIN_THROTTLE = {
  /** Wrong passwords that cost nothing (Better Auth lets 5 a minute through from one address). */
  freeFailures: 10,
  /** The wait after the first counted failure, in seconds; it doubles with each further one. */
  firstWaitSeconds: 30,
  /** The longest wait, in seconds. */
  maxWaitSeconds: 15 * 60,
  /** A run of failures is forgotten this long after its last one, in seconds. */
  forgetAfterSeconds: 24 * 60 * 60,
} as const;

/**
 * Seconds sign-in waits after the `failures`-th wrong password in a row (0 while free).
 * `failures` = freeFailures → 30 s, +1 → 60 s, … capped at 900 s.
 */
export function waitSeconds(failures: number): number {
  const over = failures - LOGIN_THROTTLE.freeFailures;
  if (over < 0) return 0;
  return Math.min(LOGIN_THROTTLE.maxWaitSeconds, LOGIN_THROTTLE.firstWaitSeconds * 2 ** Math.min(over, 20));
}

/** A run of wrong passwords for one account: how many, and when the last one was (epoch ms). */
export interface FailureRun {
  failures: number;
  lastFailureAt: number;
}

/**
 * Where runs are kept: the same storage as Better Auth's rate limits (the `auth_rate_limit` table,
 * or Redis when `REDIS_URL` is set), so every instance sees the same counts.
 */
export interface FailureStore {
  read(key: string): Promise<FailureRun | null>;
  /** Counts one failure at `now` (atomically; a run older than the forget window starts again) and returns the run. */
  fail(key: string, now: number): Promise<FailureRun>;
  clear(key: string): Promise<void>;
}

/** Runs in the `auth_rate_limit` table (unique `key`; `count` = failures, `last_request` = last failure, ms). */
export function databaseFailureStore(db: Database): FailureStore {
  const forgetMs = LOGIN_THROTTLE.forgetAfterSeconds * 1000;
  return {
    async read(key) {
      const [row] = await db.select().from(auth_rate_limit).where(eq(auth_rate_limit.key, key));
      return row ? { failures: row.count, lastFailureAt: Number(row.lastRequest) } : null;
    },
    async fail(key, now) {
      const [row] = await db
        .insert(auth_rate_limit)
        .values({ id: createId("rateLimit"), key, count: 1, lastRequest: now })
        .onConflictDoUpdate({
          target: auth_rate_limit.key,
          set: {
            count: sql`case when ${auth_rate_limit.lastRequest} < ${now - forgetMs} then 1 else ${auth_rate_limit.count} + 1 end`,
            lastRequest: now,
          },
        })
        .returning();
      return { failures: row?.count ?? 1, lastFailureAt: now };
    },
    async clear(key) {
      await db.delete(auth_rate_limit).where(eq(auth_rate_limit.key, key));
    },
  };
}

/** Runs in Better Auth's secondary storage (Redis): an atomic counter and the last failure's time, both expiring. */
export function secondaryFailureStore(storage: SecondaryStorage): FailureStore {
  const ttl = LOGIN_THROTTLE.forgetAfterSeconds;
  const at = (key: string) => `${key}:at`;
  return {
    async read(key) {
      const [count, last] = await Promise.all([storage.get(key), storage.get(at(key))]);
      const failures = Number(typeof count === "string" ? count : (count ?? 0));
      if (!failures) return null;
      return { failures, lastFailureAt: Number(typeof last === "string" ? last : (last ?? 0)) };
    },
    async fail(key, now) {
      if (!storage.increment) throw new Error("the secondary storage cannot count");
      const failures = await storage.increment(key, ttl);
      await storage.set(at(key), String(now), ttl);
      return { failures, lastFailureAt: now };
    },
    async clear(key) {
      await Promise.all([storage.delete(key), storage.delete(at(key))]);
    },
  };
}

/** The storage key of an e-mail address's run (lower-cased, trimmed, as Better Auth stores addresses). */
export function throttleKey(email: string): string {
  return `sign-in-failures:${email.trim().toLowerCase()}`;
}

/** The per-account limit over a store; `now` is the clock (epoch ms). */
export function loginThrottle(store: FailureStore, now: () => number = Date.now) {
  return {
    /** Seconds until `email` may try a password again (0: now), without counting anything. */
    async retryAfter(email: string): Promise<number> {
      const run = await store.read(throttleKey(email));
      if (!run) return 0;
      const elapsed = now() - run.lastFailureAt;
      if (elapsed > LOGIN_THROTTLE.forgetAfterSeconds * 1000) return 0;
      const left = run.lastFailureAt + waitSeconds(run.failures) * 1000 - now();
      return left > 0 ? Math.ceil(left / 1000) : 0;
    },
    /** Counts a wrong password; `locked` is true exactly when this failure starts the first wait of a run. */
    async failed(email: string): Promise<{ failures: number; waitSeconds: number; firstLock: boolean }> {
      const run = await store.fail(throttleKey(email), now());
      const wait = waitSeconds(run.failures);
      return { failures: run.failures, waitSeconds: wait, firstLock: run.failures === LOGIN_THROTTLE.freeFailures };
    },
    /** Forgets the run (a successful sign-in or password reset). */
    async clear(email: string): Promise<void> {
      await store.clear(throttleKey(email));
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;

/**
 * The account's language for a notice e-mail (not the requester's: the sign-in attempts may come
 * from a stranger): the language of the latest e-mail the shop wrote to the address (sign-up
 * verification onwards), else English. Null when no account has this address.
 */
export async function accountOf(db: Database, email: string): Promise<{ name: string; locale: Locale } | null> {
  const address = email.trim().toLowerCase();
  const [user] = await db.select({ name: auth_user.name }).from(auth_user).where(eq(auth_user.email, address));
  if (!user) return null;
  const [last] = await db
    .select({ locale: emailMessageTable.locale })
    .from(emailMessageTable)
    .where(eq(emailMessageTable.toAddress, address))
    .orderBy(desc(emailMessageTable.createdAt))
    .limit(1);
  return { name: user.name, locale: last && isLocale(last.locale) ? last.locale : "en" };
}
