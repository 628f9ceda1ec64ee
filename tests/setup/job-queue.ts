import type { PgBoss } from "pg-boss";
import { waitFor } from "./wait-for.ts";

/** pg-boss states a job does not leave (no retry, no run to come). */
const SETTLED = new Set(["completed", "failed", "cancelled"]);

/**
 * Waits until pg-boss has settled job `id` of `queue` and answers the job: a worker stores its result inside its
 * handler and pg-boss marks the job completed (or failed) just after the handler returns, so a test that saw the
 * result must still wait for the job's state.
 * @throws Error after `ms` milliseconds (tests/setup/wait-for.ts)
 */
export function settledJob(boss: PgBoss, queue: string, id: string, ms = 10_000) {
  return waitFor(
    `job ${id} of ${queue} to settle`,
    async () => {
      const [job] = await boss.findJobs(queue, { id });
      return job && SETTLED.has(job.state) ? job : null;
    },
    ms,
  );
}
