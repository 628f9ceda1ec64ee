import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaffTestApp, type TestUser, openStaffTestApp } from "../../../tests/setup/staff-app.ts";

let t: StaffTestApp;
let admin: TestUser;
let support: TestUser;
let orders: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await openStaffTestApp();
  admin = await t.user("admin");
  support = await t.user("support_agent");
  orders = await t.user("order_handler");
  customer = await t.user("customer");
}, 120_000);
afterAll(() => t?.close());

describe("admin customers (issue 6)", () => {
  it("lists with search, role filter, sort and CSV; customers and catalogue staff are refused", async () => {
    expect((await t.call("GET", "/api/admin/customer")).status).toBe(401);
    expect((await t.call("GET", "/api/admin/customer", customer.jar)).status).toBe(403);
    const page = await t.call("GET", `/api/admin/customer?q=${encodeURIComponent(customer.email)}`, support.jar);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 1, page: 1 });
    expect(page.body.items[0]).toMatchObject({ id: customer.id, roles: ["customer"], orders: 0, spentCents: 0 });

    const staff = await t.call("GET", "/api/admin/customer?role=staff&pageSize=100", admin.jar);
    const staffIds = staff.body.items.map((r: { id: string }) => r.id);
    expect(staffIds).toEqual(expect.arrayContaining([admin.id, support.id, orders.id]));
    expect(staffIds).not.toContain(customer.id);

    const byEmail = await t.call("GET", "/api/admin/customer?sort=email&dir=asc&pageSize=100", admin.jar);
    const emails = byEmail.body.items.map((r: { email: string }) => r.email);
    expect(emails).toEqual([...emails].sort());
    expect((await t.call("GET", "/api/admin/customer?sort=password", admin.jar)).status).toBe(400);
    expect((await t.call("GET", "/api/admin/customer?role=root", admin.jar)).body.error.field).toBe("role");

    const csv = await t.call(
      "GET",
      `/api/admin/customer?format=csv&q=${encodeURIComponent(customer.email)}`,
      admin.jar,
    );
    expect(csv.res.headers.get("content-type")).toContain("text/csv");
    const lines = (csv.body as string)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("id,email,name,roles,email_verified,two_factor,created_at,orders,spent_eur");
    expect(lines[1]).toContain(customer.email);
  });

  it("shows one customer with what the actor may change", async () => {
    const res = await t.call("GET", `/api/admin/customer/${customer.id}`, support.jar);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      userId: customer.id,
      email: customer.email,
      roles: ["customer"],
      addresses: [],
      orders: [],
      can: { editProfile: true, changeRoles: true, grantStaff: false, grantWholesale: false },
    });
    const adminView = await t.call("GET", `/api/admin/customer/${customer.id}`, admin.jar);
    expect(adminView.body.can).toMatchObject({ grantStaff: true, grantWholesale: true });
  });

  it("corrects a profile (audited) and refuses bad input", async () => {
    const bad = await t.call("PUT", `/api/admin/customer/${customer.id}`, support.jar, {
      firstName: "",
      lastName: "X",
    });
    expect(bad.status).toBe(400);
    const ok = await t.call("PUT", `/api/admin/customer/${customer.id}`, support.jar, {
      firstName: "Joana",
      lastName: "Reis",
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ firstName: "Joana", lastName: "Reis" });
    expect(
      (await t.call("PUT", `/api/admin/customer/${customer.id}`, orders.jar, { firstName: "A", lastName: "B" })).status,
    ).toBe(403);
    const log = await t.call("GET", `/api/admin/audit?entityId=${customer.id}&action=customer.update`, admin.jar);
    expect(log.body.items[0]).toMatchObject({
      actorId: support.id,
      before: { firstName: "Ana" },
      after: { firstName: "Joana" },
    });
  });

  it("role changes: staff roles only by an admin, audited, effective at once; never one's own admin role", async () => {
    const denied = await t.call("PUT", `/api/admin/customer/${customer.id}/role`, support.jar, {
      roles: ["customer", "catalog_editor"],
    });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe("STAFF_ROLE_FORBIDDEN");
    expect(
      (await t.call("PUT", `/api/admin/customer/${customer.id}/role`, support.jar, { roles: ["wholesale"] })).body.error
        .code,
    ).toBe("WHOLESALE_ROLE_FORBIDDEN");
    expect((await t.call("PUT", `/api/admin/customer/${customer.id}/role`, admin.jar, { roles: [] })).status).toBe(400);

    const granted = await t.call("PUT", `/api/admin/customer/${customer.id}/role`, admin.jar, {
      roles: ["customer", "catalog_editor"],
    });
    expect(granted.body).toEqual({ roles: ["customer", "catalog_editor"] });
    // the new staff member must turn on 2FA before the back office opens
    expect((await t.call("GET", "/api/admin/customer", customer.jar)).status).toBe(403);

    const log = await t.call("GET", `/api/admin/audit?entityId=${customer.id}&action=customer.role.update`, admin.jar);
    expect(log.body.items[0]).toMatchObject({
      actorId: admin.id,
      before: { roles: ["customer"] },
      after: { roles: ["customer", "catalog_editor"] },
    });
    // the same roles again: nothing changes, nothing logged
    await t.call("PUT", `/api/admin/customer/${customer.id}/role`, admin.jar, {
      roles: ["catalog_editor", "customer"],
    });
    const again = await t.call(
      "GET",
      `/api/admin/audit?entityId=${customer.id}&action=customer.role.update`,
      admin.jar,
    );
    expect(again.body.total).toBe(1);

    const own = await t.call("PUT", `/api/admin/customer/${admin.id}/role`, admin.jar, { roles: ["customer"] });
    expect(own.status).toBe(409);
    expect(own.body.error.code).toBe("OWN_ADMIN_ROLE");
  });

  it("creates an account that gets the set-password e-mail; a taken address is a conflict", async () => {
    const email = `phone-order-${Date.now().toString(36)}@example.com`;
    expect(
      (await t.call("POST", "/api/admin/customer", support.jar, { email, firstName: "Rita", lastName: "Lopes" }))
        .status,
    ).toBe(403);
    const bad = await t.call("POST", "/api/admin/customer", admin.jar, {
      email: "nope",
      firstName: "R",
      lastName: "L",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe("email");
    const res = await t.call("POST", "/api/admin/customer", admin.jar, {
      email,
      firstName: "Rita",
      lastName: "Lopes",
      locale: "pt",
    });
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^usr_/);
    // a welcome, not a "reset your password": its link lands on the reset page's welcome wording
    await expect
      .poll(() => t.outbox.find((m) => m.to === email && m.template === "reset-password")?.data)
      .toMatchObject({ purpose: "invite", name: "Rita Lopes" });
    const invite = t.outbox.find((m) => m.to === email && m.template === "reset-password");
    expect(invite?.locale).toBe("pt");
    expect(new URL(String(invite?.data.url)).searchParams.get("callbackURL")).toBe("/auth/reset?welcome=1&lng=pt");
    const detail = await t.call("GET", `/api/admin/customer/${res.body.id}`, admin.jar);
    expect(detail.body).toMatchObject({
      email,
      firstName: "Rita",
      lastName: "Lopes",
      emailVerified: true,
      roles: ["customer"],
    });
    const dup = await t.call("POST", "/api/admin/customer", admin.jar, {
      email: email.toUpperCase(),
      firstName: "R",
      lastName: "L",
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe("CUSTOMER_EMAIL_TAKEN");
    const log = await t.call("GET", `/api/admin/audit?entityId=${res.body.id}`, admin.jar);
    expect(log.body.items.map((e: { action: string }) => e.action)).toContain("customer.create");
  });
});
