import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { testDatabaseKind } from "../tests/setup/database-kind.ts";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";

/**
 * docs/operations.md "Backups", the PGlite line (single-instance demo: stop the process and copy
 * `DATA_DIR`): a data folder holding the demo shop, copied while no process has it open, opens as the
 * shop opens it (openDatabase + migrateDatabase, as server/index.ts does) with the data of copy time,
 * and without a change made to the original afterwards. PGlite only: the PostgreSQL pass skips it
 * (PostgreSQL's backup is tests/cluster/restore.spec.ts).
 */

const root = mkdtempSync(join(tmpdir(), "fabrico-datadir-"));

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The stock of the first variant (by id) and its id. */
async function firstVariant(handle: DatabaseHandle): Promise<{ id: string; stock: number }> {
  const result = await handle.db.execute(sql`select id, stock from variant order by id limit 1`);
  const [row] = (result as unknown as { rows: { id: string; stock: number }[] }).rows;
  if (!row) throw new Error("no variant in the demo data");
  return row;
}

const setStock = (handle: DatabaseHandle, id: string, stock: number) =>
  handle.db.execute(sql`update variant set stock = ${stock} where id = ${id}`);

describe.skipIf(testDatabaseKind().kind !== "pglite")("a copy of a stopped PGlite DATA_DIR", () => {
  it("opens with the data of copy time and not what changed later", async () => {
    const original = join(root, "data");
    const copy = join(root, "backup");
    // the shop's data folder: the migrated, seeded demo database, then a change, then the process stops
    let handle = await openDatabase({ dataDir: original, loadDataDir: new Blob([readFileSync(inject("dbSnapshot"))]) });
    const { id } = await firstVariant(handle);
    await setStock(handle, id, 4242);
    await handle.close();

    cpSync(original, copy, { recursive: true });

    // after the backup, the shop runs on and changes the same row
    handle = await openDatabase({ dataDir: original });
    await setStock(handle, id, 1111);
    await handle.close();

    const restored = await openDatabase({ dataDir: copy });
    try {
      await migrateDatabase(restored);
      expect(await firstVariant(restored)).toEqual({ id, stock: 4242 });
    } finally {
      await restored.close();
    }
  });
});
