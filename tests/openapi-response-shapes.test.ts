/**
 * The storefront and checkout calls answer what the OpenAPI document says (issue 16): real
 * successful answers — a priced cart, a paid order, its payment, tracking and return form, shipping
 * options, designs, quotes, return requests and settings — are checked against the documented
 * schema of their status with the fuzz suite's Ajv checker (JSON Schema 2020-12). The fuzzer rarely
 * reaches a 2xx on these calls; this suite walks the happy paths on purpose.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productTable } from "../core/catalog/catalog.sql.ts";
import { orderLineTable } from "../core/orders/orders.sql.ts";
import { Jar } from "./setup/auth-app.ts";
import { type OpenApiDoc, type OperationRef, ResponseChecker, operationsOf } from "./setup/openapi-fuzz.ts";
import { type StaffTestApp, openStaffTestApp, placePaidOrder } from "./setup/staff-app.ts";

let t: StaffTestApp;
let operations: OperationRef[];
let checker: ResponseChecker;

beforeAll(async () => {
  t = await openStaffTestApp();
  const doc = (await (await t.app.request("/api/openapi.json")).json()) as OpenApiDoc;
  operations = operationsOf(doc);
  checker = new ResponseChecker(doc);
});
afterAll(() => t?.close());

/** The documented operation serving `method path` (path without `/api` and query). */
function operationOf(method: string, path: string): OperationRef {
  // a literal path beats a templated one (`/order/template` before `/order/{id}`)
  const found =
    operations.find((o) => o.method === method && o.path === path) ??
    operations.find((o) => o.method === method && new RegExp(`^${o.path.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(path));
  if (!found) throw new Error(`no documented operation for ${method} ${path}`);
  return found;
}

/** Calls the API and expects a 2xx answer matching its documented schema; returns the body. */
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
async function checked(method: string, url: string, jar: Jar | null, body?: unknown): Promise<any> {
  const res = await t.call(method, `/api${url}`, jar, body);
  const name = `${method} ${url}`;
  expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(200);
  expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  const op = operationOf(method, url.split("?")[0] ?? url);
  expect(checker.documented(op.op, res.status), name).toBe(true);
  const error = checker.schemaError(op.op, res.status, res.res.headers.get("content-type") ?? "", res.body);
  expect(error, `${name} does not match the document: ${error}`).toBeNull();
  return res.body;
}

describe("storefront answers match the OpenAPI document (issue 16)", () => {
  it("the documented shapes are real: a wrong body fails them", () => {
    for (const [method, path] of [
      ["GET", "/cart"],
      ["GET", "/order/x"],
      ["GET", "/sibs/x/check"],
      ["POST", "/ups/rate"],
      ["GET", "/order/x/return"],
      ["GET", "/customize/x"],
      ["GET", "/quote/x"],
      ["GET", "/return/x"],
      ["GET", "/admin/refund/setting"],
    ] as const) {
      const op = operationOf(method, path).op;
      expect(checker.schemaError(op, 200, "application/json", { id: 1 }), `${method} ${path}`).not.toBeNull();
    }
  });

  it("a paid order: the order, the list, payment check, tracking, shipping options, access points and the return form", async () => {
    const order = await placePaidOrder(t);
    const q = `?token=${encodeURIComponent(order.token)}`;
    const view = await checked("GET", `/order/${order.orderId}${q}`, null);
    expect(view.lines.length).toBeGreaterThan(0);
    expect(view.payments.length).toBeGreaterThan(0);
    await checked("GET", `/sibs/${view.payments[0].id}/check${q}`, null);
    await checked("GET", `/ups/tracking/${order.orderId}${q}`, null);
    const options = await checked("GET", `/order/${order.orderId}/return${q}`, null);
    expect(options.lines.length).toBeGreaterThan(0);

    const guest = new Jar();
    await checked("POST", "/cart/line", guest, { variantId: await variantIdOf(order.orderId), quantity: 1 });
    await checked("GET", "/cart", guest);
    const shipping = await checked("POST", "/ups/rate", guest, { country: "PT", postcode: "1250-147" });
    expect(shipping.length).toBeGreaterThan(0);
    await checked("GET", "/ups/accesspoints?country=PT&postcode=1250-147", guest);
  });

  it("signed in: my orders, a design, my designs, the gallery, a quote, my quotes, my feedback; product ratings", async () => {
    const customer = await t.user();
    await checked("GET", "/order", customer.jar);
    const design = await checked("POST", "/customize", customer.jar, {
      threeProduct: "pants",
      name: "Track pants",
      status: "saved",
      published: true,
      document: { dye: "black", labels: {}, placements: [], sizes: { M: 60 }, notes: "" },
    });
    expect(design.price).not.toBeNull();
    await checked("GET", `/customize/${design.id}`, customer.jar);
    await checked("GET", "/customize", customer.jar);
    await checked("GET", "/gallery", null);
    const quote = await checked("POST", "/quote", customer.jar, { designId: design.id, message: "A run for our team" });
    await checked("GET", `/quote/${quote.id}`, customer.jar);
    await checked("GET", "/quote", customer.jar);
    const staff = await t.user("admin");
    await checked("GET", "/admin/quote", staff.jar);
    await checked("GET", `/admin/quote/${quote.id}`, staff.jar);
    await checked("GET", "/feedback", customer.jar);
    const [product] = await t.tdb.ctx().db.select({ id: productTable.id }).from(productTable).limit(1);
    await checked("GET", `/product/${product?.id}/reviews`, null);
  });

  it("staff: return requests and return settings", async () => {
    const admin = await t.user("admin");
    await checked("GET", "/admin/refund", admin.jar);
    const settings = await checked("GET", "/admin/refund/setting", admin.jar);
    await checked("PUT", "/admin/refund/setting", admin.jar, {
      windowDays: settings.windowDays,
      returnShippingPaidBy: settings.returnShippingPaidBy,
      restockOnReceipt: settings.restockOnReceipt,
    });
  });
});

/** The variant id of an order's first line (to put the same garment in a new cart). */
async function variantIdOf(orderId: string): Promise<string> {
  const [line] = await t.tdb.ctx().db.select().from(orderLineTable).where(eq(orderLineTable.orderId, orderId));
  return line?.variantId ?? "";
}
