import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../app/routes.ts";
import type { Actor, Role } from "../core/shared/ctx.ts";
import { STAFF_ROLES } from "../core/shared/ctx.ts";
import { type Permission, hasPermission } from "../core/shared/permissions.ts";
import { ADMIN_API_ACCESS } from "../server/api/admin-access.ts";
import { type StaffTestApp, type TestUser, openStaffTestApp } from "./setup/staff-app.ts";

/**
 * The authorization matrix of the back office (issue 6 "for every admin route and call,
 * anonymous → 401, customer → 403, each staff role → only its areas; generated from the route list
 * so a new route cannot be forgotten"; ADR 0012).
 *
 * - API: every call of the OpenAPI document under `/admin/…` or tagged `Admin…` must be listed in
 *   `ADMIN_API_ACCESS` (server/api/admin-access.ts) with the permission it needs. Each is called as
 *   a visitor (401), a customer (403) and each staff role: a role without the permission gets 403,
 *   a role with it anything but 401/403 (an empty body may well be a 400, an unknown id a 404).
 * - Pages: every page under `/admin` in app/routes.ts must be listed in {@link ADMIN_PAGES} below.
 *   Its loader is called as a visitor (redirect to `/admin/auth`), a customer (403) and each staff
 *   role (403 without the permission, anything else with it).
 */

/** How to classify a new admin page: its path (as in app/routes.ts) → the permission it needs, or "staff" (any staff role), or "public". */
const ADMIN_PAGES: Record<string, Permission | "staff" | "admin" | "public"> = {
  "admin/auth": "public",
  admin: "staff",
  "admin/dashboard": "read:dashboard:any",
  "admin/audit": "read:audit:any",
  "admin/customer": "read:customer:any",
  "admin/customer/list": "read:customer:any",
  "admin/customer/create": "create:customer:any",
  "admin/customer/:id/edit": "read:customer:any",
  "admin/outbox": "admin",
  "admin/outbox/:id": "admin",
  "admin/categories": "read:product:any",
  "admin/categories/list": "read:product:any",
  "admin/categories/sub": "read:product:any",
  "admin/categories/:id": "read:product:any",
  "admin/attributes": "read:product:any",
  "admin/attributes/:type": "read:product:any",
  "admin/product": "read:product:any",
  "admin/product/list": "read:product:any",
  // the empty form opens for whoever reads the catalogue; saving needs create:product:any (API matrix)
  "admin/product/create": "read:product:any",
  "admin/product/:id/edit": "read:product:any",
  "admin/product/:id": "read:product:any",
  "admin/order": "read:order:any",
  "admin/order/list": "read:order:any",
  "admin/order/:id": "read:order:any",
  "admin/quote": "read:quote:any",
  "admin/quote/list": "read:quote:any",
  "admin/quote/:id": "read:quote:any",
  "admin/ticket": "read:ticket:any",
  "admin/ticket/create": "create:ticket:any",
  "admin/ticket/:id": "read:ticket:any",
  "admin/review": "read:review:any",
  "admin/review/list": "read:review:any",
  "admin/newsletter": "read:newsletter:any",
  "admin/wholesale": "read:wholesale:any",
  "admin/wholesale/:id": "read:wholesale:any",
  "admin/refund": "read:return:any",
  "admin/refund/list": "read:return:any",
  "admin/refund/setting": "read:return:any",
  "admin/refund/:id": "read:return:any",
  "admin/invoices": "read:invoice:any",
  "admin/coupon": "read:coupon:any",
  "admin/coupon/list": "read:coupon:any",
  "admin/coupon/create": "create:coupon:any",
  "admin/coupon/:id": "read:coupon:any",
  "admin/content": "read:content:any",
  "admin/content/:page": "read:content:any",
  "admin/giftcard": "read:coupon:any",
  "admin/shipping": "read:content:any",
  // the empty form opens for whoever reads content; saving needs update:content:any (core)
  "admin/shipping/create": "read:content:any",
  "admin/shipping/:id": "read:content:any",
};

const HOW_TO_CLASSIFY_API =
  'add it to ADMIN_API_ACCESS in server/api/admin-access.ts as "METHOD /path": "<action>:<resource>:any" (the permission its core function checks; see core/shared/permissions.ts)';
const HOW_TO_CLASSIFY_PAGE =
  'add it to ADMIN_PAGES in tests/admin-authorization.test.ts: "<path as in app/routes.ts>": "<permission>" | "staff" | "admin" | "public", and make its loader call requireStaff(ctx, request, permission) (app/lib/admin.server.ts)';

let t: StaffTestApp;
let customer: TestUser;
const staff = {} as Record<(typeof STAFF_ROLES)[number], TestUser>;

beforeAll(async () => {
  t = await openStaffTestApp();
  customer = await t.user("customer");
  for (const role of STAFF_ROLES) staff[role] = await t.user(role);
}, 180_000);
afterAll(() => t?.close());

