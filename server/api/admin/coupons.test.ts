import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntryTable } from "../../../core/audit/audit.sql.ts";
import { couponTable } from "../../../core/marketing/marketing.sql.ts";
import { type StaffTestApp, type TestUser, openStaffTestApp } from "../../../tests/setup/staff-app.ts";

let t: StaffTestApp;
let admin: TestUser;
let handler: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await openStaffTestApp();
  admin = await t.user("admin");
  handler = await t.user("order_handler");
  customer = await t.user("customer");
}, 60_000);
afterAll(() => t?.close());

const code = (prefix = "TEST") => `${prefix}-${randomUUID().slice(0, 8).toUpperCase()}`;

describe("coupons admin", () => {
  it("creates each kind, with validity, minimum spend and limits; lowercase codes are normalised", async () => {
    const pct = await t.call("POST", "/api/admin/coupon", admin.jar, {
      code: ` spring ${randomUUID().slice(0, 6)} `,
      kind: "percentage",
      percentBp: 1500,
      minSpendCents: 50_00,
      startsAt: "2026-01-01T00:00:00Z",
      endsAt: "2099-01-01T00:00:00Z",
      usageLimit: 100,
      perCustomerLimit: 1,
    });
    expect(pct.status, JSON.stringify(pct.body)).toBe(200);
    expect(pct.body.code).toMatch(/^SPRING[0-9A-F-]+$/);
    expect(pct.body).toMatchObject({
      kind: "percentage",
      percentBp: 1500,
      usedCount: 0,
      redemptions: 0,
      state: "active",
    });
    const fixed = await t.call("POST", "/api/admin/coupon", admin.jar, {
      code: code(),
      kind: "fixed",
      amountCents: 700,
      percentBp: 50,
    });
    expect(fixed.body).toMatchObject({ kind: "fixed", amountCents: 700, percentBp: null });
    const ship = await t.call("POST", "/api/admin/coupon", admin.jar, {
      code: code(),
      kind: "free_shipping",
      startsAt: "2099-01-01T00:00:00Z",
    });
    expect(ship.body).toMatchObject({ kind: "free_shipping", state: "scheduled" });
    const [entry] = await t.tdb.handle.db
      .select()
      .from(auditEntryTable)
      .where(eq(auditEntryTable.entityId, pct.body.id));
    expect(entry).toMatchObject({ action: "coupon.create", actorId: admin.id });
  });

  it("refuses a code that exists (coupon or gift card, any case) with 409", async () => {
    for (const existing of ["SAVE5", "save5", "gift-demo-25"]) {
      const res = await t.call("POST", "/api/admin/coupon", admin.jar, {
        code: existing,
        kind: "fixed",
        amountCents: 100,
      });
      expect(res.status, existing).toBe(409);
      expect(res.body.error.code).toBe("COUPON_CODE_EXISTS");
    }
    const gift = await t.call("POST", "/api/admin/giftcard", admin.jar, { code: "welcome10", initialCents: 1000 });
    expect(gift.status).toBe(409);
    const c = code();
    const [a, b] = await Promise.all([
      t.call("POST", "/api/admin/coupon", admin.jar, { code: c, kind: "fixed", amountCents: 100 }),
      t.call("POST", "/api/admin/coupon", admin.jar, { code: c, kind: "fixed", amountCents: 100 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it("refuses bad input with 400 naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: "A!", kind: "fixed", amountCents: 100 }, "code"],
      [{ code: code(), kind: "percentage" }, "percentBp"],
      [{ code: code(), kind: "percentage", percentBp: 10_001 }, "percentBp"],
      [{ code: code(), kind: "fixed" }, "amountCents"],
      [{ code: code(), kind: "fixed", amountCents: 5.5 }, "amountCents"],
      [{ code: code(), kind: "bogus" }, "kind"],
      [
        { code: code(), kind: "free_shipping", startsAt: "2030-01-02T00:00:00Z", endsAt: "2030-01-01T00:00:00Z" },
        "endsAt",
      ],
      [{ code: code(), kind: "free_shipping", usageLimit: 0 }, "usageLimit"],
      [{ code: code(), kind: "free_shipping", endsAt: "tomorrow" }, "endsAt"],
    ];
    for (const [body, field] of cases) {
      const res = await t.call("POST", "/api/admin/coupon", admin.jar, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.field, JSON.stringify(body)).toBe(field);
    }
  });

  it("edits a coupon, keeps its use count, refuses a limit below its use, and deletes only unused ones", async () => {
    const created = await t.call("POST", "/api/admin/coupon", admin.jar, {
      code: code(),
      kind: "fixed",
      amountCents: 300,
    });
    await t.tdb.handle.db.update(couponTable).set({ usedCount: 3 }).where(eq(couponTable.id, created.body.id));
    const edited = await t.call("PUT", `/api/admin/coupon/${created.body.id}`, admin.jar, {
      code: created.body.code,
      kind: "percentage",
      percentBp: 1000,
      active: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      kind: "percentage",
      percentBp: 1000,
      amountCents: null,
      usedCount: 3,
      state: "off",
    });
    const below = await t.call("PUT", `/api/admin/coupon/${created.body.id}`, admin.jar, {
      code: created.body.code,
      kind: "fixed",
      amountCents: 100,
      usageLimit: 2,
    });
    expect(below.status).toBe(400);
    expect(below.body.error.code).toBe("COUPON_LIMIT_BELOW_USE");
    const clash = await t.call("PUT", `/api/admin/coupon/${created.body.id}`, admin.jar, {
      code: "FREESHIP",
      kind: "free_shipping",
    });
    expect(clash.status).toBe(409);
    expect((await t.call("DELETE", `/api/admin/coupon/${created.body.id}`, admin.jar)).status).toBe(409);
    const unused = await t.call("POST", "/api/admin/coupon", admin.jar, { code: code(), kind: "free_shipping" });
    expect((await t.call("DELETE", `/api/admin/coupon/${unused.body.id}`, admin.jar)).status).toBe(204);
    expect((await t.call("GET", `/api/admin/coupon/${unused.body.id}`, admin.jar)).status).toBe(404);
    expect(
      (await t.call("PUT", "/api/admin/coupon/cpn_missing", admin.jar, { code: code(), kind: "free_shipping" })).status,
    ).toBe(404);
  });

  it("lists with search, filters, sort and CSV; only admins manage coupons", async () => {
    const c = code("LISTME");
    await t.call("POST", "/api/admin/coupon", admin.jar, {
      code: c,
      kind: "fixed",
      amountCents: 250,
      description: "=1+1",
    });
    const page = await t.call("GET", `/api/admin/coupon?q=${c}&kind=fixed`, admin.jar);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 1, page: 1 });
    expect(page.body.items[0].code).toBe(c);
    const sorted = await t.call("GET", "/api/admin/coupon?sort=code&dir=asc&pageSize=100", admin.jar);
    const codes = sorted.body.items.map((i: { code: string }) => i.code);
    expect(codes).toEqual([...codes].sort());
    expect((await t.call("GET", "/api/admin/coupon?sort=secret", admin.jar)).status).toBe(400);
    const csv = await t.call("GET", `/api/admin/coupon?q=${c}&format=csv`, admin.jar);
    expect(csv.res.headers.get("content-type")).toContain("text/csv");
    expect(csv.body).toContain(c);
    expect(csv.body).toContain("2.50");
    expect((await t.call("GET", "/api/admin/coupon")).status).toBe(401);
    expect((await t.call("GET", "/api/admin/coupon", customer.jar)).status).toBe(403);
    expect(
      (await t.call("POST", "/api/admin/coupon", handler.jar, { code: code(), kind: "free_shipping" })).status,
    ).toBe(403);
  });

  it("issues gift cards", async () => {
    const g = code("GIFT");
    const res = await t.call("POST", "/api/admin/giftcard", admin.jar, { code: g, initialCents: 50_00 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: g, initialCents: 50_00, balanceCents: 50_00, active: true });
    expect((await t.call("POST", "/api/admin/giftcard", admin.jar, { code: code(), initialCents: 5 })).status).toBe(
      400,
    );
    expect((await t.call("POST", "/api/admin/coupon", admin.jar, { code: g, kind: "free_shipping" })).status).toBe(409);
    const list = await t.call("GET", `/api/admin/giftcard?q=${g.toLowerCase()}`, admin.jar);
    expect(list.body).toMatchObject({ total: 1, page: 1, items: [{ code: g, state: "active" }] });
  });

  it("lists gift cards with paging, sort, state filter and CSV", async () => {
    const prefix = code("GL");
    const made: string[] = [];
    for (const [i, cents] of [10_00, 20_00, 30_00].entries()) {
      const res = await t.call("POST", "/api/admin/giftcard", admin.jar, {
        code: `${prefix}-${i}`,
        initialCents: cents,
      });
      made.push(res.body.code);
    }
    await t.call("POST", "/api/admin/giftcard", admin.jar, {
      code: `${prefix}-OFF`,
      initialCents: 5_00,
      active: false,
    });
    const page = await t.call(
      "GET",
      `/api/admin/giftcard?q=${prefix}&sort=initialCents&dir=desc&pageSize=20&state=active`,
      admin.jar,
    );
    expect(page.body.total).toBe(3);
    expect(page.body.items.map((x: { code: string }) => x.code)).toEqual([...made].reverse());
    const off = await t.call("GET", `/api/admin/giftcard?q=${prefix}&state=off`, admin.jar);
    expect(off.body.items.map((x: { state: string }) => x.state)).toEqual(["off"]);
    const bad = await t.call("GET", "/api/admin/giftcard?state=lost", admin.jar);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe("state");
    const csv = await t.call("GET", `/api/admin/giftcard?q=${prefix}&format=csv`, admin.jar);
    expect(csv.res.headers.get("content-type")).toContain("text/csv");
    expect(csv.body.split("\n")[0]).toContain("balance_eur");
    expect(csv.body).toContain("30.00");
    expect((await t.call("GET", "/api/admin/giftcard", handler.jar)).status).toBe(403);
  });
});
