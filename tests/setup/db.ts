import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import pino from "pino";
import { inject } from "vitest";
import { type Ctx, createCtx } from "../../core/shared/ctx.ts";
import type { Locale } from "../../core/shared/locale.ts";
import type { Services } from "../../core/ports/services.ts";
import { testServices } from "./services.ts";
import { type DatabaseHandle, openDatabase } from "../../db/client.ts";
import { testDatabaseKind, waitUntilUnused, withDatabase } from "./database-kind.ts";

/** A test file's own database: a clone of the run's migrated + seeded snapshot. */
export interface TestDatabase {
  handle: DatabaseHandle;
  /**
   * A ctx on this database (anonymous actor, English unless `locale` is given, silent logger), with
   * tests/setup/services.ts's `testServices()` unless `services` are given.
   */
  ctx(init?: { locale?: Locale; now?: () => Date; services?: Services }): Ctx;
  close(): Promise<void>;
}

/**
 * Opens a fresh clone of the demo database for one test file (call in `beforeAll`, close in
 * `afterAll`). PGlite: loads the snapshot tarball; PostgreSQL: `CREATE DATABASE … TEMPLATE`.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const snapshot = inject("dbSnapshot");
  const kind = testDatabaseKind();
  const log = pino({ level: "silent" });
  const services = testServices();
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  if (kind.kind === "pglite") {
    handle = await openDatabase({ dataDir: "memory://", loadDataDir: new Blob([readFileSync(snapshot)]) });
  } else {
    const name = `${snapshot.replace("fabrico_tpl_", "fabrico_t_")}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: kind.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${snapshot}`);
    await admin.end();
    handle = await openDatabase({ url: withDatabase(kind.adminUrl, name), poolMax: 4 });
    drop = async () => {
      const a = new pg.Client({ connectionString: kind.adminUrl });
      await a.connect();
      await waitUntilUnused(a, name);
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  }
  return {
    handle,
    ctx: (init) => createCtx({ db: handle.db, log, ...init, services: init?.services ?? services }),
    close: async () => {
      await handle.close();
      await drop?.();
    },
  };
}

/**
 * A fresh, empty database (no migrations applied) for migration tests: in-memory PGlite, or a
 * new PostgreSQL database dropped on close.
 */
export async function openEmptyDatabase(): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  const kind = testDatabaseKind();
  if (kind.kind === "pglite") {
    const handle = await openDatabase({ dataDir: "memory://" });
    return { handle, close: () => handle.close() };
  }
  const name = `fabrico_t_empty_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: kind.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const handle = await openDatabase({ url: withDatabase(kind.adminUrl, name), poolMax: 2 });
  return {
    handle,
    close: async () => {
      await handle.close();
      await waitUntilUnused(admin, name);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
