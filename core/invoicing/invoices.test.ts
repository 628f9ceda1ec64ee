import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import type { Ctx } from "../shared/ctx.ts";
import { exportInvoicesCsv, getInvoicePdf, listInvoices, orderInvoices, retryInvoice } from "./invoices.ts";

/**
 * The invoice verbs on a real database (issue 19): their queries run (filters and search included),
 * staff-only verbs refuse shoppers, unknown documents and orders are NotFound. The demo catalogue has
 * no orders, so the lists are empty; issuing is tested in jobs/workers/issue-invoices.test.ts (ADR 0024).
 */
let tdb: TestDatabase;
let staff: Ctx;
let shopper: Ctx;

beforeAll(async () => {
  tdb = await openTestDatabase();
  staff = { ...tdb.ctx(), actor: { userId: "usr_staff", roles: ["admin"] } };
  shopper = { ...tdb.ctx(), actor: { userId: "usr_shopper", roles: ["customer"] } };
});
afterAll(() => tdb.close());

describe("invoice verbs", () => {
  it("lists no documents on a shop without orders, with and without filters", async () => {
    expect(await listInvoices(staff, {})).toEqual({ items: [], total: 0 });
    expect(await listInvoices(staff, { q: "FR FABRICO/1", type: "NC", status: "failed", page: 2 })).toEqual({
      items: [],
      total: 0,
    });
  });

  it("exports the CSV header alone when nothing matches", async () => {
    const csv = await exportInvoicesCsv(staff, { q: "nobody" });
    expect(csv.split(/\r?\n/)[0]).toContain("number");
    expect(csv.trim().split(/\r?\n/)).toHaveLength(1);
  });

  it("keeps the list and the retry to staff", async () => {
    await expect(listInvoices(shopper, {})).rejects.toMatchObject({ status: 403 });
    await expect(listInvoices(tdb.ctx(), {})).rejects.toMatchObject({ status: 401 });
    await expect(retryInvoice(shopper, { invoiceId: "inv_x" })).rejects.toMatchObject({ status: 403 });
  });

  it("answers NotFound for an unknown document or order", async () => {
    await expect(retryInvoice(staff, { invoiceId: "inv_missing" })).rejects.toMatchObject({
      code: "INVOICE_NOT_FOUND",
    });
    await expect(getInvoicePdf(shopper, { invoiceId: "inv_missing" })).rejects.toMatchObject({
      code: "INVOICE_NOT_FOUND",
    });
    await expect(orderInvoices(shopper, { orderId: "ord_missing" })).rejects.toMatchObject({
      code: "ORDER_NOT_FOUND",
    });
  });
});
