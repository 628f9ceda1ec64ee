/**
 * `npm test`'s cluster step (issue 18): runs the cluster suite (playwright.cluster.config.ts, on the
 * build `npm run test:e2e` just made) when this machine has what the cluster needs — PostgreSQL
 * (`TEST_DATABASE_URL` set, as .ci/run does when it is reachable), Redis and Debian's nginx — otherwise says
 * why it skips and exits 0, as the PostgreSQL pass does (tests/setup/run-if-postgres.ts).
 * `npm run test:cluster` builds and runs it unconditionally.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const missing = [
  process.env.TEST_DATABASE_URL ? null : "PostgreSQL (TEST_DATABASE_URL is not set)",
  existsSync("/usr/sbin/nginx") ? null : "nginx (/usr/sbin/nginx)",
  spawnSync("redis-server", ["--version"]).status === 0 ? null : "Redis (redis-server)",
].filter(Boolean);
if (missing.length > 0) {
  console.log(`The cluster suite is skipped: this machine lacks ${missing.join(" and ")}.`);
  process.exit(0);
}
const root = fileURLToPath(new URL("../..", import.meta.url));
const playwright = fileURLToPath(new URL("../../node_modules/@playwright/test/cli.js", import.meta.url));
const result = spawnSync(process.execPath, [playwright, "test", "-c", "playwright.cluster.config.ts"], {
  cwd: root,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
