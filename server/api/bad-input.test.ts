import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailMessageTable } from "../../core/mail/mail.sql.ts";
import { type StaffTestApp, type TestUser, openStaffTestApp, placePaidOrder } from "../../tests/setup/staff-app.ts";

/**
 * Bad input answers 4xx `{ error: { code, message, field } }`, never 500 (issue 14): posts with no
 * body or no Content-Type, a JSON call missing a field, control characters in real calls, and every
 * unsafe operation of the OpenAPI document called with nothing at all.
 */

let t: StaffTestApp;
let admin: TestUser;
let support: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await openStaffTestApp();
  admin = await t.user("admin");
  support = await t.user("support_agent");
  customer = await t.user("customer");
}, 120_000);
afterAll(() => t?.close());

/** A request with no body and no Content-Type (same origin), signed in with `jar` when given. */
async function bare(method: string, path: string, jar?: TestUser["jar"] | null) {
  const res = await t.app.request(path, {
    method,
    headers: { origin: "http://localhost", ...(jar ? { cookie: jar.header() } : {}) },
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  return { status: res.status, body: body as any };
}

async function ticketLink(): Promise<{ id: string; search: string }> {
  const email = `bad-input-${randomUUID()}@example.com`;
  const form = new FormData();
  form.set("name", "Marta Reis");
  form.set("email", email);
  form.set("subject", "A question");
  form.set("message", "Hello, a question about an order of hoodies.");
  const res = await t.app.request("/api/contact", {
    method: "POST",
    headers: { origin: "http://localhost" },
    body: form,
  });
  const opened = (await res.json()) as { id: string };
  const [mail] = await t.tdb.handle.db
    .select()
    .from(emailMessageTable)
    .where(eq(emailMessageTable.toAddress, email))
    .orderBy(desc(emailMessageTable.createdAt));
  return {
    id: opened.id,
    search: new URL(/https:\/\/shop\.test\/contact\/ticket\/\S+/.exec(mail?.text ?? "")?.[0] ?? "").search,
  };
}

describe("posts with no body or no Content-Type", () => {
  it("are a 400 BODY_UNREADABLE naming the body at every call that reads its own form", async () => {
    const order = await placePaidOrder(t, { email: `bad-input-${randomUUID()}@example.com` });
    const ticket = await ticketLink();
    const calls: [string, TestUser["jar"] | null][] = [
      ["/api/contact", null],
      [`/api/order/${order.orderId}/message?token=${order.token}`, null],
      [`/api/contact/ticket/${ticket.id}/message${ticket.search}`, null],
      ["/api/feedback/oln_00000000000000000000000000", customer.jar],
      [`/api/admin/ticket/${ticket.id}/reply`, support.jar],
    ];
    for (const [path, jar] of calls) {
      const res = await bare("POST", path, jar);
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.error, path).toMatchObject({ code: "BODY_UNREADABLE", field: "body" });
      expect(res.body.error.message, path).toContain("could not be read");
    }
  });

  it("/api/ups/rate without a country (no body, or JSON without it) names the field", async () => {
    const none = await bare("POST", "/api/ups/rate");
    expect(none.status).toBe(400);
    expect(none.body.error).toMatchObject({ code: "INVALID_INPUT", field: "country" });
    const missing = await t.call("POST", "/api/ups/rate", null, { postcode: "1250-147" });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: "INVALID_INPUT", field: "country" });
  });

  it("never gives a 5xx at any unsafe operation of the API document, anonymous or as admin", async () => {
    const doc = (await t.call("GET", "/api/openapi.json")).body as { paths: Record<string, Record<string, unknown>> };
    const failures: string[] = [];
    let calls = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        if (method === "get") continue;
        const url = `/api${path.replace(/\{[^}]+\}/g, "x1")}`;
        for (const jar of [null, admin.jar]) {
          const res = await bare(method.toUpperCase(), url, jar);
          calls++;
          if (res.status >= 500)
            failures.push(`${method.toUpperCase()} ${url} ${jar ? "admin" : "anonymous"}: ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(100);
  });
});

describe("control characters in real calls", () => {
  it("a NUL in the cart's variant id, the checkout address, the coupon code and a design name is a 400, not a 500", async () => {
    const cases: [string, string, unknown, string][] = [
      ["POST", "/api/cart/line", { variantId: "var_\u0000", quantity: 1 }, "variantId"],
      ["PUT", "/api/cart/checkout", { address: { firstName: "Rui", city: "Lis\u0000boa" } }, "address.city"],
      ["PUT", "/api/cart/checkout", { couponCode: "WELCOME10\u0000" }, "couponCode"],
      ["POST", "/api/customize", { name: "Team\u0000hoodie" }, "name"],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await t.call(method, path, customer.jar, body);
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.error, path).toMatchObject({ code: "INVALID_CHARACTERS", field });
    }
  });
});
