import { expect, test } from "@playwright/test";
import { listInstances, startInstance, stopInstance } from "./control.ts";
import { everyMinute, writeHttpOnlyProbe } from "./schedules.ts";

/**
 * The rolling restart docs/operations.md describes (issue 18): one instance at a time is stopped with
 * SIGTERM and started again, and the next only once it answers `/readyz` and nginx sends it requests
 * again. Clients going through nginx
 * meanwhile get every answer, and the requests an instance had in flight when SIGTERM came are finished
 * (graceful shutdown, server/index.ts), not cut. The first one comes back with `JOBS_ENABLED=false`:
 * it serves a sign-up, whose verification e-mail another instance must then deliver
 * (tests/cluster/schedules.teardown.ts checks it at the end, when the outbox sweep has run).
 */
test("a rolling restart with SIGTERM loses no request; the first instance comes back HTTP only", async ({
  request,
  playwright,
  baseURL,
}) => {
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
  const instances = await listInstances();
  // the first comes back HTTP only, and serves a sign-up at once (the e-mail's wait overlaps the rest)
  const httpOnly = instances[0]?.n;
  for (const { n, port } of instances) {
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
    const back = await startInstance(n, undefined, n === httpOnly ? { jobs: false } : {});
    expect(back.jobs).toBe(n !== httpOnly);
    // ready is not enough: nginx leaves an instance that failed out for fail_timeout (10 s), and moving on
    // before it takes this one back could leave it none (502 "no live upstreams"); wait until it does
    await expect
      .poll(async () => (await request.get("/readyz")).headers()["x-instance-id"], {
        timeout: 30_000,
        intervals: [200],
      })
      .toBe(`instance-${n}`);
    if (n === httpOnly) {
      // asked of it directly (as nginx would pass it on, with the client's address)
      const email = `cluster-http-only-${Date.now().toString(36)}@example.com`;
      const signUp = await direct.post(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
        data: { name: "Rui Costa", email, password: "cluster http only 42" },
        headers: { origin: baseURL ?? "", "x-forwarded-for": `192.0.2.${1 + Math.floor(Math.random() * 250)}` },
      });
      expect(signUp.status(), await signUp.text()).toBe(200);
      expect(signUp.headers()["x-instance-id"]).toBe(`instance-${n}`);
      writeHttpOnlyProbe({ instance: n, email });
    }
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
