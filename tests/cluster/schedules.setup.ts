import { test as setup } from "@playwright/test";
import { everyMinute, writeSchedulesSince } from "./schedules.ts";

/**
 * Before the cluster checks: every recurring job due each minute (tests/cluster/schedules.ts), so that
 * tests/cluster/schedules.teardown.ts can count, after them, how often each fired per tick.
 */
setup("every recurring job is due each minute", async () => {
  const since = await everyMinute();
  writeSchedulesSince(since);
});
