import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceTable } from "../../../core/invoicing/invoices.sql.ts";
import { orderTable } from "../../../core/orders/orders.sql.ts";
import { createId } from "../../../core/shared/ids.ts";
import { type StaffTestApp, type TestUser, openStaffTestApp, placePaidOrder } from "../../../tests/setup/staff-app.ts";

/**
 * The invoice API (issue 19): the customer's documents of an order and a document's PDF for the owner and
 * the guest link holder only (404 to anyone else, as for a missing one), and the staff list, search,
 * filters, CSV, PDF and retry. The documents are written here as the issuing job leaves them (an issued FR
 * with its stored PDF, a failed one), so these calls are tested whatever the job does.
 */
let t: StaffTestApp;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
let order: Awaited<ReturnType<typeof placePaidOrder>>;
let invoiceId: string;
const PDF = new TextEncoder().encode("%PDF-1.4\n% ATCUD:ABCD1234-1\n%%EOF\n");

beforeAll(async () => {
  t = await openStaffTestApp();
  owner = await t.user("customer");
  stranger = await t.user("customer");
  admin = await t.user("admin");
  order = await placePaidOrder(t, { variantOffset: 37, quantity: 1 });
  const db = t.tdb.handle.db;
  await db
    .update(orderTable)
    .set({ userId: owner.id, invoiceTaxId: "501964843", invoiceCompanyName: "Acme Lda" })
    .where(eq(orderTable.id, order.orderId));
  // the FR the payment queued (the issuing job), or one written as it would be
  const [queued] = await db
    .select()
    .from(invoiceTable)
    .where(and(eq(invoiceTable.orderId, order.orderId), eq(invoiceTable.type, "FR"), isNull(invoiceTable.refundId)));
  invoiceId = queued?.id ?? createId("invoice");
  const now = new Date();
  const pdfKey = createId("upload");
  const issued = {
    status: "issued" as const,
    number: "FR FABRICO/7",
    atcud: "ABCD1234-7",
    pdfKey,
    issuedAt: now,
    lastError: null,
  };
  if (queued) await db.update(invoiceTable).set(issued).where(eq(invoiceTable.id, invoiceId));
  else {
    await db.insert(invoiceTable).values({
      id: invoiceId,
      orderId: order.orderId,
      type: "FR",
      totalCents: order.amountDueCents,
      createdAt: now,
      updatedAt: now,
      ...issued,
    });
  }
  await t.shop.services.storage.put(pdfKey, PDF);
}, 90_000);
afterAll(() => t?.close());

describe("the customer's documents (GET /api/order/{id}/invoice, GET /api/invoice/{id}/pdf)", () => {
  it("lists the order's invoice for its owner and the guest link holder", async () => {
    for (const [path, jar] of [
      [`/api/order/${order.orderId}/invoice`, owner.jar],
      [`/api/order/${order.orderId}/invoice?token=${order.token}`, null],
    ] as const) {
      const res = await t.call("GET", path, jar);
      expect(res.status, path).toBe(200);
      expect(res.res.headers.get("cache-control")).toContain("no-store");
      expect(res.body).toEqual([
        expect.objectContaining({
          id: invoiceId,
          type: "FR",
          status: "issued",
          number: "FR FABRICO/7",
          atcud: "ABCD1234-7",
          customerName: "Acme Lda",
          customerTaxId: "501964843",
          pdfReady: true,
        }),
      ]);
    }
  });

  it("answers the PDF's bytes to the owner and the guest link holder", async () => {
    for (const [path, jar] of [
      [`/api/invoice/${invoiceId}/pdf`, owner.jar],
      [`/api/invoice/${invoiceId}/pdf?token=${order.token}`, null],
    ] as const) {
      const res = await t.call("GET", path, jar);
      expect(res.status, path).toBe(200);
      expect(res.res.headers.get("content-type")).toBe("application/pdf");
      expect(res.res.headers.get("content-disposition")).toBe('attachment; filename="FR-FABRICO-7.pdf"');
      expect(new Uint8Array(await res.res.arrayBuffer())).toEqual(PDF);
    }
  });

  it("refuses anyone else with 404, as for a document that does not exist", async () => {
    const wrongToken = `${order.token.slice(0, -2)}xx`;
    for (const [path, jar] of [
      [`/api/order/${order.orderId}/invoice`, stranger.jar],
      [`/api/order/${order.orderId}/invoice`, null],
      [`/api/order/${order.orderId}/invoice?token=${wrongToken}`, null],
      [`/api/invoice/${invoiceId}/pdf`, stranger.jar],
      [`/api/invoice/${invoiceId}/pdf`, null],
      [`/api/invoice/${invoiceId}/pdf?token=${wrongToken}`, null],
      ["/api/invoice/inv_missing/pdf", owner.jar],
    ] as const) {
      const res = await t.call("GET", path, jar);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code, path).toMatch(/^(ORDER|INVOICE)_NOT_FOUND$/);
    }
  });
});

