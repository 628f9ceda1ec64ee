import pg from "pg";

/**
 * Read-and-check access to the cluster's own database (`CLUSTER_DATABASE_URL`, set by
 * playwright.cluster.config.ts) for the cluster suite: what the instances wrote, counted in SQL.
 */
let pool: pg.Pool | undefined;

/** The rows of `text` with `values` on the cluster's database (a small pool, closed with the worker). */
export async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const url = process.env.CLUSTER_DATABASE_URL;
  if (!url) throw new Error("CLUSTER_DATABASE_URL is not set (playwright.cluster.config.ts sets it)");
  pool ??= new pg.Pool({ connectionString: url, max: 2 });
  return (await pool.query<T>(text, values)).rows;
}
