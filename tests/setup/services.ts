import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Services } from "../../core/ports/services.ts";
import { offlineServices } from "../../server/composition.ts";

/** Secret that signs guest links (orders, returns, tickets, designs) in tests. */
export const TEST_LINK_SECRET = "test-secret-test-secret-test-secret-0123";

/**
 * `ctx.services` for domain tests (core/ports/services.ts): the composition root's offline services
 * (server/composition.ts `offlineServices`: payments, carriers, rates and identity answer 503, VAT checks
 * `unavailable`) with files under the system's temp folder and links to `https://shop.test` signed with
 * {@link TEST_LINK_SECRET}; `overrides` put stand-ins in. Tests that need the real clients and their
 * simulators compose the shop instead (tests/setup/buying-app.ts).
 */
export function testServices(overrides: Partial<Services> = {}): Services {
  return {
    ...offlineServices({
      publicUrl: "https://shop.test",
      linkSecret: TEST_LINK_SECRET,
      uploadsDir: join(tmpdir(), `fabrico-test-uploads-${process.pid}`),
    }),
    ...overrides,
  };
}