describe("staff invoice calls (/api/admin/invoice…)", () => {
  it("keeps them to staff: anonymous 401, a customer 403", async () => {
    for (const [method, path] of [
      ["GET", "/api/admin/invoice"],
      ["GET", "/api/admin/invoice/export.csv"],
      ["GET", "/api/admin/invoice/setting"],
      ["GET", `/api/admin/invoice/${invoiceId}/pdf`],
      ["POST", `/api/admin/invoice/${invoiceId}/retry`],
    ] as const) {
      expect((await t.call(method, path)).status, path).toBe(401);
      expect((await t.call(method, path, owner.jar)).status, path).toBe(403);
    }
  });

  it("lists, searches and filters the documents", async () => {
    const all = await t.call("GET", "/api/admin/invoice", admin.jar);
    expect(all.status).toBe(200);
    expect(all.body.items.map((i: { id: string }) => i.id)).toContain(invoiceId);
    for (const q of [encodeURIComponent(order.number), "FABRICO%2F7", "501964843", "acme"]) {
      const found = await t.call("GET", `/api/admin/invoice?q=${q}`, admin.jar);
      expect(found.status, q).toBe(200);
      expect(
        found.body.items.map((i: { id: string }) => i.id),
        q,
      ).toContain(invoiceId);
    }
    const credit = await t.call("GET", `/api/admin/invoice?type=NC&q=${encodeURIComponent(order.number)}`, admin.jar);
    expect(credit.body).toEqual({ items: [], total: 0 });
    const bad = await t.call("GET", "/api/admin/invoice?status=lost", admin.jar);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe("status");
  });

  it("exports the filtered list as CSV", async () => {
    const res = await t.call("GET", `/api/admin/invoice/export.csv?q=${encodeURIComponent(order.number)}`, admin.jar);
    expect(res.status).toBe(200);
    expect(res.res.headers.get("content-type")).toContain("text/csv");
    expect(res.res.headers.get("content-disposition")).toMatch(/filename="invoices-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = String(res.body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^number,atcud,type,status,order,customer,tax_id,total_eur/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("FR FABRICO/7,ABCD1234-7,FR,issued");
  });

  it("answers the PDF to staff and the read-only settings", async () => {
    const pdf = await t.call("GET", `/api/admin/invoice/${invoiceId}/pdf`, admin.jar);
    expect(pdf.status).toBe(200);
    expect(pdf.res.headers.get("content-type")).toBe("application/pdf");
    const settings = await t.call("GET", "/api/admin/invoice/setting", admin.jar);
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({ fromEnvironment: true });
  });

  it("retries a failed document (back to pending) and refuses to retry one that has not failed", async () => {
    expect((await t.call("POST", `/api/admin/invoice/${invoiceId}/retry`, admin.jar)).status).toBe(409);
    await t.tdb.handle.db
      .update(invoiceTable)
      .set({ status: "failed", lastError: "422 Unknown tax", attempts: 5 })
      .where(eq(invoiceTable.id, invoiceId));
    const failed = await t.call("GET", "/api/admin/invoice?status=failed", admin.jar);
    expect(failed.body.items).toEqual([expect.objectContaining({ id: invoiceId, lastError: "422 Unknown tax" })]);
    const retried = await t.call("POST", `/api/admin/invoice/${invoiceId}/retry`, admin.jar);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({
      id: invoiceId,
      status: expect.stringMatching(/^(pending|issued)$/),
      lastError: null,
    });
    expect((await t.call("POST", "/api/admin/invoice/inv_missing/retry", admin.jar)).status).toBe(404);
  });
});
