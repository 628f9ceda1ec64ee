/**
 * `npm run test:pg`: runs the Vitest files that touch a database again on PostgreSQL when
 * `TEST_DATABASE_URL` is set (CI sets it; see .ci/run), otherwise says why it skips and exits 0.
 *
 * Only database tests are run twice: a file counts as one when it opens a database through the test
 * setup (`tests/setup/{db,auth-app,buying-app,invoicing-app,staff-app}.ts`) or `openDatabase(` itself. Pure tests
 * (pricing rules, templates, clients against simulators) would only repeat their PGlite result.
 */
import { spawnSync } from "node:child_process";
import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: the PostgreSQL pass of the DB tests is skipped.");
  process.exit(0);
}
const root = fileURLToPath(new URL("../..", import.meta.url));
const opensDatabase = /setup\/(db|auth-app|buying-app|invoicing-app|staff-app)(\.ts)?["']|openDatabase\(/;
const files = globSync("{app,core,db,integrations,jobs,server,tests}/**/*.test.{ts,tsx}", { cwd: root })
  .filter((file) => !file.includes("node_modules") && opensDatabase.test(readFileSync(`${root}/${file}`, "utf8")))
  .sort();
console.log(`PostgreSQL pass: ${files.length} test files that open a database.`);
const vitest = fileURLToPath(new URL("../../node_modules/vitest/vitest.mjs", import.meta.url));
const result = spawnSync(process.execPath, [vitest, "run", ...files], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, FABRICO_TEST_DB: "postgres" },
});
process.exit(result.status ?? 1);
