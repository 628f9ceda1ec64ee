import { expect } from "@playwright/test";
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

/**
 * The path and query of the e-mail verification link the shop sent to `email` (its outbox row, whichever
 * instance wrote it), once it is there.
 */
export async function verificationLinkPath(email: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const [mail] = await query<{ text: string }>(
        "select text from email_message where to_address = $1 and template = 'verify-email'",
        [email],
      );
      link = /https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
