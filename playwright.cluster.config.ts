import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/setup/chromium.ts";

/**
 * The cluster suite (issue 18, `npm run test:cluster`): journeys against `npm run cluster` (3
 * production instances behind Debian's nginx on the machine's PostgreSQL, Redis, the S3 test server and
 * the simulators process), started here as the web server on a fresh database and stopped with SIGTERM.
 * Needs the build (`npm run build`, or BUILD_DIR) and PostgreSQL, Redis and nginx on this machine.
 * Ports: nginx CLUSTER_PORT (default 8090), the instances the next three, the simulators +20…+25, the
 * backup check's restored instance +30 (tests/cluster/restore.spec.ts), S3 +40, the launcher's control
 * endpoint +50 (tests/cluster/control.ts).
 *
 * Projects: `schedules` makes every recurring job due each minute before the checks
 * (tests/cluster/schedules.setup.ts), `cluster` runs the checks, and its teardown `schedules-check`
 * counts, at the end, how often each schedule fired per tick across the three instances.
 */
const PORT = Number(process.env.CLUSTER_PORT ?? 8090);
const DATABASE = `fabrico_cluster_test_${PORT}`;
// The cluster's database, for tests that prepare rows with the shop's own commands (npm run admin:create).
process.env.CLUSTER_DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${DATABASE}`;
// The launcher's control endpoint (kill, stop, start an instance) and the SIBS simulator's control pages.
process.env.CLUSTER_CONTROL_URL = `http://127.0.0.1:${PORT + 50}`;
process.env.CLUSTER_SIBS_URL = `http://127.0.0.1:${PORT + 20}`;
// What the schedules setup leaves for its teardown (another worker).
process.env.CLUSTER_STATE_DIR = `.cluster/test-${PORT}/state`;
// Each part's log (the launcher's --dir): the HTTP-only check reads the instances'.
process.env.CLUSTER_LOG_DIR = `.cluster/test-${PORT}/logs`;

export default defineConfig({
  testDir: "tests/cluster",
  outputDir: `test-results/cluster-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "schedules", testMatch: /schedules\.setup\.ts$/, teardown: "schedules-check" },
    { name: "schedules-check", testMatch: /schedules\.teardown\.ts$/ },
    { name: "cluster", testMatch: /\.spec\.ts$/, dependencies: ["schedules"] },
  ],
  webServer: {
    command: [
      "node server/cli/cluster.ts --instances 3 --no-build --fresh",
      `--port ${PORT} --instance-port ${PORT + 1} --simulators-port ${PORT + 20} --s3-port ${PORT + 40}`,
      `--control-port ${PORT + 50}`,
      `--database ${DATABASE} --dir .cluster/test-${PORT}`,
    ].join(" "),
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 420_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
    stdout: "pipe",
    stderr: "pipe",
  },
});
