import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
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
/**
 * Connections waiting in the accept queue of the socket listening on 127.0.0.1:`port` (Linux: the receive queue
 * of a LISTEN row of /proc/net/tcp), or 0 when it does not listen.
 */
function acceptQueue(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  for (const line of readFileSync("/proc/net/tcp", "utf8").split("\n").slice(1)) {
    const [, local, , state, queues] = line.trim().split(/\s+/);
    if (local === `0100007F:${hexPort}` && state === "0A") return Number.parseInt(queues?.split(":")[1] ?? "0", 16);
  }
  return 0;
}

/** A GET to 127.0.0.1:`port` on a connection of its own: when it is connected, and its status (or error). */
function getDirect(port: number, path: string): { connected: Promise<void>; status: Promise<number | string> } {
  let connected: () => void = () => {};
  const connectedP = new Promise<void>((resolve) => {
    connected = resolve;
  });
  const status = new Promise<number | string>((resolve) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", (error) => resolve(error.message));
    });
    req.on("socket", (socket) => socket.once("connect", connected));
    req.on("error", (error) => {
      connected();
      resolve(error.message);
    });
    req.end();
  });
  return { connected: connectedP, status };
}

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
    // product pages asked of this instance itself, in flight when SIGTERM comes: connected, and accepted
    // (the kernel resets connections still waiting in the accept queue when the socket closes)
    const inFlight = Array.from({ length: 3 }, () => getDirect(port, "/product/classic-pullover-hoodie"));
    await Promise.all(inFlight.map((r) => r.connected));
    await expect.poll(() => acceptQueue(port), { intervals: [10] }).toBe(0);
    const stopped = await stopInstance(n);
    expect(stopped.code, `instance-${n} exit code`).toBe(0);
    expect(await Promise.all(inFlight.map((r) => r.status)), `instance-${n}'s requests in flight`).toEqual([
      200, 200, 200,
    ]);
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
