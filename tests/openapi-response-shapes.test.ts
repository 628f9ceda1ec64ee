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
      ["GET", "/admin/product"],
      ["GET", "/admin/product/x"],
      ["GET", "/admin/threeProduct/x"],
      ["GET", "/admin/ticket"],
      ["GET", "/admin/ticket/x"],
      ["GET", "/admin/review"],
      ["GET", "/admin/order/x"],
      ["GET", "/admin/cms/configurator"],
      ["GET", "/admin/cms/configurator/x"],
      ["POST", "/admin/cms/configurator/x/preview"],
      ["GET", "/admin/cms/configurator/x/versions"],
      ["GET", "/admin/shippingmethod/x"],
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

describe("back-office answers match the OpenAPI document (issue 16)", () => {
  it("catalogue: the product list, a product, a 3D product's options", async () => {
    const admin = await t.user("admin");
    const page = await checked("GET", "/admin/product?pageSize=100", admin.jar);
    expect(page.items.length).toBeGreaterThan(0);
    const product = await checked("GET", `/admin/product/${page.items[0].id}`, admin.jar);
    expect(product.variants.length).toBeGreaterThan(0);
    const custom = page.items.find((p: { customizable: boolean }) => p.customizable);
    expect(custom).toBeDefined();
    const options = await checked(
      "GET",
      `/admin/threeProduct/${(await checked("GET", `/admin/product/${custom.id}`, admin.jar)).garmentType}`,
      admin.jar,
    );
    expect(options.dyes.length).toBeGreaterThan(0);
  });

  it("support, reviews and newsletter: a ticket opened, read and moved; the inbox; reviews; subscribers", async () => {
    const admin = await t.user("admin");
    const ticket = await checked("POST", "/admin/ticket", admin.jar, {
      name: "Ana Silva",
      email: "ana@example.com",
      subject: "Sizes",
      message: "Which size fits 1.70 m?",
      notify: false,
    });
    expect(ticket.messages.length).toBe(1);
    await checked("GET", `/admin/ticket/${ticket.id}`, admin.jar);
    await checked("PUT", `/admin/ticket/${ticket.id}/status`, admin.jar, { status: "closed" });
    const inbox = await checked("GET", "/admin/ticket", admin.jar);
    expect(inbox.items.length).toBeGreaterThan(0);
    await checked("GET", "/admin/review", admin.jar);
    await checked("GET", "/admin/newsletter?format=json", admin.jar);
  });

  it("orders: a paid order for staff", async () => {
    const order = await placePaidOrder(t);
    const admin = await t.user("admin");
    const view = await checked("GET", `/admin/order/${order.orderId}`, admin.jar);
    expect(view.refund.paidCents).toBeGreaterThan(0);
  });

  it("content: the pages, a text page and analytics, save, preview, versions; shipping methods", async () => {
    const admin = await t.user("admin");
    const pages = await checked("GET", "/admin/cms/configurator", admin.jar);
    expect(pages.length).toBeGreaterThan(0);
    const faq = await checked("GET", "/admin/cms/configurator/faq", admin.jar);
    await checked("GET", "/admin/cms/configurator/analytics", admin.jar);
    const translations = Object.fromEntries(
      ["en", "pt", "es"].map((l) => [l, { title: `FAQ ${l}`, description: "Questions", body: "# Hello" }]),
    );
    await checked("PUT", "/admin/cms/configurator/faq", admin.jar, { version: faq.version, translations });
    await checked("POST", "/admin/cms/configurator/faq/preview", admin.jar, { translations });
    const versions = await checked("GET", "/admin/cms/configurator/faq/versions", admin.jar);
    expect(versions.length).toBeGreaterThan(0);
    const methods = await checked("GET", "/admin/shippingmethod", admin.jar);
    expect(methods.items.length).toBeGreaterThan(0);
    await checked("GET", `/admin/shippingmethod/${methods.items[0].id}`, admin.jar);
  });
});

/** The variant id of an order's first line (to put the same garment in a new cart). */
async function variantIdOf(orderId: string): Promise<string> {
  const [line] = await t.tdb.ctx().db.select().from(orderLineTable).where(eq(orderLineTable.orderId, orderId));
  return line?.variantId ?? "";
}
