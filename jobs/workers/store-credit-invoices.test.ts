/**
 * Store credit has its credit note (issue 19, ADR 0024 "Issuing"): a return completed as store credit reverses
 * (part of) the sale, so core/payments/store-credit.ts records it as a `store_credit` refund and queues its NC.
 * The shop composed as in production (SIBS and InvoiceXpress over HTTP against their simulators, pg-boss on the
 * test database, the issuing job with short retry delays), in a file of its own so its calls do not count
 * against jobs/workers/issue-invoices.test.ts's simulator (100 calls a minute, as the real service). Runs on
 * PGlite, and on PostgreSQL:
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/fabrico_test FABRICO_TEST_DB=postgres \
 *     npx vitest run jobs/workers/store-credit-invoices.test.ts
 * - a return of a card-paid order completed as store credit → one NC for exactly the credited amount,
 *   referencing the FR, once when moved twice; the card refundable only for the rest, and the staff list's
 *   "refunded" is the card's only;
 * - a return of an order paid by gift card only (no payment) → its NC too, nothing refundable to a card;
 * - a return refunded in full on an order paid partly by gift card → an NC for the card's part and one for the
 *   store credit the card could not take;
 * - a return completed after staff refunded the whole order to the card → no store credit on top; one the
 *   customer asked to have as store credit → only what is left of the order's total, refused when nothing is.
 * The return requests are written directly (status `received`): the portal's own rules have their tests.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giftCardTable } from "../../core/marketing/marketing.sql.ts";
import { listOrdersForStaff } from "../../core/orders/admin-orders.ts";
import { orderTable } from "../../core/orders/orders.sql.ts";
import { listRefunds, refundPayment, refundSummary } from "../../core/payments/refund-payment.ts";
import { recordStoreCredit } from "../../core/payments/store-credit.ts";
import { moveReturn } from "../../core/returns/move-return.ts";
import { returnRequestTable } from "../../core/returns/returns.sql.ts";
import { actOnReturn } from "../../core/returns/staff.ts";
import type { Ctx } from "../../core/shared/ctx.ts";
import { createId } from "../../core/shared/ids.ts";
import { type InvoicingTestApp, openInvoicingTestApp, waitFor } from "../../tests/setup/invoicing-app.ts";

let kit: InvoicingTestApp;
let ctx: Ctx;
let staff: Ctx;

beforeAll(async () => {
  kit = await openInvoicingTestApp();
  ({ ctx, staff } = kit);
}, 60_000);
afterAll(() => kit.close());

/**
 * A return of `orderId` received by the shop, whose customer asked for `outcome` of `refundCents`, written directly
 * (the portal's checks have their own tests; here only the money and the documents matter). Answers its id.
 */
async function receivedReturn(
  orderId: string,
  outcome: "store_credit" | "refund",
  refundCents: number,
): Promise<string> {
  const [order] = await ctx.db.select({ email: orderTable.email }).from(orderTable).where(eq(orderTable.id, orderId));
  const returnId = `rma_${createId("order").slice(4)}`;
  const now = new Date();
  await ctx.db.insert(returnRequestTable).values({
    id: returnId,
    number: `RMA-${randomUUID().slice(0, 8)}`,
    orderId,
    email: order?.email ?? "",
    locale: "en",
    kind: "withdrawal",
    reason: "changed_mind",
    outcome,
    status: "received",
    lines: [],
    refundCents,
    answerBy: now,
    idempotencyKey: `rma-${returnId}`,
    createdAt: now,
    updatedAt: now,
  });
  return returnId;
}

