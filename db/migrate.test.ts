import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEmptyDatabase } from "../tests/setup/db.ts";
import type { DatabaseHandle } from "./client.ts";
import { MIGRATIONS_FOLDER, migrateDatabase } from "./migrate.ts";

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};

let empty: { handle: DatabaseHandle; close(): Promise<void> };

async function rows<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await handle.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const publicTables = (handle: DatabaseHandle) =>
  rows<{ table_name: string }>(
    handle,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  ).then((r) => r.map((t) => t.table_name));

const appliedMigrations = (handle: DatabaseHandle) =>
  rows<{ hash: string; created_at: string }>(
    handle,
    sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by id`,
  );

beforeAll(async () => {
  empty = await openEmptyDatabase();
});

afterAll(async () => {
  await empty?.close();
});

describe("migrateDatabase", () => {
  it("starts from a database without the shop's tables", async () => {
    expect(await publicTables(empty.handle)).toEqual([]);
  });

  it("applies every migration of the journal to an empty database", async () => {
    await migrateDatabase(empty.handle);
    const tables = await publicTables(empty.handle);
    for (const table of [
      "category",
      "cms_page",
      "color",
      "material",
      "product",
      "product_relation",
      "shipping_method",
      "site_setting",
      "size",
      "variant",
    ]) {
      expect(tables).toContain(table);
    }
    expect(await appliedMigrations(empty.handle)).toHaveLength(journal.entries.length);
    const ext = await rows<{ extname: string }>(empty.handle, sql`select extname from pg_extension`);
    expect(ext.map((e) => e.extname)).toContain("pg_trgm");
  });

  it("makes a working schema: generated search vectors and trigram similarity", async () => {
    await empty.handle.db.execute(sql`
      insert into category (id, code, name, description) values ('cat_x', 'x', '{}', '{}');
      `);
    await empty.handle.db.execute(sql`
      insert into material (id, code, name, composition, weight_gsm) values ('mat_x', 'x', '{}', '{}', 200)`);
    await empty.handle.db.execute(sql`
      insert into product (id, slug, garment_type, category_id, material_id, name, summary, description, care, fit,
        weight_grams, price_cents, search_text_en, search_text_pt)
      values ('prd_x', 'x', 'hoodie', 'cat_x', 'mat_x', '{}', '{}', '{}', '{}', 'regular', 500, 4900,
        'heavy hoodies navy', 'calcoes de algodao')`);
    const [row] = await rows<{ en: boolean; pt: boolean; typo: number }>(
      empty.handle,
      sql`select search_vector_en @@ to_tsquery('english', 'hoodie:*') as en,
                 search_vector_pt @@ to_tsquery('portuguese', 'calcoes:*') as pt,
                 word_similarity('hodie', search_text_en) as typo
          from product where id = 'prd_x'`,
    );
    expect(row).toMatchObject({ en: true, pt: true });
    expect(Number(row?.typo)).toBeGreaterThan(0.45);
  });

  it("is a no-op the second time: no migration re-run, tables and data kept", async () => {
    const tablesBefore = await publicTables(empty.handle);
    const appliedBefore = await appliedMigrations(empty.handle);
    await migrateDatabase(empty.handle);
    expect(await publicTables(empty.handle)).toEqual(tablesBefore);
    expect(await appliedMigrations(empty.handle)).toEqual(appliedBefore);
    const kept = await rows<{ n: number }>(empty.handle, sql`select count(*)::int as n from product`);
    expect(Number(kept[0]?.n)).toBe(1);
  });
});
