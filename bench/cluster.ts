/**
 * Cluster benchmark of issue 18 (`npm run bench:cluster`; needs a build: `npm run build` or BUILD_DIR).
 * Starts `npm run cluster` (server/cli/cluster.ts: the machine's PostgreSQL, Redis, the S3 test server,
 * the simulators, N production instances behind Debian's nginx) with 1, 2 and 3 instances in turn on one
 * database (made fresh for the first), and measures through nginx with autocannon:
 *
 * 1. the product page (`/product/classic-pullover-hoodie`) as an anonymous visitor gets it (the shared page
 *    cache), the same page rendered for each request (`rendered`: a shop cookie bypasses the cache) and the
 *    search API (`/api/product/search?q=hoodie`): requests/s, p50/p99 latency in ms, non-2xx answers and client
 *    errors, and the CPU time each part used during the run (the instances' Node processes, the
 *    PostgreSQL backends serving the cluster's database, nginx), as a share of one core;
 * 2. with 3 instances, the rendered product page again while instance 2 is killed with SIGKILL a third of the
 *    way in (the launcher's control endpoint, tests/cluster/control.ts): what clients saw (non-2xx, errors,
 *    time-outs) and the throughput of the run; instance 2 is started again afterwards. The killed process's
 *    own CPU is not counted (its /proc entry is gone).
 *
 * Prints a table and the machine's load (`uptime`) before each run, writes `bench/results/cluster.json`.
 * Options by env: BENCH_SECONDS (10 per run), BENCH_CONNECTIONS (16), BENCH_CLUSTER_PORT (8190: nginx;
 * instances +1…, simulators +20…, S3 +40, control +50), BENCH_INSTANCES ("1,2,3").
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import pg from "pg";
import { killInstance, listInstances, startInstance } from "../tests/cluster/control.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 8190);
const COUNTS = (process.env.BENCH_INSTANCES ?? "1,2,3").split(",").map(Number);
const DATABASE = `fabrico_cluster_bench_${PORT}`;
const DIR = `.cluster/bench-${PORT}`;
const base = `http://127.0.0.1:${PORT}`;
const control = `http://127.0.0.1:${PORT + 50}`;
/**
 * What is loaded: the product page as an anonymous visitor gets it (from the shared page cache after the first
 * render, server/web/page-cache.ts), the same page rendered for every request (a shop cookie makes it personal, as
 * a signed-in visitor's or one with a cart), and the search API.
 */
const TARGETS: Record<string, { path: string; headers?: Record<string, string> }> = {
  product: { path: "/product/classic-pullover-hoodie" },
  rendered: { path: "/product/classic-pullover-hoodie", headers: { cookie: "fabrico.bench=1" } },
  search: { path: "/api/product/search?q=hoodie" },
};
const TICKS_PER_SECOND = 100; // USER_HZ of /proc/<pid>/stat on Linux

/** CPU time (utime + stime) of `pid` in clock ticks, or 0 when it is gone. */
function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The processes whose CPU a run measures, by part. */
async function processes(db: pg.Client): Promise<Record<"node" | "postgres" | "nginx", number[]>> {
  const node = (await listInstances(control)).flatMap((i) => (i.pid ? [i.pid] : []));
  const postgres = (
    await db.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [
      DATABASE,
    ])
  ).rows.map((r) => r.pid);
  const master = Number(readFileSync(`${DIR}/nginx.pid`, "utf8").trim());
  const nginx = [master];
  for (const entry of readdirSync("/proc").filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === master) nginx.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return { node, postgres, nginx };
}

/** Runs `load` and reports the CPU each part used meanwhile, in % of one core. */
async function withCpu<T>(db: pg.Client, load: () => Promise<T>): Promise<{ result: T; cpu: Record<string, number> }> {
  const before = await processes(db);
  const ticksBefore = new Map<number, number>();
  for (const pids of Object.values(before)) for (const pid of pids) ticksBefore.set(pid, cpuTicks(pid));
  const began = Date.now();
  const result = await load();
  const seconds = (Date.now() - began) / 1000;
  const after = await processes(db);
  const cpu: Record<string, number> = {};
  for (const [part, pids] of Object.entries(after)) {
    const all = new Set([...(before[part as keyof typeof before] ?? []), ...pids]);
    let ticks = 0;
    for (const pid of all) ticks += Math.max(0, cpuTicks(pid) - (ticksBefore.get(pid) ?? 0));
    cpu[part] = Math.round((ticks / TICKS_PER_SECOND / seconds) * 100);
  }
  return { result, cpu };
}

