import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import pino from "pino";
import type { TestProject } from "vitest/node";
import { createCtx } from "../../core/shared/ctx.ts";
import { openDatabase } from "../../db/client.ts";
import { migrateDatabase } from "../../db/migrate.ts";
import { seedDemo } from "../../db/seed/seed-demo.ts";
import { testDatabaseKind, waitUntilUnused, withDatabase } from "./database-kind.ts";
import { testServices } from "./services.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: path of the migrated + seeded `dumpDataDir()` tarball. PostgreSQL: the template database name. */
    dbSnapshot: string;
  }
}

/**
 * Builds one migrated database with the demo seed per test run; every test file clones it
 * (tests/setup/db.ts). PGlite: a data-dir tarball in the temp folder. PostgreSQL: a template database.
 */
export default async function setup(project: TestProject) {
  const kind = testDatabaseKind();
  const log = pino({ level: "silent" });
  if (kind.kind === "pglite") {
    const handle = await openDatabase({ dataDir: "memory://" });
    await migrateDatabase(handle);
    await seedDemo(createCtx({ services: testServices(), db: handle.db, log }));
    const dump = await handle.pglite!.dumpDataDir("none");
    const file = join(tmpdir(), `fabrico-test-snapshot-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    project.provide("dbSnapshot", file);
    return () => rmSync(file, { force: true });
  }
  const template = `fabrico_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: kind.adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const handle = await openDatabase({ url: withDatabase(kind.adminUrl, template), poolMax: 2 });
  await migrateDatabase(handle);
  await seedDemo(createCtx({ services: testServices(), db: handle.db, log }));
  await handle.close();
  await waitUntilUnused(admin, template); // CREATE DATABASE … TEMPLATE fails while it is in use
  project.provide("dbSnapshot", template);
  return async () => {
    const leftovers = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [
      `fabrico_t_${process.pid}_%`,
    ]);
    for (const row of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}
