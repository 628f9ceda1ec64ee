import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/setup/chromium.ts";
import { e2eMailLogFile } from "./tests/setup/e2e-mail.ts";
import { e2eStaffEnv } from "./tests/setup/e2e-staff.ts";

/**
 * Browser journeys (DESIGN "Tests"): Debian Chromium (never a downloaded browser) against one
 * production-mode server per run on a fresh in-memory PGlite with the demo seed.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The SIBS simulator's port beside it: journeys approve MB WAY and pay references at its `/__sim/` (tests/e2e/sibs.ts). */
export const SIBS_SIMULATOR_PORT = PORT + 1000;

export default defineConfig({
  testDir: "tests/e2e",
  // One output folder per port, so two runs side by side do not wipe each other's traces.
  outputDir: process.env.E2E_PORT ? `test-results/${PORT}` : "test-results",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
    { name: "mobile", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } }, grep: /@mobile/ },
  ],
  webServer: {
    command: "node server/index.ts",
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      // Each test browses from its own address (tests/e2e/fixtures.ts), as real shoppers do behind a
      // proxy, so per-IP sign-in and sign-up limits hold without one test using up another's.
      TRUST_PROXY: "true",
      ALLOW_SIMULATORS: "true",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      LOG_LEVEL: "warn",
      // Account e-mails as JSON lines for the journeys to open their links (tests/e2e/auth.spec.ts).
      MAIL_LOG_FILE: e2eMailLogFile(PORT),
      SIBS_SIMULATOR_PORT: String(SIBS_SIMULATOR_PORT),
      // One staff account per role with two-step verification on (server/test-staff.ts, tests/setup/e2e-staff.ts).
      ...e2eStaffEnv(),
    },
  },
});