async function load(target: { path: string; headers?: Record<string, string> }, onStart?: () => void) {
  const { path } = target;
  const run = autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    headers: { "accept-encoding": "gzip", ...target.headers },
  });
  onStart?.();
  const result = await run;
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Starts the cluster with `n` instances and resolves when it says it is up. */
function startCluster(n: number, fresh: boolean): Promise<ChildProcess> {
  const args = [
    "server/cli/cluster.ts",
    "--instances",
    String(n),
    "--no-build",
    ...(fresh ? ["--fresh"] : []),
    ...["--port", String(PORT), "--instance-port", String(PORT + 1), "--simulators-port", String(PORT + 20)],
    ...["--s3-port", String(PORT + 40), "--control-port", String(PORT + 50), "--database", DATABASE, "--dir", DIR],
  ];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"], env: process.env });
  return new Promise((done, fail) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("is up:")) done(child);
    });
    child.once("exit", (code) => fail(new Error(`the cluster exited (${code}) before it was up:\n${out}`)));
  });
}

async function stopCluster(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

const uptime = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

async function main(): Promise<void> {
  mkdirSync("bench/results", { recursive: true });
  const rows: Record<string, unknown>[] = [];
  let fresh = true;
  for (const n of COUNTS) {
    const cluster = await startCluster(n, fresh);
    fresh = false;
    const db = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" });
    await db.connect();
    try {
      // warm up: every instance renders the page and runs the search once or twice
      for (const { path, headers } of Object.values(TARGETS))
        for (let i = 0; i < 3 * n; i++) await fetch(`${base}${path}`, { headers });
      for (const [name, target] of Object.entries(TARGETS)) {
        const loadBefore = uptime();
        const { result, cpu } = await withCpu(db, () => load(target));
        rows.push({ instances: n, target: name, load: loadBefore, ...result, cpu });
        console.log(JSON.stringify(rows.at(-1)));
      }
      if (n === 3) {
        // one instance killed a third of the way in; started again after the run
        const loadBefore = uptime();
        let killedAtMs = 0;
        const { result, cpu } = await withCpu(db, () =>
          load(TARGETS.rendered ?? { path: "/" }, () => {
            setTimeout(
              () => {
                killedAtMs = Math.round((SECONDS * 1000) / 3);
                void killInstance(2, control);
              },
              (SECONDS * 1000) / 3,
            );
          }),
        );
        rows.push({ instances: "3, one killed", target: "rendered", load: loadBefore, killedAtMs, ...result, cpu });
        console.log(JSON.stringify(rows.at(-1)));
        await startInstance(2, control);
      }
    } finally {
      await db.end();
      await stopCluster(cluster);
    }
  }

  console.log(`\nCluster benchmark: ${CONNECTIONS} connections, ${SECONDS} s per run, through nginx on ${base}`);
  console.log("instances      target   load(1/5/15m)     req/s   p50 ms  p99 ms  non-2xx errors  CPU% node/pg/nginx");
  for (const r of rows) {
    const cpu = r.cpu as Record<string, number>;
    console.log(
      [
        String(r.instances).padEnd(14),
        String(r.target).padEnd(8),
        String(r.load).padEnd(17),
        String(r.requestsPerSecond).padStart(6),
        String(r.p50Ms).padStart(8),
        String(r.p99Ms).padStart(7),
        String(r.non2xx).padStart(8),
        String(r.errors).padStart(6),
        `  ${cpu.node}/${cpu.postgres}/${cpu.nginx}`,
      ].join(" "),
    );
  }
  writeFileSync(
    "bench/results/cluster.json",
    `${JSON.stringify({ at: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, rows }, null, 2)}\n`,
  );
  const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.end();
}

await main();
