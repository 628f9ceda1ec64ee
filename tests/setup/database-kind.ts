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
