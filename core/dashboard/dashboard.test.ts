import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import type { Ctx } from "../shared/ctx.ts";
import { Forbidden, Invalid, Unauthorized } from "../shared/errors.ts";
import { getDashboard, presetPeriod } from "./dashboard.ts";

let db: TestDatabase;
let admin: Ctx;
let editor: Ctx;
let support: Ctx;
const BUYER = "usr_01DASHBUYER0000000000000000";
let seq = 0;

/** An order paid at `paidAt` (null: unpaid) with one line; returns its id. */
async function order(
  status: string,
  paidAt: string | null,
  totalCents: number,
  line: { kind?: string; designId?: string } = {},
): Promise<string> {
  const id = `ord_01DASH${String(++seq).padStart(20, "0")}`;
  const address = JSON.stringify({ firstName: "Rui", lastName: "Costa", country: "PT" });
  await db.handle.db.execute(sql`
    insert into orders (id, number, user_id, email, locale, status, idempotency_key, shipping_address, shipping_method,
      merchandise_cents, discount_cents, shipping_cents, shipping_vat_cents, vat_cents, total_cents, amount_due_cents,
      tax, pay_by, paid_at)
    values (${id}, ${`#DSH${seq}`}, ${BUYER}, 'buyer@example.com', 'en', ${status}, ${id}, ${address}::jsonb, '{}'::jsonb,
      ${totalCents}, 0, 0, 0, 0, ${totalCents}, ${totalCents}, '{}'::jsonb, ${paidAt ?? "2031-01-01T00:00:00Z"}, ${paidAt})`);
  await db.handle.db.execute(sql`
    insert into order_line (id, order_id, kind, product_id, product_slug, design_id, sku, name, color_name, color_hex,
      garment_type, size_code, weight_grams, quantity, unit_price_cents, unit_net_cents, discount_cents, vat_rate_bp,
      vat_cents, total_cents, position)
    values (${`oln_${id.slice(4)}`}, ${id}, ${line.kind ?? "blank"}, 'prd_x', 'tee', ${line.designId ?? null}, 'SKU-1',
      '{"en":"Tee"}'::jsonb, '{"en":"Black"}'::jsonb, '#000000', 't-shirt', 'M', 200, 1, ${totalCents}, ${totalCents},
      0, 2300, 0, ${totalCents}, 0)`);
  return id;
}

beforeAll(async () => {
  db = await openTestDatabase();
  const base = db.ctx();
  await base.db.execute(
    sql`insert into auth_user (id, name, email, email_verified, created_at) values (${BUYER}, 'Buyer', 'buyer@example.com', true, '2031-03-02T10:00:00')`,
  );
  // two more sign-ups in the period, one of them staff (not a customer)
  await base.db.execute(sql`insert into auth_user (id, name, email, email_verified, created_at, role) values
    ('usr_01DASHNEW00000000000000000', 'New', 'new@example.com', true, '2031-03-30T23:30:00', 'customer'),
    ('usr_01DASHSTAFF000000000000000', 'Staff', 'staff@example.com', true, '2031-03-05T10:00:00', 'customer,order_handler')`);
  admin = { ...base, actor: { userId: "usr_admin", roles: ["admin"] } };
  editor = { ...base, actor: { userId: "usr_editor", roles: ["catalog_editor"] } };
  support = { ...base, actor: { userId: "usr_support", roles: ["support_agent"] } };

  // March 2031: three paid orders (one of them paid at 23:30 UTC on the 30th = 31 March in Lisbon,
  // summer time), one unpaid, one paid in February
  const paid1 = await order("paid", "2031-03-02T12:00:00Z", 10_000);
  await order("shipped", "2031-03-02T15:00:00Z", 5_000, { kind: "sample", designId: "dsg_A" });
  await order("delivered", "2031-03-30T23:30:00Z", 3_001, { kind: "sample", designId: "dsg_B" });
  await order("awaiting_payment", null, 99_999);
  await order("delivered", "2031-02-27T12:00:00Z", 7_000);
  // design A's bulk order after its sample: converted; design B only sampled
  await order("in_production", "2031-04-10T12:00:00Z", 50_000, { kind: "custom", designId: "dsg_A" });
  // a refund of 25 € that succeeded in March
  await base.db.execute(sql`insert into payment (id, order_id, method, status, amount_cents)
    values ('pay_01DASH000000000000000000000', ${paid1}, 'card', 'succeeded', 10000)`);
  await base.db.execute(sql`insert into refund (id, order_id, payment_id, amount_cents, status, reason, source, idempotency_key, succeeded_at)
    values ('rfd_01DASH000000000000000000000', ${paid1}, 'pay_01DASH000000000000000000000', 2500, 'succeeded', 'customer_request', 'staff', 'k-dash-1', '2031-03-10T10:00:00Z')`);
  // the customer wrote last on the first order
  await base.db.execute(sql`insert into order_message (id, order_id, author, author_user_id, body, created_at) values
    ('msg_01DASH000000000000000000001', ${paid1}, 'staff', 'usr_admin', 'Hello', '2031-03-03T10:00:00Z'),
    ('msg_01DASH000000000000000000002', ${paid1}, 'customer', ${BUYER}, 'Where is it?', '2031-03-04T10:00:00Z')`);
}, 120_000);
afterAll(() => db.close());

describe("getDashboard", () => {
  it("totals and daily series for a period of Lisbon days", async () => {
    const view = await getDashboard(admin, { from: "2031-03-01", to: "2031-03-31" });
    expect(view.period).toEqual({ from: "2031-03-01", to: "2031-03-31", days: 31 });
    expect(view.totals).toMatchObject({
      orders: 3,
      revenueCents: 18_001,
      averageOrderCents: 6_000,
      newCustomers: 2,
      refundedCents: 2_500,
      refunds: 1,
      sampleDesigns: 2,
      sampleDesignsConverted: 1,
      sampleConversion: 0.5,
      quotesRequested: 0,
      quoteConversion: null,
    });
    expect(view.totals.refundRate).toBeCloseTo(2_500 / 18_001, 6);
    expect(view.daily).toHaveLength(31);
    expect(view.daily[1]).toEqual({ day: "2031-03-02", revenueCents: 15_000, orders: 2, newCustomers: 1 });
    expect(view.daily[30]).toEqual({ day: "2031-03-31", revenueCents: 3_001, orders: 1, newCustomers: 1 });
    expect(view.daily[29]?.orders).toBe(0);
  });

  it("an empty period has zeros and no ratios", async () => {
    const view = await getDashboard(admin, { from: "2032-06-01", to: "2032-06-07" });
    expect(view.totals).toMatchObject({ orders: 0, revenueCents: 0, averageOrderCents: null, refundRate: null });
    expect(view.daily.every((d) => d.orders === 0)).toBe(true);
  });

  it("needs-action lists: awaiting shipment, unanswered messages", async () => {
    const view = await getDashboard(admin, { from: "2031-03-01", to: "2031-03-31" });
    const awaiting = view.needsAction.awaitingShipment;
    expect(awaiting?.items.map((o) => o.number)).toEqual(expect.arrayContaining(["#DSH1", "#DSH6"]));
    expect(awaiting?.items.map((o) => o.number)).not.toContain("#DSH2");
    expect(view.needsAction.unansweredMessages?.items.map((o) => o.number)).toContain("#DSH1");
    expect(view.needsAction.openReturns).not.toBeNull();
    expect(view.needsAction.quotesToPrice).not.toBeNull();
    expect(view.lowStock).not.toBeNull();
  });

  it("each list only for staff who may read it", async () => {
    const catalog = await getDashboard(editor, { from: "2031-03-01", to: "2031-03-31" });
    expect(catalog.needsAction.awaitingShipment).toBeNull();
    expect(catalog.needsAction.quotesToPrice).toBeNull();
    expect(catalog.lowStock).not.toBeNull();
    const agent = await getDashboard(support, { from: "2031-03-01", to: "2031-03-31" });
    expect(agent.needsAction.awaitingShipment).not.toBeNull();
    expect(agent.lowStock).toBeNull();
  });

  it("refuses shoppers, visitors and bad periods", async () => {
    await expect(
      getDashboard(
        { ...admin, actor: { userId: BUYER, roles: ["customer"] } },
        { from: "2031-03-01", to: "2031-03-02" },
      ),
    ).rejects.toBeInstanceOf(Forbidden);
    await expect(
      getDashboard({ ...admin, actor: null }, { from: "2031-03-01", to: "2031-03-02" }),
    ).rejects.toBeInstanceOf(Unauthorized);
    for (const [from, to] of [
      ["2031-03-05", "2031-03-01"],
      ["2031-02-30", "2031-03-01"],
      ["2029-01-01", "2031-01-01"],
    ] as const) {
      await expect(getDashboard(admin, { from, to })).rejects.toBeInstanceOf(Invalid);
    }
  });
});

describe("presetPeriod", () => {
  it("periods end today in Lisbon", () => {
    const now = new Date("2031-03-31T23:30:00Z"); // 1 April in Lisbon
    expect(presetPeriod("7d", now)).toEqual({ from: "2031-03-26", to: "2031-04-01" });
    expect(presetPeriod("30d", now)).toEqual({ from: "2031-03-03", to: "2031-04-01" });
    expect(presetPeriod("month", now)).toEqual({ from: "2031-04-01", to: "2031-04-01" });
    expect(presetPeriod("lastMonth", now)).toEqual({ from: "2031-03-01", to: "2031-03-31" });
    expect(presetPeriod("year", now)).toEqual({ from: "2031-01-01", to: "2031-04-01" });
  });
});
