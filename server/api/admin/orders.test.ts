import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntryTable } from "../../../core/audit/audit.sql.ts";
import { orderTable } from "../../../core/orders/orders.sql.ts";
import type { OrderAddress } from "../../../core/orders/snapshots.ts";
import { type StaffTestApp, type TestUser, openStaffTestApp, placePaidOrder } from "../../../tests/setup/staff-app.ts";

let t: StaffTestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await openStaffTestApp();
  admin = await t.user("admin");
  customer = await t.user("customer");
}, 60_000);
afterAll(() => t?.close());

describe("GET /api/admin/order", () => {
  it("anonymous 401, customer 403, staff get a page they can filter, search and sort", async () => {
    const email = `findme-${randomUUID()}@example.com`;
    const order = await placePaidOrder(t, { email });
    expect((await t.call("GET", "/api/admin/order")).status).toBe(401);
    expect((await t.call("GET", "/api/admin/order", customer.jar)).status).toBe(403);

    const all = await t.call("GET", "/api/admin/order?limit=5", admin.jar);
    expect(all.status).toBe(200);
    expect(all.body.rows.length).toBeGreaterThan(0);
    expect(all.body.total).toBeGreaterThanOrEqual(all.body.rows.length);
    expect(all.res.headers.get("cache-control")).toContain("no-store");

    const byEmail = await t.call("GET", `/api/admin/order?q=${encodeURIComponent(email)}`, admin.jar);
    expect(byEmail.body.rows.map((r: { id: string }) => r.id)).toEqual([order.orderId]);
    expect(byEmail.body.rows[0]).toMatchObject({ status: "paid", email, customerName: "Rui Costa", itemCount: 2 });

    const byNumber = await t.call("GET", `/api/admin/order?q=${encodeURIComponent(order.number.slice(1))}`, admin.jar);
    expect(byNumber.body.rows[0]?.id).toBe(order.orderId);

    const refunded = await t.call("GET", `/api/admin/order?status=refunded&q=${encodeURIComponent(email)}`, admin.jar);
    expect(refunded.body.total).toBe(0);

    const asc = await t.call("GET", "/api/admin/order?sort=total&dir=asc&limit=100", admin.jar);
    const totals = asc.body.rows.map((r: { totalCents: number }) => r.totalCents);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it("refuses bad filters with 400", async () => {
    for (const q of ["status=lost", "from=yesterday", "limit=1000", "sort=password", "offset=-1"]) {
      const res = await t.call("GET", `/api/admin/order?${q}`, admin.jar);
      expect(res.status, q).toBe(400);
      expect(res.body.error.code).toBeTruthy();
    }
  });

  it("exports CSV with the same filters, formulas neutralised", async () => {
    const order = await placePaidOrder(t, { email: `csv-${randomUUID()}@example.com` });
    const [row] = await t.tdb.handle.db.select().from(orderTable).where(eq(orderTable.id, order.orderId));
    await t.tdb.handle.db
      .update(orderTable)
      .set({ shippingAddress: { ...(row?.shippingAddress as OrderAddress), firstName: "=HYPERLINK(1)" } })
      .where(eq(orderTable.id, order.orderId));
    const res = await t.call("GET", `/api/admin/order/export.csv?q=${encodeURIComponent(order.number)}`, admin.jar);
    expect(res.status).toBe(200);
    expect(res.res.headers.get("content-type")).toContain("text/csv");
    expect(res.res.headers.get("content-disposition")).toMatch(/attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (res.body as string).trim().split("\r\n");
    expect(lines[0]).toBe("number,placed_at,status,email,customer,items,total_eur,refunded_eur,carrier");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(order.number);
    expect(lines[1]).toContain(",'=HYPERLINK(1) Costa,");
    expect(lines[1]).toContain((order.amountDueCents / 100).toFixed(2));
    expect((await t.call("GET", "/api/admin/order/export.csv", customer.jar)).status).toBe(403);
  });
});

describe("GET /api/admin/order/{id} and the shipment label", () => {
  it("shows refunds, allowed moves and, once shipped by UPS, a PDF label", async () => {
    const order = await placePaidOrder(t, { methodCode: "ups-standard-eu" });
    const before = await t.call("GET", `/api/admin/order/${order.orderId}`, admin.jar);
    expect(before.status).toBe(200);
    expect(before.body.nextStatuses).toEqual(["in_production", "shipped"]);
    expect(before.body.refund).toMatchObject({
      paidCents: order.amountDueCents,
      refundableCents: order.amountDueCents,
    });
    const shipped = await t.call("PUT", `/api/order/${order.orderId}`, admin.jar, {
      status: "shipped",
      note: "2 boxes",
    });
    expect(shipped.status).toBe(204);
    const after = await t.call("GET", `/api/admin/order/${order.orderId}`, admin.jar);
    expect(after.body.status).toBe("shipped");
    const shipment = after.body.shipments[0];
    expect(shipment.trackingNumber).toMatch(/^1Z/);
    const label = await t.call("GET", after.body.labelUrls[shipment.id], admin.jar);
    expect(label.status).toBe(200);
    expect(label.res.headers.get("content-type")).toBe("application/pdf");
    expect((await t.call("GET", after.body.labelUrls[shipment.id], customer.jar)).status).toBe(403);
    expect((await t.call("GET", `/api/admin/order/${order.orderId}/shipment/shp_nope/label`, admin.jar)).status).toBe(
      404,
    );
    expect((await t.call("GET", "/api/admin/order/ord_missing", admin.jar)).status).toBe(404);
  });
});

describe("POST /api/admin/order/{id}/refund", () => {
  it("refunds part, refuses an over-refund (409), and a double submit refunds once", async () => {
    const order = await placePaidOrder(t);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      t.call("POST", `/api/admin/order/${order.orderId}/refund`, admin.jar, {
        amountCents: 250,
        reason: "damaged",
        idempotencyKey: key,
      }),
      t.call("POST", `/api/admin/order/${order.orderId}/refund`, admin.jar, {
        amountCents: 250,
        reason: "damaged",
        idempotencyKey: key,
      }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.id).toBe(b.body.id);
    expect(t.shop.simulators.sibs?.control.transaction(order.transactionId)?.refundedCents).toBe(250);

    const over = await t.call("POST", `/api/admin/order/${order.orderId}/refund`, admin.jar, {
      amountCents: order.amountDueCents,
      idempotencyKey: randomUUID(),
    });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe("REFUND_EXCEEDS_PAID");

    for (const body of [
      { amountCents: -5, idempotencyKey: randomUUID() },
      { amountCents: 1.5, idempotencyKey: randomUUID() },
      { amountCents: 100 },
      { amountCents: 100, idempotencyKey: randomUUID(), reason: "because" },
    ]) {
      expect((await t.call("POST", `/api/admin/order/${order.orderId}/refund`, admin.jar, body)).status).toBe(400);
    }
    expect(
      (
        await t.call("POST", `/api/admin/order/${order.orderId}/refund`, customer.jar, {
          amountCents: 1,
          idempotencyKey: randomUUID(),
        })
      ).status,
    ).toBe(403);

    const audit = await t.tdb.handle.db.select().from(auditEntryTable).where(eq(auditEntryTable.entityId, a.body.id));
    expect(audit.map((e) => e.action).sort()).toEqual(["refund.create", "refund.succeed"]);
    expect(audit[0]?.actorId).toBe(admin.id);
    const view = await t.call("GET", `/api/admin/order/${order.orderId}`, admin.jar);
    expect(view.body.refunds).toHaveLength(1);
    expect(view.body.refund.refundableCents).toBe(order.amountDueCents - 250);
    const list = await t.call("GET", `/api/admin/order?q=${encodeURIComponent(order.number)}`, admin.jar);
    expect(list.body.rows[0].refundedCents).toBe(250);
  });
});
