/**
 * `npm run db:seed`: brings a demo database up to the current demo seed. Uses the shop's
 * configuration (DATABASE_URL or DATA_DIR), applies pending migrations (which carry the data
 * fixes of rows seeded earlier, e.g. 0018's lead colours and configurator links), then runs
 * `seedDemo`, which inserts only what is missing — rows added to the seed since the database was
 * made, such as the demo reviews — and never rewrites a row an administrator may have edited.
 * The server does this on its own only for an empty catalogue; run this by hand (with the shop
 * stopped when on PGlite, which allows one process per folder) on a database made by an older seed.
 * It adds the demo catalogue to any database it is pointed at: do not run it on a live shop.
 * Prints the row counts; exits 1 with the error on failure.
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createCtx } from "../../core/shared/ctx.ts";
import { offlineServices } from "../../server/composition.ts";
import { createLogger } from "../../server/logger.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../client.ts";
import { migrateDatabase } from "../migrate.ts";
import { seedDemo } from "./seed-demo.ts";

const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });
const log = createLogger({ level: config.LOG_LEVEL });
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateDatabase(database);
  // the seed touches the database only: no outside service is started
  const services = offlineServices({
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    linkSecret: "",
    uploadsDir: config.UPLOADS_DIR ?? join(tmpdir(), "fabrico-seed-uploads"),
  });
  const counts = await seedDemo(createCtx({ db: database.db, log, services }));
  console.log(`Demo seed applied (${config.DATABASE_URL ? "PostgreSQL" : config.DATA_DIR}):`, counts);
} catch (error) {
  console.error(`Could not seed the demo data: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
