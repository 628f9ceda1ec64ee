import pg from "pg";
import type { DatabaseHandle } from "./client.ts";

/**
 * Key of the PostgreSQL advisory lock every instance takes for its start-up (issue 18, ADR 0025):
 * a fixed 64-bit number no other part of the shop uses ("fabrico\0" read as ASCII, 0x6661627269636f00).
 */
export const STARTUP_LOCK_KEY = 7377285908143501056n;

/** A held start-up lock; `release()` is safe to call more than once. */
export interface StartupLock {
  release(): Promise<void>;
}

/**
 * Serialises the start-up of instances that share one PostgreSQL database (issue 18, ADR 0025):
 * waits for the session-level advisory lock {@link STARTUP_LOCK_KEY} on a connection of its own,
 * so migrations and the demo seed run in one instance at a time; the next one finds them done.
 * The lock goes with the connection: an instance that dies while holding it frees it.
 *
 * On PGlite (embedded, one process per data folder) there is nothing to serialise: a no-op.
 * @throws the driver's error when PostgreSQL cannot be reached
 */
export async function acquireStartupLock(handle: DatabaseHandle): Promise<StartupLock> {
  if (handle.driver !== "postgres" || !handle.url) return { release: async () => {} };
  const client = new pg.Client({ connectionString: handle.url, application_name: "fabrico-startup-lock" });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1::bigint)", [STARTUP_LOCK_KEY.toString()]);
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      try {
        await client.query("select pg_advisory_unlock($1::bigint)", [STARTUP_LOCK_KEY.toString()]);
      } finally {
        await client.end();
      }
    },
  };
}
