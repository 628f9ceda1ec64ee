import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Forbidden, Invalid, Unauthorized } from "../shared/errors.ts";
import { parseListQuery } from "../shared/list-query.ts";
import { AUDIT_LIST, exportAuditEntries, listAuditEntries } from "./list-audit.ts";
import { auditJson, recordAudit } from "./record-audit.ts";

let db: TestDatabase;
let admin: Ctx;
let editor: Ctx;
let clock = new Date("2026-07-01T10:00:00Z");
const ADMIN = "usr_01AUDITADMIN000000000000000";
const EDITOR = "usr_01AUDITEDITOR00000000000000";
const query = (params: Record<string, string> = {}) => parseListQuery(AUDIT_LIST, params);

beforeAll(async () => {
  db = await openTestDatabase();
  const base = db.ctx({ now: () => clock });
  for (const [id, email, name] of [
    [ADMIN, "boss@example.com", "Ana Boss"],
    [EDITOR, "editor@example.com", "Rui Editor"],
  ] as const) {
    await base.db.execute(
      sql`insert into auth_user (id, name, email, email_verified) values (${id}, ${name}, ${email}, true)`,
    );
  }
  admin = { ...base, actor: { userId: ADMIN, roles: ["admin"] } };
  editor = { ...base, actor: { userId: EDITOR, roles: ["catalog_editor"] } };
});
afterAll(() => db.close());

describe("audit log", () => {
  it("records actor, time and JSON before/after inside the caller's transaction", async () => {
    clock = new Date("2026-07-01T10:00:00Z");
    await withTransaction(editor, (tx) =>
      recordAudit(tx, {
        action: "product.update",
        entityType: "product",
        entityId: "prd_1",
        before: { name: "Tee", price: 1000 },
        after: { name: "Tee", price: 1200, updatedAt: new Date("2026-07-01T10:00:00Z") },
      }),
    );
    // a write that fails rolls its audit entry back with it
    await expect(
      withTransaction(editor, async (tx) => {
        await recordAudit(tx, { action: "product.delete", entityType: "product", entityId: "prd_2", before: {} });
        throw new Error("write failed");
      }),
    ).rejects.toThrow("write failed");
    clock = new Date("2026-07-03T23:30:00Z"); // 4 July in Lisbon (UTC+1)
    await recordAudit(admin, {
      action: "customer.role.update",
      entityType: "customer",
      entityId: EDITOR,
      before: { role: "customer" },
      after: { role: "catalog_editor", password: "hunter2" },
    });

    const page = await listAuditEntries(admin, query());
    expect(page.total).toBe(2);
    expect(page.items.map((e) => e.action)).toEqual(["customer.role.update", "product.update"]);
    const [role, product] = page.items;
    expect(role).toMatchObject({
      actorId: ADMIN,
      actorEmail: "boss@example.com",
      actorRoles: "admin",
      after: { role: "catalog_editor", password: "[redacted]" },
    });
    expect(role?.at.toISOString()).toBe("2026-07-03T23:30:00.000Z");
    expect(product).toMatchObject({
      actorId: EDITOR,
      actorName: "Rui Editor",
      before: { name: "Tee", price: 1000 },
      after: { price: 1200, updatedAt: "2026-07-01T10:00:00.000Z" },
    });
  });

  it("filters by actor, entity, action (exact or prefix), Lisbon days, and searches", async () => {
    const ids = async (params: Record<string, string>) =>
      (await listAuditEntries(admin, query(params))).items.map((e) => e.action);
    expect(await ids({ actor: EDITOR })).toEqual(["product.update"]);
    expect(await ids({ entityType: "customer" })).toEqual(["customer.role.update"]);
    expect(await ids({ entityId: "prd_1" })).toEqual(["product.update"]);
    expect(await ids({ action: "product.update" })).toEqual(["product.update"]);
    expect(await ids({ action: "customer." })).toEqual(["customer.role.update"]);
    expect(await ids({ action: "customer" })).toEqual([]);
    expect(await ids({ from: "2026-07-04", to: "2026-07-04" })).toEqual(["customer.role.update"]);
    expect(await ids({ from: "2026-07-01", to: "2026-07-03" })).toEqual(["product.update"]);
    expect(await ids({ q: "boss@" })).toEqual(["customer.role.update"]);
    expect(await ids({ q: "100%" })).toEqual([]);
    expect(await ids({ sort: "action", dir: "asc" })).toEqual(["customer.role.update", "product.update"]);
    expect(await ids({ sort: "action", dir: "desc" })).toEqual(["product.update", "customer.role.update"]);
    await expect(listAuditEntries(admin, query({ from: "2026-07-05", to: "2026-07-04" }))).rejects.toBeInstanceOf(
      Invalid,
    );
    expect((await exportAuditEntries(admin, query({ pageSize: "20", page: "9" }))).length).toBe(2);
  });

  it("pages: clamps a page past the end", async () => {
    const page = await listAuditEntries(admin, query({ page: "5" }));
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 2, pageSize: 20 });
  });

  it("only admins read it", async () => {
    await expect(listAuditEntries(editor, query())).rejects.toBeInstanceOf(Forbidden);
    await expect(listAuditEntries({ ...admin, actor: null }, query())).rejects.toBeInstanceOf(Unauthorized);
    await expect(exportAuditEntries(editor, query())).rejects.toBeInstanceOf(Forbidden);
  });

  it("auditJson: plain JSON with secrets redacted at any depth", () => {
    expect(auditJson(undefined)).toBeNull();
    expect(auditJson({ a: { token: "x", nested: [{ secret: "y", ok: 1 }] } })).toEqual({
      a: { token: "[redacted]", nested: [{ secret: "[redacted]", ok: 1 }] },
    });
  });
});
