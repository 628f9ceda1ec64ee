import { readFileSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "@playwright/test";

/**
 * The page build the journeys run (BUILD_DIR, default build/) imports the domain instead of bundling
 * a second copy of it (vite.config.ts `oneDomainCopy`, ADR 0021): one error class per kind, one queueEmail,
 * and the services of the request's ctx (server/composition.ts) rather than copies of them.
 */
test("the page build imports core/ from the sources instead of bundling a copy", () => {
  // the server build is index.js and the chunks it loads (the per-language message chunks split it, ADR 0027)
  const server = resolve(process.env.BUILD_DIR ?? "build", "server");
  const chunks = readdirSync(resolve(server, "assets")).filter((name) => name.endsWith(".js"));
  const bundle = [resolve(server, "index.js"), ...chunks.map((name) => resolve(server, "assets", name))]
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  expect(bundle).toMatch(/from "#core\/cart\/[a-z-]+\.ts"/);
  expect(bundle).toMatch(/from "#core\/shared\/errors\.ts"/);
  // core/shared/errors.ts and core/mail/queue-email.ts define these; a bundled copy would define them again
  expect(bundle).not.toMatch(/class DomainError\b/);
  expect(bundle).not.toMatch(/function queueEmail\b/);
});