describe("store credit's credit note over HTTP", () => {
  it("credits a return completed as store credit with one NC for exactly its amount, once, and refunds only the rest to the card", async () => {
    const orderId = await kit.paidOrder([2, 2]);
    const fr = await kit.issuedFr(orderId);
    const [order] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, orderId));
    const credit = 1234;
    // a return the customer asked to have as store credit, received by the shop (the portal's checks are
    // covered by its own tests; here only the money and the documents matter)
    const returnId = await receivedReturn(orderId, "store_credit", credit);
    const view = await actOnReturn(staff, { returnId, action: "complete" });
    expect(view.status).toBe("credited");
    expect(view.giftCardCode).toMatch(/^CREDIT-/);
    // moved again (a double click, a retry): nothing new
    await moveReturn(staff, { returnId, to: "credited", by: "usr_invoicing_staff" });
    expect(await recordStoreCredit(ctx, { orderId, returnId, amountCents: credit, note: null, by: null })).toBeTruthy();

    const refunds = await listRefunds(staff, orderId);
    expect(refunds.map((r) => [r.method, r.status, r.amountCents, r.returnId])).toEqual([
      ["store_credit", "succeeded", credit, returnId],
    ]);
    const nc = await waitFor("the store credit's credit note", async () => {
      const row = (await kit.invoiceRows(orderId)).find((r) => r.type === "NC");
      return row?.status === "issued" && row.pdfKey ? row : null;
    });
    expect(nc.refundId).toBe(refunds[0]?.id);
    expect(nc.totalCents).toBe(credit);
    expect((await kit.invoiceRows(orderId)).filter((r) => r.type === "NC")).toHaveLength(1);
    const notes = kit.serviceDocuments(`${refunds[0]?.id}-NC`);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.owner_invoice_id).toBe(Number(fr.externalId));
    expect(notes[0]?.total).toBe(12.34);

    // the card can be refunded only what the store credit did not give back
    const summary = await refundSummary(ctx, orderId);
    expect(summary).toMatchObject({
      paidCents: fr.totalCents,
      refundedCents: 0,
      creditedCents: credit,
      refundableCents: fr.totalCents - credit,
    });
    await expect(
      refundPayment(staff, {
        orderId,
        amountCents: fr.totalCents - credit + 1,
        reason: "customer_request",
        idempotencyKey: `over-${randomUUID()}`,
      }),
    ).rejects.toMatchObject({ code: "REFUND_EXCEEDS_PAID" });
    const rest = await refundPayment(staff, {
      orderId,
      reason: "customer_request",
      idempotencyKey: `rest-${randomUUID()}`,
    });
    expect(rest.amountCents).toBe(fr.totalCents - credit);
    expect(await refundSummary(ctx, orderId)).toMatchObject({
      refundedCents: fr.totalCents - credit,
      creditedCents: credit,
      refundableCents: 0,
    });
    // the staff order list's "refunded" is money back to the card only
    const list = await listOrdersForStaff(staff, { q: order?.number });
    expect(list.rows.find((o) => o.id === orderId)?.refundedCents).toBe(fr.totalCents - credit);
  }, 60_000);

  it("credits a return of an order paid by gift card only (no payment) with its NC", async () => {
    const code = `GIFT-${randomUUID().slice(0, 8).toUpperCase()}`;
    const now = new Date();
    await ctx.db.insert(giftCardTable).values({
      id: createId("giftCard"),
      code,
      initialCents: 1_000_000,
      balanceCents: 1_000_000,
      expiresAt: null,
      active: true,
      createdAt: now,
      updatedAt: now,
    });
    const { orderId } = await kit.placeGuestOrder(await kit.guestCart([1], code));
    const fr = await kit.issuedFr(orderId);
    // €12.34: an amount a 23 % base gives exactly (€5.00 would be one cent under, ADR 0024 "Totals to the cent")
    const returnId = await receivedReturn(orderId, "store_credit", 1234);
    await actOnReturn(staff, { returnId, action: "complete" });
    const [refund] = await listRefunds(staff, orderId);
    expect(refund).toMatchObject({ method: "store_credit", paymentId: null, amountCents: 1234, status: "succeeded" });
    const nc = await waitFor("the store credit's credit note", async () => {
      const row = (await kit.invoiceRows(orderId)).find((r) => r.type === "NC");
      return row?.status === "issued" ? row : null;
    });
    expect(nc).toMatchObject({ refundId: refund?.id, totalCents: 1234 });
    expect(kit.serviceDocuments(`${refund?.id}-NC`)[0]?.owner_invoice_id).toBe(Number(fr.externalId));
    // no captured payment: nothing to refund to a card
    expect((await refundSummary(ctx, orderId)).refundableCents).toBe(0);
  }, 60_000);

  it("credits the part of a return's refund the card cannot take (paid partly by gift card) with its own NC", async () => {
    const code = `GIFT-${randomUUID().slice(0, 8).toUpperCase()}`;
    const now = new Date();
    await ctx.db.insert(giftCardTable).values({
      id: createId("giftCard"),
      code,
      initialCents: 1234,
      balanceCents: 1234,
      expiresAt: null,
      active: true,
      createdAt: now,
      updatedAt: now,
    });
    const placed = await kit.placeGuestOrder(await kit.guestCart([2], code));
    await kit.approveMbway(await kit.startMbway(placed.orderId));
    const orderId = placed.orderId;
    const fr = await kit.issuedFr(orderId);
    const returnId = await receivedReturn(orderId, "refund", fr.totalCents);
    await actOnReturn(staff, { returnId, action: "complete" });
    const refunds = await listRefunds(staff, orderId);
    expect(refunds.map((r) => [r.method, r.amountCents])).toEqual([
      ["gateway", fr.totalCents - 1234],
      ["store_credit", 1234],
    ]);
    const notes = await waitFor("both credit notes", async () => {
      const rows = (await kit.invoiceRows(orderId)).filter((r) => r.type === "NC" && r.status === "issued");
      return rows.length === 2 ? rows : null;
    });
    const noteOf = (refundId: string | undefined) => notes.find((n) => n.refundId === refundId);
    expect(noteOf(refunds[1]?.id)?.totalCents).toBe(1234);
    // the card's part has its own note; an amount with no exact 23 % base is one cent under (ADR 0024 "Totals to the cent")
    expect(fr.totalCents - 1234 - (noteOf(refunds[0]?.id)?.totalCents ?? 0)).toBeGreaterThanOrEqual(0);
    expect(fr.totalCents - 1234 - (noteOf(refunds[0]?.id)?.totalCents ?? 0)).toBeLessThanOrEqual(1);
    expect(await refundSummary(ctx, orderId)).toMatchObject({ refundableCents: 0, creditedCents: 1234 });
  }, 60_000);

  it("gives no store credit on top when staff already refunded the whole order to the card", async () => {
    const orderId = await kit.paidOrder([1]);
    const fr = await kit.issuedFr(orderId);
    const returnId = await receivedReturn(orderId, "refund", fr.totalCents);
    // staff refund the order from its page while its return is still open
    const whole = await refundPayment(staff, {
      orderId,
      reason: "customer_request",
      idempotencyKey: `whole-${randomUUID()}`,
    });
    expect(whole).toMatchObject({ status: "succeeded", amountCents: fr.totalCents });
    // completing the return finds nothing left for the card, and nothing is owed: no gift card
    const view = await actOnReturn(staff, { returnId, action: "complete" });
    expect(view.status).toBe("refunded");
    expect(view.giftCardCode).toBeNull();
    const refunds = await listRefunds(staff, orderId);
    expect(refunds.map((r) => [r.method, r.amountCents])).toEqual([["gateway", fr.totalCents]]);
  }, 60_000);

  it("credits a store-credit return only what staff refunds left of the order, and refuses when nothing is", async () => {
    const orderId = await kit.paidOrder([2]);
    const fr = await kit.issuedFr(orderId);
    // staff give back all but €5.00 to the card; the customer's store credit of €12.34 gets the €5.00 left
    await refundPayment(staff, {
      orderId,
      amountCents: fr.totalCents - 500,
      reason: "customer_request",
      idempotencyKey: `most-${randomUUID()}`,
    });
    const first = await receivedReturn(orderId, "store_credit", 1234);
    const view = await actOnReturn(staff, { returnId: first, action: "complete" });
    expect(view.status).toBe("credited");
    const [card] = await ctx.db
      .select()
      .from(giftCardTable)
      .where(eq(giftCardTable.code, view.giftCardCode ?? ""));
    expect(card?.initialCents).toBe(500);
    // a second store-credit return of the same order: nothing is left, staff are told why and nothing changes
    const second = await receivedReturn(orderId, "store_credit", 1234);
    await expect(actOnReturn(staff, { returnId: second, action: "complete" })).rejects.toMatchObject({
      code: "NOTHING_TO_CREDIT",
      status: 409,
    });
    const [still] = await ctx.db.select().from(returnRequestTable).where(eq(returnRequestTable.id, second));
    expect(still).toMatchObject({ status: "received", giftCardCode: null });
    const refunds = await listRefunds(staff, orderId);
    expect(refunds.map((r) => [r.method, r.amountCents])).toEqual([
      ["gateway", fr.totalCents - 500],
      ["store_credit", 500],
    ]);
  }, 60_000);
});
