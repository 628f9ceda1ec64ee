/**
 * Polls `check` every 100 ms until it returns a truthy value, and answers that value: for tests that wait on a
 * job, a webhook or another process.
 * @throws Error naming `what` after `ms` milliseconds
 */
export async function waitFor<T>(what: string, check: () => Promise<T>, ms = 10_000): Promise<NonNullable<T>> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
