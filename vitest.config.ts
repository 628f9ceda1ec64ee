import { defineConfig } from "vitest/config";

/**
 * Unit, API and DB tests (DESIGN "Tests"). One migrated, seeded database snapshot is built per
 * run (tests/setup/global-setup.ts) and each test file opens its own clone (tests/setup/db.ts).
 * `FABRICO_TEST_DB=postgres` + `TEST_DATABASE_URL` runs the same tests on PostgreSQL.
 */
export default defineConfig({
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["**/node_modules/**", "build/**", "build-*/**", "tests/e2e/**", "data/**"],
    globalSetup: ["tests/setup/global-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { LOG_LEVEL: "silent" },
  },
});
