import type pg from "pg";

/**
 * Which database the tests run on: PGlite in-process (default) or PostgreSQL when
 * `FABRICO_TEST_DB=postgres` and `TEST_DATABASE_URL` (an admin connection, e.g.
 * `postgres://postgres@127.0.0.1:5432/postgres`) are set — as `npm run test:pg` does.
 */
export function testDatabaseKind(): { kind: "pglite" } | { kind: "postgres"; adminUrl: string } {
  if (process.env.FABRICO_TEST_DB === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("FABRICO_TEST_DB=postgres needs TEST_DATABASE_URL");
    return { kind: "postgres", adminUrl };
  }
  return { kind: "pglite" };
}

/** `adminUrl` with its database name replaced by `database`. */
export function withDatabase(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Waits (up to `timeoutMs`) until no other session is connected to `database`. `pg.Pool#end()`
 * resolves before its sockets close: dropping with FORCE right away makes the closing client get
 * a FATAL 57P01 as an unhandled pool error, and cloning a template that is still in use fails.
 */
export async function waitUntilUnused(admin: pg.Client, database: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await admin.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [database],
    );
    if (Number(rows[0]?.n ?? 0) === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
