import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test as teardown } from "@playwright/test";
import { query } from "./db.ts";
import { RECURRING_JOBS, SEND_IT, readHttpOnlyProbe, readSchedulesSince } from "./schedules.ts";

/**
 * Recurring jobs run once per tick across the cluster (issue 18, ADR 0025 §3), counted in pg-boss's own
 * job table after the cluster checks, while three instances (one killed and restarted on the way) each
 * ran the timekeeper and the workers of every schedule:
 * - each schedule (payments sweep with quote expiry, outbox sweep with e-mail retries, VAT re-check,
 *   rates refresh) was forwarded once per minute slot: one `__pgboss__send-it` job per (schedule, slot),
 *   over the whole life of the cluster;
 * - every schedule fired at least once since tests/cluster/schedules.setup.ts made them all due each
 *   minute (the payments sweep at least twice);
 * - the payments sweep and the VAT re-check, which nothing else sends, have as many jobs of their own
 *   as forwarded occurrences: no instance ran a tick of its own.
 */
teardown("every recurring job ran once per tick across the cluster", async () => {
  teardown.setTimeout(180_000);
  const since = readSchedulesSince();
  const slotsSince = async () =>
    Object.fromEntries(
      (
        await query<{ name: string; slots: number }>(
          `select data->>'name' as name, count(distinct singleton_on)::int as slots
             from pgboss.job where name = $1 and created_on >= $2 and state = 'completed' group by 1`,
          [SEND_IT, since],
        )
      ).map((r) => [r.name, r.slots]),
    ) as Record<string, number>;
  // polled: the next minute's pass may still be due when the checks end early
  await expect
    .poll(
      async () => {
        const slots = await slotsSince();
        return RECURRING_JOBS.every((name) => (slots[name] ?? 0) >= 1) && (slots["sweep-payments"] ?? 0) >= 2;
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBe(true);

  // one forwarded job per schedule and slot, ever
  const doubled = await query(
    `select data->>'name' as name, singleton_on, count(*)::int as jobs from pgboss.job
      where name = $1 group by 1, 2 having count(*) > 1`,
    [SEND_IT],
  );
  expect(doubled).toEqual([]);

  // the jobs themselves: as many as forwarded occurrences (counted between the first forward and the last's end)
  for (const name of ["sweep-payments", "recheck-vat"]) {
    const [window] = await query<{ forwarded: number; first: Date; last: Date }>(
      `select count(*)::int as forwarded, min(created_on) as first, max(completed_on) as last
         from pgboss.job where name = $1 and data->>'name' = $2 and created_on >= $3 and state = 'completed'`,
      [SEND_IT, name, since],
    );
    const [jobs] = await query<{ n: number }>(
      "select count(*)::int as n from pgboss.job where name = $1 and created_on between $2 and $3",
      [name, window?.first, window?.last],
    );
    expect(jobs?.n, `${name}: jobs vs forwarded occurrences`).toBe(window?.forwarded);
  }
});

/**
 * `JOBS_ENABLED=false` (the rolling restart brought the last instance back so): that instance answered a sign-up,
 * ran no job since (no log line of a job: every job logs through a `job` child logger), and the verification
 * e-mail it queued was delivered by one instance that runs the jobs (its outbox sweep, each minute).
 */
teardown("an instance with JOBS_ENABLED=false serves HTTP only; the others deliver its e-mails", async () => {
  teardown.setTimeout(120_000);
  const probe = readHttpOnlyProbe();
  if (!probe) throw new Error("the rolling restart left no HTTP-only instance to check");
  let id = "";
  await expect
    .poll(
      async () => {
        const [row] = await query<{ id: string; status: string }>(
          "select id, status from email_message where to_address = $1 and template = 'verify-email'",
          [probe.email],
        );
        id = row?.id ?? "";
        return row?.status;
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBe("sent");

  const dir = process.env.CLUSTER_LOG_DIR ?? "";
  const logOf = (name: string) => readFileSync(join(dir, name), "utf8");
  const httpOnlyLog = logOf(`instance-${probe.instance}.log`);
  const sinceRestart = httpOnlyLog.slice(httpOnlyLog.lastIndexOf(`--- instance-${probe.instance} started again`));
  expect(sinceRestart.split("\n").filter((line) => line.includes('"job":'))).toEqual([]);
  // the delivery's own line (core/mail/deliver-email.ts: the outbox without SMTP_URL, or SMTP)
  const delivers = (line: string) =>
    line.includes(id) && /"msg":"e-mail (kept in the dev outbox|sent)/.test(line) && line.includes('"job":"email"');
  const deliveredBy = readdirSync(dir).filter(
    (name) => /^instance-\d+\.log$/.test(name) && logOf(name).split("\n").some(delivers),
  );
  expect(deliveredBy).toHaveLength(1);
  expect(deliveredBy[0]).not.toBe(`instance-${probe.instance}.log`);
});
