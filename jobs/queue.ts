import { PgBoss, fromPglite } from "pg-boss";
import type { Logger } from "pino";
import type { DatabaseHandle } from "../db/client.ts";

/**
 * Starts pg-boss on the shop's own database (DESIGN "Jobs"): on PostgreSQL through its pool,
 * on PGlite in-process through pg-boss's PGlite adapter (ADR 0003). Jobs survive restarts and
 * are retried; queues are created on first use.
 */
export async function startJobQueue(handle: DatabaseHandle, log: Logger): Promise<PgBoss> {
  const boss =
    handle.driver === "pglite" && handle.pglite
      ? new PgBoss({ db: fromPglite(handle.pglite), backend: "pglite", schema: "pgboss" })
      : new PgBoss({ connectionString: handle.url, schema: "pgboss", max: 4 });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  await boss.start();
  return boss;
}
