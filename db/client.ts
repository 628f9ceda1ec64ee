import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema.ts";

/** The Drizzle handle every `core/` function receives through `ctx.db` (PGlite or PostgreSQL, same API). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the Drizzle handle, which engine runs it, and how to close it. */
export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** The in-process PGlite (for the pg-wire socket that pg-boss uses); undefined on PostgreSQL. */
  pglite?: PGlite;
  /** The connection string a pg-wire client can use; undefined on PGlite until a socket is opened. */
  url?: string;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** `postgres://…` to use PostgreSQL; otherwise PGlite. */
  url?: string;
  /** PGlite data folder (created when missing); `memory://` for an in-memory database. */
  dataDir?: string;
  /** A PGlite snapshot (`dumpDataDir()` tarball) to start from: tests clone one migrated database. */
  loadDataDir?: Blob | File;
  /** Pool size on PostgreSQL. */
  poolMax?: number;
}

/**
 * Opens the shop's database (DESIGN "Database"): PostgreSQL when `url` is a `postgres://` URL,
 * else PGlite (PostgreSQL in WASM) in `dataDir` with the pg_trgm extension loaded.
 * @throws Error when the URL is not a PostgreSQL URL
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    if (!/^postgres(ql)?:\/\//.test(options.url)) throw new Error("DATABASE_URL must start with postgres://");
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return { db, driver: "postgres", url: options.url, close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return { db, driver: "pglite", pglite, close: () => pglite.close() };
}
