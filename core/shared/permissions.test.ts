import { describe, expect, it } from "vitest";
import { type Actor, type Role, STAFF_ROLES } from "./ctx.ts";
import { Forbidden, NotFound, Unauthorized } from "./errors.ts";
import {
  RESOURCES,
  ROLE_PERMISSIONS,
  authorizeRecord,
  authorizeUser,
  hasPermission,
  isStaff,
  requireActor,
  requirePermission,
} from "./permissions.ts";

const alice: Actor = { userId: "usr_A", roles: ["customer"] };
const bob: Actor = { userId: "usr_B", roles: ["wholesale"] };
const admin: Actor = { userId: "usr_ADMIN", roles: ["admin"] };
const as = (actor: Actor | null) => ({ actor });

describe("permissions", () => {
  it("customers and wholesale customers have only `own` permissions", () => {
    for (const role of ["customer", "wholesale"] as const) {
      expect(ROLE_PERMISSIONS[role].length).toBeGreaterThan(0);
      expect(ROLE_PERMISSIONS[role].every((p) => p.endsWith(":own"))).toBe(true);
    }
    expect(hasPermission(alice, "read:address:own")).toBe(true);
    expect(hasPermission(alice, "update:customer:any")).toBe(false);
    expect(hasPermission(null, "read:address:own")).toBe(false);
  });

  it("admins may read and correct any customer, but never create payment methods for them", () => {
    expect(hasPermission(admin, "update:customer:any")).toBe(true);
    expect(hasPermission(admin, "read:address:any")).toBe(true);
    expect(hasPermission(admin, "read:paymentMethod:any")).toBe(true);
    expect(hasPermission(admin, "create:paymentMethod:any")).toBe(false);
  });

  it("staff roles (ADR 0012): admin has every back-office grant; the narrower roles only their areas", () => {
    const as = (role: Role): Actor => ({ userId: "usr_S", roles: [role] });
    for (const resource of RESOURCES) {
      if (resource === "paymentMethod") continue;
      for (const action of ["create", "read", "update", "delete"] as const)
        expect(hasPermission(admin, `${action}:${resource}:any`)).toBe(true);
    }
    for (const role of STAFF_ROLES) {
      expect(isStaff(as(role))).toBe(true);
      expect(hasPermission(as(role), "read:dashboard:any")).toBe(true);
      // staff are shoppers too
      expect(hasPermission(as(role), "read:order:own")).toBe(true);
      // nobody adds a card for a customer
      expect(hasPermission(as(role), "create:paymentMethod:any")).toBe(false);
    }
    expect(isStaff(alice)).toBe(false);
    expect(isStaff(bob)).toBe(false);
    expect(isStaff(null)).toBe(false);

    const catalog = as("catalog_editor");
    expect(hasPermission(catalog, "update:product:any")).toBe(true);
    expect(hasPermission(catalog, "delete:product:any")).toBe(true);
    expect(hasPermission(catalog, "read:order:any")).toBe(false);
    expect(hasPermission(catalog, "read:customer:any")).toBe(false);

    const orders = as("order_handler");
    expect(hasPermission(orders, "update:order:any")).toBe(true);
    expect(hasPermission(orders, "update:quote:any")).toBe(true);
    expect(hasPermission(orders, "create:refund:any")).toBe(true);
    expect(hasPermission(orders, "update:return:any")).toBe(true);
    expect(hasPermission(orders, "update:product:any")).toBe(false);
    expect(hasPermission(orders, "update:customer:any")).toBe(false);

    const support = as("support_agent");
    expect(hasPermission(support, "update:ticket:any")).toBe(true);
    expect(hasPermission(support, "update:customer:any")).toBe(true);
    expect(hasPermission(support, "update:order:any")).toBe(false);
    expect(hasPermission(support, "create:refund:any")).toBe(false);
    expect(hasPermission(support, "read:return:any")).toBe(true);
    expect(hasPermission(support, "update:return:any")).toBe(false);

    const content = as("content_editor");
    expect(hasPermission(content, "update:content:any")).toBe(true);
    expect(hasPermission(content, "read:newsletter:any")).toBe(true);
    expect(hasPermission(content, "read:customer:any")).toBe(false);

    // only admin: audit log, coupons, wholesale, deleting customers
    for (const role of STAFF_ROLES.filter((r) => r !== "admin")) {
      for (const p of ["read:audit:any", "create:coupon:any", "update:wholesale:any", "delete:customer:any"] as const)
        expect(hasPermission(as(role), p)).toBe(false);
    }
  });

  it("requireActor: anonymous → Unauthorized (401)", () => {
    expect(() => requireActor(as(null))).toThrow(Unauthorized);
    expect(new Unauthorized().status).toBe(401);
    expect(requireActor(as(alice))).toBe(alice);
  });

  it("authorizeRecord: own → allowed; someone else's → NotFound; anonymous → Unauthorized", () => {
    expect(authorizeRecord(as(alice), "update", "address", "usr_A")).toBe(alice);
    expect(() => authorizeRecord(as(alice), "update", "address", "usr_B")).toThrow(NotFound);
    expect(() => authorizeRecord(as(bob), "read", "paymentMethod", "usr_A")).toThrow(NotFound);
    expect(() => authorizeRecord(as(null), "read", "address", "usr_A")).toThrow(Unauthorized);
    expect(authorizeRecord(as(admin), "update", "address", "usr_A")).toBe(admin);
    // admins may delete but not change another customer's card
    expect(authorizeRecord(as(admin), "delete", "paymentMethod", "usr_A")).toBe(admin);
    expect(() => authorizeRecord(as(admin), "update", "paymentMethod", "usr_A")).toThrow(NotFound);
  });

  it("authorizeUser: own account by default; another user's needs `any` (else Forbidden, 403)", () => {
    expect(authorizeUser(as(alice), "read", "customer")).toEqual({ actor: alice, userId: "usr_A" });
    expect(authorizeUser(as(alice), "read", "customer", "usr_A").userId).toBe("usr_A");
    expect(() => authorizeUser(as(alice), "read", "customer", "usr_B")).toThrow(Forbidden);
    expect(() => authorizeUser(as(alice), "read", "customer", "usr_DOES_NOT_EXIST")).toThrow(Forbidden);
    expect(() => authorizeUser(as(null), "read", "customer")).toThrow(Unauthorized);
    expect(authorizeUser(as(admin), "read", "customer", "usr_A").userId).toBe("usr_A");
    expect(() => authorizeUser(as(admin), "create", "paymentMethod", "usr_A")).toThrow(Forbidden);
  });

  it("requirePermission: staff-only calls are Forbidden to customers, Unauthorized to visitors", () => {
    expect(requirePermission(as(admin), "read:customer:any")).toBe(admin);
    expect(() => requirePermission(as(alice), "read:customer:any")).toThrow(Forbidden);
    expect(() => requirePermission(as(bob), "update:customer:any")).toThrow(Forbidden);
    expect(() => requirePermission(as(null), "read:customer:any")).toThrow(Unauthorized);
  });
});
