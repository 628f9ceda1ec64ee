import { expect, test } from "@playwright/test";
import { listInstances, startInstance, stopInstance } from "./control.ts";
import { everyMinute } from "./schedules.ts";

/**
 * The rolling restart docs/operations.md describes (issue 18): one instance at a time is stopped with
 * SIGTERM and started again, and the next only once it answers `/readyz` and nginx sends it requests
 * again. Clients going through nginx
 * meanwhile get every answer, and the requests an instance had in flight when SIGTERM came are finished
 * (graceful shutdown, server/index.ts), not cut.
 */
test("a rolling restart with SIGTERM loses no request", async ({ request, playwright }) => {
  test.setTimeout(150_000);
  const failures: string[] = [];
  let answered = 0;
  let rolling = true;
  // four clients through nginx, one request after another, for as long as the restart lasts
  const clients = Array.from({ length: 4 }, async () => {
    while (rolling) {
      const res = await request.get("/api/product/search?q=hoodie").catch((error: Error) => error);
      if (res instanceof Error) failures.push(res.message);
      else if (res.status() !== 200) failures.push(`${res.status()} from ${res.headers()["x-instance-id"]}`);
      else answered += 1;
    }
  });

  const direct = await playwright.request.newContext();
  for (const { n, port } of await listInstances()) {
    // product pages asked of this instance itself, in flight when SIGTERM comes
    const inFlight = Array.from({ length: 3 }, () =>
      direct.get(`http://127.0.0.1:${port}/product/classic-pullover-hoodie`).then(
        (res) => res.status(),
        (error: Error) => error.message,
      ),
    );
    // a moment for them to be accepted: the kernel resets connections still queued when the socket closes
    await new Promise((r) => setTimeout(r, 50));
    const stopped = await stopInstance(n);
    expect(stopped.code, `instance-${n} exit code`).toBe(0);
    expect(await Promise.all(inFlight), `instance-${n}'s requests in flight`).toEqual([200, 200, 200]);
    await startInstance(n);
    // ready is not enough: nginx leaves an instance that failed out for fail_timeout (10 s), and moving on
    // before it takes this one back could leave it none (502 "no live upstreams"); wait until it does
    await expect
      .poll(async () => (await request.get("/readyz")).headers()["x-instance-id"], {
        timeout: 30_000,
        intervals: [200],
      })
      .toBe(`instance-${n}`);
  }
  rolling = false;
  await Promise.all(clients);
  await direct.dispose();
  // the restarted instances wrote their schedules back; the schedules check wants them every minute
  await everyMinute();

  expect(failures).toEqual([]);
  expect(answered).toBeGreaterThan(0);
  test.info().annotations.push({ type: "answered during the restart", description: String(answered) });
});
