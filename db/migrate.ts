import { fileURLToPath } from "node:url";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { DatabaseHandle } from "./client.ts";

/** Folder of the SQL migrations drizzle-kit generates (`npm run db:generate`). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Applies every pending migration in order; safe to call at each start (already applied ones are
 * skipped, tracked in `drizzle.__drizzle_migrations`).
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.driver === "pglite") {
    // biome-ignore lint/suspicious/noExplicitAny: the two migrators take their own driver's type
    await migratePglite(handle.db as any, config);
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    await migrateNodePg(handle.db as any, config);
  }
}
