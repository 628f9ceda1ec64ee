/**
 * The cluster launcher's control endpoint (server/cli/cluster.ts `handleControl`), for the cluster
 * suite and `npm run bench:cluster`: kill an instance with SIGKILL, stop it with SIGTERM, start it
 * again. `CLUSTER_CONTROL_URL` (playwright.cluster.config.ts sets it) or the `base` given.
 */

/** An instance as the launcher reports it. */
export interface InstanceState {
  /** 1…N (`X-Instance-Id: instance-<n>`). */
  n: number;
  port: number;
  pid: number | null;
  running: boolean;
  /** Whether it runs the job workers (`JOBS_ENABLED`). */
  jobs: boolean;
}

const controlUrl = (base?: string) => base ?? process.env.CLUSTER_CONTROL_URL ?? "http://127.0.0.1:8140";

async function call<T>(method: "GET" | "POST", path: string, base?: string): Promise<T> {
  const res = await fetch(`${controlUrl(base)}${path}`, { method });
  const body = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${body.error ?? ""}`);
  return body;
}

/** Every instance of the cluster, with its pid while it runs. */
export const listInstances = (base?: string) => call<InstanceState[]>("GET", "/instances", base);

/** SIGKILLs instance `n` and resolves once it has exited (it finishes nothing). */
export const killInstance = (n: number, base?: string) =>
  call<{ n: number; pid: number; signal: string }>("POST", `/instances/${n}/kill`, base);

/** SIGTERMs instance `n` (graceful shutdown) and resolves once it has exited. */
export const stopInstance = (n: number, base?: string) =>
  call<{ n: number; pid: number; code: number | null }>("POST", `/instances/${n}/stop`, base);

/**
 * Starts instance `n` again on its port and resolves when its /readyz answers 200; `jobs: false` starts it
 * with `JOBS_ENABLED=false` (HTTP only), `jobs: true` with the job workers, unset as it ran before.
 */
export const startInstance = (n: number, base?: string, options: { jobs?: boolean } = {}) =>
  call<{ n: number; pid: number; port: number; readyMs: number; jobs: boolean }>(
    "POST",
    `/instances/${n}/start${options.jobs === undefined ? "" : `?jobs=${options.jobs}`}`,
    base,
  );

/** The instance number of an `X-Instance-Id` value (`instance-2` → 2), or NaN. */
export const instanceNumber = (id: string | undefined) => Number(/^instance-(\d+)$/.exec(id ?? "")?.[1] ?? Number.NaN);
