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
    // Each worker imports the app once for all its files instead of once per file: that import was
    // 31 % of the unit pass and 47 % of the PostgreSQL pass (ADR 0028). Files therefore clean up what
    // they stub (vi.unstubAllGlobals / unstubAllEnvs) and do not lean on another file's global set-up
    // (e.g. primitives.test.tsx renders with its own i18n instance).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { LOG_LEVEL: "silent" },
  },
});
