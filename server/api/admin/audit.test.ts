import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordAudit } from "../../../core/audit/record-audit.ts";
import { type StaffTestApp, type TestUser, openStaffTestApp } from "../../../tests/setup/staff-app.ts";

let t: StaffTestApp;
let admin: TestUser;
let editor: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await openStaffTestApp();
  admin = await t.user("admin");
  editor = await t.user("catalog_editor");
  customer = await t.user("customer");
  const ctx = { ...t.tdb.ctx(), actor: { userId: admin.id, roles: ["admin" as const] } };
  await recordAudit(ctx, {
    action: "coupon.update",
    entityType: "coupon",
    entityId: "cpn_1",
    before: { code: "=1+1" },
    after: { code: "SUMMER" },
  });
}, 60_000);
afterAll(() => t?.close());

describe("GET /api/admin/audit", () => {
  it("anonymous 401, customer and catalogue editor 403, admin a page", async () => {
    expect((await t.call("GET", "/api/admin/audit")).status).toBe(401);
    expect((await t.call("GET", "/api/admin/audit", customer.jar)).status).toBe(403);
    expect((await t.call("GET", "/api/admin/audit", editor.jar)).status).toBe(403);
    const page = await t.call("GET", "/api/admin/audit?entityType=coupon", admin.jar);
    expect(page.status).toBe(200);
    expect(page.res.headers.get("cache-control")).toContain("no-store");
    expect(page.body).toMatchObject({ total: 1, page: 1, pageSize: 20, sort: "at", dir: "desc" });
    expect(page.body.items[0]).toMatchObject({ action: "coupon.update", actorId: admin.id, after: { code: "SUMMER" } });
  });

  it("400 naming the param for a bad sort or date", async () => {
    for (const [q, field] of [
      ["sort=password", "sort"],
      ["from=yesterday", "from"],
      ["pageSize=7", "pageSize"],
    ]) {
      const res = await t.call("GET", `/api/admin/audit?${q}`, admin.jar);
      expect(res.status, q).toBe(400);
      expect(res.body.error.field, q).toBe(field);
    }
  });

  it("exports CSV with BOM, the same filters and formulas neutralised", async () => {
    const res = await t.call("GET", "/api/admin/audit?format=csv&entityType=coupon", admin.jar);
    expect(res.status).toBe(200);
    expect(res.res.headers.get("content-type")).toContain("text/csv");
    expect(res.res.headers.get("content-disposition")).toMatch(/filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = res.body as string;
    const lines = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("at,actor_id,actor_email,actor_roles,action,entity_type,entity_id,before,after");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("coupon.update");
    expect((await t.call("GET", "/api/admin/audit?format=csv", editor.jar)).status).toBe(403);
  });
});