/** Page actors are the signed-up users themselves (the layout reads their profile). */
const actorOf = (role: Role): Actor => ({
  userId: role === "customer" ? customer.id : staff[role as (typeof STAFF_ROLES)[number]].id,
  roles: [role],
});
const allowed = (role: Role, permission: Permission | "staff" | "admin") =>
  permission === "staff"
    ? role !== "customer"
    : permission === "admin"
      ? role === "admin"
      : hasPermission({ userId: "usr_matrix", roles: [role] }, permission);

describe("admin API authorization matrix", () => {
  it("every admin call is classified, and only the roles it names get through", async () => {
    const doc = (await t.call("GET", "/api/openapi.json")).body as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const calls: { key: string; method: string; path: string }[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const isAdmin = path.startsWith("/admin/") || (op.tags ?? []).some((tag) => tag.startsWith("Admin"));
        if (isAdmin) calls.push({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path });
      }
    }
    const unclassified = calls.filter((c) => !(c.key in ADMIN_API_ACCESS)).map((c) => c.key);
    expect(unclassified, `Unclassified admin calls: ${HOW_TO_CLASSIFY_API}`).toEqual([]);
    expect(calls.length).toBeGreaterThan(5);

    const failures: string[] = [];
    for (const c of calls) {
      const permission = ADMIN_API_ACCESS[c.key] as Permission;
      const url = `/api${c.path.replace(/\{[^}]+\}/g, (m) => (m === "{type}" ? "color" : `x_${m.slice(1, -1)}_404`))}`;
      const body = c.method === "GET" || c.method === "DELETE" ? undefined : {};
      const anonymous = await t.call(c.method, url, null, body);
      if (anonymous.status !== 401) failures.push(`${c.key} anonymous → ${anonymous.status}, expected 401`);
      const shopper = await t.call(c.method, url, customer.jar, body);
      if (shopper.status !== 403) failures.push(`${c.key} customer → ${shopper.status}, expected 403`);
      for (const role of STAFF_ROLES) {
        const res = await t.call(c.method, url, staff[role].jar, body);
        const may = allowed(role, permission);
        if (may && (res.status === 401 || res.status === 403))
          failures.push(`${c.key} ${role} → ${res.status}, expected to get through (${permission})`);
        if (!may && res.status !== 403) failures.push(`${c.key} ${role} → ${res.status}, expected 403 (${permission})`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

/** Admin pages of app/routes.ts: path (joined with the parent's) → module file. */
function adminPages(entries: RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  const out: { path: string; file: string }[] = [];
  for (const e of entries) {
    const path = [parent, e.path ?? ""].filter(Boolean).join("/");
    if (path === "admin" || path.startsWith("admin/")) out.push({ path, file: e.file });
    if (e.children) out.push(...adminPages(e.children, path));
  }
  return out;
}

function statusOf(thrown: unknown): number {
  if (thrown instanceof Response) return thrown.status;
  const init = (thrown as { init?: { status?: number } } | null)?.init;
  if (init && typeof init === "object") return init.status ?? 200;
  throw thrown;
}

describe("admin page authorization matrix", () => {
  it("every admin page is classified, and its loader lets in only the roles it names", async () => {
    const pages = adminPages(routes);
    const unclassified = pages.filter((p) => !(p.path in ADMIN_PAGES)).map((p) => `/${p.path} (${p.file})`);
    expect(unclassified, `Unclassified admin pages: ${HOW_TO_CLASSIFY_PAGE}`).toEqual([]);

    const failures: string[] = [];
    for (const page of pages) {
      const access = ADMIN_PAGES[page.path];
      if (access === "public" || !access) continue;
      const mod = (await import(/* @vite-ignore */ `../app/${page.file}`)) as {
        loader?: (args: { request: Request; context: unknown; params: Record<string, string> }) => Promise<unknown>;
      };
      if (!mod.loader) {
        failures.push(`/${page.path} has no loader to check access`);
        continue;
      }
      const url = `https://shop.test/${page.path.replace(/:(\w+)/g, "x_$1_404")}`;
      const params = Object.fromEntries([...page.path.matchAll(/:(\w+)/g)].map((m) => [m[1], `x_${m[1]}_404`]));
      const run = async (actor: Actor | null) => {
        const ctx = { ...t.tdb.ctx(), actor };
        const context = { get: () => ({ ctx, nonce: "", requestId: "matrix" }) };
        try {
          const result = (await mod.loader?.({ request: new Request(url), context, params })) as {
            init?: { status?: number };
          } | null;
          return result instanceof Response ? result.status : (result?.init?.status ?? 200);
        } catch (thrown) {
          return statusOf(thrown);
        }
      };
      const visitor = await run(null);
      if (visitor !== 302) failures.push(`/${page.path} visitor → ${visitor}, expected 302 to /admin/auth`);
      const shopper = await run(actorOf("customer"));
      if (shopper !== 403) failures.push(`/${page.path} customer → ${shopper}, expected 403`);
      for (const role of STAFF_ROLES) {
        const status = await run(actorOf(role));
        const may = allowed(role, access);
        if (may && (status === 401 || status === 403))
          failures.push(`/${page.path} ${role} → ${status}, expected to get in`);
        if (!may && status !== 403) failures.push(`/${page.path} ${role} → ${status}, expected 403 (${access})`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
