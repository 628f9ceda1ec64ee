/**
 * `npm run test:pg`: runs the Vitest suite again on PostgreSQL when `TEST_DATABASE_URL` is set
 * (CI sets it; see .ci/run), otherwise says why it skips and exits 0.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: the PostgreSQL pass of the DB tests is skipped.");
  process.exit(0);
}
const vitest = fileURLToPath(new URL("../../node_modules/vitest/vitest.mjs", import.meta.url));
const result = spawnSync(process.execPath, [vitest, "run"], {
  stdio: "inherit",
  env: { ...process.env, FABRICO_TEST_DB: "postgres" },
});
process.exit(result.status ?? 1);
