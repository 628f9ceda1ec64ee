import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "@playwright/test";

/**
 * The page build the journeys run (BUILD_DIR, default build/) imports the domain instead of bundling
 * a second copy of it (vite.config.ts `oneDomainCopy`, ADR 0021): one error class per kind, one queueEmail,
 * and the services of the request's ctx (server/composition.ts) rather than copies of them.
 */
test("the page build imports core/ from the sources instead of bundling a copy", () => {
  const bundle = readFileSync(resolve(process.env.BUILD_DIR ?? "build", "server/index.js"), "utf8");
  expect(bundle).toMatch(/from "#core\/cart\/[a-z-]+\.ts"/);
  expect(bundle).toMatch(/from "#core\/shared\/errors\.ts"/);
  // core/shared/errors.ts and core/mail/queue-email.ts define these; a bundled copy would define them again
  expect(bundle).not.toMatch(/class DomainError\b/);
  expect(bundle).not.toMatch(/function queueEmail\b/);
});
