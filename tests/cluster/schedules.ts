import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { query } from "./db.ts";

/**
 * The shop's recurring jobs (jobs/workers/*; issue 18: "payment sweep, rates refresh, VAT recheck, quote
 * expiry, e-mail retry"). Quote expiry runs inside the payments sweep (jobs/workers/sweep-payments.ts),
 * e-mail retries inside the outbox sweep (jobs/workers/send-email.ts).
 */
export const RECURRING_JOBS = ["sweep-payments", "sweep-email-outbox", "recheck-vat", "refresh-currency-rates"];

/** pg-boss's queue through which its timekeeper forwards a due schedule occurrence (timekeeper.js `QUEUES.SEND_IT`). */
export const SEND_IT = "__pgboss__send-it";

/**
 * Makes every recurring job due each minute (the VAT re-check is every five minutes and the rates refresh
 * daily in production), so that one short run sees every schedule fire. It edits pg-boss's schedule rows
 * in place, which its timekeeper reads on each pass; an instance that starts again writes its own
 * schedules back (`boss.schedule`), so call it again after a restart.
 * @returns the database's time when it was done (later checks count occurrences from there)
 */
export async function everyMinute(): Promise<Date> {
  const rows = await query<{ now: Date }>(
    "update pgboss.schedule set cron = '* * * * *' where name = any($1) returning now() as now",
    [RECURRING_JOBS],
  );
  if (rows.length !== RECURRING_JOBS.length)
    throw new Error(`expected ${RECURRING_JOBS.length} schedules, found ${rows.length}`);
  return rows[0]?.now ?? new Date();
}

/** Where the setup leaves its time for the teardown (another worker process): `CLUSTER_STATE_DIR`. */
const sinceFile = () => `${process.env.CLUSTER_STATE_DIR ?? "test-results/cluster"}/schedules-since.txt`;

/** Keeps `since` (tests/cluster/schedules.setup.ts) for {@link readSchedulesSince}, and forgets an earlier run's probe. */
export function writeSchedulesSince(since: Date): void {
  mkdirSync(dirname(sinceFile()), { recursive: true });
  writeFileSync(sinceFile(), since.toISOString());
  rmSync(probeFile(), { force: true });
}

/** The time the setup made every schedule due each minute. */
export function readSchedulesSince(): Date {
  return new Date(readFileSync(sinceFile(), "utf8").trim());
}

/** What the rolling restart leaves for the teardown: the instance it started with `JOBS_ENABLED=false`, and an
 * address that signed up through it (its verification e-mail queued there). */
export interface HttpOnlyProbe {
  instance: number;
  email: string;
}

const probeFile = () => `${process.env.CLUSTER_STATE_DIR ?? "test-results/cluster"}/http-only.json`;

/** Keeps the HTTP-only probe for {@link readHttpOnlyProbe}. */
export function writeHttpOnlyProbe(probe: HttpOnlyProbe): void {
  mkdirSync(dirname(probeFile()), { recursive: true });
  writeFileSync(probeFile(), JSON.stringify(probe));
}

/** The HTTP-only probe, or null when the rolling restart did not get that far. */
export function readHttpOnlyProbe(): HttpOnlyProbe | null {
  try {
    return JSON.parse(readFileSync(probeFile(), "utf8")) as HttpOnlyProbe;
  } catch {
    return null;
  }
}
